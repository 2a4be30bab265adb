// A whole turn-based Regicide game through the real server (issue 30): two accounts open and fill
// a table, then each visit is a join by code with only a key proof (no seat token kept), one move,
// and a leave; between visits the table is parked (no live room), and the server is stopped and
// started again on the same data folder in the middle. The final log replays (Table.resume), every
// seat got its `turn` message with how far it had looked, pushes never carry a card or the seed,
// a guest is refused, and another account joining by code gets no seat.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { matchMaker } from '@colyseus/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { proofOf } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import type { TurnMessage } from '../../src/net/wire/messages.js';
import type { PushMessage } from '../../src/net/push/push-port.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { gameModule } from '../../src/modules/registry.js';
import { Table } from '../../src/table/table.js';
import { type RawResponse, postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from './raw-client.js';

const dir = mkdtempSync(join(tmpdir(), 'turn-game-'));
const data = join(dir, 'data');
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
const HOUR = 3_600_000;
let now = Date.UTC(2026, 11, 1, 18);
const pushes: { account: string; message: PushMessage }[] = [];
let server: NetServer | undefined;

const start = async (): Promise<NetServer> =>
  (server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: data,
    database: sqliteFileIn(data),
    botDelayMs: 0,
    clock: () => now,
    push: { notify: (account, message) => (pushes.push({ account, message }), Promise.resolve()) },
  }));

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { code?: string; challenge?: string; room?: { roomId: string; processId: string }; sessionId?: string; tables?: unknown[] };
const answer = (r: RawResponse): Answer => r.json as Answer;

const proofFor = async (s: NetServer, key: ClientKey): Promise<unknown> => {
  const challenge = answer(await postJson(s.port, '/account/challenge', {})).challenge ?? '';
  return proofOf(parseServerAddress(`127.0.0.1:${s.port}`), key, challenge);
};

type Update = { seat: number; toMove: number | null; movesMade: number; legal: string[]; result: unknown };
const updates = (c: RawClient): Update[] => c.frames.filter((f) => f.type === 'update').map((f) => f.message as Update);
const lastUpdate = (c: RawClient): Update | undefined => updates(c).at(-1);

/** Waits until the table's room is gone from this process (parked). */
async function parked(code: string): Promise<void> {
  for (let i = 0; i < 800 && matchMaker.getLocalRoomById(code); i++) await new Promise((r) => setTimeout(r, 25));
  expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
}

/** One visit: a join with the key's proof only, the seat's turn message, one move when it is the seat's turn, a leave. */
async function visit(s: NetServer, code: string, key: ClientKey): Promise<{ seat: number; turn: TurnMessage; moved: boolean }> {
  const c = await rawJoin(s.port, code, { proof: await proofFor(s, key) });
  if (!isRawClient(c)) throw new Error(`join refused: ${c.status} ${c.body}`);
  const welcome = (await c.until((f) => f.type === 'welcome', 'the welcome')).message as { seat: number };
  const turn = (await c.until((f) => f.type === 'turn', 'the turn message')).message as TurnMessage;
  await c.until((f) => f.type === 'update', 'the update');
  const u = lastUpdate(c)!;
  let moved = false;
  if (u.toMove === welcome.seat && u.result === null && u.legal.length > 0) {
    c.send('move', { text: u.legal[0], at: u.movesMade });
    await c.until((f) => f.type === 'update' && (f.message as Update).movesMade > u.movesMade, 'the move made');
    moved = true;
  }
  c.close();
  await c.closed;
  await parked(code);
  return { seat: welcome.seat, turn, moved };
}

