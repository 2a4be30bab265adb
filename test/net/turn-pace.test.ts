// "Continue later" (issue 30) through the real server, with raw clients: a live table of two
// accounts becomes turn-based when both agree (a proposal, then the other's yes), its rows are
// written and its live log forgotten, both leave and it parks, the server restarts and the table
// is visited as any turn-based one; then, both there, it goes back to live play (a "no" first,
// then a yes): the rows go, the live log is back, the clock is off. The refusals: a guest at the
// table, a player away, the pace the table has, a "no" to nothing, a server without accounts, a
// seat whose account sits at as many turn-based tables as it may.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { matchMaker } from '@colyseus/core';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { proofOf } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import type { LobbyMessage, TurnMessage } from '../../src/net/wire/messages.js';
import { roomLogPath } from '../../src/net/logs/room-store.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, postJson } from './edge-helpers.js';
import { type RawClient, type RawFrame, isRawClient, rawConnect, rawJoin } from './raw-client.js';

const dir = mkdtempSync(join(tmpdir(), 'turn-pace-'));
const data = join(dir, 'data');
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
const HOUR = 3_600_000;
const now = Date.UTC(2026, 11, 2, 9);
let server: NetServer | undefined;
/** The server's event log, this file's servers one after another. */
const events: { event: string; room?: string; why?: string }[] = [];

const start = async (accounts = true, reconnectSeconds?: number, turnTablesPerAccount?: number): Promise<NetServer> =>
  (server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: data,
    ...(accounts && { database: sqliteFileIn(data) }),
    botDelayMs: 0,
    clock: () => now,
    resume: true,
    logEvent: (e) => void events.push(e),
    ...(reconnectSeconds !== undefined && { reconnectSeconds }),
    ...(turnTablesPerAccount !== undefined && { limits: { turnTablesPerAccount } }),
  }));

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { challenge?: string; room?: { roomId: string; processId: string }; sessionId?: string };
const answer = (r: RawResponse): Answer => r.json as Answer;

const proofFor = async (s: NetServer, key: ClientKey): Promise<unknown> => {
  const challenge = answer(await postJson(s.port, '/account/challenge', {})).challenge ?? '';
  return proofOf(parseServerAddress(`127.0.0.1:${s.port}`), key, challenge);
};

const isLobby = (test: (l: LobbyMessage) => boolean) => (f: RawFrame) => f.type === 'lobby' && test(f.message as LobbyMessage);
const isCode = (type: string, code: string) => (f: RawFrame) => f.type === type && (f.message as { code?: string }).code === code;
const after = (c: RawClient, test: (f: RawFrame) => boolean): ((f: RawFrame) => boolean) => {
  const from = c.frames.length;
  return (f) => c.frames.indexOf(f) >= from && test(f);
};

/** Opens a live two-seat table as `host` (with a proof, or as a guest) and seats `guest`; both see the game start. */
async function liveTable(s: NetServer, host: ClientKey | null, guest: ClientKey | null): Promise<{ code: string; a: RawClient; b: RawClient }> {
  const created = await postJson(s.port, '/matchmake/create/table', {
    game: 'regicide',
    options: { players: 2 },
    hostKey: 'h'.repeat(24),
    name: 'Ada',
    ...(host && { proof: await proofFor(s, host) }),
  });
  expect(created.status).toBe(200);
  const r = answer(created) as { room: { roomId: string; processId: string }; sessionId: string };
  const a = await rawConnect(s.port, r);
  const code = r.room.roomId;
  const b = await rawJoin(s.port, code, { name: 'Bo', ...(guest && { proof: await proofFor(s, guest) }) });
  if (!isRawClient(b)) throw new Error(`join refused: ${b.body}`);
  for (const c of [a, b]) await c.until((f) => f.type === 'update', 'the start');
  return { code, a, b };
}

async function leave(...clients: RawClient[]): Promise<void> {
  for (const c of clients) {
    c.close();
    await c.closed;
  }
}

/** `b` (seat 2) leaves and does not come back within the reconnection time: `a` sees the seat vacated. */
async function goneFor(a: RawClient, b: RawClient): Promise<void> {
  await leave(b);
  await a.until(
    isLobby((l) => l.seats[1].vacated),
    'seat 2 gone',
  );
}

