// The stream of puzzles from players' games over SSH (issue 31): after the menu's puzzle of the
// day, the session offers the server's puzzle of the day from players' games (under its own
// heading), then the rest of the server's stream, never that one twice, a position alone on the same
// puzzle screen, judged and counted in-process for the key's account; a puzzle the account tried
// is passed over; the last one offers no next. On the screen and in a screen-reader session's
// lines alike, and never a deal's seed. ssh2's client with a pty, as a player's terminal.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import type { Puzzle } from '../../src/games/regicide/puzzles/types.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { keysFor } from '../e2e/driver.js';
import { newPlayerKey, pollUntil, type SshServe, type SshTerminal, sessionOpener, startSshServe } from './ssh-helpers.js';
import { publishMined } from './mined-puzzles-fixture.js';

const set = bundledPuzzles().puzzles;
const named = (id: string): Puzzle => {
  const p = set.find((q) => q.id === id);
  if (!p) throw new Error(`the bundled set lost ${id}`);
  return p;
};
const MINED = [
  { id: 'm-00000000000000a1', puzzle: named('puzzles/4@50') },
  { id: 'm-00000000000000b2', puzzle: named('puzzles/20@63') },
];
let serve: SshServe;
const open: SshTerminal[] = [];
const connect = sessionOpener(open);

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'regicide-ssh-stream-'));
  mkdirSync(dir, { recursive: true });
  // Two puzzles published, as the server's miner keeps them: the position alone.
  await publishMined(dir, MINED);
  serve = await startSshServe([], {}, dir);
});
afterAll(async () => {
  for (const t of open) t.drop();
  await serve?.stop();
});

const said =
  (re: RegExp) =>
  (screen: string): boolean =>
    re.test(screen.replace(/\s+/g, ' '));

const todays = async (): Promise<Puzzle> => {
  const answer = (await (await fetch(`http://127.0.0.1:${serve.port}/puzzles/today`)).json()) as { puzzle: string };
  return named(answer.puzzle);
};

/** The day's puzzle from players (the server names it: which one depends on the date), then the other. */
const inOrder = async (): Promise<[(typeof MINED)[number], (typeof MINED)[number]]> => {
  const answer = (await (await fetch(`http://127.0.0.1:${serve.port}/puzzles/today`)).json()) as { fromPlayers: { puzzle: string } | null };
  const first = MINED.find((m) => m.id === answer.fromPlayers?.puzzle);
  if (!first) throw new Error('the server named no puzzle of the day from players');
  return [first, MINED.find((m) => m !== first)!];
};

/** A move typed in a screen-reader session: the cards by their numbers in the hand, then Enter. */
function lineKeys(s: RegicideState, move: RegicideMove): string[] {
  if (move.type === 'yield') return ['p'];
  const hand = regicide.view(s, s.current + 1).hand;
  const [, ...cards] = regicide.formatMove(move).split(' ');
  return [...cards.map((c) => String(hand.indexOf(c) + 1)), '\r'];
}

