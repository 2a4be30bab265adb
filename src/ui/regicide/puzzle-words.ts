// A puzzle's words from its codes: the whole deal it shows, and the answer to a try (which move
// it was and why it loses, from the game's refutation). Pure: the screen and the screen-reader
// lines both use it, and the tests read it in each language.
import { cardLabel, cardOf } from '../../core/cards.js';
import { parseMove } from '../../games/regicide/notation.js';
import type { Refutation } from '../../games/regicide/puzzles/types.js';
import type { PuzzleStatus, PuzzleTry } from '../../table/puzzle-table.js';
import { moveLabel } from './move-label.js';
import type { RegicideTexts } from './strings.js';
import type { PuzzleTexts } from './texts/puzzle.js';
import { capitalised } from '../../text/capital.js';

/** What the screen shows of a puzzle beside the board: all public once the puzzle is shown. */
export interface PuzzleShown {
  heading: { kind: 'daily'; date: string; number: number; total: number } | { kind: 'stream'; number: number; total: number } | { kind: 'player' } | { kind: 'playersDaily'; date: string };
  /** The tavern, top first, and the castle, next enemy first (notation). */
  tavern: string[];
  castle: string[];
  answer: string;
  /** Moves of the solver's line, the answer first. */
  lineMoves: number;
  /** Enemies of the deal (12, or 8 without kings). */
  enemies: number;
  /** A next puzzle follows (the stream). */
  more: boolean;
}

export interface PuzzleWords {
  p: PuzzleTexts;
  t: RegicideTexts;
  ascii: boolean;
}

const cards = (texts: readonly string[], w: PuzzleWords): string => (texts.length === 0 ? w.p.nothing : texts.map((c) => cardLabel(cardOf(c), w.ascii)).join(' '));

/** A sentence that starts with a move ("play 7♠ loses.") starts with a capital. */

export const moveWords = (text: string, w: PuzzleWords): string => moveLabel(parseMove(text), w.t, w.ascii);

export function headingOf(shown: PuzzleShown, w: PuzzleWords): string {
  const h = shown.heading;
  return h.kind === 'daily' ? w.p.daily(h.date, h.number, h.total) : h.kind === 'stream' ? w.p.stream(h.number, h.total) : h.kind === 'playersDaily' ? w.p.playersDaily(h.date) : w.p.player;
}

export const tavernLine = (shown: PuzzleShown, w: PuzzleWords): string => w.p.tavern(cards(shown.tavern, w));
export const castleLine = (shown: PuzzleShown, w: PuzzleWords): string => w.p.castle(cards(shown.castle, w));

/** Why a wrong move loses, in the learner's language (the move named first). */
export function refutationText(why: Refutation, enemies: number, w: PuzzleWords): string {
  const move = moveWords(why.move, w);
  if (why.kind === 'answer') return w.p.right(move);
  const enemy = cardLabel(cardOf(why.enemy), w.ascii);
  const reason = why.kind === 'cannotCover' ? w.p.cannotCover(enemy, why.due, why.worth) : w.p.fallsLater(enemy, why.defeated, enemies);
  return `${capitalised(w.p.wrong(move))} ${reason}`;
}

/** The answer to a try: right, or the wrong move's refutation and what to do next. */
export function tryText(tried: PuzzleTry<Refutation>, enemies: number, w: PuzzleWords): string {
  if (tried.right || tried.why === null) return w.p.right(moveWords(tried.move, w));
  return `${refutationText(tried.why, enemies, w)} ${w.p.tryAgain}`;
}

/** The end's verdict: solved (at which try), or given up with the answer. */
export const verdictText = (status: PuzzleStatus<Refutation>, shown: PuzzleShown, w: PuzzleWords): string =>
  status.solved ? w.p.solved(status.tries.length) : w.p.revealed(moveWords(shown.answer, w));
