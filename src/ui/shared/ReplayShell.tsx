// The replay stepper of any game: a position from 0 (the start) to `total` (after the last move),
// ←/→ one move, Home/End to either end, a move number and Enter to jump to that move (the number
// the event log and `regicide analyze` give), space to play on by itself, ? its help (made from
// the same key map), q or Esc to leave.
import { Box, useApp } from 'ink';
import { Text } from './Text.js';
import { ClickableKeys } from './Footer.js';
import { type ReactNode, useEffect } from 'react';
import { useTexts } from './i18n.js';
import { KEY_PRIORITY, KeyRoot, useKeyLayer, useKeyState } from './key-bus.js';
import { HELP_KEYMAP, HelpOverlay, helpKey } from './HelpOverlay.js';
import { actionOf, type Binding, helpRowsOf, type KeyPress } from './keymap.js';
import { SHARED_TEXTS } from './shared-strings.js';
import { SizeGuard } from './SizeGuard.js';
import { tint, useTheme } from './theme.js';
import { type TerminalSize, useTerminalSize } from './use-terminal-size.js';

export interface ReplayShellProps {
  /** Number of moves in the log. */
  total: number;
  /** The screen after `position` moves (0 = before the first). */
  renderPosition: (position: number) => ReactNode;
  /** A one-line description of move `position` (1-based), shown above the board. */
  describeMove: (position: number) => string;
  initialPosition?: number;
  stepMs?: number;
  onQuit?: () => void;
  /** What the first position is called (default: the start of the game; a puzzle's line starts at its position). */
  startLabel?: string;
}

export interface ReplayState {
  position: number;
  playing: boolean;
  /** The move number being typed (null: none); Enter jumps there, Esc forgets it. */
  typed: string | null;
  /** The help is open at this first row (null: closed). */
  help: number | null;
}

export type ReplayKeyId = 'replayStep' | 'replayEnds' | 'replayNumber' | 'replayJump' | 'replayForget' | 'replayErase' | 'replayPlay' | 'replayHelp' | 'replayQuit';
type ReplayAction =
  | { type: 'step'; delta: number }
  | { type: 'end'; last: boolean }
  | { type: 'digit'; digit: string }
  | { type: 'jump' }
  | { type: 'forget' }
  | { type: 'erase' }
  | { type: 'play' }
  | { type: 'help' }
  | { type: 'quit' };

const typing = (c: { typing: boolean }): boolean => c.typing;

export const REPLAY_KEYMAP: readonly Binding<ReplayKeyId, { typing: boolean }, ReplayAction>[] = [
  { id: 'replayNumber', matches: ({ input }) => /^[0-9]$/.test(input), when: () => true, action: ({ input }) => ({ type: 'digit', digit: input }) },
  { id: 'replayJump', matches: ({ key }) => key.return, when: typing, action: () => ({ type: 'jump' }) },
  { id: 'replayForget', matches: ({ key }) => key.escape, when: typing, action: () => ({ type: 'forget' }) },
  { id: 'replayErase', matches: ({ key }) => key.backspace || key.delete, when: typing, action: () => ({ type: 'erase' }) },
  {
    id: 'replayStep',
    matches: ({ input, key }) => key.rightArrow || input === 'l' || key.leftArrow || input === 'h',
    when: () => true,
    action: ({ input, key }) => ({ type: 'step', delta: key.leftArrow || input === 'h' ? -1 : 1 }),
  },
  { id: 'replayEnds', matches: ({ key }) => key.home || key.end, when: () => true, action: ({ key }) => ({ type: 'end', last: key.end }) },
  { id: 'replayPlay', matches: ({ input }) => input === ' ', when: () => true, action: () => ({ type: 'play' }) },
  { id: 'replayHelp', matches: ({ input }) => input === '?', when: () => true, action: () => ({ type: 'help' }) },
  { id: 'replayQuit', matches: ({ input, key }) => input === 'q' || key.escape || (key.ctrl && input === 'c'), when: () => true, action: () => ({ type: 'quit' }) },
];

