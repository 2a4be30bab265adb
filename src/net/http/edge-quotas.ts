// What the HTTP edge of one server process counts per address and per table, against the
// operator's limits: connections held open, tables opened per minute, open tables with server
// bots, joins per minute, joins by code that found nothing, open public tables, lobby listings
// waiting for a change, and quick matches per minute. (Seat reservations per table are
// bounded by the room itself, which locks while they are at the limit.) An IPv6 /64 counts as one
// address (address-prefix.ts).
import { addressKey } from './address-prefix.js';
import { OpenCount, PerMinuteQuota } from './quotas.js';
import type { ServerLimits } from '../server/server-limits.js';

export class EdgeQuotas {
  readonly connections: OpenCount;
  readonly tables: PerMinuteQuota;
  readonly joins: PerMinuteQuota;
  readonly guesses: PerMinuteQuota;
  /** Lobby listings waiting for a change (long polls), per address. */
  readonly lobbyWaits: OpenCount;
  readonly quickMatches: PerMinuteQuota;
  private readonly botTables: OpenCount;
  private readonly publicTables: OpenCount;
  /** Open public tables, counted against their owner until they close. */
  private readonly publicTableCodes = new Set<string>();
  /** Open tables opened through this edge: code → the address that opened it. */
  private readonly owners = new Map<string, string>();
  /** Open tables with server bots, counted against their owner. */
  private readonly botTableCodes = new Set<string>();

  constructor(limits: ServerLimits) {
    const now = (): number => performance.now();
    this.connections = new OpenCount(limits.connectionsPerAddress, addressKey);
    this.tables = new PerMinuteQuota(limits.tablesPerMinutePerAddress, now, addressKey);
    this.joins = new PerMinuteQuota(limits.joinsPerMinutePerAddress, now, addressKey);
    this.guesses = new PerMinuteQuota(limits.codeGuessesPerMinutePerAddress, now, addressKey);
    this.botTables = new OpenCount(limits.botTablesPerAddress, addressKey);
    this.publicTables = new OpenCount(limits.publicTablesPerAddress, addressKey);
    this.lobbyWaits = new OpenCount(limits.lobbyWaitsPerAddress, addressKey);
    this.quickMatches = new PerMinuteQuota(limits.quickMatchesPerMinutePerAddress, now, addressKey);
  }

  /** Counts a public table for `address` before it opens: false at the limit. */
  openPublicTable(address: string): boolean {
    return this.publicTables.open(address);
  }

  /** The public table counted by `openPublicTable` opened as `code` (or failed to: null). */
  publicTableOpened(address: string, code: string | null): void {
    if (code === null) this.publicTables.close(address);
    else this.publicTableCodes.add(code);
  }

  /** Counts a table with server bots for `address` before it opens: false at the limit. */
  openBotTable(address: string): boolean {
    return this.botTables.open(address);
  }

  /** The bot table counted by `openBotTable` opened as `code` (or failed to: null). */
  botTableOpened(address: string, code: string | null): void {
    if (code === null) this.botTables.close(address);
    else this.botTableCodes.add(code);
  }

  /** A table opened from `address`: it is that address's until it closes. */
  tableOpened(code: string, address: string): void {
    this.owners.set(code, address);
  }

  /**
   * A table is about to get its first server bot after it opened (a start that fills empty
   * seats, a takeover): it counts against its owner's bot tables from now on; false when the
   * owner holds as many as it may. A table this edge did not open (restored) is not counted.
   */
  botsJoining(code: string): boolean {
    const owner = this.owners.get(code);
    if (owner === undefined || this.botTableCodes.has(code)) return true;
    if (!this.botTables.open(owner)) return false;
    this.botTableCodes.add(code);
    return true;
  }

  /** The address that opened `code`, while it is open here. */
  ownerOf(code: string): string | undefined {
    return this.owners.get(code);
  }

  /**
   * A table came back in this process (a restart's --resume, a takeover from another process)
   * with the address that opened it: it is that address's again, and with server bots it counts
   * among its bot tables even past the limit (it is already open; the next one is refused).
   */
  tableRestored(code: string, owner: string | null, withBots: boolean): void {
    if (owner === null || this.owners.has(code)) return;
    this.owners.set(code, owner);
    if (!withBots) return;
    this.botTables.add(owner);
    this.botTableCodes.add(code);
  }

  /** A table closed (disposed): its address may open another bot table. Idempotent. */
  tableClosed(code: string): void {
    const owner = this.owners.get(code);
    this.owners.delete(code);
    if (owner !== undefined && this.botTableCodes.delete(code)) this.botTables.close(owner);
    if (owner !== undefined && this.publicTableCodes.delete(code)) this.publicTables.close(owner);
  }
}
