// The last happenings, from the top of the rows given: right under the board, with no gap however
// few lines there are yet, and as many as a tall terminal has rows for. Given its width, a line
// too long for it wraps rather than losing its end (a narrow terminal): the newest lines show
// whole, as many as fit; only when not even the newest fits is it cut.
import { Box, type DOMElement } from 'ink';
import { Text } from './Text.js';
import { wrapText } from '../../text/wrap.js';
import { pressOf } from './each-key.js';
import { useMouseTarget } from './mouse-targets.js';

interface LogRow {
  key: string;
  text: string;
  newest: boolean;
}

/** The rows of the newest lines that fit `height` whole, oldest first. */
function rowsOf(lines: readonly string[], height: number, width: number | undefined): LogRow[] {
  const rows: LogRow[] = [];
  for (let i = lines.length - 1; i >= 0 && rows.length < height; i--) {
    const wrapped = width ? wrapText(lines[i], width) : [lines[i]];
    const newest = i === lines.length - 1;
    // The newest line shows even when it must be cut; an older one only whole.
    if (rows.length + wrapped.length > height && !newest) break;
    rows.unshift(...wrapped.slice(0, height - rows.length).map((text, j) => ({ key: `${i}.${j}`, text, newest })));
  }
  return rows;
}

/** The wheel turned up over the last lines opens the whole log (v), where it scrolls on. */
const OPEN_LOG = [pressOf('v')];

export function EventLog({ lines, height, width }: { lines: readonly string[]; height: number; width?: number }) {
  const wheel = useMouseTarget<DOMElement>({ wheel: (delta) => (delta < 0 ? OPEN_LOG : null) });
  return (
    <Box ref={wheel} flexDirection="column" height={height} overflow="hidden">
      {rowsOf(lines, height, width).map((row) => (
        <Text key={row.key} wrap="truncate-end" dimColor={!row.newest}>
          {row.text}
        </Text>
      ))}
    </Box>
  );
}
