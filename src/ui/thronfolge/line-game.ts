// Thronfolge's keys in the screen-reader mode, the same as on the screen: a number chooses a card
// of the hand (said with the screen's preview of it), Enter plays it, t takes; every key answers
// with a line.
import { cardOf } from '../../core/cards.js';
import type { ThronfolgeMove, ThronfolgeRefusal } from '../../games/thronfolge/index.js';
import { isTableRefusal } from '../../table/types.js';
import type { LineGame } from '../shared/line-session.js';
import { spokenSaid } from '../shared/narration.js';
import type { SharedTalkTexts } from '../shared/texts/talk.js';
import { spokenDuelHint, spokenDuelPreview } from './line-preview.js';
import { eventLinesFor, handLine, turnLine, situationLines, type ThronfolgeNarrator, type ThronfolgeUpdate } from './narration.js';

export function thronfolgeLineGame(narrator: ThronfolgeNarrator, talk: SharedTalkTexts): LineGame<ThronfolgeUpdate, ThronfolgeMove> {
  const { t, n, spoken } = narrator;
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
      if (update.toMove !== update.seat) return digit !== null || press.enter || press.input === 't' ? { say: [n.noMoves] } : null;
      const hand = update.view.hand;
      if (digit !== null) {
        const card = hand[digit - 1];
        if (card === undefined) return { say: [n.noCard(digit)] };
        chosen = cardOf(card);
        return { say: [spoken.parts([n.chosen(spoken.card(chosen)), spokenDuelPreview(update, digit - 1, t, spoken)])] };
      }
      if (press.enter) return chosen === null ? { say: [n.keys(update.legal.some((m) => m.type === 'take'))] } : { move: { type: 'play', card: chosen } };
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
