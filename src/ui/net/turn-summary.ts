// A turn-based table's words at the table: the clock line ("Your move — 1 d 20 h left",
// "Annika to move — 5 h left") and the "Since your last visit" summary, made from the moves after
// the ones this seat had seen (history[seenMoves..]) and what was said since, at most six lines
// ("and N more"). Names and moves arrived printable (the connection's door).
import type { SaidMessage, TurnMessage } from '../../net/wire/messages.js';
import type { TablesTexts } from './texts/tables.js';
import { spanOf } from './texts/tables.js';

/** Most lines of the summary (the last says how many more there were). */
export const SUMMARY_LINES = 6;

/** The clock line, or null when there is nothing to count down (no seat to move, no deadline). */
export function clockLine(t: TablesTexts, turn: TurnMessage, mySeat: number, name: (seat: number) => string, now: number): string | null {
  if (turn.toMove === null) return null;
  if (turn.paused) return t.clock.paused;
  if (turn.deadline === null) return null;
  const left = turn.deadline <= now ? t.timeUp : spanOf(t.span, turn.deadline - now);
  if (turn.deadline <= now) return turn.toMove === mySeat ? `${t.yourMove} — ${left}` : `${t.toMove(name(turn.toMove))} — ${left}`;
  return turn.toMove === mySeat ? t.clock.yours(left) : t.clock.theirs(name(turn.toMove), left);
}

export interface SummaryInput {
  history: readonly { seat: number; text: string }[];
  said: readonly SaidMessage[];
  /** The moves seen before this visit. */
  seen: number;
  mySeat: number;
  name: (seat: number) => string;
  /** Something said, in the reader's words. */
  saidWords: (said: SaidMessage) => string;
}

/** The summary's lines (empty: nothing happened since the last visit). Moves and words in the order they happened. */
export function sinceLines(t: TablesTexts, input: SummaryInput): string[] {
  const { history, said, seen, mySeat, name, saidWords } = input;
  if (seen >= history.length && !said.some((s) => s.at > seen)) return [];
  const lines: string[] = [];
  const saidAfter = (at: number): string[] => said.filter((s) => s.at === at && s.at > seen && (s.seat === 0 || s.seat !== mySeat)).map(saidWords);
  for (let i = seen; i < history.length; i++) {
    const move = history[i];
    // A move of the player's own (made on this visit, or on another terminal) is no news to them.
    if (move.seat !== mySeat) lines.push(`${name(move.seat)}: ${move.text}`);
    lines.push(...saidAfter(i + 1));
  }
  if (lines.length <= SUMMARY_LINES) return lines;
  return [...lines.slice(0, SUMMARY_LINES - 1), t.since.more(lines.length - (SUMMARY_LINES - 1))];
}
