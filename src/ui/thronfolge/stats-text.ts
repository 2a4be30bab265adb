// The text of `thronfolge stats`: the shared lines, the duels against the bot (by level, crowns,
// scores), those of two people at one keyboard and those against people at other terminals; in every language of the screens, at most 80 columns.
import { command } from '../shared/commands.js';
import type { Lang } from '../../text/lang.js';
import { wrapLine } from '../../text/wrap.js';
import { wordsIn } from '../../text/words.js';
import type { DailyDay } from '../../modules/module.js';
import type { ThronfolgeDailyPlay, ThronfolgeStats } from '../../modules/thronfolge/stats.js';
import { commonTail, dailyHistoryLines, type GameStatsText, nothingLine, SHARED_STATS_TEXTS, tallyTable, variantsLabel } from '../shared/stats-text.js';
import { scoreDe, scoreFr, scoreNb } from './texts/counted.js';
import { typesetTexts } from '../../text/typography.js';
import { asciiText } from '../shared/ascii-text.js';
import { num } from '../shared/numbers.js';

interface ThronfolgeStatsTexts {
  title: string;
  byLevel: string;
  vsBot: (s: ThronfolgeStats['vsBot']) => string;
  crowns: (wins: number, losses: number) => string;
  scores: (yours: string, best: string, bot: string) => string;
  hotseat: (h: ThronfolgeStats['hotseat']) => string;
  online: (o: ThronfolgeStats['online']) => string;
  /** How a day's first finished try went, and how many tries were finished. */
  day: (d: DailyDay<ThronfolgeDailyPlay>) => string;
  /** A bot level's name in the language ("hard" → "schwer"). */
  level: (level: string) => string;
}

const pct = (sep: string) => (rate: number) => `${Math.round(rate * 100)}${sep}%`;
const EN = wordsIn('en');
const DE = wordsIn('de');
const duels = { one: '# duel', other: '# duels' };
const duelle = { one: '# Duell', other: '# Duelle' };
const tries = { one: '# try', other: '# tries' };
const versuche = { one: '# Versuch', other: '# Versuche' };
const FR = wordsIn('fr');
const NB = wordsIn('nb');
const essais = { one: '# essai', other: '# essais' };
const forsok = { one: '# forsøk', other: '# forsøk' };
// The bot levels in each language (English writes the level's own name).
const levelDe: Record<string, string> = { random: 'zufällig', easy: 'leicht', normal: 'normal', hard: 'schwer' };
const levelFr: Record<string, string> = { random: 'au hasard', easy: 'facile', normal: 'normal', hard: 'fort' };
const levelNb: Record<string, string> = { random: 'tilfeldig', easy: 'lett', normal: 'normal', hard: 'sterk' };

