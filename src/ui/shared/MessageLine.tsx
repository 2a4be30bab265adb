// The rows under the board for the answer to the last key or the table's news: an error (a move
// that is not allowed) or a note. A long message wraps onto a few rows, never cut mid-word.
import { Box, Text } from 'ink';
import { wrapText } from '../../text/wrap.js';
import { tint, useTheme } from './theme.js';

export type Message = { text: string; tone: 'info' | 'error' } | null;

/** A message takes at most this many rows; a longer one is cut at the end of the last. */
export const MESSAGE_MAX_ROWS = 3;

/** The rows a message needs at `width` columns (0 for none), at most MESSAGE_MAX_ROWS. */
export const messageRows = (message: Message | undefined, width: number): number => (message ? Math.min(MESSAGE_MAX_ROWS, wrapText(message.text, width).length) : 0);

export function MessageLine({ message, width, rows }: { message: Message | undefined; width: number; rows: number }) {
  const theme = useTheme();
  if (!message) return <Box height={rows} />;
  const wrapped = wrapText(message.text, width);
  const shown = wrapped.length > rows ? [...wrapped.slice(0, rows - 1), wrapped.slice(rows - 1).join(' ')] : wrapped;
  return (
    <Box height={rows} flexDirection="column">
      {shown.map((row, i) => (
        <Text key={i} wrap="truncate-end" bold color={tint(theme, message.tone === 'error' ? 'bad' : 'accent')}>
          {row}
        </Text>
      ))}
    </Box>
  );
}
