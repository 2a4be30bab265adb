// The plumbing every game's entry shares: the theme from the CLI's choices, the bot pace, and
// running one Ink app on the alternate screen until it exits.
import { render } from 'ink';
import type { ReactElement } from 'react';
import { ENTER_SESSION_SCREEN, LEAVE_SESSION_SCREEN, enterFullscreen } from './fullscreen.js';
import { mouseOff } from './mouse-mode.js';
import type { Lang } from '../../text/lang.js';
import type { UiSettings } from './UiProviders.js';
import type { ThemeName } from './palettes.js';
import { learnBackground, wantBackground } from './terminal-background.js';
import { OverSsh } from './over-ssh.js';

/**
 * How the app leaves: quit by the player, left from the end screen, or Ctrl-C; or, from the end
 * screen, to play again (same options, new seed), to retry the same deal (same seed), or a new
 * game (default options, new seed).
 */
export type ExitReason = 'quit' | 'over' | 'interrupted' | 'again' | 'retry' | 'new' | 'analyze';

/** The process's exit code: 130 is the shell's code for Ctrl-C. */
export const exitCodeOf = (reason: ExitReason): number => (reason === 'interrupted' ? 130 : 0);

/** The CLI's display options; a game without four-colour cards leaves `fourColor` out. */
export interface UiChoice {
  lang: Lang;
  ascii: boolean;
  fourColor?: boolean;
  color: boolean;
  /** --theme; left out: the terminal's background decides (asked before the first frame). */
  theme?: ThemeName | undefined;
  /** --no-mouse (or `mouse = false` in the settings) turns the mouse off; left out: on. */
  mouse?: boolean;
}

/** NO_COLOR (no-color.org) wins over the colour option and the theme. */
export function uiSettingsOf(ui: UiChoice): UiSettings {
  const color = ui.color && !process.env.NO_COLOR;
  // Without --theme, and for high contrast (which follows the terminal), the background is asked.
  if (color && ui.theme !== 'dark' && ui.theme !== 'light') wantBackground();
  return { lang: ui.lang, ascii: ui.ascii, fourColor: ui.fourColor ?? false, color, mouse: ui.mouse !== false, ...(ui.theme && { name: ui.theme }) };
}

/** Pause before each bot move; the environment variable changes it (tests use a short one). */
export function botDelayFrom(variable: string): number {
  const text = process.env[variable] ?? '';
  return /^\d+$/.test(text) ? Number(text) : 900;
}

/** An error before the screen changes: one line on stderr, and its exit code (default 1). */
export function reportFailure(command: string, error: unknown): number {
  process.stderr.write(`${command}: ${(error as Error).message}\n`);
  const code = (error as { exitCode?: unknown }).exitCode;
  return typeof code === 'number' ? code : 1;
}

/**
 * A terminal other than the process's own: an SSH session's channel. Its streams say they are a
 * TTY (stdout knows its size and says 'resize'); `onGone` tells when the session went away, so
 * that the app is taken down as if the player had left.
 */
export interface SessionScreen {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { columns: number; rows: number };
  onGone(listener: () => void): () => void;
  /** What the client said of its terminal (TERM …), for the notifications' escape sequence. */
  env?: Readonly<Record<string, string>>;
}

/** Runs the app on the alternate screen and restores the terminal however it ends. */
export async function runFullscreen(app: ReactElement, session?: SessionScreen): Promise<void> {
  if (session) return runOnSession(app, session);
  // Before the first frame and before Ink reads the keys: the answer must not reach the app.
  await learnBackground({ input: process.stdin, output: process.stdout }, process.env);
  const screen = enterFullscreen();
  try {
    // Ctrl-C is the app's own key (it saves nothing more, but must report 'interrupted').
    const instance = render(app, { exitOnCtrlC: false, patchConsole: false });
    await instance.waitUntilExit();
  } finally {
    screen.leave();
  }
}

/** Frames a second a session's screen is drawn at most (a terminal at home: Ink's 30). */
export const SESSION_FPS = 10;

/** The same on a session's terminal: the alternate screen and back, with no hooks on the process. */
async function runOnSession(app: ReactElement, session: SessionScreen): Promise<void> {
  const out = session.stdout as NodeJS.WriteStream;
  out.write(ENTER_SESSION_SCREEN);
  // Every session's frames are built on the one message loop the server shares: at most
  // SESSION_FPS a second each (keys in between are drawn together in the next frame).
  const onSession = <OverSsh.Provider value={true}>{app}</OverSsh.Provider>;
  const instance = render(onSession, { stdin: session.stdin as NodeJS.ReadStream, stdout: out, stderr: out, exitOnCtrlC: false, patchConsole: false, maxFps: SESSION_FPS });
  const off = session.onGone(() => instance.unmount());
  try {
    await instance.waitUntilExit();
  } finally {
    off();
    instance.cleanup();
    mouseOff(out);
    out.write(LEAVE_SESSION_SCREEN);
  }
}

/** The replay entry: the log is checked first, so a broken one never opens the screen. */
export async function runCheckedReplay(command: string, checkLog: () => unknown, replay: ReactElement, session?: SessionScreen): Promise<number> {
  try {
    checkLog();
  } catch (e) {
    return reportFailure(command, e);
  }
  await runFullscreen(replay, session);
  return 0;
}