describe('a turn-based Regicide table for two', () => {
  it('is played to its end in visits, parked between them, across a restart; its log replays', async () => {
    let s = await start();
    const keys = [keyIn('ada'), keyIn('bo')];
    // A guest may not open one.
    const guest = await postJson(s.port, '/matchmake/create/table', { game: 'regicide', options: { players: 2 }, hostKey: 'g'.repeat(24), turnBased: { moveHours: 48 } });
    expect(guest.status).toBe(403);
    expect(answer(guest).code).toBe('accountsOnly');

    // Ada opens it (her proof in the create), Bo joins by code: every seat held, the game starts.
    const created = await postJson(s.port, '/matchmake/create/table', {
      game: 'regicide',
      options: { players: 2 },
      hostKey: 'h'.repeat(24),
      seed: 'turn-based-seed-1',
      name: 'Ada',
      turnBased: { moveHours: 48, onTimeout: 'wait' },
      proof: await proofFor(s, keys[0]),
    });
    expect(created.status).toBe(200);
    const reservation = answer(created) as { room: { roomId: string; processId: string }; sessionId: string };
    const ada = await rawConnect(s.port, reservation);
    const code = reservation.room.roomId;
    await ada.until((f) => f.type === 'turn', "Ada's turn message");
    ada.close();
    await ada.closed;
    await parked(code);
    const bo = await rawJoin(s.port, code, { name: 'Bo', proof: await proofFor(s, keys[1]) });
    if (!isRawClient(bo)) throw new Error(`join refused: ${bo.body}`);
    await bo.until((f) => f.type === 'update', 'the start');
    bo.close();
    await bo.closed;
    await parked(code);

    // A guest is refused at the table, and another account that joins by code gets no seat.
    const guestJoin = await rawJoin(s.port, code, { name: 'Guest' });
    expect(isRawClient(guestJoin) ? 'connected' : answer(guestJoin).code).toBe('accountsOnly');
    await parked(code);
    const stranger = await rawJoin(s.port, code, { proof: await proofFor(s, keyIn('mallory')) });
    if (isRawClient(stranger)) {
      const closed = await stranger.closed;
      expect(closed).not.toBe(1000);
      expect(stranger.frames.some((f) => f.type === 'welcome')).toBe(false);
    } else expect(stranger.status).toBeGreaterThanOrEqual(400);
    await parked(code);

    let moves = 0;
    let restarted = false;
    const seen: number[][] = [[], []];
    for (let visits = 0; visits < 400; visits++) {
      const row = (await s.turn!.tables.load(code))!.row;
      if (row.status !== 'playing') break;
      expect(row.holder).toBeNull();
      const toMove = row.to_move!;
      // A day passes between visits: the deadline is the turn's start plus 48 hours.
      expect(row.deadline).toBe(row.turn_started_at! + 48 * HOUR);
      now += 20 * HOUR;
      const v = await visit(s, code, keys[toMove - 1]);
      expect(v.seat).toBe(toMove);
      expect(v.turn).toMatchObject({ moveMs: 48 * HOUR, onTimeout: 'wait', toMove, paused: false });
      seen[toMove - 1].push(v.turn.seenMoves);
      if (v.moved) moves++;
      if (moves === 6 && !restarted) {
        restarted = true;
        await s.close();
        s = await start();
      }
    }
    const final = (await s.turn!.tables.load(code))!;
    expect(final.row.status).toBe('over');
    expect(restarted).toBe(true);
    // Each seat had seen, at each visit, at least what it had seen at the one before.
    for (const list of seen) expect([...list].sort((a, b) => a - b)).toEqual(list);

    // The whole log replays to the same end, as `replay --verify` checks it.
    const log = JSON.parse(final.row.log) as GameLog & { room: unknown };
    expect(log.moves.length).toBe(final.row.moves);
    // Every move was made in a visit (no bot), more of them after the restart than before it.
    expect(log.moves.length).toBe(moves);
    expect(moves).toBeGreaterThan(12);
    expect(log.result).not.toBeNull();
    const { room: _room, ...gameLog } = log;
    const replayed = Table.resume(gameModule('regicide').game, gameLog);
    expect(replayed.result()).toEqual(log.result);

    // Pushes told the player whose turn it became, with the command that opens the table: never a card or the seed.
    const turns = pushes.filter((p) => p.message.tag === 'turn');
    expect(turns.length).toBeGreaterThan(0);
    for (const p of turns) {
      expect(p.message).toMatchObject({ tag: 'turn', table: code, body: '' });
      expect(p.message.title).toBe(`Your turn at table ${code} (Regicide, 2 players)`);
      expect(p.message.command).toMatch(new RegExp(`^regicide join ${code} --server 127\\.0\\.0\\.1:\\d+$`));
      const text = JSON.stringify(p.message);
      expect(text).not.toContain(log.seed);
      expect(text).not.toMatch(/\b(10|[2-9AJQK])[♠♥♦♣SHDC]\b/);
    }

    // At the end, one push to each seated account (the one who made the last move too), after every turn push: no card, no seed.
    const ended = pushes.filter((p) => p.message.tag === 'ended');
    expect(ended.map((p) => p.account).sort()).toEqual([...new Set(final.seats.map((x) => x.account_id))].sort());
    expect(pushes.length).toBe(turns.length + ended.length);
    expect(pushes.slice(-ended.length).every((p) => p.message.tag === 'ended')).toBe(true);
    for (const p of ended) {
      expect(p.message).toEqual({
        tag: 'ended',
        title: `The game at table ${code} (Regicide, 2 players) is over`,
        body: 'Your tables show how it ended.',
        command: `regicide tables --server 127.0.0.1:${s.port}`,
        table: code,
      });
      const text = JSON.stringify(p.message);
      expect(text).not.toContain(log.seed);
      expect(text).not.toMatch(/\b(10|[2-9AJQK])[♠♥♦♣SHDC]\b/);
    }

    // The seat that made the last move may have heard the end at the table; the other was away. A seat
    // away at the end finds the table in its list, finished, with no card, hand or seed in it.
    const seatsWithEnd = new Set(final.seats.filter((x) => x.result_seen === 1).map((x) => x.seat));
    expect(seatsWithEnd.size).toBeLessThan(2);
    for (const [i, key] of keys.entries()) {
      const mine = await postJson(s.port, '/tables/mine', await proofFor(s, key));
      expect(mine.status).toBe(200);
      if (seatsWithEnd.has(i + 1)) expect(answer(mine).tables).toEqual([]);
      else expect(answer(mine).tables).toMatchObject([{ code, game: 'regicide', seats: 2, yourSeat: i + 1, status: 'over', yourTurn: false, moveHours: 48 }]);
      expect(mine.body).not.toContain(log.seed);
      expect(mine.body).not.toContain('"moves":[');
      // Either seat gets the finished game's end by its code: the result, the seed and the whole log, as the table told it.
      const result = await postJson(s.port, '/tables/result', { ...((await proofFor(s, key)) as object), code });
      expect(result.status).toBe(200);
      const got = result.json as { seat: number; end: { result: unknown; seed: string; log: GameLog } };
      expect(got.seat).toBe(i + 1);
      expect(got.end).toMatchObject({ result: log.result, seed: log.seed, log: gameLog });
      // Then the table leaves its list.
      expect(answer(await postJson(s.port, '/tables/mine', await proofFor(s, key))).tables).toEqual([]);
    }
  }, 240_000);
});
