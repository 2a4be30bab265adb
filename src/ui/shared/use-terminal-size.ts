// The terminal's size, kept current on resize. Streams without a size (tests, pipes) count as 80×24.
import { useStdout } from 'ink';
import { createContext, useContext, useEffect, useState } from 'react';

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
  const read = (): TerminalSize => ({ columns: stdout.columns || 80, rows: Math.max(1, (stdout.rows || 24) - reserved) });
  const [size, setSize] = useState(read);
  useEffect(() => {
    // Read again when the reserved rows change (a menu under the board opens or closes); the same size keeps its object.
    setSize((old) => (({ columns, rows }) => (columns === old.columns && rows === old.rows ? old : { columns, rows }))(read()));
    // A resize always draws again, also to the same size: the terminal may have redrawn its screen.
    const onResize = () => setSize(read());
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stdout, reserved]);
  return size;
}
