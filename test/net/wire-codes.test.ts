// Errors on the wire carry a code and its parameters (the rules' refusal codes included) beside
// the English words; each client words the code in its own language: the same refusal reads in
// English on one client and in German on the other. Bot choices are held to the server's limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodedMessage } from '../../src/net/wire/messages.js';
import { netMessage, refusalCodeOf } from '../../src/net/wire/net-codes.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { codeWords, gameCodes } from '../../src/ui/net/code-words.js';
import { waitFor } from './net-helpers.js';
import { type RoomServer, startRoomServer } from './room-server.js';

/** Each built-in game's codes as a seat's screen words them (its refusal words loaded once). */
const GAME_CODES = { regicide: await gameCodes('regicide'), thronfolge: await gameCodes('thronfolge') };

let server: RoomServer;
const events: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startRoomServer({ botDelayMs: 400, logEvent: (e) => void events.push(e), limits: { minBotDelayMs: 150, botLevels: ['easy', 'normal'] } as never });
});
afterAll(async () => {
  await server?.close();
});

const errorsOf = (log: RemoteChange[]): CodedMessage[] => log.flatMap((c) => (c.kind === 'error' ? [{ code: c.code, params: c.params, message: c.message }] : []));

describe('codes on the wire', () => {
  it('a refusal of the table and one of the rules, worded by each client in its language', async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, seed: 'codes-1', botLevel: 'easy' });
    const guest = await RemoteTable.join({ ...server.address, code: host.code }, { name: 'Bea' });
    const logs: RemoteChange[][] = [[], []];
    [host, guest].forEach((t, i) => t.subscribe((c) => logs[i].push(c)));
    await Promise.all([host, guest].map((t) => waitFor(t, () => t.update !== null, 10_000, 'the start')));
    const toMove = host.update!.toMove!;
    const [mover, waiter] = toMove === 1 ? [host, guest] : [guest, host];
    const moverLog = logs[toMove - 1];
    const waiterLog = logs[2 - toMove];

    // Out of turn: the table's code with the seat to move.
    waiter.submit('yield');
    await waitFor(waiter, () => errorsOf(waiterLog).length > 0, 5_000, 'the refusal');
    const [notYours] = errorsOf(waiterLog);
    expect(notYours).toEqual({ code: 'notYourTurn', params: { seat: waiter.seat, toMove }, message: expect.stringMatching(/not your turn/) });

    // A card not in the hand: the rules' code.
    const hand = (mover.update!.view as { hand: string[] }).hand;
    const missing = ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C'].find((c) => !hand.includes(c))!;
    mover.submit(`play ${missing}`);
    await waitFor(mover, () => errorsOf(moverLog).length > 0, 5_000, "the rules' refusal");
    const [notInHand] = errorsOf(moverLog);
    expect(notInHand.code).toBe('notInHand');
    expect(notInHand.message).toMatch(/not all in your hand/);

    // One client reads English, the other German: the same codes, their own words.
    expect(codeWords('en', GAME_CODES.regicide, waiter.seat, notYours)).toBe(`Not your turn: seat ${toMove} is to move`);
    expect(codeWords('de', GAME_CODES.regicide, waiter.seat, notYours)).toBe(`Du bist nicht am Zug: Platz ${toMove} ist dran`);
    expect(codeWords('en', GAME_CODES.regicide, mover.seat, notInHand)).toBe('Those cards are not all in your hand');
    expect(codeWords('de', GAME_CODES.regicide, mover.seat, notInHand)).not.toBe(codeWords('en', GAME_CODES.regicide, mover.seat, notInHand));
    expect(codeWords('de', GAME_CODES.regicide, mover.seat, notInHand)).toMatch(/Hand/);
    // Nothing changed.
    expect(host.update!.movesMade).toBe(0);
    await Promise.all([host.leave(), guest.leave()]);
  });

  it('a table moving to another process (4320) is read back from its number and worded by each client', () => {
    expect(refusalCodeOf(4320)).toBe('tableMoving');
    const moving = netMessage('tableMoving');
    expect(moving.message).toBe('that table is moving to another server process; try again in a moment');
    expect(codeWords('en', GAME_CODES.regicide, 1, moving)).toMatch(/^This table is moving to another server process/);
    expect(codeWords('de', GAME_CODES.regicide, 1, moving)).toMatch(/^Dieser Tisch zieht gerade auf einen anderen Serverprozess um/);
  });

  it('a create refused for a bot level the operator did not allow, with its code', async () => {
    const refused = RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, bots: [2], botLevel: 'hard' });
    await expect(refused).rejects.toMatchObject({ code: 'botLevel', message: expect.stringMatching(/bot level must be one of easy, normal/) });
  });

  it("create options cannot reach the server's services (Colyseus merges them into the room's options)", async () => {
    const shadow = { embedded: true, services: { embedded: true, limits: { minBotDelayMs: 0 } }, limits: { minBotDelayMs: 0, botLevels: null }, restore: 'KQX7-2MPD' };
    const host = await RemoteTable.create(server.address, { game: 'thronfolge', options: { first: 1, variants: [] }, bots: [2], botLevel: 'easy', botDelayMs: 0, ...shadow } as never);
    await waitFor(host, () => host.lobby !== null, 5_000, 'the lobby');
    expect(host.lobby!.embedded).toBe(false);
    expect(events.find((e) => e.event === 'created' && e.room === host.code)).toMatchObject({ restored: false, botDelayMs: 150 });
    await host.leave();
  });

  it('a raw create with a seed that is not printable text is refused with a code', async () => {
    const refused = RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, seed: '\u001b]0;PWNED\u0007' });
    await expect(refused).rejects.toMatchObject({ code: 'badCreate', message: expect.stringMatching(/the seed must be printable text/) });
  });

  it("a bot delay below the server's minimum is raised to it", async () => {
    const host = await RemoteTable.create(server.address, { game: 'thronfolge', options: { first: 1, variants: [] }, bots: [2], botLevel: 'easy', botDelayMs: 0 });
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    const created = events.find((e) => e.event === 'created' && e.room === host.code);
    expect(created?.botDelayMs).toBe(150);
    await host.leave();
  });
});
