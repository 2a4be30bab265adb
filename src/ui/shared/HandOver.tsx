// Between two human seats at one keyboard: nothing private on screen, only whose turn it is and
// (public) news of what happened, until the next player presses Enter.
import { Box, Text, useInput } from 'ink';
import type { ReactNode } from 'react';
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
  const armed = useArmed(armDelayMs);
  useInput(
    (_input, key) => {
      if (key.return) onReady();
    },
    { isActive: armed },
  );
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={2} alignItems="center">
        <Text bold color={tint(theme, 'cyan')}>
          {t.passTo(name)}
        </Text>
        <Text>{t.pressEnter}</Text>
        <Text dimColor>{t.handOverNote}</Text>
      </Box>
      {children}
    </Box>
  );
}
