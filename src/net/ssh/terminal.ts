// An SSH channel as the terminal an Ink app expects: stdin a readable stream that is always a TTY
// in raw mode (a pty channel already passes every key through), stdout a writable stream that
// knows the client's window size and says 'resize' when the client's window changes.
// Every key and every redraw runs on the message loop that all sessions and tables share, so a
// client gets a budget of each: keys as the WebSocket's messages (a flood is dropped, a long one
// ends the session), and at most one redraw for window changes per RESIZE_EVERY_MS.
import { PassThrough, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { RateLimiter } from '../http/rate-limit.js';
import { FLOOD_DISCONNECT_AFTER, RATE_BURST, RATE_PER_SECOND } from '../wire/messages.js';

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
  /** The client kept sending keys far over its allowance (KEYS_PER_SECOND): its session should end. */
  onFlood(listener: () => void): void;
  /** Stops passing keys and output (the channel is closing). */
  detach(): void;
}

/** Sizes a client may claim; anything outside is clamped so that no layout is asked for absurd sizes. */
const clamp = (n: number, low: number, high: number, fallback: number): number => (Number.isInteger(n) && n > 0 ? Math.max(low, Math.min(high, n)) : fallback);
export const clampColumns = (n: number): number => clamp(n, 20, 500, 80);
export const clampRows = (n: number): number => clamp(n, 5, 200, 24);

/** Output a client may leave unread before its session is given up (a screen is a few KiB). */
export const UNREAD_OUTPUT_MAX_BYTES = 1024 * 1024;

/**
 * Keys (packets of the channel) a session may send, as many as the WebSocket's messages: per
 * second, in a burst, and refused in a row before the session is ended. Each key costs the loop
 * a render (a few ms), so one address's four sessions at the full rate stay well below a core.
 * A typist stays within them; a held arrow key (repeated 25–30 times a second) moves at 20; what
 * is over them is dropped before the app sees it, and only a flood refuses that many in a row.
 */
export const KEYS_PER_SECOND = RATE_PER_SECOND;
export const KEY_BURST = RATE_BURST;
export const KEY_FLOOD_CLOSE_AFTER = FLOOD_DISCONNECT_AFTER;
/** A packet longer than this is not typed (a key is a few bytes, a room code a few more): dropped as one refused key. */
export const KEY_PACKET_MAX_CHARS = 64;
/** Window changes redraw the frame at most once per this many ms (the last size wins). */
export const RESIZE_EVERY_MS = 100;

/** The renders (keys and window changes) the sessions of one address may cause, together. */
export const rendersAllowance = (): RateLimiter => new RateLimiter(KEYS_PER_SECOND, KEY_BURST);

/**
 * `onStalled`: the client stopped reading; its session ends rather than the server keeping its frames.
 * `renders`: the allowance this session draws its keys and window changes from — its address's,
 * shared by all the sessions from there, so that opening four sessions does not buy four times the
 * loop's time (each key and each new size costs a render of the app).
 */
export function sessionTerminal(channel: ChannelLike, columns: number, rows: number, onStalled: () => void = () => {}, renders: RateLimiter = rendersAllowance()): SessionTerminal {
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
  const floodListeners: (() => void)[] = [];
  /** Packets dropped since the last key that was passed on (over the allowance, or too long). */
  let refusedInARow = 0;
  let flooded = false;
  const fromChannel = (data: Buffer): void => {
    if (!attached || flooded) return;
    // Too long is measured in characters once decoded (an accented letter is two bytes).
    const text = renders.take() && data.length <= KEY_PACKET_MAX_CHARS * 4 ? decoder.write(data) : null;
    if (text === null || text.length > KEY_PACKET_MAX_CHARS) {
      if (++refusedInARow >= KEY_FLOOD_CLOSE_AFTER) {
        flooded = true;
        for (const listener of floodListeners) listener();
      }
      return;
    }
    refusedInARow = 0;
    for (const listener of keyListeners) listener();
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

  // Window changes: the first redraws at once, those within RESIZE_EVERY_MS after it wait and
  // only the last of them redraws, at the end of that time.
  let lastResize = -Infinity;
  let waitingSize: { columns: number; rows: number } | null = null;
  let resizeTimer: NodeJS.Timeout | undefined;
  const applySize = (size: { columns: number; rows: number }): void => {
    lastResize = performance.now();
    if (!attached || (size.columns === stdout.columns && size.rows === stdout.rows)) return;
    // A new size is a render like a key, from the same allowance; with none left it waits (the
    // last size still wins) rather than being lost.
    if (!renders.take()) return waitForSize(size, RESIZE_EVERY_MS);
    stdout.columns = size.columns;
    stdout.rows = size.rows;
    stdout.emit('resize');
  };

  const waitForSize = (size: { columns: number; rows: number }, wait: number): void => {
    waitingSize = size;
    resizeTimer ??= setTimeout(
      () => {
        resizeTimer = undefined;
        const latest = waitingSize!;
        waitingSize = null;
        applySize(latest);
      },
      Math.max(0, wait),
    );
  };

  return {
    stdin,
    stdout,
    resize(c, r) {
      const size = { columns: clampColumns(c), rows: clampRows(r) };
      const wait = lastResize + RESIZE_EVERY_MS - performance.now();
      if (wait <= 0 && !resizeTimer) return applySize(size);
      waitForSize(size, wait);
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
    onFlood: (listener) => void floodListeners.push(listener),
    detach() {
      attached = false;
      clearTimeout(resizeTimer);
      channel.off('data', fromChannel);
      stdin.end();
    },
  };
}
