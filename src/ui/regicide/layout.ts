// How the screen is divided: fixed rows for the panels, the rest for the preview, the message and
// the event log, and a side column for the discard pile when the terminal is wide. Frames stay one
// row shorter than the terminal, so Ink never scrolls (nothing lands in the scrollback).
import type { TerminalSize } from '../shared/use-terminal-size.js';

export interface BoardLayout {
  width: number;
  /** Width of the discard-pile column beside the board, 0 when there is no room. */
  sideWidth: number;
  /** Rows for the preview, the message line and the event log together. */
  free: number;
}

const STATUS = 1;
const TOP_PANELS = 6;
const PLAYED = 1;
const FOOTER = 1;
const MAX_MAIN_WIDTH = 110;

/** Width of the board (and of full-screen panels): the terminal less one column, at most 110. */
export const mainWidth = (size: TerminalSize): number => Math.min(size.columns - 1, MAX_MAIN_WIDTH);

/** `statusRows`: 2 when the status has a second row (variants, practice); a replay has no footer. */
export function boardLayout(size: TerminalSize, middleHeight: number, statusRows = STATUS, footer = true): BoardLayout {
  const width = mainWidth(size);
  const rest = size.columns - 1 - width;
  const sideWidth = rest >= 28 ? Math.min(rest, 44) : 0;
  const free = Math.max(3, size.rows - 1 - (statusRows + TOP_PANELS + PLAYED + middleHeight + (footer ? FOOTER : 0)));
  return { width, sideWidth, free };
}
