// The events the engine reports with each move, one kind at a time, and what each seat may see.
import { describe, expect, it } from 'vitest';
import { CLUBS } from '../../src/core/cards.js';
import type { RegicideEvent } from '../../src/games/regicide/events.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { card, cards, play, scenario } from './scenario.js';

function step(s: RegicideState, text: string): { state: RegicideState; events: RegicideEvent[] } {
  const r = regicide.step(s, regicide.parseMove(text));
  if (!r.ok) throw new Error(JSON.stringify(r.refusal));
  return r;
}
const kinds = (events: RegicideEvent[]) => events.map((e) => e.kind);

describe('Events of a play', () => {
  const twoSeats = (over = {}) => scenario({ players: 2, enemy: 'JS', castle: 'QH', damage: 15, discard: '2C 3C 4C', hands: ['5H AD 9C', '2S'], tavern: '6S 7S 8S 9S 10S', ...over });

  it('hearts heal: the play reports how many cards went under the tavern, never which', () => {
    const { events } = step(twoSeats(), 'play 5H');
    const p = events[0];
    expect(p).toMatchObject({ kind: 'play', seat: 1, cards: cards('5H'), outcome: { value: 5, heal: 3, damage: 5, doubled: false, blocked: [] } });
  });

  it('an exact kill: the enemy is defeated exactly and the next enemy revealed', () => {
    const { events } = step(twoSeats(), 'play 5H');
    expect(kinds(events)).toEqual(['play', 'defeat', 'reveal']);
    expect(events[0]).toMatchObject({ outcome: { damageAfter: 20, health: 20, kill: 'exact', victory: false, attackAfter: 0 } });
    expect(events[1]).toEqual({ kind: 'defeat', enemy: card('JS'), kill: 'exact' });
    expect(events[2]).toEqual({ kind: 'reveal', enemy: card('QH') });
  });

  it('diamonds draw round the table: one draw event per seat, clubs double, an overkill discards the enemy', () => {
    const { events } = step(twoSeats(), 'play AD 9C');
    expect(kinds(events)).toEqual(['play', 'draw', 'draw', 'defeat', 'reveal']);
    expect(events[0]).toMatchObject({ outcome: { value: 10, draws: [3, 2], damage: 20, doubled: true, damageAfter: 35, kill: 'overkill' } });
    expect(events[1]).toEqual({ kind: 'draw', seat: 1, count: 3, cards: cards('10S 8S 6S') });
    expect(events[2]).toEqual({ kind: 'draw', seat: 2, count: 2, cards: cards('9S 7S') });
    expect(events[3]).toMatchObject({ kind: 'defeat', kill: 'overkill' });
  });

  it('a seat sees its own drawn cards and only the count of the others', () => {
    const { events } = step(twoSeats(), 'play AD 9C');
    const forSecond = regicide.eventsFor(events, 2);
    expect(forSecond[1]).toEqual({ kind: 'draw', seat: 1, count: 3 });
    expect(forSecond[2]).toEqual({ kind: 'draw', seat: 2, count: 2, cards: cards('9S 7S') });
    expect(regicide.eventsFor(events, 1)[1]).toEqual(events[1]);
  });

  it('the enemy blocks its own suit: no doubling against a club enemy, and then it attacks', () => {
    const { events } = step(scenario({ players: 2, enemy: 'JC', hands: ['3C 10H', '2S'] }), 'play 3C');
    expect(events[0]).toMatchObject({ outcome: { damage: 3, doubled: false, blocked: [CLUBS], attackAfter: 10 } });
    expect(events[1]).toEqual({ kind: 'attack', seat: 1, enemy: card('JC'), due: 10 });
  });

  it('spades gain shield, which lowers the attack to cover', () => {
    const { events } = step(scenario({ players: 2, enemy: 'JH', hands: ['5S 10H', '2S'] }), 'play 5S');
    expect(events[0]).toMatchObject({ outcome: { shieldGain: 5, attackAfter: 5 } });
    expect(events[1]).toMatchObject({ kind: 'attack', due: 5 });
  });

  it('the last enemy falls: won, with the solo medal', () => {
    const { events } = step(scenario({ players: 1, enemy: 'JH', castle: '', damage: 18, hands: ['2S 3S'] }), 'play 2S');
    expect(kinds(events)).toEqual(['play', 'defeat', 'won']);
    expect(events[0]).toMatchObject({ outcome: { victory: true } });
    expect(events[2]).toEqual({ kind: 'won', medal: 'gold' });
  });

  it('an attack nobody can cover: lost, with the damage due', () => {
    const { events } = step(scenario({ players: 2, enemy: 'JC', hands: ['2H 3D', '2S'] }), 'play 2H');
    expect(kinds(events)).toEqual(['play', 'lost']);
    expect(events[1]).toEqual({ kind: 'lost', seat: 1, due: 10 });
  });
});

describe('Events of the other moves', () => {
  it('a jester cancels immunity and names the shield that now counts; the chooser picks the next seat', () => {
    const s = scenario({ players: 2, enemy: 'JS', spadeTotal: 7, hands: ['X 2H', '3H'] });
    const { state, events } = step(s, 'play X');
    expect(events).toEqual([{ kind: 'jester', seat: 1, enemy: card('JS'), shield: 7 }]);
    expect(step(state, 'next 2').events).toEqual([{ kind: 'next', seat: 1, chosen: 2 }]);
  });

  it('a yield is followed by the attack', () => {
    const { events } = step(scenario({ players: 2, enemy: 'JC', hands: ['10S 2H', '3S'] }), 'yield');
    expect(events).toEqual([
      { kind: 'yield', seat: 1 },
      { kind: 'attack', seat: 1, enemy: card('JC'), due: 10 },
    ]);
  });

  it('a discard shows its cards face up', () => {
    const attacked = play(scenario({ players: 2, enemy: 'JC', hands: ['10S 2H', '3S'] }), 'yield');
    expect(step(attacked, 'discard 10S').events).toEqual([{ kind: 'discard', seat: 1, cards: cards('10S') }]);
  });

  it('feigning death discards the whole hand, face up', () => {
    const s = scenario({ players: 2, variants: ['feign-death'], enemy: 'JC', hands: ['2H 3H 4H 5H 6H 7H 8H', '3S'] });
    expect(step(s, 'feign').events).toEqual([{ kind: 'feign', seat: 1, cards: cards('2H 3H 4H 5H 6H 7H 8H') }]);
  });

  it('a flip reports the discarded hand, the cards drawn (to that seat only) and the flips left', () => {
    const s = scenario({ players: 1, enemy: 'JC', hands: ['2H'], tavern: '4S 5S 6S' });
    const { events } = step(s, 'flip');
    expect(events).toEqual([{ kind: 'flip', seat: 1, discarded: cards('2H'), count: 3, left: 1, cards: cards('6S 5S 4S') }]);
    expect(regicide.eventsFor(events, 2)).toEqual([{ kind: 'flip', seat: 1, discarded: cards('2H'), count: 3, left: 1 }]);
  });

  it('a turn that starts without any move loses at once (due 0)', () => {
    // Seat 1 yields and covers the attack; seat 2 then holds nothing and may not yield after that yield.
    const attacked = play(scenario({ players: 2, enemy: 'JC', hands: ['10S 2H', ''] }), 'yield');
    const { events } = step(attacked, 'discard 10S');
    expect(events).toEqual([
      { kind: 'discard', seat: 1, cards: cards('10S') },
      { kind: 'lost', seat: 2, due: 0 },
    ]);
  });
});
