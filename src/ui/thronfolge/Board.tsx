// The table as one screen: status, the row, the crown tracker, both collections, a middle part
// (the hand at the keyboard, or both hands in a replay), preview, message, event log and keys.
import { Box } from 'ink';
import type { ReactNode } from 'react';
import type { ThronfolgeView } from '../../games/thronfolge/types.js';
import { EventLog } from '../shared/EventLog.js';
import { type Message, MessageLine, messageRows } from '../shared/MessageLine.js';
import { Footer } from '../shared/Footer.js';
import { splitRows } from '../shared/row-budget.js';
import { ToneLines } from '../shared/ToneLines.js';
import { linesRows } from '../../text/wrap.js';
import type { TerminalSize } from '../shared/use-terminal-size.js';
import { CollectionPanel } from './CollectionPanel.js';
import { CrownLine } from './CrownLine.js';
import { boardLayout, HAND_HEIGHT, mainWidth } from './layout.js';
import type { PreviewLine } from './preview-text.js';
import { RowLine } from './RowLine.js';
import type { MatchInfo } from '../../games/thronfolge/match.js';
import { StatusLine, statusRows } from './StatusLine.js';
import { useTexts } from '../shared/i18n.js';
import { useTheme } from '../shared/theme.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { UnseenPanel } from './UnseenPanel.js';

export interface BoardProps {
  view: ThronfolgeView;
  /** Panel titles by seat, e.g. ["Player 1 (you)", "Player 2 (bot)"]. */
  titles: readonly [string, string];
  /** The opponent of the view's seat as sentences name them. */
  opponent: string;
  size: TerminalSize;
  middle: (width: number, height: number) => ReactNode;
  middleHeight?: number;
  preview: readonly PreviewLine[];
  message?: Message;
  events: readonly string[];
  hints: readonly string[];
  match?: MatchInfo;
  /** Where the crowns are, when the caller knows better than the view (a replay). */
  crowns?: string;
  /** Without the message line and the key hints (the replay stepper has its own). */
  bare?: boolean;
  /** Undo or hints were used (the status line says so). */
  practice?: boolean;
  /** The column of cards not seen yet (a watcher's board goes without: it sees no hand to count from). */
  unseen?: boolean;
  /** The daily deal or retry mark, worded (see play-marks.ts). */
  marks?: string;
}

export function Board({
  view,
  titles,
  opponent,
  size,
  middle,
  middleHeight = HAND_HEIGHT,
  preview,
  message,
  events,
  hints,
  match,
  bare = false,
  crowns,
  practice = false,
  marks = '',
  unseen = true,
}: BoardProps) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const facts = { view, match, practice, marks };
  const width = mainWidth(size);
  const layout = boardLayout(size, middleHeight, !bare, statusRows(facts, width, t, theme.ascii).length, bare ? 0 : messageRows(message, width));
  const left = Math.floor(layout.width / 2);
  const rows = splitRows(
    layout.free,
    linesRows(
      preview.map((l) => l.text),
      layout.width,
    ),
    bare ? 0 : messageRows(message, layout.width),
  );
  // The side column starts below the status, row and crown lines, beside the collections.
  const sideTop = 2 + statusRows(facts, width, t, theme.ascii).length;
  return (
    <Box>
      <Box flexDirection="column" width={layout.width}>
        <StatusLine facts={facts} width={layout.width} />
        <RowLine view={view} width={layout.width} />
        <CrownLine view={view} opponent={opponent} known={crowns} />
        <Box>
          <CollectionPanel view={view} seat={1} title={titles[0]} width={left} compact={layout.compact} />
          <CollectionPanel view={view} seat={2} title={titles[1]} width={layout.width - left} compact={layout.compact} />
        </Box>
        {middle(layout.width, middleHeight)}
        {rows.previewRows ? <ToneLines lines={preview} height={rows.previewRows} width={layout.width} /> : null}
        {rows.messageRows ? <MessageLine message={message} width={layout.width} rows={rows.messageRows} /> : null}
        <EventLog lines={events} height={rows.eventRows} width={layout.width} />
        {bare ? null : <Footer hints={hints} />}
      </Box>
      {layout.sideWidth > 0 && !bare && unseen ? (
        <Box flexDirection="column" paddingTop={sideTop}>
          <UnseenPanel view={view} width={layout.sideWidth} height={layout.collectionHeight + middleHeight} />
        </Box>
      ) : null}
    </Box>
  );
}
