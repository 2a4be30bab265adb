// A lesson at one terminal: a table set up at the lesson's deal, the learner at the keyboard and
// the other seats answering as the lesson says. The learner's move is checked by the lesson
// before it reaches the table: a wrong one changes nothing and leaves its explanation in the
// lesson's status, a right one is played with its replies, and the progress callback hears the
// learner's moves so far (what a left lesson resumes from).
import type { AnyGame, MoveOf, OptionsOf } from '../core/game.js';
import { newLog } from '../core/log.js';
import type { ClientOf } from './client.js';
import { atKeyboard, oneTerminalClient } from './one-terminal.js';
import { checkMove, goalCode, type LessonCheck, type LessonOf, type LessonSession, resumeLesson } from './lesson-runner.js';
import { Table } from './table.js';
import type { PlayerOf } from './types.js';

/** What the lesson says now, as text codes for the screen to word. */
export interface LessonStatus {
  lesson: string;
  /** The waiting step's goal, or null once the lesson is done. */
  goal: string | null;
  /** The answer to the learner's last try: why it was not the move, or what the right one did. */
  said: { kind: 'wrong' | 'refused'; explain: string | null } | { kind: 'done'; explain: string } | null;
  /** Steps done so far, and in all. */
  step: number;
  steps: number;
  /** The lesson went on from saved progress. */
  resumed: boolean;
  finished: boolean;
}

export interface LessonClient<G extends AnyGame> extends ClientOf<G> {
  lessonStatus(): LessonStatus;
}

export interface LessonTableOptions {
  /** The learner's accepted moves from an earlier visit. */
  moves?: readonly string[];
  /** Told after each accepted move: the learner's moves so far, and whether the lesson is done. */
  onProgress?: (moves: readonly string[], finished: boolean) => void;
}

/** The other seats: they never decide by themselves, the lesson plays their replies. */
const byTheLesson = { kind: 'bot', decide: () => {} } as const;

export function lessonTable<G extends AnyGame>(game: G, lesson: LessonOf<G>, options: LessonTableOptions = {}): LessonClient<G> {
  let session: LessonSession<G> = resumeLesson(game, lesson, options.moves ?? []);
  const resumed = session.step > 0;
  const log = newLog(game.id, `lesson:${lesson.id}`, game.normalizeOptions(lesson.options as Partial<OptionsOf<G>>));
  const table = Table.atPosition(game, session.state, log);
  const seats = Array.from({ length: table.seatCount }, (_, i) => i + 1);
  for (const seat of seats) table.sit(seat, (seat === lesson.learner ? atKeyboard : byTheLesson) as PlayerOf<G>);
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((l) => l());
  // While the learner's move and its replies are played, listeners hear of it once, at the end.
  let holding = false;
  table.subscribe(() => {
    if (!holding) notify();
  });
  let lastAnswer: LessonStatus['said'] = null;

  const answerOf = (check: LessonCheck<G>): LessonStatus['said'] => {
    if (check.ok) return { kind: 'done', explain: check.done };
    if (check.kind === 'finished') return null;
    return { kind: check.kind, explain: check.explain };
  };

  table.start();
  return {
    // Table talk works as at any table; the lesson's other seats say nothing.
    ...oneTerminalClient(table, listeners),
    humans: [lesson.learner],
    bots: seats.filter((s) => s !== lesson.learner),
    signal: (seat, value) => (seat !== lesson.learner ? { code: 'notYourSeat', seat } : table.signal(seat, value)),
    say: (seat, code) => (seat !== lesson.learner ? { code: 'notYourSeat', seat } : table.say(seat, code)),
    submit(seat, move: MoveOf<G>) {
      if (seat !== lesson.learner) return { code: 'notYourTurn', seat, toMove: table.toMove() ?? seat };
      const check = checkMove(game, session, move);
      lastAnswer = answerOf(check);
      if (!check.ok) {
        notify();
        // A move the rules refuse is refused as the rules say; a legal one the lesson does not
        // want is refused as stale: nothing changed, and the lesson's status says why.
        return check.kind === 'refused' ? check.refusal : { code: 'staleTurn' };
      }
      session = check.session;
      holding = true;
      try {
        table.submit(seat, move);
        for (const reply of check.played.slice(1)) table.submit(reply.seat, game.parseMove(reply.text));
      } finally {
        holding = false;
      }
      options.onProgress?.(session.moves, check.finished);
      notify();
      return null;
    },
    lessonStatus: () => ({
      lesson: lesson.id,
      goal: goalCode(session),
      said: lastAnswer,
      step: session.step,
      steps: lesson.steps.length,
      resumed,
      finished: session.step >= lesson.steps.length,
    }),
  };
}
