// An SSH channel as the terminal an Ink app expects: stdin a readable stream that is always a TTY
// in raw mode (a pty channel already passes every key through), stdout a writable stream that
// knows the client's window size and says 'resize' when the client's window changes.
import { PassThrough, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export interface ChannelLike {
  write(data: string | Buffer): boolean;
  /** Bytes written and not yet taken by the client (the SSH window is full). */
  readonly writableLength: number;
  on(event: 'data', listener: (data: Buffer) => void): unknown;
  off(event: 'data', listener: (data: Buffer) => void): unknown;
}

export interface SessionInput extends PassThrough {
  isTTY: true;
  setRawMode(mode: boolean): SessionInput;
  isRaw: boolean;
  ref(): SessionInput;
  unref(): SessionInput;
}

export interface SessionOutput extends Writable {
  isTTY: true;
  columns: number;
  rows: number;
}

export interface SessionTerminal {
  stdin: SessionInput;
  stdout: SessionOutput;
  /** The client's window changed (an SSH window-change request). */
  resize(columns: number, rows: number): void;
  /** Has the app draw its whole frame again, even where it thinks the screen already shows it. */
  repaint(): void;
  /** Each key the client sends, before the app reads it (the idle clock listens here). */
  onKey(listener: () => void): void;
  /** Stops passing keys and output (the channel is closing). */
  detach(): void;
}

/** Sizes a client may claim; anything outside is clamped so that no layout is asked for absurd sizes. */
const clamp = (n: number, low: number, high: number, fallback: number): number => (Number.isInteger(n) && n > 0 ? Math.max(low, Math.min(high, n)) : fallback);
export const clampColumns = (n: number): number => clamp(n, 20, 500, 80);
export const clampRows = (n: number): number => clamp(n, 5, 200, 24);

/** Output a client may leave unread before its session is given up (a screen is a few KiB). */
export const UNREAD_OUTPUT_MAX_BYTES = 1024 * 1024;

/** `onStalled`: the client stopped reading; its session ends rather than the server keeping its frames. */
export function sessionTerminal(channel: ChannelLike, columns: number, rows: number, onStalled: () => void = () => {}): SessionTerminal {
  let attached = true;
  // One chunk per packet the client sent, as a terminal delivers keys: keys that wait for the app
  // (between two screens) must not run together into one unreadable string.
  const stdin = new PassThrough({ objectMode: true }) as unknown as SessionInput;
  const decoder = new StringDecoder('utf8');
  Object.assign(stdin, {
    isTTY: true,
    isRaw: true,
    setRawMode: () => stdin,
    // Already text; Node's setEncoding would also join the waiting chunks into one.
    setEncoding: () => stdin,
    ref: () => stdin,
    unref: () => stdin,
  });
  const keyListeners: (() => void)[] = [];
  const fromChannel = (data: Buffer): void => {
    if (!attached) return;
    for (const listener of keyListeners) listener();
    const text = decoder.write(data);
    if (text) stdin.write(text);
  };
  channel.on('data', fromChannel);

  const stdout = new Writable({
    // Strings as the app wrote them: a pty's line discipline is not here to turn \n into \r\n.
    decodeStrings: false,
    write(chunk: Buffer | string, _encoding, done) {
      if (attached) {
        channel.write(String(chunk).replace(/\r?\n/g, '\r\n'));
        if (channel.writableLength > UNREAD_OUTPUT_MAX_BYTES) {
          attached = false;
          onStalled();
        }
      }
      done();
    },
  }) as SessionOutput;
  Object.assign(stdout, { isTTY: true, columns: clampColumns(columns), rows: clampRows(rows) });
  // One listener per mounted component and Ink instance; a session mounts a handful.
  stdout.setMaxListeners(50);

  return {
    stdin,
    stdout,
    resize(c, r) {
      stdout.columns = clampColumns(c);
      stdout.rows = clampRows(r);
      stdout.emit('resize');
    },
    repaint() {
      // Ink skips a frame equal to the last one, and erases and redraws all only when the width
      // shrinks: one column less, then the real width again, redraws every line of the frame.
      const columns = stdout.columns;
      stdout.columns = columns - 1;
      stdout.emit('resize');
      stdout.columns = columns;
      stdout.emit('resize');
    },
    onKey: (listener) => void keyListeners.push(listener),
    detach() {
      attached = false;
      channel.off('data', fromChannel);
      stdin.end();
    },
  };
}
