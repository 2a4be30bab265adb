// The end of a game: who won and what decided it, both scores by category, the match tally,
// where the log is and how to watch the game again.
import { Box, Text, useInput } from 'ink';
import type { Seat, ThronfolgeResult } from '../../games/thronfolge/types.js';
import { command } from '../shared/commands.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { useArmed } from '../shared/use-armed-input.js';
import { matchWinner } from '../../table/match.js';
import type { MatchInfo } from '../../table/thronfolge-table.js';
import { ScoreTable } from './ScoreTable.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export interface EndScreenProps {
  result: ThronfolgeResult;
  titles: readonly [string, string];
  /** The human's seat against a bot ("You win!"); null with two humans. */
  humanSeat: Seat | null;
  /** The match with this game counted. */
  match: MatchInfo;
  /** Who starts the next game of the match, or null after the last game. */
  nextStarter: Seat | null;
  savePath: string;
  width: number;
  onNext?: () => void;
  onLeave: () => void;
  /** Keys typed this long before the screen appeared are ignored (a hurried Enter must not skip it). */
  armDelayMs?: number;
}

export function EndScreen({ result, titles, humanSeat, match, nextStarter, savePath, width, onNext, onLeave, armDelayMs }: EndScreenProps) {
  const t = useTexts(THRONFOLGE_TEXTS);
  const theme = useTheme();
  const { armed, armedRef } = useArmed(armDelayMs);
  useInput((input, key) => {
    if (!armedRef.current) return;
    if (key.return && onNext && nextStarter !== null) onNext();
    else if (input === 'q' || key.return || key.escape) onLeave();
  });
  const headline = result.shared || result.winner === null ? t.sharedVictory : result.winner === humanSeat ? t.youWin : t.wins(t.player(result.winner));
  const good = result.shared || result.winner === null || humanSeat === null || result.winner === humanSeat;
  const inner = width - 4;
  const last = nextStarter === null;
  const champion = matchWinner(match.wins);
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} borderColor={tint(theme, good ? 'green' : 'red')} flexDirection="column" paddingX={1}>
        <Text bold color={tint(theme, good ? 'green' : 'red')} wrap="truncate-end">
          {t.gameOver(headline)}
        </Text>
        <Text wrap="truncate-end">{t.decidedBy(result.reason, result.tieBreak)}</Text>
        <ScoreTable breakdown={result.breakdown} titles={titles} width={inner} />
        {match.games > 1 ? (
          <Text wrap="truncate-end" bold>
            {t.matchTally(match.game, match.games, `${t.player(1)} ${match.wins[0]}`, `${t.player(2)} ${match.wins[1]}`, match.shared)}
          </Text>
        ) : null}
        {match.games > 1 ? (
          <Text wrap="truncate-end">{last ? (champion ? t.matchWon(t.player(champion)) : t.matchLevel) : t.nextStarts(t.player(nextStarter))}</Text>
        ) : null}
        <Text>{t.logSaved(savePath)}</Text>
        <Text>{t.replayWith}</Text>
        <Text bold>{command('thronfolge', 'replay', savePath)}</Text>
      </Box>
      {/* The keys show once they count, so nobody presses them too early. */}
      <Text dimColor>{armed ? (last ? t.endKeys : t.endKeysNext) : ' '}</Text>
    </Box>
  );
}
