// Where a queued run lives in Redis, and how it is cut into jobs. Everything of a run is under
// one prefix, so a Redis shared with `serve --redis` keeps the two apart: BullMQ's queue under
// `regicide-sim:jobs:*`, the run's own keys under `regicide-sim:run:<id>*`.

import { PACKAGE_NAME } from '../../core/package-name.js';

/** BullMQ's prefix and the queue's name: every game's runs share one queue (a job names its game). */
export const PREFIX = `${PACKAGE_NAME}-sim`;
export const QUEUE_NAME = 'jobs';

/** Run ids are short (they are typed into `--attach`): letters and digits. */
export const RUN_ID = /^[a-z0-9]{4,32}$/;

/**
 * The keys of one run: its description and state, the tallies by job, the jobs in progress, and a
 * list that gets an element when the run's last job is in (its starter waits on it).
 */
export function runKeys(run: string): { meta: string; tallies: string; live: string; busy: string; workers: string; finished: string } {
  const base = `${PREFIX}:run:${run}`;
  return { meta: base, tallies: `${base}:tallies`, live: `${base}:live`, busy: `${base}:busy`, workers: `${base}:workers`, finished: `${base}:finished` };
}

/** BullMQ's id of job `index` of `run`: fixed, so adding a run twice adds no job twice. */
export const jobId = (run: string, index: number): string => `${run}-${index}`;

/** The most jobs one run may put on the queue: each is a few hundred bytes in Redis, which a typo in --job-games must not fill. */
export const MAX_JOBS = 100_000;

/**
 * Jobs of a 32nd of the run, at least 25 games and at most 250. A job costs its worker about a
 * millisecond between its games (two Redis round trips: its tally, then BullMQ's next job), which
 * is 4–5% of a job of 63 easy games (a 64th of 4,000, the size before) and 2% of a 32nd; more jobs
 * than that would spread a short run over more threads but leave the last ones idle longer.
 */
export function defaultJobGames(games: number): number {
  return Math.max(Math.min(games, 25), Math.min(250, Math.ceil(games / 32)), Math.ceil(games / MAX_JOBS));
}

/**
 * Jobs of a run that may stop early (an SPRT): smaller, at most 25 games, so that the games played
 * past the decision are few; still at least a 256th of the run, so that a long run is not a flood of jobs.
 */
export function defaultSequentialJobGames(games: number): number {
  return Math.min(games, Math.max(4, Math.min(25, Math.ceil(games / 256)), Math.ceil(games / MAX_JOBS)));
}

/** Game ranges [start, end) of a run; job i plays games i·size … (i+1)·size − 1. */
export function jobRange(games: number, jobGames: number, index: number): [number, number] {
  const start = index * jobGames;
  return [start, Math.min(games, start + jobGames)];
}

export const jobCount = (games: number, jobGames: number): number => Math.ceil(games / jobGames);
