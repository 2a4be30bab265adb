// Quick match's decisions against a fake of the lobby routes: join the table quick names (our name
// only), or host the one it opened with our create options (with our hostKey); ask again when the
// join finds the table full, at most three more times; any other failure ends it at once.
import { afterEach, describe, expect, it } from 'vitest';
import { type RoomAddress, parseServerAddress } from '../../src/net/client/address.js';
import { lobbyQuick } from '../../src/net/lobby/lobby-client.js';
import type { JoinOptions } from '../../src/net/wire/messages.js';
import { TableRefused } from '../../src/net/client/matchmake-client.js';
import { QUICK_RETRIES, QuickAllFull, quickSeat } from '../../src/cli/lobby/quick-match.js';
import { quickRequestOf } from '../../src/cli/lobby/quick-play.js';
import { type FakeLobby, startFakeLobby } from './lobby-fake.js';

let fake: FakeLobby | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const HOST_KEY = 'h'.repeat(32);

/** A join that records what it was asked and fails with `refusals` first (one per call). */
function joiner(refusals: Error[] = []) {
  const calls: { address: RoomAddress; options: JoinOptions }[] = [];
  const join = async (address: RoomAddress, options: JoinOptions) => {
    calls.push({ address, options });
    const refusal = refusals.shift();
    if (refusal) throw refusal;
    return { seated: address.code };
  };
  return { calls, join };
}

const full = () => new TableRefused('tableFull', 'The table is full.');

