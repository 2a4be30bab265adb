// How the screen is divided: fixed rows for the panels, the rest for the preview, the message and
// the event log. The frame stays one row shorter than the terminal, so Ink never scrolls (nothing
// private lands in the scrollback).
import type { TerminalSize } from '../shared/use-terminal-size.js';

export interface BoardLayout {
  width: number;
  /** Width of the column beside the board (unseen cards), 0 when there is no room. */
  sideWidth: number;
  collectionHeight: number;
  handHeight: number;
  /** Rows for the preview, the message line and the event log together. */
  free: number;
}

const STATUS = 1;
const ROW = 1;
const CROWNS = 1;
/** Border, title, four families, sets and crowns, favour, betrayal. */
export const COLLECTION_HEIGHT = 10;
export const HAND_HEIGHT = 4;
/** The key hints; a replay has none. */
const FOOTER = 1;
const MAX_WIDTH = 100;

export const mainWidth = (size: TerminalSize): number => Math.max(20, Math.min(size.columns - 1, MAX_WIDTH));

export function boardLayout(size: TerminalSize, handHeight = HAND_HEIGHT, chrome = true): BoardLayout {
  const fixed = STATUS + ROW + CROWNS + COLLECTION_HEIGHT + handHeight + (chrome ? FOOTER : 0);
  const free = Math.max(3, size.rows - 1 - fixed);
  const width = mainWidth(size);
  const rest = size.columns - 1 - width;
  const sideWidth = rest >= 30 ? Math.min(rest, 44) : 0;
  return { width, sideWidth, collectionHeight: COLLECTION_HEIGHT, handHeight, free };
}
