// The text of `thronfolge stats`: the shared lines, the duels against the bot (by level, crowns,
// scores) and those of two people at one keyboard; in English or German, at most 80 columns.
import type { Lang } from '../shared/i18n.js';
import { wrapLine } from '../../text/wrap.js';
import { wordsIn } from '../../text/words.js';
import type { DailyDay } from '../../modules/module.js';
import type { ThronfolgeDailyPlay, ThronfolgeStats } from '../../modules/thronfolge/stats.js';
import { commonTail, dailyHistoryLines, type GameStatsText, SHARED_STATS_TEXTS, tallyTable, variantsLabel } from '../shared/stats-text.js';

interface ThronfolgeStatsTexts {
  title: string;
  byLevel: string;
  vsBot: (s: ThronfolgeStats['vsBot']) => string;
  crowns: (wins: number, losses: number) => string;
  scores: (yours: string, best: number, bot: string) => string;
  hotseat: (h: ThronfolgeStats['hotseat']) => string;
  /** How a day's first finished try went, and how many tries were finished. */
  day: (d: DailyDay<ThronfolgeDailyPlay>) => string;
}

const pct = (sep: string) => (rate: number) => `${Math.round(rate * 100)}${sep}%`;
const EN = wordsIn('en');
const DE = wordsIn('de');
const duels = { one: '# duel', other: '# duels' };
const duelle = { one: '# Duell', other: '# Duelle' };
const tries = { one: '# try', other: '# tries' };
const versuche = { one: '# Versuch', other: '# Versuche' };

const TEXTS: Record<Lang, ThronfolgeStatsTexts> = {
  en: {
    title: 'Thronfolge statistics',
    byLevel: 'By bot level',
    vsBot: (s) => `Against the bot: ${EN.count(s.games, duels)}, won ${s.wins}, lost ${s.losses}, shared ${s.shared} (${pct('')(s.winRate)} won)`,
    crowns: (w, l) => `Three-crown wins: ${w}; three-crown losses: ${l}`,
    scores: (y, b, o) => `Scores: your mean ${y} (best ${b}), the bot's mean ${o}`,
    hotseat: (h) => `Two at one keyboard: ${EN.count(h.games, duels)}; player 1 won ${h.seat1Wins}, player 2 won ${h.seat2Wins}, shared ${h.shared}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'shared' : p.won ? 'won' : 'lost'} ${p.scores[0]} : ${p.scores[1]}${p.crowns ? ', three crowns' : ''} against the ${p.botLevel} bot${p.practice ? ', practice' : ''}${p.retry ? ', retry' : ''}${attempts > 1 ? `  (${EN.count(attempts, tries)})` : ''}`,
  },
  de: {
    title: 'Thronfolge-Statistik',
    byLevel: 'Nach Bot-Stärke',
    vsBot: (s) => `Gegen den Bot: ${DE.count(s.games, duelle)}, ${s.wins} gewonnen, ${s.losses} verloren, ${s.shared} geteilt (${pct(' ')(s.winRate)} gewonnen)`,
    crowns: (w, l) => `Siege mit drei Kronen: ${w}; Niederlagen durch drei Kronen: ${l}`,
    scores: (y, b, o) => `Punkte: dein Schnitt ${y} (bester ${b}), Schnitt des Bots ${o}`,
    hotseat: (h) => `Zu zweit an einer Tastatur: ${DE.count(h.games, duelle)}; Spieler 1 gewann ${h.seat1Wins}, Spieler 2 gewann ${h.seat2Wins}, geteilt ${h.shared}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'geteilt' : p.won ? 'gewonnen' : 'verloren'} ${p.scores[0]} : ${p.scores[1]}${p.crowns ? ', drei Kronen' : ''} gegen den Bot ${p.botLevel}${p.practice ? ', Übung' : ''}${p.retry ? ', Wiederholung' : ''}${attempts > 1 ? `  (${DE.count(attempts, versuche)})` : ''}`,
  },
};

export function thronfolgeStatsText(s: ThronfolgeStats, lang: Lang, damaged = 0): string {
  const t = SHARED_STATS_TEXTS[lang];
  const g = TEXTS[lang];
  const v = s.vsBot;
  const lines = [g.title, ''];
  if (v.games === 0 && s.hotseat.games === 0) lines.push(t.nothingYet);
  if (v.games > 0) {
    lines.push(...wrapLine(g.vsBot(v)), t.streak(v.streak), g.crowns(v.crownWins, v.crownLosses));
    if (v.scores) lines.push(g.scores(wordsIn(lang).number(v.scores.mean), v.scores.best, wordsIn(lang).number(v.scores.opponentMean)));
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
    lines.push(...dailyHistoryLines(t, s.dailyHistory, g.day), '');
    lines.push(...tallyTable(t, g.byLevel, v.byLevel.map((r) => ({ ...r, label: r.level }))), '');
    lines.push(...tallyTable(t, t.byVariants, v.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) }))), '');
  }
  if (s.hotseat.games > 0) lines.push(...wrapLine(g.hotseat(s.hotseat)));
  lines.push(...commonTail(t, s, false, damaged, 'thronfolge saves'));
  return lines.join('\n').replace(/\n+$/, '');
}

export const thronfolgeStatsWords: GameStatsText = {
  description: ', scores, crown wins',
  text: (s, lang, _ascii, damaged) => thronfolgeStatsText(s as ThronfolgeStats, lang, damaged),
  title: 'Thronfolge',
  dayRow: (d, lang) => TEXTS[lang].day(d as DailyDay<ThronfolgeDailyPlay>),
};
