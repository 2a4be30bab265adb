// What a turn-based table does when a move's time runs out (TurnTableActions.timedOut, issue 30),
// on a fake clock through the real server: 'bot' gives the seat to a server bot that plays up to a
// person's turn, 'wait' gives a new deadline, 'end' ends the game with no result, and a duel's
// absent player loses; each acts once per deadline (a second call finds the deadline moved). Also
// a table whose process was killed hard coming back once its lease ran out, the per-account
// limit of tables, the account list's per-address limit, and a deleted account's seats becoming nobody's.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { matchMaker } from '@colyseus/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import type { EndMessage } from '../../src/net/wire/messages.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawJoin } from './raw-client.js';
import { joinedAt, parked, proofAt, startedTable } from './turn-table-fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'turn-timeout-'));
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
const HOUR = 3_600_000;
let now = Date.UTC(2026, 11, 1, 18);
let s: NetServer;

beforeAll(async () => {
  const data = join(dir, 'data');
  s = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: data,
    database: sqliteFileIn(data),
    botDelayMs: 0,
    clock: () => now,
    limits: { turnTablesPerAccount: 2, tablesPerMinutePerAddress: 1000 },
  });
});
afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { code?: string; challenge?: string; room?: { roomId: string; processId: string }; sessionId?: string; tables?: unknown[] };
const answer = (r: RawResponse): Answer => r.json as Answer;

const proofFor = (key: ClientKey): Promise<Record<string, unknown>> => proofAt(s.port, key);
const joined = (code: string, key: ClientKey): Promise<RawClient> => joinedAt(s.port, code, key);

const row = async (code: string) => (await s.turn!.tables.load(code))!.row;

/** A started table of two accounts, parked (turn-table-fixtures.ts). */
const started = (game: string, turnBased: Record<string, unknown>, host: ClientKey, guest: ClientKey): Promise<string> => startedTable(s.port, { game, turnBased, host, guest });

