// A yes/no question in a yellow frame: what would happen, what it costs, which keys answer.
// Display only: whoever shows it listens for the answer (see confirm-key.ts).
import { Box } from 'ink';
import { Text } from './Text.js';
import { ClickableKeys } from './Footer.js';
import { borderStyle, tint, useTheme } from './theme.js';

export function ConfirmBox({ question, notes = [], keys, width }: { question: string; notes?: readonly string[]; keys: string; width?: number }) {
  const theme = useTheme();
  return (
    <Box borderStyle={borderStyle(theme)} borderColor={tint(theme, 'warn')} flexDirection="column" paddingX={1} width={width}>
      <Text bold>{question}</Text>
      {notes.map((n, i) => (
        <Text key={i}>{n}</Text>
      ))}
      <ClickableKeys keys={keys}>
        <Text dimColor>{keys}</Text>
      </ClickableKeys>
    </Box>
  );
}
