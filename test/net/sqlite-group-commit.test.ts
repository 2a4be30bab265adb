// SQLite's group commit (src/net/db/sqlite-group-commit.ts): the statements of one turn of the
// event loop share one commit, and no caller hears its result before that commit. A second
// connection (another process's view of the file) sees every answered row; a unique violation,
// a rolled-back transaction and a forged daily game inside a group spoil none of the others; a
// close or a kill of the process in the middle of a group loses no answered result.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountService } from '../../src/net/accounts/account-service.js';
import { DailyResults } from '../../src/net/daily/daily-results.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { playedDaily, testDailySeed } from './daily-fixtures.js';

const DAY = '2026-12-02';
const NOON = Date.parse(`${DAY}T12:00:00Z`);

/** The challenges' table holds plain rows with a unique key: what each test writes. */
const challenge = (n: number) => ({ challenge: `c${n}`, address: '127.0.0.1', expires_at: NOON + n });

/** The challenges another connection to the file sees (committed ones only). */
function committedChallenges(file: string): string[] {
  const other = new Database(file, { readonly: true });
  try {
    return (other.prepare('select challenge from login_challenges order by challenge').all() as { challenge: string }[]).map((r) => r.challenge);
  } finally {
    other.close();
  }
}

describe('group commit on SQLite', () => {
  let dir: string;
  let file: string;
  let database: ServerDatabase;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
    file = sqliteFileIn(dir);
    database = await openDatabase(file);
  });

  afterEach(async () => {
    await database.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a turn’s statements only once they are committed, all in one commit', async () => {
    const seen: string[][] = [];
    const writes = [1, 2, 3, 4, 5].map((n) =>
      database.db
        .insertInto('login_challenges')
        .values(challenge(n))
        .execute()
        .then(() => seen.push(committedChallenges(file))),
    );
    // The statements have run, uncommitted: another connection sees none of them yet.
    await Promise.resolve();
    expect(committedChallenges(file)).toEqual([]);
    await Promise.all(writes);
    // Each caller, when answered, found every row of the group committed.
    expect(seen).toHaveLength(5);
    for (const rows of seen) expect(rows).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
  });

  it('a unique violation and a rolled-back transaction inside a group spoil no other statement', async () => {
    await database.db.insertInto('login_challenges').values(challenge(1)).execute();
    const settled = await Promise.allSettled([
      database.db.insertInto('login_challenges').values(challenge(2)).execute(),
      database.db.insertInto('login_challenges').values(challenge(1)).execute(),
      database.db.transaction().execute(async (tx) => {
        await tx.insertInto('login_challenges').values(challenge(3)).execute();
        throw new Error('changed its mind');
      }),
      database.db.transaction().execute(async (tx) => {
        await tx.insertInto('login_challenges').values(challenge(4)).execute();
      }),
      database.db.insertInto('login_challenges').values(challenge(5)).execute(),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
    expect(committedChallenges(file)).toEqual(['c1', 'c2', 'c4', 'c5']);
  });

  it('a close in the middle of a group commits it: every answered write is kept', async () => {
    const answered: number[] = [];
    const writes = Array.from({ length: 20 }, (_, i) =>
      database.db
        .insertInto('login_challenges')
        .values(challenge(i))
        .execute()
        .then(() => answered.push(i)),
    );
    await Promise.resolve();
    await database.close();
    await Promise.allSettled(writes);
    const kept = committedChallenges(file);
    for (const i of answered) expect(kept).toContain(`c${i}`);
  });

  it('a forged daily game in the same group as true ones: only it is kept apart', async () => {
    const accounts = new AccountService(database.db, { now: () => NOON });
    const results = new DailyResults(database.db, { dailySeed: testDailySeed, now: () => NOON });
    const players = await Promise.all(
      Array.from({ length: 6 }, () => {
        const { publicKey } = generateKeyPairSync('ed25519');
        return accounts.accountIdFor({ fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string });
      }),
    );
    const seed = await testDailySeed('regicide', DAY);
    const games = players.map((_, i) => playedDaily('regicide', seed, DAY, { botSeed: `group-${i}` }));
    const forged = { ...games[2], moves: games[2].moves.map((m, i) => (i === Math.floor(games[2].moves.length / 2) ? (m === 'KS' ? 'KH' : 'KS') : m)) };
    // All six sent at once: their statements meet in the same groups.
    const judged = await Promise.all(players.map((p, i) => results.submit(p, 'regicide', i === 2 ? forged : games[i])));
    expect(judged.map((j) => (j.ok ? j.standing : j.problem))).toEqual(['ranked', 'ranked', 'apart', 'ranked', 'ranked', 'ranked']);
    const field = await results.field(players[0], 'regicide', DAY);
    expect(field?.players).toBe(5);
  });
});

describe('group commit when the process is killed', () => {
  it('loses no write that was answered', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'group-commit-kill-'));
    try {
      const file = sqliteFileIn(dir);
      await (await openDatabase(file)).close();
      // A child writes without pause and says each answered write; it is killed mid-stream.
      const database = fileURLToPath(new URL('../../src/net/db/database.ts', import.meta.url));
      const script = `
        const { openDatabase } = await import(${JSON.stringify(database)});
        const { db } = await openDatabase(${JSON.stringify(file)});
        for (let round = 0; ; round++) {
          await Promise.all(Array.from({ length: 10 }, (_, i) => {
            const n = round * 10 + i;
            return db.insertInto('login_challenges').values({ challenge: 'k' + n, address: 'a', expires_at: n }).execute().then(() => process.stdout.write(n + '\\n'));
          }));
        }`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      const answered: string[] = [];
      await new Promise<void>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const lines = text.split('\n');
          text = lines.pop() ?? '';
          answered.push(...lines);
          if (answered.length >= 300 && !child.killed) child.kill('SIGKILL');
        });
        child.once('exit', () => resolve());
        child.once('error', reject);
      });
      expect(answered.length).toBeGreaterThanOrEqual(300);
      const kept = new Set(committedChallenges(file));
      for (const n of answered) expect(kept.has(`k${n}`)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
