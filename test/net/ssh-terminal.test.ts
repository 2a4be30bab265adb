// The session terminal over a channel: keys arrive one packet at a time (never run together
// into one string while no screen reads them), \n goes out as \r\n, window changes reach the app
// as 'resize', and a client that stops reading is given up before the server holds a megabyte
// of its frames.
import { describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { UNREAD_OUTPUT_MAX_BYTES, sessionTerminal } from '../../src/net/ssh/terminal.js';

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
    // Absurd sizes are clamped.
    terminal.resize(100_000, 0);
    expect([terminal.stdout.columns, terminal.stdout.rows]).toEqual([500, 24]);
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
