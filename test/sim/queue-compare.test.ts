// `sim --compare A B --queue`: the SPRT on the job queue. The deals go out as jobs, the starter
// reads the test after each prefix of jobs that came back (in job order) and stops the run once it
// decides; so the decision and the deals it used are the local ones, with one worker or with three
// of which one is killed (SIGKILL) in the middle of a job. Needs Debian's redis-server; `npm run build` first.
import { describe, expect, it } from 'vitest';
import { hasRedis, noRedisWarning } from '../net/cluster-helpers.js';
import { start, withoutTimings } from './queue-helpers.js';
import { localReport, queueBench } from './queue-bench.js';

if (!hasRedis) console.warn(noRedisWarning('test/sim/queue-compare.test.ts'));

// random wins no solo game and easy a few: the test says "better" after about a hundred deals.
const RUN = ['sim', '--compare', 'random', 'easy', '--better-by', '3', '--max-games', '600', '--seed', 'queue-sprt', '--json'];
const JOB_DEALS = 10;
/** The report without timings and without the deals played past the decision (they depend on the workers). */
const decisionOf = (json: string): Record<string, unknown> => {
  const { played: _, ...rest } = withoutTimings(json);
  return rest;
};

describe.skipIf(!hasRedis)('sim --compare on a job queue', () => {
  const bench = queueBench();
  const { worker, stopWorkers } = bench;
  /**
   * The run's bookkeeping: every stored tally counted once, no job left waiting, and the run marked
   * decided before all 60 jobs of the cap were played — unless `mayFinish`: while a killed
   * worker's job holds up the prefix (until its lock lapses), the others may play all the rest.
   */
  const checkRun = async (run: string, mayFinish = false): Promise<void> => {
    const key = `regicide-sim:run:${run}`;
    const tallies = await bench.redis.client.hlen(`${key}:tallies`);
    expect(Number(await bench.redis.client.hget(key, 'jobsDone'))).toBe(tallies);
    expect(Number(await bench.redis.client.hget(key, 'done'))).toBe(tallies * JOB_DEALS);
    expect(await bench.redis.client.llen('regicide-sim:jobs:wait')).toBe(0);
    if (mayFinish && tallies === 60) return;
    expect(await bench.redis.client.hget(key, 'state')).toBe('decided');
    expect(tallies).toBeLessThan(60);
  };

  it('decides as locally, with one worker and with three when one is killed mid-job; --attach prints the same decision', async () => {
    const expected = decisionOf(localReport('regicide', RUN));
    expect(expected).toMatchObject({ decision: 'H1', mode: 'compare' });

    // One worker, and a watcher attached before it starts.
    const single = start('regicide', [...RUN, '--job-games', String(JOB_DEALS), '--queue', bench.redis.url]);
    const [, run] = await single.waitFor('stderr', /run (\w+): 600 deals at most in 60 jobs/, 'the run id');
    const watcher = start('regicide', ['sim', '--attach', run, '--queue', bench.redis.url, '--json']);
    await watcher.waitFor('stderr', new RegExp(`run ${run}, `), "the watcher's progress line", 60_000);
    worker();
    expect(await single.exit).toBe(0);
    expect(decisionOf(single.stdout())).toEqual(expected);
    expect(await watcher.exit).toBe(0);
    expect(decisionOf(watcher.stdout())).toEqual(expected);
    await checkRun(run);
    await stopWorkers();

    // Three workers; the first is killed as soon as it has taken a job.
    const { run: three, taken, doomed, others } = await bench.killOneMidJob([...RUN, '--job-games', String(JOB_DEALS)], /run (\w+): job (\d+) of 60 \(games/);
    const [, run3, job] = taken;
    expect(await three.exit).toBe(0);
    const report = JSON.parse(three.stdout()) as { workers: number };
    expect(decisionOf(three.stdout())).toEqual(expected);
    expect(report.workers).toBeGreaterThanOrEqual(2);
    // The killed worker's job, needed by the test, was played again by another worker.
    const redone = new RegExp(`run ${run3}: job ${job} of 60 done`);
    if (!redone.test(doomed.stdout())) expect(others.some((w) => redone.test(w.stdout()))).toBe(true);
    await checkRun(run3, true);
    await stopWorkers();
  }, 180_000);

  it('thronfolge: the duel SPRT decides as locally, its deals played by a worker on the queue', async () => {
    // Each deal is two duels with the seats swapped; random loses most of them to easy.
    const duel = ['sim', '--compare', 'random', 'easy', '--better-by', '5', '--max-games', '400', '--seed', 'queue-sprt', '--json'];
    const expected = decisionOf(localReport('thronfolge', duel));
    expect(expected).toMatchObject({ game: 'thronfolge', decision: 'H1', mode: 'compare', pairing: 'duel' });
    worker('thronfolge');
    const queued = start('thronfolge', [...duel, '--job-games', '8', '--queue', bench.redis.url]);
    expect(await queued.exit).toBe(0);
    expect(decisionOf(queued.stdout())).toEqual(expected);
    await stopWorkers();
  }, 120_000);
});
