// Quotas per address, each attacked the way a stranger would: tables opened in a burst, bot
// tables held open, seat reservations piled on one code, a burst of joins, code guesses, and
// connections held open. Every attack here would succeed without its quota. The server trusts
// 127.0.0.1 as a proxy, so that each attack comes from its own X-Forwarded-For address.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, createBody, from, postJson, rawSocket, within } from './edge-helpers.js';

const LIMITS = {
  trustProxy: ['127.0.0.1'],
  tablesPerMinutePerAddress: 3,
  botTablesPerAddress: 1,
  reservationsPerTable: 8,
  // The joins test piles reservations from one address: its share is not what it tests.
  reservationsPerAddress: 8,
  joinsPerMinutePerAddress: 6,
  codeGuessesPerMinutePerAddress: 4,
  connectionsPerAddress: 4,
  requestTimeoutMs: 30_000,
  // 0.01 minutes: a started table its host left closes within a second (the bot-table test waits for it).
  abandonedMinutes: 0.01,
};

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: LIMITS });
});
afterAll(async () => {
  await server?.close();
});

const create = (address: string, extra: Record<string, unknown> = {}): Promise<RawResponse> => postJson(server.port, '/matchmake/create/table', createBody(extra), from(address));
const join = (address: string, code: string, options: Record<string, unknown> = {}): Promise<RawResponse> => postJson(server.port, `/matchmake/joinById/${code}`, options, from(address));

/** Takes up a reservation with its WebSocket, as colyseus.js does (the room then holds that client). */
const takeSeat = (reply: RawResponse) => new Client(`ws://127.0.0.1:${server.port}`).consumeSeatReservation(reply.json);

/** A four-seat table opened from `address`, its host seated: the code others may join. */
async function openTable(address: string): Promise<{ code: string; host: Awaited<ReturnType<typeof takeSeat>> }> {
  const table = await create(address, { options: { players: 4, variants: [] } });
  return { code: table.json.room.roomId as string, host: await takeSeat(table) };
}

