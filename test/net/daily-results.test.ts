// The daily field on both databases (SQLite, and a PostgreSQL of the test's own when installed):
// a forged log (a move changed, another seed, yesterday's deal, a second attempt, a retry, a
// practice game claimed as clean, the wrong game's options, a start before the day) is never
// ranked; a true one is, once; the field's numbers for a handful of players; the percentile and
// medal; the 30 days of history; an account's deletion takes its results.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { AccountService, type ProvenKey } from '../../src/net/accounts/account-service.js';
import { DailyResults, placeOf } from '../../src/net/daily/daily-results.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { playedDaily, testDailySeed } from './daily-fixtures.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('daily-results.test.ts'));

const GAME = 'regicide';
const DUEL = 'thronfolge';
const DAY = '2026-12-02';
const YESTERDAY = '2026-12-01';
const NOON = Date.parse(`${DAY}T12:00:00Z`);
const SEED = `daily-${DAY}`;

const newKey = (): ProvenKey => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

/** A true game of today's deal, by `botSeed`'s bot. */
const trueGame = (botSeed = 'a', extra: object = {}): GameLog => playedDaily(GAME, SEED, DAY, { botSeed, extra });

/** The same game with one move changed to another that reads (a card the hand may not hold). */
function withMoveChanged(log: GameLog): GameLog {
  const moves = [...log.moves];
  const i = Math.floor(moves.length / 2);
  moves[i] = moves[i] === 'KS' ? 'KH' : 'KS';
  return { ...log, moves };
}

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('the daily field on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let accounts: AccountService;
  let results: DailyResults;
  let now = NOON;
  const account = async (): Promise<string> => (await accounts.accountFor(newKey())).id;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'daily-results-'));
    if (dialect === 'postgres') postgres = await startPostgres();
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    accounts = new AccountService(database.db, { now: () => now });
    results = new DailyResults(database.db, { dailySeed: testDailySeed, now: () => now });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('ranks a true game once; the same account’s second game is kept apart', async () => {
    const id = await account();
    const log = trueGame('once');
    const first = await results.submit(id, GAME, log, NOON - 600_000);
    expect(first).toMatchObject({ ok: true, day: DAY, standing: 'ranked', reason: null, score: log.result && (log.result as { enemiesDefeated: number }).enemiesDefeated });
    expect(await results.submit(id, GAME, log)).toMatchObject({ ok: true, standing: 'apart', reason: 'notFirst' });
    expect(await results.submit(id, GAME, trueGame('other'))).toMatchObject({ ok: true, standing: 'apart', reason: 'notFirst' });
    expect((await results.field(id, GAME))?.own).toMatchObject({ standing: 'ranked' });
  });

  it('never ranks a forged log', async () => {
    const forged: [string, unknown, unknown?][] = [
      ['a move changed', withMoveChanged(trueGame('forged'))],
      ['a result claimed that the moves do not reach', { ...trueGame('claim'), result: { outcome: 'won', enemiesDefeated: 12, medal: 'gold' } }],
      ['another seed', playedDaily(GAME, `${SEED}-2`, DAY, { botSeed: 'seed' })],
      ["yesterday's deal", playedDaily(GAME, `daily-${YESTERDAY}`, YESTERDAY, { botSeed: 'old' })],
      ["today's seed marked as yesterday's", trueGame('mark', { daily: YESTERDAY })],
      ['a second attempt', trueGame('second', { attempt: 2 })],
      ['a retry from the end screen', trueGame('retry', { retry: true })],
      ['the daily seed with two players', playedDaily(GAME, SEED, DAY, { botSeed: 'two', options: { players: 2 } })],
      ['started before the day began', trueGame('early'), Date.parse(`${DAY}T00:00:00Z`) - 1],
      ['unfinished', { ...trueGame('open'), moves: trueGame('open').moves.slice(0, 2), result: null }],
    ];
    for (const [what, log, startedAt] of forged) {
      const id = await account();
      const answer = await results.submit(id, GAME, log, startedAt);
      expect(answer.ok && answer.standing, what).toBe('apart');
      expect((await results.field(id, GAME))?.own?.standing ?? 'none', what).not.toBe('ranked');
    }
    // Not even a log: refused, nothing kept.
    const id = await account();
    expect(await results.submit(id, GAME, { moves: 'x' })).toEqual({ ok: false, problem: 'badLog' });
    expect(await results.submit(id, 'chess', trueGame())).toEqual({ ok: false, problem: 'noDaily' });
    expect((await results.field(id, GAME))?.own).toBeNull();
  });

  it('counts a practice game apart, and one claimed clean after it is not a first attempt', async () => {
    const id = await account();
    const practice = trueGame('practice', { practice: true });
    expect(await results.submit(id, GAME, practice)).toMatchObject({ standing: 'practice' });
    const { practice: _, ...claimedClean } = practice as GameLog & { practice?: boolean };
    expect(await results.submit(id, GAME, claimedClean)).toMatchObject({ standing: 'apart', reason: 'notFirst' });
  });

  it('a broken log of today’s deal takes the first attempt: a true one after it is not ranked', async () => {
    const id = await account();
    expect(await results.submit(id, GAME, withMoveChanged(trueGame('broken')))).toMatchObject({ standing: 'apart', reason: 'doesNotReplay' });
    expect(await results.submit(id, GAME, trueGame('after'))).toMatchObject({ standing: 'apart', reason: 'notFirst' });
  });

  it('counts the field of a day: players, wins, scores, where most fell, percentile and medal', async () => {
    // A day of its own: the tests above sent today's games.
    now = Date.parse('2026-12-05T10:00:00Z');
    const day = '2026-12-05';
    const logs = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((b) => playedDaily(GAME, `daily-${day}`, day, { botSeed: b, level: b === 'p6' ? 'easy' : 'random' }));
    const ids: string[] = [];
    for (const log of logs) {
      const id = await account();
      ids.push(id);
      expect(await results.submit(id, GAME, log)).toMatchObject({ standing: 'ranked' });
    }
    const practiceId = await account();
    await results.submit(practiceId, GAME, playedDaily(GAME, `daily-${day}`, day, { botSeed: 'pr', extra: { practice: true } }));
    const scores = logs.map((l) => (l.result as { enemiesDefeated: number }).enemiesDefeated);
    const field = await results.field(ids[0], GAME);
    expect(field).toMatchObject({
      day,
      players: 6,
      practice: 1,
      wins: logs.filter((l) => (l.result as { outcome: string }).outcome === 'won').length,
      measure: 'enemies',
      maxScore: 12,
      verdict: 'winnable',
    });
    const expected = [...new Set(scores)].sort((a, b) => a - b).map((score) => ({ score, players: scores.filter((s) => s === score).length }));
    expect(field!.scores).toEqual(expected);
    // Everyone on the deal meets the same enemies: the most common lost score names one card.
    expect(field!.mostFellAt?.card).toMatch(/^[JQK][SHDC]$/);
    const below = scores.filter((s) => s < scores[0]).length;
    expect(field!.own).toMatchObject({ standing: 'ranked', score: scores[0], beat: Math.floor((100 * below) / 5) });
    // The practice game is no player of the field and has no place.
    expect((await results.field(practiceId, GAME))!.own).toMatchObject({ standing: 'practice', beat: null, medal: null });
  });

  it("ranks Thronfolge's daily duel by the player's points, only against the daily's bot", async () => {
    now = NOON;
    const id = await account();
    const duel = playedDaily(DUEL, SEED, DAY, { botSeed: 'duel' });
    const points = (duel.result as { scores: [number, number] }).scores[0];
    expect(await results.submit(id, DUEL, duel)).toMatchObject({ standing: 'ranked', score: points });
    const other = await account();
    expect(await results.submit(other, DUEL, playedDaily(DUEL, SEED, DAY, { botSeed: 'easy', extra: { botLevel: 'easy' } }))).toMatchObject({ standing: 'apart', reason: 'notDailyGame' });
    const field = await results.field(id, DUEL);
    expect(field).toMatchObject({ measure: 'points', players: 1, scores: [{ score: points, players: 1 }], own: { beat: null, medal: 'gold' } });
  });

  it('keeps 30 days of history against each day’s field, and the account’s deletion takes it', async () => {
    const id = await account();
    for (const day of ['2026-11-01', '2026-11-20', '2026-12-10']) {
      now = Date.parse(`${day}T08:00:00Z`);
      await results.submit(id, GAME, playedDaily(GAME, `daily-${day}`, day, { botSeed: day }));
    }
    const history = await results.history(id, GAME);
    // 2026-11-01 is more than 30 days before 2026-12-10.
    expect(history.map((h) => h.day)).toEqual(['2026-12-10', '2026-11-20']);
    expect(history[0]).toMatchObject({ players: 1, own: { standing: 'ranked', beat: null, medal: 'gold' } });
    await accounts.deleteAccount(id);
    expect(await results.history(id, GAME)).toEqual([]);
  });
});

