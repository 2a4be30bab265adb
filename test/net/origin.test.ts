// Browser origins: a web page from another site, open in a player's browser, must not be able to
// use a server on the LAN. Terminals send no Origin and are served; a foreign Origin is refused on
// the matchmaking routes (no CORS reflection) and on the WebSocket upgrade; an origin the operator
// allowed is served, and only that origin is named back.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, httpRequest, postJson, within } from './edge-helpers.js';

const FRIENDS = 'https://cards.friends.example';
const EVIL = 'https://evil.example';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: { allowedOrigins: [FRIENDS] } });
});
afterAll(async () => {
  await server?.close();
});

/** A WebSocket upgrade to a reserved seat, with or without an Origin header: the HTTP status, or 101 once open. */
function upgrade(reservation: { room: { processId: string; roomId: string }; sessionId: string }, origin?: string): Promise<number> {
  const url = `ws://127.0.0.1:${server.port}/${reservation.room.processId}/${reservation.room.roomId}?sessionId=${reservation.sessionId}`;
  const ws = new WebSocket(url, origin ? { origin } : {});
  return within(
    5000,
    new Promise<number>((resolve) => {
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('error', () => resolve(-1));
    }),
    'the upgrade',
  );
}

describe('the matchmaking routes', () => {
  it('refuse a foreign origin, and never reflect it', async () => {
    for (const r of [
      await postJson(server.port, '/matchmake/create/table', createBody(), { Origin: EVIL }),
      await httpRequest(server.port, 'OPTIONS', '/matchmake/create/table', undefined, { Origin: EVIL, 'Access-Control-Request-Method': 'POST' }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.json?.code).toBe('foreignOrigin');
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('serve a terminal (no Origin) without CORS headers, and an allowed origin with its own name only', async () => {
    const terminal = await postJson(server.port, '/matchmake/create/table', createBody());
    expect(terminal.status).toBe(200);
    expect(terminal.headers['access-control-allow-origin']).toBeUndefined();
    const page = await postJson(server.port, '/matchmake/create/table', createBody(), { Origin: FRIENDS });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBe(FRIENDS);
    const preflight = await httpRequest(server.port, 'OPTIONS', '/matchmake/create/table', undefined, { Origin: FRIENDS, 'Access-Control-Request-Method': 'POST' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('the WebSocket upgrade', () => {
  it('with a foreign Origin is refused even for a valid reservation; without one, or from an allowed origin, it opens', async () => {
    const reserve = async () => (await postJson(server.port, '/matchmake/create/table', createBody())).json;
    expect(await upgrade(await reserve(), EVIL)).toBe(403);
    expect(await upgrade(await reserve())).toBe(101);
    expect(await upgrade(await reserve(), FRIENDS)).toBe(101);
  });
});
