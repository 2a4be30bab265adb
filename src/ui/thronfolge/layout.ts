// How the screen is divided: fixed rows for the panels, the rest for the preview, the message and
// the event log. The frame stays one row shorter than the terminal, so Ink never scrolls (nothing
// private lands in the scrollback). A terminal too small for the full collections (below 80
// columns, or too few rows for them) gets the compact ones: counts instead of card lists.
import type { TerminalSize } from '../shared/use-terminal-size.js';

export interface BoardLayout {
  width: number;
  /** Width of the column beside the board (unseen cards), 0 when there is no room. */
  sideWidth: number;
  /** The collections show counts only. */
  compact: boolean;
  collectionHeight: number;
  handHeight: number;
  /** Rows for the preview, the message line and the event log together. */
  free: number;
}

const ROW = 1;
const CROWNS = 1;
/** Border, title, four families, sets and crowns, favour, betrayal. */
export const COLLECTION_HEIGHT = 10;
/** Border, title, take and sets, followers, crowns, favour and betrayal. */
export const COMPACT_COLLECTION_HEIGHT = 7;
export const HAND_HEIGHT = 4;
/** The key hints; a replay has none. */
const FOOTER = 1;
const MAX_WIDTH = 100;
/** Rows the preview, message and event log need at least. */
const MIN_FREE = 3;
/** The longest preview: the take, the play, and what the opponent could then take. */
const PREVIEW_MOST = 3;
/** Narrower than this, the collections' titles and card lists do not fit. */
const FULL_FROM_WIDTH = 79;

export const mainWidth = (size: TerminalSize): number => Math.max(20, Math.min(size.columns - 1, MAX_WIDTH));

/**
 * `messageRows`: the rows the message line takes now. The full collections stay while the rows
 * under them hold the longest preview, the message and a line of the log; fewer (a status on two
 * rows and a message at 80×24, as the daily's first move with the first-game note), and the
 * compact ones leave the preview whole rather than cutting its last line.
 */
export function boardLayout(size: TerminalSize, handHeight = HAND_HEIGHT, chrome = true, statusRows = 1, messageRows = 0): BoardLayout {
  const width = mainWidth(size);
  const rest = size.columns - 1 - width;
  const sideWidth = rest >= 30 ? Math.min(rest, 44) : 0;
  const fixedBut = (collections: number) => statusRows + ROW + CROWNS + collections + handHeight + (chrome ? FOOTER : 0);
  // A replay (no chrome) has no preview or message: the event log alone may take one row.
  const minFree = chrome ? MIN_FREE : 1;
  const wanted = chrome && messageRows > 0 ? Math.max(minFree, PREVIEW_MOST + messageRows + 1) : minFree;
  const compact = width < FULL_FROM_WIDTH || size.rows - 1 - fixedBut(COLLECTION_HEIGHT) < wanted;
  const collectionHeight = compact ? COMPACT_COLLECTION_HEIGHT : COLLECTION_HEIGHT;
  const free = Math.max(minFree, size.rows - 1 - fixedBut(collectionHeight));
  return { width, sideWidth, compact, collectionHeight, handHeight, free };
}
