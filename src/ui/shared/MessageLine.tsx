// One line under the board for the answer to the last key: an error (a move that is not allowed)
// or a note. The row stays when empty, so the board below does not jump.
import { Box, Text } from 'ink';
import { tint, useTheme } from './theme.js';

export type Message = { text: string; tone: 'info' | 'error' } | null;

export function MessageLine({ message }: { message: Message | undefined }) {
  const theme = useTheme();
  return (
    <Box height={1}>
      {message ? (
        <Text wrap="truncate-end" bold color={tint(theme, message.tone === 'error' ? 'red' : 'cyan')}>
          {message.text}
        </Text>
      ) : null}
    </Box>
  );
}
