// `npm run loadtest -- --daily-field`: the field of one day with a million results, in a SQLite
// database of the bench's own (the server's schema and indexes, by its migrations), and how long
// the server takes to answer a player's percentile (`DailyResults.field`: the player's own row,
// the day's counts, the place among them). The day is filled directly in the database, one
// statement (a million replays are not what this measures: see --daily for submissions; the
// triggers of daily_results keep the day's counts as the rows go in, as they do for the server);
// then `--asks` answers for random players are timed one after the other, as the server gives
// them (each reads the day's counts afresh: nothing is reused), and `--fresh` recounts of the
// whole day from its rows (a GROUP BY, what the kept counts replaced) for comparison. The issue's
// figure: p95 at most 20 ms.
//   node dist/bench/loadtest.js --daily-field [--results 1000000] [--asks 2000] [--fresh 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { DailyResults, utcDay } from '../net/daily/daily-results.js';
import { openDatabase, sqliteFileIn } from '../net/db/database.js';
import { gameModules } from '../modules/registry.js';
import { ms, percentile } from './load-kit.js';

interface Settings {
  results: number;
  asks: number;
  fresh: number;
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = { results: 1_000_000, asks: 2000, fresh: 3 };
  const args = argv.filter((a) => a !== '--daily-field');
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = Number(args[i + 1]);
    if (!(key === 'results' || key === 'asks' || key === 'fresh') || !Number.isInteger(value) || value < 1)
      throw new Error(`loadtest --daily-field: unknown or bad option ${args[i]} ${args[i + 1] ?? ''}`);
    s[key] = value;
  }
  return s;
}

/** The game whose day is filled: the registry's first with a daily field counted in enemies (cards name where a loss fell). */
const GAME = (gameModules().find((m) => m.dailyField?.measure === 'enemies') ?? gameModules()[0]).id;

/** Times `n` answers, one after the other; their durations in ms, sorted. */
async function timed(n: number, ask: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await ask(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const line = (what: string, t: number[]): string =>
  `${what}: p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, p99 ${ms(percentile(t, 99))}, max ${ms(t[t.length - 1])} (${t.length} answers)`;

export async function dailyFieldLoad(argv: string[]): Promise<void> {
  const s = parseArgs(argv);
  const dir = mkdtempSync(join(tmpdir(), 'daily-field-load-'));
  const database = await openDatabase(sqliteFileIn(dir));
  const { db } = database;
  try {
    const day = utcDay(Date.now());
    const now = Date.now();
    const filling = performance.now();
    // The accounts first (each result is an account's first attempt), then the results: scores
    // 0–12 spread by a hash of the row, a win at 12, where each loss fell named by a card.
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${s.results})
      INSERT INTO accounts (id, created_at) SELECT 'load-' || i, ${now} FROM n`.execute(db);
    await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${s.results}),
      scored(i, score) AS (SELECT i, (i * 2654435761) % 13 FROM n)
      INSERT INTO daily_results (id, game, day, account_id, submitted_at, first, standing, reason, won, score, fell_at, moves, log)
      SELECT 'r-' || i, ${GAME}, ${day}, 'load-' || i, ${now}, 1, 'ranked', NULL, score = 12, score,
        CASE WHEN score = 12 THEN NULL ELSE substr('JSJHJDJCQSQHQDQCKSKHKDKC', 1 + 2 * score, 2) END, 40, '{}'
      FROM scored`.execute(db);
    await sql`ANALYZE`.execute(db);
    const filled = performance.now() - filling;
    // The server's own object, as serve makes it (the deal's seed is not needed to answer).
    const results = new DailyResults(db, { dailySeed: () => Promise.reject(new Error('no replay in this bench')) });
    const player = (i: number): string => `load-${1 + ((i * 7919 + 13) % s.results)}`;
    const first = await results.field(player(0), GAME, day);
    if (!first || first.players !== s.results || first.own?.beat === undefined) throw new Error('the field does not hold the day filled');
    const served = await timed(s.asks, (i) => results.field(player(i), GAME, day));
    const recounted = await timed(s.fresh, () =>
      db
        .selectFrom('daily_results')
        .select(['standing', 'score', 'won', 'fell_at', (eb) => eb.fn.countAll<number>().as('n')])
        .where('game', '=', GAME)
        .where('day', '=', day)
        .where('standing', 'in', ['ranked', 'practice'])
        .groupBy(['standing', 'score', 'won', 'fell_at'])
        .execute(),
    );
    const [one, five] = loadavg();
    const lines = [
      `daily field of one day: ${s.results.toLocaleString('en')} results in SQLite (filled in ${(filled / 1000).toFixed(1)} s, the day's counts kept by the triggers as the rows went in)`,
      line("a player's percentile, as the server answers it (the day's counts read afresh each time)", served),
      line('the whole day recounted from its rows (GROUP BY, what the kept counts replace)', recounted),
      `load average ${one.toFixed(2)} / ${five.toFixed(2)} (1 / 5 min)`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
