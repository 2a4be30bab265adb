// The run's bookkeeping in Redis, each step one Lua script so that it is atomic: a job's tally is
// stored once (keyed by its index: a job taken again after its worker died, or finished twice,
// counts once), and the count of games done moves with it. Times are Redis's own clock, so
// machines with different clocks agree on speeds and on which jobs are still being worked on.
import type { Redis } from 'ioredis';
import { runKeys } from './names.js';

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

/**
 * KEYS meta tallies live busy workers finished; ARGV index tally games worker ttl → 1 stored, 0
 * (stored already or no such run). The run's last tally leaves an element in the finished list,
 * which wakes the starter waiting on it (run.ts): its report does not wait for its next look. Only
 * the last: a look costs the starter and Redis CPU that the workers on the same cores would miss.
 */
const FINISH_JOB = `${NOW}
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local stored = 0
if redis.call('HSETNX', KEYS[2], ARGV[1], ARGV[2]) == 1 then
  stored = 1
  redis.call('HINCRBY', KEYS[1], 'done', ARGV[3])
  local jobsDone = redis.call('HINCRBY', KEYS[1], 'jobsDone', 1)
  if jobsDone == tonumber(redis.call('HGET', KEYS[1], 'jobs')) then
    redis.call('HSETNX', KEYS[1], 'finished', now)
    redis.call('LPUSH', KEYS[6], 1)
  end
end
redis.call('HDEL', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('SADD', KEYS[5], ARGV[4])
for i = 1, 6 do redis.call('EXPIRE', KEYS[i], ARGV[5]) end
return stored`;

/**
 * KEYS meta live busy tallies; ARGV index games → 'go on', 'stopped' (the run was stopped, or is
 * gone) or 'played' (the job's tally is in: it was taken again after its first worker stored it).
 * A worker starts a job's games and reports at once, so this is also the check that the job is
 * still wanted, without a round trip before the games.
 */
const PROGRESS = `${NOW}
if redis.call('HGET', KEYS[1], 'state') ~= 'running' then return 'stopped' end
-- A report after the job's tally must not count its games twice.
if redis.call('HEXISTS', KEYS[4], ARGV[1]) == 1 then return 'played' end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[3], now, ARGV[1])
return 'go on'`;

/** KEYS meta live busy; ARGV staleMs → state, done, jobsDone, error, games in jobs under way, jobs under way, now. */
const SNAPSHOT = `${NOW}
local m = redis.call('HMGET', KEYS[1], 'state', 'done', 'jobsDone', 'error')
local fresh = redis.call('ZRANGEBYSCORE', KEYS[3], now - tonumber(ARGV[1]), '+inf')
local live = 0
for _, index in ipairs(fresh) do live = live + tonumber(redis.call('HGET', KEYS[2], index) or '0') end
return {m[1] or '', m[2] or '0', m[3] or '0', m[4] or '', live, #fresh, now}`;

/** KEYS meta; ARGV message → the first error of a running run is kept. */
const FAIL = `if redis.call('HGET', KEYS[1], 'state') == 'running' then redis.call('HSETNX', KEYS[1], 'error', ARGV[1]) end
return 1`;

/** KEYS meta; ARGV state → 1 stopped now, 0 not running (finished, stopped already or gone). */
const STOP = `if redis.call('HGET', KEYS[1], 'state') ~= 'running' then return 0 end
if redis.call('HGET', KEYS[1], 'finished') then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[1])
return 1`;

/** A job's progress is "under way" while its worker reported within this time. */
const STALE_MS = 5000;
/** The run's keys stay this long after its last finished job (for a late `--attach`). */
export const RUN_TTL_S = 7 * 24 * 3600;

export interface Snapshot {
  state: string;
  /** Games of finished jobs, counted once each. */
  done: number;
  jobsDone: number;
  error: string;
  /** Games played so far in jobs under way. */
  live: number;
  /** Jobs under way: the worker threads in use. */
  busy: number;
  /** Redis's clock, ms. */
  now: number;
}

export async function finishJob(redis: Redis, run: string, index: number, tally: unknown, games: number, worker: string): Promise<boolean> {
  const k = runKeys(run);
  const stored = await redis.eval(FINISH_JOB, 6, k.meta, k.tallies, k.live, k.busy, k.workers, k.finished, index, JSON.stringify(tally), games, worker, RUN_TTL_S);
  return stored === 1;
}

/** What a job's progress report hears: whether its games are still wanted. */
export type JobStatus = 'go on' | 'stopped' | 'played';

export async function reportProgress(redis: Redis, run: string, index: number, games: number): Promise<JobStatus> {
  const k = runKeys(run);
  const status = await redis.eval(PROGRESS, 4, k.meta, k.live, k.busy, k.tallies, index, games);
  return status === 'stopped' || status === 'played' ? status : 'go on';
}

export async function snapshot(redis: Redis, run: string): Promise<Snapshot> {
  const k = runKeys(run);
  const [state, done, jobsDone, error, live, busy, now] = (await redis.eval(SNAPSHOT, 3, k.meta, k.live, k.busy, STALE_MS)) as [string, string, string, string, number, number, number];
  return { state, done: Number(done), jobsDone: Number(jobsDone), error, live, busy, now };
}

export async function failRun(redis: Redis, run: string, message: string): Promise<void> {
  await redis.eval(FAIL, 1, runKeys(run).meta, message);
}

/** `decided`: its starter had what it needed (an SPRT decided); `stopped`: by hand. Either way no job goes on. */
export type EndState = 'stopped' | 'decided';

export async function markStopped(redis: Redis, run: string, state: EndState = 'stopped'): Promise<boolean> {
  return (await redis.eval(STOP, 1, runKeys(run).meta, state)) === 1;
}

/** Redis's clock in ms. */
export async function redisNow(redis: Redis): Promise<number> {
  const [s, us] = await redis.time();
  return Number(s) * 1000 + Math.floor(Number(us) / 1000);
}
