// The guided first game of Regicide: eight lessons on hand-built deals, one idea each, in the
// order a new player meets them. The words are the screens' (src/ui/regicide/texts/lessons.ts).
import { type Card, CLUBS, DIAMONDS, HEARTS, SPADES, rankOf, suitOf } from '../../../core/cards.js';
import type { Lesson, WrongKind } from '../../../core/lesson.js';
import { regicide } from '../index.js';
import type { RegicideMove, RegicideState } from '../types.js';
import { regicideDeal } from './deal.js';

export type RegicideLesson = Lesson<RegicideState, RegicideMove>;
type Wrong = WrongKind<RegicideState, RegicideMove>;
type Test = (move: RegicideMove, state: RegicideState) => boolean;

const cardsOf = (m: RegicideMove): Card[] => (m.type === 'play' || m.type === 'discard' ? m.cards : []);
const isPlay = (m: RegicideMove): boolean => m.type === 'play';
const playWith =
  (suit: number): Test =>
  (m) =>
    isPlay(m) && cardsOf(m).some((c) => suitOf(c) === suit);
const playWithout =
  (suit: number): Test =>
  (m) =>
    isPlay(m) && !cardsOf(m).some((c) => suitOf(c) === suit);
const anyPlay: Test = (m) => isPlay(m);
const anyDiscard: Test = (m) => m.type === 'discard';
const wrong = (kind: string, matches: Test, example: string): Wrong => ({ kind, matches, example });

/** The enemy's damage once the move is played (the move is legal when this is asked). */
function damageAfter(move: RegicideMove, state: RegicideState): { kill: boolean; exact: boolean } {
  const step = regicide.step(state, move);
  const play = step.ok ? step.events.find((e) => e.kind === 'play') : undefined;
  const kill = play?.kind === 'play' ? play.outcome.kill : null;
  return { kill: kill !== null, exact: kill === 'exact' };
}

const powers: RegicideLesson = {
  id: 'powers',
  learner: 1,
  options: { players: 1, variants: [] },
  // The jack of hearts blocks hearts, so the heal waits for the next jack.
  deal: () => regicideDeal({ players: 1, enemy: 'JH', hands: ['10S 6D 4C 5H 3S'], tavernTop: '7H 2S 8C 9D 3H 6C', discard: '2H 3D' }),
  steps: [
    {
      id: 'shield',
      expected: 'play 10S',
      wrong: [wrong('smallSpade', (m) => isPlay(m) && cardsOf(m).some((c) => suitOf(c) === SPADES), 'play 3S'), wrong('noSpade', anyPlay, 'play 6D')],
    },
    { id: 'draw', expected: 'play 6D', accepts: playWith(DIAMONDS), wrong: [wrong('noDiamond', anyPlay, 'play 4C')] },
    { id: 'double', expected: 'play 4C', accepts: playWith(CLUBS), wrong: [wrong('noClub', anyPlay, 'play 5H')] },
    { id: 'heal', expected: 'play 5H', accepts: playWith(HEARTS), wrong: [wrong('noHeart', anyPlay, 'play 3S')] },
  ],
};

const immunity: RegicideLesson = {
  id: 'immunity',
  learner: 1,
  options: { players: 1, variants: [] },
  deal: () => regicideDeal({ players: 1, enemy: 'JD', hands: ['8D 7C 5S 3H 2H 9S'], discard: '4H 6S 7S' }),
  steps: [{ id: 'blocked', expected: 'play 7C', accepts: playWithout(DIAMONDS), wrong: [wrong('diamond', anyPlay, 'play 8D')] }],
};

const isCombo: Test = (m) => isPlay(m) && cardsOf(m).length >= 2 && !cardsOf(m).some((c) => rankOf(c) === 1);
const isCompanion: Test = (m) => isPlay(m) && cardsOf(m).length === 2 && cardsOf(m).some((c) => rankOf(c) === 1);
const keepsAces: Test = (m) => m.type === 'discard' && !cardsOf(m).some((c) => rankOf(c) === 1);

const combos: RegicideLesson = {
  id: 'combos',
  learner: 1,
  options: { players: 1, variants: [] },
  deal: () => regicideDeal({ players: 1, enemy: 'JS', hands: ['3D 3C 3H AC 8H 4S 4D 4H'], tavernTop: '9C 10H 7S', discard: '5C 6H' }),
  steps: [
    {
      id: 'combo',
      expected: 'play 3C 3D 3H',
      accepts: isCombo,
      wrong: [wrong('single', (m) => isPlay(m) && cardsOf(m).length === 1, 'play 8H'), wrong('aceEarly', isCompanion, 'play AC 8H')],
      refused: { badCombo: 'badCombo' },
    },
    { id: 'cover', expected: 'discard 10H', accepts: keepsAces, wrong: [wrong('keepAce', anyDiscard, 'discard AC 9C')] },
    { id: 'companion', expected: 'play AC 8H', accepts: isCompanion, wrong: [wrong('noAce', anyPlay, 'play 8H')] },
  ],
};

