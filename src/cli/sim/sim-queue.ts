// `sim --queue URL` and its companions: the run's games go to a BullMQ job queue in Redis and
// `worker` processes on any machine play them; `--attach RUN` watches a run (and prints its
// report when it ends), `--stop RUN` stops one. The starter's Ctrl-C stops its run too: the
// report is written where the run was started, so a run without its starter would be work
// nobody reads (an `--attach` can still print it). Without these options `sim` is unchanged.
import type { Command } from 'commander';
import { quoted } from '../../core/printable.js';
import { perSecond } from '../../sim/report-text.js';
import type { SequentialRunner, SimRunner } from '../../sim/pool.js';
import { jobCount, MAX_JOBS, RUN_ID } from '../../sim/queue/names.js';
import { parseQueueUrl, shownUrl } from '../../sim/queue/url.js';
import { command as printedCommand } from '../../ui/shared/commands.js';
import { printableLines, runCommand, UsageError } from '../program/errors.js';
import { parseIntInRange } from '../program/option-parsers.js';

export interface QueueFlags {
  queue?: string;
  attach?: string;
  stop?: string;
  jobGames?: number;
  json?: boolean;
}

export function addQueueOptions(command: Command): Command {
  return command
    .option('--queue <url>', 'play the games on a job queue in Redis, taken by `worker --queue` processes, e.g. redis://127.0.0.1:6379')
    .option('--job-games <n>', 'with --queue: games per job (default: 25 to 250, by the run)', parseIntInRange('--job-games', 1, 100_000))
    .option('--attach <run>', 'with --queue: watch a queued run; its report follows when it ends')
    .option('--stop <run>', 'with --queue: stop a queued run');
}

/** Whether the command goes to the queue at all. */
export const onQueue = (flags: QueueFlags): boolean => [flags.queue, flags.attach, flags.stop, flags.jobGames].some((v) => v !== undefined);

/** The fields of a report that only the queue knows (workers, time); a speed in games, or in the run's own items (`speed`). */
interface TimedReport {
  workers: number;
  elapsedMs: number;
  games?: number;
  gamesPerSecond?: number;
}

/** A game's simulation as the queue runs it. */
export interface QueuedSim<Spec, Report extends TimedReport> {
  /** The program (`regicide`) and the game and kind of the run (see src/sim/kinds.ts; default `play`). */
  program: string;
  game: string;
  kind?: string;
  /** What the run's numbered items are, in the starter's first line (default `games`; `deals` for an SPRT). */
  unit?: string;
  /** A new run's spec and games (not used by --attach and --stop, which read the run's own). */
  spec: Spec;
  games: number;
  /**
   * The game's report, its games played by `runner` (and no progress bar of its own), or by
   * `sequential` for a report that may stop early (an SPRT).
   */
  run(spec: Spec, games: number, runner: SimRunner, sequential: SequentialRunner): Promise<Report>;
  format(report: Report): string;
  /** The report's speed fields for a run's time (default: gamesPerSecond from games). */
  speed?(report: Report, elapsedMs: number): Partial<Report>;
}

/** Any game's simulation, for --attach to choose by the run's kind. */
export type AnyQueuedSim = QueuedSim<unknown, TimedReport>;

const kindOf = (sim: { kind?: string }): string => sim.kind ?? 'play';

const say = (line: string): void => void process.stderr.write(`${line}\n`);

/**
 * Starts `sim` on the queue, or with --attach watches a run of `sim`'s kind or of one of `others`
 * (a `sim --attach` of an SPRT run prints the SPRT's report), or with --stop stops any run.
 */
