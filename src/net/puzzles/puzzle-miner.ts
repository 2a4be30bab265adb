// The server mines its players' daily games for puzzles, in the background. A game is queued only
// when its player consented (the daily submission says so, daily-results.ts) and it was the
// account's first game of the deal, replayed; the queue is a table (migration 0012), so a restart
// loses nothing and several processes share it. Each process mines one game at a time on a worker
// thread at the lowest priority (mine-off-loop.ts), never on a request's path. What it may spend
// is bounded three ways, so that a flood of submissions cannot starve the server: positions
// searched per game (the budget), games claimed per UTC day over all processes (the cap: the rest
// wait for the next day), and games waiting (past it a consented game is not queued).
// Each puzzle proven is kept by its position alone (mined-puzzles.ts), published once its deal's
// day is over: today's deal is never shown while it is being played.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { parseLog } from '../../core/log.js';
import { printable } from '../../core/printable.js';
import type { MinedReport, MiningBudget } from '../../modules/module.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import type { Tables } from '../db/schema.js';
import { DAY_MS, dayStart, utcDay } from '../daily/daily-day.js';
import { type MineGame, mineOffTheLoop } from './mine-off-loop.js';
import { MINED_PREFIX } from './mined-puzzles.js';

/** Positions the solver may search over one game (a few seconds of one core). */
export const NODES_PER_GAME = 2_000_000;
/** Games mined a UTC day, over all processes. */
export const GAMES_PER_DAY = 500;
/** Games waiting at most. */
export const MAX_QUEUED = 2_000;

export interface PuzzleMinerOptions {
  /** How a game is mined (off the loop by default; a test may mine in-process). */
  mine?: MineGame;
  budget?: MiningBudget;
  perDay?: number;
  maxQueued?: number;
  /** How long the loop rests when nothing is due (a new game wakes it at once). */
  pollMs?: number;
  /** A claim older than this is a dead process's: another takes the game over. */
  staleMs?: number;
  now?: () => number;
  onError?(message: string): void;
}

/** A consented game to queue: the daily result's row, whose log the miner reads when its turn comes. */
export interface MinableGame {
  resultId: string;
  accountId: string;
  game: string;
  day: string;
}

export type MiningRound =
  | { kind: 'idle' }
  /** The day's cap is reached: games wait for the next day. */
  | { kind: 'capped' }
  /** A game was mined: the puzzles kept (none when its row went while it was mined), and what it cost. */
  | { kind: 'mined'; resultId: string; kept: number; positions: number; nodes: number; cut: boolean };

/** Whether a game's module mines puzzles at all. */
export const minesPuzzles = (game: string): boolean => isGameId(game) && gameModule(game).puzzles !== undefined;

