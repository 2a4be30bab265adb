// The server's bots decide on worker threads, and a bot seat's moves are exactly those the same
// bot would choose on the message loop from the same seed: whole games with server bots (the hard
// Regicide team bot remembers every update of its seat) equal the same games played in-thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/modules/registry.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { startServerBots } from '../../src/net/bots/server-bots.js';
import { regicide } from '../../src/games/regicide/index.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { Table } from '../../src/table/table.js';
import type { SeatPlayer } from '../../src/table/types.js';
import { playWithBot, waitFor } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, botWorkers: 2, limits: { minBotDelayMs: 0 } });
});
afterAll(async () => {
  await server?.close();
});

/** The same game in one thread: seat 1 the host's `easy` bot, the other seats `level` bots. */
function inThread(id: GameId, options: object, seed: string, level: string): string[] {
  const net = netGame(id);
  const table = Table.create(net.game, options, seed);
  const seats = net.seats(net.game.normalizeOptions(options));
  for (let s = 1; s <= seats; s++) table.sit(s, botSeat(net.makeBot(s === 1 ? 'easy' : level, botSeedFor(seed, s))));
  table.start();
  return table.log.moves;
}

async function withServerBots(id: GameId, options: object, seed: string, level: string): Promise<string[]> {
  const net = netGame(id);
  const seats = net.seats(net.game.normalizeOptions(options));
  const bots = Array.from({ length: seats - 1 }, (_, i) => i + 2);
  const host = await RemoteTable.create(parseServerAddress(`127.0.0.1:${server.port}`), { game: id, options, seed, bots, botLevel: level, botDelayMs: 0 });
  playWithBot(host, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
  await waitFor(host, () => host.end !== null, 60_000, 'the end of the game');
  await host.leave();
  return (host.end!.log as { moves: string[] }).moves;
}

describe('server bots on worker threads', () => {
  it('a Regicide table with a hard team bot plays the in-thread game move for move', async () => {
    const options = { players: 2, variants: [] };
    // The in-thread game first: it holds this thread for seconds, which must not fall between requests.
    const expected = inThread('regicide', options, 'worker-hard-2', 'hard');
    expect(await withServerBots('regicide', options, 'worker-hard-2', 'hard')).toEqual(expected);
  });

  it('three seats, two bots on two workers, and a Thronfolge duel, too', async () => {
    const three = { players: 3, variants: [] };
    const duel = { first: null, variants: [] };
    const expected = [inThread('regicide', three, 'worker-normal-3', 'normal'), inThread('thronfolge', duel, 'worker-duel-1', 'hard')];
    expect(await Promise.all([withServerBots('regicide', three, 'worker-normal-3', 'normal'), withServerBots('thronfolge', duel, 'worker-duel-1', 'hard')])).toEqual(expected);
  });
});

describe('when a worker dies', () => {
  /** A two-seat Regicide game in this process, seat 2 a pool bot; after each move `onMove` may kill the workers. */
  async function gameWithPoolBot(onMove: (moves: number, kill: () => void) => void): Promise<{ errors: string[]; result: unknown }> {
    const pool = startServerBots(1);
    const net = netGame('regicide');
    const table = Table.create(net.game, { players: 2, variants: [] }, 'worker-dies-1');
    const errors: string[] = [];
    table.sit(1, botSeat(net.makeBot('easy', botSeedFor('worker-dies-1', 1))));
    table.sit(2, pool.seat({ game: 'regicide', level: 'easy', seed: botSeedFor('worker-dies-1', 2), delayMs: 0, onError: (e) => errors.push((e as Error).message) }));
    const kill = (): void => pool.threads().forEach((w) => void w.terminate());
    table.subscribe((c) => onMove(c.movesMade, kill));
    table.start();
    await table.finished;
    await pool.close();
    return { errors, result: table.result() };
  }

  it('its bots go on in a new one, and the game ends', async () => {
    const { errors, result } = await gameWithPoolBot((moves, kill) => moves === 4 && kill());
    expect(result).not.toBeNull();
    expect(errors).toEqual([expect.stringMatching(/worker stopped/)]);
  });

  it('workers that keep dying are given up: the bots go on on the message loop, and the game ends', async () => {
    const { errors, result } = await gameWithPoolBot((moves, kill) => moves % 2 === 0 && moves <= 12 && kill());
    expect(result).not.toBeNull();
    expect(errors.length).toBeGreaterThanOrEqual(4);
  });
});

describe('table talk of bots on worker threads', () => {
  /** Seat 1 of these deals has played its jester: it chooses who goes next, seats 2 and 3 may signal. */
  const afterJester = (seed: string): Table => {
    const log = Table.create(regicide, { players: 3, variants: [] }, seed).log;
    return Table.resume(regicide, { ...log, moves: ['play X'] });
  };
  const person: SeatPlayer = { kind: 'human', decide: () => {} };

  it('a bot on a worker signals after a jester, from its own view, what the game says its bots signal', async () => {
    const pool = startServerBots(1);
    const table = afterJester('talk-7');
    table.sit(1, person);
    for (const seat of [2, 3]) table.sit(seat, pool.seat({ game: 'regicide', level: 'hard', seed: botSeedFor('talk-7', seat), delayMs: 0, onError: () => {} }));
    table.start();
    const said = table.said().filter((s) => s.kind === 'signal');
    expect(said.map((s) => s.seat)).toEqual([2, 3]);
    for (const s of said) expect(s).toMatchObject({ at: 1, value: netGame('regicide').botSignal!(table.updateFor(s.seat).view) });
    await pool.close();
  });

  it('a hard chooser on a worker is asked only when the room lets it (after the signals), and weighs the signals it heard', async () => {
    const pool = startServerBots(1);
    // In this deal the hard bot, remembering what its seat was told, weighs the signals enough to change its choice.
    const SEED = 'talk-58';
    /** Seat 1's choice on a worker and in this thread, after seats 2 and 3 gave `signals`. */
    const choices = async (signals: ['go' | 'rather-not', 'go' | 'rather-not']): Promise<[string, string]> => {
      const onWorker = afterJester(SEED);
      let release: (() => void) | null = null;
      onWorker.sit(1, pool.seat({ game: 'regicide', level: 'hard', seed: botSeedFor(SEED, 1), delayMs: 0, onError: () => {}, awaitSignals: (decide) => ((release = decide), true) }));
      const inThread = afterJester(SEED);
      let releaseHere: (() => void) | null = null;
      inThread.sit(1, botSeat(netGame('regicide').makeBot('hard', botSeedFor(SEED, 1)), { schedule: (decide) => (releaseHere = decide) }));
      for (const t of [onWorker, inThread]) {
        t.sit(2, person);
        t.sit(3, person);
        t.start();
        t.signal(2, signals[0]);
        t.signal(3, signals[1]);
      }
      expect(release).not.toBeNull();
      releaseHere!();
      // Held by the room: nothing was asked of the worker, so nothing can be played.
      expect(onWorker.movesMade).toBe(1);
      release!();
      await new Promise<void>((done) => onWorker.subscribe(() => done()));
      return [onWorker.log.moves[1], inThread.log.moves[1]];
    };
    const [goFirst, goFirstHere] = await choices(['go', 'rather-not']);
    const [goSecond, goSecondHere] = await choices(['rather-not', 'go']);
    expect([goFirst, goSecond]).toEqual([goFirstHere, goSecondHere]);
    // Not vacuous: in this deal the signals change the hard bot's choice.
    expect(goFirst).not.toBe(goSecond);
    await pool.close();
  });
});
