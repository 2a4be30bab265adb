// Regicide's refusals and its own quick phrases in the protocol's English: one line each, the
// words scripts read in error lines, replay messages and talk lines (src/protocol/english.ts asks
// for them through the game's module).
import type { PhraseParams } from '../../core/talk.js';
import type { PlayProblem, RegicideRefusal } from '../../games/regicide/refusals.js';
import type { FACT_PHRASES } from '../../games/regicide/talk.js';

/** The words for each shape problem (the screens have their own). */
const PLAY_PROBLEM_TEXT: Record<PlayProblem, string> = {
  jesterAlone: 'a jester must be played alone',
  aceWithOne: 'an ace pairs with exactly one other card (no jester)',
  oneRank: 'a combo needs cards of one rank',
  faceInCombo: 'face cards cannot form a combo (only with an ace)',
  comboTotal: 'combos must total 10 or less',
  tooMany: 'at most four cards in a combo',
};

const YIELD_TEXT = {
  solo: 'yielding is not allowed in solo (the solo-yield variant allows it)',
  twiceInARow: 'you may not yield twice in a row (solo-yield)',
  everyoneYielded: 'you may not yield: every other player yielded on their last turn',
} as const;

/** What the current phase asks for, after "not now: it is time to". */
function phaseNeeds(r: Extract<RegicideRefusal, { code: 'wrongPhase' }>): string {
  if (r.phase === 'play') return r.solo ? 'play cards or flip a jester' : 'play cards or yield';
  if (r.phase === 'discard') return `discard cards worth at least ${r.due}`;
  return 'choose the next seat with "next N"';
}

/** A refusal as the protocol's one-line English reason. */
export function regicideRefusalEnglish(r: RegicideRefusal): string {
  switch (r.code) {
    case 'gameOver':
      return 'the game is over';
    case 'wrongPhase':
      return `not now: it is time to ${phaseNeeds(r)}`;
    case 'notInHand':
      return 'those cards are not all in your hand';
    case 'badCombo':
      return `not a legal play: ${PLAY_PROBLEM_TEXT[r.problem]}`;
    case 'discardTooLow':
      return `those cards are worth ${r.worth}, less than the ${r.due} damage due`;
    case 'discardTooHigh':
      return `too many cards: discarding stops as soon as ${r.due} is covered (drop a card and it must fall short)`;
    case 'cannotYield':
      return YIELD_TEXT[r.reason];
    case 'cannotFeign':
      if (r.reason === 'variant') return 'feigning death needs the feign-death variant';
      if (r.reason === 'handNotFull') return `feigning death needs a full hand (you hold ${r.size} of ${r.limit} cards)`;
      if (r.reason === 'twiceInARow') return 'you may not feign death right after yielding or feigning';
      return 'you may not feign death: every other player yielded on their last turn';
    case 'cannotFlip':
      return r.reason === 'notSolo' ? 'flipping is only for solo games' : 'no set-aside jester is left to flip';
    case 'noSuchSeat':
      return `choose a seat from 1 to ${r.players}`;
    case 'unknownMove':
      return 'unknown move; expected play, yield, discard, next, flip or feign';
  }
}

/** "1 card", "3 cards" (the protocol's English; a count here stays far below the grouping of large numbers). */
const cards = (n: number | undefined): string => `${n ?? 0} ${n === 1 ? 'card' : 'cards'}`;

/** Regicide's quick phrases that state a public fact, with the count the table took from the public view. */
export const regicidePhraseEnglish: { [C in (typeof FACT_PHRASES)[number]]: (params: PhraseParams) => string } = {
  'my-hand': (p) => `I have ${cards(p.cards)}`,
  tavern: (p) => `${cards(p.cards)} left in the tavern`,
};
