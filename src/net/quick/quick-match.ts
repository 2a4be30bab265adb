// Quick match: a player is sent to the oldest open public table that fits what they asked (game,
// and seats, variants and language when given), or a table is opened for them with their own
// create options, as if they had hosted it. Requests are decided one batch at a time, from one
// read of the listing, each in turn through the ledger (quick-ledger.ts: memory, or Redis across
// processes): a seat handed out is counted until its player has had the time to take it (the
// listing learns of it only when they join), so a table is not promised twice; and a table being
// opened is promised to the next player asking for the same, so that two players asking at once
// end at one table. Nobody's answer waits for another player's table to open.
import type { OpenTable } from '../lobby/lobby-list.js';
import { type Decision, MemoryQuickLedger, type QuickLedger } from './quick-ledger.js';

export interface QuickRequest {
  game: string;
  seats?: number;
  variants?: string[];
  lang?: string;
  /** The create options the client would host with (its hostKey, name…). */
  create: Record<string, unknown>;
  /** Who asked (the edge's answer): the table it opens counts against this address. */
  address: string;
  /** The asker's Thronfolge rating, when known: among the tables that fit, the closest rating within the window is preferred. */
  rating?: number;
}

export interface QuickAnswer {
  code: string;
  /** True: the table was opened for this client, who joins it with its hostKey as seat 1. */
  host: boolean;
}

/** The table a request would open: what the next player asking must fit to be sent there. */
export type PlannedTable = Pick<OpenTable, 'game' | 'seats' | 'variants' | 'lang'>;

export interface QuickMatchOptions {
  /** The open public tables as they are now, oldest first. */
  read(): Promise<OpenTable[]>;
  /** Opens a public table for the request (its quotas counted); its code, or a thrown refusal. */
  open(request: QuickRequest): Promise<string>;
  /** The table `open(request)` would open, or null when its options are refused (the open says why). */
  planned(request: QuickRequest): PlannedTable | null;
  /** Where seats promised and tables being opened are counted (Redis: across processes); default: this process's memory. */
  ledger?: QuickLedger;
  /** How long a seat handed out is kept for its player (Colyseus's seat reservation time). */
  holdMs?: number;
  /** How long a player sent to a table being opened waits for its code before asking again. */
  openWaitMs?: number;
  now?: () => number;
}

interface Pending {
  request: QuickRequest;
  resolve(a: QuickAnswer): void;
  reject(e: unknown): void;
}

/** How far apart two ratings may be for a table to be preferred, at once… */
export const RATING_WINDOW = 150;
/** …and how much wider the window grows for each second the table's player has waited (a minute: 450 more). */
export const RATING_WINDOW_PER_SECOND = 7.5;

/** The rating window of a table whose player has waited `waitedMs`. */
export const ratingWindow = (waitedMs: number): number => RATING_WINDOW + (RATING_WINDOW_PER_SECOND * Math.max(0, waitedMs)) / 1000;

/**
 * The table a rated player is sent to among those that fit (oldest first): the one whose waiting
 * player's rating is closest to theirs, among those within its window (which widens with the
 * wait); none within: the oldest, as for anyone. Without the asker's rating: the oldest.
 */
