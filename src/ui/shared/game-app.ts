// What every interactive game screen does the same way, whatever the rules: leaving (and Ctrl-C)
// and closing an overlay after the key that closed it.
import { useApp, useInput } from 'ink';
import type { ExitReason } from './run-screen.js';

/**
 * Runs a change once the current key has reached every listener, so that a key which closes an
 * overlay does not act on the table too (listener order is not fixed in Ink).
 */
export const afterThisKey = (change: () => void): void => queueMicrotask(change);

/**
 * Leaving the app: the entry learns why, then Ink ends. Ctrl-C leaves at once: the log on disk
 * already holds every move made.
 */
export function useLeave(onExit: (reason: ExitReason) => void): (reason: ExitReason) => void {
  const { exit } = useApp();
  const leave = (reason: ExitReason) => {
    onExit(reason);
    exit();
  };
  useInput((input, key) => {
    if (key.ctrl && input === 'c') leave('interrupted');
  });
  return leave;
}
