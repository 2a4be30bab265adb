// The events the engine reports with each move and the refusal codes of illegal moves; then random
// games holding the events to the states and each seat's events to what it may know.
import { describe, expect, it } from 'vitest';
import { type Card, cardText, sortCards } from '../../src/core/cards.js';
import { IllegalMoveError } from '../../src/core/game.js';
import { type ThronfolgeEvent, type ThronfolgeRefusal, previewMoves, scoreTotals, thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { cards, craft, pick, seededRandom } from './helpers.js';

const play = (text: string): ThronfolgeMove => ({ type: 'play', card: cards(text)[0] });
const take: ThronfolgeMove = { type: 'take' };

function step(s: ThronfolgeState, m: ThronfolgeMove): { state: ThronfolgeState; events: ThronfolgeEvent[] } {
  const r = thronfolge.step(s, m);
  if (!r.ok) throw new Error(JSON.stringify(r.refusal));
  return r;
}

function refusal(s: ThronfolgeState, m: ThronfolgeMove): ThronfolgeRefusal {
  const r = thronfolge.step(s, m);
  if (r.ok) throw new Error('the move was accepted');
  return r.refusal;
}

describe('Events', () => {
  it('play: the card goes to the row', () => {
    const { events } = step(craft({ hands: ['4S 5S', '6S'], row: 'AS', current: 0 }), play('4S'));
    expect(events).toEqual([{ kind: 'play', seat: 1, card: cards('4S')[0] }]);
  });

  it('take: the cards taken, oldest first, and both totals before and after', () => {
    const s = craft({ hands: ['4S', '5S'], row: 'AS 2S 3S AH 2H 3H', collections: ['', 'AD'], current: 1 });
    const { events } = step(s, take);
    expect(events).toEqual([{ kind: 'take', seat: 2, cards: cards('2S 3S AH 2H 3H'), before: [0, 6], after: [0, scoreTotals([], cards('AD 2S 3S AH 2H 3H'))[1]] }]);
  });

  it('take from an empty row (forced): nothing taken', () => {
    const { events } = step(craft({ hands: ['', '6S'], row: '', taken: [false, true], current: 0 }), take);
    expect(events).toEqual([{ kind: 'take', seat: 1, cards: [], before: [0, 0], after: [0, 0] }]);
  });

  it('round end: the next round, its starter, and each new hand for its own seat only', () => {
    const s = craft({ hands: ['4S', ''], row: 'AS', taken: [true, true], current: 0, starter: 0, round: 1, deck: '2S 3S 4H 5H 6H 2D 3D 4D 5D 6D 7D' });
    const { state, events } = step(s, play('4S'));
    expect(events.map((e) => e.kind)).toEqual(['play', 'round', 'deal', 'deal']);
    expect(events[1]).toEqual({ kind: 'round', round: 2, starter: 2, deck: 1 });
    expect(events[2]).toEqual({ kind: 'deal', seat: 1, count: 5, cards: state.hands[0] });
    expect(thronfolge.eventsFor(events, 2)[2]).toEqual({ kind: 'deal', seat: 1, count: 5 });
    expect(thronfolge.eventsFor(events, 2)[3]).toEqual({ kind: 'deal', seat: 2, count: 5, cards: state.hands[1] });
  });

  it('three crowns: the taker wins at once', () => {
    const s = craft({ hands: ['4S', '5S'], row: 'KC', collections: ['KS KD', ''], current: 0 });
    const { state, events } = step(s, take);
    expect(events.map((e) => e.kind)).toEqual(['take', 'crowns']);
    expect(events[1]).toEqual({ kind: 'crowns', seat: 1, result: state.result });
  });

  it('the draw pile is empty after the last round: scored, with the result', () => {
    const s = craft({ hands: ['4S', ''], row: 'AS', taken: [true, true], current: 0, round: 4, deck: '' });
    const { state, events } = step(s, play('4S'));
    expect(events.map((e) => e.kind)).toEqual(['play', 'scored']);
    expect(events[1]).toEqual({ kind: 'scored', result: state.result });
  });
});

describe('Refusal codes', () => {
  const s = craft({ hands: ['3S 4S', '5S'], row: '2S', current: 0 });

  it('handEmptyMustTake: a play from an empty hand', () => {
    expect(refusal(craft({ hands: ['', '5S'], row: '2S', current: 0 }), play('6S'))).toEqual({ code: 'handEmptyMustTake' });
  });

  it('notInHand, notInGame and notACard name the card', () => {
    expect(refusal(s, play('5S'))).toEqual({ code: 'notInHand', card: cards('5S')[0] });
    expect(refusal(s, play('8C'))).toEqual({ code: 'notInGame', card: cards('8C')[0] });
    expect(refusal(s, { type: 'play', card: 99 })).toEqual({ code: 'notACard' });
  });

  it('alreadyTaken and rowEmpty: the take is once a round and needs cards in the row', () => {
    expect(refusal(craft({ hands: ['3S', '5S'], row: '2S', taken: [true, false], current: 0 }), take)).toEqual({ code: 'alreadyTaken' });
    expect(refusal(craft({ hands: ['3S', '5S'], row: '', current: 0 }), take)).toEqual({ code: 'rowEmpty' });
  });

  it('gameOver and unknownMove', () => {
    const over = step(craft({ hands: ['4S', '5S'], row: 'KC', collections: ['KS KD', ''], current: 0 }), take).state;
    expect(refusal(over, play('4S'))).toEqual({ code: 'gameOver' });
    expect(refusal(s, { type: 'dance' } as never)).toEqual({ code: 'unknownMove' });
  });

  it('apply throws the code (its message names only the code)', () => {
    const err = (() => {
      try {
        thronfolge.apply(s, play('5S'));
      } catch (e) {
        return e as IllegalMoveError;
      }
    })();
    expect(err).toBeInstanceOf(IllegalMoveError);
    expect(err?.message).toBe('the move is refused (notInHand)');
    expect(err?.refusal).toEqual({ code: 'notInHand', card: cards('5S')[0] });
  });
});

/** Cards a seat may not know: the other hand, the draw pile and the removed cards. */
function hiddenFrom(s: ThronfolgeState, seat: number): Set<Card> {
  return new Set([...s.hands[2 - seat], ...s.deck, ...s.removed]);
}

function cardsIn(ev: ThronfolgeEvent): Card[] {
  if (ev.kind === 'play') return [ev.card];
  if (ev.kind === 'take' || ev.kind === 'deal') return ev.cards ?? [];
  return [];
}

describe('Events over random games', () => {
  it('agree with the states, with the take preview, and keep each hand and the pile secret', () => {
    let moves = 0;
    const seen = new Set<string>();
    for (let g = 0; g < 60; g++) {
      const random = seededRandom(1000 + g);
      let s = thronfolge.setup({ first: null, variants: g % 2 ? ['open-discards'] : [] }, `events-${g}`);
      while (s.result === null) {
        const move = pick(thronfolge.legalMoves(s), random);
        const seat = s.current + 1;
        const takePreview = previewMoves(thronfolge.view(s, seat)).take;
        const { state: after, events } = step(s, move);
        const what = `game ${g} move ${moves}: ${thronfolge.formatMove(move)}`;
        for (const e of events) seen.add(e.kind);
        expect(events[0], what).toMatchObject({ kind: move.type, seat });
        if (events[0].kind === 'take') {
          const taken = events[0];
          expect(after.collections[seat - 1].slice(s.collections[seat - 1].length), what).toEqual(taken.cards);
          expect(taken.after, what).toEqual(scoreTotals(after.collections[0], after.collections[1]));
          // The preview the seat saw before taking is what the engine reports.
          expect({ cards: takePreview.cards, before: takePreview.before, after: takePreview.after }, what).toEqual({
            cards: taken.cards.map(cardText),
            before: taken.before,
            after: taken.after,
          });
        }
        expect(events.filter((e) => e.kind === 'round').length, what).toBe(after.round - s.round);
        for (const d of events.filter((e) => e.kind === 'deal')) expect(sortCards(d.cards!), what).toEqual(after.hands[d.seat - 1]);
        const ends = events.filter((e) => e.kind === 'crowns' || e.kind === 'scored');
        expect(ends.length, what).toBe(after.result ? 1 : 0);
        if (ends[0]?.kind === 'crowns') expect(after.result?.reason, what).toBe('crowns');
        for (const viewer of [1, 2]) {
          const hidden = hiddenFrom(after, viewer);
          for (const ev of thronfolge.eventsFor(events, viewer)) {
            if (ev.kind === 'deal' && ev.seat !== viewer) expect('cards' in ev, what).toBe(false);
            for (const c of cardsIn(ev)) expect(hidden.has(c), `${what}: seat ${viewer} sees ${JSON.stringify(ev)}`).toBe(false);
          }
        }
        s = after;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(1500);
    expect([...seen].sort()).toEqual(['crowns', 'deal', 'play', 'round', 'scored', 'take']);
  });
});
