// Both quick-match ledgers name the candidates they passed over because every seat is promised
// (the listing shows those seats free until their players sit), so that the matcher can reach the
// younger tables behind them: the memory ledger and the Redis one (its Lua script) alike. Neither
// promises a seat twice when a listing shows a table before its opener has told the ledger its code,
// nor (in Redis) when a slot still names a table a listing has seated someone at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryQuickLedger, type QuickLedger } from '../../src/net/quick/quick-ledger.js';
import { RedisQuickLedger } from '../../src/net/quick/redis-quick-ledger.js';
import { type TestRedis, hasRedis, noRedisWarning, startRedis } from './cluster-helpers.js';

if (!hasRedis) console.warn(noRedisWarning('test/net/quick-ledger-full.test.ts'));

const HOLD_MS = 60_000;
const candidate = (code: string) => ({ code, seats: 2, taken: 1 });

async function passesOverPromisedTables(ledger: QuickLedger): Promise<void> {
  const [a, b, c] = [candidate(`A${Math.random()}`), candidate(`B${Math.random()}`), candidate(`C${Math.random()}`)];
  // Each of a and b has its one free seat promised.
  expect(await ledger.decide([a], 'slot', 2, HOLD_MS)).toMatchObject({ seat: a.code, full: [] });
  expect(await ledger.decide([b], 'slot', 2, HOLD_MS)).toMatchObject({ seat: b.code, full: [] });
  // The next player is offered a, b and c: c gets them, and a and b are named as full.
  expect(await ledger.decide([a, b, c], 'slot', 2, HOLD_MS)).toEqual({ seat: c.code, full: [a.code, b.code] });
  // Nothing left: the player opens a table, and still hears which were full.
  const open = await ledger.decide([a, b, c], `slot-${Math.random()}`, 2, HOLD_MS);
  expect(open).toMatchObject({ full: [a.code, b.code, c.code] });
  expect(open).toHaveProperty('open');
}

async function addsEarlySeats(ledger: QuickLedger): Promise<void> {
  const slot = `slot-${Math.random()}`;
  const code = `EARLY-${Math.random()}`;
  const opener = await ledger.decide([], slot, 4, HOLD_MS);
  expect(await ledger.decide([], slot, 4, HOLD_MS)).toHaveProperty('joining');
  // A listing shows the room as it is made, before its opener tells the ledger its code.
  expect(await ledger.decide([{ code, seats: 4, taken: 0 }], `${slot}-other`, 4, HOLD_MS)).toMatchObject({ seat: code });
  await ledger.opened((opener as { open: string }).open, slot, code, HOLD_MS);
  // The opener, the player sent to it and the early one: one seat of four is left.
  const listed = { code, seats: 4, taken: 1 };
  expect(await ledger.decide([listed], `${slot}-other`, 4, HOLD_MS)).toMatchObject({ seat: code });
  expect(await ledger.decide([listed], `${slot}-other`, 4, HOLD_MS)).toMatchObject({ full: [code] });
}

describe('the quick-match ledger names the tables it found full', () => {
  it('in memory', async () => {
    await passesOverPromisedTables(new MemoryQuickLedger());
  });

  it('in memory, adding the seats held from a listing that showed a table before it was opened', async () => {
    await addsEarlySeats(new MemoryQuickLedger());
  });

  describe.skipIf(!hasRedis)('in Redis', () => {
    let redis: TestRedis;
    let ledger: RedisQuickLedger;
    beforeAll(async () => {
      redis = await startRedis();
      ledger = new RedisQuickLedger(redis.url);
    }, 30_000);
    afterAll(async () => {
      await ledger?.close();
      await redis?.stop();
    });

    it('from its Lua script', async () => {
      await passesOverPromisedTables(ledger);
    });

    it('adding the seats held from a listing that showed a table before it was opened', async () => {
      await addsEarlySeats(ledger);
    });

    it('seats the next player at a table just opened for the same, before any listing shows it', async () => {
      // Another process's listing learns of a new table a moment after it has its code: until then
      // the slot still names it, so a player asking there is seated with the opener, not given a table.
      const slot = `slot-${Math.random()}`;
      const first = await ledger.decide([], slot, 2, HOLD_MS);
      expect(first).toHaveProperty('open');
      await ledger.opened((first as { open: string }).open, slot, 'JUST-OPEN', HOLD_MS);
      expect(await ledger.decide([], slot, 2, HOLD_MS)).toMatchObject({ seat: 'JUST-OPEN' });
      // Its two seats are promised: the third player opens a table of their own.
      expect(await ledger.decide([candidate('JUST-OPEN')], slot, 2, HOLD_MS)).toMatchObject({ full: ['JUST-OPEN'] });
      expect(await ledger.decide([], `${slot}-x`, 2, HOLD_MS)).toHaveProperty('open');
    });

    it('counts a seat promised from a listing at a table its slot still names', async () => {
      // The table is opened with nobody sent to it meanwhile, so its slot still offers its free seat;
      // one process's listing shows it and seats a player there. A player asking through a process
      // whose listing does not show it yet must not be given that seat too (three at a table of two).
      const slot = `slot-${Math.random()}`;
      const first = await ledger.decide([], slot, 2, HOLD_MS);
      await ledger.opened((first as { open: string }).open, slot, 'LISTED-SOON', HOLD_MS);
      expect(await ledger.decide([candidate('LISTED-SOON')], slot, 2, HOLD_MS)).toMatchObject({ seat: 'LISTED-SOON' });
      const third = await ledger.decide([], slot, 2, HOLD_MS);
      expect(third).toMatchObject({ full: ['LISTED-SOON'] });
      expect(third).toHaveProperty('open');
    });

    it("publishes an opened table's code to the players sent to it, and a waiting player of another process hears it", async () => {
      const channel = 'regicide:quick:opened';
      const listener = redis.client.duplicate();
      const heard: string[] = [];
      listener.on('message', (_c: string, message: string) => heard.push(message));
      await listener.subscribe(channel);
      const other = new RedisQuickLedger(redis.url);
      try {
        // The opener publishes "token code" (code '' when the table could not be opened) once someone was sent to it.
        for (const code of ['TOLD-SOON', null]) {
          const slot = `slot-${Math.random()}`;
          const opener = (await ledger.decide([], slot, 2, HOLD_MS)) as { open: string };
          expect(await other.decide([], slot, 2, HOLD_MS)).toEqual({ joining: opener.open, full: [] });
          await ledger.opened(opener.open, slot, code, HOLD_MS);
          await expect.poll(() => heard).toContain(`${opener.open} ${code ?? ''}`);
          // A player who asks afterwards finds the code in Redis.
          expect(await other.codeOf(opener.open, 60_000)).toBe(code);
        }
        // A player waiting (ten seconds) is told by the message alone: no code is ever written to
        // Redis for this token, so no read of Redis could end the wait within the test's time.
        expect(await other.codeOf('no-such-table', 1)).toBeNull();
        const told = other.codeOf('token-of-another-process', 10_000);
        await redis.client.publish(channel, 'token-of-another-process HEARD-ONLY');
        expect(await told).toBe('HEARD-ONLY');
        const failed = other.codeOf('token-that-failed', 10_000);
        await redis.client.publish(channel, 'token-that-failed ');
        expect(await failed).toBeNull();
      } finally {
        await other.close();
        listener.disconnect();
      }
    });
  });
});
