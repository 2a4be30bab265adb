// A turn-based table in the screen-reader mode: "Since your last visit" and its lines said once as
// the game opens, then the clock line each time the move passes to another seat (not for every
// minute ticking).
import type { SaidMessage } from '../../net/wire/messages.js';
import { saidLine } from '../shared/said-lines.js';
import type { SharedTalkTexts } from '../shared/texts/talk.js';
import type { TablesTexts } from './texts/tables.js';
import { clockLine, sinceLines } from './turn-summary.js';
import type { NetTableLike } from './types.js';

/** Says the table's turn-based lines through `write` until the returned function is called. */
export function sayTurns(table: NetTableLike, t: TablesTexts, talk: SharedTalkTexts, name: (seat: number) => string, write: (line: string) => void, now: () => number = Date.now): () => void {
  let summarised = false;
  let lastMove: number | null | undefined;
  const tell = (): void => {
    const turn = table.turn ?? null;
    if (!turn) return;
    if (!summarised && table.seenAtVisit !== null && table.seenAtVisit !== undefined) {
      summarised = true;
      const lines = sinceLines(t, { history: table.history, said: table.said, seen: table.seenAtVisit, mySeat: table.seat, name, saidWords: (s: SaidMessage) => saidLine(s, talk, name) });
      if (lines.length > 0) write([`${t.since.title}:`, ...lines].join('\n'));
    }
    if (turn.toMove === lastMove && !turn.paused) return;
    lastMove = turn.toMove;
    const line = clockLine(t, turn, table.seat, name, now());
    if (line !== null) write(line);
  };
  tell();
  return table.subscribe((change) => {
    if (change.kind === 'turn') tell();
  });
}
