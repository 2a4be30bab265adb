// A lesson in the screen-reader mode: its introduction and goal as lines, then the game's own
// line session; after each try the lesson's answer (why not, or what the move did and the next
// goal), and at the end what was learned and the keys to go on.
import type { AnyGame } from '../../core/game.js';
import type { LessonClient } from '../../table/lesson-table.js';
import type { SeatUpdate } from '../../table/types.js';
import { spokenText } from './narration.js';
import type { SpokenTexts } from './texts/spoken.js';
import { explanationOf, type LessonExit, lessonEndKey } from './lesson-words.js';
import { type LineGame, type LineStreams, runLines } from './line-session.js';
import type { LearnTexts } from './texts/learn.js';
import type { LineTexts } from './line-session.js';

export interface LessonLineWords {
  learn: LearnTexts;
  lines: LineTexts;
  /** The game's lesson words. */
  words: Readonly<Record<string, string>>;
  spoken: SpokenTexts;
}

export async function runLessonLines<U extends SeatUpdate, Move>(
  client: LessonClient<AnyGame>,
  game: LineGame<U, Move>,
  number: number,
  total: number,
  { learn, lines, words: shown, spoken }: LessonLineWords,
  io: LineStreams,
): Promise<LessonExit> {
  // The lesson's words as the screen shows them, with the cards said in words.
  // The cursor keys a goal names ("← →") in words: they move the choice here as on the screen.
  const words: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(shown).map(([code, text]) => [code, spokenText(text, spoken).replace(/← →/g, spoken.arrowKeys)]));
  /** The keys of a finished lesson, the screen's dots said as commas. */
  const doneKeys = (): string => learn.doneKeys(number < total).replace(/ · /g, ', ');
  const first = client.lessonStatus();
  const heading = learn.heading(number, total, words[`${first.lesson}.title`] ?? first.lesson);
  const goal = (code: string | null): string[] => (code ? [spoken.labelled(learn.goal.replace(/\s*:$/, ''), words[code])] : []);
  let told = first.said;
  const afterChange = (): string[] => {
    const status = client.lessonStatus();
    if (status.said === told) return [];
    told = status.said;
    if (status.said?.kind === 'done') {
      const done = words[status.said.explain];
      return status.finished ? [done, `${learn.lessonDone} ${doneKeys()}`] : [done, ...goal(status.goal)];
    }
    const why = explanationOf(status, words, learn);
    return why ? [why] : [];
  };
  const how = await runLines(client, game, lines, io, {
    opening: [heading, words[`${first.lesson}.intro`], ...(first.resumed ? [learn.resumed] : []), ...goal(first.goal)],
    afterChange,
    // A finished lesson's ? says its own keys.
    keysNow: () => (client.lessonStatus().finished ? doneKeys() : null),
    // A finished lesson: Enter goes on to the next one (after the last, into a real game), p plays a real game, q leaves.
    extraKey: (press) => {
      if (!client.lessonStatus().finished) return null;
      const end = lessonEndKey(press, number, total);
      return end === 'next' ? 'leave' : end === 'play' ? 'new' : end;
    },
  });
  if (how === 'interrupted') return 'interrupted';
  return how === 'new' ? 'play' : how === 'leave' && number < total ? 'next' : 'quit';
}