const TEXTS: Record<Lang, ThronfolgeStatsTexts> = {
  en: {
    title: 'Thronfolge statistics',
    byLevel: 'By bot level',
    vsBot: (s) => `Against the bot: ${EN.count(s.games, duels)}, won ${s.wins}, lost ${s.losses}, shared ${s.shared} (${pct('')(s.winRate)} won)`,
    crowns: (w, l) => `Three-crown wins: ${w}; three-crown losses: ${l}`,
    scores: (y, b, o) => `Scores: your mean ${y} (best ${b}), the bot's mean ${o}`,
    hotseat: (h) => `Two at one keyboard: ${EN.count(h.games, duels)}; player 1 won ${h.seat1Wins}, player 2 won ${h.seat2Wins}, shared ${h.shared}`,
    online: (o) => `Against people at other terminals: ${EN.count(o.games, duels)}, won ${o.wins}, lost ${o.losses}, shared ${o.shared}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'shared' : p.won ? 'won' : 'lost'} ${num(p.scores[0])} : ${num(p.scores[1])}${p.crowns ? ', three crowns' : ''} against the ${p.botLevel} bot${p.practice ? ', practice' : ''}${p.retry ? ', retry' : ''}${attempts > 1 ? `  (${EN.count(attempts, tries)})` : ''}`,
    level: (l) => l,
  },
  de: {
    title: 'Thronfolge-Statistik',
    byLevel: 'Nach Bot-Stärke',
    vsBot: (s) => `Gegen den Bot: ${DE.count(s.games, duelle)}, ${s.wins} gewonnen, ${s.losses} verloren, ${s.shared} geteilt (${pct('\u00a0')(s.winRate)} gewonnen)`,
    crowns: (w, l) => `Siege mit drei Kronen: ${w}; Niederlagen durch drei Kronen: ${l}`,
    scores: (y, b, o) => `Punkte: dein Schnitt ${y} (bester ${b}), Schnitt des Bots ${o}`,
    hotseat: (h) => `Zu zweit an einer Tastatur: ${DE.count(h.games, duelle)}; Spieler 1 gewann ${h.seat1Wins}, Spieler 2 gewann ${h.seat2Wins}, geteilt ${h.shared}`,
    online: (o) => `Gegen Leute an anderen Terminals: ${DE.count(o.games, duelle)}, ${o.wins} gewonnen, ${o.losses} verloren, ${o.shared} geteilt`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'geteilt' : p.won ? 'gewonnen' : 'verloren'} ${scoreDe(num(p.scores[0], false, 'de'), num(p.scores[1], false, 'de'))}${p.crowns ? ', drei Kronen' : ''} gegen den Bot (${levelDe[p.botLevel] ?? p.botLevel})${p.practice ? ', Übung' : ''}${p.retry ? ', Wiederholung' : ''}${attempts > 1 ? `  (${DE.count(attempts, versuche)})` : ''}`,
    level: (l) => levelDe[l] ?? l,
  },
  fr: {
    title: 'Statistiques de Thronfolge',
    byLevel: 'Par niveau du bot',
    vsBot: (s) =>
      `Contre le bot\u00a0: ${FR.count(s.games, { one: '# duel', other: '# duels' })}, ${FR.count(s.wins, { one: '# gagné', other: '# gagnés' })}, ${FR.count(s.losses, { one: '# perdu', other: '# perdus' })}, ${FR.count(s.shared, { one: '# partagé', other: '# partagés' })} (${pct('\u202f')(s.winRate)} gagnés)`,
    crowns: (w, l) => `Victoires par trois couronnes\u00a0: ${w}\u00a0; défaites par trois couronnes\u00a0: ${l}`,
    scores: (y, b, o) => `Scores\u00a0: votre moyenne ${y} (record ${b}), moyenne du bot ${o}`,
    hotseat: (h) =>
      `À deux sur un clavier\u00a0: ${FR.count(h.games, { one: '# duel', other: '# duels' })}\u00a0; joueur 1 a gagné ${h.seat1Wins}, joueur 2 a gagné ${h.seat2Wins}, partagés ${h.shared}`,
    online: (o) =>
      `Contre des personnes à d’autres terminaux\u00a0: ${FR.count(o.games, { one: '# duel', other: '# duels' })}, ${FR.count(o.wins, { one: '# gagné', other: '# gagnés' })}, ${FR.count(o.losses, { one: '# perdu', other: '# perdus' })}, ${FR.count(o.shared, { one: '# partagé', other: '# partagés' })}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'partagée' : p.won ? 'gagnée' : 'perdue'} ${scoreFr(num(p.scores[0], false, 'fr'), num(p.scores[1], false, 'fr'))}${p.crowns ? ', trois couronnes' : ''} contre le bot ${levelFr[p.botLevel] ?? p.botLevel}${p.practice ? ', entraînement' : ''}${p.retry ? ', nouvel essai' : ''}${attempts > 1 ? `  (${FR.count(attempts, essais)})` : ''}`,
    level: (l) => levelFr[l] ?? l,
  },
  nb: {
    title: 'Thronfolge-statistikk',
    byLevel: 'Etter botnivå',
    vsBot: (s) => `Mot boten: ${NB.count(s.games, { one: '# duell', other: '# dueller' })}, vunnet ${s.wins}, tapt ${s.losses}, delt ${s.shared} (${pct('\u00a0')(s.winRate)} vunnet)`,
    crowns: (w, l) => `Seire med tre kroner: ${w}; tap på tre kroner: ${l}`,
    scores: (y, b, o) => `Poeng: ditt snitt ${y} (beste ${b}), botens snitt ${o}`,
    hotseat: (h) => `To ved ett tastatur: ${NB.count(h.games, { one: '# duell', other: '# dueller' })}; spiller 1 vant ${h.seat1Wins}, spiller 2 vant ${h.seat2Wins}, delt ${h.shared}`,
    online: (o) => `Mot folk ved andre terminaler: ${NB.count(o.games, { one: '# duell', other: '# dueller' })}, vunnet ${o.wins}, tapt ${o.losses}, delt ${o.shared}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'delt' : p.won ? 'vunnet' : 'tapt'} ${scoreNb(num(p.scores[0], false, 'nb'), num(p.scores[1], false, 'nb'))}${p.crowns ? ', tre kroner' : ''} mot boten (${levelNb[p.botLevel] ?? p.botLevel})${p.practice ? ', øving' : ''}${p.retry ? ', nytt forsøk' : ''}${attempts > 1 ? `  (${NB.count(attempts, forsok)})` : ''}`,
    level: (l) => levelNb[l] ?? l,
  },
};

/** The statistics as text; `ascii` spells the minus sign of a negative score as '-'. */
export function thronfolgeStatsText(s: ThronfolgeStats, lang: Lang, damaged = 0, ascii = false): string {
  const t = typesetTexts(SHARED_STATS_TEXTS[lang], lang);
  const g = typesetTexts(TEXTS[lang], lang);
  const v = s.vsBot;
  const lines = [g.title, ''];
  if (v.games === 0 && s.hotseat.games === 0 && s.online.games === 0) lines.push(nothingLine(t, s));
  if (v.games > 0) {
    lines.push(...wrapLine(g.vsBot(v)), t.streak(v.streak), g.crowns(v.crownWins, v.crownLosses));
    if (v.scores) lines.push(g.scores(num(v.scores.mean, false, lang), num(v.scores.best, false, lang), num(v.scores.opponentMean, false, lang)));
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
    lines.push(...dailyHistoryLines(t, s.dailyHistory, g.day), '');
    lines.push(
      ...tallyTable(
        t,
        g.byLevel,
        v.byLevel.map((r) => ({ ...r, label: g.level(r.level) })),
      ),
      '',
    );
    lines.push(
      ...tallyTable(
        t,
        t.byVariants,
        v.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) })),
      ),
      '',
    );
  }
  if (s.hotseat.games > 0) lines.push(...wrapLine(g.hotseat(s.hotseat)));
  if (s.online.games > 0) lines.push(...wrapLine(g.online(s.online)));
  lines.push(...commonTail(t, s, false, damaged, command('thronfolge', 'saves')));
  const text = lines.join('\n').replace(/\n+$/, '');
  return ascii ? asciiText(text) : text;
}

export const thronfolgeStatsWords: GameStatsText = {
  text: (s, lang, ascii, damaged) => thronfolgeStatsText(s as ThronfolgeStats, lang, damaged, ascii),
  title: 'Thronfolge',
  dayRow: (d, lang) => typesetTexts(TEXTS[lang], lang).day(d as DailyDay<ThronfolgeDailyPlay>),
};
