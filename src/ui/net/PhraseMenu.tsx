// The quick-phrase menu of a networked table (s): the game's phrases, numbered, in this reader's
// language; a fact a phrase states is filled in by the table, so the menu shows none.
import { Box, Text } from 'ink';
import { useTexts } from '../shared/i18n.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';

export function PhraseMenu({ phrases, width }: { phrases: readonly string[]; width: number }) {
  const t = useTexts(SHARED_TEXTS);
  return (
    <Box flexDirection="column" borderStyle="round" width={width} paddingX={1}>
      <Text bold>{t.phraseMenuTitle}</Text>
      <Text wrap="wrap">{phrases.map((code, i) => `${i + 1} ${t.phraseMenuWord(code)}`).join('   ')}</Text>
      <Text dimColor>{t.phraseMenuClose}</Text>
    </Box>
  );
}
