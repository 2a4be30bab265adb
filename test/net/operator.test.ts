// What an operator sees: /healthz (liveness and readiness) on the players' port and on the
// operator's own listener, and /metrics there as Prometheus text (prom-client): rooms and clients
// by game and state, moves, the move-to-view latency histogram, bot decision time, refusals by
// code. The operator listener is off unless asked for, and answers nothing but its routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import type { AddressInfo } from 'node:net';
import { createHttpEdge } from '../../src/net/http/http-edge.js';
import { DEFAULT_LIMITS } from '../../src/net/server/server-limits.js';
import { ServerMetrics } from '../../src/net/server/server-metrics.js';
import { gameModules, registerGame } from '../../src/modules/registry.js';
import { highCardModule } from '../registry/high-card.js';
import { httpRequest } from './edge-helpers.js';
import { playWithBot, waitFor } from './net-helpers.js';

/** The value of one sample line of a Prometheus text (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('health and metrics', () => {
  let server: NetServer;
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, botWorkers: 1, limits: { minBotDelayMs: 0 }, operator: { host: '127.0.0.1', port: 0 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/healthz answers for liveness and readiness on both ports, at once', async () => {
    for (const port of [server.port, server.operatorPort!]) {
      const ready = await httpRequest(port, 'GET', '/healthz');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ live: true, ready: true });
    }
    const live = await httpRequest(server.port, 'GET', '/healthz/live');
    expect(live.json).toEqual({ live: true });
  });

  it('/metrics counts rooms and clients by game and state, moves, latency, bot decisions and refusals', async () => {
    const seed = 'metrics-1';
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 3, variants: [] }, seed, bots: [3], botLevel: 'easy', botDelayMs: 0 });
    const guest = await RemoteTable.join({ ...address, code: host.code }, {});
    const net = netGame('regicide');
    for (const t of [host, guest]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await waitFor(host, () => (host.update?.movesMade ?? 0) >= 6, 20_000, 'move 6');
    // Two refusals: a stale move by the host, an unknown code at the edge.
    host.sendRaw('move', { text: 'x', at: 0 });
    await waitFor(host, (c) => c?.kind === 'error' && c.code === 'staleMove', 10_000, 'the refusal');
    expect((await RemoteTable.join({ ...address, code: 'ZZZZ-ZZZZ' }, {}).catch((e) => e)).code).toBe('noTable');

    const m = await httpRequest(server.operatorPort!, 'GET', '/metrics');
    expect(m.status).toBe(200);
    expect(m.headers['content-type']).toMatch(/^text\/plain/);
    expect(sample(m.body, 'regicide_rooms', { game: 'regicide', state: 'playing' })).toBe(1);
    expect(sample(m.body, 'regicide_clients', { game: 'regicide', state: 'playing' })).toBe(2);
    expect(sample(m.body, 'regicide_moves_total', { game: 'regicide' })).toBeGreaterThanOrEqual(6);
    expect(sample(m.body, 'regicide_move_to_view_ms_count', { game: 'regicide' })).toBeGreaterThanOrEqual(2);
    expect(sample(m.body, 'regicide_move_to_view_ms_bucket', { game: 'regicide', le: '+Inf' })).toBeGreaterThanOrEqual(2);
    expect(sample(m.body, 'regicide_bot_decision_ms_count', { game: 'regicide', level: 'easy' })).toBeGreaterThanOrEqual(1);
    expect(sample(m.body, 'regicide_refused_total', { code: 'staleMove' })).toBe(1);
    expect(sample(m.body, 'regicide_refused_total', { code: 'noTable' })).toBe(1);
    expect(m.body).toMatch(/^# TYPE regicide_tables_taken_over_total counter$/m);
    expect(m.body).toMatch(/^regicide_process_cpu_seconds_total/m);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it("the series by game are the registry's games, each at zero before its first table (a registered third game too)", async () => {
    registerGame(highCardModule);
    const text = await new ServerMetrics().text();
    const ids = gameModules().map((m) => m.id);
    expect(ids).toContain('highcard');
    for (const game of ids) {
      for (const state of ['lobby', 'playing', 'over']) expect(sample(text, 'regicide_rooms', { game, state }), `${game} ${state}`).toBe(0);
      expect(sample(text, 'regicide_moves_total', { game }), game).toBe(0);
      expect(sample(text, 'regicide_move_to_view_ms_count', { game }), game).toBe(0);
    }
    expect(text).not.toMatch(/game="(?!(regicide|thronfolge|highcard)")/);
  });

  it("the operator listener answers nothing but its routes, and the players' port has no /metrics", async () => {
    expect((await httpRequest(server.operatorPort!, 'GET', '/')).status).toBe(404);
    expect((await httpRequest(server.operatorPort!, 'GET', '/monitor')).status).toBe(404);
    expect((await httpRequest(server.port, 'GET', '/metrics')).status).toBe(404);
  });

  it('readiness: 503 while the server starts (restoring its tables) and while it drains; alive throughout', async () => {
    const edge = createHttpEdge({ limits: DEFAULT_LIMITS, onEvent: () => {}, checkCreate: () => {} });
    await new Promise<void>((resolve) => edge.server.listen(0, '127.0.0.1', resolve));
    const port = (edge.server.address() as AddressInfo).port;
    const health = async () => (await httpRequest(port, 'GET', '/healthz')).json;
    try {
      expect(await health()).toEqual({ live: true, ready: false, why: 'starting' });
      edge.open();
      expect(await health()).toEqual({ live: true, ready: true });
      edge.drain();
      expect(await health()).toEqual({ live: true, ready: false, why: 'stopping' });
      expect((await httpRequest(port, 'GET', '/healthz/live')).json).toEqual({ live: true });
    } finally {
      edge.server.close();
      edge.server.closeAllConnections();
    }
  });
});
