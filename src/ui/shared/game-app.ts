// Leaving a game screen, the same way whatever the rules: the entry learns why, then Ink ends.
import { useApp } from 'ink';
import type { ExitReason } from './run-screen.js';

export function useLeave(onExit: (reason: ExitReason) => void): (reason: ExitReason) => void {
  const { exit } = useApp();
  return (reason: ExitReason) => {
    onExit(reason);
    exit();
  };
}
