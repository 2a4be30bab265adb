// The daily field as text for `stats --daily`, `share` and the end of a daily game: how many
// played and won, a bar chart of the scores (enemies defeated, or a duel's points) that fits the
// width, where most players fell, the player's percentile and medal, and the last 30 days. What a
// server sent is read defensively here (numbers checked, the card parsed, rows capped): a server
// is another party, and nothing it says reaches the terminal unchecked.
import { parseCard } from '../../core/cards.js';
import { printable } from '../../core/printable.js';
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { barChart } from '../../text/layout.js';
import { textWidth } from '../../text/width.js';
import { wrapLine } from '../../text/wrap.js';
import { asciiText } from './ascii-text.js';
import { num } from './numbers.js';
import { type FieldApart, type FieldMedal, SHARED_FIELD, type SharedFieldTexts } from './texts/field.js';
import { SPOKEN_TEXTS } from './texts/spoken.js';

export interface OwnFacts {
  standing: 'ranked' | 'practice' | 'apart';
  reason: FieldApart | null;
  won: boolean;
  score: number;
  beat: number | null;
  medal: FieldMedal | null;
}

export interface FieldFacts {
  day: string;
  measure: 'enemies' | 'points';
  maxScore: number | null;
  verdict: 'winnable' | null;
  players: number;
  wins: number;
  practice: number;
  scores: { score: number; players: number }[];
  mostFellAt: { card: string; players: number } | null;
  own: OwnFacts | null;
}

export interface HistoryFacts {
  day: string;
  own: OwnFacts;
  players: number;
  wins: number;
}

/** Rows of the chart at most: scores beyond that are grouped into ranges. */
const CHART_ROWS = 13;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REASONS: readonly FieldApart[] = ['notToday', 'notDailyGame', 'startedOutside', 'doesNotReplay', 'unfinished', 'notFirst', 'rankingBan', 'removed'];

const count = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const record = (v: unknown): Record<string, unknown> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function readOwn(v: unknown): OwnFacts | null {
  const o = record(v);
  if (!o || !['ranked', 'practice', 'apart'].includes(o.standing as string)) return null;
  const score = int(o.score);
  if (score === null) return null;
  const beat = count(o.beat);
  return {
    standing: o.standing as OwnFacts['standing'],
    reason: REASONS.includes(o.reason as FieldApart) ? (o.reason as FieldApart) : null,
    won: o.won === true,
    score,
    beat: beat !== null && beat <= 100 ? beat : null,
    medal: ['gold', 'silver', 'bronze'].includes(o.medal as string) ? (o.medal as FieldMedal) : null,
  };
}

/** A server's field, checked; null when it is not one. */
export function readField(v: unknown): FieldFacts | null {
  const f = record(v);
  if (!f || typeof f.day !== 'string' || !DAY.test(f.day) || (f.measure !== 'enemies' && f.measure !== 'points')) return null;
  const players = count(f.players);
  const wins = count(f.wins);
  if (players === null || wins === null || !Array.isArray(f.scores)) return null;
  const scores = f.scores
    .slice(0, 1000)
    .map(record)
    .flatMap((s) => (s && int(s.score) !== null && count(s.players) !== null ? [{ score: s.score as number, players: s.players as number }] : []));
  const fell = record(f.mostFellAt);
  const card = fell && typeof fell.card === 'string' ? parseCard(fell.card) : null;
  return {
    day: f.day,
    measure: f.measure,
    maxScore: count(f.maxScore),
    verdict: f.verdict === 'winnable' ? 'winnable' : null,
    players,
    wins,
    practice: count(f.practice) ?? 0,
    scores,
    mostFellAt: fell && card !== null && count(fell.players) !== null ? { card: fell.card as string, players: fell.players as number } : null,
    own: f.own === null || f.own === undefined ? null : readOwn(f.own),
  };
}

/** A server's history, checked (at most 30 days; a day that is not one is left out). */
export function readHistory(v: unknown): HistoryFacts[] {
  if (!Array.isArray(v)) return [];
  return v.slice(0, 30).flatMap((d) => {
    const h = record(d);
    const own = h ? readOwn(h.own) : null;
    const players = h ? count(h.players) : null;
    const wins = h ? count(h.wins) : null;
    return h && typeof h.day === 'string' && DAY.test(h.day) && own && players !== null && wins !== null ? [{ day: h.day, own, players, wins }] : [];
  });
}