describe('the place of a score', () => {
  // 20 players: 3 won (12), 3 reached 9, 6 reached 5, 8 reached 2.
  const counts = {
    players: 20,
    scores: [
      { score: 2, players: 8 },
      { score: 5, players: 6 },
      { score: 9, players: 3 },
      { score: 12, players: 3 },
    ],
  };
  it('beats the share of the others with a lower score; medals by the share that did better', () => {
    expect(placeOf(12, counts)).toEqual({ beat: 89, medal: 'gold' });
    expect(placeOf(9, counts)).toEqual({ beat: 73, medal: 'silver' });
    expect(placeOf(5, counts)).toEqual({ beat: 42, medal: 'bronze' });
    expect(placeOf(2, counts)).toEqual({ beat: 0, medal: null });
    expect(placeOf(3, { players: 1, scores: [{ score: 3, players: 1 }] })).toEqual({ beat: null, medal: 'gold' });
    // Everyone won: nobody did better, all gold, nobody beaten.
    expect(placeOf(12, { players: 3, scores: [{ score: 12, players: 3 }] })).toEqual({ beat: 0, medal: 'gold' });
  });
});

describe('the counts of a busy day', () => {
  it('hold every game the moment it is ranked, for every player who asks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-counts-'));
    const database = await openDatabase(sqliteFileIn(dir));
    try {
      const accounts = new AccountService(database.db, { now: () => NOON });
      const results = new DailyResults(database.db, { dailySeed: testDailySeed, now: () => NOON });
      const ids = [(await accounts.accountFor(newKey())).id, (await accounts.accountFor(newKey())).id, (await accounts.accountFor(newKey())).id];
      await results.submit(ids[0], GAME, trueGame('c0'));
      expect((await results.field(ids[2], GAME))!.players).toBe(1);
      await results.submit(ids[1], GAME, trueGame('c1'));
      // At once, the same for the player who sent it and for one who did not.
      expect(await results.field(ids[1], GAME)).toMatchObject({ players: 2, own: { standing: 'ranked' } });
      expect((await results.field(ids[2], GAME))!.players).toBe(2);
      expect(await results.remove(ids[0], GAME, DAY)).toBe(1);
      expect((await results.field(ids[2], GAME))!.players).toBe(1);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
