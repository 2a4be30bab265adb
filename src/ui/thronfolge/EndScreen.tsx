// The end of a game: who won and what decided it, both scores by category, the match tally,
// the seed and variants, the practice mark, how to watch the game again, and (after the last game)
// the keys to play again or start a new game. It covers the table and takes every key itself (its
// key map: end-keymap.ts).
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { ClickableKeys } from '../shared/Footer.js';
import { useRef } from 'react';
import type { Seat, ThronfolgeResult } from '../../games/thronfolge/types.js';
import { ReplayCommand, replayCommandLines } from '../shared/ReplayCommand.js';
import { useOverSsh } from '../shared/over-ssh.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { useArmed } from '../shared/use-armed-input.js';
import { KEY_PRIORITY, useKeyLayer } from '../shared/key-bus.js';
import { actionOf } from '../shared/keymap.js';
import { THRONFOLGE_END_KEYMAP } from './end-keymap.js';
import { type MatchInfo, matchWinner } from '../../games/thronfolge/match.js';
import { ScoreTable } from './ScoreTable.js';
import { THRONFOLGE_TEXTS } from './strings.js';
import { wrapLine } from '../../text/wrap.js';

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
  /** False at a networked table: no next game starts here, so only leaving is offered. */
  newGames?: boolean;
  /** 'over' leaves; after the last game 'again' (same options, new seed), 'retry' (the same deal) and 'new' (defaults). */
  onLeave: (how: 'over' | 'again' | 'retry' | 'new') => void;
  /** Shown once the game is over (null: not known here). */
  seed?: string | null;
  variants?: readonly string[];
  practice?: boolean;
  /** Keys typed this long before the screen appeared are ignored (a hurried Enter must not skip it). */
  armDelayMs?: number;
  /** The terminal's rows: when all would not fit, the rows per family, then the seed, the daily mark
   * and the share label give way (the replay command and the share text say what they said). */
  rows?: number;
  /** The daily deal or retry mark, worded. */
  marks?: string;
  /** A daily duel's share text (lines), or ''. */
  share?: string;
  /** The day's field in a few lines (a daily duel sent to a server: its place against the same bot), or '' (none, or not yet). */
  field?: string;
}

/**
 * The field's rows within `width` columns, at most `room` of them: all when they fit, else the
 * player's place (its last line: beaten, medal) first, then the players and wins, then the day,
 * then the rest — shown in their own order.
 */
export function fieldWithin(field: string, width: number, room: number): string[] {
  if (!field || room <= 0) return [];
  const lines = field.split('\n').map((line) => wrapLine(line, width, ''));
  const last = lines.length - 1;
  const order = [last, 1, 0, ...lines.keys()].filter((i, at, all) => i >= 0 && i <= last && all.indexOf(i) === at);
  const kept = new Set<number>();
  let used = 0;
  for (const i of order) {
    if (used + lines[i].length > room) continue;
    kept.add(i);
    used += lines[i].length;
  }
  // A place too long for the room still shows what fits of it.
  if (kept.size === 0) return lines[last].slice(0, room);
  return lines.flatMap((rows, i) => (kept.has(i) ? rows : []));
}

