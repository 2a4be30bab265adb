// `regicide analyze` through the real binary: JSON and text output, the line as a replayable
// log, a logged game, and one-line usage errors with exit code 2.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { runBin } from '../cli/drive.js';
import { LOST_SEED, writeLostGame } from './lost-game.js';

const tmp = mkdtempSync(join(tmpdir(), 'regicide-analyze-'));

function replay(players: number, seed: string, line: string[]) {
  let s = regicide.setup({ players, variants: [] }, seed);
  for (const m of line) s = regicide.apply(s, regicide.parseMove(m));
  return regicide.outcome(s);
}

describe('regicide analyze --seed', () => {
  it('--json prints verdict, medal, seconds and a line that wins the deal', () => {
    const r = runBin('regicide', ['analyze', '--seed', 'cli-solve/1', '--players', '2', '--json', '--seconds', '30']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ verdict: 'winnable', medal: null });
    expect(typeof out.seconds).toBe('number');
    expect(replay(2, 'cli-solve/1', out.line)?.outcome).toBe('won');
  });

  it('text output names the verdict and numbers the winning line; --line-log writes a log replay accepts', () => {
    const file = join(tmp, 'line.json');
    const r = runBin('regicide', ['analyze', '--seed', 'cli-solve/2', '--players', '3', '--seconds', '30', '--line-log', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Deal "cli-solve\/2" \(3 players, standard rules\): winnable/);
    expect(r.stdout).toMatch(/A winning line \(\d+ moves\):\n\s+1\. /);
    // No progress line when stderr is not a terminal.
    expect(r.stderr).toBe('');
    const log = JSON.parse(readFileSync(file, 'utf8'));
    expect(log).toMatchObject({ format: 'cardgames-log', game: 'regicide', seed: 'cli-solve/2', result: { outcome: 'won' } });
    expect(runBin('regicide', ['replay', '--verify', file]).code).toBe(0);
  });
});

describe('regicide analyze FILE', () => {
  it('a lost game: where it was lost, and a line from the start', () => {
    const seed = LOST_SEED;
    const file = join(tmp, 'lost.json');
    const moves = writeLostGame(file);
    const r = runBin('regicide', ['analyze', file, '--json', '--seconds', '20']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { verdict: string; won: boolean; line: string[]; lostFromMove: number | null; stillWinnableAfter: number; savingLine: string[]; searched: { nodes: number }[] };
    expect(out).toMatchObject({ verdict: 'winnable', won: false });
    expect(replay(1, seed, out.line)?.outcome).toBe('won');
    // Either the move is pinned down, or the bracket around it is reported.
    if (out.lostFromMove !== null) expect(out.lostFromMove).toBeGreaterThan(out.stillWinnableAfter - 1);
    expect(out.stillWinnableAfter).toBeGreaterThanOrEqual(0);
    // The game's moves while still winnable, then the saving line: a win.
    expect(replay(1, seed, [...moves.slice(0, out.stillWinnableAfter), ...out.savingLine])?.outcome).toBe('won');
    const text = runBin('regicide', ['analyze', file, '--seconds', '12']);
    expect(text.stdout).toMatch(/From the start the deal was winnable/);
    expect(text.stdout).toMatch(/From move \d+ on the deal was lost|could still be won after move \d+/);
    // The solver's positions over all its searches, as `analyze --seed` counts them: each search of
    // the game's positions took many (it said "6 positions" after six searches).
    const searched = /Searched [\d.]+ s \(([\d,]+) positions?\)/.exec(text.stdout);
    expect(Number(searched?.[1].replace(/,/g, ''))).toBeGreaterThan(out.searched.length * 10);
    expect(out.searched.every((p) => p.nodes > 0)).toBe(true);
  });
});

describe('regicide analyze: usage errors are one line and exit code 2', () => {
  it.each([
    [['analyze'], /needs a log FILE or --seed/],
    [['analyze', 'x.json', '--seed', 's'], /either a log FILE or --seed/],
    [['analyze', '--seed', 's', '--seconds', 'soon'], /--seconds must be a number/],
    [['analyze', '--seed', 's', '--seconds', '0'], /--seconds must be a number/],
    [['analyze', '--seed', 's', '--players', '5'], /--players must be from 1 to 4/],
    [['analyze', '--seed', 's', '--variant', 'easy-mode'], /unknown variant "easy-mode"/],
    [['analyze', '--seed', 's', '--players', '2', '--variant', 'solo-yield'], /solo-yield is for solo games only/],
    [['analyze', join(tmp, 'missing.json')], /missing\.json/],
    [['analyze', join(tmp, 'x.json'), '--players', '2'], /go with --seed/],
  ])('%j', (args, message) => {
    const r = runBin('regicide', args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });
});