export function preferredTable(fitting: readonly OpenTable[], rating: number | undefined, now: number): OpenTable | undefined {
  if (rating === undefined) return fitting[0];
  let best: { t: OpenTable; gap: number } | undefined;
  for (const t of fitting) {
    if (typeof t.rating !== 'number') continue;
    const gap = Math.abs(t.rating - rating);
    if (gap <= ratingWindow(now - t.openedAt) && (!best || gap < best.gap)) best = { t, gap };
  }
  return best?.t ?? fitting[0];
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** Does this open table fit what the player asked for? */
export function fits(t: OpenTable, r: Pick<QuickRequest, 'game' | 'seats' | 'variants' | 'lang'>): boolean {
  // A turn-based table is for accounts who chose one, never a quick match's.
  if (t.game !== r.game || t.turnBased === true) return false;
  if (r.seats !== undefined && t.seats !== r.seats) return false;
  if (r.variants !== undefined && !sameSet(Array.isArray(t.variants) ? t.variants : [], r.variants)) return false;
  return r.lang === undefined || t.lang === r.lang;
}

/** How many listed tables one decision offers the ledger (the preferred first). */
const CANDIDATES = 16;

/** The key of a planned table: players planning the same table are sent to one. */
export const slotOf = (t: PlannedTable): string => JSON.stringify([t.game, t.seats, [...(Array.isArray(t.variants) ? t.variants : [])].map(String).sort(), t.lang ?? null]);

export class QuickMatcher {
  private readonly queue: Pending[] = [];
  private running = false;
  private readonly holdMs: number;
  private readonly openWaitMs: number;
  private readonly now: () => number;
  private readonly ledger: QuickLedger;
  /** Tables this process opened a moment ago, until the listing shows them (a room's metadata comes a little after its code). */
  private readonly recent = new Map<string, { table: OpenTable; until: number }>();
  /**
   * Tables the ledger found with every seat promised (their players not yet seated, so the listing
   * still shows a seat), until a promise would have lapsed: left out of the candidates, or a burst
   * of requests would keep offering the same oldest tables and open a table each.
   */
  private readonly full = new Map<string, number>();
  private readonly views = new WeakMap<readonly OpenTable[], BatchView>();

  constructor(private readonly o: QuickMatchOptions) {
    this.holdMs = o.holdMs ?? 15_000;
    this.openWaitMs = o.openWaitMs ?? 10_000;
    this.now = o.now ?? Date.now;
    this.ledger = o.ledger ?? new MemoryQuickLedger(this.now);
  }

  ask(request: QuickRequest): Promise<QuickAnswer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      void this.run();
    });
  }

  /** Requests waiting for their turn. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * One batch at a time, from one read of the listing: each request's decision is taken in turn
   * (the ledger sees them in order), but nobody waits for another's table to be opened: a table
   * being opened is promised to the next player asking the same while it opens.
   */
  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        let tables: OpenTable[];
        try {
          tables = await this.o.read();
        } catch (e) {
          for (const p of batch) p.reject(e);
          continue;
        }
        // One view per read (batches share a read that is recent enough: lobby-http's QUICK_READ_MS).
        let view = this.views.get(tables);
        if (!view) this.views.set(tables, (view = new BatchView(tables)));
        this.prune(view);
        const decisions = batch.map((p) => this.decide(p.request, view));
        // The decisions are sent in order; the batch is done once each is taken (not its table opened).
        await Promise.all(
          decisions.map((d, i) =>
            d.then(
              ({ answer }) =>
                void answer.then(
                  (a) => batch[i].resolve(a),
                  (e: unknown) => batch[i].reject(e),
                ),
              (e: unknown) => batch[i].reject(e),
            ),
          ),
        );
      }
    } finally {
      this.running = false;
    }
  }

  /** The ledger's decision for one request (taken in order), and the answer it leads to (maybe later: boxed, so as not to be awaited with it). */
  /** Once a batch: recent tables the listing now shows, or whose time is over, and lapsed full marks, are forgotten. */
  private prune(view: BatchView): void {
    const now = this.now();
    for (const [code, r] of this.recent) if (r.until <= now || view.lists(code)) this.recent.delete(code);
    for (const [code, until] of this.full) if (until <= now) this.full.delete(code);
  }

  /**
   * The tables offered to the ledger for a request, the preferred first: the listed tables that fit,
   * then the recent ones, leaving out full ones. Without a rating the preferred table is the oldest,
   * so the scan stops at CANDIDATES (a burst of players would otherwise scan every table each).
   */
  private candidates(request: QuickRequest, view: BatchView): OpenTable[] {
    const open = (t: OpenTable): boolean => t.taken < t.seats && !this.full.has(t.code);
    if (request.rating === undefined) {
      const found: OpenTable[] = [];
      for (const t of view.fitting(request)) if (open(t) && found.push(t) === CANDIDATES) return found;
      for (const { table: t } of this.recent.values()) if (fits(t, request) && open(t) && found.push(t) === CANDIDATES) return found;
      return found;
    }
    const fitting = [...view.fitting(request).filter(open), ...[...this.recent.values()].map((r) => r.table).filter((t) => fits(t, request) && open(t))];
    const first = preferredTable(fitting, request.rating, this.now());
    return first ? [first, ...fitting.filter((t) => t !== first)].slice(0, CANDIDATES) : [];
  }

  private async decide(request: QuickRequest, view: BatchView): Promise<{ answer: Promise<QuickAnswer> }> {
    const candidates = this.candidates(request, view).map((t) => ({ code: t.code, seats: t.seats, taken: t.taken }));
    const planned = this.o.planned(request);
    if (!planned) return { answer: candidates.length > 0 ? this.decided(await this.ledger.decide(candidates, '', 0, this.holdMs), request, '') : this.openAlone(request) };
    const slot = slotOf(planned);
    return { answer: this.decided(await this.ledger.decide(candidates, slot, planned.seats, this.holdMs), request, slot, planned) };
  }

  private decided(d: Decision, request: QuickRequest, slot: string, planned?: PlannedTable): Promise<QuickAnswer> {
    const until = this.now() + this.holdMs;
    for (const code of d.full ?? []) this.full.set(code, until);
    if ('seat' in d) return Promise.resolve({ code: d.seat, host: false });
    if ('joining' in d) return this.joining(d.joining, request);
    return this.openFor(d.open, slot, request, planned);
  }

  /** Nothing fits and the request plans no table others could be sent to: it opens its own. */
  private openAlone(request: QuickRequest): Promise<QuickAnswer> {
    return this.o.open(request).then((code) => ({ code, host: true }));
  }

  /** This player opens the table; the players sent to it meanwhile are told its code (or that it failed). */
  private async openFor(token: string, slot: string, request: QuickRequest, planned?: PlannedTable): Promise<QuickAnswer> {
    let code: string | null = null;
    try {
      code = await this.o.open(request);
    } finally {
      await this.ledger.opened(token, slot, code, this.holdMs).catch(() => {});
    }
    // A candidate only once the ledger holds its promised seats: before that, a player seated
    // from here would be counted by nobody, beside those sent to it while it opened.
    const now = this.now();
    if (planned) this.recent.set(code, { table: { ...planned, code, public: true, taken: 1, host: '', openedAt: now, started: false, closed: false }, until: now + this.holdMs });
    return { code, host: true };
  }

  /** Sent to a table being opened: its code once it is open; if it could not be, the player asks again. */
  private async joining(token: string, request: QuickRequest): Promise<QuickAnswer> {
    const code = await this.ledger.codeOf(token, this.openWaitMs);
    return code === null ? this.ask(request) : { code, host: false };
  }
}

/**
 * One read of the listing, with what every decision from it asks worked out once: the listed codes, and the tables that fit each kind of request. A burst of players asking
 * for the same kind of table filtered the whole listing once each (issue 29's quick-match figure).
 */
class BatchView {
  private codes: Set<string> | null = null;
  private readonly byShape = new Map<string, OpenTable[]>();

  constructor(private readonly tables: readonly OpenTable[]) {}

  lists(code: string): boolean {
    this.codes ??= new Set(this.tables.map((t) => t.code));
    return this.codes.has(code);
  }

  /** The listed tables that fit the request, oldest first (the same array for every request of its kind). */
  fitting(r: QuickRequest): readonly OpenTable[] {
    const shape = JSON.stringify([r.game, r.seats ?? null, r.variants === undefined ? null : [...r.variants].sort(), r.lang ?? null]);
    let fitting = this.byShape.get(shape);
    if (!fitting) this.byShape.set(shape, (fitting = this.tables.filter((t) => fits(t, r))));
    return fitting;
  }
}
