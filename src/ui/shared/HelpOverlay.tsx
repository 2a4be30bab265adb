// A help screen: key bindings and a few reminders, closed with ? or Esc.
import { Box, Text, useInput } from 'ink';
import { useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';
import { wrapText } from '../../text/wrap.js';

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
  // Inside the border and padding; wrapped here so continuation rows start flush.
  const inner = width - 4;
  return (
    <Box borderStyle={borderStyle(theme)} flexDirection="column" paddingX={1} width={width}>
      {/* How to close it shares the title row: one row more for the keys at 80×24. */}
      <Text>
        <Text bold color={tint(theme, 'cyan')}>
          {title ?? t.helpTitle}
        </Text>
        <Text dimColor>{`   ${t.helpClose}`}</Text>
      </Text>
      {keys.map(([k, what]) => (
        <Box key={k}>
          <Box width={keyWidth} flexShrink={0}>
            <Text bold>{k}</Text>
          </Box>
          <Text>{wrapText(what, inner - keyWidth).join('\n')}</Text>
        </Box>
      ))}
      {notes.map((note, i) => (
        <Text key={i} dimColor>
          {wrapText(note, inner).join('\n')}
        </Text>
      ))}
    </Box>
  );
}
