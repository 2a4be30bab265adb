// The quick lookup by code answers exactly as Colyseus's own driver: the room while it is listed,
// nothing once it is removed or when another condition does not hold, and sorted lookups untouched.
import { LocalDriver } from '@colyseus/core';
import { describe, expect, it, vi } from 'vitest';
import { IndexedLocalDriver } from '../../src/net/scale/indexed-local-driver.js';

function listed(driver: LocalDriver, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const room = driver.createInstance({ name: 'table', processId: 'p', clients: i % 3, locked: false });
    room.roomId = `code${i}`;
    room.save();
    return room;
  });
}

describe('IndexedLocalDriver', () => {
  it('finds a room by its code as the stock driver does, before and after rooms come and go', async () => {
    const stock = new LocalDriver();
    const indexed = new IndexedLocalDriver();
    const [a, b] = [listed(stock, 50), listed(indexed, 50)];
    const both = async (conditions: Parameters<LocalDriver['findOne']>[0]) => [(await stock.findOne(conditions))?.roomId, (await indexed.findOne(conditions))?.roomId];
    for (const c of [{ roomId: 'code7' }, { roomId: 'code7', locked: false }, { roomId: 'code7', locked: true }, { roomId: 'nope' }, { roomId: 'code8', clients: 2 }]) {
      const [s, i] = await both(c);
      expect(i).toBe(s);
    }
    // Removed after it was found once: the index must not keep answering with it.
    a[7].remove();
    b[7].remove();
    expect(await both({ roomId: 'code7' })).toEqual([undefined, undefined]);
    // A code used again by a new room is that room.
    for (const d of [stock, indexed]) {
      const again = d.createInstance({ name: 'table', processId: 'q' });
      again.roomId = 'code7';
      again.save();
    }
    expect((await indexed.findOne({ roomId: 'code7' }))?.processId).toBe('q');
    expect((await indexed.findOne({ name: 'table' }, { clients: -1 }))?.roomId).toBe((await stock.findOne({ name: 'table' }, { clients: -1 }))?.roomId);
  });

  it('finds a room listed a moment ago without scanning the list (a quick match’s second player)', async () => {
    const indexed = new IndexedLocalDriver();
    listed(indexed, 500);
    const fresh = indexed.createInstance({ name: 'table', processId: 'p' });
    fresh.roomId = 'fresh';
    fresh.save();
    const scans = vi.spyOn(indexed.rooms, 'find');
    expect((await indexed.findOne({ roomId: 'fresh' }))?.roomId).toBe('fresh');
    expect((await indexed.findOne({ roomId: 'code3' }))?.roomId).toBe('code3');
    expect(scans).not.toHaveBeenCalled();
  });

  it('keeps its index small while rooms close', async () => {
    const indexed = new IndexedLocalDriver();
    for (let round = 0; round < 20; round++) {
      const rooms = listed(indexed, 40).map((r, i) => ((r.roomId = `r${round}-${i}`), r));
      for (const r of rooms) await indexed.findOne({ roomId: r.roomId });
      for (const r of rooms) r.remove();
    }
    // 800 rooms were found and closed; the index (private: read by name) holds at most a round's and the margin.
    const index: unknown = Reflect.get(indexed, 'byCode');
    expect(index instanceof Map ? index.size : -1).toBeGreaterThanOrEqual(0);
    expect(index instanceof Map ? index.size : Infinity).toBeLessThanOrEqual(2 * 40 + 64 + 40);
  });
});
