// The table as one screen: status, enemy and seats, cards played, a middle part (the player's
// hand, or every hand in a replay), preview, message, event log and key hints.
import { Box } from 'ink';
import type { ReactNode } from 'react';
import type { RegicideView } from '../../games/regicide/types.js';
import type { TerminalSize } from '../shared/use-terminal-size.js';
import { DiscardColumn } from './DiscardColumn.js';
import { EnemyPanel } from './EnemyPanel.js';
import { EventLog } from '../shared/EventLog.js';
import { type Message, MessageLine, messageRows } from '../shared/MessageLine.js';
import { Footer } from '../shared/Footer.js';
import { splitRows } from '../shared/row-budget.js';
import { ToneLines } from '../shared/ToneLines.js';
import { linesRows } from '../../text/wrap.js';
import { boardLayout } from './layout.js';
import { PlayedLine } from './PlayedLine.js';
import type { PreviewLine } from './preview-text.js';
import { SeatsPanel } from './SeatsPanel.js';
import { StatusLine, statusExtrasOf } from './StatusLine.js';
import { useTexts } from '../shared/i18n.js';
import { REGICIDE_TEXTS } from './strings.js';

export interface BoardProps {
  view: RegicideView;
  viewer: number | null;
  bots: readonly number[];
  size: TerminalSize;
  middle: (width: number) => ReactNode;
  middleHeight: number;
  preview: readonly PreviewLine[] | ReactNode;
  message?: Message;
  events: readonly string[];
  hints: readonly string[];
  /** Undo or hints were used (shown under the status line). */
  practice?: boolean;
  /** The daily deal or retry mark, worded (see play-marks.ts). */
  marks?: string;
}

/** Rows kept for a preview drawn as a node (the next-player chooser). */
const CHOOSER_ROWS = 3;

export function Board({ view, viewer, bots, size, middle, middleHeight, preview, message, events, hints, practice = false, marks = '' }: BoardProps) {
  const t = useTexts(REGICIDE_TEXTS);
  const layout = boardLayout(size, middleHeight, statusExtrasOf(view, practice, t, marks) ? 2 : 1, hints.length > 0);
  const half = Math.floor(layout.width / 2);
  // A chooser (a node, not lines) keeps a few rows; lines take what they need, wrapped.
  const lines = Array.isArray(preview) ? (preview as PreviewLine[]) : null;
  const need = lines
    ? linesRows(
        lines.map((l) => l.text),
        layout.width,
      )
    : CHOOSER_ROWS;
  const rows = splitRows(layout.free, need, messageRows(message, layout.width));
  return (
    <Box>
      <Box flexDirection="column" width={layout.width}>
        <StatusLine view={view} practice={practice} marks={marks} width={layout.width} />
        <Box>
          <EnemyPanel enemy={view.enemy} width={half} />
          <SeatsPanel view={view} viewer={viewer} bots={bots} width={layout.width - half} />
        </Box>
        <PlayedLine played={view.played} />
        {middle(layout.width)}
        {lines ? (
          <ToneLines lines={lines} height={rows.previewRows} width={layout.width} />
        ) : (
          <Box height={rows.previewRows} overflow="hidden">
            {preview as ReactNode}
          </Box>
        )}
        {rows.messageRows ? <MessageLine message={message} width={layout.width} rows={rows.messageRows} /> : null}
        <EventLog lines={events} height={rows.eventRows} width={layout.width} />
        {hints.length > 0 ? <Footer hints={hints} /> : null}
      </Box>
      {layout.sideWidth > 0 ? <DiscardColumn discard={view.discard} width={layout.sideWidth} height={size.rows - 1} /> : null}
    </Box>
  );
}
