// Which address a client has. X-Forwarded-For is a header anyone can write: a server that trusts no
// proxy ignores it (a client cannot escape its quotas by naming another address, on HTTP or on the
// WebSocket), and a server behind a named proxy takes the client from it — the hop the proxy
// added, never one the client wrote before it.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { proxyTrust } from '../../src/net/http/client-address.js';
import { createHttpEdge } from '../../src/net/http/http-edge.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { DEFAULT_LIMITS, type ServerLimits } from '../../src/net/server/server-limits.js';
import { createBody, postJson, rawSocket, within } from './edge-helpers.js';

let server: NetServer | null = null;
async function serve(limits: Partial<ServerLimits>): Promise<number> {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits });
  return server.port;
}
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(async () => {
  await server?.close();
});

const createFrom = (port: number, forwardedFor: string) => postJson(port, '/matchmake/create/table', createBody(), { 'X-Forwarded-For': forwardedFor });

describe('a server that trusts no proxy', () => {
  it('ignores X-Forwarded-For: naming other addresses does not escape the table quota', async () => {
    const port = await serve({ tablesPerMinutePerAddress: 2 });
    expect((await createFrom(port, '198.51.100.1')).status).toBe(200);
    expect((await createFrom(port, '198.51.100.2')).status).toBe(200);
    expect((await createFrom(port, '198.51.100.3')).status).toBe(429);
  });

  it("counts connections by the socket's address, whatever the upgrade or request claims", async () => {
    const port = await serve({ connectionsPerAddress: 3 });
    const held = await Promise.all([1, 2, 3].map(() => rawSocket(port)));
    held.forEach((s, i) => s.socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.${i}\r\nUpgrade: websocket\r\n`));
    const extra = await rawSocket(port);
    extra.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 198.51.100.9\r\n\r\n');
    // Closed at once, unanswered: the address already holds its connections.
    expect(await within(5000, extra.closed, 'the extra connection to be closed')).toBe('');
    held.forEach((s) => s.socket.destroy());
  });
});

describe('a server behind a trusted proxy', () => {
  it('counts each forwarded client on its own', async () => {
    const port = await serve({ tablesPerMinutePerAddress: 2, trustProxy: ['127.0.0.1'] });
    expect((await createFrom(port, '198.51.100.1')).status).toBe(200);
    expect((await createFrom(port, '198.51.100.1')).status).toBe(200);
    expect((await createFrom(port, '198.51.100.1')).status).toBe(429);
    expect((await createFrom(port, '198.51.100.2')).status).toBe(200);
    // A client that writes its own header first is still the address the proxy appended.
    expect((await createFrom(port, '203.0.113.50, 198.51.100.1')).status).toBe(429);
  });
});

describe('the client of a request', () => {
  const trust = proxyTrust(['10.0.0.0/8', '192.0.2.7']);
  it('is the socket peer unless that peer is a named proxy', () => {
    expect(trust.clientOf('198.51.100.4', '203.0.113.1')).toBe('198.51.100.4');
    expect(trust.clientOf('::ffff:192.0.2.7', '203.0.113.1')).toBe('203.0.113.1');
    expect(trust.clientOf('10.1.2.3', undefined)).toBe('10.1.2.3');
  });
  it('is the last hop that no trusted proxy added; garbage falls back to the peer', () => {
    expect(trust.clientOf('10.1.2.3', '203.0.113.9, 198.51.100.4, 10.9.9.9')).toBe('198.51.100.4');
    expect(trust.clientOf('10.1.2.3', ['203.0.113.9', '198.51.100.4'])).toBe('198.51.100.4');
    expect(trust.clientOf('10.1.2.3', 'not-an-address')).toBe('10.1.2.3');
  });
  it('refuses a proxy that is not an address', () => {
    expect(() => proxyTrust(['example.org'])).toThrow(/not an address/);
  });
});

describe('the WebSocket transport', () => {
  it("is handed the edge's answer as the client address, not the headers a client wrote", () => {
    const upgradeFrom = (peer: string, trustProxy: string[]): IncomingMessage['headers'] => {
      const edge = createHttpEdge({ limits: { ...DEFAULT_LIMITS, trustProxy }, onEvent: () => {}, checkCreate: () => {} });
      edge.open();
      const req = { socket: { remoteAddress: peer, once: () => {} }, headers: { 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' }, url: '/p/ROOM?sessionId=s' };
      let verdict: boolean | undefined;
      edge.verifyClient({ req: req as unknown as IncomingMessage }, (ok) => (verdict = ok));
      expect(verdict).toBe(true);
      return req.headers;
    };
    expect(upgradeFrom('198.51.100.4', [])).toEqual({ 'x-forwarded-for': '198.51.100.4' });
    expect(upgradeFrom('127.0.0.1', ['127.0.0.1'])).toEqual({ 'x-forwarded-for': '203.0.113.1' });
  });
});
