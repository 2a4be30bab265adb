// How the screen is divided: fixed rows for the panels, the rest for the event log. The frame
// stays one row shorter than the terminal, so Ink never scrolls (nothing private lands in the
// scrollback).
import type { TerminalSize } from '../shared/use-terminal-size.js';

export interface BoardLayout {
  width: number;
  collectionHeight: number;
  handHeight: number;
  previewHeight: number;
  eventHeight: number;
}

const STATUS = 1;
const ROW = 1;
const CROWNS = 1;
/** Border, title, four families, sets and crowns, favour, betrayal. */
export const COLLECTION_HEIGHT = 10;
export const HAND_HEIGHT = 4;
const PREVIEW = 3;
/** The message line and the key hints; a replay has neither. */
const CHROME = 2;
const MAX_WIDTH = 100;
const MAX_EVENTS = 16;

export const mainWidth = (size: TerminalSize): number => Math.max(20, Math.min(size.columns - 1, MAX_WIDTH));

export function boardLayout(size: TerminalSize, handHeight = HAND_HEIGHT, chrome = true): BoardLayout {
  const fixed = STATUS + ROW + CROWNS + COLLECTION_HEIGHT + handHeight + PREVIEW + (chrome ? CHROME : 0);
  const eventHeight = Math.max(1, Math.min(size.rows - 1 - fixed, MAX_EVENTS));
  return { width: mainWidth(size), collectionHeight: COLLECTION_HEIGHT, handHeight, previewHeight: PREVIEW, eventHeight };
}
