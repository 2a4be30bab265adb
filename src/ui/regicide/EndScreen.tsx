// The end of a game: won or lost, the solo medal (none for practice), how far the players got, the
// seed and variants, how to watch the game again, and the keys to play again or start a new game.
// It covers the table and takes every key itself (its key map: end-keymap.ts).
import { Box } from 'ink';
import { Text } from '../shared/Text.js';
import { ClickableKeys } from '../shared/Footer.js';
import { useRef } from 'react';
import type { RegicideResult, RegicideView } from '../../games/regicide/types.js';
import { enemyCount } from '../../games/regicide/values.js';
import { ReplayCommand, replayCommandLines } from '../shared/ReplayCommand.js';
import { useOverSsh } from '../shared/over-ssh.js';
import { SHARED_TEXTS } from '../shared/shared-strings.js';
import { useTexts } from '../shared/i18n.js';
import { borderStyle, tint, useTheme } from '../shared/theme.js';
import { EventLog } from '../shared/EventLog.js';
import { useArmed } from '../shared/use-armed-input.js';
import { KEY_PRIORITY, useKeyLayer } from '../shared/key-bus.js';
import { actionOf } from '../shared/keymap.js';
import { REGICIDE_END_KEYMAP, type RegicideEndChoice } from './end-keymap.js';
import { REGICIDE_TEXTS } from './strings.js';

export interface EndScreenProps {
  view: RegicideView;
  result: RegicideResult;
  savePath: string;
  events: readonly string[];
  width: number;
  /** Shown once the game is over (null: not known here). */
  seed: string | null;
  practice: boolean;
  /**
   * 'over' leaves; 'again' plays the same options with a new seed; 'retry' the same deal again;
   * 'new' starts a default game; 'analyze' (after a lost game) leaves to ask the solver whether the
   * deal could have been won.
   */
  onLeave: (how: RegicideEndChoice) => void;
  /** The game can be analysed (it was lost, and the log is on this machine). */
  canAnalyze?: boolean;
  /** False at a networked table: no next game starts here, so only leaving is offered. */
  newGames?: boolean;
  /** Keys typed this long before the screen appeared are ignored (p yields in play, and plays again here). */
  armDelayMs?: number;
  /** The terminal's rows: the event log takes what the rest leaves (more of the game in a tall terminal). */
  rows?: number;
  /** The daily deal or retry mark, worded. */
  marks?: string;
  /** A daily game's share text (lines), or ''. */
  share?: string;
  /** The day's field in a few lines (a daily game sent to a server), or '' (none, or not yet). */
  field?: string;
}

export function EndScreen({
  view,
  result,
  savePath,
  events,
  width,
  seed,
  practice,
  onLeave,
  canAnalyze = false,
  newGames = true,
  armDelayMs,
  rows = 24,
  marks = '',
  share = '',
  field = '',
}: EndScreenProps) {
  const t = useTexts(REGICIDE_TEXTS);
  const shared = useTexts(SHARED_TEXTS);
  // On an SSH session the log is on the server: no command to run, where it is kept instead.
  const sshLine = useOverSsh() ? shared.sshLogKept : null;
  const theme = useTheme();
  const armed = useArmed(armDelayMs);
  const keyCtx = { canAnalyze: canAnalyze && result.outcome === 'lost', newGames };
  // Every key stops here; the first that chooses (once the keys count) leaves the screen, once.
  const done = useRef(false);
  useKeyLayer(KEY_PRIORITY.cover, (pressed) => {
    const choice = armed && !done.current ? pressed.map((press) => actionOf(REGICIDE_END_KEYMAP, press, keyCtx)).find((c) => c !== null) : undefined;
    if (choice) {
      done.current = true;
      onLeave(choice);
    }
    return pressed.length;
  });
  const won = result.outcome === 'won';
  const total = enemyCount(view.variants);
  const { medal } = result;
  const analyze = canAnalyze && result.outcome === 'lost';
  // The frame stays a row shorter than the terminal; the log gets the rows the rest leaves.
  const replayRows = replayCommandLines('regicide', savePath, width, t.replayWith, shared.replayFileIs, shared.replayFile, sshLine).reduce(
    (n, l) => n + Math.max(1, Math.ceil([...l].length / width)),
    0,
  );
  const boxRows = 2 + 2 + (medal && !practice ? 1 : 0) + (practice ? 1 : 0) + (seed !== null ? 1 : 0) + (marks ? 1 : 0);
  const keys = !newGames ? t.endKeysLeave : [...t.endKeys].length <= width ? t.endKeys : t.endKeysShort;
  const shareRows = share ? share.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil([...l].length / width)), 1) : 0;
  const fieldRows = field ? field.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil([...l].length / width)), 0) : 0;
  const logRows = Math.max(3, rows - 1 - boxRows - shareRows - fieldRows - replayRows - (analyze ? 1 : 0) - 1);
  return (
    <Box flexDirection="column" width={width}>
      <Box borderStyle={borderStyle(theme)} borderColor={tint(theme, won ? 'good' : 'bad')} flexDirection="column" paddingX={1}>
        <Text bold color={tint(theme, won ? 'good' : 'bad')}>
          {won ? t.victory : t.defeat}
        </Text>
        {medal && !practice ? (
          <Text bold color={tint(theme, 'warn')}>
            {t.medal(medal)}
          </Text>
        ) : null}
        {practice ? <Text color={tint(theme, 'warn')}>{t.practiceGame(view.players === 1)}</Text> : null}
        <Text>{t.enemiesDefeated(result.enemiesDefeated, total)}</Text>
        {marks ? <Text wrap="truncate-end">{marks}</Text> : null}
        {seed !== null ? <Text wrap="truncate-end">{t.endSeed(seed, view.variants)}</Text> : null}
      </Box>
      {/* Without a border or indent, so it can be copied as it is. */}
      {share ? <Text dimColor>{shared.shareLabel}</Text> : null}
      {share ? <Text>{share}</Text> : null}
      {field ? <Text>{field}</Text> : null}
      <ReplayCommand bin="regicide" path={savePath} width={width} label={t.replayWith} pathLabel={shared.replayFileIs} placeholder={shared.replayFile} overSsh={sshLine} />
      <EventLog lines={events} height={logRows} width={width} />
      {/* The keys show once they count, so a key meant for the last move is not taken as one of them. */}
      {analyze ? <Text bold>{armed ? t.endKeyAnalyze : ' '}</Text> : null}
      <ClickableKeys keys={armed ? keys : ''}>
        <Text dimColor wrap="truncate-end">
          {armed ? keys : ' '}
        </Text>
      </ClickableKeys>
    </Box>
  );
}
