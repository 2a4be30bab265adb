// The SSH sessions' hints on worker threads (src/cli/ssh/hint-pool.ts): a session that asks again
// and again has at most one hint worked on and one waiting; a game that goes drops its hint; a
// session that goes ends the worker of its hint, so nothing is worked out for nobody. And the
// hint a worker thread works out is the hint the message loop would have given.
import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { type HintJob, hinterOf, hintsAwayOf } from '../../src/modules/play.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import { startHintPool } from '../../src/cli/ssh/hint-pool.js';
import { localTable } from '../../src/table/local-table.js';
import { Table } from '../../src/table/table.js';

/** A worker thread stand-in: it keeps the jobs it is sent, and answers when the test says so. */
class FakeWorker extends EventEmitter {
  jobs: { id: number; job: HintJob }[] = [];
  terminated = false;
  postMessage(m: { id: number; job: HintJob }): void {
    this.jobs.push(m);
  }
  answer(text: string): void {
    const m = this.jobs.shift()!;
    this.emit('message', { id: m.id, hint: { move: text, text } });
  }
  terminate(): Promise<number> {
    this.terminated = true;
    queueMicrotask(() => this.emit('exit', 1));
    return Promise.resolve(1);
  }
  unref(): void {}
}

const job = (n: number): HintJob => ({
  game: 'regicide',
  seatSeed: 's',
  update: { seat: 1, view: null, legal: [], toMove: 1, movesMade: n, lastMove: null, events: [], result: null },
  before: [],
  heard: { said: [] } as never,
});
const settle = () => new Promise((resolve) => setImmediate(resolve));

function fakePool(workers = 1) {
  const made: FakeWorker[] = [];
  const pool = startHintPool({
    workers,
    spawn: () => {
      const w = new FakeWorker();
      made.push(w);
      return w as unknown as Worker;
    },
  });
  return { pool, made };
}

describe('the hint pool', () => {
  it('works on one hint of a session at a time: asking again replaces the one waiting', async () => {
    const { pool, made } = fakePool(2);
    const desk = pool.desk();
    const answers = Array.from({ length: 20 }, (_, n) => desk.ask(job(n)));
    await settle();
    // Twenty asks, two workers free: one job sent, one waiting (the last), the rest dropped.
    expect(made.flatMap((w) => w.jobs).map((j) => j.job.update.movesMade)).toEqual([0]);
    expect(await Promise.all(answers.slice(1, 19))).toEqual(Array(18).fill('stale'));
    made[0].answer('first');
    expect(await answers[0]).toMatchObject({ text: 'first' });
    await settle();
    expect(made.flatMap((w) => w.jobs).map((j) => j.job.update.movesMade)).toEqual([19]);
    made[0].answer('last');
    expect(await answers[19]).toMatchObject({ text: 'last' });
    expect(pool.running()).toBe(0);
    await pool.close();
  });

  it('lets sessions take turns, drops a hint whose game went, and ends the worker of a session that went', async () => {
    const { pool, made } = fakePool(1);
    const a = pool.desk();
    const b = pool.desk();
    const fromA = a.ask(job(1));
    const fromB = b.ask(job(2));
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0].jobs.map((j) => j.job.update.movesMade)).toEqual([1]);
    // A's game goes: its answer is dropped, but A's next hint waits for the worker's job to end.
    a.drop();
    expect(await fromA).toBe('stale');
    const again = a.ask(job(3));
    made[0].answer('for nobody');
    await settle();
    // B asked before A's second hint: B's turn first.
    expect(made[0].jobs.map((j) => j.job.update.movesMade)).toEqual([2]);
    // B's session goes while its hint is worked on: the worker is ended, and A's hint goes to a new one.
    b.close();
    expect(await fromB).toBe('stale');
    expect(made[0].terminated).toBe(true);
    await settle();
    expect(made).toHaveLength(2);
    expect(made[1].jobs.map((j) => j.job.update.movesMade)).toEqual([3]);
    made[1].answer('for A');
    expect(await again).toMatchObject({ text: 'for A' });
    // A closed session asks nothing more.
    expect(await b.ask(job(4))).toBe('stale');
    await settle();
    expect(made).toHaveLength(2);
    expect(made[1].jobs).toEqual([]);
    await pool.close();
  });
});

describe('a hint off the loop', () => {
  const pool = startHintPool({ workers: 1 });
  afterAll(() => pool.close());

  it('is the hint the loop gives, and a table asked twice at one position asks the worker once', async () => {
    const seed = 'hint-away';
    const options = { players: 1, variants: [] };
    const onLoop = localTable(Table.create(regicide, options, seed), { bots: new Map(), botDelayMs: 0, hinter: hinterOf(regicideModule, seed) });
    const desk = pool.desk();
    let asked = 0;
    const counted = { ask: (j: HintJob) => (asked++, desk.ask(j)), drop: () => desk.drop() };
    const away = localTable(Table.create(regicide, options, seed), { bots: new Map(), botDelayMs: 0, hintsAway: hintsAwayOf(regicideModule, seed, counted) });
    const [first, second] = [away.hintLater!(1), away.hintLater!(1)];
    const expected = onLoop.hint!(1);
    expect(await first).toEqual(expected);
    expect(await second).toEqual(expected);
    expect(asked).toBe(1);
    expect(away.practice!()).toBe(true);
    desk.close();
    onLoop.close();
    away.close();
  }, 180_000);

  it('is stale when the table moves on before it comes, and dropped when the table closes', async () => {
    const { pool: fake, made } = fakePool(1);
    const seed = 'hint-stale';
    const desk = fake.desk();
    const away = localTable(Table.create(regicide, { players: 1, variants: [] }, seed), { bots: new Map(), botDelayMs: 0, hintsAway: hintsAwayOf(regicideModule, seed, desk) });
    const late = away.hintLater!(1);
    await settle();
    expect(away.submit(1, away.update(1).legal[0])).toBeNull();
    made[0].answer('play 9S');
    expect(await late).toBe('stale');
    // A hint asked as the screen closes is dropped at once, not worked out for nobody.
    const unseen = away.hintLater!(1);
    away.close();
    expect(await unseen).toBe('stale');
    await fake.close();
  });
});
