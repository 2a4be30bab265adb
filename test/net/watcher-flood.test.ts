// A flood of watchers, each attack as a stranger would make it (hand-made requests and WebSocket
// frames; 127.0.0.1 is a trusted proxy, so each attacker has its own X-Forwarded-For address):
// watchers piled on one table stop at the table's limit, requests waiting for the host at four,
// one address's watchers at its connections and joins, and a watcher flooding greetings is heard
// at the phrases' rate, then disconnected. Every attack here would succeed without its limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_WATCH_REFUSED, FLOOD_DISCONNECT_AFTER, RATE_BURST, WATCH_PENDING_MAX } from '../../src/net/wire/messages.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, createBody, from, postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from './raw-client.js';

const LIMITS = {
  trustProxy: ['127.0.0.1'],
  watchersPerTable: 6,
  // The share of one address is watcher-share.test.ts's: here one address holds as many as its connections.
  watchersPerAddress: 10,
  connectionsPerAddress: 3,
  joinsPerMinutePerAddress: 5,
  tablesPerMinutePerAddress: 100,
};

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: LIMITS });
});
afterAll(async () => {
  await server?.close();
});

/** A table opened from `address` with `watchers`, its host seated (a hand-made connection too). */
async function openTable(address: string, extra: Record<string, unknown>): Promise<{ code: string; host: RawClient }> {
  const created = await postJson(server.port, '/matchmake/create/table', createBody({ options: { players: 3, variants: [] }, ...extra }), from(address));
  expect(created.status).toBe(200);
  const host = await rawConnect(server.port, created.json, from(address));
  await host.until((f) => f.type === 'welcome', 'the welcome');
  return { code: created.json.room.roomId as string, host };
}

async function watch(code: string, address: string): Promise<RawClient | RawResponse> {
  return rawJoin(server.port, code, { watch: true, name: 'W' }, from(address));
}

/** A watcher's connection is let in (its `watching` frame), or closed by the room. */
const letIn = (w: RawClient): Promise<'watching' | 'closed'> =>
  Promise.race([w.until((f) => f.type === 'watching', 'being let in').then(() => 'watching' as const), w.closed.then(() => 'closed' as const)]);

const watchers = (rs: (RawClient | RawResponse)[]): RawClient[] => rs.filter(isRawClient);
const refusals = (rs: (RawClient | RawResponse)[]): unknown[] => rs.flatMap((r) => (isRawClient(r) ? [] : [{ status: r.status, code: r.json?.code }]));

describe('watchers per table', () => {
  it('a crowd from many addresses at once stops at the limit: the rest are refused watchersFull', async () => {
    const { code, host } = await openTable('10.8.1.1', { watchers: 'yes' });
    // All at once: reservations the edge let through while the list filled are refused by the room when their WebSocket arrives.
    const crowd = await Promise.all(Array.from({ length: LIMITS.watchersPerTable + 2 }, (_, i) => watch(code, `10.8.1.${10 + i}`)));
    const outcomes = await Promise.all(watchers(crowd).map(letIn));
    expect(outcomes.filter((o) => o === 'watching')).toHaveLength(LIMITS.watchersPerTable);
    expect(refusals(crowd).length + outcomes.filter((o) => o === 'closed').length).toBe(2);
    for (const r of refusals(crowd)) expect(r).toEqual({ status: 409, code: 'watchersFull' });
    // One more, now that the list is full, is refused at the edge.
    expect(await watch(code, '10.8.1.99')).toMatchObject({ status: 409, json: { code: 'watchersFull' } });
    [...watchers(crowd), host].forEach((c) => c.close());
  });

  it('with --watchers ask, at most four requests wait for the host; the host hears no more', async () => {
    const { code, host } = await openTable('10.8.2.1', { watchers: 'ask' });
    const crowd = [];
    // One after another, each there before the next asks.
    for (let i = 0; i < WATCH_PENDING_MAX + 2; i++) {
      const w = await watch(code, `10.8.2.${10 + i}`);
      if (isRawClient(w)) expect(await letIn(w)).toBe('watching');
      crowd.push(w);
    }
    const asking = watchers(crowd);
    expect(asking).toHaveLength(WATCH_PENDING_MAX);
    expect(refusals(crowd)).toEqual([
      { status: 409, code: 'watchersFull' },
      { status: 409, code: 'watchersFull' },
    ]);
    await host.until((f) => f.type === 'watchRequests' && (f.message as { requests: unknown[] }).requests.length === WATCH_PENDING_MAX, 'the requests');
    const longest = Math.max(...host.frames.flatMap((f) => (f.type === 'watchRequests' ? [(f.message as { requests: unknown[] }).requests.length] : [])));
    expect(longest).toBe(WATCH_PENDING_MAX);
    // The host turns one away: it is closed, and nothing else of the table reached it.
    const id = (host.frames.filter((f) => f.type === 'watchRequests').at(-1)!.message as { requests: { id: string }[] }).requests[0].id;
    host.send('watcher', { id, allow: false });
    const closes = await Promise.race(asking.map(async (w) => ({ w, code: await w.closed })));
    expect(closes.code).toBe(CLOSE_WATCH_REFUSED);
    expect(closes.w.frames.map((f) => f.type)).toEqual(['watching', 'notice']);
    [...asking, host].forEach((c) => c.close());
  });
});