/** The chart's rows: every score from 0 to the top for enemies; the scores played (grouped when many) for points. */
function chartRows(f: FieldFacts): { label: string; players: number; own: boolean }[] {
  const own = f.own?.standing === 'ranked' ? f.own.score : null;
  if (f.measure === 'enemies' && f.maxScore !== null && f.maxScore < 50) {
    return Array.from({ length: f.maxScore + 1 }, (_, score) => ({ label: String(score), players: f.scores.find((s) => s.score === score)?.players ?? 0, own: own === score }));
  }
  if (f.scores.length === 0) return [];
  const low = f.scores[0].score;
  const high = f.scores[f.scores.length - 1].score;
  const step = Math.max(1, Math.ceil((high - low + 1) / CHART_ROWS));
  const rows: { label: string; players: number; own: boolean }[] = [];
  for (let from = low; from <= high; from += step) {
    const to = from + step - 1;
    const players = f.scores.filter((s) => s.score >= from && s.score <= to).reduce((n, s) => n + s.players, 0);
    rows.push({ label: step === 1 ? String(from) : `${from}–${to}`, players, own: own !== null && own >= from && own <= to });
  }
  return rows;
}

/** The bar chart (the shared one of src/text), every line at most `width` columns; the player's row marked. */
export function fieldChart(f: FieldFacts, t: SharedFieldTexts, ascii: boolean, width: number): string[] {
  const rows = chartRows(f);
  const mark = ` ${t.you}`;
  return barChart(
    rows.map((r) => ({ label: r.label, value: r.players })),
    width - textWidth(mark),
    ascii,
  ).map((line, i) => (rows[i].own ? line + mark : line));
}

function placeWords(own: OwnFacts, t: SharedFieldTexts): string {
  if (own.standing === 'practice') return t.ownPractice;
  if (own.standing === 'apart') return t.ownApart(own.reason ?? 'doesNotReplay');
  return [own.beat === null ? t.alone : t.beat(own.beat), own.medal ? t.medal(own.medal) : ''].filter(Boolean).join(' · ');
}

function scoreWords(own: OwnFacts, f: { measure: FieldFacts['measure']; maxScore: number | null }, ascii: boolean): string {
  // A game kept apart has no score worth showing.
  if (own.standing === 'apart') return '–';
  return f.measure === 'enemies' && f.maxScore !== null ? `${num(own.score, ascii)}/${num(f.maxScore, ascii)}` : num(own.score, ascii);
}

/** The field of a day (and the history, when given) in the player's language, lines at most `width` wide. */
export function fieldText(f: FieldFacts, history: readonly HistoryFacts[] | null, server: string, lang: Lang, ascii: boolean, width = 80): string {
  const t = typesetTexts(SHARED_FIELD[lang], lang);
  const lines = [t.title(f.day, printable(server))];
  if (f.players === 0) lines.push(t.nobody);
  else {
    lines.push(t.players(f.players, f.wins) + (f.practice > 0 ? ` (${t.practiceApart(f.practice)})` : ''));
    if (f.verdict === 'winnable') lines.push(t.winnable);
    if (f.mostFellAt) lines.push(t.mostFell(SPOKEN_TEXTS[lang].card(parseCard(f.mostFellAt.card)!), f.mostFellAt.players));
    lines.push('', t.chartHead(f.measure), ...fieldChart(f, t, ascii, width));
  }
  lines.push('', f.own ? placeWords(f.own, t) : t.notPlayed);
  if (history && history.length > 0) {
    lines.push('', t.historyHead);
    for (const h of history) lines.push(`${t.historyRow(h.day, scoreWords(h.own, f, ascii), placeWords(h.own, t))} ${t.historyField(h.players, h.wins)}`);
  }
  const text = lines.flatMap((l) => (l === '' ? [l] : wrapLine(l, width))).join('\n');
  return ascii ? asciiText(text) : text;
}

/**
 * The field in a few lines, for an end screen that has no room for the chart: the title, the
 * players and wins, where most fell, and the player's place; each line at most `width` columns.
 */
export function fieldBrief(f: FieldFacts, server: string, lang: Lang, ascii: boolean, width = 80): string {
  const t = typesetTexts(SHARED_FIELD[lang], lang);
  const lines = [t.title(f.day, printable(server))];
  if (f.players === 0) lines.push(t.nobody);
  else {
    lines.push(t.players(f.players, f.wins) + (f.practice > 0 ? ` (${t.practiceApart(f.practice)})` : ''));
    if (f.mostFellAt) lines.push(t.mostFell(SPOKEN_TEXTS[lang].card(parseCard(f.mostFellAt.card)!), f.mostFellAt.players));
  }
  lines.push(f.own ? placeWords(f.own, t) : t.notPlayed);
  const text = lines.flatMap((l) => wrapLine(l, width)).join('\n');
  return ascii ? asciiText(text) : text;
}
