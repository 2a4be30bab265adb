// The text of `regicide stats` and `thronfolge stats`, in English or German, at most 80 columns.
import type { Lang } from './option-parsers.js';
import { barChart, trimZeros, WIDTH } from '../text/layout.js';
import { wrapLine } from '../text/wrap.js';
import { wordsIn } from '../text/words.js';
import type { DailyStats, Streaks, WinTally } from '../store/stats/common.js';
import type { RegicideStats } from '../store/stats/regicide-stats.js';
import type { ThronfolgeStats } from '../store/stats/thronfolge-stats.js';


interface StatsTexts {
  regicideTitle: string;
  thronfolgeTitle: string;
  nothingYet: string;
  won: (wins: number, games: number, rate: string) => string;
  streak: (s: Streaks) => string;
  medals: (m: RegicideStats['medals']) => string;
  daily: (d: DailyStats) => string;
  noDaily: string;
  byPlayers: string;
  byVariants: string;
  byLevel: string;
  columns: string;
  solo: string;
  players: (n: number) => string;
  noVariant: string;
  enemiesTitle: string;
  enemies: (n: number) => string;
  practice: (t: WinTally) => string;
  hostSeed: (t: WinTally) => string;
  botsOnly: (n: number) => string;
  unfinished: (n: number, command: string) => string;
  damaged: (n: number) => string;
  vsBot: (s: ThronfolgeStats['vsBot']) => string;
  crowns: (wins: number, losses: number) => string;
  scores: (yours: string, best: number, bot: string) => string;
  hotseat: (h: ThronfolgeStats['hotseat']) => string;
  percent: (rate: number) => string;
}

const pct = (sep: string) => (rate: number) => `${Math.round(rate * 100)}${sep}%`;
const EN = wordsIn('en');
const DE = wordsIn('de');
const days = { one: '# day', other: '# days' };
const duels = { one: '# duel', other: '# duels' };
const duelle = { one: '# Duell', other: '# Duelle' };

const TEXTS: Record<Lang, StatsTexts> = {
  en: {
    regicideTitle: 'Regicide statistics',
    thronfolgeTitle: 'Thronfolge statistics',
    nothingYet: 'No finished games yet.',
    won: (w, g, r) => `Won ${w} of ${EN.count(g, { one: '# game', other: '# games' })} (${r})`,
    streak: (s) => `Winning streak: ${s.current} now, best ${s.best}`,
    medals: (m) => `Medals: gold ${m.gold}, silver ${m.silver}, bronze ${m.bronze}`,
    daily: (d) =>
      `Daily deal: streak ${EN.count(d.current, days)} (best ${d.best}), played on ${EN.count(d.days, days)}, won ${d.won}; today: ${d.today === 'won' ? 'won' : d.today === 'lost' ? 'lost' : 'not played yet'}`,
    noDaily: 'Daily deal: not played yet',
    byPlayers: 'By players',
    byVariants: 'By variants',
    byLevel: 'By bot level',
    columns: 'games   wins   rate',
    solo: 'solo',
    players: (n) => `${n} players`,
    noVariant: 'no variant',
    enemiesTitle: 'Enemies defeated (number of games)',
    enemies: (n) => EN.count(n, { one: '# enemy', other: '# enemies' }),
    practice: (t) => `Practice games (undo or hints, no medals): ${t.games}, won ${t.wins}`,
    hostSeed: (t) => `Network games with a seed the host chose (not counted): ${t.games}, won ${t.wins}`,
    botsOnly: (n) => `Games played by bots alone (not counted): ${n}`,
    unfinished: (n, c) => `Unfinished (not counted): ${n}; see "${c}"`,
    damaged: (n) => `Damaged save files skipped: ${n}`,
    vsBot: (s) => `Against the bot: ${EN.count(s.games, duels)}, won ${s.wins}, lost ${s.losses}, shared ${s.shared} (${pct('')(s.winRate)} won)`,
    crowns: (w, l) => `Three-crown wins: ${w}; three-crown losses: ${l}`,
    scores: (y, b, o) => `Scores: your mean ${y} (best ${b}), the bot's mean ${o}`,
    hotseat: (h) => `Two at one keyboard: ${EN.count(h.games, duels)}; player 1 won ${h.seat1Wins}, player 2 won ${h.seat2Wins}, shared ${h.shared}`,
    percent: pct(''),
  },
  de: {
    regicideTitle: 'Regicide-Statistik',
    thronfolgeTitle: 'Thronfolge-Statistik',
    nothingYet: 'Noch keine beendeten Spiele.',
    won: (w, g, r) => `${w} von ${DE.count(g, { one: '# Spiel', other: '# Spielen' })} gewonnen (${r})`,
    streak: (s) => `Siegesserie: jetzt ${s.current}, beste ${s.best}`,
    medals: (m) => `Medaillen: Gold ${m.gold}, Silber ${m.silver}, Bronze ${m.bronze}`,
    daily: (d) =>
      `Tagesspiel: Serie ${DE.count(d.current, { one: '# Tag', other: '# Tage' })} (beste ${d.best}), an ${DE.count(d.days, { one: '# Tag', other: '# Tagen' })} gespielt, ${d.won} gewonnen; heute: ${d.today === 'won' ? 'gewonnen' : d.today === 'lost' ? 'verloren' : 'noch nicht gespielt'}`,
    noDaily: 'Tagesspiel: noch nicht gespielt',
    byPlayers: 'Nach Spielerzahl',
    byVariants: 'Nach Varianten',
    byLevel: 'Nach Bot-Stärke',
    columns: 'Spiele  Siege  Quote',
    solo: 'solo',
    players: (n) => `${n} Spieler`,
    noVariant: 'ohne Variante',
    enemiesTitle: 'Besiegte Gegner (Anzahl Spiele)',
    enemies: (n) => `${n} Gegner`,
    practice: (t) => `Übungsspiele (Rückgängig oder Tipps, ohne Medaillen): ${t.games}, gewonnen ${t.wins}`,
    hostSeed: (t) => `Netzspiele mit vom Gastgeber gewähltem Startwert (nicht gezählt): ${t.games}, gewonnen ${t.wins}`,
    botsOnly: (n) => `Spiele nur mit Bots (nicht gezählt): ${n}`,
    unfinished: (n, c) => `Nicht beendet (nicht gezählt): ${n}; siehe „${c}“`,
    damaged: (n) => `Beschädigte Spielstände übersprungen: ${n}`,
    vsBot: (s) => `Gegen den Bot: ${DE.count(s.games, duelle)}, ${s.wins} gewonnen, ${s.losses} verloren, ${s.shared} geteilt (${pct(' ')(s.winRate)} gewonnen)`,
    crowns: (w, l) => `Siege mit drei Kronen: ${w}; Niederlagen durch drei Kronen: ${l}`,
    scores: (y, b, o) => `Punkte: dein Schnitt ${y} (bester ${b}), Schnitt des Bots ${o}`,
    hotseat: (h) => `Zu zweit an einer Tastatur: ${DE.count(h.games, duelle)}; Spieler 1 gewann ${h.seat1Wins}, Spieler 2 gewann ${h.seat2Wins}, geteilt ${h.shared}`,
    percent: pct(' '),
  },
};

