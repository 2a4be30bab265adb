// After a jester: the player picks who goes next (any seat, themselves included).
import { Box, Text } from 'ink';
import { useTexts } from '../shared/i18n.js';
import { tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export function NextSeatChooser({ players, chosen, hands }: { players: number; chosen: number; hands: readonly number[] }) {
  const t = useTexts(REGICIDE_TEXTS);
  const theme = useTheme();
  return (
    <Box flexDirection="column">
      <Text bold color={tint(theme, 'cyan')}>
        {t.chooseNext}
      </Text>
      <Text wrap="truncate-end">
        {Array.from({ length: players }, (_, i) => {
          const seat = i + 1;
          const label = `${seat} ${t.player(seat)} (${hands[i]})`;
          return (
            <Text key={seat} inverse={seat === chosen} bold={seat === chosen}>
              {seat === chosen ? `[${label}]` : ` ${label} `}
            </Text>
          );
        })}
      </Text>
    </Box>
  );
}
