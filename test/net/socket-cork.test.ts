// What a room sends a client in one step leaves in one write (src/net/room/socket-cork.ts): the
// socket under the client's WebSocket is corked while the step runs, and uncorked after it, also
// when the step throws; a client without a socket (a test's fake) is just run.
import { createServer, connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { corked } from '../../src/net/room/socket-cork.js';

const server = createServer((s) => s.resume());
const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
afterAll(() => new Promise((resolve) => server.close(resolve)));

const socketTo = (): Promise<Socket> =>
  new Promise((resolve) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
  });

describe('corked sends', () => {
  it('holds the writes of the step and lets them go at its end', async () => {
    const socket = await socketTo();
    let during = -1;
    corked({ ref: { _socket: socket } }, () => {
      socket.write('a');
      socket.write('b');
      during = socket.writableCorked;
    });
    expect(during).toBe(1);
    expect(socket.writableCorked).toBe(0);
    expect(socket.writableLength).toBe(0);
    socket.destroy();
  });

  it('uncorks when the step throws', async () => {
    const socket = await socketTo();
    expect(() =>
      corked({ ref: { _socket: socket } }, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(socket.writableCorked).toBe(0);
    socket.destroy();
  });

  it('runs the step for a client without a socket', () => {
    let ran = false;
    corked({ ref: {} }, () => (ran = true));
    expect(ran).toBe(true);
  });
});
