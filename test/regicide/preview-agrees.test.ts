// The preview a player reads before a play is worked out from the view alone; it must say
// exactly what the engine then does. Checked on every legal play of many random positions.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { previewPlay } from '../../src/games/regicide/preview.js';
import type { RegicideState } from '../../src/games/regicide/types.js';

function checkPlays(s: RegicideState): number {
  const view = regicide.view(s, s.current + 1);
  let checked = 0;
  for (const move of regicide.legalMoves(s)) {
    if (move.type !== 'play' || move.cards[0] === 52) continue;
    const p = previewPlay(view, move.cards, view.enemy!.spadeTotal);
    if (!p || p.kind !== 'cards') throw new Error(`no preview for ${regicide.formatMove(move)}`);
    const after = regicide.apply(s, move);
    const what = `${regicide.formatMove(move)} against ${view.enemy!.card}`;
    const killed = after.defeated > s.defeated;
    expect(killed, what).toBe(p.kill !== null);
    if (killed) {
      const exact = after.tavern[after.tavern.length - 1] === s.enemy;
      expect(exact ? 'exact' : 'overkill', what).toBe(p.kill);
      expect(after.outcome === 'won', what).toBe(p.victory);
    } else {
      expect(after.damage - s.damage, what).toBe(p.damage);
      expect(after.damageDue, what).toBe(p.attackAfter);
    }
    // Hand sizes: the played cards leave, the drawn ones arrive, seat by seat.
    const drawn = after.hands.map((h, seat) => h.length - s.hands[seat].length + (seat === s.current ? move.cards.length : 0));
    expect(drawn, what).toEqual(p.draws);
    // Healing takes cards from the discard pile; a kill then adds the enemy (overkill) and the played cards.
    const addedByKill = killed ? s.played.length + move.cards.length + (p.kill === 'overkill' ? 1 : 0) : 0;
    expect(s.discard.length + addedByKill - after.discard.length, what).toBe(p.heal);
    checked++;
  }
  return checked;
}

describe('Preview of a play', () => {
  it('agrees with the engine on damage, doubling, kills, heals, draws and the attack left', () => {
    let checked = 0;
    for (let g = 0; g < 60; g++) {
      const players = 1 + (g % 4);
      const rnd = seedrandom.alea(`preview-${g}`);
      let s = regicide.setup({ players, variants: ['extra-jester'] }, `preview-${g}`);
      while (s.outcome === null) {
        if (s.phase === 'play') checked += checkPlays(s);
        const legal = regicide.legalMoves(s);
        s = regicide.apply(s, legal[Math.floor(rnd() * legal.length)]);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
