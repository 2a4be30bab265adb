// The replay stepper of any game: a position from 0 (the start) to `total` (after the last move),
// ←/→ one move, Home/End to either end, a move number and Enter to jump to that move (the number
// the event log and `regicide analyze` give), space to play on by itself, q or Esc to leave.
import { Box, Text, useApp, useInput } from 'ink';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { eachKey } from './each-key.js';
import { useTexts } from './i18n.js';
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
}

export function ReplayShell({ total, renderPosition, describeMove, initialPosition = 0, stepMs = 800, onQuit }: ReplayShellProps) {
  const t = useTexts(SHARED_TEXTS);
  const theme = useTheme();
  const { exit } = useApp();
  const [position, setPosition] = useState(Math.min(Math.max(0, initialPosition), total));
  const [playing, setPlaying] = useState(false);
  // The move number being typed (null: none); Enter jumps there, Esc forgets it. Kept in a ref
  // too, since "23" and Enter may arrive before React re-renders.
  const [target, setTargetState] = useState<string | null>(null);
  const typed = useRef<string | null>(null);
  const setTarget = (next: string | null): void => {
    typed.current = next;
    setTargetState(next);
  };

  useEffect(() => {
    if (!playing) return;
    if (position >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setPosition((p) => Math.min(total, p + 1)), stepMs);
    return () => clearTimeout(timer);
  }, [playing, position, total, stepMs]);

  useInput(eachKey((input, key) => {
    const now = typed.current;
    if (/^[0-9]$/.test(input)) {
      setPlaying(false);
      setTarget(((now ?? '') + input).replace(/^0+(?=\d)/, '').slice(0, String(total).length));
      return;
    }
    if (now !== null) {
      setTarget(null);
      if (key.return) return setPosition(Math.min(total, Number(now)));
      if (key.escape) return;
      if (key.backspace || key.delete) return setTarget(now.length > 1 ? now.slice(0, -1) : null);
    }
    if (key.rightArrow || input === 'l') setPosition((p) => Math.min(total, p + 1));
    else if (key.leftArrow || input === 'h') setPosition((p) => Math.max(0, p - 1));
    else if (key.home) setPosition(0);
    else if (key.end) setPosition(total);
    else if (input === ' ') {
      // Space at the end starts again from the beginning.
      if (!playing && position >= total) setPosition(0);
      setPlaying((p) => !p);
    } else if (input === 'q' || key.escape || (key.ctrl && input === 'c')) {
      if (onQuit) onQuit();
      else exit();
    }
  }));

  return (
    <Box flexDirection="column">
      <Box justifyContent="space-between">
        <Text bold color={tint(theme, 'cyan')}>
          {position === 0 ? t.replayStart : `${t.labelled(t.replayMove(position, total))}${describeMove(position)}`}
        </Text>
        {target !== null ? <Text color={tint(theme, 'yellow')}>{t.replayGoTo(target, total)}</Text> : playing ? <Text color={tint(theme, 'green')}>{t.replayPlaying}</Text> : null}
      </Box>
      {renderPosition(position)}
      <Text dimColor wrap="truncate-end">{t.replayKeys}</Text>
    </Box>
  );
}

/** Rows the shell adds around the board: the move line above, the key line below. */
const SHELL_ROWS = 2;

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
