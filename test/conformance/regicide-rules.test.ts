// The referee's own legal-move generator on hands worked out by hand from the spec.
import { describe, expect, it } from 'vitest';
import { discards, legalMoves, mayYield, plays } from './regicide-rules.js';

const cfg = (players: number, ...variants: string[]) => ({ players, variants, bots: [] });

describe('referee legal moves (from the spec, by hand)', () => {
  it('singles, combos up to 10, ace pairs, jester alone', () => {
    const p = plays(['AS', '5H', '5C', '2D', '2S', 'X']);
    expect([...p].sort()).toEqual(['play AS', 'play 5H', 'play 5C', 'play 2D', 'play 2S', 'play X', 'play 5H 5C', 'play 2S 2D', 'play AS 5H', 'play AS 5C', 'play AS 2D', 'play AS 2S'].sort());
    expect(plays(['6H', '6C']).has('play 6H 6C')).toBe(false); // 12 > 10
    expect(plays(['AS', 'AH']).has('play AS AH')).toBe(true); // two aces are a companion pair
    expect(plays(['AS', 'KH']).has('play AS KH')).toBe(true); // ace with a tavern king
  });

  it('discards: sum ≥ due and no card could be left out', () => {
    expect([...discards(['3S', '4H', '8C'], 7)].sort()).toEqual(['discard 3S 4H', 'discard 8C', 'discard 3S 8C', 'discard 4H 8C'].sort());
  });

  it('yield restriction in multiplayer and solo', () => {
    expect(mayYield(cfg(2), 1, [false, true])).toBe(false);
    expect(mayYield(cfg(3), 1, [false, true, false])).toBe(true);
    expect(mayYield(cfg(1), 1, [false])).toBe(false);
    expect(mayYield(cfg(1, 'solo-yield'), 1, [false])).toBe(true);
    expect(mayYield(cfg(1, 'solo-yield'), 1, [true])).toBe(false);
  });

  it('solo: flip in both steps, feign with a full hand', () => {
    const d = { phase: 'play' as const, seat: 1, hand: ['2S'], yielded: [false], due: 0, flipsLeft: 1, limit: 8 };
    expect([...legalMoves(cfg(1, 'feign-death'), d)].sort()).toEqual(['flip', 'play 2S']);
    const full = { ...d, hand: ['2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'] };
    expect(legalMoves(cfg(1, 'feign-death'), full).has('feign')).toBe(true);
    expect(legalMoves(cfg(1, 'feign-death'), { ...full, yielded: [true] }).has('feign')).toBe(false);
    expect([...legalMoves(cfg(1), { ...d, phase: 'discard', due: 5 })]).toEqual(['flip']);
  });
});
