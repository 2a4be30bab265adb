// What every game's statistics text shares, in every language of the screens, at most 80 columns: the win
// line and streak, the daily streak and history, the tallies by variants, practice, retries and
// network games apart, unfinished and damaged saves; and `stats --daily`. Each game adds its own
// lines (src/ui/<game>/stats-text.ts).
import type { Lang } from '../../text/lang.js';
import { WIDTH } from '../../text/layout.js';
import { wrapLine } from '../../text/wrap.js';
import { wordsIn } from '../../text/words.js';
import type { DailyDay, DailyPlay, DailyStats, GameStats, Streaks, WinTally } from '../../modules/module.js';
import { typesetTexts } from '../../text/typography.js';

export interface SharedStatsTexts {
  nothingYet: string;
  /** No game that counts, but practice games, retries or the like, which the lines below list. */
  nothingCounted: string;
  won: (wins: number, games: number, rate: string) => string;
  streak: (s: Streaks) => string;
  daily: (d: DailyStats) => string;
  noDaily: string;
  byVariants: string;
  /** A title with its colon, the language's way ("Par variantes\u00a0:"). */
  heading: (title: string) => string;
  columns: string;
  noVariant: string;
  /** Practice games; `medals`: the game has medals for a practice win to miss. */
  practice: (t: WinTally, medals: boolean) => string;
  retries: (t: WinTally) => string;
  hostSeed: (t: WinTally) => string;
  unfinished: (n: number, command: string) => string;
  damaged: (n: number) => string;
  percent: (rate: number) => string;
  dailyHistory: (shown: number, all: number) => string;
  dailyTitle: (game: string) => string;
  shareOf: (date: string) => string;
}

const pct = (sep: string) => (rate: number) => `${Math.round(rate * 100)}${sep}%`;
const EN = wordsIn('en');
const DE = wordsIn('de');
const FR = wordsIn('fr');
const NB = wordsIn('nb');
const days = { one: '# day', other: '# days' };
const jours = { one: '# jour', other: '# jours' };
const dager = { one: '# dag', other: '# dager' };

