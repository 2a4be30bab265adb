// The bots' sampled worlds take the latent spade shield from the view, not from a guess.
import { describe, expect, it } from 'vitest';
import { JESTER, makeCard, suitOf, HEARTS, SPADES } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { cloneState } from '../../src/games/regicide/apply.js';
import { sampleState } from '../../src/games/regicide/bots/world.js';
import { seenOf } from '../../src/games/regicide/bots/seen.js';
import type { RegicideState } from '../../src/games/regicide/types.js';

/** A solo game against a spade enemy whose immunity stands, after the play A♠+9♥. */
function afterAceAndNine(): RegicideState {
  for (let n = 0; n < 200; n++) {
    const start = regicide.setup(regicide.normalizeOptions({ players: 1, variants: [] }), `spade-${n}`);
    if (suitOf(start.enemy) !== SPADES) continue;
    const s = cloneState(start);
    const ace = makeCard(1, SPADES);
    const nine = makeCard(9, HEARTS);
    const gone = (c: number) => c !== ace && c !== nine;
    s.hands = s.hands.map((h) => h.filter(gone));
    s.tavern = s.tavern.filter(gone);
    s.played = [ace, nine];
    s.damage = 10;
    s.spadeTotal = 10;
    s.cancelled = false;
    return s;
  }
  throw new Error('no seed with a spade enemy');
}

describe('Regicide bot worlds', () => {
  it('carry the whole spade total (A♠+9♥ = 10), not only the spade cards (1)', () => {
    const s = afterAceAndNine();
    const v = regicide.view(s, 1);
    expect(v.enemy!.shield).toBe(0);
    expect(v.enemy!.spadeTotal).toBe(10);
    let x = 0.123;
    const next = () => (x = (x * 9301 + 49297) % 1);
    const world = sampleState(v, seenOf(v), next, null);
    expect(world.spadeTotal).toBe(10);
    expect(world.played).toEqual([makeCard(1, SPADES), makeCard(9, HEARTS)]);
    expect(world.played).not.toContain(JESTER);
  });
});