export class PuzzleMiner {
  private readonly mine: MineGame;
  private readonly budget: MiningBudget;
  private readonly perDay: number;
  private readonly maxQueued: number;
  private readonly pollMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;
  private readonly stopping = new AbortController();
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly o: PuzzleMinerOptions = {},
  ) {
    this.mine = o.mine ?? mineOffTheLoop;
    this.budget = o.budget ?? { nodesPerGame: NODES_PER_GAME };
    this.perDay = o.perDay ?? GAMES_PER_DAY;
    this.maxQueued = o.maxQueued ?? MAX_QUEUED;
    this.pollMs = o.pollMs ?? 60_000;
    this.staleMs = o.staleMs ?? 10 * 60_000;
    this.now = o.now ?? Date.now;
  }

  /** Queues a consented game; false when the queue is full or the game has no puzzles (it is then never mined). */
  async enqueue(g: MinableGame): Promise<boolean> {
    if (!minesPuzzles(g.game)) return false;
    const waiting = await this.db
      .selectFrom('puzzle_mining')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    if (waiting.n >= this.maxQueued) return false;
    await this.db
      .insertInto('puzzle_mining')
      .values({ result_id: g.resultId, account_id: g.accountId, game: g.game, day: g.day, status: 'queued', queued_at: this.now(), claimed_at: null, finished_at: null })
      .onConflict((oc) => oc.column('result_id').doNothing())
      .execute();
    this.wake?.();
    return true;
  }

  /** Mines the oldest waiting game when the day's cap allows. */
  async runOnce(): Promise<MiningRound> {
    for (;;) {
      const now = this.now();
      const claimedToday = await this.db
        .selectFrom('puzzle_mining')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('claimed_at', '>=', dayStart(utcDay(now)))
        .executeTakeFirstOrThrow();
      if (claimedToday.n >= this.perDay) return { kind: 'capped' };
      const due = await this.db
        .selectFrom('puzzle_mining')
        .select(['result_id', 'account_id', 'game', 'day', 'status', 'claimed_at'])
        .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'working'), eb('claimed_at', '<', now - this.staleMs)])]))
        .orderBy('queued_at')
        .orderBy('result_id')
        .limit(1)
        .executeTakeFirst();
      if (!due) return { kind: 'idle' };
      // The claim holds only over the row as it was read: another process's claim of it wins.
      const claimed = await this.db
        .updateTable('puzzle_mining')
        .set({ status: 'working', claimed_at: now })
        .where('result_id', '=', due.result_id)
        .where('status', '=', due.status)
        .where((eb) => (due.claimed_at === null ? eb('claimed_at', 'is', null) : eb('claimed_at', '=', due.claimed_at)))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      return this.mineClaimed({ resultId: due.result_id, accountId: due.account_id, game: due.game, day: due.day }, now);
    }
  }

  private async mineClaimed(job: MinableGame, claimedAt: number): Promise<MiningRound> {
    const row = await this.db.selectFrom('daily_results').select('log').where('id', '=', job.resultId).executeTakeFirst();
    let report: MinedReport = { puzzles: [], positions: 0, nodes: 0, cut: false };
    if (row) {
      try {
        report = await this.mine(job.game, parseLog(row.log, job.game), this.budget, this.stopping.signal);
      } catch (e) {
        // Called off by a stop: the game waits again for the next start (its claim still counts against the day's cap).
        if (this.stopping.signal.aborted) {
          await this.db.updateTable('puzzle_mining').set({ status: 'queued' }).where('result_id', '=', job.resultId).where('status', '=', 'working').where('claimed_at', '=', claimedAt).execute();
          return { kind: 'idle' };
        }
        // A game that cannot be mined is done with nothing: it is never tried again.
        this.o.onError?.(`puzzle mining: ${printable(String(e instanceof Error ? e.message : e).split('\n')[0])}`);
      }
    }
    const now = this.now();
    const kept = await this.db.transaction().execute(async (tx) => {
      // Still this claim's (not deleted with its account, not taken over): else nothing is kept.
      const done = await tx
        .updateTable('puzzle_mining')
        .set({ status: 'done', finished_at: now, positions: report.positions, nodes: report.nodes, found: report.puzzles.length, cut: report.cut ? 1 : 0 })
        .where('result_id', '=', job.resultId)
        .where('status', '=', 'working')
        .where('claimed_at', '=', claimedAt)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1 || report.puzzles.length === 0) return 0;
      await tx
        .insertInto('mined_puzzles')
        .values(
          report.puzzles.map((p) => ({
            id: MINED_PREFIX + randomBytes(8).toString('hex'),
            game: job.game,
            source: 'player',
            result_id: job.resultId,
            account_id: job.accountId,
            // Published when the deal's day is over on the server's clock.
            publish_at: dayStart(job.day) + DAY_MS,
            position: p.position,
            answer: p.answer,
            line: JSON.stringify(p.line),
            choices: p.choices,
            nodes: p.nodes,
            made_at: now,
          })),
        )
        .execute();
      return report.puzzles.length;
    });
    return { kind: 'mined', resultId: job.resultId, kept, positions: report.positions, nodes: report.nodes, cut: report.cut };
  }

  /** Mines in the background until `stop`: one game after another, resting when none is due or the day's cap is reached. */
  start(): void {
    this.loop ??= (async () => {
      while (!this.stopping.signal.aborted) {
        let round: MiningRound;
        try {
          round = await this.runOnce();
        } catch (e) {
          this.o.onError?.(`puzzle mining: ${printable(String(e instanceof Error ? e.message : e).split('\n')[0])}`);
          round = { kind: 'idle' };
        }
        if (round.kind !== 'mined') await this.rest(round.kind === 'capped' ? Math.max(this.pollMs, 600_000) : this.pollMs);
      }
    })();
  }

  private rest(ms: number): Promise<void> {
    const signal = this.stopping.signal;
    // A stop that came while the round ran has fired its abort already: no rest then.
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      // Each rest takes its listener off again: a server up for weeks rests thousands of times.
      function done(): void {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /** Ends the loop; a game being mined is called off and waits again. */
  async stop(): Promise<void> {
    this.stopping.abort();
    this.wake?.();
    await this.loop;
  }
}
