// Runs a lesson over the game's own rules: the learner's move is checked against the step before
// it reaches the table, a wrong or illegal one changes nothing and comes back with the code that
// explains it, a right one is played with the other seats' replies after it. The learner's
// accepted moves are all a lesson needs to be resumed: the deal is fixed, the replies are data.
import type { AnyGame, EventOf, MoveOf, RefusalOf, StateOf } from '../core/game.js';
import { type Lesson, type LessonStep, stepCode } from '../core/lesson.js';

export type LessonOf<G extends AnyGame> = Lesson<StateOf<G>, MoveOf<G>>;

export interface LessonSession<G extends AnyGame> {
  readonly lesson: LessonOf<G>;
  /** Index of the step waiting for the learner; `lesson.steps.length` once the lesson is done. */
  readonly step: number;
  readonly state: StateOf<G>;
  /** The learner's accepted moves so far, in notation: what the progress file keeps. */
  readonly moves: readonly string[];
}

/** One move and what it did: the learner's, then each reply. */
export interface PlayedMove<G extends AnyGame> {
  seat: number;
  text: string;
  events: EventOf<G>[];
}

export type LessonCheck<G extends AnyGame> =
  /** Played: the new session, the moves made (learner first, then the replies) and the step's `done` text. */
  | { ok: true; session: LessonSession<G>; played: PlayedMove<G>[]; done: string; finished: boolean }
  /** The rules refuse it; `explain` is the step's own word for that refusal, if it has one. */
  | { ok: false; kind: 'refused'; refusal: RefusalOf<G>; explain: string | null }
  /** Legal, but not what the step teaches: `explain` says why (null: a kind the step does not name). */
  | { ok: false; kind: 'wrong'; explain: string | null }
  | { ok: false; kind: 'finished' };

/** The step waiting for the learner, or null once the lesson is done. */
export function currentStep<G extends AnyGame>(session: LessonSession<G>): LessonStep<StateOf<G>, MoveOf<G>> | null {
  return session.lesson.steps[session.step] ?? null;
}

/** The goal text of the waiting step, or null once the lesson is done. */
export function goalCode<G extends AnyGame>(session: LessonSession<G>): string | null {
  const step = currentStep(session);
  return step ? stepCode(session.lesson, step, 'goal') : null;
}

export function startLesson<G extends AnyGame>(game: G, lesson: LessonOf<G>): LessonSession<G> {
  const state = lesson.deal();
  if (game.currentSeat(state) !== lesson.learner) throw new Error(`lesson ${lesson.id}: the deal does not wait for seat ${lesson.learner}`);
  return { lesson, step: 0, state, moves: [] };
}

const accepted = <G extends AnyGame>(game: G, step: LessonStep<StateOf<G>, MoveOf<G>>, move: MoveOf<G>, state: StateOf<G>): boolean =>
  step.accepts ? step.accepts(move, state) : game.formatMove(move) === game.formatMove(game.parseMove(step.expected));

/** Checks the learner's move against the waiting step; only an accepted move changes anything. */
export function checkMove<G extends AnyGame>(game: G, session: LessonSession<G>, move: MoveOf<G>): LessonCheck<G> {
  const { lesson } = session;
  const step = currentStep(session);
  if (!step) return { ok: false, kind: 'finished' };
  const tried = game.step(session.state, move);
  if (!tried.ok) {
    const kind = step.refused?.[tried.refusal.code];
    return { ok: false, kind: 'refused', refusal: tried.refusal, explain: kind ? stepCode(lesson, step, kind) : null };
  }
  if (!accepted(game, step, move, session.state)) {
    const wrong = step.wrong?.find((w) => w.matches(move, session.state));
    return { ok: false, kind: 'wrong', explain: wrong ? stepCode(lesson, step, wrong.kind) : null };
  }
  const played: PlayedMove<G>[] = [{ seat: lesson.learner, text: game.formatMove(move), events: tried.events }];
  let state: StateOf<G> = tried.state;
  for (const reply of step.replies ?? []) {
    const seat = game.currentSeat(state);
    const answer = game.step(state, game.parseMove(reply));
    if (!answer.ok || seat === null) throw new Error(`lesson ${lesson.id}, step ${step.id}: the reply "${reply}" does not play (${answer.ok ? 'gameOver' : answer.refusal.code})`);
    played.push({ seat, text: reply, events: answer.events });
    state = answer.state;
  }
  const next = session.step + 1;
  const finished = next >= lesson.steps.length;
  if (!finished && game.currentSeat(state) !== lesson.learner) throw new Error(`lesson ${lesson.id}, step ${step.id}: after the replies it is not the learner's turn`);
  return {
    ok: true,
    session: { lesson, step: next, state, moves: [...session.moves, game.formatMove(move)] },
    played,
    done: stepCode(lesson, step, 'done'),
    finished,
  };
}

/**
 * The lesson again after the learner's accepted moves (from the progress file). A move that no
 * longer fits (the lesson changed since) ends the replay there: the learner goes on from that step.
 */
export function resumeLesson<G extends AnyGame>(game: G, lesson: LessonOf<G>, moves: readonly string[]): LessonSession<G> {
  let session = startLesson(game, lesson);
  for (const text of moves) {
    let move: MoveOf<G>;
    try {
      move = game.parseMove(text);
    } catch {
      break;
    }
    const check = checkMove(game, session, move);
    if (!check.ok) break;
    session = check.session;
  }
  return session;
}

/** Every text code a lesson uses: what each language's dictionary must word. */
export function lessonCodes<State, Move>(lesson: Lesson<State, Move>): string[] {
  const codes = [`${lesson.id}.title`, `${lesson.id}.intro`];
  for (const step of lesson.steps) {
    codes.push(stepCode(lesson, step, 'goal'), stepCode(lesson, step, 'done'));
    for (const w of step.wrong ?? []) codes.push(stepCode(lesson, step, w.kind));
    for (const kind of Object.values(step.refused ?? {})) codes.push(stepCode(lesson, step, kind));
  }
  return [...new Set(codes)];
}
