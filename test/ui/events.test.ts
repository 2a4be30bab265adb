// The event log: what each move did, in public terms, and its wording.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { eventLines } from '../../src/ui/regicide/events.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';

const c = (t: string) => parseCard(t)!;

function twoPlayers(over: Partial<RegicideState>): RegicideState {
  return { ...regicide.setup(regicide.normalizeOptions({ players: 2 }), 'events'), ...over };
}

function describe_(state: RegicideState, text: string, lang: 'en' | 'de' = 'en') {
  const step = regicide.step(state, regicide.parseMove(text));
  if (!step.ok) throw new Error(JSON.stringify(step.refusal));
  return eventLines(step.events, REGICIDE_TEXTS[lang], false);
}

describe('event log', () => {
  it('reports heal, draws, damage and an exact kill with the next enemy', () => {
    const state = twoPlayers({
      enemy: c('JS'),
      castle: [c('QH')],
      damage: 15,
      discard: [c('2C'), c('3C'), c('4C')],
      hands: [[c('5H'), c('AD'), c('9C')], [c('2S')]],
      tavern: [c('6S'), c('7S'), c('8S'), c('9S'), c('10S')],
    });
    expect(describe_(state, 'play 5H')).toEqual(['Player 1 plays 5♥: heals 3, deals 5', 'J♠ defeated exactly: it joins the tavern', 'Next enemy: Q♥']);
    expect(describe_(state, 'play AD 9C', 'de')).toEqual(['Spieler 1 spielt A♦+9♣: zieht 5, macht 20 Schaden (verdoppelt)', 'J♠ besiegt', 'Nächster Gegner: Q♥']);
  });

  it('reports the attack that follows, blocked powers, yields and discards', () => {
    const state = twoPlayers({ enemy: c('JC'), damage: 0, hands: [[c('3C'), c('10H'), c('AS')], [c('2S')]] });
    expect(describe_(state, 'play 3C')).toEqual(['Player 1 plays 3♣: deals 3, ♣ blocked', 'J♣ attacks Player 1: 10 to cover']);
    const attacked = regicide.apply(state, regicide.parseMove('yield'));
    expect(describe_(state, 'yield')).toEqual(['Player 1 yields', 'J♣ attacks Player 1: 10 to cover']);
    expect(describe_(attacked, 'discard 10H')).toEqual(['Player 1 discards 10♥ (10)']);
  });

  it('reports a defeat when the attack cannot be covered', () => {
    const state = twoPlayers({ enemy: c('JC'), hands: [[c('2H'), c('3D')], [c('2S')]] });
    expect(describe_(state, 'play 2H').at(-1)).toBe('Player 1 cannot cover 10 damage: defeat');
  });
});
