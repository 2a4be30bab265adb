// Group commit for SQLite: the statements that arrive in one turn of the event loop (many
// requests' reads and writes) run in one transaction, committed once when the turn is over, and
// none of their callers hears its result before that commit. A commit in WAL mode costs several
// times a small statement (the log's frames written, its index locked and updated): a server that
// commits once per turn instead of once per statement spends much less on each sign-in and each
// daily game. Nothing is answered early: a caller that learns "inserted" learns it after the row is
// committed, so a crash or a close loses no result that was answered (durability as before, WAL
// with synchronous = NORMAL: a kill of the process takes back nothing committed).
//
// A failing statement undoes only itself (SQLite rolls back the statement, the transaction goes
// on), so one request's unique violation spoils no other request's row. An error after which
// SQLite has rolled back the whole transaction (a full disk, an I/O error) fails every caller of
// the group. Kysely's transactions are savepoints inside the group: while one is open, other
// callers' statements wait (as they waited for the one connection before), and its commit is
// answered after the group's commit.
import { setImmediate as afterThisTurn } from 'node:timers';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type SqliteDatabase, SqliteDialect } from 'kysely';

/** The database as better-sqlite3 and libsql give it: statements, and whether a transaction is open. */
export interface GroupDatabase extends SqliteDatabase {
  readonly inTransaction: boolean;
  /** What ends with the database once it is closed (the checkpoints' worker, sqlite-checkpoints.ts). */
  afterClose?(): Promise<void>;
}

interface Waiting {
  resolve: () => void;
  reject: (e: unknown) => void;
}

/** The name of a Kysely transaction's savepoint inside the group's transaction. */
const TX = 'kysely_tx';

/** The driver of this process whose group is open (at most one: see enter). */
const thisProcess: { holder: GroupCommitDriver | null } = { holder: null };

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

class GroupConnection implements DatabaseConnection {
  /** Inside a Kysely transaction: statements run at once, their results at once (its commit waits). */
  inTransaction = false;

  constructor(private readonly group: GroupCommitDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.group.execute<R>(query, this.inTransaction);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }
}

/** Marks a connection of this driver as inside a Kysely transaction, or out of it again. */
function mark(connection: DatabaseConnection, inTransaction: boolean): void {
  if (connection instanceof GroupConnection) connection.inTransaction = inTransaction;
}

export class GroupCommitDriver implements Driver {
  /** The group's BEGIN has run and its COMMIT not yet. */
  private open = false;
  private flushAsked = false;
  /** The callers whose statements ran in the open group. */
  private waiting: Waiting[] = [];
  /** An open Kysely transaction: the others wait for it (resolved when it ends). */
  private transaction: { ended: Promise<void>; end: () => void } | null = null;
  private readonly idle: GroupConnection[] = [];

  constructor(private readonly db: GroupDatabase) {}

  async init(): Promise<void> {}

