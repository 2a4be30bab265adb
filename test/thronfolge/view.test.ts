import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { previewMoves, previewPlay, previewTake } from '../../src/games/thronfolge/preview.js';
import { normalizeOptions, setup } from '../../src/games/thronfolge/setup.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { craft, pick, seededRandom } from './helpers.js';

/** True when the card's text appears as a JSON string anywhere in the view. */
const shows = (json: string, card: number) => json.includes(`"${cardText(card)}"`);

describe('view', () => {
  it('shows the public facts and the own hand', () => {
    const s = craft({ hands: ['AS 2S', '3S'], row: '4S 5S 6S 7S 8S AH', collections: ['KS', 'JD'], taken: [false, true], current: 0 });
    const v = thronfolge.view(s, 1);
    expect(v).toMatchObject({
      seat: 1,
      round: 1,
      current: 1,
      starter: 1,
      row: ['4S', '5S', '6S', '7S', '8S', 'AH'],
      lastFive: ['5S', '6S', '7S', '8S', 'AH'],
      hand: ['AS', '2S'],
      hands: [2, 1],
      taken: [false, true],
      movesLeft: [3, 1],
      deck: 30,
      collections: [['KS'], ['JD']],
      removed: 3,
      lastMove: null,
      outcome: null,
    });
    expect(v.scores.map((b) => b.total)).toEqual([0, 2]);
    expect(thronfolge.view(s, 2).hand).toEqual(['3S']);
    expect(() => thronfolge.view(s, 3)).toThrow('seat must be 1 or 2, got 3');
  });

  it('lists the removed cards only with open-discards', () => {
    const open = setup(normalizeOptions({ variants: ['open-discards'] }), 'open');
    expect(thronfolge.view(open, 2).removed).toEqual(open.removed.map(cardText));
    const hidden = setup(normalizeOptions({}), 'open');
    expect(thronfolge.view(hidden, 2).removed).toBe(3);
  });

  it('describes the last move', () => {
    let s = craft({ hands: ['AS 2S', '3S'], row: '4S', current: 0 });
    s = thronfolge.apply(s, { type: 'take' });
    expect(thronfolge.view(s, 2).lastMove).toEqual({ seat: 1, move: 'take', cards: ['4S'] });
    s = thronfolge.apply(s, thronfolge.parseMove('play 3S'));
    expect(thronfolge.view(s, 1).lastMove).toEqual({ seat: 2, move: 'play 3S', cards: ['3S'] });
  });

  it("never contains the other seat's hand, the deck or hidden removed cards", () => {
    const random = seededRandom(7);
    // Collected, not asserted card by card: a few hundred thousand expect() calls are slow.
    const leaks: string[] = [];
    for (let g = 0; g < 150; g++) {
      const open = g % 2 === 0;
      let s: ThronfolgeState = setup(normalizeOptions({ variants: open ? ['open-discards'] : [] }), `secret-${g}`);
      for (;;) {
        for (const seat of [1, 2]) {
          const json = JSON.stringify(thronfolge.view(s, seat));
          const secret = [...s.hands[2 - seat], ...s.deck, ...(open ? [] : s.removed)];
          for (const c of secret) if (shows(json, c)) leaks.push(`game ${g}: seat ${seat} sees ${cardText(c)}`);
          for (const c of s.hands[seat - 1]) if (!shows(json, c)) leaks.push(`game ${g}: seat ${seat} misses ${cardText(c)}`);
        }
        if (s.result !== null) break;
        s = thronfolge.apply(s, pick(thronfolge.legalMoves(s), random));
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('publicView (a watcher behind the table)', () => {
  it('shows the row, collections and hand sizes but neither hand, nor the deck, nor hidden removed cards', () => {
    const random = seededRandom(11);
    const leaks: string[] = [];
    for (let g = 0; g < 40; g++) {
      const open = g % 2 === 0;
      let s: ThronfolgeState = setup(normalizeOptions({ variants: open ? ['open-discards'] : [] }), `public-${g}`);
      for (;;) {
        const pub = thronfolge.publicView(s);
        if ('hand' in pub || 'seat' in pub) leaks.push(`game ${g}: a hand or seat field`);
        const json = JSON.stringify(pub);
        for (const c of [...s.hands.flat(), ...s.deck, ...(open ? [] : s.removed)]) if (shows(json, c)) leaks.push(`game ${g}: shows ${cardText(c)}`);
        const { seat: _seat, hand: _hand, ...seatView } = thronfolge.view(s, 2);
        expect(pub).toEqual(seatView);
        if (s.result !== null) break;
        s = thronfolge.apply(s, pick(thronfolge.legalMoves(s), random));
      }
    }
    expect(leaks).toEqual([]);
  });

  it('has no signals and only greetings for phrases', () => {
    const s = setup(normalizeOptions({}), 'talk');
    expect(thronfolge.talk.signalChooser(thronfolge.publicView(s))).toBeNull();
    expect(thronfolge.talk.phrases).toEqual(['good-luck', 'well-played', 'sorry', 'thinking']);
  });
});

describe('preview', () => {
  const s = craft({
    hands: ['AC JS', 'AH'],
    row: 'QS 2S 3H KC 4D 5S',
    collections: ['KS KD 2C', '3S 4S'],
    current: 0,
  });
  const v = thronfolge.view(s, 1);

  it('shows what a take gets and how both scores move', () => {
    const p = previewTake(v);
    expect(p.legal).toBe(true);
    expect(p.cards).toEqual(['2S', '3H', 'KC', '4D', '5S']);
    // Before: seat 1 has ♣ (5) = 5; seat 2 has ♠ (8) = 8.
    // After: seat 1 has 2♠ 1♥ 1♦ 1♣ against 2♠ → ♥ 7 + ♦ 6 + ♣ 5 + a set 5 = 23; seat 2 loses ♠ (tie).
    expect(p.before).toEqual([5, 8]);
    expect(p.after).toEqual([23, 0]);
    expect(p.delta).toEqual([18, -8]);
    expect(p.lead).toBe(26);
    expect(p.crownWin).toBe(true);
  });

  it("shows the five cards a play leaves in the opponent's reach and what taking them does", () => {
    const p = previewPlay(v, 'JS');
    expect(p.exposed).toEqual(['3H', 'KC', '4D', '5S', 'JS']);
    expect(p.opponentCanTake).toBe(true);
    // Seat 2 would hold 3♠ 4♠ 5♠ 3♥ 4♦ + K♣ + J♠: ♠ 8 + ♥ 7 + ♦ 6 + 2 = 23; seat 1 keeps ♣ 5.
    expect(p.opponentTake).toMatchObject({ before: [5, 8], after: [5, 23], delta: [0, 15], lead: -15, crownWin: false });
  });

  it('knows when the opponent can no longer take, and previews every move at once', () => {
    const after = craft({ hands: ['AC JS', 'AH'], row: '2S', collections: ['', ''], taken: [false, true], current: 0 });
    const all = previewMoves(thronfolge.view(after, 1));
    expect(all.plays.map((p) => [p.card, p.opponentCanTake, p.opponentTake])).toEqual([
      ['AC', false, null],
      ['JS', false, null],
    ]);
    expect(all.take.cards).toEqual(['2S']);
    expect(previewTake(thronfolge.view(after, 2)).legal).toBe(false);
    expect(() => previewPlay(v, 'ZZ')).toThrow('"ZZ" is not a card');
  });
});
