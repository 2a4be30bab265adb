// The guided first game: every lesson of both games is driven to its end by its own expected
// moves; every wrong kind it names is refused with that explanation and changes nothing; an
// illegal move is refused by the rules; a lesson left half way resumes at the same step; and
// every text code has words in every language of the screens.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import { REGICIDE_LESSONS } from '../../src/games/regicide/lessons/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_LESSONS } from '../../src/games/thronfolge/lessons/index.js';
import { checkMove, lessonCodes, resumeLesson, startLesson, type LessonOf, type LessonSession } from '../../src/table/lesson-runner.js';
import { lessonProgressPath, NO_PROGRESS, progressAfter, readLessonProgress, writeLessonProgress } from '../../src/store/lesson-progress.js';
import { LANGS } from '../../src/text/lang.js';
import { REGICIDE_LESSON_TEXTS } from '../../src/ui/regicide/texts/lessons.js';
import { THRONFOLGE_LESSON_TEXTS } from '../../src/ui/thronfolge/texts/lessons.js';
import { regicideDeal } from '../../src/games/regicide/lessons/deal.js';
import { thronfolgeDeal } from '../../src/games/thronfolge/lessons/deal.js';

const GAMES = [
  { game: regicide as AnyGame, lessons: REGICIDE_LESSONS as readonly LessonOf<AnyGame>[], texts: REGICIDE_LESSON_TEXTS },
  { game: thronfolge as AnyGame, lessons: THRONFOLGE_LESSONS as readonly LessonOf<AnyGame>[], texts: THRONFOLGE_LESSON_TEXTS },
];

/** Plays the expected moves of the first `steps` steps. */
function walk(game: AnyGame, lesson: LessonOf<AnyGame>, steps = lesson.steps.length): LessonSession<AnyGame> {
  let session = startLesson(game, lesson);
  for (const step of lesson.steps.slice(0, steps)) {
    const check = checkMove(game, session, game.parseMove(step.expected));
    if (!check.ok) throw new Error(`${lesson.id}.${step.id}: ${step.expected} is refused (${JSON.stringify(check)})`);
    session = check.session;
  }
  return session;
}

describe.each(GAMES)('lessons of $game.id', ({ game, lessons, texts }) => {
  it('covers the issue’s lesson list, each with a unique id', () => {
    expect(new Set(lessons.map((l) => l.id)).size).toBe(lessons.length);
    expect(lessons.length).toBe(game.id === 'regicide' ? 8 : 6);
  });

  it.each(lessons.map((l) => [l.id, l] as const))('%s: the expected moves drive it to its end', (_id, lesson) => {
    const session = walk(game, lesson);
    expect(session.step).toBe(lesson.steps.length);
    expect(session.moves).toHaveLength(lesson.steps.length);
    expect(checkMove(game, session, game.parseMove(lesson.steps[0].expected))).toEqual({ ok: false, kind: 'finished' });
  });

  it.each(lessons.map((l) => [l.id, l] as const))('%s: each wrong kind is refused with its explanation and changes nothing', (_id, lesson) => {
    lesson.steps.forEach((step, i) => {
      const session = walk(game, lesson, i);
      const before = JSON.stringify(session);
      for (const wrong of step.wrong ?? []) {
        const move = game.parseMove(wrong.example);
        expect(game.isLegal(session.state, move), `${wrong.example} is legal here`).toBe(true);
        expect(checkMove(game, session, move)).toEqual({ ok: false, kind: 'wrong', explain: `${lesson.id}.${step.id}.${wrong.kind}` });
      }
      expect(JSON.stringify(session)).toBe(before);
    });
  });

  it('every text code has words in every language', () => {
    for (const lang of LANGS) {
      const missing = lessons.flatMap((l) => lessonCodes(l)).filter((code) => !texts[lang][code]);
      expect(missing, lang).toEqual([]);
    }
    // No words left over for a code no lesson uses.
    const used = new Set(lessons.flatMap((l) => lessonCodes(l)));
    for (const lang of LANGS)
      expect(
        Object.keys(texts[lang]).filter((k) => !used.has(k)),
        lang,
      ).toEqual([]);
  });

  it('a lesson left half way resumes at the same step and state', () => {
    for (const lesson of lessons.filter((l) => l.steps.length > 1)) {
      const half = walk(game, lesson, 1);
      const again = resumeLesson(game, lesson, half.moves);
      expect(again.step).toBe(1);
      expect(again.state).toEqual(half.state);
      // A move that no longer fits stops the replay there.
      expect(resumeLesson(game, lesson, [...half.moves, 'nonsense']).step).toBe(1);
    }
  });
});

