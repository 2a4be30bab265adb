// A server bot choosing after a jester waits for the signals of the people at the table who
// signal (never for bots, absent players or people who never signalled), at most SIGNAL_WAIT_MS,
// and never less than its pause.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { SIGNAL_WAIT_MS, decideAfterSignals } from '../../src/net/bots/signal-wait.js';
import { Table } from '../../src/table/table.js';

/**
 * Seat 1 of this deal holds a jester: after it, seat 1 chooses and seats 2 and 3 may signal.
 * `signalled`: seats that signalled earlier in the game (as a resumed log would have it).
 */
function afterJester(signalled: number[] = [2, 3]): Table {
  const log = Table.create(regicide, { players: 3, variants: [] }, 'talk-7').log;
  const table = Table.resume(regicide, { ...log, annotations: signalled.map((seat) => ({ at: 0, seat, kind: 'signal', value: 'go' })) });
  for (const seat of [1, 2, 3]) table.sit(seat, { kind: 'human', decide: () => {} });
  table.start();
  table.submit(1, regicide.parseMove('play X'));
  return table;
}

/** A clock that runs timers only when told. */
function fakeLater() {
  const timers: { at: number; run: () => void }[] = [];
  let now = 0;
  return {
    later: (ms: number, run: () => void) => void timers.push({ at: now + ms, run }),
    advance(ms: number) {
      now += ms;
      for (const t of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (t.at <= now) t.run();
        else timers.push(t);
      }
    },
  };
}

describe('a bot choosing after a jester', () => {
  it('does not wait for people who have never signalled in this game', () => {
    const table = afterJester([]);
    const clock = fakeLater();
    let decided = false;
    decideAfterSignals({ table, people: () => [2, 3], later: clock.later }, 400, () => (decided = true));
    clock.advance(400);
    expect(decided).toBe(true);
  });

  it('decides once the people here have signalled, after its pause', () => {
    const table = afterJester();
    const clock = fakeLater();
    let decided = false;
    decideAfterSignals({ table, people: () => [2, 3], later: clock.later }, 400, () => (decided = true));
    clock.advance(1000);
    table.signal(2, 'go');
    clock.advance(1000);
    expect(decided).toBe(false);
    table.signal(3, 'rather-not');
    clock.advance(399);
    expect(decided).toBe(false);
    clock.advance(1);
    expect(decided).toBe(true);
  });

  it('waits no longer than the limit for people who stay silent, and not at all without people or a pause', () => {
    const table = afterJester();
    const clock = fakeLater();
    const decided: string[] = [];
    decideAfterSignals({ table, people: () => [2], later: clock.later }, 400, () => decided.push('silent'));
    decideAfterSignals({ table, people: () => [], later: clock.later }, 400, () => decided.push('bots only'));
    decideAfterSignals({ table, people: () => [2], later: clock.later }, 0, () => decided.push('no pause'));
    clock.advance(400);
    expect(decided.sort()).toEqual(['bots only', 'no pause']);
    clock.advance(SIGNAL_WAIT_MS - 401);
    expect(decided).not.toContain('silent');
    clock.advance(1);
    expect(decided).toContain('silent');
  });
});
