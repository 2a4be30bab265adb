// The text of `regicide stats`: the shared lines, the medals, the tallies by players and the
// enemies defeated as a chart; in every language of the screens, at most 80 columns.
import { command } from '../shared/commands.js';
import type { Lang } from '../../text/lang.js';
import { barChart, trimZeros, WIDTH } from '../../text/layout.js';
import { wordsIn } from '../../text/words.js';
import { wrapLine } from '../../text/wrap.js';
import type { DailyDay } from '../../modules/module.js';
import type { RegicideDailyPlay, RegicideStats } from '../../modules/regicide/stats.js';
import { commonTail, dailyHistoryLines, type GameStatsText, nothingLine, SHARED_STATS_TEXTS, tallyTable, variantsLabel } from '../shared/stats-text.js';
import { typesetTexts } from '../../text/typography.js';

interface RegicideStatsTexts {
  title: string;
  medals: (m: RegicideStats['medals']) => string;
  byPlayers: string;
  solo: string;
  players: (n: number) => string;
  enemiesTitle: string;
  enemies: (n: number) => string;
  botsOnly: (n: number) => string;
  /** How a day's first finished try went, and how many tries were finished. */
  day: (d: DailyDay<RegicideDailyPlay>) => string;
}

const medalWord = {
  en: { gold: 'gold', silver: 'silver', bronze: 'bronze' },
  de: { gold: 'Gold', silver: 'Silber', bronze: 'Bronze' },
  fr: { gold: 'or', silver: 'argent', bronze: 'bronze' },
  nb: { gold: 'gull', silver: 'sølv', bronze: 'bronse' },
} as const;
const EN = wordsIn('en');
const DE = wordsIn('de');
const FR = wordsIn('fr');
const NB = wordsIn('nb');
const tries = { one: '# try', other: '# tries' };
const versuche = { one: '# Versuch', other: '# Versuche' };
const essais = { one: '# essai', other: '# essais' };
const forsok = { one: '# forsøk', other: '# forsøk' };

const TEXTS: Record<Lang, RegicideStatsTexts> = {
  en: {
    title: 'Regicide statistics',
    medals: (m) => `Medals: gold ${m.gold}, silver ${m.silver}, bronze ${m.bronze}`,
    byPlayers: 'By players',
    solo: 'solo',
    players: (n) => `${n} players`,
    enemiesTitle: 'Enemies defeated (number of games)',
    enemies: (n) => EN.count(n, { one: '# enemy', other: '# enemies' }),
    botsOnly: (n) => `Games played by bots alone (not counted): ${n}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'won' : 'lost'}, ${p.enemiesDefeated} of 12${p.medal ? `, ${medalWord.en[p.medal]}` : ''}${p.practice ? ', practice' : ''}${p.retry ? ', retry' : ''}${attempts > 1 ? `  (${EN.count(attempts, tries)})` : ''}`,
  },
  de: {
    title: 'Regicide-Statistik',
    medals: (m) => `Medaillen: Gold ${m.gold}, Silber ${m.silver}, Bronze ${m.bronze}`,
    byPlayers: 'Nach Spielerzahl',
    solo: 'solo',
    players: (n) => `${n} Spieler`,
    enemiesTitle: 'Besiegte Gegner (Anzahl Spiele)',
    enemies: (n) => `${n} Gegner`,
    botsOnly: (n) => `Spiele nur mit Bots (nicht gezählt): ${n}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'gewonnen' : 'verloren'}, ${p.enemiesDefeated} von 12${p.medal ? `, ${medalWord.de[p.medal]}` : ''}${p.practice ? ', Übung' : ''}${p.retry ? ', Wiederholung' : ''}${attempts > 1 ? `  (${DE.count(attempts, versuche)})` : ''}`,
  },
  fr: {
    title: 'Statistiques de Regicide',
    medals: (m) => `Médailles\u00a0: or ${m.gold}, argent ${m.silver}, bronze ${m.bronze}`,
    byPlayers: 'Par nombre de joueurs',
    solo: 'solo',
    players: (n) => FR.count(n, { one: '# joueur', other: '# joueurs' }),
    enemiesTitle: 'Ennemis vaincus (nombre de parties)',
    enemies: (n) => FR.count(n, { one: '# ennemi', other: '# ennemis' }),
    botsOnly: (n) => `Parties jouées par des bots seuls (non comptées)\u00a0: ${n}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'gagnée' : 'perdue'}, ${p.enemiesDefeated} sur 12${p.medal ? `, ${medalWord.fr[p.medal]}` : ''}${p.practice ? ', entraînement' : ''}${p.retry ? ', nouvel essai' : ''}${attempts > 1 ? `  (${FR.count(attempts, essais)})` : ''}`,
  },
  nb: {
    title: 'Regicide-statistikk',
    medals: (m) => `Medaljer: gull ${m.gold}, sølv ${m.silver}, bronse ${m.bronze}`,
    byPlayers: 'Etter antall spillere',
    solo: 'solo',
    players: (n) => NB.count(n, { one: '# spiller', other: '# spillere' }),
    enemiesTitle: 'Fiender beseiret (antall spill)',
    enemies: (n) => NB.count(n, { one: '# fiende', other: '# fiender' }),
    botsOnly: (n) => `Spill bare med boter (telles ikke): ${n}`,
    day: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'vunnet' : 'tapt'}, ${p.enemiesDefeated} av 12${p.medal ? `, ${medalWord.nb[p.medal]}` : ''}${p.practice ? ', øving' : ''}${p.retry ? ', nytt forsøk' : ''}${attempts > 1 ? `  (${NB.count(attempts, forsok)})` : ''}`,
  },
};

export function regicideStatsText(s: RegicideStats, lang: Lang, ascii: boolean, damaged = 0): string {
  const t = typesetTexts(SHARED_STATS_TEXTS[lang], lang);
  const g = typesetTexts(TEXTS[lang], lang);
  const lines = [g.title, ''];
  if (s.played.games === 0) lines.push(nothingLine(t, s));
  else {
    lines.push(t.won(s.played.wins, s.played.games, t.percent(s.played.winRate)), t.streak(s.streak), g.medals(s.medals));
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
    lines.push(...dailyHistoryLines(t, s.dailyHistory, g.day), '');
    lines.push(
      ...tallyTable(
        t,
        g.byPlayers,
        s.byPlayers.map((r) => ({ ...r, label: r.players === 1 ? g.solo : g.players(r.players) })),
      ),
      '',
    );
    lines.push(
      ...tallyTable(
        t,
        t.byVariants,
        s.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) })),
      ),
      '',
    );
    const span = trimZeros(s.enemiesDefeated);
    if (span) {
      const bars = [];
      for (let n = span.from; n <= span.to; n++) bars.push({ label: g.enemies(n), value: s.enemiesDefeated[n] });
      lines.push(t.heading(g.enemiesTitle), ...barChart(bars, WIDTH - 2, ascii).map((l) => `  ${l}`), '');
    }
  }
  lines.push(...commonTail(t, s, true, damaged, command('regicide', 'saves')));
  if (s.botsOnly) lines.push(g.botsOnly(s.botsOnly));
  return lines.join('\n').replace(/\n+$/, '');
}

export const regicideStatsWords: GameStatsText = {
  text: (s, lang, ascii, damaged) => regicideStatsText(s as RegicideStats, lang, ascii, damaged),
  title: 'Regicide',
  dayRow: (d, lang) => typesetTexts(TEXTS[lang], lang).day(d as DailyDay<RegicideDailyPlay>),
};
