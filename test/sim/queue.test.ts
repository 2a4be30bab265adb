// `sim --queue`: the same seeds give the same report locally, on the queue with one worker, and
// with three workers one of which is killed (SIGKILL) in the middle of a job — its job is taken
// again by another worker and counted once. A run can be watched, stopped and interrupted; bad
// addresses are one line. Needs Debian's redis-server (as the scale-out tests); `npm run build` first.
import { describe, expect, it } from 'vitest';
import { hasRedis, noRedisWarning } from '../net/cluster-helpers.js';
import { freePort } from '../net/net-helpers.js';
import { runBin } from '../cli/drive.js';
import { start, withoutTimings } from './queue-helpers.js';
import { localReport, queueBench } from './queue-bench.js';
import { openQueue, startRun, waitForRun } from '../../src/sim/queue/run.js';
import { finishJob, reportProgress, snapshot } from '../../src/sim/queue/scripts.js';
import { runRange } from '../../src/sim/kinds.js';

if (!hasRedis) console.warn(noRedisWarning('test/sim/queue.test.ts'));

// A few hundred games of the fast bot, in jobs of 30 games (14 jobs).
const RUN = ['sim', '--bot', 'easy', '--games', '420', '--seed', 'queue-test', '--json'];
const JOB_GAMES = ['--job-games', '30'];

/** Runs put on the queue by the tests themselves: the fast bot, solo, under `seed`. */
const kind = { game: 'regicide', kind: 'play' };
const easyRun = (seed: string) => ({ players: 1, bot: 'easy', variants: [], seed });

