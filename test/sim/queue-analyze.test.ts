// `regicide analyze --seed S --deals N`: the solver over many deals with a node budget per deal,
// the same report locally, on the queue with one worker, and with three of which one is killed
// (SIGKILL) in the middle of a job. Needs Debian's redis-server; `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedis, noRedisWarning, startRedis, type TestRedis } from '../net/cluster-helpers.js';
import { runBin } from '../cli/drive.js';
import { type Proc, start } from './queue-helpers.js';

if (!hasRedis) console.warn(noRedisWarning('test/sim/queue-analyze.test.ts'));

// A budget small enough that some deals stay open: every verdict counts.
const RUN = ['analyze', '--seed', 'queue-analyze', '--deals', '24', '--nodes', '3000', '--json'];
const JOBS = ['--job-games', '4'];
const withoutTimings = (json: string): Record<string, unknown> => {
  const { elapsedMs: _e, dealsPerSecond: _d, workers: _w, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
};

describe.skipIf(!hasRedis)('analyze --deals on a job queue', () => {
  let redis: TestRedis;
  const workers: Proc[] = [];
  const worker = (): Proc => {
    const w = start('regicide', ['worker', '--queue', redis.url, '--workers', '1']);
    workers.push(w);
    return w;
  };
  const stopWorkers = async (): Promise<void> => {
    for (const w of workers.splice(0)) {
      w.child.kill('SIGTERM');
      await w.exit;
    }
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await stopWorkers();
    await redis?.stop();
  });

  it('gives the local report with one worker, and with three when one is killed mid-job', async () => {
    const local = runBin('regicide', [...RUN, '--workers', '1']);
    expect(local.code).toBe(0);
    const expected = withoutTimings(local.stdout);
    expect(expected).toMatchObject({ mode: 'analyze', deals: 24 });
    expect(Number(expected.winnable) + Number(expected.notWinnable) + Number(expected.unknown)).toBe(24);

    worker();
    const single = start('regicide', [...RUN, ...JOBS, '--queue', redis.url]);
    expect(await single.exit).toBe(0);
    expect(withoutTimings(single.stdout())).toEqual(expected);
    await stopWorkers();

    const [doomed, ...others] = [worker(), worker(), worker()];
    await Promise.all([doomed, ...others].map((w) => w.waitFor('stdout', /taking jobs/, 'a worker')));
    const three = start('regicide', [...RUN, ...JOBS, '--queue', redis.url]);
    const [, run] = await doomed.waitFor('stdout', /run (\w+): job \d+ of 6 \(games/, 'the first job of the doomed worker');
    doomed.child.kill('SIGKILL');
    expect(await three.exit).toBe(0);
    expect(withoutTimings(three.stdout())).toEqual(expected);
    // Every job's tally stored once, every deal counted once.
    expect(await redis.client.hlen(`regicide-sim:run:${run}:tallies`)).toBe(6);
    expect(await redis.client.hget(`regicide-sim:run:${run}`, 'done')).toBe('24');
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
