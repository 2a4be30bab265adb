// Table talk within the rules: what a seat may say, as codes and numbers, never free text. After a
// jester each seat but the chooser may signal whether it would like to go next; at any time a seat
// may use one of its game's quick phrases, and a phrase that states a public fact carries the
// fact's value as the table computed it from the public view, never as the sender claimed it.
// Signals are not moves: the rules never see them. They are kept in the game log as annotations
// beside the moves, so a replay can show them; `replay --verify` reads only seed, options and moves.

/** "I'd like to go next" and "rather not me". */
export const SIGNALS = ['go', 'rather-not'] as const;
export type Signal = (typeof SIGNALS)[number];

/** The phrases both games share: they state nothing about the game. */
export const GREETINGS = ['good-luck', 'well-played', 'sorry', 'thinking'] as const;
export type Greeting = (typeof GREETINGS)[number];

/** The values a phrase states (counts), by name. */
export type PhraseParams = Record<string, number>;

/**
 * One thing said at the table, at the position it was said in (`at`: the moves made by then).
 * Seats are 1-based. The latest signal of a seat at a position is the one that counts.
 */
export type Said = { at: number; seat: number; kind: 'signal'; value: Signal } | { at: number; seat: number; kind: 'phrase'; code: string; params: PhraseParams };

/** After a jester: the position, and the seat that chooses who plays next. */
export interface SignalWindow {
  at: number;
  chooser: number;
}

export interface SeatSignal {
  seat: number;
  value: Signal;
}

/** The talk that bears on the decision now: the open signal window and each seat's latest signal in it. */
export interface TalkState {
  window: SignalWindow | null;
  signals: SeatSignal[];
}

export const NO_TALK: TalkState = { window: null, signals: [] };

/** What a game says about its table talk; pure, and read from the public view only. */
export interface GameTalk<PublicView> {
  /** The seat choosing who plays next, while the others may signal; null when no signal is open. */
  signalChooser(view: PublicView): number | null;
  /** The quick phrases of the game, in the order a menu shows them. */
  readonly phrases: readonly string[];
  /** The facts a phrase of `seat` states, from the public view (a greeting states none). */
  phraseParams(view: PublicView, seat: number, code: string): PhraseParams;
}

export const isSignal = (value: unknown): value is Signal => (SIGNALS as readonly unknown[]).includes(value);

/** Each seat's latest signal at position `at`, by seat. */
export function signalsAt(said: readonly Said[], at: number): SeatSignal[] {
  const latest = new Map<number, Signal>();
  for (const s of said) if (s.at === at && s.kind === 'signal') latest.set(s.seat, s.value);
  return [...latest].sort(([a], [b]) => a - b).map(([seat, value]) => ({ seat, value }));
}

/** The talk state of a position: its window (if any) and the signals given in it. */
export const talkAt = (said: readonly Said[], window: SignalWindow | null): TalkState => (window ? { window, signals: signalsAt(said, window.at) } : NO_TALK);

const CODE = /^[a-z][a-z-]{0,19}$/;
const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/**
 * A said entry as read from a file or the wire, checked and copied (only its known fields), or
 * null when it is not one: codes are short lowercase words and every parameter a count, so
 * nothing read this way can carry text to a terminal.
 */
export function saidFrom(raw: unknown, seats: number): Said | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!count(r.at) || !Number.isInteger(r.seat) || (r.seat as number) < 1 || (r.seat as number) > seats) return null;
  const base = { at: r.at, seat: r.seat as number };
  if (r.kind === 'signal') return isSignal(r.value) ? { ...base, kind: 'signal', value: r.value } : null;
  if (r.kind !== 'phrase' || typeof r.code !== 'string' || !CODE.test(r.code)) return null;
  const given = r.params && typeof r.params === 'object' && !Array.isArray(r.params) ? (r.params as Record<string, unknown>) : {};
  const entries = Object.entries(given);
  if (entries.length > 4 || !entries.every(([k, v]) => CODE.test(k) && count(v))) return null;
  return { ...base, kind: 'phrase', code: r.code, params: Object.fromEntries(entries) as PhraseParams };
}

/** The valid annotations of a log (an old log has none; a damaged entry is left out). */
export function annotationsOf(log: { annotations?: unknown }, seats: number): Said[] {
  if (!Array.isArray(log.annotations)) return [];
  return log.annotations.flatMap((a) => saidFrom(a, seats) ?? []);
}
