// "Quit now?" — quitting loses nothing (the game is saved after every move), but a stray q
// should not end a game either.
import { Box, Text, useInput } from 'ink';
import { useLang, useTexts } from './i18n.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { borderStyle, tint, useTheme } from './theme.js';

export function QuitConfirm({ onQuit, onStay, savedNote = true }: { onQuit: () => void; onStay: () => void; savedNote?: boolean }) {
  const t = useTexts(SHARED_TEXTS);
  const lang = useLang();
  const theme = useTheme();
  useInput((input, key) => {
    const yes = input.toLowerCase() === 'y' || (lang === 'de' && input.toLowerCase() === 'j') || key.return;
    if (yes) onQuit();
    else if (input.toLowerCase() === 'n' || key.escape) onStay();
  });
  return (
    <Box borderStyle={borderStyle(theme)} borderColor={tint(theme, 'yellow')} flexDirection="column" paddingX={1}>
      <Text bold>{t.quitQuestion}</Text>
      {savedNote ? <Text>{t.quitSaved}</Text> : null}
      <Text dimColor>{t.quitYesNo}</Text>
    </Box>
  );
}
