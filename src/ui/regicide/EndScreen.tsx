// The end of a game: won or lost, the solo medal, how far the players got, where the log is and
// how to watch the game again.
import { Box, Text, useInput } from 'ink';
import type { RegicideResult, RegicideView } from '../../games/regicide/types.js';
import { command } from '../shared/commands.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { EventLog } from '../shared/EventLog.js';
import { REGICIDE_TEXTS } from './strings.js';

export function EndScreen({ view, result, savePath, events, width, onLeave }: { view: RegicideView; result: RegicideResult; savePath: string; events: readonly string[]; width: number; onLeave: () => void }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  useInput((input, key) => {
    if (input === 'q' || key.return || key.escape) onLeave();
  });
  const won = result.outcome === 'won';
  const total = view.variants.includes('short') ? 8 : 12;
  const { medal } = result;
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} borderColor={tint(theme, won ? 'green' : 'red')} flexDirection="column" paddingX={1}>
        <Text bold color={tint(theme, won ? 'green' : 'red')}>
          {won ? t.victory : t.defeat}
        </Text>
        {medal ? <Text bold color={tint(theme, 'yellow')}>{t.medal(medal)}</Text> : null}
        <Text>{t.enemiesDefeated(result.enemiesDefeated, total)}</Text>
        <Text>{t.logSaved(savePath)}</Text>
        <Text>{t.replayWith}</Text>
        <Text bold>{`  ${command('regicide', 'replay', savePath)}`}</Text>
      </Box>
      <EventLog lines={events} height={6} />
      <Text dimColor>{t.endKeys}</Text>
    </Box>
  );
}
