// The table as one screen: status, enemy and seats, cards played, a middle part (the player's
// hand, or every hand in a replay), preview, message, event log and key hints.
import { Box } from 'ink';
import type { ReactNode } from 'react';
import type { RegicideView } from '../../games/regicide/types.js';
import type { TerminalSize } from '../shared/use-terminal-size.js';
import { DiscardColumn } from './DiscardColumn.js';
import { EnemyPanel } from './EnemyPanel.js';
import { EventLog } from '../shared/EventLog.js';
import { type Message, MessageLine } from '../shared/MessageLine.js';
import { Footer } from '../shared/Footer.js';
import { boardLayout, mainWidth } from './layout.js';
import { PlayedLine } from './PlayedLine.js';
import { PreviewPanel } from './PreviewPanel.js';
import type { PreviewLine } from './preview-text.js';
import { SeatsPanel } from './SeatsPanel.js';
import { StatusLine } from './StatusLine.js';

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
}

export function Board({ view, viewer, bots, size, middle, middleHeight, preview, message, events, hints }: BoardProps) {
  // Key hints take a second row only when they do not fit on one (long German hints, variants).
  const footerHeight = hints.join('  ').length > mainWidth(size) ? 2 : 1;
  const layout = boardLayout(size, middleHeight, footerHeight);
  const half = Math.floor(layout.width / 2);
  return (
    <Box>
      <Box flexDirection="column" width={layout.width}>
        <StatusLine view={view} />
        <Box>
          <EnemyPanel enemy={view.enemy} width={half} />
          <SeatsPanel view={view} viewer={viewer} bots={bots} width={layout.width - half} />
        </Box>
        <PlayedLine played={view.played} />
        {middle(layout.width)}
        {Array.isArray(preview) ? <PreviewPanel lines={preview as PreviewLine[]} height={layout.previewHeight} /> : <Box height={layout.previewHeight} overflow="hidden">{preview as ReactNode}</Box>}
        <MessageLine message={message} />
        <EventLog lines={events} height={layout.eventHeight} />
        <Footer hints={hints} height={footerHeight} />
      </Box>
      {layout.sideWidth > 0 ? <DiscardColumn discard={view.discard} width={layout.sideWidth} height={size.rows - 1} /> : null}
    </Box>
  );
}
