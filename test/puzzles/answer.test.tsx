// A wrong answer explained in the learner's language: the puzzle table refuses a wrong legal move
// (nothing changes) and keeps its refutation, the screen words it in each of the four languages,
// the right move is played and ends on the verdict with the keys to the solver's line.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { refutation } from '../../src/games/regicide/puzzles/refute.js';
import type { Refutation } from '../../src/games/regicide/puzzles/types.js';
import { openPuzzle } from '../../src/cli/regicide/puzzle-run.js';
import { LANGS } from '../../src/text/lang.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { PuzzleFrame, type PuzzleExit } from '../../src/ui/regicide/PuzzleFrame.js';
import { refutationText } from '../../src/ui/regicide/puzzle-words.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { REGICIDE_PUZZLE_TEXTS } from '../../src/ui/regicide/texts/puzzle.js';
import { KEYS, renderUi, until, waitFor } from '../ui/helpers.js';
import { scenario } from '../regicide/scenario.js';

const set = bundledPuzzles();
const puzzle = set.puzzles[0];
const wrongMove = (): string => {
  const s = puzzlePosition(puzzle);
  const move = regicide
    .legalMoves(s)
    .map((m) => regicide.formatMove(m))
    .find((m) => m !== puzzle.answer);
  if (move === undefined) throw new Error('a puzzle has more than one legal move');
  return move;
};

const words = (lang: (typeof LANGS)[number]) => ({ p: textsFor(REGICIDE_PUZZLE_TEXTS, lang, false), t: textsFor(REGICIDE_TEXTS, lang, false), ascii: false });

describe('a wrong answer to a puzzle', () => {
  it('is refused, changes nothing, and keeps its refutation', () => {
    const { client } = openPuzzle(puzzle, { kind: 'stream', number: 1, total: 1 }, false);
    const before = client.update(1).movesMade;
    const wrong = wrongMove();
    expect(client.submit(1, regicide.parseMove(wrong))).toEqual({ code: 'staleTurn' });
    expect(client.update(1).movesMade).toBe(before);
    const status = client.puzzleStatus();
    expect(status.firstTry).toBe(false);
    expect(status.tries[0]).toMatchObject({ move: wrong, right: false });
    expect(status.tries[0].why?.kind).not.toBe('answer');
    expect(client.submit(1, regicide.parseMove(puzzle.answer))).toBeNull();
    expect(client.puzzleStatus()).toMatchObject({ solved: true, firstTry: false });
    expect(client.update(1).movesMade).toBe(before + 1);
  });

  it('names the move and why it loses, in each language', () => {
    // 2♥ against the last enemy leaves an attack of 10 against a hand worth 8.
    const s = scenario({ enemy: 'JC', castle: '', damage: 15, hands: ['5S 2H 3D'], tavern: '', flipsLeft: 0 });
    const why = refutation(s, 'play 2H', 'play 5S');
    expect(why).toEqual({ kind: 'cannotCover', move: 'play 2H', enemy: 'JC', due: 10, worth: 8 });
    const said = Object.fromEntries(LANGS.map((lang) => [lang, refutationText(why, 12, words(lang))]));
    expect(said.en).toBe('Play 2♥ loses. After it, J♣ attacks for 10 and your hand is worth only 8: the game ends there.');
    expect(said.de).toContain('verliert');
    expect(said.de).toContain('10');
    expect(said.fr).toContain('perd');
    expect(said.fr).toContain('\u202f:');
    expect(said.nb).toContain('taper');
    const later: Refutation = { kind: 'fallsLater', move: 'play 2H', enemy: 'KS', defeated: 9 };
    expect(refutationText(later, 12, words('en'))).toContain('falls at K♠ with 9 enemies of 12 defeated');
    expect(refutationText(later, 12, words('de'))).toContain('K♠');
  });

  it('on the screen: the task and the deal, the wrong try in the panel, the right one ends on the verdict', async () => {
    const open = openPuzzle(puzzle, { kind: 'daily', date: '2026-12-02', number: 1, total: set.puzzles.length }, true);
    const exits: PuzzleExit[] = [];
    const r = renderUi(<PuzzleFrame client={open.client} shown={open.shown} onExit={(how) => exits.push(how)} />);
    await until(r.screen, (s) => s.includes('Puzzle of 2026-12-02') && s.includes('Tavern, top first') && s.includes('Enter: start'));
    await r.type(KEYS.enter);
    await until(r.screen, (s) => s.includes('Your hand'));
    // The board takes keys (a cursor move); the moves themselves go in through the client.
    await r.type(KEYS.right);
    open.client.submit(1, regicide.parseMove(wrongMove()));
    await until(r.screen, (s) => s.includes('loses.'), 10_000);
    open.client.submit(1, regicide.parseMove(puzzle.answer));
    await until(r.screen, (s) => s.includes('Solved at try 2.') && s.includes('n: next puzzle'), 10_000);
    await r.type(KEYS.enter);
    await waitFor(() => exits.length > 0);
    expect(exits).toEqual(['line']);
    r.unmount();
  }, 60_000);
});