/** One key on the stepper: the new state, and whether it leaves. */
export function replayKey(s: ReplayState, press: KeyPress, total: number): { state: ReplayState; quit?: boolean } {
  const action = actionOf(REPLAY_KEYMAP, press, { typing: s.typed !== null });
  if (action === null) return { state: s.typed === null ? s : { ...s, typed: null } };
  if (action.type === 'digit') {
    const typed = ((s.typed ?? '') + action.digit).replace(/^0+(?=\d)/, '').slice(0, String(total).length);
    return { state: { ...s, playing: false, typed } };
  }
  // Any other key ends the number being typed.
  const now = s.typed;
  const state = { ...s, typed: null };
  switch (action.type) {
    case 'jump':
      return { state: { ...state, position: Math.min(total, Number(now)) } };
    case 'forget':
      return { state };
    case 'erase':
      return { state: { ...state, typed: now !== null && now.length > 1 ? now.slice(0, -1) : null } };
    case 'step':
      return { state: { ...state, position: Math.max(0, Math.min(total, state.position + action.delta)) } };
    case 'end':
      return { state: { ...state, position: action.last ? total : 0 } };
    case 'play':
      // Space at the end starts again from the beginning.
      return { state: { ...state, position: !state.playing && state.position >= total ? 0 : state.position, playing: !state.playing } };
    case 'help':
      // Playing on stops while the help covers the board.
      return { state: { ...state, playing: false, help: 0 } };
    case 'quit':
      return { state, quit: true };
  }
}

/** The help's rows: every key of the stepper, the keys of a typed number too. */
export const replayHelpRows = (help: Record<ReplayKeyId, readonly [string, string]>): [string, string][] => helpRowsOf(REPLAY_KEYMAP, { typing: true }, help);

/** Rows the shell adds around the board: the move line above, the key line below. */
const SHELL_ROWS = 2;

export function ReplayShell(props: ReplayShellProps) {
  return (
    <KeyRoot>
      <Stepper {...props} />
    </KeyRoot>
  );
}

function Stepper({ total, renderPosition, describeMove, initialPosition = 0, stepMs = 800, onQuit, startLabel }: ReplayShellProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const { exit } = useApp();
  const [state, box] = useKeyState<ReplayState>(() => ({ position: Math.min(Math.max(0, initialPosition), total), playing: false, typed: null, help: null }));
  const setState = box.set;
  const { position, playing, typed: target } = state;
  const size = useTerminalSize();
  const helpRows = replayHelpRows(t.sharedKeyHelp);
  const helpWidth = Math.min(size.columns, 100);
  // The help covers the board: the move line and the key line stay.
  const helpRowsMax = size.rows - SHELL_ROWS;

  useEffect(() => {
    if (!playing) return;
    if (position >= total) {
      setState((s) => ({ ...s, playing: false }));
      return;
    }
    const timer = setTimeout(() => setState((s) => ({ ...s, position: Math.min(total, s.position + 1) })), stepMs);
    return () => clearTimeout(timer);
  }, [playing, position, total, stepMs]);

  useKeyLayer(KEY_PRIORITY.screen, (pressed) => {
    let next = box.get();
    for (const press of pressed) {
      if (next.help !== null && !(press.key.ctrl && press.input === 'c')) {
        // The open help takes the keys (but Ctrl-C): ? Esc q close it, ↑ ↓ scroll it.
        const action = actionOf(HELP_KEYMAP, press, null);
        if (action) next = { ...next, help: helpKey(next.help, action, { keys: helpRows, notes: [], width: helpWidth, rows: helpRowsMax }) };
        continue;
      }
      const { state: after, quit } = replayKey(next, press, total);
      next = after;
      if (quit) {
        if (onQuit) onQuit();
        else exit();
        break;
      }
    }
    setState(next);
    return pressed.length;
  });

  return (
    <Box flexDirection="column">
      <Box justifyContent="space-between">
        <Text bold color={tint(theme, 'accent')}>
          {position === 0 ? (startLabel ?? t.replayStart) : `${t.labelled(t.replayMove(position, total))}${describeMove(position)}`}
        </Text>
        {target !== null ? <Text color={tint(theme, 'warn')}>{t.replayGoTo(target, total)}</Text> : playing ? <Text color={tint(theme, 'good')}>{t.replayPlaying}</Text> : null}
      </Box>
      {state.help !== null ? <HelpOverlay keys={helpRows} top={state.help} width={helpWidth} rows={helpRowsMax} /> : renderPosition(position)}
      <ClickableKeys keys={t.replayKeys}>
        <Text dimColor wrap="truncate-end">
          {t.replayKeys}
        </Text>
      </ClickableKeys>
    </Box>
  );
}

export interface FullScreenReplayProps extends Omit<ReplayShellProps, 'renderPosition'> {
  /** The board after `position` moves, to fit in `boardSize` (the terminal less the shell's rows). */
  renderBoard: (position: number, boardSize: TerminalSize) => ReactNode;
}

/** The stepper over the whole terminal, behind the same size guard as the game itself. */
export function FullScreenReplay({ renderBoard, ...shell }: FullScreenReplayProps) {
  const size = useTerminalSize();
  const boardSize = { columns: size.columns, rows: size.rows - SHELL_ROWS };
  return (
    <SizeGuard size={size}>
      <ReplayShell {...shell} renderPosition={(position) => renderBoard(position, boardSize)} />
    </SizeGuard>
  );
}
