// The text of `regicide stats` and `thronfolge stats`, in every language of the screens, at most
// 80 columns.
import type { Lang } from '../text/lang.js';
import { barChart, trimZeros, WIDTH } from '../text/layout.js';
import { wrapLine } from '../text/wrap.js';
import { wordsIn } from '../text/words.js';
import type { DailyDay, DailyStats, Streaks, WinTally } from '../store/stats/common.js';
import type { RegicideDailyPlay, RegicideStats } from '../store/stats/regicide-stats.js';
import type { ThronfolgeDailyPlay, ThronfolgeStats } from '../store/stats/thronfolge-stats.js';


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
  /** Practice games; `medals`: the game has medals for a practice win to miss. */
  practice: (t: WinTally, medals: boolean) => string;
  retries: (t: WinTally) => string;
  hostSeed: (t: WinTally) => string;
  botsOnly: (n: number) => string;
  unfinished: (n: number, command: string) => string;
  damaged: (n: number) => string;
  vsBot: (s: ThronfolgeStats['vsBot']) => string;
  crowns: (wins: number, losses: number) => string;
  scores: (yours: string, best: number, bot: string) => string;
  hotseat: (h: ThronfolgeStats['hotseat']) => string;
  percent: (rate: number) => string;
  dailyHistory: (shown: number, all: number) => string;
  dailyTitle: (game: string) => string;
  shareOf: (date: string) => string;
  /** How a day's first finished try went, and how many tries were finished. */
  regicideDay: (d: DailyDay<RegicideDailyPlay>) => string;
  thronfolgeDay: (d: DailyDay<ThronfolgeDailyPlay>) => string;
}

const medalWord = {
  en: { gold: 'gold', silver: 'silver', bronze: 'bronze' },
  de: { gold: 'Gold', silver: 'Silber', bronze: 'Bronze' },
  fr: { gold: 'or', silver: 'argent', bronze: 'bronze' },
  nb: { gold: 'gull', silver: 'sølv', bronze: 'bronse' },
} as const;

