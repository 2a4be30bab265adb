// A seat's view holds its own hand and public facts only: never another hand, the tavern's order
// or the castle's order.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';

/** Every card named anywhere in a JSON value. */
function cardsNamed(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^(10|[2-9AJQK])[SHDC]$|^X$/.test(value)) out.add(value);
  else if (Array.isArray(value)) for (const v of value) cardsNamed(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) cardsNamed(v, out);
  return out;
}

function publicCards(s: RegicideState): Set<string> {
  const cards = [...s.discard, ...s.played, ...(s.enemy >= 0 ? [s.enemy] : [])];
  return new Set(cards.map(cardText));
}

describe('Views', () => {
  it('show a seat its own hand and public cards, and nothing of the other hands, tavern or castle', () => {
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 30; g++) {
        const rnd = seedrandom.alea(`view-${players}-${g}`);
        let s = regicide.setup({ players, variants: ['extra-jester'] }, `view-${players}-${g}`);
        while (s.outcome === null) {
          for (let seat = 1; seat <= players; seat++) {
            const v = regicide.view(s, seat);
            expect([...v.hand].sort()).toEqual(s.hands[seat - 1].map(cardText).sort());
            const allowed = publicCards(s);
            for (const c of cardsNamed({ ...v, hand: [] })) expect(allowed.has(c)).toBe(true);
            // Counts only for the hidden piles.
            expect(typeof v.tavern).toBe('number');
            expect(typeof v.castle).toBe('number');
            expect(v.hands).toEqual(s.hands.map((h) => h.length));
          }
          const legal = regicide.legalMoves(s);
          s = regicide.apply(s, legal[Math.floor(rnd() * legal.length)]);
        }
      }
    }
  });
});

describe('The public view (a watcher behind the table)', () => {
  it('holds every public fact and hand sizes, but no hand, no tavern order and no castle order', () => {
    for (const players of [1, 2, 4]) {
      for (let g = 0; g < 10; g++) {
        const rnd = seedrandom.alea(`public-${players}-${g}`);
        let s = regicide.setup({ players, variants: ['extra-jester'] }, `public-${players}-${g}`);
        while (s.outcome === null) {
          const pub = regicide.publicView(s);
          expect(pub).not.toHaveProperty('hand');
          expect(pub).not.toHaveProperty('seat');
          // Only cards anyone at the table sees face up: no hand's, none of the tavern or castle.
          const allowed = publicCards(s);
          for (const c of cardsNamed(pub)) expect(allowed.has(c), `${c} is not public`).toBe(true);
          expect(pub.hands).toEqual(s.hands.map((h) => h.length));
          expect(pub.tavern).toBe(s.tavern.length);
          // The same public facts as any seat's view, without the seat and its hand.
          const { seat: _seat, hand: _hand, ...seatView } = regicide.view(s, 1);
          expect(pub).toEqual(seatView);
          const legal = regicide.legalMoves(s);
          s = regicide.apply(s, legal[Math.floor(rnd() * legal.length)]);
        }
      }
    }
  });
});