export function runQueued<Spec, Report extends TimedReport>(flags: QueueFlags, sim: QueuedSim<Spec, Report>, others: readonly AnyQueuedSim[] = []): Promise<void> {
  return runCommand(sim.program, async () => {
    if (flags.queue === undefined) throw new UsageError('--attach, --stop and --job-games go with --queue redis://HOST:PORT (the Redis of the run)');
    if (flags.attach !== undefined && flags.stop !== undefined) throw new UsageError('--attach and --stop: one or the other');
    let url: URL;
    try {
      url = parseQueueUrl(flags.queue);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (flags.attach === undefined && flags.stop === undefined && flags.jobGames !== undefined && jobCount(sim.games, flags.jobGames) > MAX_JOBS)
      throw new UsageError(
        `--job-games ${flags.jobGames} cuts ${sim.games} ${sim.unit ?? 'games'} into ${jobCount(sim.games, flags.jobGames)} jobs; a run has at most ${MAX_JOBS}: give --job-games ${Math.ceil(sim.games / MAX_JOBS)} or more`,
      );
    const id = flags.attach ?? flags.stop;
    if (id !== undefined && !RUN_ID.test(id)) throw new UsageError(`${quoted(id)} is not a run id (the letters and digits \`sim --queue\` printed)`);
    // Loaded only here: the Redis client and BullMQ are for queued runs alone.
    const queue = await import('../../sim/queue/session.js');
    const session = await queue.openSession(url);
    const shown = shownUrl(url);
    const print = (report: Report): void => void process.stdout.write((flags.json ? JSON.stringify(report) : sim.format(report)) + '\n');
    try {
      if (flags.stop !== undefined) {
        const info = await session.readRun(flags.stop);
        if (!info) throw new Error(`no run ${flags.stop} on ${shown}`);
        if (!(await session.stopRun(info))) {
          say(`${sim.program}: run ${info.id} is not running (it finished or was stopped already)`);
          return 1;
        }
        say(`run ${info.id} stopped`);
        return 0;
      }
      const outcome = { workers: 0, elapsedMs: 0 };
      if (flags.attach !== undefined) {
        const info = await session.readRun(flags.attach);
        if (!info) throw new Error(`no run ${flags.attach} on ${shown}`);
        const all: AnyQueuedSim[] = [sim, ...others];
        const its = all.find((s) => s.game === info.kind.game && kindOf(s) === info.kind.kind);
        if (!its) {
          const what = info.kind.kind === 'play' ? info.kind.game : `${info.kind.game} ${info.kind.kind}`;
          throw new Error(`run ${info.id} is a ${what} run: ${printedCommand(info.kind.game, 'sim', '--attach', info.id, '--queue', shown)}`);
        }
        const runners = queue.attachedRunners(session, info, queue.queueProgress(info, process.stderr, { plainLines: true }), outcome);
        const report = await its.run(info.spec, info.games, runners.pool, runners.sequential);
        // The run's own time (Redis's clock), not how long this command watched it.
        const speed = its.speed ? its.speed(report, outcome.elapsedMs) : report.games === undefined ? {} : { gamesPerSecond: perSecond(report.games, outcome.elapsedMs) };
        const timed = { ...report, workers: outcome.workers, elapsedMs: outcome.elapsedMs, ...speed };
        // The run's spec came out of Redis (its seed, settings and bots' names reach the report): printable only.
        process.stdout.write(printableLines(flags.json ? JSON.stringify(timed) : its.format(timed)) + '\n');
        return 0;
      }
      let started: { id: string; stop(): Promise<unknown> } | undefined;
      const onInterrupt = (): void => {
        const stopping = started ? started.stop().then(() => say(`\nrun ${started!.id} stopped`)) : Promise.resolve();
        void stopping.finally(() => process.exit(130));
      };
      process.once('SIGINT', onInterrupt);
      const runners = queue.startingRunners(session, {
        jobGames: flags.jobGames,
        progress: (info) => queue.queueProgress(info),
        outcome,
        async onStart(info) {
          started = { id: info.id, stop: () => session.stopRun(info) };
          say(`run ${info.id}: ${info.games} ${sim.unit ?? 'games'} in ${info.jobs} jobs on ${shown}; Ctrl-C stops it`);
          const workers = await session.workersConnected();
          say(
            `${workers ? `${workers} worker${workers === 1 ? '' : 's'} connected; more` : 'no worker is connected yet; start some'} with: ${printedCommand(sim.program, 'worker', '--queue', shown)}`,
          );
          say(`watch it with: ${printedCommand(sim.program, 'sim', '--attach', info.id, '--queue', shown)}`);
        },
      });
      const report = await sim.run(sim.spec, sim.games, runners.pool, runners.sequential);
      process.off('SIGINT', onInterrupt);
      print({ ...report, workers: outcome.workers });
      return 0;
    } catch (e) {
      if (!(e instanceof queue.RunStopped)) throw e;
      say(`${sim.program}: ${e.message}`);
      return 1;
    } finally {
      await session.close();
    }
  });
}
