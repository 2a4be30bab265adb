// The quick-phrase menu of a networked table (s): the game's phrases, numbered, in this reader's
// language; a fact a phrase states is filled in by the table, so the menu shows none.
// It stands under the board, which gives it its rows (ReservedRows): no border, so at 80×24 the
// board keeps its smallest size; where even that leaves too few rows, the board steps aside while
// the menu is open (hidden, not unmounted: a selection under way stays).
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { wrapText } from '../../text/wrap.js';
import { useTexts } from '../shared/i18n.js';
import { SHARED_TEXTS, type SharedTexts } from '../shared/shared-strings.js';

const phraseRow = (phrases: readonly string[], t: SharedTexts): string => phrases.map((code, i) => `${i + 1}\u00a0${t.phraseMenuWord(code)}`).join(' · ');

/** The menu's rows at this width: its title, the phrases as they wrap, and its keys. */
export const phraseMenuRows = (phrases: readonly string[], width: number, t: SharedTexts): number => 2 + wrapText(phraseRow(phrases, t), Math.max(1, width - 1)).length;

export function PhraseMenu({ phrases, width }: { phrases: readonly string[]; width: number }) {
  const t = useTexts(SHARED_TEXTS);
  return (
    <Box flexDirection="column" width={width} flexShrink={0}>
      <Text bold wrap="truncate-end">
        {t.phraseMenuTitle}
      </Text>
      {wrapText(phraseRow(phrases, t), Math.max(1, width - 1)).map((row, i) => (
        <Text key={i}>{row}</Text>
      ))}
      <Text dimColor wrap="truncate-end">
        {t.phraseMenuClose}
      </Text>
    </Box>
  );
}
