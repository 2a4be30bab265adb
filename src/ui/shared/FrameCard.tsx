// The card a lesson or a puzzle shows before and after its board: a bold heading, its lines with
// a blank row after each, wrapped to the terminal, and the keys (dimmed) at the foot.
import { Box } from 'ink';
import { Text } from './Text.js';
import { wrapText } from '../../text/wrap.js';

/** `lines[0]` is the heading. */
export function FrameCard({ lines, keys, width }: { lines: readonly string[]; keys: string; width: number }) {
  return (
    <Box flexDirection="column" paddingX={1}>
      {lines.flatMap((line, i) => [
        ...wrapText(line, width - 2).map((row, j) => (
          <Text key={`${i}.${j}`} bold={i === 0}>
            {row}
          </Text>
        )),
        <Text key={`${i}.gap`}> </Text>,
      ])}
      <Text dimColor>{keys}</Text>
    </Box>
  );
}
