// A puzzle from a player's game as a terminal takes it from a server (issue 31): the position is
// read field by field, so a seed or the moves before it that a server adds never come along; a
// position the game cannot hold, an answer not legal there or a line that does not play is no
// puzzle. What the terminal keeps of it (its table's log, the panel, the stepper's log) names no
// seed and no earlier move. A hostile server on loopback is read the same way.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { checkedPosition } from '../../src/games/regicide/puzzles/position-check.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { readMinedPuzzle, readPuzzleStream } from '../../src/net/puzzles/puzzle-reads-client.js';
import { openPositionPuzzle } from '../../src/ui/regicide/puzzle-open.js';

const A = bundledPuzzles().puzzles.find((p) => p.id === 'puzzles/4@50')!;
const position = (): Record<string, unknown> => ({ ...puzzlePosition(A) });

describe('a position from a server', () => {
  it('keeps only the state’s fields: a seed or earlier moves added to it are left behind', () => {
    const sent = { ...position(), seed: A.seed, moves: A.moves, account: 'someone' };
    const checked = checkedPosition(sent, A.answer, A.line);
    expect(checked).not.toBeNull();
    expect(Object.keys(checked!.position).sort()).toEqual(Object.keys(puzzlePosition(A)).sort());
    expect(checked!.position).toEqual(puzzlePosition(A));
    const open = openPositionPuzzle(checked!, false);
    const kept = JSON.stringify([open.shown, open.lineLog]);
    expect(kept).not.toContain(A.seed);
    expect(open.lineLog.moves).toEqual([checked!.answer, ...checked!.line]);
    expect(open.shown.heading).toEqual({ kind: 'player' });
  });

  it('refuses a position the game cannot hold, an illegal answer, or a line that does not play', () => {
    const hand = puzzlePosition(A).hands[0].slice();
    const cases: [string, unknown, unknown, unknown][] = [
      ['a card out of the deck', { ...position(), tavern: [99] }, A.answer, A.line],
      ['a card in two places', { ...position(), discard: [...(position().discard as number[]), hand[0]] }, A.answer, A.line],
      ['an enemy that is no face card', { ...position(), enemy: 3 }, A.answer, A.line],
      ['a deal already over', { ...position(), outcome: 'won' }, A.answer, A.line],
      ['too few hands', { ...position(), hands: [] }, A.answer, A.line],
      ['an unknown phase', { ...position(), phase: 'cheat' }, A.answer, A.line],
      ['a broken random state', { ...position(), rng: { gen: 'sfc32', a: -1, b: 0, c: 0, d: 0 } }, A.answer, A.line],
      ['an answer that is no move', position(), 'win', A.line],
      ['an answer not legal there', position(), 'play KH KS KD KC', A.line],
      ['a line that does not play', position(), A.answer, ['play KH KS KD KC']],
      ['a line that is no list', position(), A.answer, 'yield'],
      ['no state at all', 'regicide', A.answer, A.line],
    ];
    for (const [why, p, answer, line] of cases) expect(checkedPosition(p, answer, line), why).toBeNull();
  });
});

describe('a hostile server’s puzzle reads', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/puzzles/stream')) return res.end(JSON.stringify({ puzzles: ['m-00aa', '../../etc', '\u001b[2J', 7, 'm-00bb'] }));
      const id = new URL(req.url ?? '', 'http://x').searchParams.get('puzzle');
      if (id === 'm-00aa') return res.end(JSON.stringify({ id, source: 'player', position: { ...position(), seed: A.seed }, answer: A.answer, line: A.line, seed: A.seed, moves: A.moves }));
      // Another puzzle than the one asked for, or not from a player's game.
      if (id === 'm-00bb') return res.end(JSON.stringify({ id: 'm-00cc', source: 'player', position: position(), answer: A.answer, line: A.line }));
      res.end(JSON.stringify({ id, source: 'bundled', position: position(), answer: A.answer, line: A.line }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('takes only ids of a mined puzzle’s form, only the fields of a puzzle, and only the puzzle asked for', async () => {
    const at = parseServerAddress(`127.0.0.1:${port}`);
    expect(await readPuzzleStream(at, null)).toEqual({ ok: true, body: ['m-00aa', 'm-00bb'] });
    const read = await readMinedPuzzle(at, 'm-00aa');
    expect(read.ok && Object.keys(read.body).sort()).toEqual(['answer', 'id', 'line', 'position']);
    const checked = read.ok ? checkedPosition(read.body.position, read.body.answer, read.body.line) : null;
    expect(JSON.stringify(checked)).not.toContain(A.seed);
    expect((await readMinedPuzzle(at, 'm-00bb')).ok).toBe(false);
    expect((await readMinedPuzzle(at, 'm-00dd')).ok).toBe(false);
  });
});
