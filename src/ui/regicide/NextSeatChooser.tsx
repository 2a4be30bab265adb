// After a jester: the player picks who goes next (any seat, themselves included), seeing each
// other seat's hand size and its signal ("would like to go" / "rather not").
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import type { SeatSignal } from '../../core/talk.js';
import { useTexts } from '../shared/i18n.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { tint, useTheme } from '../shared/theme.js';
import { REGICIDE_TEXTS } from './strings.js';

export interface NextSeatChooserProps {
  players: number;
  chosen: number;
  hands: readonly number[];
  /** The seat choosing (it gives no signal). */
  chooser: number;
  /** Each other seat's latest signal in this window. */
  signals: readonly SeatSignal[];
}

export function NextSeatChooser({ players, chosen, hands, chooser, signals }: NextSeatChooserProps) {
  const t = useTexts(REGICIDE_TEXTS);
  const talk = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const seats = Array.from({ length: players }, (_, i) => i + 1);
  const signalOf = (seat: number) => signals.find((s) => s.seat === seat)?.value ?? null;
  const others = seats.filter((seat) => seat !== chooser);
  return (
    <Box flexDirection="column">
      <Text bold color={tint(theme, 'accent')}>
        {t.chooseNext}
      </Text>
      <Text wrap="truncate-end">
        {seats.map((seat) => {
          const label = `${seat} ${t.player(seat)} (${hands[seat - 1]})`;
          return (
            <Text key={seat} inverse={seat === chosen} bold={seat === chosen}>
              {seat === chosen ? `[${label}]` : ` ${label} `}
            </Text>
          );
        })}
      </Text>
      <Text wrap="truncate-end">
        {talk.signalsHeading}
        {others.map((seat, i) => {
          const value = signalOf(seat);
          return (
            <Text key={seat} color={value === 'go' ? tint(theme, 'good') : undefined} dimColor={value === null}>
              {`${i === 0 ? ' ' : ' · '}${t.player(seat)} ${talk.signalShort(value)}`}
            </Text>
          );
        })}
      </Text>
    </Box>
  );
}