describe('a watcher counts against its address', () => {
  it('open connections: watchers held open from one address stop at its limit; another address still watches', async () => {
    const { code, host } = await openTable('10.8.3.1', { watchers: 'yes' });
    const held = [];
    for (let i = 0; i < LIMITS.connectionsPerAddress; i++) held.push(await watch(code, '10.8.3.2'));
    expect(await Promise.all(watchers(held).map(letIn))).toEqual(Array(LIMITS.connectionsPerAddress).fill('watching'));
    const refused = await watch(code, '10.8.3.2');
    expect(refused).toMatchObject({ status: 429, json: { code: 'connectionQuota' } });
    const other = await watch(code, '10.8.3.3');
    expect(isRawClient(other)).toBe(true);
    [...watchers(held), other as RawClient, host].forEach((c) => c.close());
  });

  it('joins per minute: watchers that come and go from one address stop at its quota', async () => {
    const { code, host } = await openTable('10.8.4.1', { watchers: 'yes' });
    const answers = [];
    for (let i = 0; i < LIMITS.joinsPerMinutePerAddress + 1; i++) {
      const r = await watch(code, '10.8.4.2');
      answers.push(isRawClient(r) ? 200 : r.status);
      if (isRawClient(r)) {
        r.close();
        await r.closed;
      }
    }
    expect(answers).toEqual([...Array(LIMITS.joinsPerMinutePerAddress).fill(200), 429]);
    expect(await watch(code, '10.8.4.2')).toMatchObject({ json: { code: 'joinQuota' } });
    host.close();
  });
});

describe('a watcher flooding greetings', () => {
  it("is heard at the phrases' rate (three in a burst), refused, then disconnected", async () => {
    const { code, host } = await openTable('10.8.5.1', { watchers: 'yes', watcherGreetings: true });
    const w = await watch(code, '10.8.5.2');
    if (!isRawClient(w)) throw new Error('not let in');
    await w.until((f) => f.type === 'lobby', 'the lobby');
    const started = Date.now();
    const flood = RATE_BURST + FLOOD_DISCONNECT_AFTER + 50;
    for (let i = 0; i < flood; i++) w.send('say', { code: 'good-luck' });
    expect(await w.closed).toBe(4008);
    const seconds = (Date.now() - started) / 1000;
    // Everyone hears at most the burst, and one more every two seconds the flood lasted.
    const greetingsHeard = (): number => host.frames.filter((f) => f.type === 'said').length;
    await host.until(() => greetingsHeard() >= 1, 'the first greeting');
    expect(greetingsHeard()).toBeLessThanOrEqual(3 + Math.ceil(seconds / 2));
    const codes = w.frames.flatMap((f) => (f.type === 'error' ? [(f.message as { code: string }).code] : []));
    expect(codes).toContain('talkRate');
    expect(codes).toContain('rate');
    host.close();
  });
});
