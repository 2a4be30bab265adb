// A public table's entry in the lobby: the room's Colyseus metadata, kept up to date while it
// waits for players (seats taken and left, the host's name), so that any process sharing the
// driver (Redis) can list it with `matchMaker.query`. A table that started, filled or is closing
// says so and drops out of the listing; an operator's `unlisted: true` (set through
// `remoteRoomCall(code, 'setMetadata', …)`) is never written over: the room writes only its own
// fields, and Colyseus merges them into the metadata.
import type { TableState } from './room-setup.js';

/** A public table's metadata, as the room writes it. */
export interface TableMetadata {
  public: true;
  game: string;
  seats: number;
  /** Seats not free: people (here or coming back), bots, and seat 1 while its creator has not come yet. */
  taken: number;
  variants: string[];
  lang: string | null;
  /** The host seat's name (the creator's asked-for name until they sit down). */
  host: string;
  openedAt: number;
  started: boolean;
  /** The host closed the table: it goes in a moment. */
  closed: boolean;
  /** A turn-based table (issue 30), and its hours per move (null: a live table); the room always writes both (absent: a process from before). */
  turnBased?: boolean;
  moveHours?: number | null;
  /** A team event's table: the ISO week whose deal it plays (absent: any other table). */
  event?: string;
  /** The waiting player's Thronfolge rating, when the table knows it (quick match prefers close ratings). */
  rating?: number;
}

/** The metadata a listed table may carry besides the room's own: the operator's removal. */
export type ListedMetadata = TableMetadata & { unlisted?: boolean };

/** Seats that are not free for a newcomer (the roster's own rule: seat 1 waits for its creator). */
export function takenSeats(s: TableState): number {
  const { seats, creatorPending } = s.roster.state;
  return seats.filter((x) => x.bot || x.present || x.tokenHash !== '' || (x.seat === 1 && creatorPending)).length;
}

/** The metadata of a public table now, or null for a private one. */
export function metadataOf(s: TableState, closing: boolean): TableMetadata | null {
  const p = s.publicTable;
  if (!p) return null;
  const host = s.roster.hostSeat;
  const seated = host === null ? '' : s.roster.seats[host - 1].name;
  const variants = (s.table.log.options as { variants?: unknown }).variants;
  return {
    public: true,
    game: s.net.id,
    seats: s.roster.seats.length,
    taken: takenSeats(s),
    variants: Array.isArray(variants) ? variants.map(String) : [],
    lang: p.lang,
    host: seated || p.creatorName,
    openedAt: p.openedAt,
    started: s.started || s.over,
    closed: closing,
    turnBased: s.turn !== null,
    moveHours: s.turn ? s.turn.moveMs / 3_600_000 : null,
    ...(s.event && { event: s.event.week }),
  };
}

/** True when a room's metadata is a public table that is waiting for players and may be listed. */
export function isListed(meta: unknown): meta is ListedMetadata {
  if (meta === null || typeof meta !== 'object') return false;
  const m = meta as Partial<ListedMetadata>;
  return (
    m.public === true &&
    m.unlisted !== true &&
    m.started !== true &&
    m.closed !== true &&
    typeof m.game === 'string' &&
    typeof m.seats === 'number' &&
    typeof m.taken === 'number' &&
    m.taken < m.seats &&
    typeof m.openedAt === 'number'
  );
}

/**
 * Writes a public table's metadata when it changed (a seat taken or left, the start, the close),
 * never more: with Redis each write is a round trip.
 */
export class RoomListing {
  private last = '';

  constructor(
    private readonly state: () => TableState,
    private readonly closing: () => boolean,
    private readonly setMetadata: (meta: TableMetadata) => Promise<unknown>,
  ) {}

  update(): void {
    const meta = metadataOf(this.state(), this.closing());
    if (!meta) return;
    const key = JSON.stringify(meta);
    if (key === this.last) return;
    this.last = key;
    // A failed write (Redis away) is tried again with the next change; the lobby is a convenience.
    void this.setMetadata(meta).catch(() => (this.last = ''));
  }
}