describe('tables per minute', () => {
  it('a burst of creates from one address is refused past the quota; another address is not affected', async () => {
    const statuses = [];
    for (let i = 0; i < LIMITS.tablesPerMinutePerAddress + 2; i++) statuses.push((await create('10.0.1.1')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await create('10.0.1.1');
    expect(refused.json).toMatchObject({ code: 'tableQuota' });
    expect((await create('10.0.1.2')).status).toBe(200);
  });
});

describe('bot tables per address', () => {
  it('an address holding its bot tables is refused another, until one closes', async () => {
    const first = await create('10.0.2.1', { options: { players: 3, variants: [] }, bots: [3], botLevel: 'hard' });
    expect(first.status).toBe(200);
    const second = await create('10.0.2.1', { bots: [2], botLevel: 'hard' });
    expect(second.status).toBe(429);
    expect(second.json.code).toBe('botTableQuota');
    // A table without bots is still allowed.
    expect((await create('10.0.2.1')).status).toBe(200);
    // The first table closes (its host came and went before the start): the quota is free again.
    const room = await takeSeat(first);
    await room.leave(true);
    await within(5000, waitUntilCreated('10.0.2.1', { bots: [2], botLevel: 'easy' }), 'a bot table allowed again');
  });
});

describe('bot tables per address, bots that come later', () => {
  it('a table that gains server bots after it opened (a start that fills its seats, a takeover) counts too', async () => {
    const address = '10.0.2.9';
    // No bots at the create: allowed, and then the start fills the empty seats with bots.
    const first = await listened(await takeSeat(await create(address, { options: { players: 3, variants: [] }, botLevel: 'easy' })));
    first.room.send('start', { bots: true });
    await first.until('update');
    // That address now holds its one bot table: another of its tables may not start with bots…
    const second = await listened(await takeSeat(await create(address, { options: { players: 3, variants: [] }, botLevel: 'easy' })));
    second.room.send('start', { bots: true });
    expect(await second.until('error')).toMatchObject({ code: 'botTableQuota', params: { limit: 1 } });
    // …nor give a seat its player left to a bot.
    const third = await create(address, { botLevel: 'easy' });
    const host = await listened(await takeSeat(third));
    const guest = await takeSeat(await join('10.0.2.10', third.json.room.roomId));
    await host.until('update');
    await guest.leave(true);
    host.room.send('bot', { seat: 2 });
    expect(await host.until('error')).toMatchObject({ code: 'botTableQuota' });
    // Once the first table is gone (its host left; abandoned), the second may start with bots.
    await first.room.leave(true);
    await within(
      10_000,
      (async () => {
        for (;;) {
          second.room.send('start', { bots: true });
          const answer = await Promise.race([second.until('update').then(() => 'started'), second.until('error')]);
          if (answer === 'started') return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })(),
      'the second table to start with bots',
    );
    await Promise.all([second.room.leave(true), host.room.leave(true)]);
  });
});

/** A raw room whose messages are kept: `until(type)` resolves with the next message of that type. */
async function listened(room: Awaited<ReturnType<typeof takeSeat>>) {
  const waiting = new Map<string, ((m: unknown) => void)[]>();
  room.onMessage('*', (type, message) => {
    const list = waiting.get(String(type)) ?? [];
    waiting.delete(String(type));
    list.forEach((resolve) => resolve(message));
  });
  const until = (type: string): Promise<any> => within(10_000, new Promise((resolve) => waiting.set(type, [...(waiting.get(type) ?? []), resolve])), `a ${type} message`);
  return { room, until };
}

/** Tries to open a bot table until the quota lets it (the room closes a moment after its host left). */
async function waitUntilCreated(address: string, extra: Record<string, unknown>): Promise<void> {
  for (;;) {
    const r = await create(address, extra);
    if (r.status === 200) return;
    expect(r.json.code).toBe('botTableQuota');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('seat reservations per table', () => {
  it('reservations piled on one known code are refused past the quota', async () => {
    const { code, host } = await openTable('10.0.3.1');
    const statuses = [];
    for (let i = 0; i < LIMITS.reservationsPerTable + 1; i++) statuses.push((await join(`10.0.3.${10 + i}`, code)).status);
    expect(statuses.slice(0, LIMITS.reservationsPerTable).every((s) => s === 200)).toBe(true);
    expect(statuses[LIMITS.reservationsPerTable]).toBe(429);
    expect((await join('10.0.3.99', code)).json.code).toBe('reservationQuota');
    await host.leave(true);
  });
});

describe('joins per minute', () => {
  it('a burst of joins from one address is refused past the quota', async () => {
    const { code, host } = await openTable('10.0.4.1');
    const statuses = [];
    for (let i = 0; i < LIMITS.joinsPerMinutePerAddress + 1; i++) statuses.push((await join('10.0.4.2', code)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await join('10.0.4.2', code);
    expect(last.status).toBe(429);
    expect(last.json.code).toBe('joinQuota');
    await host.leave(true);
  });
});

describe('code guesses', () => {
  it('an unknown code, a bad seat token and an expired reconnection token get the same answer', async () => {
    const table = await create('10.0.5.1');
    const host = await takeSeat(table);
    const code = table.json.room.roomId as string;
    const answers = [
      await join('10.0.5.2', 'ZZZZ-ZZZZ'),
      await join('10.0.5.3', code, { seatToken: 'not-the-token-of-any-seat' }),
      await postJson(server.port, `/matchmake/reconnect/${code}`, { reconnectionToken: 'long-gone' }, from('10.0.5.4')),
      await join('10.0.5.5', 'not-a-code'),
    ];
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: answers[0].status, body: answers[0].body });
    expect(answers[0].status).toBe(404);
    expect(answers[0].json).toMatchObject({ code: 'noTable', params: {} });
    await host.leave(true);
  });

  it('an address that keeps guessing is refused before anything is looked up, even with a right code', async () => {
    const { code, host } = await openTable('10.0.6.1');
    for (let i = 0; i < LIMITS.codeGuessesPerMinutePerAddress; i++) expect((await join('10.0.6.2', `ZZZZ-ZZZ${'23456789'[i]}`)).status).toBe(404);
    const right = await join('10.0.6.2', code);
    expect(right.status).toBe(429);
    expect(right.json.code).toBe('guessQuota');
    // Someone else with the code gets in.
    expect((await join('10.0.6.3', code)).status).toBe(200);
    await host.leave(true);
  });
});

describe('connections per address', () => {
  it('requests held open from one address are counted; one more is refused', async () => {
    const held = await Promise.all(
      Array.from({ length: LIMITS.connectionsPerAddress }, async () => {
        const s = await rawSocket(server.port);
        // Complete headers, a body that never comes: the request stays open.
        s.socket.write('POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.0.7.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
        return s;
      }),
    );
    // The server has read every held request's headers once a later request is answered.
    await create('10.0.7.2');
    const refused = await create('10.0.7.1');
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('connectionQuota');
    held.forEach((s) => s.socket.destroy());
    await Promise.all(held.map((s) => s.closed));
    await within(
      5000,
      retryUntilOk(() => create('10.0.7.1')),
      'a request allowed again',
    );
  });
});

async function retryUntilOk(send: () => Promise<RawResponse>): Promise<void> {
  while ((await send()).status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
}
