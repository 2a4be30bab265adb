// `regicide make-puzzles --seed S --deals N`: the puzzle maker over many deals gives the bundled
// set's own puzzles for its deals, locally and on the job queue with two workers (jobs of one deal,
// taken in any order). Needs Debian's redis-server for the queue; `npm run build` first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PuzzleSet } from '../../src/games/regicide/puzzles/types.js';
import { hasRedis, noRedisWarning } from '../net/cluster-helpers.js';
import { runBin } from '../cli/drive.js';
import { queueBench } from './queue-bench.js';
import { start } from './queue-helpers.js';

if (!hasRedis) console.warn(noRedisWarning('test/sim/queue-puzzles.test.ts'));

// The bundled set was made from the normal bot's games of the deals puzzles/0, puzzles/1, …
const RUN = ['make-puzzles', '--seed', 'puzzles', '--deals', '3', '--bot', 'normal'];
const bundled = JSON.parse(readFileSync(new URL('../../src/games/regicide/puzzles/bundled.json', import.meta.url), 'utf8')) as PuzzleSet;
const bundledOfFirstThree = { ...bundled, puzzles: bundled.puzzles.filter((p) => /^puzzles\/[012]$/.test(p.seed)) };

describe('make-puzzles', () => {
  it('finds the bundled set’s puzzles of the same deals, on this machine', () => {
    const local = runBin('regicide', [...RUN, '--workers', '2']);
    expect(local.code).toBe(0);
    expect(bundledOfFirstThree.puzzles.length).toBeGreaterThan(0);
    expect(JSON.parse(local.stdout)).toEqual(bundledOfFirstThree);
    expect(local.stderr).toMatch(/^4 proven puzzles from 3 deals puzzles\/0 to puzzles\/2 \(bot normal;/);
  }, 180_000);

  it('refuses a run it cannot make in one line', () => {
    for (const [args, line] of [
      [['make-puzzles', '--deals', '3'], /needs --seed SEED and --deals N/],
      [['make-puzzles', '--seed', 'x', '--deals', '2', '--bot', 'nope'], /--bot must be one of random, easy, normal, hard/],
      [['make-puzzles', '--seed', 'x', '--deals', '0'], /--deals/],
    ] as const) {
      const r = runBin('regicide', [...args]);
      expect({ code: r.code, lines: r.stderr.trim().split('\n').length }).toEqual({ code: 2, lines: 1 });
      expect(r.stderr).toMatch(line);
    }
  }, 60_000);

  describe.skipIf(!hasRedis)('on a job queue', () => {
    const bench = queueBench();

    it('gives the same set with two workers taking jobs of one deal', async () => {
      const workers = [bench.worker(), bench.worker()];
      await Promise.all(workers.map((w) => w.waitFor('stdout', /taking jobs/, 'a worker')));
      const run = start('regicide', [...RUN, '--job-games', '1', '--queue', bench.redis.url]);
      expect(await run.exit).toBe(0);
      expect(JSON.parse(run.stdout())).toEqual(bundledOfFirstThree);
    }, 180_000);
  });
});