describe('the SSH puzzle stream', () => {
  it('offers the day’s from players after the day’s, then the rest, counts their first tries, and passes over those the account tried', async () => {
    const [first, second] = await inOrder();
    const ada = await connect(serve.ssh, { key: newPlayerKey(), user: 'ada' });
    await ada.waitFor('Enter start');
    await ada.type('k', 'k', 'k', 'k', 'k', 'k');
    await ada.waitFor(/Today’s Regicide puzzle/);
    await ada.type('\r');
    await ada.waitFor('Puzzle of', 30_000);
    // The day's puzzle given up: its end card offers the next.
    await ada.type('\r');
    await ada.waitFor('Your hand');
    await ada.type('q');
    await ada.waitFor('Quit now?');
    await ada.type('y');
    await ada.waitFor(said(/The answer was .* n: next puzzle/));
    await ada.type('n');
    // The day's from players' games first, under its heading, solved at the first try.
    const start = await ada.waitFor('Today’s puzzle from players’ games');
    const a = first.puzzle;
    for (const p of MINED) expect(start).not.toContain(p.puzzle.seed);
    await ada.type('\r');
    await ada.waitFor('Your hand');
    await ada.type(...keysFor(puzzlePosition(a), regicide.parseMove(a.answer)));
    await ada.waitFor(said(/Solved at the first try\..*100% solved it \(1 try\)/));
    await ada.waitFor(said(/n: next puzzle/));
    await ada.type('n');
    // Then the stream, passing over the day's one: the other, a wrong first try, given up; the last one, so no next.
    const b = second.puzzle;
    const sb = puzzlePosition(b);
    await ada.waitFor('Puzzle from a player’s game');
    await ada.type('\r');
    await ada.waitFor('Your hand');
    const answer = regicide.formatMove(regicide.parseMove(b.answer));
    await ada.type(
      ...keysFor(
        sb,
        regicide.legalMoves(sb).find((m) => regicide.formatMove(m) !== answer)!,
      ),
    );
    await ada.waitFor('loses.');
    await ada.type('q');
    await ada.waitFor('Quit now?');
    await ada.type('y');
    const end = await ada.waitFor(said(/The answer was .*0% solved it \(1 try\)/));
    expect(end).not.toContain('next puzzle');
    await ada.type('q');
    await ada.waitFor('Enter start');

    // Again from the menu: both tried (the day's from players too), so the day's puzzle offers no next one.
    await ada.type('k', 'k', 'k', 'k', 'k', 'k', '\r');
    await ada.waitFor('Puzzle of', 30_000);
    await ada.type('\r');
    await ada.waitFor('Your hand');
    await ada.type('q');
    await ada.waitFor('Quit now?');
    await ada.type('y');
    const again = await ada.waitFor('The answer was');
    expect(again).not.toContain('next puzzle');
    await ada.type('q');
    await ada.waitFor('Enter start');
    for (const [id, tries, solved] of [
      [first.id, 1, 1],
      [second.id, 1, 0],
    ] as const) {
      const crowd = (await (await fetch(`http://127.0.0.1:${serve.port}/puzzles/crowd?puzzle=${id}`)).json()) as { crowd: { tries: number; solved: number } };
      expect(crowd.crowd).toMatchObject({ tries, solved });
    }
  }, 150_000);

  it('is said as lines in a screen-reader session: the next puzzle after the day’s, its try and its crowd', async () => {
    const today = await todays();
    const cy = await connect(serve.ssh, { key: newPlayerKey(), user: 'cy', cols: 100, rows: 40, env: { REGICIDE_SCREEN_READER: '1' } });
    const lines = (): string[] => cy.output.split(/\r?\n/);
    const heard = (test: RegExp, count = 1): Promise<void> =>
      pollUntil(`${count} line(s) ${String(test)}; heard:\n${cy.output.slice(-800)}`, () => lines().filter((l) => test.test(l)).length >= count);
    await heard(/^Keys: a row's number, then Enter/);
    const row = /\r\n(\d+)\. Today’s Regicide puzzle/.exec(cy.output)?.[1];
    expect(row).toBeDefined();
    await cy.type(...Array.from(row!), '\r');
    await heard(/^Your hand: card 1: /);
    await cy.type(...lineKeys(puzzlePosition(today), regicide.parseMove(today.answer)));
    await heard(/^Right: .* is the only move that keeps the deal winnable\./);
    // Enter: the verdict and the solver's line, then the next puzzle, from a player's game.
    await cy.type('\r');
    await heard(/^Solved at the first try\.$/);
    await heard(/^Today’s puzzle from players’ games \(\d{4}-\d{2}-\d{2}\)$/);
    await heard(/^Your hand: card 1: /, 2);
    const a = (await inOrder())[0].puzzle;
    await cy.type(...lineKeys(puzzlePosition(a), regicide.parseMove(a.answer)));
    await heard(/^Right: .* is the only move that keeps the deal winnable\./, 2);
    await cy.type('\r');
    await heard(/^Solved at the first try\.$/, 2);
    await heard(/% solved it \(\d+ tr(y|ies)\)/, 2);
    // Never the screen, and never a deal's seed.
    expect(cy.output).not.toContain('\u001b[?1049h');
    for (const p of MINED) expect(cy.output).not.toContain(p.puzzle.seed);
  }, 150_000);
});