/** A table of win tallies: numbers first, the label last (cut to fit). */
function tallyTable(t: StatsTexts, title: string, rows: readonly (WinTally & { label: string })[]): string[] {
  const lines = [`${title}:`, `  ${t.columns}`];
  for (const r of rows) {
    const numbers = `  ${String(r.games).padStart(5)}  ${String(r.wins).padStart(5)}  ${t.percent(r.winRate).padStart(5)}  `;
    const room = WIDTH - numbers.length;
    lines.push(numbers + (r.label.length > room ? `${r.label.slice(0, room - 1)}…` : r.label));
  }
  return lines;
}

function variantsLabel(t: StatsTexts, variants: readonly string[]): string {
  return variants.length ? variants.join(' + ') : t.noVariant;
}

function commonTail(t: StatsTexts, practice: WinTally, hostSeed: WinTally, unfinished: number, damaged: number, savesCommand: string): string[] {
  const lines: string[] = [];
  if (practice.games) lines.push(...wrapLine(t.practice(practice)));
  if (hostSeed.games) lines.push(...wrapLine(t.hostSeed(hostSeed)));
  if (unfinished) lines.push(...wrapLine(t.unfinished(unfinished, savesCommand)));
  if (damaged) lines.push(t.damaged(damaged));
  return lines;
}

export function regicideStatsText(s: RegicideStats, lang: Lang, ascii: boolean, damaged = 0): string {
  const t = TEXTS[lang];
  const lines = [t.regicideTitle, ''];
  if (s.played.games === 0) lines.push(t.nothingYet);
  else {
    lines.push(t.won(s.played.wins, s.played.games, t.percent(s.played.winRate)), t.streak(s.streak), t.medals(s.medals));
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily), '');
    lines.push(...tallyTable(t, t.byPlayers, s.byPlayers.map((r) => ({ ...r, label: r.players === 1 ? t.solo : t.players(r.players) }))), '');
    lines.push(...tallyTable(t, t.byVariants, s.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) }))), '');
    const span = trimZeros(s.enemiesDefeated);
    if (span) {
      const bars = [];
      for (let n = span.from; n <= span.to; n++) bars.push({ label: t.enemies(n), value: s.enemiesDefeated[n] });
      lines.push(`${t.enemiesTitle}:`, ...barChart(bars, WIDTH - 2, ascii).map((l) => `  ${l}`), '');
    }
  }
  lines.push(...commonTail(t, s.practice, s.hostSeed, s.unfinished, damaged, 'regicide saves'));
  if (s.botsOnly) lines.push(t.botsOnly(s.botsOnly));
  return lines.join('\n').replace(/\n+$/, '');
}

export function thronfolgeStatsText(s: ThronfolgeStats, lang: Lang, damaged = 0): string {
  const t = TEXTS[lang];
  const v = s.vsBot;
  const lines = [t.thronfolgeTitle, ''];
  if (v.games === 0 && s.hotseat.games === 0) lines.push(t.nothingYet);
  if (v.games > 0) {
    lines.push(...wrapLine(t.vsBot(v)), t.streak(v.streak), t.crowns(v.crownWins, v.crownLosses));
    if (v.scores) lines.push(t.scores(wordsIn(lang).number(v.scores.mean), v.scores.best, wordsIn(lang).number(v.scores.opponentMean)));
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily), '');
    lines.push(...tallyTable(t, t.byLevel, v.byLevel.map((r) => ({ ...r, label: r.level }))), '');
    lines.push(...tallyTable(t, t.byVariants, v.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) }))), '');
  }
  if (s.hotseat.games > 0) lines.push(...wrapLine(t.hotseat(s.hotseat)));
  lines.push(...commonTail(t, s.practice, s.hostSeed, s.unfinished, damaged, 'thronfolge saves'));
  return lines.join('\n').replace(/\n+$/, '');
}
