// The game runs on the terminal's alternate screen: when it ends (normally, by Ctrl-C, or by a
// crash) the terminal switches back and nothing of the game, private hands included, stays in
// the scrollback. The mouse reporting a screen turned on goes off with it.
import { mouseOff } from './mouse-mode.js';

const ENTER_ALT_SCREEN = '\u001b[?1049h';
const LEAVE_ALT_SCREEN = '\u001b[?1049l';
const CLEAR_AND_HOME = '\u001b[2J\u001b[H';
const SHOW_CURSOR = '\u001b[?25h';

/** A session's terminal (SSH) switches the same way, without the process's exit hooks. */
export const ENTER_SESSION_SCREEN = ENTER_ALT_SCREEN + CLEAR_AND_HOME;
export const LEAVE_SESSION_SCREEN = CLEAR_AND_HOME + SHOW_CURSOR + LEAVE_ALT_SCREEN;

const SIGNAL_EXITS = [
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const;

export interface Fullscreen {
  /** Leaves the alternate screen (idempotent). */
  leave(): void;
}

export function enterFullscreen(stdout: NodeJS.WriteStream = process.stdout): Fullscreen {
  stdout.write(ENTER_ALT_SCREEN + CLEAR_AND_HOME);
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    mouseOff(stdout);
    stdout.write(CLEAR_AND_HOME + SHOW_CURSOR + LEAVE_ALT_SCREEN);
    process.off('exit', leave);
  };
  // 'exit' also runs after an uncaught exception, so a crash still restores the terminal.
  process.on('exit', leave);
  // A kill or a closed terminal: the game is already saved, so restore the screen and go.
  for (const [signal, code] of SIGNAL_EXITS)
    process.once(signal, () => {
      leave();
      process.exit(code);
    });
  return { leave };
}