describe.skipIf(!hasRedis)('simulations on a job queue', () => {
  const bench = queueBench();
  const { worker, stopWorkers } = bench;

  it('gives the local report with one worker, and with three when one is killed mid-job', async () => {
    const expected = withoutTimings(localReport('regicide', RUN));
    expect(expected.games).toBe(420);

    // One worker.
    const one = worker();
    await one.waitFor('stdout', /taking jobs/, 'the worker');
    const single = start('regicide', [...RUN, ...JOB_GAMES, '--queue', bench.redis.url]);
    expect(await single.exit).toBe(0);
    expect(withoutTimings(single.stdout())).toEqual(expected);
    expect(JSON.parse(single.stdout()).workers).toBe(1);
    await stopWorkers();

    // Three workers; the first is killed as soon as it has taken a job.
    const { run: three, taken, doomed, others } = await bench.killOneMidJob([...RUN, ...JOB_GAMES], /run (\w+): job (\d+) of 14 \(games/);
    const [, run, job] = taken;
    expect(await three.exit).toBe(0);
    expect(withoutTimings(three.stdout())).toEqual(expected);
    // The killed worker's job was played again, to its end, by one of the others.
    const redone = new RegExp(`run ${run}: job ${job} of 14 done`);
    expect(doomed.stdout()).not.toMatch(redone);
    expect(others.some((w) => redone.test(w.stdout()))).toBe(true);
    // Every job's tally was stored exactly once.
    expect(await bench.redis.client.hlen(`regicide-sim:run:${run}:tallies`)).toBe(14);
    expect(await bench.redis.client.hget(`regicide-sim:run:${run}`, 'done')).toBe('420');
    await stopWorkers();
  }, 90_000);

  it('thronfolge sim gives the local report on the queue; a regicide worker plays its jobs', async () => {
    const args = ['sim', '--bots', 'easy,random', '--games', '120', '--seed', 'queue-duel', '--json'];
    const local = localReport('thronfolge', args);
    worker('regicide');
    const queued = start('thronfolge', [...args, '--job-games', '25', '--queue', bench.redis.url]);
    expect(await queued.exit).toBe(0);
    expect(withoutTimings(queued.stdout())).toEqual(withoutTimings(local));
    await stopWorkers();
  });

  it('--attach watches a run and prints its report; --stop and Ctrl-C stop runs', async () => {
    // Started with no worker: it waits, and says how to start one.
    const starter = start('regicide', [...RUN, ...JOB_GAMES, '--queue', bench.redis.url]);
    const [, run] = await starter.waitFor('stderr', /run (\w+): 420 games in 14 jobs/, 'the run id');
    await starter.waitFor('stderr', /no worker is connected yet; start some with: .*regicide worker --queue redis:\/\/127\.0\.0\.1:\d+\n/, 'the hint to start a worker');
    const watcher = start('regicide', ['sim', '--attach', run, '--queue', bench.redis.url, '--json']);
    worker();
    expect(await starter.exit).toBe(0);
    expect(await watcher.exit).toBe(0);
    expect(withoutTimings(watcher.stdout())).toEqual(withoutTimings(starter.stdout()));
    // A progress line with games played (a short run may end before a line counts its worker: the count is sampled).
    expect(watcher.stderr()).toMatch(new RegExp(`run ${run}, [01] workers? \\[[#.]+\\] [1-9]\\d*/420`));
    await stopWorkers();

    // --stop: the starter ends with one line and exit 1; a watcher after it says the same.
    const second = start('regicide', [...RUN, ...JOB_GAMES, '--queue', bench.redis.url]);
    const [, run2] = await second.waitFor('stderr', /run (\w+): 420 games/, 'the second run id');
    const stop = runBin('regicide', ['sim', '--stop', run2, '--queue', bench.redis.url]);
    expect([stop.code, stop.stderr.trim()]).toEqual([0, `run ${run2} stopped`]);
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toContain(`regicide: run ${run2} was stopped after 0 of 420 games`);
    const late = runBin('regicide', ['sim', '--attach', run2, '--queue', bench.redis.url]);
    expect([late.code, late.stderr.trim()]).toEqual([1, `regicide: run ${run2} was stopped after 0 of 420 games`]);
    // Its jobs left the queue: a worker started now finds nothing of it to play.
    expect(await bench.redis.client.llen('regicide-sim:jobs:wait')).toBe(0);

    // Ctrl-C of the starter stops its run.
    const third = start('regicide', [...RUN, ...JOB_GAMES, '--queue', bench.redis.url]);
    const [, run3] = await third.waitFor('stderr', /run (\w+): 420 games/, 'the third run id');
    third.child.kill('SIGINT');
    expect(await third.exit).toBe(130);
    expect(await bench.redis.client.hget(`regicide-sim:run:${run3}`, 'state')).toBe('stopped');
  });

  it('a job finished twice (its worker stalled, another took it) counts once', async () => {
    const spec = easyRun('twice');
    const queue = openQueue(bench.redis.client);
    const info = await startRun(bench.redis.client, queue, kind, spec, 20, 10);
    await queue.obliterate({ force: true });
    const first = runRange(kind, spec, 0, 10);
    expect(await finishJob(bench.redis.client, info.id, 0, first, 10, 'a')).toBe(true);
    expect(await finishJob(bench.redis.client, info.id, 0, first, 10, 'b')).toBe(false);
    // A late progress report of the finished job adds nothing either, and tells its worker to drop it.
    expect(await reportProgress(bench.redis.client, info.id, 0, 7)).toBe('played');
    expect(await snapshot(bench.redis.client, info.id)).toMatchObject({ done: 10, jobsDone: 1, live: 0, busy: 0 });
    await finishJob(bench.redis.client, info.id, 1, runRange(kind, spec, 10, 20), 10, 'a');
    const result = await waitForRun<{ games: number; timing?: unknown }>(bench.redis.client, info);
    expect(result.tally.games).toBe(20);
    // The same tally as the 20 games played at once, decision times aside.
    const { timing: _, ...whole } = runRange(kind, spec, 0, 20) as { timing: unknown };
    expect({ ...result.tally, timing: undefined }).toEqual({ ...whole, timing: undefined });
    await queue.close();
  });

  it('a worker drops a job whose tally is in already, at its first report, and plays the rest', async () => {
    const spec = easyRun('dropped');
    const queue = openQueue(bench.redis.client);
    // Jobs of 600 games: far longer than the first report's round trip, so the drop comes before the end.
    const info = await startRun(bench.redis.client, queue, kind, spec, 1200, 600);
    // Job 1's tally is in (its first worker stored it and died before telling BullMQ).
    await finishJob(bench.redis.client, info.id, 0, runRange(kind, spec, 0, 600), 600, 'gone');
    const w = worker();
    expect((await waitForRun<{ games: number }>(bench.redis.client, info)).tally.games).toBe(1200);
    await w.waitFor('stdout', new RegExp(`run ${info.id}: job 2 of 2 done`), 'the second job');
    expect(w.stdout()).toContain(`run ${info.id}: job 1 of 2 dropped: another worker played it`);
    expect(w.stdout()).not.toMatch(new RegExp(`run ${info.id}: job 1 of 2 done`));
    expect(await bench.redis.client.hget(`regicide-sim:run:${info.id}`, 'done')).toBe('1200');
    await stopWorkers();
    await queue.close();
  });

  it("the run's last job wakes its starter at once, not at the starter's next look", async () => {
    const spec = easyRun('wake');
    const queue = openQueue(bench.redis.client);
    const info = await startRun(bench.redis.client, queue, kind, spec, 20, 10);
    await queue.obliterate({ force: true });
    const looks: number[] = [];
    // Looks an hour apart: only the last job's finish can end the starter's wait within the test's time.
    const waiting = waitForRun<{ games: number }>(bench.redis.client, info, { lookEveryMs: 3_600_000, onSnapshot: (s) => looks.push(s.jobsDone) });
    await expect.poll(() => looks).toEqual([0]);
    await finishJob(bench.redis.client, info.id, 0, runRange(kind, spec, 0, 10), 10, 'a');
    await finishJob(bench.redis.client, info.id, 1, runRange(kind, spec, 10, 20), 10, 'a');
    expect((await waiting).tally.games).toBe(20);
    await queue.close();
  });

  it('bad addresses and missing options are one line and a non-zero exit', async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const cases: [string[], number, RegExp][] = [
      [['sim', '--games', '10', '--queue', closed], 1, /^regicide: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/],
      [['worker', '--queue', closed], 1, /^regicide: cannot reach Redis at /],
      [['sim', '--queue', 'http://127.0.0.1:6379'], 2, /^regicide: --queue must be a Redis URL such as redis:\/\/127\.0\.0\.1:6379, not "http:/],
      [['worker', '--queue', 'not a url'], 2, /^regicide: --queue must be a Redis URL/],
      [['sim', '--attach', 'abcd1234'], 2, /^regicide: --attach, --stop and --job-games go with --queue/],
      [['sim', '--stop', 'x!', '--queue', bench.redis.url], 2, /^regicide: "x!" is not a run id/],
      [['sim', '--attach', 'nosuchrun', '--queue', bench.redis.url], 1, /^regicide: no run nosuchrun on redis:\/\/127\.0\.0\.1:\d+$/],
      [['worker'], 2, /^regicide: required option '--queue <url>' not specified$/],
      // A run of more jobs than the queue takes is refused before Redis is reached.
      [
        ['sim', '--games', '1000000', '--job-games', '1', '--queue', closed],
        2,
        /^regicide: --job-games 1 cuts 1000000 games into 1000000 jobs; a run has at most 100000: give --job-games 10 or more$/,
      ],
    ];
    for (const [args, code, line] of cases) {
      const r = runBin('regicide', args);
      expect({ args, code: r.code, lines: r.stderr.trim().split('\n').length }).toEqual({ args, code, lines: 1 });
      expect(r.stderr.trim()).toMatch(line);
    }
  });
});