export const SHARED_STATS_TEXTS: Record<Lang, SharedStatsTexts> = {
  en: {
    nothingYet: 'No finished games yet.',
    nothingCounted: 'No counted games yet (those below do not count).',
    won: (w, g, r) => `Won ${w} of ${EN.count(g, { one: '# game', other: '# games' })} (${r})`,
    streak: (s) => `Winning streak: ${s.current} now, best ${s.best}`,
    daily: (d) =>
      `Daily deal: streak ${EN.count(d.current, days)} (best ${d.best}), played on ${EN.count(d.days, days)}, won ${d.won}; today: ${d.today === 'won' ? 'won' : d.today === 'lost' ? 'lost' : 'not played yet'}`,
    noDaily: 'Daily deal: not played yet',
    byVariants: 'By variants',
    heading: (title) => `${title}:`,
    columns: 'games   wins   rate',
    noVariant: 'no variant',
    practice: (t, medals) => `Practice games (undo or hints${medals ? ', no medals' : ''}): ${t.games}, won ${t.wins}`,
    retries: (t) => `Retries of a deal played before (r, not counted): ${t.games}, won ${t.wins}`,
    hostSeed: (t) => `Network games with a seed the host chose (not counted): ${t.games}, won ${t.wins}`,
    unfinished: (n, c) => `Unfinished (not counted): ${n}; see "${c}"`,
    damaged: (n) => `Damaged save files skipped: ${n}`,
    percent: pct(''),
    dailyHistory: (shown, all) => (shown < all ? `Daily deals (the last ${shown} of ${all} days):` : 'Daily deals:'),
    dailyTitle: (game) => `${game}: the daily deal`,
    shareOf: (date) => `To share (${date}, the first finished try; no cards, no seed):`,
  },
  de: {
    nothingYet: 'Noch keine beendeten Spiele.',
    nothingCounted: 'Noch keine gezählten Spiele (die unten aufgeführten zählen nicht).',
    won: (w, g, r) => `${w} von ${DE.count(g, { one: '# Spiel', other: '# Spielen' })} gewonnen (${r})`,
    streak: (s) => `Siegesserie: jetzt ${s.current}, beste ${s.best}`,
    daily: (d) =>
      `Tagesspiel: Serie ${DE.count(d.current, { one: '# Tag', other: '# Tage' })} (beste ${d.best}), an ${DE.count(d.days, { one: '# Tag', other: '# Tagen' })} gespielt, ${d.won} gewonnen; heute: ${d.today === 'won' ? 'gewonnen' : d.today === 'lost' ? 'verloren' : 'noch nicht gespielt'}`,
    noDaily: 'Tagesspiel: noch nicht gespielt',
    byVariants: 'Nach Varianten',
    heading: (title) => `${title}:`,
    columns: 'Spiele  Siege  Quote',
    noVariant: 'ohne Variante',
    practice: (t, medals) => `Übungsspiele (Rücknahme oder Tipps${medals ? ', ohne Medaillen' : ''}): ${t.games}, gewonnen ${t.wins}`,
    retries: (t) => `Noch mal gespielte Blätter (r, nicht gezählt): ${t.games}, gewonnen ${t.wins}`,
    hostSeed: (t) => `Netzspiele mit vom Gastgeber gewähltem Seed (nicht gezählt): ${t.games}, gewonnen ${t.wins}`,
    unfinished: (n, c) => `Nicht beendet (nicht gezählt): ${n}; siehe „${c}“`,
    damaged: (n) => `Beschädigte Spielstände übersprungen: ${n}`,
    percent: pct('\u00a0'),
    dailyHistory: (shown, all) => (shown < all ? `Tagesspiele (die letzten ${shown} von ${all} Tagen):` : 'Tagesspiele:'),
    dailyTitle: (game) => `${game}: das Tagesspiel`,
    shareOf: (date) => `Zum Teilen (${date}, der erste beendete Versuch; ohne Karten, ohne Seed):`,
  },
  fr: {
    nothingYet: 'Aucune partie terminée pour l’instant.',
    nothingCounted: 'Aucune partie comptée pour l’instant (celles ci-dessous ne comptent pas).',
    won: (w, g, r) => `${FR.count(w, { one: '# gagnée', other: '# gagnées' })} sur ${FR.count(g, { one: '# partie', other: '# parties' })} (${r})`,
    streak: (s) => `Série de victoires\u00a0: ${s.current} en cours, record ${s.best}`,
    daily: (d) =>
      `Donne du jour\u00a0: série de ${FR.count(d.current, jours)} (record ${d.best}), jouée sur ${FR.count(d.days, jours)}, ${FR.count(d.won, { one: '# victoire', other: '# victoires' })}\u00a0; aujourd’hui\u00a0: ${d.today === 'won' ? 'gagnée' : d.today === 'lost' ? 'perdue' : 'pas encore jouée'}`,
    noDaily: 'Donne du jour\u00a0: pas encore jouée',
    byVariants: 'Par variantes',
    heading: (title) => `${title}\u00a0:`,
    columns: 'parties gagnées  taux',
    noVariant: 'sans variante',
    practice: (t, medals) => `Parties d’entraînement (annulation ou conseils${medals ? ', sans médaille' : ''})\u00a0: ${t.games}, gagnées ${t.wins}`,
    retries: (t) => `Nouveaux essais d’une donne déjà jouée (r, non comptés)\u00a0: ${t.games}, gagnés ${t.wins}`,
    hostSeed: (t) => `Parties en réseau avec une graine choisie par l’hôte (non comptées)\u00a0: ${t.games}, gagnées ${t.wins}`,
    unfinished: (n, c) => `Inachevées (non comptées)\u00a0: ${n}\u00a0; voir «\u00a0${c}\u00a0»`,
    damaged: (n) => `Sauvegardes abîmées ignorées\u00a0: ${n}`,
    percent: pct('\u202f'),
    dailyHistory: (shown, all) => (shown < all ? `Donnes du jour (les ${shown} derniers jours sur ${all})\u00a0:` : 'Donnes du jour\u00a0:'),
    dailyTitle: (game) => `${game}\u00a0: la donne du jour`,
    shareOf: (date) => `À partager (${date}, le premier essai terminé\u00a0; sans cartes ni graine)\u00a0:`,
  },
  nb: {
    nothingYet: 'Ingen ferdige spill ennå.',
    nothingCounted: 'Ingen spill som teller ennå (de nedenfor telles ikke).',
    won: (w, g, r) => `Vunnet ${w} av ${NB.count(g, { one: '# spill', other: '# spill' })} (${r})`,
    streak: (s) => `Seiersrekke: ${s.current} nå, beste ${s.best}`,
    daily: (d) =>
      `Dagens giv: rekke på ${NB.count(d.current, dager)} (beste ${d.best}), spilt på ${NB.count(d.days, dager)}, vunnet ${d.won}; i dag: ${d.today === 'won' ? 'vunnet' : d.today === 'lost' ? 'tapt' : 'ikke spilt ennå'}`,
    noDaily: 'Dagens giv: ikke spilt ennå',
    byVariants: 'Etter varianter',
    heading: (title) => `${title}:`,
    columns: 'spill  seiere  andel',
    noVariant: 'ingen variant',
    practice: (t, medals) => `Øvingsspill (angret eller tips${medals ? ', ingen medaljer' : ''}): ${t.games}, vunnet ${t.wins}`,
    retries: (t) => `Nye forsøk på en giv som er spilt før (r, telles ikke): ${t.games}, vunnet ${t.wins}`,
    hostSeed: (t) => `Nettspill med frø valgt av verten (telles ikke): ${t.games}, vunnet ${t.wins}`,
    unfinished: (n, c) => `Uferdige (telles ikke): ${n}; se «${c}»`,
    damaged: (n) => `Skadde lagrede spill hoppet over: ${n}`,
    percent: pct('\u00a0'),
    dailyHistory: (shown, all) => (shown < all ? `Dagens giv (de siste ${shown} av ${all} dager):` : 'Dagens giv:'),
    dailyTitle: (game) => `${game}: dagens giv`,
    shareOf: (date) => `Til deling (${date}, det første fullførte forsøket; uten kort og frø):`,
  },
};