export function EndScreen(props: EndScreenProps) {
  const { result, titles, humanSeat, match, nextStarter, savePath, width, onNext, onLeave, armDelayMs, rows = 24 } = props;
  const { seed = null, variants = [], practice = false, marks = '', share = '', field = '', newGames = true } = props;
  const t = useTexts(THRONFOLGE_TEXTS);
  const shared = useTexts(SHARED_TEXTS);
  // On an SSH session the log is on the server: no command to run, where it is kept instead.
  const sshLine = useOverSsh() ? shared.sshLogKept : null;
  const theme = useTheme();
  const armed = useArmed(armDelayMs);
  const last = nextStarter === null;
  const keyCtx = { next: Boolean(onNext) && !last, last, newGames };
  // Every key stops here; the first that chooses (once the keys count) leaves the screen, once.
  const done = useRef(false);
  useKeyLayer(KEY_PRIORITY.cover, (pressed) => {
    const choice = armed && !done.current ? pressed.map((press) => actionOf(THRONFOLGE_END_KEYMAP, press, keyCtx)).find((c) => c !== null) : undefined;
    if (choice) {
      done.current = true;
      if (choice === 'next') onNext?.();
      else onLeave(choice);
    }
    return pressed.length;
  });
  const headline = result.shared || result.winner === null ? t.sharedVictory : result.winner === humanSeat ? t.youWin : t.wins(t.player(result.winner));
  const good = result.shared || result.winner === null || humanSeat === null || result.winner === humanSeat;
  const inner = width - 4;
  const champion = matchWinner(match.wins);
  const lines = (text: string): number => text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil([...l].length / width)), 0);
  const replayRows = lines(replayCommandLines('thronfolge', savePath, width, t.replayWith, shared.replayFileIs, shared.replayFile, sshLine).join('\n'));
  // Border, headline and reason, the score table without its family rows, and what always shows;
  // then, as far as they fit, the followers per family (4 rows), the seed, the daily mark, the
  // share label (in the order they give way).
  const fixed = 2 + 2 + 7 + (match.games > 1 ? 2 : 0) + (practice ? 1 : 0) + (share ? lines(share) : 0) + replayRows + 1;
  // The day's field comes before those that give way: as much of it as fits, its place (last line) kept.
  const fieldRows = fieldWithin(field, width, rows - 1 - fixed);
  const room = rows - 1 - fixed - fieldRows.length;
  const families = room >= 4 + (seed !== null ? 1 : 0) + (marks ? 1 : 0) + (share ? 1 : 0);
  const left = room - (families ? 4 : 0);
  const showSeed = seed !== null && left >= 1 + (marks ? 1 : 0) + (share ? 1 : 0);
  const showMarks = Boolean(marks) && left - (showSeed ? 1 : 0) >= 1 + (share ? 1 : 0);
  const showLabel = Boolean(share) && left - (showSeed ? 1 : 0) - (showMarks ? 1 : 0) >= 1;
  const keys = armed
    ? last
      ? !newGames
        ? t.endKeys
        : [...t.endKeysAgain].length <= width
          ? t.endKeysAgain
          : t.endKeysShort
      : [...t.endKeysNext].length <= width
        ? t.endKeysNext
        : t.endKeysNextShort
    : '';
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} borderColor={tint(theme, good ? 'good' : 'bad')} flexDirection="column" paddingX={1}>
        <Text bold color={tint(theme, good ? 'good' : 'bad')} wrap="truncate-end">
          {t.gameOver(headline)}
        </Text>
        <Text wrap="truncate-end">{t.decidedBy(result.reason, result.tieBreak)}</Text>
        <ScoreTable breakdown={result.breakdown} titles={titles} width={inner} compact={!families} />
        {match.games > 1 ? (
          <Text wrap="truncate-end" bold>
            {t.matchTally(match.game, match.games, `${t.player(1)} ${match.wins[0]}`, `${t.player(2)} ${match.wins[1]}`, match.shared)}
          </Text>
        ) : null}
        {match.games > 1 ? <Text wrap="truncate-end">{last ? (champion ? t.matchWon(t.player(champion)) : t.matchLevel) : t.nextStarts(t.player(nextStarter))}</Text> : null}
        {showMarks ? <Text wrap="truncate-end">{marks}</Text> : null}
        {practice ? (
          <Text wrap="truncate-end" color={tint(theme, 'warn')}>
            {t.practiceGame}
          </Text>
        ) : null}
        {showSeed ? <Text wrap="truncate-end">{t.endSeed(seed, variants)}</Text> : null}
      </Box>
      {/* Without a border or indent, so it can be copied as it is. */}
      {showLabel ? <Text dimColor>{shared.shareLabel}</Text> : null}
      {share ? <Text>{share}</Text> : null}
      {fieldRows.map((line, i) => (
        <Text key={`field-${i}`} wrap="truncate-end">
          {line || ' '}
        </Text>
      ))}
      <ReplayCommand bin="thronfolge" path={savePath} width={width} label={t.replayWith} pathLabel={shared.replayFileIs} placeholder={shared.replayFile} overSsh={sshLine} />
      {/* The keys show once they count, so nobody presses them too early. */}
      <ClickableKeys keys={keys}>
        <Text dimColor wrap="truncate-end">
          {keys || ' '}
        </Text>
      </ClickableKeys>
    </Box>
  );
}
