// The terminal's size, kept current on resize. Streams without a size (tests, pipes) count as 80×24.
import { useStdout } from 'ink';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';

export interface TerminalSize {
  columns: number;
  rows: number;
}

/**
 * Rows a frame around a screen keeps for itself (a lesson's panel above the board): the screen
 * inside lays itself out in the rest.
 */
export const ReservedRows = createContext(0);

export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const reserved = useContext(ReservedRows);
  const [screen, setScreen] = useState(() => ({ columns: stdout.columns || 80, rows: stdout.rows || 24 }));
  useEffect(() => {
    // A resize always draws again, also to the same size: the terminal may have redrawn its screen.
    const onResize = () => setScreen({ columns: stdout.columns || 80, rows: stdout.rows || 24 });
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  // The reserved rows are taken off in the same render that changes them (a menu opening under the
  // board): read in an effect, one frame would draw the whole board above the menu, taller than the
  // screen. The same size keeps its object, so a screen's memos hold.
  const rows = Math.max(1, screen.rows - reserved);
  return useMemo(() => ({ columns: screen.columns, rows }), [screen, rows]);
}
