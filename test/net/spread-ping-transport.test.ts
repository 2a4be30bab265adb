// The server's WebSocket heartbeat (src/net/server/spread-ping-transport.ts): every client is still
// pinged once an interval and a client that stops answering is still cut off, but the pings of an
// interval are spread over it instead of all leaving in one turn of the loop.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SpreadPingTransport } from '../../src/net/server/spread-ping-transport.js';

/** The transport alone: sockets are kept as they come, with no room to join. */
class BareTransport extends SpreadPingTransport {
  protected override onConnection(): Promise<void> {
    return Promise.resolve();
  }
}

const INTERVAL_MS = 400;
let transport: BareTransport | null = null;
const clients: WebSocket[] = [];

afterEach(() => {
  clients.splice(0).forEach((c) => c.terminate());
  transport?.shutdown();
  transport = null;
});

async function listening(): Promise<number> {
  const t = new BareTransport({ pingInterval: INTERVAL_MS, pingMaxRetries: 2 });
  transport = t;
  await new Promise<void>((resolve) => t.listen(0, '127.0.0.1', undefined, resolve));
  // The transport's own http server, made by its constructor: its address is the port.
  return (t.server?.address() as AddressInfo).port;
}

function connect(port: number, o: { autoPong?: boolean } = {}): Promise<WebSocket> {
  const c = new WebSocket(`ws://127.0.0.1:${port}/`, o);
  clients.push(c);
  return new Promise((resolve, reject) => {
    c.once('open', () => resolve(c));
    c.once('error', reject);
  });
}

const within = <T>(ms: number, what: string, p: Promise<T>): Promise<T> => Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms))]);

describe('the spread heartbeat', () => {
  it('pings every client once an interval, a slice of them at a time', async () => {
    const port = await listening();
    const connected = await Promise.all(Array.from({ length: 20 }, () => connect(port)));
    const pings = connected.map(() => [] as number[]);
    const twice = connected.map(
      (c, i) =>
        new Promise<void>((resolve) =>
          c.on('ping', () => {
            if (pings[i].push(performance.now()) === 2) resolve();
          }),
        ),
    );
    await within(10 * INTERVAL_MS, 'two pings each', Promise.all(twice));
    // One round's pings left over most of the interval, not in one moment.
    const firsts = pings.map((p) => p[0]);
    expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThan(INTERVAL_MS / 2);
    // Each client's next ping came about an interval after its first.
    for (const [first, second] of pings) expect(second - first).toBeGreaterThan(INTERVAL_MS / 2);
    expect(connected.every((c) => c.readyState === WebSocket.OPEN)).toBe(true);
  });

  it('cuts off a client that stops answering, and keeps the one that answers', async () => {
    const port = await listening();
    const answering = await connect(port);
    const silent = await connect(port, { autoPong: false });
    await within(10 * INTERVAL_MS, 'the silent client cut off', new Promise((resolve) => silent.once('close', resolve)));
    expect(answering.readyState).toBe(WebSocket.OPEN);
  });
});
