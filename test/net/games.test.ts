// Whole networked games on loopback: humans are test clients (each plays its seat with a seeded
// bot), some seats are the server's bots; every game equals the engine's game for the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/core/game.js';
import { NET_GAMES, botSeedFor } from '../../src/net/games.js';
import { parseServerAddress } from '../../src/net/address.js';
import { RemoteTable } from '../../src/net/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server.js';
import { engineGame, playWithBot, waitFor } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

async function networkedGame(id: GameId, options: object, seed: string, bots: number[]): Promise<{ tables: RemoteTable[]; seen: unknown[][] }> {
  const net = NET_GAMES[id];
  const level = 'easy';
  const address = parseServerAddress(`127.0.0.1:${server.port}`);
  const host = await RemoteTable.create(address, { game: id, options, seed, bots, botLevel: level, botDelayMs: 0, name: 'Host' });
  const count = net.seats(net.game.normalizeOptions(options));
  const tables = [host];
  const seen: unknown[][] = [[]];
  host.subscribe((c) => seen[0].push(c));
  for (let seat = 2; seat <= count; seat++) {
    if (bots.includes(seat)) continue;
    const t = await RemoteTable.join({ ...address, code: host.code }, { name: `P${seat}`, seat });
    const log: unknown[] = [];
    t.subscribe((c) => log.push(c));
    tables.push(t);
    seen.push(log);
  }
  for (const t of tables) playWithBot(t, net.game, net.makeBot(level, botSeedFor(seed, t.seat)));
  await Promise.all(tables.map((t) => waitFor(t, () => t.end !== null, 30_000, `the end of the game at seat ${t.seat}`)));
  const expected = engineGame(id, options, seed, level);
  for (const t of tables) {
    expect(t.end!.result).toEqual(expected.result);
    expect((t.end!.log as { moves: string[] }).moves).toEqual(expected.moves);
    expect(t.end!.seed).toBe(seed);
  }
  await Promise.all(tables.map((t) => t.leave()));
  return { tables, seen };
}

describe('networked games equal the engine', () => {
  it('Regicide, two humans', async () => {
    await networkedGame('regicide', { players: 2, variants: [] }, 'net-2', []);
  });
  it('Regicide, three seats, one of them a server bot', async () => {
    await networkedGame('regicide', { players: 3, variants: [] }, 'net-3', [3]);
  });
  it('Regicide, four seats, two server bots', async () => {
    await networkedGame('regicide', { players: 4, variants: [] }, 'net-4', [2, 4]);
  });
  it('Thronfolge duel between two clients', async () => {
    await networkedGame('thronfolge', { first: null, variants: [] }, 'net-duel', []);
  });
});
