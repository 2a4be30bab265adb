// `regicide analyze --seed S --deals N`: the solver over many deals with a node budget per deal,
// the same report locally, on the queue with one worker, and with three of which one is killed
// (SIGKILL) in the middle of a job. Needs Debian's redis-server; `npm run build` first.
import { describe, expect, it } from 'vitest';
import { hasRedis, noRedisWarning } from '../net/cluster-helpers.js';
import { runBin } from '../cli/drive.js';
import { start } from './queue-helpers.js';
import { localReport, queueBench } from './queue-bench.js';

if (!hasRedis) console.warn(noRedisWarning('test/sim/queue-analyze.test.ts'));

// A budget small enough that some deals stay open: every verdict counts.
const RUN = ['analyze', '--seed', 'queue-analyze', '--deals', '24', '--nodes', '3000', '--json'];
const JOBS = ['--job-games', '4'];
const withoutTimings = (json: string): Record<string, unknown> => {
  const { elapsedMs: _e, dealsPerSecond: _d, workers: _w, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
};

describe.skipIf(!hasRedis)('analyze --deals on a job queue', () => {
  const bench = queueBench();
  const { worker, stopWorkers } = bench;

  it('gives the local report with one worker, and with three when one is killed mid-job', async () => {
    const expected = withoutTimings(localReport('regicide', RUN));
    expect(expected).toMatchObject({ mode: 'analyze', deals: 24 });
    expect(Number(expected.winnable) + Number(expected.notWinnable) + Number(expected.unknown)).toBe(24);

    worker();
    const single = start('regicide', [...RUN, ...JOBS, '--queue', bench.redis.url]);
    expect(await single.exit).toBe(0);
    expect(withoutTimings(single.stdout())).toEqual(expected);
    await stopWorkers();

    const { run: three, taken } = await bench.killOneMidJob([...RUN, ...JOBS], /run (\w+): job \d+ of 6 \(games/);
    const [, run] = taken;
    expect(await three.exit).toBe(0);
    expect(withoutTimings(three.stdout())).toEqual(expected);
    // Every job's tally stored once, every deal counted once.
    expect(await bench.redis.client.hlen(`regicide-sim:run:${run}:tallies`)).toBe(6);
    expect(await bench.redis.client.hget(`regicide-sim:run:${run}`, 'done')).toBe('24');
    await stopWorkers();
  }, 180_000);

  it('refuses what does not go with --deals in one line', () => {
    for (const [args, line] of [
      [['analyze', '--deals', '3'], /--deals N goes with --seed SEED/],
      [['analyze', '--seed', 'x', '--deals', '3', '--seconds', '2'], /not for --seconds/],
      [['analyze', '--seed', 'x', '--nodes', '10'], /--nodes and --workers go with --deals N/],
      [['analyze', '--seed', 'x', '--deals', '3', '--line-log', 'x.json'], /leave out --deals/],
    ] as const) {
      const r = runBin('regicide', [...args]);
      expect({ code: r.code, lines: r.stderr.trim().split('\n').length }).toEqual({ code: 2, lines: 1 });
      expect(r.stderr).toMatch(line);
    }
  }, 60_000);
});
