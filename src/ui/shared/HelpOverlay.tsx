// A help screen: key bindings and a few reminders, closed with ? or Esc.
import { Box, Text, useInput } from 'ink';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

export interface HelpOverlayProps {
  title?: string;
  keys: ReadonlyArray<readonly [string, string]>;
  notes?: readonly string[];
  onClose: () => void;
  width: number;
}

export function HelpOverlay({ title, keys, notes = [], onClose, width }: HelpOverlayProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  useInput((input, key) => {
    if (input === '?' || key.escape || input === 'q') onClose();
  });
  const keyWidth = Math.max(...keys.map(([k]) => k.length)) + 2;
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      <Text bold color={tint(theme, 'cyan')}>
        {title ?? t.helpTitle}
      </Text>
      {keys.map(([k, what]) => (
        <Box key={k}>
          <Box width={keyWidth} flexShrink={0}>
            <Text bold>{k}</Text>
          </Box>
          <Text>{what}</Text>
        </Box>
      ))}
      {notes.map((note, i) => (
        <Text key={i} dimColor>
          {note}
        </Text>
      ))}
      <Text dimColor>{t.helpClose}</Text>
    </Box>
  );
}
