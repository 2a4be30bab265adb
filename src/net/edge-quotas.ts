// What the HTTP edge of one server process counts per address and per table, against the
// operator's limits: connections held open, tables opened per minute, open tables with server
// bots, joins per minute, joins by code that found nothing, and seat reservations waiting for
// their WebSocket.
import { OpenCount, PerMinuteQuota } from './quotas.js';
import type { ServerLimits } from './server-limits.js';

/** How long Colyseus keeps a reservation for its WebSocket (its default, or its environment setting). */
const RESERVATION_SECONDS = Number(process.env.COLYSEUS_SEAT_RESERVATION_TIME || 15);

export class EdgeQuotas {
  readonly connections: OpenCount;
  readonly tables: PerMinuteQuota;
  readonly joins: PerMinuteQuota;
  readonly guesses: PerMinuteQuota;
  private readonly botTables: OpenCount;
  /** Tables opened through this edge with server bots: code → the address that opened it. */
  private readonly botTableOwners = new Map<string, string>();
  /** Reservations not yet taken up by a WebSocket: code → session ids. */
  private readonly reservations = new Map<string, Map<string, NodeJS.Timeout>>();

  constructor(private readonly limits: ServerLimits) {
    this.connections = new OpenCount(limits.connectionsPerAddress);
    this.tables = new PerMinuteQuota(limits.tablesPerMinutePerAddress);
    this.joins = new PerMinuteQuota(limits.joinsPerMinutePerAddress);
    this.guesses = new PerMinuteQuota(limits.codeGuessesPerMinutePerAddress);
    this.botTables = new OpenCount(limits.botTablesPerAddress);
  }

  /** Counts a table with server bots for `address` before it opens: false at the limit. */
  openBotTable(address: string): boolean {
    return this.botTables.open(address);
  }

  /** The table opened (or failed to: `code` null); a bot table is counted until it closes. */
  botTableOpened(address: string, code: string | null): void {
    if (code === null) this.botTables.close(address);
    else this.botTableOwners.set(code, address);
  }

  /** A table closed (disposed): its address may open another bot table. Idempotent. */
  tableClosed(code: string): void {
    const owner = this.botTableOwners.get(code);
    if (owner !== undefined) {
      this.botTableOwners.delete(code);
      this.botTables.close(owner);
    }
    for (const timer of this.reservations.get(code)?.values() ?? []) clearTimeout(timer);
    this.reservations.delete(code);
  }

  /** Whether `code` can take one more reservation now. */
  reservationRoom(code: string): boolean {
    return (this.reservations.get(code)?.size ?? 0) < this.limits.reservationsPerTable;
  }

  reserved(code: string, sessionId: string): void {
    const waiting = this.reservations.get(code) ?? new Map<string, NodeJS.Timeout>();
    this.reservations.set(code, waiting);
    const timer = setTimeout(() => this.reservationUsed(code, sessionId), RESERVATION_SECONDS * 1000);
    timer.unref();
    waiting.set(sessionId, timer);
  }

  /** The reservation's WebSocket arrived (or its time ran out). */
  reservationUsed(code: string, sessionId: string): void {
    const waiting = this.reservations.get(code);
    const timer = waiting?.get(sessionId);
    if (!waiting || timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(sessionId);
    if (waiting.size === 0) this.reservations.delete(code);
  }
}
