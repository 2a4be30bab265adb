// A room's journal (src/net/logs/room-journal.ts): one write at a time, the changes of one step in one
// write (a seat taken that starts the game was two writes, issue 29), and a message that reveals
// a change waits until a write that includes the change is done.
import { describe, expect, it } from 'vitest';
import { RoomJournal } from '../../src/net/logs/room-journal.js';
import type { RoomLog, RoomStore } from '../../src/net/logs/room-store.js';

/** A store whose writes finish when the test says so; what each write held is kept. */
function heldStore() {
  const written: number[] = [];
  const finish: (() => void)[] = [];
  const store: RoomStore = {
    save: (log: RoomLog) => {
      written.push((log as unknown as { n: number }).n);
      return new Promise<void>((resolve) => finish.push(resolve));
    },
    remove: async () => {},
  };
  return { store, written, finishNext: () => finish.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the room journal', () => {
  it('writes the changes of one step once, as they stand at its end', async () => {
    const { store, written, finishNext } = heldStore();
    let n = 0;
    const journal = new RoomJournal(
      store,
      () => ({ n }) as unknown as RoomLog,
      () => {},
    );
    n = 1;
    journal.save();
    n = 2;
    journal.save();
    await settle();
    expect(written).toEqual([2]);
    finishNext();
    await journal.whenIdle();
    expect(written).toEqual([2]);
  });

  it('holds a message until a write with its change is done, and writes later changes after', async () => {
    const { store, written, finishNext } = heldStore();
    let n = 1;
    const sent: string[] = [];
    const journal = new RoomJournal(
      store,
      () => ({ n }) as unknown as RoomLog,
      () => {},
    );
    journal.save();
    journal.afterSave(() => sent.push('first'));
    await settle();
    n = 2;
    journal.save();
    journal.afterSave(() => sent.push('second'));
    expect(sent).toEqual([]);
    finishNext();
    await settle();
    expect(sent).toEqual(['first']);
    expect(written).toEqual([1, 2]);
    finishNext();
    await journal.whenIdle();
    expect(sent).toEqual(['first', 'second']);
  });

  it('sends at once when nothing is being written', () => {
    const { store } = heldStore();
    const journal = new RoomJournal(
      store,
      () => ({}) as RoomLog,
      () => {},
    );
    let sent = false;
    journal.afterSave(() => (sent = true));
    expect(sent).toBe(true);
  });
});
