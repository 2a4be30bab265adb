// A lesson of the guided first game, as data: a hand-built deal (a real state of the game) and
// the learner's moves one at a time. Each step says which move it waits for, which wrong moves it
// explains and with which code, and what the other seats answer. Codes, never prose: the screens
// word them (src/ui/<game>/texts/lessons.ts). Pure: the runner is src/table/lesson-runner.ts.
import { type Card, parseCard } from './cards.js';

/** A wrong move the step explains: the first kind whose test matches names the explanation. */
export interface WrongKind<State, Move> {
  /** The explanation is the text `<lesson>.<step>.<kind>`. */
  kind: string;
  matches: (move: Move, state: State) => boolean;
  /** A move of this kind in the step's position (notation): the tests try it. */
  example: string;
}

export interface LessonStep<State, Move> {
  /** Texts `<lesson>.<step>.goal` (what to do) and `<lesson>.<step>.done` (what it did). */
  id: string;
  /** A move the step accepts (notation): the lesson's own walk-through, and the tests'. */
  expected: string;
  /** The moves the step accepts; without it only `expected`. */
  accepts?: (move: Move, state: State) => boolean;
  /** Legal moves that are not what the step teaches, by kind (the screens word any other in general terms). */
  wrong?: readonly WrongKind<State, Move>[];
  /**
   * Moves the rules refuse that the step explains in its own words, by the refusal's code: the
   * text is `<lesson>.<step>.<kind>`. Other refusals are worded as the screens word them.
   */
  refused?: Readonly<Record<string, string>>;
  /** What the other seats play next (notation), in order, before the learner's next step. */
  replies?: readonly string[];
}

export interface Lesson<State, Move> {
  /** Texts `<id>.title` and `<id>.intro`. */
  id: string;
  /** The seat the learner plays (1-based). */
  learner: number;
  /** The game's options the deal is set up with (a table keeps them in its log). */
  options: object;
  /** The position the lesson starts from. */
  deal: () => State;
  steps: readonly LessonStep<State, Move>[];
}

/** The text code of a step's part: `goal`, `done` or a wrong kind. */
export const stepCode = (lesson: { id: string }, step: { id: string }, part: string): string => `${lesson.id}.${step.id}.${part}`;

/** The cards a lesson's deal names, in notation ("10S JH X"); a name that is no card is a broken lesson. */
export const dealCards = (text: string | undefined): Card[] =>
  (text ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const c = parseCard(t);
      if (c === null) throw new Error(`lesson deal: "${t}" is not a card`);
      return c;
    });
