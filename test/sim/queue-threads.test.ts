// A queue worker's thread slots reuse a thread once its task has settled. A task given up late
// (its run's answer came after its games were done) must not end the thread, which may be
// playing another job by then: that job would fail, and its run with it.
import { afterAll, describe, expect, it } from 'vitest';
import { ThreadSlots } from '../../src/sim/queue/threads.js';

const task = (start: number, end: number) => ({ kind: { game: 'regicide', kind: 'play' }, spec: { players: 1, bot: 'easy', variants: [], seed: 'slots' }, start, end, sources: [] });

describe('thread slots', () => {
  const slots = new ThreadSlots();
  afterAll(() => slots.close());

  it('a late abort of a settled task leaves its thread to the next one', async () => {
    const first = slots.run(task(0, 5), () => {});
    await first.result;
    const second = slots.run(task(5, 305), () => {});
    // The same thread, reused.
    expect(second.threadId).toBe(first.threadId);
    first.abort('given up too late');
    expect(((await second.result) as { games: number }).games).toBe(300);
  }, 60_000);
});