const jester: RegicideLesson = {
  id: 'jester',
  learner: 1,
  options: { players: 3, variants: [] },
  deal: () =>
    regicideDeal({
      players: 3,
      enemy: 'JC',
      hands: ['X 10C 2H 5S 9D', '6D 3S 7H 9S', '4C 2D 10D 5H'],
      discard: '2S 3C',
    }),
  steps: [
    { id: 'play', expected: 'play X', wrong: [wrong('club', playWith(CLUBS), 'play 10C')] },
    { id: 'choose', expected: 'next 1', wrong: [wrong('otherSeat', (m) => m.type === 'next', 'next 2')] },
    { id: 'double', expected: 'play 10C', accepts: playWith(CLUBS), wrong: [wrong('noClub', anyPlay, 'play 5S')] },
  ],
};

const yielding: RegicideLesson = {
  id: 'yield',
  learner: 1,
  options: { players: 2, variants: [] },
  deal: () =>
    regicideDeal({
      players: 2,
      enemy: 'JH',
      hands: ['10S 4D 7C 2H', '6H 5C 3D 8S 9D'],
      discard: '2C 3H',
      // The partner yielded on their last turn.
      yielded: [false, true],
    }),
  steps: [
    // The 10♠ stops the jack's whole attack, so the turn passes; the partner draws with a diamond.
    { id: 'mustPlay', expected: 'play 10S', wrong: [wrong('notSpade', anyPlay, 'play 7C')], refused: { cannotYield: 'partnerYielded' }, replies: ['play 3D'] },
    { id: 'yield', expected: 'yield', wrong: [wrong('played', anyPlay, 'play 4D')] },
  ],
};

const cover: RegicideLesson = {
  id: 'cover',
  learner: 1,
  options: { players: 1, variants: [] },
  deal: () => regicideDeal({ players: 1, enemy: 'JH', hands: ['2C 9S 6D 4H 3C 5H 7D'], discard: '8S 8C' }),
  steps: [
    { id: 'attack', expected: 'play 2C', wrong: [wrong('spade', playWith(SPADES), 'play 9S')] },
    {
      id: 'discard',
      expected: 'discard 4H 6D',
      accepts: anyDiscard,
      wrong: [wrong('flip', (m) => m.type === 'flip', 'flip')],
      refused: { discardTooLow: 'tooLow', discardTooHigh: 'tooHigh' },
    },
  ],
};

const exact: RegicideLesson = {
  id: 'exact',
  learner: 1,
  options: { players: 1, variants: [] },
  deal: () => regicideDeal({ players: 1, enemy: 'JS', damage: 15, played: '8H 7D', hands: ['5H 3C 8D 2S 4S'], tavernTop: '6H 9C 2D 5C 7S', discard: '10C 10S' }),
  steps: [
    {
      id: 'kill',
      expected: 'play 5H',
      accepts: (m, s) => isPlay(m) && damageAfter(m, s).exact,
      wrong: [wrong('overkill', (m, s) => isPlay(m) && damageAfter(m, s).kill, 'play 3C'), wrong('short', anyPlay, 'play 4S')],
    },
    { id: 'draw', expected: 'play 8D', accepts: playWith(DIAMONDS), wrong: [wrong('noDiamond', anyPlay, 'play 2S')] },
  ],
};

const solo: RegicideLesson = {
  id: 'solo',
  learner: 1,
  options: { players: 1, variants: [] },
  deal: () => regicideDeal({ players: 1, enemy: 'JH', hands: ['4S 2C 3H'], discard: '5D 6C 7S' }),
  steps: [
    { id: 'play', expected: 'play 4S', accepts: anyPlay, wrong: [wrong('early', (m) => m.type === 'flip', 'flip')] },
    { id: 'flip', expected: 'flip' },
    { id: 'cover', expected: 'discard 6H', accepts: anyDiscard, wrong: [wrong('again', (m) => m.type === 'flip', 'flip')] },
  ],
};

export const REGICIDE_LESSONS: readonly RegicideLesson[] = [powers, immunity, combos, jester, yielding, cover, exact, solo];
