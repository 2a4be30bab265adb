// What the CLI calls for a game's screen-reader mode, made once for every game: the game gives
// how its narrator is built from the choice of language, its line game and its lesson words; a
// game (local or across the network) or a lesson then runs as lines on the terminal's streams.
import type { AnyGame } from '../../core/game.js';
import type { ClientOf } from '../../table/client.js';
import type { LessonClient } from '../../table/lesson-table.js';
import type { SeatUpdate } from '../../table/types.js';
import { type Dictionary, textsFor } from './i18n.js';
import { runLessonLines } from './line-lesson.js';
import { type LineEnd, type LineExit, type LineGame, type LineStreams, runLines } from './line-session.js';
import type { LessonExit } from './lesson-words.js';
import type { UiChoice } from './run-screen.js';
import type { SeatNames } from './seat-names.js';
import { LEARN_TEXTS } from './texts/learn.js';
import { LINE_TEXTS } from './texts/lines.js';
import { SHARED_PRACTICE } from './texts/practice.js';
import { SPOKEN_TEXTS } from './texts/spoken.js';

export interface LineEntry<G extends AnyGame, U extends SeatUpdate, Move> {
  /** The game's narration and keys in the screen-reader mode (a networked table looks it up). */
  lines(ui: UiChoice, names?: SeatNames | null): LineGame<U, Move>;
  /** A game as lines; with `end`, its end offers the end screen's keys (see line-end.ts); `opening` lines come first. */
  run(client: ClientOf<G>, ui: UiChoice, io: LineStreams, more?: { end?: LineEnd<U>; opening?: string[] }): Promise<LineExit>;
  runLesson(client: LessonClient<G>, number: number, total: number, ui: UiChoice, io: LineStreams): Promise<LessonExit>;
}

export function lineEntry<G extends AnyGame, U extends SeatUpdate, Move>(
  linesOf: (ui: UiChoice, names?: SeatNames | null) => LineGame<U, Move>,
  lessonTexts: Dictionary<Readonly<Record<string, string>>>,
): LineEntry<G, U, Move> {
  return {
    lines: linesOf,
    run: (client, ui, io, more = {}) =>
      runLines(client, linesOf(ui), { ...textsFor(LINE_TEXTS, ui.lang, ui.ascii), practice: textsFor(SHARED_PRACTICE, ui.lang, ui.ascii) }, io, {
        end: more.end as LineEnd<SeatUpdate> | undefined,
        opening: more.opening,
      }),
    runLesson: (client, number, total, ui, io) => {
      const words = { learn: textsFor(LEARN_TEXTS, ui.lang, ui.ascii), lines: textsFor(LINE_TEXTS, ui.lang, ui.ascii), spoken: SPOKEN_TEXTS[ui.lang], words: textsFor(lessonTexts, ui.lang, ui.ascii) };
      return runLessonLines(client as LessonClient<AnyGame>, linesOf(ui), number, total, words, io);
    },
  };
}
