// The event log: the engine's events of a move, as lines for the screen. Everything said is
// public (cards played or discarded face up; drawn and healed cards only as counts).
import type { RegicideEvent } from '../../games/regicide/events.js';
import { describeEvent } from './describe-event.js';
import type { RegicideTexts } from './strings.js';

export type { RegicideEvent };

/** The log lines of one move's events. */
export function eventLines(events: readonly RegicideEvent[], t: RegicideTexts, ascii: boolean): string[] {
  const lines: string[] = [];
  for (const ev of events) {
    const line = describeEvent(ev, t, ascii);
    if (line !== null) lines.push(line);
  }
  return lines;
}
