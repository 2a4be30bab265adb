// The lobby's listing in one process: the open public tables of every process that shares the
// driver (with Redis, `matchMaker.query` reads them all), read at most once a second however
// many clients ask, and the clients waiting for the listing to change (long polls), answered from
// that one shared read — never one query per waiting client.
import { createHash } from 'node:crypto';
import { type ListedMetadata, isListed } from '../state/room-listing.js';

/** An open public table as the lobby lists it. */
export interface LobbyTable {
  code: string;
  game: string;
  seats: number;
  taken: number;
  free: number;
  variants: string[];
  lang: string | null;
  host: string;
  waitingSeconds: number;
  /** A turn-based table, and its hours per move (null: a live table). */
  turnBased: boolean;
  moveHours: number | null;
  /** A team event's table: the ISO week whose deal it plays (absent: any other table). */
  event?: string;
}

/** What a client may narrow the listing to. */
export interface LobbyFilter {
  game?: string;
  seats?: number;
  /** Only turn-based tables (true), or only live ones (false). */
  turnBased?: boolean;
}

export interface LobbyAnswer {
  /** Changes exactly when the tables (apart from their waiting time) change: the long poll's `after`. */
  version: string;
  tables: LobbyTable[];
}

/** A room as the driver lists it: its code and its metadata. */
export interface RoomEntry {
  roomId: string;
  metadata?: unknown;
}

/** A listed table's metadata with its code (what the quick match picks from). */
export type OpenTable = ListedMetadata & { code: string };

export interface LobbyListOptions {
  /** Every room of the table's name (matchMaker.query). */
  query(): Promise<RoomEntry[]>;
  /** How old a read may be before the next request reads again (1 s). */
  refreshMs?: number;
  /** How long a long poll waits for a change before it is answered as it stands (20 s). */
  waitMs?: number;
  now?: () => number;
}

interface Waiter {
  filter: LobbyFilter;
  after: string;
  answer(a: LobbyAnswer): void;
  timer: NodeJS.Timeout;
}

