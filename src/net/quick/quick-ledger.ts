// What the quick match promises, kept where every process that matches sees it: the seats handed
// out at open tables and not yet taken, and the tables being opened right now for a player, which
// the next player asking for the same table is sent to (one table for two players asking at once,
// however far apart their processes). Each decision is one step: the first candidate table with
// a seat left gets the seat; none: the table being opened for the same request gets the player;
// none either: the player opens it. In one process the ledger is memory; with Redis, one Lua
// script (redis-quick-ledger.ts), so that two processes deciding at once never both open.

/** An open table the listing shows, as the ledger counts it. */
export interface Candidate {
  code: string;
  seats: number;
  /** Seats the listing says are taken (people, bots, the creator to come). */
  taken: number;
}

/**
 * The ledger's answer: a seat at a listed table, a seat at a table being opened (by `token`), or:
 * open it. `full` names the candidates it passed over because every seat is promised, which the
 * listing does not show until their players sit: the matcher offers them no more for a while, so
 * the tables behind them (younger than the oldest 16) are reached.
 */
export type Decision = ({ seat: string } | { joining: string } | { open: string }) & { full?: string[] };

export interface QuickLedger {
  /**
   * One atomic step: a seat at the first candidate with one left (counted for `holdMs`); else a
   * seat at the table being opened under `slot` (a table of `seats`); else this player opens it.
   */
  decide(candidates: Candidate[], slot: string, seats: number, holdMs: number): Promise<Decision>;
  /** The table opened under `token` has its code (or null: it could not be opened); its players are told. */
  opened(token: string, slot: string, code: string | null, holdMs: number): Promise<void>;
  /** The code of the table opened under `token` once it has one; null when it failed or took too long. */
  codeOf(token: string, waitMs: number): Promise<string | null>;
  close?(): Promise<void>;
}

interface Opening {
  token: string;
  seats: number;
  /** Seats not yet promised (the opener's is). */
  free: number;
  waiting: ((code: string | null) => void)[];
}

/** The ledger of one process: memory, each step whole before the next (the loop runs one at a time). */
export class MemoryQuickLedger implements QuickLedger {
  /** Seats handed out and not yet seen taken: code → the seats taken counting them, and until when. */
  private readonly held = new Map<string, { taken: number; until: number }>();
  /** Tables being opened, by the slot (the table asked for) and by their token. */
  private readonly slots = new Map<string, Opening>();
  private readonly tokens = new Map<string, Opening>();
  private next = 0;

  constructor(private readonly now: () => number = Date.now) {}

  decide(candidates: Candidate[], slot: string, seats: number, holdMs: number): Promise<Decision> {
    const now = this.now();
    for (const [code, h] of this.held) if (h.until <= now) this.held.delete(code);
    const full: string[] = [];
    for (const c of candidates) {
      const h = this.held.get(c.code);
      const taken = h ? Math.max(c.taken, h.taken) : c.taken;
      if (taken >= c.seats) {
        full.push(c.code);
        continue;
      }
      this.held.set(c.code, { taken: taken + 1, until: now + holdMs });
      return Promise.resolve({ seat: c.code, full });
    }
    const opening = this.slots.get(slot);
    if (opening && opening.free > 0) {
      opening.free--;
      if (opening.free === 0) this.slots.delete(slot);
      return Promise.resolve({ joining: opening.token, full });
    }
    const token = `local-${++this.next}`;
    const fresh: Opening = { token, seats, free: seats - 1, waiting: [] };
    this.tokens.set(token, fresh);
    if (fresh.free > 0) this.slots.set(slot, fresh);
    return Promise.resolve({ open: token, full });
  }

  opened(token: string, slot: string, code: string | null, holdMs: number): Promise<void> {
    const opening = this.tokens.get(token);
    if (!opening) return Promise.resolve();
    this.tokens.delete(token);
    if (this.slots.get(slot) === opening) this.slots.delete(slot);
    // From now on the table is a candidate like any other: its promised seats are held, beside
    // any held from a listing that showed it before this step (its room is listed as it is made).
    if (code !== null) {
      const now = this.now();
      const early = this.held.get(code);
      this.held.set(code, { taken: (early && early.until > now ? early.taken : 0) + seatsPromised(opening), until: now + holdMs });
    }
    for (const tell of opening.waiting) tell(code);
    return Promise.resolve();
  }

  codeOf(token: string, waitMs: number): Promise<string | null> {
    const opening = this.tokens.get(token);
    if (!opening) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), waitMs);
      timer.unref();
      opening.waiting.push((code) => {
        clearTimeout(timer);
        resolve(code);
      });
    });
  }
}

/** The seats of an opening promised so far: its opener's and each player sent to it. */
const seatsPromised = (o: Opening): number => o.seats - o.free;
