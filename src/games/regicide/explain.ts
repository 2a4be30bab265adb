// One-line reasons for refused moves, for protocol error lines and the screen.
import { inHand } from './legal.js';
import { type PlayProblem, playProblem } from './preview.js';
import type { Phase, RegicideMove, RegicideState } from './types.js';
import { sumValues } from './values.js';

/** The phase each kind of move belongs to (a flip has two, so it is checked by its rule). */
const PHASE_OF: Partial<Record<RegicideMove['type'], Phase>> = { play: 'play', yield: 'play', feign: 'play', discard: 'discard', next: 'next' };

/** A one-line reason for a rejected move, for error lines and the UI. */
export function explainIllegal(s: RegicideState, m: RegicideMove): string {
  if (s.outcome !== null) return 'the game is over';
  const phaseNeeds: Record<string, string> = {
    play: s.players === 1 ? 'play cards or flip a jester' : 'play cards or yield',
    discard: `discard cards worth at least ${s.damageDue}`,
    next: 'choose the next seat with "next N"',
  };
  if (PHASE_OF[m.type] && PHASE_OF[m.type] !== s.phase) return `not now: it is time to ${phaseNeeds[s.phase]}`;
  return explainRule(s, m);
}

function explainRule(s: RegicideState, m: RegicideMove): string {
  switch (m.type) {
    case 'yield':
      return s.players === 1 ? 'yielding is not allowed in solo (or not twice in a row with solo-yield)' : 'you may not yield: every other player yielded on their last turn';
    case 'feign':
      return 'feign needs the feign-death variant, a full hand and a turn on which you could yield';
    case 'flip':
      return s.players === 1 ? 'no set-aside jester is left to flip' : 'flipping is only for solo games';
    case 'next':
      return `choose a seat from 1 to ${s.players}`;
    default:
      return m.type === 'play' ? explainPlay(s, m.cards) : explainDiscard(s, m.cards);
  }
}

/** The protocol's words for each shape problem the rules diagnose (the screens translate them). */
const PLAY_PROBLEM_TEXT: Record<PlayProblem, string> = {
  jesterAlone: 'a jester must be played alone',
  aceWithOne: 'an ace pairs with exactly one other card (no jester)',
  oneRank: 'a combo needs cards of one rank',
  faceInCombo: 'face cards cannot form a combo (only with an ace)',
  comboTotal: 'combos must total 10 or less',
  tooMany: 'at most four cards in a combo',
};

function explainPlay(s: RegicideState, cards: number[]): string {
  if (!inHand(s.hands[s.current], cards)) return 'those cards are not all in your hand';
  const problem = playProblem(cards);
  return problem ? `not a legal play: ${PLAY_PROBLEM_TEXT[problem]}` : 'not a legal play';
}

function explainDiscard(s: RegicideState, cards: number[]): string {
  if (!inHand(s.hands[s.current], cards)) return 'those cards are not all in your hand';
  const sum = sumValues(cards);
  if (sum < s.damageDue) return `those cards are worth ${sum}, less than the ${s.damageDue} damage due`;
  return `too many cards: discarding stops as soon as ${s.damageDue} is covered (drop a card and it must fall short)`;
}