/** The open public tables among the rooms, oldest first. */
export function openTables(rooms: readonly RoomEntry[]): OpenTable[] {
  const open: OpenTable[] = [];
  for (const r of rooms) if (isListed(r.metadata)) open.push({ ...r.metadata, code: r.roomId });
  return open.sort((a, b) => a.openedAt - b.openedAt || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The listing a filter sees, with its version. */
export function lobbyAnswer(tables: readonly OpenTable[], filter: LobbyFilter, now: number): LobbyAnswer {
  const chosen = tables.filter(
    (t) =>
      (filter.game === undefined || t.game === filter.game) &&
      (filter.seats === undefined || t.seats === filter.seats) &&
      (filter.turnBased === undefined || (t.turnBased === true) === filter.turnBased),
  );
  const listed = chosen.map((t) => ({
    code: t.code,
    game: t.game,
    seats: t.seats,
    taken: t.taken,
    free: t.seats - t.taken,
    variants: Array.isArray(t.variants) ? t.variants.map(String) : [],
    lang: typeof t.lang === 'string' ? t.lang : null,
    host: typeof t.host === 'string' ? t.host : '',
    waitingSeconds: Math.max(0, Math.floor((now - t.openedAt) / 1000)),
    turnBased: t.turnBased === true,
    moveHours: t.turnBased === true && typeof t.moveHours === 'number' ? t.moveHours : null,
    ...(typeof t.event === 'string' && { event: t.event }),
  }));
  // The waiting time grows by itself: it is no change of the listing.
  const stable = listed.map(({ waitingSeconds: _w, ...rest }) => rest);
  const version = createHash('sha256').update(JSON.stringify(stable)).digest('base64url').slice(0, 16);
  return { version, tables: listed };
}

export class LobbyList {
  private tables: OpenTable[] = [];
  private readAt = -Infinity;
  private reading: Promise<OpenTable[]> | null = null;
  private readonly waiters = new Set<Waiter>();
  /** Answers made from the latest read, by filter and second: many clients asking cost one answer. */
  private answers: { tables: OpenTable[]; byKey: Map<string, LobbyAnswer> } = { tables: [], byKey: new Map() };
  private ticker: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly refreshMs: number;
  private readonly waitMs: number;
  private readonly now: () => number;

  constructor(private readonly o: LobbyListOptions) {
    this.refreshMs = o.refreshMs ?? 1000;
    this.waitMs = o.waitMs ?? 20_000;
    this.now = o.now ?? Date.now;
  }

  /** The open tables, read again when the last read is older than `maxAgeMs` (the refresh time; one read at a time). */
  async current(maxAgeMs = this.refreshMs): Promise<OpenTable[]> {
    if (this.now() - this.readAt < maxAgeMs) return this.tables;
    return this.read();
  }

  /** The open tables as they are now (a quick match must see the table opened a moment ago). */
  read(): Promise<OpenTable[]> {
    this.reading ??= this.o
      .query()
      .then((rooms) => {
        this.tables = openTables(rooms);
        this.readAt = this.now();
        return this.tables;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }

  /** The listing now (the same answer for every client asking within the same read and second). */
  async list(filter: LobbyFilter): Promise<LobbyAnswer> {
    const tables = await this.current();
    const now = this.now();
    const key = `${filter.game ?? ''}|${filter.seats ?? ''}|${filter.turnBased ?? ''}|${Math.floor(now / 1000)}`;
    if (this.answers.tables !== tables) this.answers = { tables, byKey: new Map() };
    let answer = this.answers.byKey.get(key);
    if (!answer) {
      // One second's answers are kept (the waiting times are whole seconds).
      for (const k of this.answers.byKey.keys()) if (!k.endsWith(`|${Math.floor(now / 1000)}`)) this.answers.byKey.delete(k);
      this.answers.byKey.set(key, (answer = lobbyAnswer(tables, filter, now)));
    }
    return answer;
  }

  /**
   * The listing once it differs from version `after` (at once when it already does), or as it
   * stands after the wait. `gone` ends the wait unanswered (the client hung up).
   */
  async waitFor(filter: LobbyFilter, after: string): Promise<{ answer: Promise<LobbyAnswer>; cancel(): void }> {
    const now = await this.list(filter);
    if (now.version !== after || this.closed) return { answer: Promise.resolve(now), cancel: () => {} };
    let waiter!: Waiter;
    const answer = new Promise<LobbyAnswer>((resolve) => {
      const timer = setTimeout(() => this.settle(waiter, lobbyAnswer(this.tables, filter, this.now())), this.waitMs);
      waiter = { filter, after, answer: resolve, timer };
    });
    this.waiters.add(waiter);
    this.tick();
    return { answer, cancel: () => this.settle(waiter, null) };
  }

  /** Waiting clients are answered as the listing stands (the server is stopping). */
  close(): void {
    this.closed = true;
    for (const w of [...this.waiters]) this.settle(w, lobbyAnswer(this.tables, w.filter, this.now()));
  }

  get waiting(): number {
    return this.waiters.size;
  }

  private settle(w: Waiter, a: LobbyAnswer | null): void {
    if (!this.waiters.delete(w)) return;
    clearTimeout(w.timer);
    if (a) w.answer(a);
    if (this.waiters.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
  }

  /** While anyone waits: one read a refresh time, and each group of waiters with the same filter answered from it. */
  private tick(): void {
    if (this.ticker) return;
    this.ticker = setInterval(() => void this.check(), this.refreshMs);
    this.ticker.unref();
  }

  private async check(): Promise<void> {
    let tables: OpenTable[];
    try {
      tables = await this.read();
    } catch {
      return; // the driver is away (Redis): the waiters keep waiting, their own timers still run
    }
    const now = this.now();
    const answers = new Map<string, LobbyAnswer>();
    for (const w of [...this.waiters]) {
      const key = `${w.filter.game ?? ''}|${w.filter.seats ?? ''}|${w.filter.turnBased ?? ''}`;
      let a = answers.get(key);
      if (!a) answers.set(key, (a = lobbyAnswer(tables, w.filter, now)));
      if (a.version !== w.after) this.settle(w, a);
    }
  }
}
