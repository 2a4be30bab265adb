// WAL checkpoints off the event loop (src/net/db/sqlite-checkpoints.ts): the server's connection
// never checkpoints, a worker thread does, and the log stays bounded under steady writes; a close
// keeps every row; a worker that fails hands the checkpoints back to SQLite.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'libsql';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { checkpointOffTheLoop } from '../../src/net/db/sqlite-checkpoints.js';

const PAGE = 4096;

/** The log's size on disk. */
const walBytes = (file: string): number => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);

describe('WAL checkpoints in a worker thread', () => {
  let dir: string;
  let file: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    file = join(dir, 'db.sqlite');
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * Commits `commits` transactions of 8 rows of a page each, letting the loop turn between them
   * (as the server's group commits do). The log's size on disk after each half: it never shrinks
   * (a restarted log is written over from its start), so the second half's growth is what the
   * log grew once the worker was surely running.
   */
  async function writeSteadily(db: Database.Database, commits: number): Promise<{ half: number; end: number }> {
    db.exec('create table t (x blob)');
    const insert = db.prepare('insert into t values (?)');
    let half = 0;
    for (let i = 0; i < commits; i++) {
      db.exec('begin immediate');
      for (let r = 0; r < 8; r++) insert.run([Buffer.alloc(PAGE, i % 251)]);
      db.exec('commit');
      if (i === commits / 2) half = walBytes(file);
      await sleep(1);
    }
    return { half, end: walBytes(file) };
  }

  it('keeps the log bounded under steady writes while the writer never checkpoints', async () => {
    const db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // As the server's connection: a commit waits out the worker's RESTART checkpoint.
    db.pragma('busy_timeout = 5000');
    const checkpoints = checkpointOffTheLoop(file, db, { everyMs: 10, walPages: 64 });
    const commits = 400;
    try {
      expect(db.pragma('wal_autocheckpoint')).toEqual([{ wal_autocheckpoint: 0 }]);
      const log = await writeSteadily(db, commits);
      // Never checkpointed, the log would grow by all the second half wrote (more, with the tree's pages).
      const secondHalf = (commits / 2) * 8 * PAGE;
      expect(log.end - log.half).toBeLessThan(secondHalf / 8);
      expect(db.prepare('select count(*) as n from t').get()).toMatchObject({ n: commits * 8 });
    } finally {
      db.close();
      await checkpoints.stop();
    }
    const again = new Database(file, { readonly: true });
    expect(again.prepare('select count(*) as n from t').get()).toMatchObject({ n: commits * 8 });
    again.close();
  }, 30_000);

  it('hands the checkpoints back to SQLite when the worker fails', async () => {
    const said: string[] = [];
    const own = { pragma: (source: string) => said.push(source) };
    // A folder that does not exist: the worker's connection cannot open.
    const checkpoints = checkpointOffTheLoop(join(dir, 'missing', 'db.sqlite'), own, { walPages: 1000 });
    await vi.waitFor(() => expect(said).toHaveLength(2));
    await checkpoints.stop();
    expect(said).toEqual(['wal_autocheckpoint = 0', 'wal_autocheckpoint = 1000']);
  });

  it('the server’s database: its connection leaves checkpoints to the worker, and a close keeps every row', async () => {
    const where = sqliteFileIn(dir);
    const database = await openDatabase(where);
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db);
    expect(autocheckpoint.rows).toEqual([{ wal_autocheckpoint: 0 }]);
    await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        database.db
          .insertInto('login_challenges')
          .values({ challenge: `c${n}`, address: 'a', expires_at: n })
          .execute(),
      ),
    );
    await database.close();
    const again = new Database(where, { readonly: true });
    expect(again.prepare('select count(*) as n from login_challenges').get()).toMatchObject({ n: 50 });
    again.close();
  });
});
