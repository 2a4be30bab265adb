// Quick match in one process: a player is sent to the oldest open public table that fits what
// they asked (game, and seats, variants and language when given), or a table is opened for them
// with their own create options, as if they had hosted it. Requests are served one batch at a
// time, from one fresh read of the listing, so two players asking at once end at one table rather
// than each opening their own; a seat handed out is counted until its player has had the time
// to take it (the listing learns of it only when they join), so a table is not promised twice.
import type { OpenTable } from './lobby-list.js';

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

export interface QuickMatchOptions {
  /** The open public tables as they are now, oldest first. */
  read(): Promise<OpenTable[]>;
  /** Opens a public table for the request (its quotas counted); its code, or a thrown refusal. */
  open(request: QuickRequest): Promise<string>;
  /** A table opened a moment ago as the listing has it, or null when it is already gone. */
  describe(code: string): Promise<OpenTable | null>;
  /** How long a seat handed out is kept for its player (Colyseus's seat reservation time). */
  holdMs?: number;
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

export class QuickMatcher {
  private readonly queue: Pending[] = [];
  private running = false;
  /** Seats handed out and not yet seen taken: code → the seats taken counting them, and until when they count. */
  private readonly held = new Map<string, { taken: number; until: number }>();
  private readonly holdMs: number;
  private readonly now: () => number;

  constructor(private readonly o: QuickMatchOptions) {
    this.holdMs = o.holdMs ?? 15_000;
    this.now = o.now ?? Date.now;
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

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        let tables: OpenTable[];
        try {
          tables = (await this.o.read()).map((t) => ({ ...t }));
        } catch (e) {
          for (const p of batch) p.reject(e);
          continue;
        }
        this.forgetExpired();
        for (const p of batch) {
          try {
            p.resolve(await this.seat(p.request, tables));
          } catch (e) {
            p.reject(e);
          }
        }
      }
    } finally {
      this.running = false;
    }
  }

  private takenOf(t: OpenTable): number {
    const h = this.held.get(t.code);
    return h && h.until > this.now() ? Math.max(t.taken, h.taken) : t.taken;
  }

  private async seat(request: QuickRequest, tables: OpenTable[]): Promise<QuickAnswer> {
    const fit = preferredTable(
      tables.filter((t) => fits(t, request) && this.takenOf(t) < t.seats),
      request.rating,
      this.now(),
    );
    if (fit) {
      this.held.set(fit.code, { taken: this.takenOf(fit) + 1, until: this.now() + this.holdMs });
      return { code: fit.code, host: false };
    }
    const code = await this.o.open(request);
    // The newest table goes last: the next player of this batch finds it (its seat 1 is its creator's).
    const opened = await this.o.describe(code).catch(() => null);
    if (opened) tables.push({ ...opened });
    return { code, host: true };
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [code, h] of this.held) if (h.until <= now) this.held.delete(code);
  }
}
