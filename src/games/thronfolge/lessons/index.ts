// The guided first duel of Thronfolge: six lessons on hand-built deals, one idea each, the other
// seat's answers fixed. The words are the screens' (src/ui/thronfolge/texts/lessons.ts).
import type { Lesson, WrongKind } from '../../../core/lesson.js';
import type { ThronfolgeMove, ThronfolgeState } from '../types.js';
import { thronfolgeDeal } from './deal.js';

export type ThronfolgeLesson = Lesson<ThronfolgeState, ThronfolgeMove>;
type Test = (move: ThronfolgeMove, state: ThronfolgeState) => boolean;

const isPlay: Test = (m) => m.type === 'play';
const isTake: Test = (m) => m.type === 'take';
const wrong = (kind: string, matches: Test, example: string): WrongKind<ThronfolgeState, ThronfolgeMove> => ({ kind, matches, example });

/** A lesson of one step: the take that the position rewards (a play pushes a card out of the last five). */
const takeNow = (id: string, deal: () => ThronfolgeState, playExample: string): ThronfolgeLesson => ({
  id,
  learner: 1,
  options: { first: 1, variants: [] },
  deal,
  steps: [{ id: 'take', expected: 'take', wrong: [wrong('later', isPlay, playExample)] }],
});

const row: ThronfolgeLesson = {
  id: 'row',
  learner: 1,
  options: { first: 1, variants: [] },
  deal: () => thronfolgeDeal({ round: 1, first: 1, current: 1, hands: ['3S 5H JD 2C QH', '4S 6D 9C AH KH'], row: '2S 4D' }),
  steps: [
    { id: 'play', expected: 'play 3S', accepts: isPlay, wrong: [wrong('early', isTake, 'take')], replies: ['play 4S'] },
    { id: 'take', expected: 'take', wrong: [wrong('notYet', isPlay, 'play 5H')], replies: ['play 6D'] },
    { id: 'once', expected: 'play 5H', accepts: isPlay, refused: { alreadyTaken: 'twice' } },
  ],
};

const families = takeNow(
  'families',
  () =>
    thronfolgeDeal({
      round: 2,
      first: 1,
      current: 1,
      hands: ['7H 3C', '8S 5D'],
      row: '10H 2H 7S QC 9D 4S 6S AH AC',
      collections: ['2S 3H JH 4D', '3S 5S 2D 6H 4C'],
      taken: [false, true],
    }),
  'play 7H',
);

const sets = takeNow(
  'sets',
  () =>
    thronfolgeDeal({
      round: 2,
      first: 1,
      current: 1,
      hands: ['6H 9S', 'JS 4S'],
      row: '8S QD 5S 10C 7H 2C 9D 3D',
      collections: ['3S 2H 4D JC 6S', '5H 4H AS 2D AD'],
      taken: [false, true],
    }),
  'play 6H',
);

const favour: ThronfolgeLesson = {
  id: 'favour',
  learner: 1,
  options: { first: 1, variants: [] },
  // Round 2: the opponent already holds more ♠ and ♥ followers, so the 2♠ and 3♥ in the last five
  // win no majority and the take is the betrayal's −6 alone (in round 1 they would have won both).
  deal: () =>
    thronfolgeDeal({
      round: 2,
      first: 1,
      current: 1,
      hands: ['5H JS 7S 2D', '4C 6H KH'],
      row: 'QS 10H 9C 2S 3H',
      collections: ['AD 6D 3D 7H', 'AS 4S 5S AH 2H 4H'],
    }),
  steps: [
    { id: 'avoid', expected: 'play 5H', accepts: isPlay, wrong: [wrong('betrayal', isTake, 'take')], replies: ['play 4C'] },
    { id: 'take', expected: 'take', wrong: [wrong('later', isPlay, 'play 7S')] },
  ],
};

const crowns = takeNow(
  'crowns',
  () =>
    thronfolgeDeal({
      round: 2,
      first: 1,
      current: 1,
      hands: ['6H 2C 8S', '5D 10S'],
      row: '2S 6D 4S KD 7H 3C JC',
      collections: ['KS KC 3H 2D 9S', '5S 4H JD QS AC'],
    }),
  'play 6H',
);

const roundEnd: ThronfolgeLesson = {
  id: 'roundEnd',
  learner: 1,
  options: { first: 1, variants: [] },
  deal: () =>
    thronfolgeDeal({
      round: 1,
      first: 1,
      current: 1,
      hands: ['4H', 'JS'],
      row: '6S 2C',
      collections: ['3S AH 5D 9S QD', 'AS 2H 4C'],
      taken: [true, true],
      // Round 2 deals from here: seat 1, seat 2, seat 1, …
      deckTop: '7S 3D 5C 2D 6H KH AD 10D 3C QH',
    }),
  steps: [
    // The other seat plays its last card, round 2 is dealt and it starts it.
    { id: 'last', expected: 'play 4H', refused: { alreadyTaken: 'taken' }, replies: ['play JS', 'play 3D'] },
    { id: 'next', expected: 'play 7S', accepts: () => true },
  ],
};

export const THRONFOLGE_LESSONS: readonly ThronfolgeLesson[] = [row, families, sets, favour, crowns, roundEnd];