async function parked(code: string): Promise<void> {
  for (let i = 0; i < 800 && matchMaker.getLocalRoomById(code); i++) await new Promise((r) => setTimeout(r, 25));
  expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
}

describe('continue later: a live table becomes turn-based, and back', () => {
  const ada = keyIn('ada');
  const bo = keyIn('bo');

  it('goes turn-based when every seat agrees, parks, survives a restart, and goes live again', async () => {
    let s = await start();
    const { code, a, b } = await liveTable(s, ada, bo);
    expect(existsSync(roomLogPath(data, code))).toBe(true);

    // The pace the table has already, and a "no" to nothing, are refused.
    a.send('pace', { to: 'live', agree: true });
    await a.until(isCode('error', 'samePace'), 'samePace');
    a.send('pace', { to: 'turn', agree: false });
    await a.until(isCode('error', 'noProposal'), 'noProposal');

    // Ada proposes; both see it in the lobby with her yes; Bo agrees.
    a.send('pace', { to: 'turn', agree: true });
    for (const c of [a, b])
      await c.until(
        isLobby((l) => l.pace?.to === 'turn' && l.pace.by === 1 && l.pace.agreed.join() === '1'),
        'the proposal',
      );
    expect(await s.turn!.tables.exists(code)).toBe(false);
    const told = [after(a, isCode('notice', 'nowTurnBased')), after(b, isCode('notice', 'nowTurnBased'))];
    b.send('pace', { to: 'turn', agree: true });
    for (const [i, c] of [a, b].entries()) {
      const notice = await c.until(told[i], 'now turn-based');
      expect((notice.message as { params: unknown }).params).toEqual({ moveHours: 48 });
      const turn = (await c.until((f) => f.type === 'turn', 'the clock')).message as TurnMessage;
      expect(turn).toMatchObject({ moveMs: 48 * HOUR, onTimeout: 'bot', toMove: 1, deadline: now + 48 * HOUR, paused: false });
      await c.until(
        isLobby((l) => l.turnBased === true && l.moveHours === 48 && l.pace === null),
        'the lobby, turn-based',
      );
    }
    const row = (await s.turn!.tables.load(code))!;
    expect(row.row).toMatchObject({ status: 'playing', to_move: 1, deadline: now + 48 * HOUR, move_ms: 48 * HOUR });
    expect(row.seats.map((x) => x.account_id === null)).toEqual([false, false]);
    // Everyone had seen the game so far: the next visit sums up only what comes after.
    expect(row.seats.map((x) => x.seen_moves)).toEqual([0, 0]);
    expect(existsSync(roomLogPath(data, code))).toBe(false);

    // Both leave: the table parks, as any turn-based one. A restart, and Ada is back by her key only.
    await leave(a, b);
    await parked(code);
    await s.close();
    s = await start();
    const a2 = await rawJoin(s.port, code, { proof: await proofFor(s, ada) });
    if (!isRawClient(a2)) throw new Error(`join refused: ${a2.body}`);
    expect(((await a2.until((f) => f.type === 'welcome', 'the welcome')).message as { seat: number }).seat).toBe(1);
    await a2.until((f) => f.type === 'turn', 'the clock');
    await a2.until((f) => f.type === 'update', 'the update');

    // Back to live: not while Bo is away.
    a2.send('pace', { to: 'live', agree: true });
    const away = await a2.until(isCode('error', 'liveAway'), 'liveAway');
    expect((away.message as { params: unknown }).params).toEqual({ seat: 2 });
    const b2 = await rawJoin(s.port, code, { proof: await proofFor(s, bo) });
    if (!isRawClient(b2)) throw new Error(`join refused: ${b2.body}`);
    await b2.until((f) => f.type === 'update', 'the update');

    // Ada proposes, Bo says no: the table stays turn-based.
    a2.send('pace', { to: 'live', agree: true });
    await b2.until(
      isLobby((l) => l.pace?.to === 'live'),
      'the proposal',
    );
    const gone = after(
      a2,
      isLobby((l) => l.pace === null),
    );
    b2.send('pace', { to: 'live', agree: false });
    for (const c of [a2, b2]) await c.until(isCode('notice', 'paceDeclined'), 'the no');
    await a2.until(gone, 'the proposal gone');
    expect(await s.turn!.tables.exists(code)).toBe(true);

    // Then Bo proposes and Ada agrees: live again, the rows gone with the clock, the live log back.
    const proposed = after(
      a2,
      isLobby((l) => l.pace?.by === 2),
    );
    b2.send('pace', { to: 'live', agree: true });
    await a2.until(proposed, 'the proposal');
    a2.send('pace', { to: 'live', agree: true });
    for (const c of [a2, b2]) {
      await c.until(isCode('notice', 'nowLive'), 'now live');
      await c.until(
        isLobby((l) => l.turnBased === false && l.moveHours === null),
        'the lobby, live',
      );
    }
    expect(await s.turn!.tables.exists(code)).toBe(false);
    expect(existsSync(roomLogPath(data, code))).toBe(true);

    // Live again: a move still goes through, and a leave does not park the table (its player may come back).
    const u = b2.frames.filter((f) => f.type === 'update').at(-1)!.message as { toMove: number; legal: string[]; movesMade: number };
    const mover = u.toMove === 2 ? b2 : a2;
    const legal = mover.frames.filter((f) => f.type === 'update').at(-1)!.message as { legal: string[]; movesMade: number };
    mover.send('move', { text: legal.legal[0], at: legal.movesMade });
    await mover.until((f) => f.type === 'update' && (f.message as { movesMade: number }).movesMade > legal.movesMade, 'the move');
    await leave(b2);
    await a2.until(
      isLobby((l) => !l.seats[1].connected),
      'Bo away',
    );
    expect(matchMaker.getLocalRoomById(code)).toBeDefined();
    await leave(a2);
    await s.close();
    server = undefined;
  }, 120_000);

  it('refuses a table with a guest at it in one clear line, and cancels a proposal when a seat leaves', async () => {
    const s = await start();
    const guestTable = await liveTable(s, ada, null);
    guestTable.a.send('pace', { to: 'turn', agree: true });
    const refused = await guestTable.a.until(isCode('error', 'laterGuests'), 'laterGuests');
    expect((refused.message as { params: unknown; message: string }).params).toEqual({ seats: [2] });
    expect((refused.message as { message: string }).message).toContain('plays as a guest');
    await leave(guestTable.a, guestTable.b);

    // A proposal is off when a seat leaves (it could not agree now).
    const t = await liveTable(s, ada, bo);
    t.a.send('pace', { to: 'turn', agree: true });
    await t.b.until(
      isLobby((l) => l.pace?.to === 'turn'),
      'the proposal',
    );
    const gone = after(
      t.a,
      isLobby((l) => l.pace === null),
    );
    await leave(t.b);
    await t.a.until(isCode('notice', 'paceCancelled'), 'cancelled');
    await t.a.until(gone, 'the proposal gone');
    expect(await s.turn!.tables.exists(t.code)).toBe(false);
    await leave(t.a);
    await s.close();
    server = undefined;
  }, 60_000);

  it('switches once when two agreements arrive together (the checks wait on the database)', async () => {
    const s = await start(true, 1);
    const { code, a, b } = await liveTable(s, ada, bo);
    const logged = (event: string): number => events.filter((e) => e.room === code && e.event === event).length;
    // Bo does not come back in time and Ada gives his seat to a bot: her yes alone decides.
    await goneFor(a, b);
    a.send('bot', { seat: 2 });
    await a.until(
      isLobby((l) => l.seats[1].bot),
      'the bot at seat 2',
    );
    // Nobody has proposed: each yes is checked against Ada's limit (in the database) before it
    // counts, and the second comes in while the first is being checked. The table's rows are
    // written once (a second try would find them there and fail).
    const create = vi.spyOn(s.turn!.tables, 'create');
    a.send('pace', { to: 'turn', agree: true });
    a.send('pace', { to: 'turn', agree: true });
    await a.until(isCode('notice', 'nowTurnBased'), 'now turn-based');
    await a.until((f) => f.type === 'turn', 'the clock');
    // Her "no" to nothing afterwards is answered: both yeses were handled before it (in order).
    a.send('pace', { to: 'live', agree: false });
    await a.until(isCode('error', 'noProposal'), 'noProposal');
    expect(logged('paceProposed')).toBe(1);
    expect(logged('paceChanged')).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(a.frames.filter(isCode('notice', 'nowTurnBased'))).toHaveLength(1);
    const row = (await s.turn!.tables.load(code))!;
    expect(row.seats.map((x) => x.seat)).toEqual([1, 2]);
    expect(existsSync(roomLogPath(data, code))).toBe(false);
    await leave(a);
    await s.close();
    server = undefined;
  }, 60_000);

  it('does not wait for a seat given to a bot after the proposal', async () => {
    const s = await start(true, 1);
    const { code, a, b } = await liveTable(s, ada, bo);
    // Bo goes and does not come back in time; Ada proposes: his seat is still his, so he must agree.
    await goneFor(a, b);
    a.send('pace', { to: 'turn', agree: true });
    await a.until(
      isLobby((l) => l.pace?.to === 'turn' && l.pace.agreed.join() === '1'),
      'the proposal',
    );
    expect(await s.turn!.tables.exists(code)).toBe(false);
    // His seat goes to a bot: a bot has no say, and Ada's yes was the only one wanted.
    a.send('bot', { seat: 2 });
    await a.until(isCode('notice', 'nowTurnBased'), 'now turn-based');
    await a.until(
      isLobby((l) => l.turnBased === true && l.pace === null && l.seats[1].bot),
      'the lobby, turn-based',
    );
    expect(await s.turn!.tables.exists(code)).toBe(true);
    await leave(a);
    await s.close();
    server = undefined;
  }, 60_000);

  it("refuses when a seat's account is at its limit of turn-based tables, at the last yes and at a proposal", async () => {
    const s = await start(true, undefined, 1);
    const [dee, cy] = [keyIn('dee'), keyIn('cy')];
    const t = await liveTable(s, dee, cy);
    // Dee proposes while Cy sits at no turn-based table: the proposal stands.
    t.a.send('pace', { to: 'turn', agree: true });
    await t.b.until(
      isLobby((l) => l.pace?.to === 'turn'),
      'the proposal',
    );
    // Meanwhile Cy opens a turn-based table elsewhere (it waits for its players): all Cy may sit at.
    const created = await postJson(s.port, '/matchmake/create/table', {
      game: 'regicide',
      options: { players: 2 },
      hostKey: 'k'.repeat(24),
      name: 'Cy',
      turnBased: { moveHours: 48 },
      proof: await proofFor(s, cy),
    });
    expect(created.status).toBe(200);
    const other = await rawConnect(s.port, answer(created) as { room: { roomId: string; processId: string }; sessionId: string });
    await other.until((f) => f.type === 'turn', 'the other table');
    await leave(other);

    // Cy's yes, the last one, is refused for Cy's seat in one line with the limit; the proposal is off.
    const off = after(
      t.a,
      isLobby((l) => l.pace === null),
    );
    t.b.send('pace', { to: 'turn', agree: true });
    const refused = (await t.b.until(isCode('error', 'laterQuota'), 'laterQuota at the last yes')).message as { params: unknown; message: string };
    expect(refused.params).toEqual({ seat: 2, limit: 1 });
    expect(refused.message).not.toContain('\n');
    expect(refused.message.length).toBeGreaterThan(0);
    await t.a.until(off, 'the proposal gone');
    // A new proposal is refused at once, whoever makes it; the table stays live, with no rows.
    t.a.send('pace', { to: 'turn', agree: true });
    const again = (await t.a.until(isCode('error', 'laterQuota'), 'laterQuota at the proposal')).message as { params: unknown };
    expect(again.params).toEqual({ seat: 2, limit: 1 });
    expect(await s.turn!.tables.exists(t.code)).toBe(false);
    expect([...t.a.frames, ...t.b.frames].some(isCode('notice', 'nowTurnBased'))).toBe(false);
    await leave(t.a, t.b);
    await s.close();
    server = undefined;
  }, 60_000);

  it('refuses on a server that keeps no accounts', async () => {
    const s = await start(false);
    const t = await liveTable(s, null, null);
    t.a.send('pace', { to: 'turn', agree: true });
    await t.a.until(isCode('error', 'laterNoServer'), 'laterNoServer');
    await leave(t.a, t.b);
  }, 30_000);
});
