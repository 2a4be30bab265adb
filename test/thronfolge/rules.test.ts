import { describe, expect, it } from 'vitest';
import { sortCards } from '../../src/core/cards.js';
import { IllegalMoveError } from '../../src/core/game.js';
import { refusalOf, thronfolge } from '../../src/games/thronfolge/index.js';
import { thronfolgeRefusalEnglish } from '../../src/modules/thronfolge/protocol-english.js';
import { normalizeOptions, setup } from '../../src/games/thronfolge/setup.js';
import type { ThronfolgeMove, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { cards, craft } from './helpers.js';

/** A refusal in the protocol's English, as scripts read it. */
const explainIllegal = (s: ThronfolgeState, m: ThronfolgeMove): string => thronfolgeRefusalEnglish(refusalOf(s, m));

const { apply, legalMoves, isLegal } = thronfolge;
const play = (text: string): ThronfolgeMove => ({ type: 'play', card: cards(text)[0] });
const take: ThronfolgeMove = { type: 'take' };
const moves = (s: ThronfolgeState) => legalMoves(s).map(thronfolge.formatMove);

describe('a turn: play or take', () => {
  it('lists the plays in canonical card order, then the take', () => {
    const s = craft({ hands: ['KH 2S AD 10C 2H', ''], row: '3D', current: 0 });
    expect(moves(s)).toEqual(['play AD', 'play 2S', 'play 2H', 'play 10C', 'play KH', 'take']);
  });

  it('puts a played card at the end of the row and takes the last five of it', () => {
    let s = craft({ hands: ['4S', '5S'], row: 'AS 2S 3S AH 2H 3H', current: 0 });
    s = apply(s, play('4S'));
    expect(s.row).toEqual(cards('AS 2S 3S AH 2H 3H 4S'));
    s = apply(s, take);
    expect(s.collections[1]).toEqual(cards('3S AH 2H 3H 4S'));
    expect(s.row).toEqual(cards('AS 2S'));
    expect(s.lastMove).toEqual({ seat: 1, type: 'take', cards: cards('3S AH 2H 3H 4S') });
  });

  it('takes the whole row when it holds fewer than five cards', () => {
    const s = apply(craft({ hands: ['4S', '5S'], row: 'AS 2S', current: 0 }), take);
    expect(s.collections[0]).toEqual(cards('AS 2S'));
    expect(s.row).toEqual([]);
  });
});

describe('voluntary take needs a card in the row', () => {
  it('offers no take from an empty row while the hand still has cards', () => {
    const s = craft({ hands: ['4S 5S', '6S'], row: '', current: 0 });
    expect(moves(s)).toEqual(['play 4S', 'play 5S']);
    expect(isLegal(s, take)).toBe(false);
    expect(() => apply(s, take)).toThrow(IllegalMoveError);
    expect(explainIllegal(s, take)).toBe('the row is empty, there is nothing to take: play a card');
  });
});

describe('forced take', () => {
  it('leaves only the take to a player with an empty hand who has not taken', () => {
    const s = craft({ hands: ['', '6S'], row: 'AS 2H', current: 0 });
    expect(moves(s)).toEqual(['take']);
    expect(explainIllegal(s, play('6S'))).toBe('your hand is empty: you must take');
  });

  it('still counts as the take when the row is empty, taking nothing', () => {
    const s = apply(craft({ hands: ['', '6S'], row: '', taken: [false, true], current: 0 }), take);
    expect(s.taken[0]).toBe(true);
    expect(s.collections[0]).toEqual([]);
    expect(s.lastMove).toEqual({ seat: 0, type: 'take', cards: [] });
    expect(s.current).toBe(1);
  });
});

describe('a taker must play', () => {
  it('offers only plays after the take and rejects a second take', () => {
    let s = craft({ hands: ['AS 2S', 'AH 2H'], row: '3D 4D', current: 0 });
    s = apply(s, take);
    s = apply(s, play('AH'));
    expect(moves(s)).toEqual(['play AS', 'play 2S']);
    expect(() => apply(s, take)).toThrow(expect.objectContaining({ refusal: { code: 'alreadyTaken' } }));
    expect(explainIllegal(s, take)).toBe('you have already taken this round: play a card');
  });
});

describe('the waiting rule', () => {
  it('lets the other player make all remaining moves in a row once one player is done', () => {
    let s = craft({ hands: ['', '2S 3S 4S'], row: 'AH', taken: [true, false], current: 1, deck: '', round: 4 });
    for (const m of [play('2S'), take, play('3S')]) {
      s = apply(s, m);
      expect(s.current).toBe(1);
      expect(s.result).toBeNull();
    }
    s = apply(s, play('4S'));
    expect(s.result?.reason).toBe('score');
  });

  it('alternates while both players still have moves', () => {
    let s = craft({ hands: ['AS 2S', 'AH 2H'], row: '3D', current: 0 });
    const seats: number[] = [];
    for (const m of [play('AS'), play('AH'), take, play('2H'), play('2S')]) {
      seats.push(s.current);
      s = apply(s, m);
    }
    expect(seats).toEqual([0, 1, 0, 1, 0]);
    // Seat 0 is now done; seat 1 still owes its (forced) take.
    expect(s.current).toBe(1);
    expect(moves(s)).toEqual(['take']);
  });
});

describe('six moves per player per round', () => {
  it('gives each player five plays and one take in every round', () => {
    for (const seed of ['six-a', 'six-b', 'six-c', 'six-d']) {
      let s = setup(normalizeOptions({}), seed);
      let counts = [
        [0, 0],
        [0, 0],
      ];
      let i = 0;
      while (s.result === null) {
        const legal = legalMoves(s);
        const m = legal[(i++ * 5) % legal.length];
        counts[s.current][m.type === 'play' ? 0 : 1]++;
        const round = s.round;
        s = apply(s, m);
        const roundOver = s.round !== round || s.result?.reason === 'score';
        if (roundOver) {
          expect(counts).toEqual([
            [5, 1],
            [5, 1],
          ]);
          counts = [
            [0, 0],
            [0, 0],
          ];
        }
      }
      expect(s.round).toBe(s.result.reason === 'score' ? 4 : s.round);
    }
  });
});

describe('round carry-over of the row', () => {
  it('keeps the row, deals five each, switches the starter and resets the takes', () => {
    let s = craft({
      hands: ['', '4H'],
      row: 'AS 2S 3S',
      taken: [true, true],
      current: 1,
      starter: 0,
      round: 1,
      deck: 'AH 2H 3H 4H 5H AD 2D 3D 4D 5D 6D JS JH JD JC QS QC KH 9S 9D 9C 10S 10C 10H 10D QH QD AC 2C 3C',
    });
    s = apply(s, play('4H'));
    expect(s.round).toBe(2);
    expect(s.row).toEqual(cards('AS 2S 3S 4H'));
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(s.deck).toHaveLength(20);
    expect(s.taken).toEqual([false, false]);
    expect(s.starter).toBe(1);
    expect(s.current).toBe(1);
    // Dealt one at a time from the top (the end of the pile), seat 1 first.
    expect(s.hands[0]).toEqual(sortCards(cards('3C AC QH 10H 10S')));
    expect(s.hands[1]).toEqual(sortCards(cards('2C QD 10D 10C 9C')));
  });

  it('ends the game after round 4 when the draw pile is empty', () => {
    const s = apply(craft({ hands: ['', '4H'], row: 'AS', taken: [true, true], current: 1, round: 4, deck: '' }), play('4H'));
    expect(s.result).not.toBeNull();
    expect(thronfolge.currentSeat(s)).toBeNull();
    expect(legalMoves(s)).toEqual([]);
    expect(explainIllegal(s, take)).toBe('the game is over');
  });
});

describe('crowns instant win', () => {
  it('wins at once when a take completes the three crowns', () => {
    const s = apply(craft({ hands: ['4S', '5S'], row: 'KC 2H', collections: ['KS KD QS', 'AS'], current: 0 }), take);
    expect(s.result).toMatchObject({ winner: 1, shared: false, reason: 'crowns', tieBreak: null });
    expect(s.result?.scores).toEqual([s.result?.breakdown[0].total, s.result?.breakdown[1].total]);
    expect(s.result?.breakdown[0].crowns).toBe(3);
    expect(legalMoves(s)).toEqual([]);
  });

  it('wins also with the last take of a round, before any scoring', () => {
    const s = apply(craft({ hands: ['', ''], row: 'KD', collections: ['AS 2S 3S', 'KS KC'], taken: [true, false], current: 1, deck: '', round: 4 }), take);
    expect(s.result).toMatchObject({ winner: 2, reason: 'crowns' });
  });

  it('does not win with two crowns', () => {
    const s = apply(craft({ hands: ['4S', '5S'], row: 'KC 2H', collections: ['KS QS', ''], current: 0 }), take);
    expect(s.result).toBeNull();
  });
});

describe('crown among removed cards means no crown win', () => {
  it('never ends by crowns when a crown was removed, even for a crown-hungry player', () => {
    const crowns = new Set(cards('KS KC KD'));
    let removedCrown = 0;
    let crownWins = 0;
    for (let g = 0; g < 300; g++) {
      let s = setup(normalizeOptions({}), `crowns-${g}`);
      const crownRemoved = s.removed.some((c) => crowns.has(c));
      while (s.result === null) {
        const legal = legalMoves(s);
        // Take whenever a crown is in reach; otherwise never play a crown away.
        const reach = s.row.slice(-5).some((c) => crowns.has(c));
        const choice = (reach && legal.find((m) => m.type === 'take')) || legal.find((m) => m.type === 'play' && !crowns.has(m.card)) || legal[0];
        s = apply(s, choice);
      }
      if (crownRemoved) {
        removedCrown++;
        expect(s.result.reason).toBe('score');
      } else if (s.result.reason === 'crowns') crownWins++;
    }
    expect(removedCrown).toBeGreaterThan(0);
    expect(crownWins).toBeGreaterThan(0);
  });
});