describe('a turn-based table whose move time runs out', () => {
  it("'bot': a server bot takes the seat and plays up to a person's turn, once", async () => {
    const code = await started('regicide', { moveHours: 24, onTimeout: 'bot' }, keyIn('bot-host'), keyIn('bot-guest'));
    const before = await row(code);
    const seat = before.to_move!;
    // Before the deadline nothing happens.
    await s.turn!.actions.timedOut(code, seat);
    await parked(code);
    expect((await row(code)).moves).toBe(before.moves);
    now = before.deadline! + 1;
    await s.turn!.actions.timedOut(code, seat);
    await parked(code);
    const after = await row(code);
    expect(after.moves).toBeGreaterThan(before.moves);
    expect((JSON.parse(after.log) as { room: { bots: number[] } }).room.bots).toEqual([seat]);
    if (after.status === 'playing') expect(after.to_move).not.toBe(seat);
    // Called again for the same deadline: the deadline moved on, nothing more happens.
    await s.turn!.actions.timedOut(code, seat);
    await parked(code);
    expect((await row(code)).moves).toBe(after.moves);
  });

  it("'wait': the seat gets a new deadline, once", async () => {
    const code = await started('regicide', { moveHours: 48, onTimeout: 'wait' }, keyIn('wait-host'), keyIn('wait-guest'));
    const before = await row(code);
    now = before.deadline! + 5;
    await s.turn!.actions.timedOut(code, before.to_move!);
    await parked(code);
    const after = await row(code);
    expect(after).toMatchObject({ moves: before.moves, to_move: before.to_move, status: 'playing', deadline: now + 48 * HOUR });
    await s.turn!.actions.timedOut(code, before.to_move!);
    await parked(code);
    expect((await row(code)).deadline).toBe(after.deadline);
  });

  it("'end': the game ends with no result, and the seat at the table hears it", async () => {
    const code = await started('regicide', { moveHours: 1, onTimeout: 'end' }, keyIn('end-host'), keyIn('end-guest'));
    const before = await row(code);
    const seat = before.to_move!;
    const other = await joined(code, seat === 1 ? keyIn('end-guest') : keyIn('end-host'));
    await other.until((f) => f.type === 'turn', 'the turn message');
    now = before.deadline! + 1;
    await s.turn!.actions.timedOut(code, seat);
    const end = (await other.until((f) => f.type === 'end', 'the end')).message as EndMessage;
    expect(end.outcome).toEqual({ kind: 'ended', seat });
    expect(end.result).toBeNull();
    other.close();
    await parked(code);
    expect(await row(code)).toMatchObject({ status: 'ended', deadline: null, outcome: JSON.stringify({ kind: 'ended', seat }) });
    // An ended table is not restored for a join, nor acted on again.
    await s.turn!.actions.timedOut(code, seat);
    expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
  });

  it('a duel: the absent player loses', async () => {
    const code = await started('thronfolge', { moveHours: 24, onTimeout: 'end' }, keyIn('duel-host'), keyIn('duel-guest'));
    const before = await row(code);
    expect(before.on_timeout).toBe('lose');
    const seat = before.to_move!;
    const winner = seat === 1 ? 2 : 1;
    const present = await joined(code, winner === 1 ? keyIn('duel-host') : keyIn('duel-guest'));
    await present.until((f) => f.type === 'turn', 'the turn message');
    now = before.deadline! + 1;
    await s.turn!.actions.timedOut(code, seat);
    const end = (await present.until((f) => f.type === 'end', 'the end')).message as EndMessage;
    expect(end.outcome).toEqual({ kind: 'timeout', seat, winner });
    present.close();
    await parked(code);
    expect(await row(code)).toMatchObject({ status: 'over', outcome: JSON.stringify({ kind: 'timeout', seat, winner }) });
    // The log is kept as it was: no move was invented for the loser.
    expect((await row(code)).moves).toBe(before.moves);
    // The ladder rates the loss on time (a forfeit), once: a second call for the deadline changes nothing.
    const rated = async () => (await s.ladder!.top(10)).filter((e) => e.games > 0);
    for (let i = 0; i < 800 && (await rated()).length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    const ladder = await rated();
    expect(ladder.map((e) => e.games)).toEqual([1, 1]);
    expect(ladder[0].rating).toBeGreaterThan(1500);
    expect(ladder[1].rating).toBeLessThan(1500);
    await s.turn!.actions.timedOut(code, seat);
    expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
    expect(await rated()).toEqual(ladder);
  });
});

describe('a table held by a process killed hard', () => {
  it('comes back in another once its lease has run out, not before', async () => {
    const host = keyIn('killed-host');
    const code = await started('regicide', { moveHours: 24 }, host, keyIn('killed-guest'));
    // As a process killed with its room live leaves it: its lease runs for another minute.
    await s
      .turn!.tables.db.updateTable('turn_tables')
      .set({ holder: 'killed-process', held_until: now + 60_000 })
      .where('code', '=', code)
      .execute();
    const early = await rawJoin(s.port, code, { proof: await proofFor(host) });
    expect(isRawClient(early) ? 'connected' : answer(early).code).toBe('tableMoving');
    now += 61_000;
    const back = await joined(code, host);
    expect(((await back.until((f) => f.type === 'welcome', 'the welcome')).message as { seat: number }).seat).toBe(1);
    await back.until((f) => f.type === 'turn', 'the turn message');
    back.close();
    await parked(code);
    expect((await row(code)).holder).toBeNull();
  });
});

describe('limits and accounts', () => {
  it('refuses a table past the per-account limit (finished games raise it)', async () => {
    const busy = keyIn('busy');
    await started('regicide', { moveHours: 24 }, busy, keyIn('busy-1'));
    await started('regicide', { moveHours: 24 }, busy, keyIn('busy-2'));
    const third = await postJson(s.port, '/matchmake/create/table', { game: 'regicide', hostKey: 'h'.repeat(24), turnBased: { moveHours: 24 }, proof: await proofFor(busy) });
    expect(third.status).toBe(429);
    expect(answer(third).code).toBe('turnTableQuota');
    // The 'end' and duel tables above finished: the 'end' table's host may sit at three (two, plus one for its finished game).
    for (let i = 0; i < 3; i++) await started('regicide', { moveHours: 24 }, keyIn('end-host'), keyIn(`end-more-${i}`));
  });

  it("limits an address's lists of tables a minute", async () => {
    let refused = 0;
    // Twice the default allowance (30 a minute): a slow run refills some between the requests.
    for (let i = 0; i < 60; i++) if ((await postJson(s.port, '/tables/mine', {})).status === 429) refused++;
    expect(refused).toBeGreaterThan(0);
  });

  it("frees a deleted account's seats, after its export showed them", async () => {
    const gone = keyIn('gone');
    const code = await started('regicide', { moveHours: 24 }, keyIn('stays'), gone);
    const accounts = s.accounts!;
    const account = await accounts.accountFor({ fingerprint: gone.fingerprint, kind: 'ed25519', publicKey: gone.publicPem });
    const exported = await accounts.exportAccount(account.id);
    expect(exported.turnSeats).toEqual([{ code, seat: 2, seenMoves: expect.any(Number) as number, pausedUntil: null }]);
    await accounts.deleteAccount(account.id);
    expect((await s.turn!.tables.load(code))!.seats.map((x) => x.account_id === null)).toEqual([false, true]);
  });
});