  // A connection is only a caller's handle (all share the one database): reused, since Kysely
  // remembers every connection it was given.
  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(this.idle.pop() ?? new GroupConnection(this));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof GroupConnection) this.idle.push(connection);
    return Promise.resolve();
  }

  /** Runs `query` in the group: inside a transaction answered at once, else after the group's commit. */
  async execute<R>(query: CompiledQuery, inTransaction: boolean): Promise<QueryResult<R>> {
    if (inTransaction) return this.run<R>(query);
    for (let open = this.openTransaction(); open; open = this.openTransaction()) await open;
    this.enter();
    let result: QueryResult<R>;
    try {
      result = this.run<R>(query);
    } catch (e) {
      // It undid itself; what the others ran is still to be committed.
      void this.afterCommit().catch(() => {});
      throw e;
    }
    await this.afterCommit();
    return result;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    for (let open = this.openTransaction(); open; open = this.openTransaction()) await open;
    this.enter();
    let end = (): void => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    this.transaction = { ended, end };
    try {
      this.statement(`savepoint ${TX}`);
    } catch (e) {
      this.endTransaction();
      throw e;
    }
    mark(connection, true);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    mark(connection, false);
    try {
      this.statement(`release ${TX}`);
    } finally {
      this.endTransaction();
    }
    await this.afterCommit();
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    mark(connection, false);
    try {
      // Gone already when SQLite rolled the whole group back (its callers were told).
      if (this.db.inTransaction) {
        this.statement(`rollback to ${TX}`);
        this.statement(`release ${TX}`);
      }
    } finally {
      this.endTransaction();
    }
    return Promise.resolve();
  }

  // A transaction's own savepoints (Kysely's controlled transactions), nested in its one.
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  /** Commits what is open (its callers answered; an unfinished transaction's part undone), then closes the database. */
  async destroy(): Promise<void> {
    if (this.transaction && this.db.inTransaction) this.statement(`rollback to ${TX}`);
    this.transaction = null;
    this.commit();
    this.db.close();
    await this.db.afterClose?.();
  }

  /**
   * Opens this group, committing another connection's first. The caller has waited while a
   * transaction was open (this group's, or another connection's of this process: openTransaction)
   * and calls this with no await between its last look and its statement. Within one process a second
   * connection's write would wait for the first's lock synchronously, and so for ever: the first
   * commits on a later turn of the loop that the wait keeps from coming.
   */
  private enter(): void {
    if (thisProcess.holder && thisProcess.holder !== this) thisProcess.holder.commit();
    this.begin();
  }

  private openTransaction(): Promise<void> | undefined {
    return (this.transaction ?? (thisProcess.holder !== this ? thisProcess.holder?.transaction : null))?.ended;
  }

  private begin(): void {
    thisProcess.holder = this;
    if (this.open) return;
    // Immediate: the write lock taken at once (waiting out another process's as busy_timeout
    // says), so that no statement of the group meets a newer snapshot written meanwhile.
    this.statement('begin immediate');
    this.open = true;
  }

  private statement(sql: string): void {
    this.db.prepare(sql).run([]);
  }

  /** Runs one statement now; an error that ended the whole group fails the group's callers too. */
  private run<R>(query: CompiledQuery): QueryResult<R> {
    const { sql, parameters } = query;
    try {
      const statement = this.db.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return {
        numAffectedRows: changes !== undefined && changes !== null ? BigInt(changes) : undefined,
        insertId: lastInsertRowid !== undefined && lastInsertRowid !== null ? BigInt(lastInsertRowid) : undefined,
        rows: [],
      };
    } catch (e) {
      if (this.open && !this.db.inTransaction) this.lost(e);
      throw e;
    }
  }

  /** Resolves once what ran so far is committed (rejects when the group could not be). */
  private afterCommit(): Promise<void> {
    const committed = new Promise<void>((resolve, reject) => this.waiting.push({ resolve, reject }));
    if (!this.flushAsked) {
      this.flushAsked = true;
      afterThisTurn(() => {
        this.flushAsked = false;
        // An open transaction commits the group when it ends (endTransaction asks again).
        if (!this.transaction) this.commit();
      });
    }
    return committed;
  }

  private commit(): void {
    if (thisProcess.holder === this) thisProcess.holder = null;
    const waiting = this.waiting;
    this.waiting = [];
    if (!this.open) {
      for (const w of waiting) w.resolve();
      return;
    }
    try {
      this.statement('commit');
      this.open = false;
    } catch (e) {
      try {
        if (this.db.inTransaction) this.statement('rollback');
      } catch {
        // Rolled back by SQLite already, or the database is gone: nothing of the group holds either way.
      }
      this.open = false;
      for (const w of waiting) w.reject(e);
      return;
    }
    for (const w of waiting) w.resolve();
  }

  /** SQLite rolled the group back: none of its callers' statements holds. */
  private lost(e: unknown): void {
    if (thisProcess.holder === this) thisProcess.holder = null;
    this.open = false;
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) w.reject(e);
  }

  private endTransaction(): void {
    const transaction = this.transaction;
    this.transaction = null;
    transaction?.end();
    if (this.waiting.length > 0 || this.open) void this.afterCommit().catch(() => {});
  }
}

/** Kysely's SQLite dialect with the group-commit driver. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  constructor(private readonly database: GroupDatabase) {
    super({ database });
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.database);
  }
}
