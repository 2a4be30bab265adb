// The idle clock of an SSH session: a warning on the last row, then the session's close.
import { idleWarningSeconds } from './ssh-limits.js';
import type { SessionTerminal } from './terminal.js';

/**
 * The idle clock of a session, running since `since` (the login, Date.now()): every key restarts
 * it; a warning comes first, then the close.
 */
export function idleClock(idleSeconds: number, since: number, terminal: SessionTerminal, on: { warn: (seconds: number) => string; close: () => void }): { stop(): void } {
  const warningSeconds = idleWarningSeconds(idleSeconds);
  let warnTimer: NodeJS.Timeout | undefined;
  let closeTimer: NodeJS.Timeout | undefined;
  let warned = false;
  const arm = (elapsedMs = 0): void => {
    clearTimeout(warnTimer);
    clearTimeout(closeTimer);
    if (warned) {
      warned = false;
      // The warning's row may lie below the app's frame, where no frame of the app reaches:
      // blank it, then have the app draw its frame again over what the warning covered.
      terminal.stdout.write(`\u001b7\u001b[${terminal.stdout.rows};1H\u001b[2K\u001b8`);
      terminal.repaint();
    }
    warnTimer = setTimeout(
      () => {
        warned = true;
        const { rows } = terminal.stdout;
        // On the last row, over whatever the app drew there, in reverse video.
        terminal.stdout.write(`\u001b7\u001b[${rows};1H\u001b[2K\u001b[7m ${on.warn(warningSeconds)} \u001b[0m\u001b8`);
      },
      Math.max(0, (idleSeconds - warningSeconds) * 1000 - elapsedMs),
    );
    closeTimer = setTimeout(on.close, Math.max(0, idleSeconds * 1000 - elapsedMs));
  };
  terminal.onKey(() => arm());
  arm(Date.now() - since);
  return {
    stop() {
      clearTimeout(warnTimer);
      clearTimeout(closeTimer);
    },
  };
}
