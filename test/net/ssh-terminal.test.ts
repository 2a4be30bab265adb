// The session terminal over a channel: keys arrive one packet at a time (never run together
// into one string while no screen reads them), \n goes out as \r\n, window changes reach the app
// as 'resize' (a flood of them as one redraw per RESIZE_EVERY_MS), keys over the session's
// allowance are dropped before the app sees them, and a client that stops reading is given up
// before the server holds a megabyte of its frames.
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { KEY_BURST, KEY_FLOOD_CLOSE_AFTER, KEY_PACKET_MAX_CHARS, RESIZE_EVERY_MS, UNREAD_OUTPUT_MAX_BYTES, rendersAllowance, sessionTerminal } from '../../src/net/ssh/terminal.js';

/** A channel whose client reads nothing: everything written stays unread. */
class DeafChannel extends EventEmitter {
  written: string[] = [];
  writableLength = 0;
  write(data: string | Buffer): boolean {
    this.written.push(String(data));
    this.writableLength += Buffer.byteLength(String(data));
    return false;
  }
}

describe('session terminal', () => {
  it('passes keys one packet at a time, turns \\n into \\r\\n and reports resizes', async () => {
    const channel = new DeafChannel();
    const terminal = sessionTerminal(channel, 80, 24);
    channel.emit('data', Buffer.from('k'));
    channel.emit('data', Buffer.from('k'));
    channel.emit('data', Buffer.from('\r'));
    // Node's setEncoding would join what waits; the terminal's is a no-op.
    terminal.stdin.setEncoding('utf8');
    expect([terminal.stdin.read(), terminal.stdin.read(), terminal.stdin.read()]).toEqual(['k', 'k', '\r']);
    terminal.stdout.write('a\nb');
    expect(channel.written.at(-1)).toBe('a\r\nb');
    let resized = 0;
    terminal.stdout.on('resize', () => resized++);
    terminal.resize(120, 40);
    expect([terminal.stdout.columns, terminal.stdout.rows, resized]).toEqual([120, 40, 1]);
    // Absurd sizes are clamped (a moment later: one redraw per RESIZE_EVERY_MS).
    terminal.resize(100_000, 0);
    if (terminal.stdout.columns !== 500) await new Promise((resolve) => terminal.stdout.once('resize', resolve));
    expect([terminal.stdout.columns, terminal.stdout.rows]).toEqual([500, 24]);
  });

  it('redraws a flood of window changes at most once per RESIZE_EVERY_MS, at the last size', async () => {
    const channel = new DeafChannel();
    const terminal = sessionTerminal(channel, 80, 24);
    let resized = 0;
    terminal.stdout.on('resize', () => resized++);
    // A client sends window changes as fast as it can for 400 ms (thousands of them).
    const started = performance.now();
    let sent = 0;
    while (performance.now() - started < 400) {
      for (let i = 0; i < 50; i++) terminal.resize(60 + (sent++ % 100), 30);
      await new Promise((resolve) => setImmediate(resolve));
    }
    terminal.resize(133, 33);
    await new Promise((resolve) => setTimeout(resolve, RESIZE_EVERY_MS * 2));
    const elapsed = performance.now() - started;
    expect(sent).toBeGreaterThan(1000);
    expect(resized).toBeLessThanOrEqual(Math.ceil(elapsed / RESIZE_EVERY_MS) + 1);
    // The last size is the one the app ends with.
    expect([terminal.stdout.columns, terminal.stdout.rows]).toEqual([133, 33]);
    terminal.detach();
  });

  it('drops keys over the allowance, drops a long packet, and says once that a flood goes on', () => {
    const channel = new DeafChannel();
    const terminal = sessionTerminal(channel, 80, 24);
    let floods = 0;
    let keys = 0;
    terminal.onFlood(() => floods++);
    terminal.onKey(() => keys++);
    const read = (): string[] => {
      const got: string[] = [];
      for (let k = terminal.stdin.read(); k !== null; k = terminal.stdin.read()) got.push(k);
      return got;
    };
    // A pasted screenful is not a key.
    channel.emit('data', Buffer.from('i'.repeat(KEY_PACKET_MAX_CHARS + 1)));
    expect(read()).toEqual([]);
    // A thousand keys at once: the burst passes, the rest is dropped, and the flood is reported once.
    for (let i = 0; i < 1000; i++) channel.emit('data', Buffer.from('i'));
    expect(read().length).toBeLessThanOrEqual(KEY_BURST);
    expect(keys).toBeLessThanOrEqual(KEY_BURST);
    expect(floods).toBe(1);
    expect(KEY_FLOOD_CLOSE_AFTER).toBeLessThan(1000 - KEY_BURST);
  });

  it("shares one allowance between an address's sessions: four sessions buy no more renders than one, and a new size waits for it", async () => {
    const allowance = rendersAllowance();
    const sessions = Array.from({ length: 4 }, () => {
      const channel = new DeafChannel();
      return { channel, terminal: sessionTerminal(channel, 80, 24, () => {}, allowance) };
    });
    // Each session sends a burst's worth of keys at once: together they get one burst.
    for (const { channel } of sessions) for (let i = 0; i < KEY_BURST; i++) channel.emit('data', Buffer.from('k'));
    let passed = 0;
    for (const { terminal } of sessions) while (terminal.stdin.read() !== null) passed++;
    expect(passed).toBe(KEY_BURST);
    // With the allowance spent, a window change is not lost: it is drawn once there is room again.
    const { terminal } = sessions[0];
    terminal.resize(100, 30);
    expect(terminal.stdout.columns).toBe(80);
    await new Promise((resolve) => terminal.stdout.once('resize', resolve));
    expect([terminal.stdout.columns, terminal.stdout.rows]).toEqual([100, 30]);
    for (const s of sessions) s.terminal.detach();
  });

  it('counts long packets as refused keys: a stream of them ends the session too', () => {
    const channel = new DeafChannel();
    const terminal = sessionTerminal(channel, 80, 24);
    let floods = 0;
    terminal.onFlood(() => floods++);
    for (let i = 0; i < KEY_FLOOD_CLOSE_AFTER; i++) channel.emit('data', Buffer.from('x'.repeat(4096)));
    expect(terminal.stdin.read()).toBeNull();
    expect(floods).toBe(1);
  });

  it('gives up a client that stops reading, and writes nothing more for it', () => {
    const channel = new DeafChannel();
    let stalled = 0;
    const terminal = sessionTerminal(channel, 80, 24, () => stalled++);
    const frame = 'x'.repeat(4096);
    for (let i = 0; i < 1000; i++) terminal.stdout.write(frame);
    expect(stalled).toBe(1);
    expect(channel.writableLength).toBeLessThanOrEqual(UNREAD_OUTPUT_MAX_BYTES + frame.length);
  });
});