describe('explanations of moves the rules refuse', () => {
  it('Regicide: a combo over 10 is refused by the rules with the lesson’s own words', () => {
    const lesson = REGICIDE_LESSONS.find((l) => l.id === 'combos')!;
    const session = startLesson(regicide, lesson);
    const check = checkMove(regicide, session, regicide.parseMove('play 4S 4D 4H'));
    expect(check).toMatchObject({ ok: false, kind: 'refused', refusal: { code: 'badCombo', problem: 'comboTotal' }, explain: 'combos.combo.badCombo' });
  });

  it('Regicide: yielding after the partner yielded is refused and explained', () => {
    const session = startLesson(
      regicide,
      REGICIDE_LESSONS.find((l) => l.id === 'yield')!,
    );
    expect(checkMove(regicide, session, { type: 'yield' })).toMatchObject({ ok: false, kind: 'refused', refusal: { code: 'cannotYield' }, explain: 'yield.mustPlay.partnerYielded' });
  });

  it('Regicide: discarding too much is refused and explained', () => {
    const lesson = REGICIDE_LESSONS.find((l) => l.id === 'cover')!;
    const session = walk(regicide, lesson, 1);
    expect(checkMove(regicide, session, regicide.parseMove('discard 3C 4H 5H 6D'))).toMatchObject({ kind: 'refused', explain: 'cover.discard.tooHigh' });
    expect(checkMove(regicide, session, regicide.parseMove('discard 9S'))).toMatchObject({ kind: 'refused', explain: 'cover.discard.tooLow' });
  });

  it('Thronfolge: a second take in a round is refused and explained', () => {
    const lesson = THRONFOLGE_LESSONS.find((l) => l.id === 'row')!;
    const session = walk(thronfolge, lesson, 2);
    expect(checkMove(thronfolge, session, { type: 'take' })).toMatchObject({ ok: false, kind: 'refused', refusal: { code: 'alreadyTaken' }, explain: 'row.once.twice' });
  });

  it('a refusal the step has no words for comes back without an explanation', () => {
    const session = startLesson(regicide, REGICIDE_LESSONS[0]);
    expect(checkMove(regicide, session, regicide.parseMove('play KS'))).toEqual({ ok: false, kind: 'refused', refusal: { code: 'notInHand' }, explain: null });
  });
});

describe('hand-built deals are real games', () => {
  it('Regicide: every card of the deck is in exactly one place in every lesson', () => {
    for (const lesson of REGICIDE_LESSONS) {
      const s = lesson.deal();
      const all = [...s.castle, s.enemy, ...s.tavern, ...s.discard, ...s.played, ...s.hands.flat()].sort((a, b) => a - b);
      const jesters = s.players === 1 ? 0 : s.players - 2;
      expect(all.filter((c) => c < 52)).toEqual(Array.from({ length: 52 }, (_, i) => i));
      expect(all.filter((c) => c === 52)).toHaveLength(jesters);
      expect(s.hands.every((h) => h.length <= s.handLimit)).toBe(true);
    }
  });

  it('Thronfolge: all 45 cards in one place each, and the pile the round leaves', () => {
    for (const lesson of THRONFOLGE_LESSONS) {
      const s = lesson.deal();
      const all = [...s.removed, ...s.deck, ...s.row, ...s.hands.flat(), ...s.collections.flat()];
      expect(new Set(all).size).toBe(45);
      expect(all).toHaveLength(45);
      expect(s.deck).toHaveLength(10 * (4 - s.round));
    }
  });

  it('each lesson’s options are the ones its deal is set up with (the table’s log keeps them)', () => {
    for (const l of REGICIDE_LESSONS) expect(l.options).toEqual({ players: l.deal().players, variants: [] });
    for (const l of THRONFOLGE_LESSONS) expect(l.options).toEqual({ first: l.deal().firstStarter + 1, variants: [] });
  });

  it('a deal that names a card twice is refused', () => {
    expect(() => regicideDeal({ players: 1, enemy: 'JH', hands: ['5H 5H'] })).toThrow(/named twice/);
    expect(() => thronfolgeDeal({ round: 1, first: 1, current: 1, hands: ['3S', '3S'], row: '' })).toThrow(/named twice/);
  });
});

describe('progress in the data folder', () => {
  const env = () => ({ XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'learn-')) });

  it('is kept across runs: finished lessons and the moves of the one left half way', () => {
    const e = env();
    expect(readLessonProgress('regicide', e)).toEqual(NO_PROGRESS);
    const lesson = REGICIDE_LESSONS[0];
    const half = walk(regicide, lesson, 2);
    writeLessonProgress('regicide', progressAfter(NO_PROGRESS, lesson.id, half.moves, false), e);
    const read = readLessonProgress('regicide', e);
    expect(read.current).toEqual({ lesson: lesson.id, moves: ['play 10S', 'play 6D'] });
    const resumed = resumeLesson(regicide, lesson, read.current!.moves);
    expect(resumed.step).toBe(2);
    expect(resumed.state).toEqual(half.state);
    writeLessonProgress('regicide', progressAfter(read, lesson.id, walk(regicide, lesson).moves, true), e);
    expect(readLessonProgress('regicide', e)).toEqual({ version: 1, done: [lesson.id], current: null });
    // Each game keeps its own file.
    expect(readLessonProgress('thronfolge', e)).toEqual(NO_PROGRESS);
  });

  it('a damaged or hostile file is a fresh start, not an error', () => {
    const e = env();
    writeLessonProgress('regicide', NO_PROGRESS, e);
    const path = lessonProgressPath('regicide', e);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(NO_PROGRESS);
    for (const text of [
      '{ truncated',
      '[]',
      JSON.stringify({ version: 1, done: ['\u001b[2J'], current: null }),
      JSON.stringify({ version: 1, done: [], current: { lesson: 'powers', moves: ['x'.repeat(500)] } }),
    ]) {
      writeFileSync(path, text);
      expect(readLessonProgress('regicide', e)).toEqual(NO_PROGRESS);
    }
  });
});
