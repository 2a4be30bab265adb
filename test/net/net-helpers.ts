// Helpers of the networked-table tests: a test client that plays its seat with a seeded bot (so a
// whole game is deterministic and can be compared with the engine's), waiting without sleeps.
import { createServer } from 'node:net';
import type { Bot } from '../../src/core/bot.js';
import type { AnyGame } from '../../src/core/game.js';
import { NET_GAMES, botSeedFor } from '../../src/net/games.js';
import { type RemoteChange, RemoteTable } from '../../src/net/remote-table.js';
import { parseServerAddress } from '../../src/net/address.js';
import { expect } from 'vitest';
import { botSeat } from '../../src/table/bot-seat.js';
import { Table } from '../../src/table/table.js';
import type { GameId } from '../../src/core/game.js';

/** Resolves when `predicate` holds after some change (or already holds); rejects after `ms`. */
export function waitFor(table: RemoteTable, predicate: (change?: RemoteChange) => boolean, ms = 20_000, what = 'a change'): Promise<void> {
  if (predicate()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`timed out waiting for ${what}`));
    }, ms);
    const off = table.subscribe((change) => {
      if (predicate(change)) {
        clearTimeout(timer);
        off();
        resolve();
      }
    });
  });
}

/** Cuts this client's socket as a network failure would (no close frame): the server keeps the seat for a reconnection. */
export const cutConnection = (t: RemoteTable): void => (t.connection.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();

/** Plays this client's seat with a bot whenever its update has legal moves. */
export function playWithBot(table: RemoteTable, game: AnyGame, bot: Bot<unknown, unknown>): () => void {
  let playedAt = -1;
  const act = (): void => {
    const u = table.update;
    if (!u || u.legal.length === 0 || u.movesMade === playedAt) return;
    playedAt = u.movesMade;
    const move = bot.choose(u.view, u.legal.map((m) => game.parseMove(m)));
    table.submit(game.formatMove(move));
  };
  const off = table.subscribe((c) => {
    if (c.kind === 'error' && c.code === 'rate') {
      // Dropped by the server's rate limit: send it again a little later.
      playedAt = -1;
      setTimeout(act, 200);
    }
    if (c.kind === 'update' || (c.kind === 'connection' && c.status === 'connected')) {
      if (c.kind === 'connection') playedAt = -1;
      act();
    }
  });
  act();
  return off;
}

/** The same game played by the engine alone: every seat the bot that the networked game used. */
export function engineGame(id: GameId, options: object, seed: string, level: string): { moves: string[]; result: unknown } {
  const net = NET_GAMES[id];
  const table = Table.create(net.game, options, seed);
  const count = net.seats(net.game.normalizeOptions(options));
  for (let s = 1; s <= count; s++) table.sit(s, botSeat(net.makeBot(level, botSeedFor(seed, s))));
  table.start();
  return { moves: table.log.moves, result: table.result() };
}

/** A whole game: host and joining clients play with seeded bots; checked against the engine. */
export async function playNetworkedGame(port: number, id: GameId, options: object, seed: string, bots: number[]): Promise<{ tables: RemoteTable[]; seen: RemoteChange[][] }> {
  const net = NET_GAMES[id];
  const level = 'easy';
  const address = parseServerAddress(`127.0.0.1:${port}`);
  const host = await RemoteTable.create(address, { game: id, options, seed, bots, botLevel: level, botDelayMs: 0, name: 'Host' });
  const count = net.seats(net.game.normalizeOptions(options));
  const tables = [host];
  const seen: RemoteChange[][] = [[]];
  host.subscribe((c) => seen[0].push(c));
  for (let seat = 2; seat <= count; seat++) {
    if (bots.includes(seat)) continue;
    const t = await RemoteTable.join({ ...address, code: host.code }, { name: `P${seat}`, seat });
    const log: RemoteChange[] = [];
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

/** A port free on loopback right now (the OS picks it; the probe closes before it is used). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
