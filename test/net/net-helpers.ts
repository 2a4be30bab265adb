// Helpers of the networked-table tests: a test client that plays its seat with a seeded bot (so a
// whole game is deterministic and can be compared with the engine's), waiting without sleeps.
import { createServer } from 'node:net';
import type { Bot } from '../../src/core/bot.js';
import type { AnyGame } from '../../src/core/game.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { expect } from 'vitest';
import { signalsAt } from '../../src/core/talk.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { PHRASE_BURST } from '../../src/net/seats/talk-gate.js';
import { Table } from '../../src/table/table.js';

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

/**
 * Once the server's rate limit has dropped a message of `table` (a fast run can spend a client's
 * burst): every 250 ms, whatever is still `stuck` as it was at the last look is sent again. The
 * server names only the first of a run of dropped messages, so which one went is never known; a
 * copy of one that did arrive answers a past position and is refused as such, harmlessly. The
 * function returned starts the watch (once); it ends with the table or `stopped`.
 */
function resendWhenStuck(table: RemoteTable, stuck: () => string | null, resend: () => void, stopped: () => boolean): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let last: string | null = null;
  return () => {
    timer ??= setInterval(() => {
      if (stopped() || table.status === 'closed' || table.end !== null) {
        clearInterval(timer);
        return;
      }
      const now = stuck();
      if (now !== null && now === last) resend();
      last = now;
    }, 250);
  };
}

/**
 * Table talk from this client's seat, as a person would: after every jester that another seat
 * chooses after, the bot's signal (its own view), then its mind changed once; and a phrase now and then.
 */
export function talkWithBot(table: RemoteTable, bot: Bot<unknown, unknown>): () => void {
  const signalled = new Set<number>();
  let phrases = 0;
  let stopped = false;
  // The last signal meant, sent again if the server's message rate dropped it: a fast run can
  // spend the client's burst, and the chooser waits for every seat's signal.
  let meant: { at: number; value: 'go' | 'rather-not' } | null = null;
  const unheard = (): boolean => meant !== null && table.update?.window?.at === meant.at && signalsAt(table.said, meant.at).find((x) => x.seat === table.seat)?.value !== meant.value;
  const resend = resendWhenStuck(
    table,
    () => (meant && unheard() ? `signal at ${meant.at}` : null),
    () => meant && table.signal(meant.value),
    () => stopped,
  );
  const off = table.subscribe((c) => {
    if (c.kind === 'error' && c.code === 'rate') resend();
    if (c.kind !== 'update') return;
    const { window, view, movesMade } = c.update;
    if (window && window.chooser !== table.seat && !signalled.has(window.at)) {
      signalled.add(window.at);
      const value = (bot.signal?.(view) ?? 'go') as 'go' | 'rather-not';
      meant = { at: window.at, value };
      table.signal(value === 'go' ? 'rather-not' : 'go');
      table.signal(value);
    }
    // A few phrases over the game: no more than the server's burst (PHRASE_BURST), since a fast run
    // plays the whole game within a second or two and a fourth phrase there would be refused.
    if (movesMade % 15 === table.seat && phrases < PHRASE_BURST) {
      phrases++;
      table.say(phrases % 2 ? 'my-hand' : 'good-luck');
    }
  });
  return () => {
    stopped = true;
    off();
  };
}

