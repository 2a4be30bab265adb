// One address cannot take every watcher's place, every request to watch, or renew its greetings by
// coming back. Each attack comes from one X-Forwarded-For address (127.0.0.1 is a trusted proxy),
// as a stranger would send it: hand-made requests and frames. Every attack succeeds without its limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHRASE_BURST } from '../../src/net/seats/talk-gate.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, createBody, from, postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from './raw-client.js';

const LIMITS = { trustProxy: ['127.0.0.1'], watchersPerTable: 16, watchersPerAddress: 2, tablesPerMinutePerAddress: 100, joinsPerMinutePerAddress: 100 };

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: LIMITS });
});
afterAll(async () => {
  await server?.close();
});

async function openTable(address: string, extra: Record<string, unknown>): Promise<{ code: string; host: RawClient }> {
  const created = await postJson(server.port, '/matchmake/create/table', createBody({ options: { players: 3, variants: [] }, ...extra }), from(address));
  expect(created.status).toBe(200);
  const host = await rawConnect(server.port, created.json, from(address));
  await host.until((f) => f.type === 'welcome', 'the welcome');
  return { code: created.json.room.roomId as string, host };
}

const watch = (code: string, address: string): Promise<RawClient | RawResponse> => rawJoin(server.port, code, { watch: true, name: 'W' }, from(address));

/** Watches one after another from `address` (each let in before the next comes): the answers. */
async function crowd(code: string, address: string, count: number): Promise<(RawClient | RawResponse)[]> {
  const all = [];
  for (let i = 0; i < count; i++) {
    const w = await watch(code, address);
    if (isRawClient(w)) await w.until((f) => f.type === 'watching', 'being let in');
    all.push(w);
  }
  return all;
}
const refusalsOf = (rs: (RawClient | RawResponse)[]) => rs.flatMap((r) => (isRawClient(r) ? [] : [{ status: r.status, code: r.json?.code, params: r.json?.params }]));
const clientsOf = (rs: (RawClient | RawResponse)[]): RawClient[] => rs.filter(isRawClient);
const errorCodes = (w: RawClient): string[] => w.frames.flatMap((f) => (f.type === 'error' ? [String((f.message as { code: unknown }).code)] : []));

describe('watchers per address', () => {
  it('one address takes at most its share of the watcher places; another still watches', async () => {
    const { code, host } = await openTable('10.9.1.1', { watchers: 'yes' });
    // Sixteen tries from one /64, each from a different address in it.
    const tries = [];
    for (let i = 1; i <= 16; i++) tries.push(...(await crowd(code, `2001:db8:77:1::${i.toString(16)}`, 1)));
    expect(clientsOf(tries)).toHaveLength(LIMITS.watchersPerAddress);
    expect(new Set(refusalsOf(tries).map((r) => JSON.stringify(r)))).toEqual(new Set([JSON.stringify({ status: 409, code: 'watchersFull', params: { perAddress: 2 } })]));
    const other = await watch(code, '10.9.1.3');
    expect(isRawClient(other)).toBe(true);
    [...clientsOf(tries), other as RawClient, host].forEach((c) => c.close());
  });

  it('one address has at most one request waiting for the host; another may still ask', async () => {
    const { code, host } = await openTable('10.9.2.1', { watchers: 'ask' });
    const tries = await crowd(code, '10.9.2.2', 4);
    expect(clientsOf(tries)).toHaveLength(1);
    expect(refusalsOf(tries)).toHaveLength(3);
    const other = await crowd(code, '10.9.2.3', 1);
    expect(clientsOf(other)).toHaveLength(1);
    await host.until((f) => f.type === 'watchRequests' && (f.message as { requests: unknown[] }).requests.length === 2, 'two requests');
    [...clientsOf(tries), ...clientsOf(other), host].forEach((c) => c.close());
  });
});

describe("a watcher's greetings", () => {
  it('keep their rate when the watcher leaves and comes back', async () => {
    const { code, host } = await openTable('10.9.3.1', { watchers: 'yes', watcherGreetings: true });
    const greetOut = async (w: RawClient, count: number): Promise<string[]> => {
      const before = errorCodes(w).length;
      const heard = host.frames.filter((f) => f.type === 'said').length;
      for (let i = 0; i < count; i++) w.send('say', { code: 'good-luck' });
      // Each greeting is either heard by the host or refused to the watcher.
      await host.until(() => host.frames.filter((f) => f.type === 'said').length - heard + errorCodes(w).length - before >= count, 'every greeting answered');
      return errorCodes(w).slice(before);
    };
    const first = clientsOf(await crowd(code, '10.9.3.2', 1))[0];
    await first.until((f) => f.type === 'lobby', 'the lobby');
    expect(await greetOut(first, PHRASE_BURST)).toEqual([]);
    first.close();
    await first.closed;
    // Back at once, from the same address: the burst is spent, the next greeting is refused.
    const again = clientsOf(await crowd(code, '10.9.3.2', 1))[0];
    await again.until((f) => f.type === 'lobby', 'the lobby');
    expect(await greetOut(again, 1)).toEqual(['talkRate']);
    [again, host].forEach((c) => c.close());
  });
});
