// What the table lets a seat say, and how much: a signal only while a jester waits for its
// player's choice and never from the chooser; a phrase only from the game's list. Each position
// takes a bounded number of each per seat, so a seat that keeps talking cannot grow the log (or
// the others' screens) without limit.
import { isSignal, type Said, type SignalWindow } from '../core/talk.js';
import type { TalkRefusal } from './types.js';

/** Signals one seat may give in one window, changes included: enough to change one's mind. */
export const SIGNALS_PER_WINDOW = 6;
/** Quick phrases one seat may say at one position. */
export const PHRASES_PER_POSITION = 3;

const countAt = (said: readonly Said[], seat: number, at: number, kind: Said['kind']): number => said.reduce((n, s) => n + (s.seat === seat && s.at === at && s.kind === kind ? 1 : 0), 0);

export interface TalkPosition {
  said: readonly Said[];
  seats: number;
  movesMade: number;
  over: boolean;
}

const seatRefusal = (p: TalkPosition, seat: number): TalkRefusal | null => (Number.isInteger(seat) && seat >= 1 && seat <= p.seats ? null : { code: 'noSuchSeat', seat });

/** Why `seat` may not signal `value` now (`at`: the position it answers, when given), or null. */
export function signalRefusal(p: TalkPosition, window: SignalWindow | null, seat: number, value: unknown, at?: number): TalkRefusal | null {
  if (p.over) return { code: 'gameOver' };
  const speaker = seatRefusal(p, seat);
  if (speaker) return speaker;
  if (!isSignal(value)) return { code: 'badSignal' };
  if (at !== undefined && at !== p.movesMade) return { code: 'staleSignal', at, movesMade: p.movesMade };
  if (!window) return { code: 'noSignalNow' };
  if (seat === window.chooser) return { code: 'chooserSignals', seat };
  if (countAt(p.said, seat, window.at, 'signal') >= SIGNALS_PER_WINDOW) return { code: 'talkLimit' };
  return null;
}

/** Why `seat` may not say the phrase `code` now, or null ("well played" is welcome after the end). */
export function phraseRefusal(p: TalkPosition, phrases: readonly string[], seat: number, code: unknown): TalkRefusal | null {
  const speaker = seatRefusal(p, seat);
  if (speaker) return speaker;
  if (typeof code !== 'string' || !phrases.includes(code)) return { code: 'unknownPhrase' };
  if (countAt(p.said, seat, p.movesMade, 'phrase') >= PHRASES_PER_POSITION) return { code: 'talkLimit' };
  return null;
}