describe('quick match', () => {
  it('asks with the create options host would use: public, the language, a hostKey, the variants and bots', () => {
    const request = quickRequestOf('regicide', { screenReader: false, players: 3, variant: ['short'], bots: [3], bot: 'steady', name: 'Ann' }, 'de', HOST_KEY);
    expect(request).toMatchObject({ game: 'regicide', seats: 3, variants: ['short'], lang: 'de' });
    expect(request.create).toMatchObject({ game: 'regicide', public: true, lang: 'de', hostKey: HOST_KEY, name: 'Ann', bots: [3], botLevel: 'steady', options: { players: 3, variants: ['short'] } });
    // Without --players any table size fits; a table of its own would seat two.
    const any = quickRequestOf('regicide', { screenReader: false }, 'en', HOST_KEY);
    expect(any).not.toHaveProperty('seats');
    expect(any.create.options).toMatchObject({ players: 2 });
    expect(quickRequestOf('thronfolge', { screenReader: false, first: 2 }, 'fr', HOST_KEY).create).toMatchObject({ game: 'thronfolge', public: true, options: { first: 2 } });
    expect(() => quickRequestOf('regicide', { screenReader: false, bots: [1] }, 'en', HOST_KEY)).toThrow(/seat 1/);
  });

  it('joins the table quick found, with the name only (a stranger never learns the hostKey)', async () => {
    fake = await startFakeLobby();
    fake.quickAnswers = [{ code: 'KQX7-2MPD', host: false }];
    const server = parseServerAddress(fake.address);
    const { calls, join } = joiner();
    const seat = await quickSeat(server, quickRequestOf('regicide', { screenReader: false, name: 'Ann' }, 'en', HOST_KEY), { quick: lobbyQuick, join });
    expect(seat).toEqual({ table: { seated: 'KQX7-2MPD' }, code: 'KQX7-2MPD', host: false });
    expect(calls).toHaveLength(1);
    expect(calls[0].address).toMatchObject({ code: 'KQX7-2MPD', display: fake.address });
    expect(calls[0].options).toEqual({ name: 'Ann' });
    expect(fake.quickRequests).toHaveLength(1);
    expect(fake.quickRequests[0]).toMatchObject({ game: 'regicide', create: { public: true, hostKey: HOST_KEY } });
  });

  it('hosts the table the server opened: seat 1 with our hostKey', async () => {
    fake = await startFakeLobby();
    fake.quickAnswers = [{ code: 'ABCD-2345', host: true }];
    const { calls, join } = joiner();
    const seat = await quickSeat(parseServerAddress(fake.address), quickRequestOf('thronfolge', { screenReader: false }, 'nb', HOST_KEY), { quick: lobbyQuick, join });
    expect(seat.host).toBe(true);
    expect(calls.map((c) => c.options)).toEqual([{ hostKey: HOST_KEY }]);
  });

  it('asks again when the table filled (or started) before the join, and takes the next one', async () => {
    fake = await startFakeLobby();
    fake.quickAnswers = [
      { code: 'KQX7-2MPD', host: false },
      { code: 'ABCD-2345', host: false },
      { code: 'WXYZ-6789', host: true },
    ];
    const { calls, join } = joiner([full(), new TableRefused('started', 'The game has started.')]);
    const seat = await quickSeat(parseServerAddress(fake.address), quickRequestOf('regicide', { screenReader: false }, 'en', HOST_KEY), { quick: lobbyQuick, join });
    expect(seat).toMatchObject({ code: 'WXYZ-6789', host: true });
    expect(calls.map((c) => c.address.code)).toEqual(['KQX7-2MPD', 'ABCD-2345', 'WXYZ-6789']);
    expect(fake.quickRequests).toHaveLength(3);
  });

  it(`gives up after ${QUICK_RETRIES} more tries when every table fills first`, async () => {
    fake = await startFakeLobby();
    fake.quickAnswers = [{ code: 'KQX7-2MPD', host: false }];
    const { calls, join } = joiner(Array.from({ length: 10 }, full));
    await expect(quickSeat(parseServerAddress(fake.address), quickRequestOf('regicide', { screenReader: false }, 'en', HOST_KEY), { quick: lobbyQuick, join })).rejects.toBeInstanceOf(QuickAllFull);
    expect(fake.quickRequests).toHaveLength(QUICK_RETRIES + 1);
    expect(calls).toHaveLength(QUICK_RETRIES + 1);
  });

  it('any other refusal of the join ends it at once, and so does a refusal of quick', async () => {
    fake = await startFakeLobby();
    fake.quickAnswers = [{ code: 'KQX7-2MPD', host: false }];
    const server = parseServerAddress(fake.address);
    const request = quickRequestOf('regicide', { screenReader: false }, 'en', HOST_KEY);
    const gone = joiner([new TableRefused('joinQuota', 'Too many joins.')]);
    await expect(quickSeat(server, request, { quick: lobbyQuick, join: gone.join })).rejects.toMatchObject({ code: 'joinQuota' });
    expect(fake.quickRequests).toHaveLength(1);
    fake.refuse = { status: 429, code: 'tooMany' };
    const never = joiner();
    await expect(quickSeat(server, request, { quick: lobbyQuick, join: never.join })).rejects.toMatchObject({ problem: { kind: 'refused', status: 429 } });
    expect(never.calls).toHaveLength(0);
  });

  it('sends who joins when it can take a reserved seat; an older server that reserves none is joined by code', async () => {
    fake = await startFakeLobby();
    fake.quickAnswers = [{ code: 'KQX7-2MPD', host: false }];
    const { calls, join } = joiner();
    const taken: string[] = [];
    const seat = (address: RoomAddress) => (taken.push(address.code), Promise.resolve({ seated: address.code }));
    const identity = () => Promise.resolve({ voucher: 'v'.repeat(32) });
    await quickSeat(parseServerAddress(fake.address), quickRequestOf('regicide', { screenReader: false, name: 'Ida' }, 'en', HOST_KEY), { quick: lobbyQuick, join, seat, identity });
    expect(fake.quickRequests[0]).toMatchObject({ join: { name: 'Ida', voucher: 'v'.repeat(32) } });
    expect(taken).toEqual([]);
    expect(calls.map((c) => c.address.code)).toEqual(['KQX7-2MPD']);
  });

  it('takes the seat reserved in the answer; a table that filled first is asked about again, other refusals end it', async () => {
    fake = await startFakeLobby();
    const reservation = (code: string) => ({ room: { name: 'table', roomId: code, processId: 'p1' }, sessionId: 's1' });
    fake.quickAnswers = [
      { code: 'KQX7-2MPD', host: false, refused: { code: 'tableFull', params: {}, error: 'The table is full.' } },
      // A reservation for another table than the code is no reservation: that one is joined by code.
      { code: 'ABCD-2345', host: false, reservation: reservation('WXYZ-6789') },
      { code: 'WXYZ-6789', host: true, reservation: reservation('WXYZ-6789') },
    ];
    const taken: string[] = [];
    const seat = (address: RoomAddress) => (taken.push(address.code), Promise.resolve({ seated: address.code }));
    const { calls, join } = joiner([full()]);
    const request = quickRequestOf('regicide', { screenReader: false }, 'en', HOST_KEY);
    const got = await quickSeat(parseServerAddress(fake.address), request, { quick: lobbyQuick, join, seat });
    expect(got).toMatchObject({ code: 'WXYZ-6789', host: true });
    expect(calls.map((c) => c.address.code)).toEqual(['ABCD-2345']);
    expect(taken).toEqual(['WXYZ-6789']);
    fake.quickAnswers = [{ code: 'KQX7-2MPD', host: false, refused: { code: 'badProof', params: {}, error: 'That key proof is not valid.' } }];
    await expect(quickSeat(parseServerAddress(fake.address), request, { quick: lobbyQuick, join, seat })).rejects.toMatchObject({ code: 'badProof' });
  });
});
