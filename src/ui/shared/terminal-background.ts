// Is the terminal light or dark? Asked once, before the first frame, with OSC 11 ("what is your
// background colour?"), followed by DA1 ("what are you?"), which every terminal answers: terminals
// answer in order, so the DA1 answer says the OSC 11 answer is in or will not come, and a terminal
// that does not know OSC 11 costs one round trip instead of the whole timeout. A terminal that
// answers neither is given BACKGROUND_TIMEOUT_MS, then the screen starts dark.
import { luminanceOf } from './contrast.js';

export const OSC11_QUERY = '\x1b]11;?\x1b\\';
export const DA1_QUERY = '\x1b[c';
/** The longest the first frame waits for a terminal that answers nothing. */
export const BACKGROUND_TIMEOUT_MS = 100;

export type Background = 'dark' | 'light';

// `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` ended by BEL or ST; each channel 1 to 4 hex digits.
const OSC11_ANSWER = /\x1b\]11;rgba?:([0-9a-f]{1,4})\/([0-9a-f]{1,4})\/([0-9a-f]{1,4})(?:\/[0-9a-f]{1,4})?(?:\x07|\x1b\\)/i;
// `ESC [ ? … c`: the answer to DA1.
const DA1_ANSWER = /\x1b\[\?[0-9;]*c/;

const channel = (hex: string): number => parseInt(hex, 16) / (16 ** hex.length - 1);

/** The background an OSC 11 answer names: light when its relative luminance is above the middle grey's. */
export function backgroundOfAnswer(text: string): Background | null {
  const m = OSC11_ANSWER.exec(text);
  if (!m) return null;
  // 0.18 is middle grey's luminance (#767676 against black and white alike gives ~4.5:1 each way).
  return luminanceOf(channel(m[1]), channel(m[2]), channel(m[3])) > 0.18 ? 'light' : 'dark';
}

export interface QueryStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean; isRaw?: boolean; setRawMode?(raw: boolean): unknown };
  output: NodeJS.WritableStream & { isTTY?: boolean };
}

/** Asks the terminal; null when it did not say (no OSC 11, or no answer in time). */
export function queryBackground({ input, output }: QueryStreams, timeoutMs = BACKGROUND_TIMEOUT_MS): Promise<Background | null> {
  return new Promise((resolve) => {
    let text = '';
    const wasRaw = input.isRaw ?? false;
    input.setRawMode?.(true);
    const finish = (): void => {
      clearTimeout(timer);
      input.off('data', onData);
      input.setRawMode?.(wasRaw);
      input.pause();
      // Keys typed meanwhile (a player quick off the mark) go back for the screen to read.
      const keys = text.replace(OSC11_ANSWER, '').replace(DA1_ANSWER, '');
      if (keys) input.unshift(Buffer.from(keys, 'latin1'));
      resolve(backgroundOfAnswer(text));
    };
    const onData = (chunk: Buffer | string): void => {
      text += typeof chunk === 'string' ? chunk : chunk.toString('latin1');
      if (DA1_ANSWER.test(text)) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    input.on('data', onData);
    input.resume();
    output.write(OSC11_QUERY + DA1_QUERY);
  });
}

/**
 * Whether asking is worth it: both ends a terminal, not over SSH (an answer may take longer than
 * the timeout there and then reach the screen as keys), and not a terminal known to print
 * unknown sequences (the Linux console, dumb).
 */
export function mayAsk(streams: QueryStreams, env: NodeJS.ProcessEnv): boolean {
  if (!streams.input.isTTY || !streams.output.isTTY) return false;
  if (env.SSH_CONNECTION || env.SSH_CLIENT || env.SSH_TTY) return false;
  const term = env.TERM ?? '';
  return term !== '' && term !== 'dumb' && term !== 'linux';
}

// The terminal's background is a fact of the process's terminal, asked at most once: the screens
// read it through the theme when no --theme was given.
let asked = false;
let wanted = false;
let known: Background | null = null;

/** A screen about to start has no --theme and shows colour: ask before its first frame. */
export function wantBackground(): void {
  wanted = true;
}

/** Asks once, when a screen wants it and the terminal may be asked. */
export async function learnBackground(streams: QueryStreams, env: NodeJS.ProcessEnv): Promise<void> {
  if (asked || !wanted || !mayAsk(streams, env)) return;
  asked = true;
  known = await queryBackground(streams);
}

/** The terminal's background as learnt, else dark. */
export const terminalBackground = (): Background => known ?? 'dark';
