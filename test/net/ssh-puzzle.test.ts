// The server's puzzle of the day in the SSH menu (issue 31): an account's menu has its row before
// the ladder; chosen, it opens the day's puzzle on the game server's clock (the same one
// …/puzzles/today names), the first try is counted in-process for the key's account (the crowd
// and the puzzle rating on the end card, as `regicide puzzle --server` shows them), and a second
// player's wrong first try makes a crowd of two. ssh2's client with a pty, as a player's terminal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzleIndexOfDay } from '../../src/games/regicide/puzzles/daily.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { keysFor } from '../e2e/driver.js';
import { newPlayerKey, pollUntil, type SshServe, type SshTerminal, sessionOpener, startSshServe } from './ssh-helpers.js';

let serve: SshServe;
const open: SshTerminal[] = [];
const connect = sessionOpener(open);
const set = bundledPuzzles().puzzles;

beforeAll(async () => {
  serve = await startSshServe();
});
afterAll(async () => {
  for (const t of open) t.drop();
  await serve?.stop();
});

/** The screen's words with every wrap and run of spaces as one space: the card wraps its lines. */
const said =
  (re: RegExp) =>
  (screen: string): boolean =>
    re.test(screen.replace(/\s+/g, ' '));

/** Today's puzzle on the server's clock, as the test reads it from the server itself. */
async function todays(): Promise<{ id: string; date: string }> {
  const answer = (await (await fetch(`http://127.0.0.1:${serve.port}/puzzles/today`)).json()) as { puzzle: string; date: string };
  // The server's choice is the set's puzzle of its date.
  expect(answer.puzzle).toBe(set[puzzleIndexOfDay(Date.parse(answer.date) / 86_400_000, set.length)!].id);
  return { id: answer.puzzle, date: answer.date };
}

describe("the SSH menu's puzzle of the day", () => {
  it("plays the server's puzzle for the key's account, counts the first try and shows the crowd", async () => {
    const today = await todays();
    const puzzle = set.find((p) => p.id === today.id)!;
    const s = puzzlePosition(puzzle);
    const ada = await connect(serve.ssh, { key: newPlayerKey(), user: 'ada' });
    await ada.waitFor('Enter start');
    // Up from the first row: quit, statistics, rules, the team event, the ladder, then the puzzle.
    await ada.type('k', 'k', 'k', 'k', 'k', 'k');
    await ada.waitFor(/›?.*Today’s Regicide puzzle: find the one move that saves the deal/);
    await ada.type('\r');
    await ada.waitFor(`Puzzle of ${today.date}`, 30_000);
    await ada.type('\r');
    await ada.waitFor('Your hand');
    await ada.type(...keysFor(s, regicide.parseMove(puzzle.answer)));
    await ada.waitFor('Solved at the first try.');
    await ada.waitFor(said(/100% solved it \(1 try\); most tried: .+ \(1\); your puzzle rating 1\d{3}\? \(\+\d+\)/));
    await ada.type('q');
    await ada.waitFor('Enter start');

    const ben = await connect(serve.ssh, { key: newPlayerKey(), user: 'ben' });
    await ben.waitFor('Enter start');
    await ben.type('k', 'k', 'k', 'k', 'k', 'k', '\r');
    await ben.waitFor(`Puzzle of ${today.date}`, 30_000);
    await ben.type('\r');
    await ben.waitFor('Your hand');
    const answer = regicide.formatMove(regicide.parseMove(puzzle.answer));
    const wrong = regicide.legalMoves(s).find((m) => regicide.formatMove(m) !== answer)!;
    await ben.type(...keysFor(s, wrong));
    await ben.waitFor('loses.');
    // Given up after it: the answer, and the wrong first try counted.
    await ben.type('q');
    await ben.waitFor('Quit now?');
    await ben.type('y');
    await ben.waitFor('The answer was');
    await ben.waitFor(said(/50% solved it \(2 tries\); most tried: .+ \(1\), .+ \(1\); your puzzle rating 1\d{3}\? \(-\d+\)/));
    await ben.type('q');
    await ben.waitFor('Enter start');
    // Counted once each, in the same tables as …/puzzles/attempt: the crowd read over HTTP agrees.
    const crowd = (await (await fetch(`http://127.0.0.1:${serve.port}/puzzles/crowd?puzzle=${encodeURIComponent(today.id)}`)).json()) as { crowd: { tries: number; solved: number } };
    expect(crowd.crowd).toMatchObject({ tries: 2, solved: 1 });
  }, 120_000);

  it('is said as lines in a screen-reader session: the deal, the try, the verdict and the crowd', async () => {
    const today = await todays();
    const puzzle = set.find((p) => p.id === today.id)!;
    const s = puzzlePosition(puzzle);
    const cy = await connect(serve.ssh, { key: newPlayerKey(), user: 'cy', cols: 100, rows: 40, env: { REGICIDE_SCREEN_READER: '1' } });
    const lines = (): string[] => cy.output.split(/\r?\n/);
    const heard = (test: RegExp): Promise<void> => pollUntil(`a line ${String(test)}; heard:\n${cy.output.slice(-800)}`, () => lines().some((l) => test.test(l)));
    await heard(/^Keys: a row's number, then Enter/);
    const row = /\r\n(\d+)\. Today’s Regicide puzzle/.exec(cy.output)?.[1];
    expect(row).toBeDefined();
    await cy.type(...Array.from(row!), '\r');
    await heard(/^Tavern, top first: /);
    await heard(/^Your hand: card 1: /);
    // Never the screen: no alternate screen, no cursor moves.
    expect(cy.output).not.toContain('\u001b[?1049h');
    // The answer's cards by their numbers in the hand as the line mode says it (the view's order, a puzzle's one seat).
    const hand = regicide.view(s, 1).hand;
    const [kind, ...cards] = regicide.formatMove(regicide.parseMove(puzzle.answer)).split(' ');
    const keys = kind === 'yield' ? ['p'] : [...cards.map((c) => String(hand.indexOf(c) + 1)), '\r'];
    await cy.type(...keys);
    await heard(/^Right: .* is the only move that keeps the deal winnable\./);
    await cy.type('\r');
    await heard(/^Solved at the first try\.$/);
    // The crowd's answer after the end, as one more line; then the menu again as lines.
    await heard(/% solved it \(\d+ tr(y|ies)\)/);
    await pollUntil('the menu again', () => lines().filter((l) => /^Keys: a row's number, then Enter/.test(l)).length >= 2);
  }, 120_000);
});
