// The `turn` message of a turn-based table (CONTRACT-30), fed to the client's reducer by hand:
// the clock kept and told, the moves seen before this visit fixed at the first clock heard, and a
// hostile server's clock checked (numbers in range) with its text made printable.
import { describe, expect, it } from 'vitest';
import { isPrintable } from '../../src/core/printable.js';
import { initialRemoteState, reduceRemote, SERVER_MESSAGE_TYPES, type RemoteState } from '../../src/net/client/remote-reducer.js';

const turn = (o: Record<string, unknown> = {}) => ({ moveMs: 48 * 3_600_000, onTimeout: 'bot', toMove: 2, deadline: 5_000_000, seenMoves: 3, paused: false, ...o });

function feed(bodies: unknown[], start: RemoteState = initialRemoteState(false)) {
  let state = start;
  const changes: unknown[] = [];
  for (const body of bodies) {
    const r = reduceRemote(state, { type: 'turn', body }, 1000);
    state = r.state;
    if (r.change) changes.push(r.change);
  }
  return { state, changes };
}

describe('the turn message', () => {
  it('is one of the messages the connection listens for', () => {
    expect(SERVER_MESSAGE_TYPES).toContain('turn');
  });

  it('keeps the clock, tells the listeners, and keeps the moves seen before this visit from the first clock heard', () => {
    const { state, changes } = feed([turn(), turn({ toMove: 1, deadline: 9_000_000, seenMoves: 5 })]);
    expect(state.turn).toEqual(turn({ toMove: 1, deadline: 9_000_000, seenMoves: 5 }));
    expect(state.seenAtVisit).toBe(3);
    expect(changes).toEqual([
      { kind: 'turn', turn: turn() },
      { kind: 'turn', turn: turn({ toMove: 1, deadline: 9_000_000, seenMoves: 5 }) },
    ]);
    expect(feed([turn({ toMove: null, deadline: null, paused: true })]).state.turn).toMatchObject({ toMove: null, deadline: null, paused: true });
  });

  it('a hostile clock: what is out of range or of the wrong kind is ignored, its text printable and short', () => {
    for (const bad of [
      null,
      'turn',
      [],
      turn({ toMove: 9 }),
      turn({ toMove: 0 }),
      turn({ deadline: -1 }),
      turn({ deadline: 'soon' }),
      turn({ seenMoves: 1.5 }),
      turn({ moveMs: Infinity }),
      turn({ seenMoves: -3 }),
    ]) {
      const { state, changes } = feed([bad]);
      expect(state.turn).toBeNull();
      expect(state.seenAtVisit).toBeNull();
      expect(changes).toEqual([]);
    }
    const { state } = feed([turn({ onTimeout: `\u001b]52;c;${'A'.repeat(200)}\u0007`, paused: 'yes' })]);
    expect(isPrintable(state.turn!.onTimeout)).toBe(true);
    expect(state.turn!.onTimeout.length).toBeLessThanOrEqual(40);
    expect(state.turn!.paused).toBe(false);
    // The state stays what it was when a later clock is nonsense.
    const kept = feed([turn(), { moveMs: 'x' }]).state;
    expect(kept.turn).toEqual(turn());
  });
});