const pct = (sep: string) => (rate: number) => `${Math.round(rate * 100)}${sep}%`;
const EN = wordsIn('en');
const DE = wordsIn('de');
const FR = wordsIn('fr');
const NB = wordsIn('nb');
// Counted words, by language.
const days = { one: '# day', other: '# days' };
const duels = { one: '# duel', other: '# duels' };
const tries = { one: '# try', other: '# tries' };
const duelle = { one: '# Duell', other: '# Duelle' };
const versuche = { one: '# Versuch', other: '# Versuche' };
const jours = { one: '# jour', other: '# jours' };
const essais = { one: '# essai', other: '# essais' };
const dager = { one: '# dag', other: '# dager' };
const forsok = { one: '# forsøk', other: '# forsøk' };
const levelFr: Record<string, string> = { random: 'au hasard', easy: 'facile', normal: 'normal', hard: 'fort' };
const levelNb: Record<string, string> = { random: 'tilfeldig', easy: 'lett', normal: 'normal', hard: 'sterk' };

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
    practice: (t, medals) => `Practice games (undo or hints${medals ? ', no medals' : ''}): ${t.games}, won ${t.wins}`,
    retries: (t) => `Retries of a deal played before (r, not counted): ${t.games}, won ${t.wins}`,
    hostSeed: (t) => `Network games with a seed the host chose (not counted): ${t.games}, won ${t.wins}`,
    botsOnly: (n) => `Games played by bots alone (not counted): ${n}`,
    unfinished: (n, c) => `Unfinished (not counted): ${n}; see "${c}"`,
    damaged: (n) => `Damaged save files skipped: ${n}`,
    vsBot: (s) => `Against the bot: ${EN.count(s.games, duels)}, won ${s.wins}, lost ${s.losses}, shared ${s.shared} (${pct('')(s.winRate)} won)`,
    crowns: (w, l) => `Three-crown wins: ${w}; three-crown losses: ${l}`,
    scores: (y, b, o) => `Scores: your mean ${y} (best ${b}), the bot's mean ${o}`,
    hotseat: (h) => `Two at one keyboard: ${EN.count(h.games, duels)}; player 1 won ${h.seat1Wins}, player 2 won ${h.seat2Wins}, shared ${h.shared}`,
    percent: pct(''),
    dailyHistory: (shown, all) => (shown < all ? `Daily deals (the last ${shown} of ${all} days):` : 'Daily deals:'),
    dailyTitle: (game) => `${game}: the daily deal`,
    shareOf: (date) => `To share (${date}, the first finished try; no cards, no seed):`,
    regicideDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'won' : 'lost'}, ${p.enemiesDefeated} of 12${p.medal ? `, ${medalWord.en[p.medal]}` : ''}${p.practice ? ', practice' : ''}${p.retry ? ', retry' : ''}${attempts > 1 ? `  (${EN.count(attempts, tries)})` : ''}`,
    thronfolgeDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'shared' : p.won ? 'won' : 'lost'} ${p.scores[0]} : ${p.scores[1]}${p.crowns ? ', three crowns' : ''} against the ${p.botLevel} bot${p.practice ? ', practice' : ''}${p.retry ? ', retry' : ''}${attempts > 1 ? `  (${EN.count(attempts, tries)})` : ''}`,
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
    practice: (t, medals) => `Übungsspiele (Rücknahme oder Tipps${medals ? ', ohne Medaillen' : ''}): ${t.games}, gewonnen ${t.wins}`,
    retries: (t) => `Wiederholte Austeilungen (r, nicht gezählt): ${t.games}, gewonnen ${t.wins}`,
    hostSeed: (t) => `Netzspiele mit vom Gastgeber gewähltem Startwert (nicht gezählt): ${t.games}, gewonnen ${t.wins}`,
    botsOnly: (n) => `Spiele nur mit Bots (nicht gezählt): ${n}`,
    unfinished: (n, c) => `Nicht beendet (nicht gezählt): ${n}; siehe „${c}“`,
    damaged: (n) => `Beschädigte Spielstände übersprungen: ${n}`,
    vsBot: (s) => `Gegen den Bot: ${DE.count(s.games, duelle)}, ${s.wins} gewonnen, ${s.losses} verloren, ${s.shared} geteilt (${pct(' ')(s.winRate)} gewonnen)`,
    crowns: (w, l) => `Siege mit drei Kronen: ${w}; Niederlagen durch drei Kronen: ${l}`,
    scores: (y, b, o) => `Punkte: dein Schnitt ${y} (bester ${b}), Schnitt des Bots ${o}`,
    hotseat: (h) => `Zu zweit an einer Tastatur: ${DE.count(h.games, duelle)}; Spieler 1 gewann ${h.seat1Wins}, Spieler 2 gewann ${h.seat2Wins}, geteilt ${h.shared}`,
    percent: pct(' '),
    dailyHistory: (shown, all) => (shown < all ? `Tagesspiele (die letzten ${shown} von ${all} Tagen):` : 'Tagesspiele:'),
    dailyTitle: (game) => `${game}: das Tagesspiel`,
    shareOf: (date) => `Zum Teilen (${date}, der erste beendete Versuch; ohne Karten, ohne Seed):`,
    regicideDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'gewonnen' : 'verloren'}, ${p.enemiesDefeated} von 12${p.medal ? `, ${medalWord.de[p.medal]}` : ''}${p.practice ? ', Übung' : ''}${p.retry ? ', Wiederholung' : ''}${attempts > 1 ? `  (${DE.count(attempts, versuche)})` : ''}`,
    thronfolgeDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'geteilt' : p.won ? 'gewonnen' : 'verloren'} ${p.scores[0]} : ${p.scores[1]}${p.crowns ? ', drei Kronen' : ''} gegen den Bot ${p.botLevel}${p.practice ? ', Übung' : ''}${p.retry ? ', Wiederholung' : ''}${attempts > 1 ? `  (${DE.count(attempts, versuche)})` : ''}`,
  },
  fr: {
    regicideTitle: 'Statistiques de Regicide',
    thronfolgeTitle: 'Statistiques de Thronfolge',
    nothingYet: 'Aucune partie terminée pour l’instant.',
    won: (w, g, r) => `${FR.count(w, { one: '# gagnée', other: '# gagnées' })} sur ${FR.count(g, { one: '# partie', other: '# parties' })} (${r})`,
    streak: (s) => `Série de victoires\u00a0: ${s.current} en cours, record ${s.best}`,
    medals: (m) => `Médailles\u00a0: or ${m.gold}, argent ${m.silver}, bronze ${m.bronze}`,
    daily: (d) =>
      `Donne du jour\u00a0: série de ${FR.count(d.current, jours)} (record ${d.best}), jouée sur ${FR.count(d.days, jours)}, ${FR.count(d.won, { one: '# victoire', other: '# victoires' })}\u00a0; aujourd’hui\u00a0: ${d.today === 'won' ? 'gagnée' : d.today === 'lost' ? 'perdue' : 'pas encore jouée'}`,
    noDaily: 'Donne du jour\u00a0: pas encore jouée',
    byPlayers: 'Par nombre de joueurs',
    byVariants: 'Par variantes',
    byLevel: 'Par niveau du bot',
    columns: 'parties gagnées  taux',
    solo: 'solo',
    players: (n) => FR.count(n, { one: '# joueur', other: '# joueurs' }),
    noVariant: 'sans variante',
    enemiesTitle: 'Ennemis vaincus (nombre de parties)',
    enemies: (n) => FR.count(n, { one: '# ennemi', other: '# ennemis' }),
    practice: (t, medals) => `Parties d’entraînement (annulation ou conseils${medals ? ', sans médaille' : ''})\u00a0: ${t.games}, gagnées ${t.wins}`,
    retries: (t) => `Nouveaux essais d’une donne déjà jouée (r, non comptés)\u00a0: ${t.games}, gagnés ${t.wins}`,
    hostSeed: (t) => `Parties en réseau avec une graine choisie par l’hôte (non comptées)\u00a0: ${t.games}, gagnées ${t.wins}`,
    botsOnly: (n) => `Parties jouées par des bots seuls (non comptées)\u00a0: ${n}`,
    unfinished: (n, c) => `Inachevées (non comptées)\u00a0: ${n}\u00a0; voir «\u00a0${c}\u00a0»`,
    damaged: (n) => `Sauvegardes abîmées ignorées\u00a0: ${n}`,
    vsBot: (s) => `Contre le bot\u00a0: ${FR.count(s.games, { one: '# duel', other: '# duels' })}, ${s.wins} gagnés, ${s.losses} perdus, ${s.shared} partagés (${pct(' ')(s.winRate)} gagnés)`,
    crowns: (w, l) => `Victoires par trois couronnes\u00a0: ${w}\u00a0; défaites par trois couronnes\u00a0: ${l}`,
    scores: (y, b, o) => `Scores\u00a0: votre moyenne ${y} (record ${b}), moyenne du bot ${o}`,
    hotseat: (h) => `À deux sur un clavier\u00a0: ${FR.count(h.games, { one: '# duel', other: '# duels' })}\u00a0; joueur 1 a gagné ${h.seat1Wins}, joueur 2 a gagné ${h.seat2Wins}, partagés ${h.shared}`,
    percent: pct(' '),
    dailyHistory: (shown, all) => (shown < all ? `Donnes du jour (les ${shown} derniers jours sur ${all})\u00a0:` : 'Donnes du jour\u00a0:'),
    dailyTitle: (game) => `${game}\u00a0: la donne du jour`,
    shareOf: (date) => `À partager (${date}, le premier essai terminé\u00a0; sans cartes ni graine)\u00a0:`,
    regicideDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'gagnée' : 'perdue'}, ${p.enemiesDefeated} sur 12${p.medal ? `, ${medalWord.fr[p.medal]}` : ''}${p.practice ? ', entraînement' : ''}${p.retry ? ', nouvel essai' : ''}${attempts > 1 ? `  (${FR.count(attempts, essais)})` : ''}`,
    thronfolgeDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'partagée' : p.won ? 'gagnée' : 'perdue'} ${p.scores[0]} : ${p.scores[1]}${p.crowns ? ', trois couronnes' : ''} contre le bot ${levelFr[p.botLevel] ?? p.botLevel}${p.practice ? ', entraînement' : ''}${p.retry ? ', nouvel essai' : ''}${attempts > 1 ? `  (${FR.count(attempts, essais)})` : ''}`,
  },
  nb: {
    regicideTitle: 'Regicide-statistikk',
    thronfolgeTitle: 'Thronfolge-statistikk',
    nothingYet: 'Ingen ferdige spill ennå.',
    won: (w, g, r) => `Vunnet ${w} av ${NB.count(g, { one: '# spill', other: '# spill' })} (${r})`,
    streak: (s) => `Seiersrekke: ${s.current} nå, beste ${s.best}`,
    medals: (m) => `Medaljer: gull ${m.gold}, sølv ${m.silver}, bronse ${m.bronze}`,
    daily: (d) =>
      `Dagens giv: rekke på ${NB.count(d.current, dager)} (beste ${d.best}), spilt på ${NB.count(d.days, dager)}, vunnet ${d.won}; i dag: ${d.today === 'won' ? 'vunnet' : d.today === 'lost' ? 'tapt' : 'ikke spilt ennå'}`,
    noDaily: 'Dagens giv: ikke spilt ennå',
    byPlayers: 'Etter antall spillere',
    byVariants: 'Etter varianter',
    byLevel: 'Etter botnivå',
    columns: 'spill  seiere  andel',
    solo: 'solo',
    players: (n) => NB.count(n, { one: '# spiller', other: '# spillere' }),
    noVariant: 'ingen variant',
    enemiesTitle: 'Fiender beseiret (antall spill)',
    enemies: (n) => NB.count(n, { one: '# fiende', other: '# fiender' }),
    practice: (t, medals) => `Øvingsspill (angret eller tips${medals ? ', ingen medaljer' : ''}): ${t.games}, vunnet ${t.wins}`,
    retries: (t) => `Nye forsøk på en giv som er spilt før (r, telles ikke): ${t.games}, vunnet ${t.wins}`,
    hostSeed: (t) => `Nettspill med frø valgt av verten (telles ikke): ${t.games}, vunnet ${t.wins}`,
    botsOnly: (n) => `Spill bare med boter (telles ikke): ${n}`,
    unfinished: (n, c) => `Uferdige (telles ikke): ${n}; se «${c}»`,
    damaged: (n) => `Skadde lagrede spill hoppet over: ${n}`,
    vsBot: (s) => `Mot boten: ${NB.count(s.games, { one: '# duell', other: '# dueller' })}, vunnet ${s.wins}, tapt ${s.losses}, delt ${s.shared} (${pct(' ')(s.winRate)} vunnet)`,
    crowns: (w, l) => `Seire med tre kroner: ${w}; tap på tre kroner: ${l}`,
    scores: (y, b, o) => `Poeng: ditt snitt ${y} (beste ${b}), botens snitt ${o}`,
    hotseat: (h) => `To ved ett tastatur: ${NB.count(h.games, { one: '# duell', other: '# dueller' })}; spiller 1 vant ${h.seat1Wins}, spiller 2 vant ${h.seat2Wins}, delt ${h.shared}`,
    percent: pct(' '),
    dailyHistory: (shown, all) => (shown < all ? `Dagens giv (de siste ${shown} av ${all} dager):` : 'Dagens giv:'),
    dailyTitle: (game) => `${game}: dagens giv`,
    shareOf: (date) => `Til deling (${date}, det første fullførte forsøket; uten kort og frø):`,
    regicideDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.won ? 'vunnet' : 'tapt'}, ${p.enemiesDefeated} av 12${p.medal ? `, ${medalWord.nb[p.medal]}` : ''}${p.practice ? ', øving' : ''}${p.retry ? ', nytt forsøk' : ''}${attempts > 1 ? `  (${NB.count(attempts, forsok)})` : ''}`,
    thronfolgeDay: ({ date, attempts, first: p }) =>
      `${date}  ${p.shared ? 'delt' : p.won ? 'vunnet' : 'tapt'} ${p.scores[0]} : ${p.scores[1]}${p.crowns ? ', tre kroner' : ''} mot boten (${levelNb[p.botLevel] ?? p.botLevel})${p.practice ? ', øving' : ''}${p.retry ? ', nytt forsøk' : ''}${attempts > 1 ? `  (${NB.count(attempts, forsok)})` : ''}`,
  },
};

/** Days of the daily history in the summary (`stats --daily` lists them all). */
export const HISTORY_DAYS = 7;

/** The daily history: a line per day, most recent first, at most `limit` days. */
export function dailyHistoryLines<P extends RegicideDailyPlay | ThronfolgeDailyPlay>(t: StatsTexts, days: readonly DailyDay<P>[], row: (d: DailyDay<P>) => string, limit = HISTORY_DAYS): string[] {
  if (days.length === 0) return [];
  const shown = days.slice(0, limit);
  return [t.dailyHistory(shown.length, days.length), ...shown.flatMap((d) => wrapLine(`  ${row(d)}`, WIDTH, '    '))];
}

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

function commonTail(t: StatsTexts, practice: WinTally, retries: WinTally, hostSeed: WinTally, medals: boolean, unfinished: number, damaged: number, savesCommand: string): string[] {
  const lines: string[] = [];
  if (practice.games) lines.push(...wrapLine(t.practice(practice, medals)));
  if (retries.games) lines.push(...wrapLine(t.retries(retries)));
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
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
    lines.push(...dailyHistoryLines(t, s.dailyHistory, t.regicideDay), '');
    lines.push(...tallyTable(t, t.byPlayers, s.byPlayers.map((r) => ({ ...r, label: r.players === 1 ? t.solo : t.players(r.players) }))), '');
    lines.push(...tallyTable(t, t.byVariants, s.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) }))), '');
    const span = trimZeros(s.enemiesDefeated);
    if (span) {
      const bars = [];
      for (let n = span.from; n <= span.to; n++) bars.push({ label: t.enemies(n), value: s.enemiesDefeated[n] });
      lines.push(`${t.enemiesTitle}:`, ...barChart(bars, WIDTH - 2, ascii).map((l) => `  ${l}`), '');
    }
  }
  lines.push(...commonTail(t, s.practice, s.retries, s.hostSeed, true, s.unfinished, damaged, 'regicide saves'));
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
    lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
    lines.push(...dailyHistoryLines(t, s.dailyHistory, t.thronfolgeDay), '');
    lines.push(...tallyTable(t, t.byLevel, v.byLevel.map((r) => ({ ...r, label: r.level }))), '');
    lines.push(...tallyTable(t, t.byVariants, v.byVariants.map((r) => ({ ...r, label: variantsLabel(t, r.variants) }))), '');
  }
  if (s.hotseat.games > 0) lines.push(...wrapLine(t.hotseat(s.hotseat)));
  lines.push(...commonTail(t, s.practice, s.retries, s.hostSeed, false, s.unfinished, damaged, 'thronfolge saves'));
  return lines.join('\n').replace(/\n+$/, '');
}

/**
 * `stats --daily`: the daily streak, every day played (most recent first), and the share text of
 * the most recent day (`share`, worded by the caller; '' when there is none).
 */
export function dailyStatsText(s: RegicideStats | ThronfolgeStats, lang: Lang, share: { date: string; text: string } | null): string {
  const t = TEXTS[lang];
  const lines = [t.dailyTitle(s.game === 'regicide' ? 'Regicide' : 'Thronfolge'), ''];
  lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
  if (s.game === 'regicide') lines.push(...dailyHistoryLines(t, s.dailyHistory, t.regicideDay, Infinity));
  else lines.push(...dailyHistoryLines(t, s.dailyHistory, t.thronfolgeDay, Infinity));
  if (share) lines.push('', ...wrapLine(t.shareOf(share.date)), ...share.text.split('\n'));
  return lines.join('\n');
}
