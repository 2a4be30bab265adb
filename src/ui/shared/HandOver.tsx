// Between two human seats at one keyboard: nothing private on screen, only whose turn it is and
// (public) news of what happened, until the next player presses Enter.
import { Box, Text, useInput } from 'ink';
import type { ReactNode } from 'react';
import { EventLog } from './EventLog.js';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';
import { useArmed } from './use-armed-input.js';

export interface HandOverProps {
  /** Who takes the keyboard, e.g. "Player 2". */
  name: string;
  onReady: () => void;
  /** Public news to show meanwhile (an event log), optional. */
  children?: ReactNode;
  width: number;
  armDelayMs?: number;
}

export function HandOver({ name, onReady, children, width, armDelayMs }: HandOverProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const { armed, armedRef } = useArmed(armDelayMs);
  useInput((_input, key) => {
    if (key.return && armedRef.current) onReady();
  });
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={2} alignItems="center">
        <Text bold color={tint(theme, 'cyan')}>
          {t.passTo(name)}
        </Text>
        {/* The prompt shows once Enter counts, so nobody presses it too early. */}
        <Text>{armed ? t.pressEnter : ' '}</Text>
        <Text dimColor>{t.handOverNote}</Text>
      </Box>
      {children}
    </Box>
  );
}

export interface TurnHandOverProps {
  /** The seat taking the keyboard and how many moves were made: a new turn starts a new screen. */
  seat: number;
  movesMade: number;
  name: string;
  /** The public event log shown meanwhile. */
  events: readonly string[];
  screenRows: number;
  width: number;
  armDelayMs?: number;
  onReady: () => void;
}

/**
 * The hand-over between two human turns at the table, news below. Keyed by the turn, so a key
 * pressed for the previous hand-over never counts for this one (each arms itself afresh).
 */
export function TurnHandOver({ seat, movesMade, name, events, screenRows, width, armDelayMs, onReady }: TurnHandOverProps) {
  return (
    <HandOver key={`${seat}-${movesMade}`} name={name} onReady={onReady} width={width} armDelayMs={armDelayMs}>
      <EventLog lines={events} height={Math.max(1, screenRows - 8)} />
    </HandOver>
  );
}
