// Thronfolge's keys in the screen-reader mode, the same as on the screen: a number chooses a card
// of the hand (said with the screen's preview of it), the arrows (or h and l) move that choice as
// they move the screen's cursor, Enter plays it, t takes; every key answers with a line.
import { cardOf } from '../../core/cards.js';
import type { ThronfolgeMove, ThronfolgeRefusal } from '../../games/thronfolge/index.js';
import { isTableRefusal } from '../../table/types.js';
import type { LineGame } from '../shared/line-session.js';
import { spokenSaid } from '../shared/narration.js';
import type { SharedTalkTexts } from '../shared/texts/talk.js';
import { spokenScreenText } from '../regicide/line-preview.js';
import { spokenDuelHint, spokenDuelPreview } from './line-preview.js';
import { eventLinesFor, handLine, turnLine, situationLines, type ThronfolgeNarrator, type ThronfolgeUpdate } from './narration.js';

export function thronfolgeLineGame(narrator: ThronfolgeNarrator, talk: SharedTalkTexts): LineGame<ThronfolgeUpdate, ThronfolgeMove> {
  const { t, n, spoken } = narrator;
  // The chosen card's place in the hand (the screen's cursor); null: none chosen yet.
  let chosen: number | null = null;
  let at = -1;
  return {
    events: (events, seat) => eventLinesFor(events, seat, narrator),
    turn: (update) => turnLine(update, narrator),
    situation: (update) => situationLines(update, narrator),
    said: (heard) => spokenSaid(heard, talk, t.player, spoken),
    talkRefused: (refusal) => talk.talkRefused(refusal),
    hint: (hint, update) => spokenDuelHint(hint, update, t, spoken),
    help: (update) => spoken.labelled(n.label.keys, n.keys(update.legal.some((m) => m.type === 'take'))),
    afterTurn: (update) => [handLine(update, narrator)],
    medal: () => false,
    reset: () => {
      at = -1;
    },
    undone: (moves) => (moves > 0 ? t.undone(moves) : t.undoNothing),
    key(press, update) {
      if (update.movesMade !== at) {
        at = update.movesMade;
        chosen = null;
      }
      const digit = /^[1-9]$/.test(press.input) ? Number(press.input) : null;
      if (update.toMove !== update.seat) return digit !== null || press.enter || press.arrow === 'left' || press.arrow === 'right' || 'thl'.includes(press.input || '-') ? { say: [n.noMoves] } : null;
      const hand = update.view.hand;
      const choose = (index: number) => {
        chosen = index;
        return { say: [spoken.parts([n.chosen(spoken.card(cardOf(hand[index]))), spokenDuelPreview(update, index, t, spoken)])] };
      };
      if (digit !== null) return hand[digit - 1] === undefined ? { say: [n.noCard(digit)] } : choose(digit - 1);
      // The screen's cursor keys: the next card left or right (the first one when none is chosen).
      const step = press.arrow === 'left' || press.input === 'h' ? -1 : press.arrow === 'right' || press.input === 'l' ? 1 : 0;
      if (step !== 0) {
        if (hand.length === 0) return { say: [spokenScreenText(t.mustTake, spoken)] };
        return choose(chosen === null ? 0 : Math.max(0, Math.min(hand.length - 1, chosen + step)));
      }
      if (press.enter && hand.length === 0) return { say: [spokenScreenText(t.mustTake, spoken)] };
      if (press.enter) return chosen === null || hand[chosen] === undefined ? { say: [n.keys(update.legal.some((m) => m.type === 'take'))] } : { move: { type: 'play', card: cardOf(hand[chosen]) } };
      if (press.input === 't') return { move: { type: 'take' } };
      return null;
    },
    refusal: (refusal) => (isTableRefusal(refusal) ? t.notYourTurn : t.refusal(refusal as ThronfolgeRefusal)),
    result(update) {
      const r = update.result;
      if (!r) return [];
      const headline = r.shared || r.winner === null ? t.sharedVictory : t.wins(t.player(r.winner));
      return [t.resultLine(headline, r.scores[0], r.scores[1])];
    },
  };
}
