// Between two human seats at one keyboard: nothing private on screen, only whose turn it is and
// (public) news of what happened, until the next player presses Enter. The screen that shows it
// decides when Enter counts (a moment after it appeared, see the shell) and says so here.
import { Box } from 'ink';
import { Text } from './Text.js';
import type { ReactNode } from 'react';
import { EventLog } from './EventLog.js';
import { useTexts } from './i18n.js';
import type { Binding } from './keymap.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

export const HAND_OVER_KEYMAP: readonly Binding<'ready', { armed: boolean }, 'ready'>[] = [{ id: 'ready', matches: ({ key }) => key.return, when: (c) => c.armed, action: () => 'ready' }];

export interface HandOverProps {
  /** Who takes the keyboard, e.g. "Player 2". */
  name: string;
  /** Enter counts now (the prompt shows only then, so nobody presses it too early). */
  armed: boolean;
  /** Public news to show meanwhile (an event log), optional. */
  children?: ReactNode;
  width: number;
}

export function HandOver({ name, armed, children, width }: HandOverProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={2} alignItems="center">
        <Text bold color={tint(theme, 'accent')}>
          {t.passTo(name)}
        </Text>
        <Text>{armed ? t.pressEnter : ' '}</Text>
        <Text dimColor>{t.handOverNote}</Text>
      </Box>
      {children}
    </Box>
  );
}

/** The hand-over between two human turns at the table, the public event log below. */
export function TurnHandOver({ name, armed, events, screenRows, width }: { name: string; armed: boolean; events: readonly string[]; screenRows: number; width: number }) {
  return (
    <HandOver name={name} armed={armed} width={width}>
      <EventLog lines={events} height={Math.max(1, screenRows - 8)} width={width} />
    </HandOver>
  );
}
