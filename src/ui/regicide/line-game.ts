// Regicide's keys in the screen-reader mode, the same as on the screen: numbers select cards
// (after a jester: a seat), the arrows (or h and l) move the screen's cursor and space selects the
// card under it, d says the discard pile by suit (the screen's pile browser), Enter plays or discards the selection (or confirms the seat), p yields (y says
// which key yields, as the screen does), f flips, e feigns (both asking first, as the screen
// does), c and Escape clear; every key answers with a line, a selection with the screen's own
// preview of it.
import { type Card, cardOf, JESTER, sortCards, suitOf } from '../../core/cards.js';
import { cardsOf } from '../../games/regicide/view-cards.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import { enemyCount } from '../../games/regicide/values.js';
import { isTableRefusal } from '../../table/types.js';
import type { LineAnswer, LineGame } from '../shared/line-session.js';
import { spokenSaid } from '../shared/narration.js';
import type { SharedTalkTexts } from '../shared/texts/talk.js';
import { spokenPreview, spokenHint, spokenScreenText } from './line-preview.js';
import { eventLinesFor, handLine, turnLine, type RegicideNarrator, type RegicideUpdate, situationLines } from './narration.js';

export function regicideLineGame(narrator: RegicideNarrator, talk: SharedTalkTexts): LineGame<RegicideUpdate, RegicideMove> {
  const { t, n, spoken } = narrator;
  let selected: Card[] = [];
  let seat: number | null = null;
  // The screen's cursor: the card space selects (moved by the arrows, h and l).
  let cursor = 0;
  let at = -1;
  /** A fresh selection at every new position. */
  const catchUp = (update: RegicideUpdate): void => {
    if (update.movesMade === at) return;
    at = update.movesMade;
    selected = [];
    seat = null;
    cursor = 0;
  };
  /** Selects the card at `index` of the hand, or unselects it: the selection and its preview. */
  const toggle = (update: RegicideUpdate, index: number): string[] => {
    const c = cardOf(update.view.hand[index]);
    cursor = index;
    selected = selected.includes(c) ? selected.filter((x) => x !== c) : [...selected, c];
    return selection(update);
  };
  /** The selection and what it would do, in the screen's words (nothing selected: what yielding would cost). */
  const selection = (update: RegicideUpdate): string[] => {
    const preview = spokenPreview(update, selected, t, spoken);
    if (selected.length === 0) return [spoken.parts([n.cleared, preview])];
    return [n.selectedPreview(spoken.parts(selected.map(spoken.card)), preview, update.view.phase === 'discard')];
  };
  /** Flip and feign throw a whole hand away: asked first, as on the screen (an empty hand loses nothing). */
  const asked = (move: 'flip' | 'feign', update: RegicideUpdate) => {
    const count = update.view.hand.length;
    if (count === 0 || !update.legal.some((m) => m.type === move)) return { move: { type: move } };
    const words = move === 'flip' ? [t.confirmFlip(count), t.flipCost(update.view.flipsLeft ?? 0)] : [t.confirmFeign(count), t.feignCost];
    return { ask: { question: spokenScreenText(words.join(' '), spoken), move: { type: move } } };
  };
  /** The discard pile as the screen's browser (d) shows it: by suit, each with its count, jesters last. */
  const discardLine = (update: RegicideUpdate): string => {
    const cards = sortCards(cardsOf(update.view.discard));
    if (cards.length === 0) return t.discardBrowserEmpty;
    const suits = [0, 1, 2, 3].flatMap((suit) => {
      const ofSuit = cards.filter((c) => c !== JESTER && suitOf(c) === suit);
      return ofSuit.length ? [spoken.labelled(`${spoken.suit(suit)} ${ofSuit.length}`, ofSuit.map(spoken.card).join(', '))] : [];
    });
    const jesters = cards.filter((c) => c === JESTER).map(spoken.card);
    return spoken.labelled(t.discardBrowserTitle(cards.length), spoken.parts([...suits, ...(jesters.length ? [jesters.join(', ')] : [])]));
  };
  return {
    events: (events, seat) => eventLinesFor(events, seat, narrator),
    turn: (update) => turnLine(update, narrator),
    situation: (update) => situationLines(update, narrator),
    said: (heard) => spokenSaid(heard, talk, t.player, spoken),
    signalPrompt: (chooser) => `${talk.signalPrompt(t.player(chooser))} ${n.signalKeys}`,
    talkRefused: (refusal) => talk.talkRefused(refusal),
    hint: (hint, update) => spokenHint(hint, update, t, spoken),
    help: (update) => spoken.labelled(n.label.keys, n.keys(update.view.phase, update.view.players === 1)),
    afterTurn: (update) => [handLine(update, narrator)],
    medal: (update) => update.view.players === 1,
    reset: () => {
      at = -1;
    },
    undone: (moves) => (moves > 0 ? t.undone(moves) : t.undoNothing),
    escape(update) {
      catchUp(update);
      if (update.toMove !== update.seat || update.view.phase === 'next') return null;
      selected = [];
      return selection(update);
    },
    key(press, update): LineAnswer<RegicideMove> | null {
      catchUp(update);
      const mine = update.toMove === update.seat;
      const { phase, hand } = update.view;
      const digit = /^[1-9]$/.test(press.input) ? Number(press.input) : null;
      if (press.input === 'd') return { say: [discardLine(update)] };
      // Another's jester: g and r signal to its player (the table refuses them when no jester waits).
      if (!mine && (press.input === 'g' || press.input === 'r')) return { signal: press.input === 'g' ? 'go' : 'rather-not' };
      if (!mine) return digit !== null || press.enter || 'pfec'.includes(press.input) ? { say: [n.noMoves] } : null;
      if (phase === 'next') {
        if (digit !== null && digit <= update.view.players) {
          seat = digit;
          return { say: [n.chosenSeat(t.player(digit))] };
        }
        // The arrows step through the seats, as on the screen.
        if (press.arrow) {
          const players = update.view.players;
          const step = press.arrow === 'up' || press.arrow === 'left' ? -1 : 1;
          seat = seat === null ? (step > 0 ? 1 : players) : ((seat - 1 + step + players) % players) + 1;
          return { say: [n.chosenSeat(t.player(seat))] };
        }
        if (press.enter) return seat === null ? { say: [n.keys('next', false)] } : { move: { type: 'next', seat } };
        return null;
      }
      if (digit !== null) return hand[digit - 1] === undefined ? { say: [n.noCard(digit)] } : { say: toggle(update, digit - 1) };
      // The screen's cursor: left and right (h, l) say the card under it, space selects it.
      const step = press.arrow === 'left' || press.input === 'h' ? -1 : press.arrow === 'right' || press.input === 'l' ? 1 : 0;
      if (step !== 0 && hand.length > 0) {
        cursor = Math.max(0, Math.min(hand.length - 1, cursor + step));
        const c = cardOf(hand[cursor]);
        return { say: [spoken.numberedCard(cursor + 1, n.cursorOn(spoken.card(c), selected.includes(c)))] };
      }
      if (press.input === ' ' && hand.length > 0) return { say: toggle(update, Math.min(cursor, hand.length - 1)) };
      if (press.input === 'c') {
        selected = [];
        return { say: selection(update) };
      }
      if (press.enter) return selected.length ? { move: { type: phase === 'discard' ? 'discard' : 'play', cards: selected } } : { say: [n.selectByNumber] };
      // Yielding asks nothing on the screen either; its cost is said with an empty selection (c).
      if (press.input === 'p') return { move: { type: 'yield' } };
      if (press.input === 'y' && phase === 'play' && update.legal.some((m) => m.type === 'yield')) return { say: [spokenScreenText(t.yieldKeyNote, spoken)] };
      if (press.input === 'f') return asked('flip', update);
      if (press.input === 'e') return asked('feign', update);
      return null;
    },
    refusal: (refusal) => (isTableRefusal(refusal) ? t.notYourTurn : t.refusal(refusal as Parameters<typeof t.refusal>[0])),
    result(update) {
      const r = update.result;
      if (!r) return [];
      const medal = r.medal ? ` ${t.medal(r.medal)}` : '';
      const total = enemyCount(update.view.variants);
      return [`${r.outcome === 'won' ? t.victory : t.defeat}${medal} ${t.enemiesDefeated(r.enemiesDefeated, total)}`];
    },
  };
}