/** How a day of the daily history reads: the day's first finished try, and how many tries were finished. */
export type DayRow = (day: DailyDay<DailyPlay>, lang: Lang) => string;

/** A game's part of the statistics text (src/ui/<game>/stats-text.ts). */
export interface GameStatsText {
  /** The whole text of `stats`. */
  text(stats: GameStats, lang: Lang, ascii: boolean, damaged: number): string;
  /** The name `stats --daily` heads its text with. */
  title: string;
  dayRow: DayRow;
}

/** Days of the daily history in the summary (`stats --daily` lists them all). */
export const HISTORY_DAYS = 7;

/** The daily history: a line per day, most recent first, at most `limit` days. */
export function dailyHistoryLines<P extends DailyPlay>(t: SharedStatsTexts, days: readonly DailyDay<P>[], row: (d: DailyDay<P>) => string, limit = HISTORY_DAYS): string[] {
  if (days.length === 0) return [];
  const shown = days.slice(0, limit);
  return [t.dailyHistory(shown.length, days.length), ...shown.flatMap((d) => wrapLine(`  ${row(d)}`, WIDTH, '    '))];
}

/** A table of win tallies: numbers first, the label last (cut to fit). */
export function tallyTable(t: SharedStatsTexts, title: string, rows: readonly (WinTally & { label: string })[]): string[] {
  const lines = [t.heading(title), `  ${t.columns}`];
  for (const r of rows) {
    const numbers = `  ${String(r.games).padStart(5)}  ${String(r.wins).padStart(5)}  ${t.percent(r.winRate).padStart(5)}  `;
    const room = WIDTH - numbers.length;
    lines.push(numbers + (r.label.length > room ? `${r.label.slice(0, room - 1)}…` : r.label));
  }
  return lines;
}

export function variantsLabel(t: SharedStatsTexts, variants: readonly string[]): string {
  return variants.length ? variants.join(' + ') : t.noVariant;
}

/** The lines every game ends with: games counted apart, unfinished and damaged saves. */
/** The line when no game counts: "nothing yet", or, when practice games and the like are listed below, "nothing counted". */
export function nothingLine(t: SharedStatsTexts, s: { practice: WinTally; retries: WinTally; hostSeed: WinTally }): string {
  return s.practice.games || s.retries.games || s.hostSeed.games ? t.nothingCounted : t.nothingYet;
}

export function commonTail(
  t: SharedStatsTexts,
  s: { practice: WinTally; retries: WinTally; hostSeed: WinTally; unfinished: number },
  medals: boolean,
  damaged: number,
  savesCommand: string,
): string[] {
  const lines: string[] = [];
  if (s.practice.games) lines.push(...wrapLine(t.practice(s.practice, medals)));
  if (s.retries.games) lines.push(...wrapLine(t.retries(s.retries)));
  if (s.hostSeed.games) lines.push(...wrapLine(t.hostSeed(s.hostSeed)));
  if (s.unfinished) lines.push(...wrapLine(t.unfinished(s.unfinished, savesCommand)));
  if (damaged) lines.push(t.damaged(damaged));
  return lines;
}

/**
 * `stats --daily`: the daily streak, every day played (most recent first), and the share text of
 * the most recent day (`share`, worded by the caller; '' when there is none).
 */
export function dailyStatsText(s: GameStats, text: GameStatsText, lang: Lang, share: { date: string; text: string } | null): string {
  const t = typesetTexts(SHARED_STATS_TEXTS[lang], lang);
  const lines = [t.dailyTitle(text.title), ''];
  lines.push(...wrapLine(s.daily.days ? t.daily(s.daily) : t.noDaily));
  lines.push(...dailyHistoryLines(t, s.dailyHistory, (d) => text.dayRow(d, lang), Infinity));
  if (share) lines.push('', ...wrapLine(t.shareOf(share.date)), ...share.text.split('\n'));
  return lines.join('\n');
}