/** Cuts this client's socket as a network failure would (no close frame): the server keeps the seat for a reconnection. */
export const cutConnection = (t: RemoteTable): void => (t.connection.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();

/**
 * Plays this client's seat with a bot whenever its update has legal moves. After a jester it
 * chooses only once the seats `awaitSignalsFrom` have signalled (people take a moment; a test does not sleep).
 */
export function playWithBot(table: RemoteTable, game: AnyGame, bot: Bot<unknown, unknown>, awaitSignalsFrom: readonly number[] = []): () => void {
  let playedAt = -1;
  let stopped = false;
  const act = (): void => {
    const u = table.update;
    if (!u || u.legal.length === 0 || u.movesMade === playedAt) return;
    if (u.window && u.window.chooser === table.seat) {
      const heard = new Set(signalsAt(table.said, u.window.at).map((x) => x.seat));
      if (awaitSignalsFrom.some((seat) => seat !== table.seat && !heard.has(seat))) return;
    }
    playedAt = u.movesMade;
    const move = bot.choose(
      u.view,
      u.legal.map((m) => game.parseMove(m)),
    );
    table.submit(game.formatMove(move));
  };
  // A move the server's rate limit may have dropped: played again while the position stays.
  const resend = resendWhenStuck(
    table,
    () => {
      const u = table.update;
      return u && u.legal.length > 0 && u.movesMade === playedAt ? `move at ${u.movesMade}` : null;
    },
    () => {
      playedAt = -1;
      act();
    },
    () => stopped,
  );
  const off = table.subscribe((c) => {
    if (c.kind === 'error' && c.code === 'rate') resend();
    if (c.kind === 'update' || c.kind === 'said' || (c.kind === 'connection' && c.status === 'connected')) {
      if (c.kind === 'connection') playedAt = -1;
      act();
    }
  });
  act();
  return () => {
    stopped = true;
    off();
  };
}

/** The same game played by the engine alone: every seat the bot that the networked game used. */
export function engineGame(id: string, options: object, seed: string, level: string): { moves: string[]; result: unknown } {
  const net = netGame(id);
  const table = Table.create(net.game, options, seed);
  const count = net.seats(net.game.normalizeOptions(options));
  for (let s = 1; s <= count; s++) table.sit(s, botSeat(net.makeBot(level, botSeedFor(seed, s))));
  table.start();
  return { moves: table.log.moves, result: table.result() };
}

export interface NetworkedGame {
  tables: RemoteTable[];
  seen: RemoteChange[][];
  /** With `watch`: the watcher, there from the lobby to the end, and everything it received. */
  watcher?: RemoteTable;
  watcherSeen: RemoteChange[];
}

/**
 * A whole game: host and joining clients play with seeded bots; checked against the engine. With
 * `talk` every client seat signals after each jester it may and says a few phrases; with `watch`
 * a watcher follows the game from the lobby on; `onCreated` is told the code before anyone joins.
 */
export async function playNetworkedGame(
  port: number,
  id: string,
  options: object,
  seed: string,
  bots: number[],
  extra: { talk?: boolean; watch?: boolean; onCreated?: (code: string) => Promise<void> } = {},
): Promise<NetworkedGame> {
  const net = netGame(id);
  const level = 'easy';
  const address = parseServerAddress(`127.0.0.1:${port}`);
  const host = await RemoteTable.create(address, { game: id, options, seed, bots, botLevel: level, botDelayMs: 0, name: 'Host', watchers: extra.watch ? 'yes' : 'no' });
  const watcherSeen: RemoteChange[] = [];
  const watcher = extra.watch ? await RemoteTable.watch({ ...address, code: host.code }, { name: 'Eve' }) : undefined;
  watcher?.subscribe((c) => watcherSeen.push(c));
  await extra.onCreated?.(host.code);
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
  for (const t of tables) {
    const bot = net.makeBot(level, botSeedFor(seed, t.seat));
    if (extra.talk) talkWithBot(t, bot);
    playWithBot(t, net.game, bot, extra.talk ? tables.map((o) => o.seat) : []);
  }
  await Promise.all(tables.map((t) => waitFor(t, () => t.end !== null, 30_000, `the end of the game at seat ${t.seat}`)));
  if (watcher) await waitFor(watcher, () => watcher.end !== null, 30_000, 'the end of the game at the watcher');
  const expected = engineGame(id, options, seed, level);
  for (const t of tables) {
    expect(t.end!.result).toEqual(expected.result);
    expect((t.end!.log as { moves: string[] }).moves).toEqual(expected.moves);
    expect(t.end!.seed).toBe(seed);
  }
  await Promise.all([...tables, ...(watcher ? [watcher] : [])].map((t) => t.leave()));
  return { tables, seen, watcher, watcherSeen };
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
