// What one server process allows an address, a table and a client. The operator sets each limit
// on `serve` and `host`; the defaults sit far above what a household playing together ever needs
// and far below what a stranger needs to exhaust the process. The HTTP edge enforces the limits
// on connections and matchmaking; the room enforces the ones on seats, rejoins and bots.
import type { SeatPlayer } from '../../table/types.js';

export interface ServerLimits {
  /** Open connections (HTTP and WebSocket together) from one address. */
  connectionsPerAddress: number;
  /** Tables one address may open per minute. */
  tablesPerMinutePerAddress: number;
  /** Open tables with server bots that one address may hold at once. */
  botTablesPerAddress: number;
  /** Outstanding seat reservations (joins not yet connected) per table. */
  reservationsPerTable: number;
  /** Of those, held by one address at once: a stranger with the code cannot hold them all. */
  reservationsPerAddress: number;
  /** Watchers per table (admitted or asking the host). */
  watchersPerTable: number;
  /** Of those, from one address (an IPv6 /64), and of the requests waiting for the host at most one. */
  watchersPerAddress: number;
  /** Joins and rejoins of one address per minute, over all tables. */
  joinsPerMinutePerAddress: number;
  /** Rejoins of one seat per minute (a reconnecting client needs a handful). */
  rejoinsPerMinutePerSeat: number;
  /** Joins by code that find nothing (unknown code, bad or expired token), per address per minute. */
  codeGuessesPerMinutePerAddress: number;
  /** Largest matchmaking request body, checked before it is buffered. */
  bodyMaxBytes: number;
  /** HTTP: time for a request's headers, for the whole request, and for an idle kept-alive socket. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  /** Browser origins allowed besides none (requests without an Origin header: every terminal client). */
  allowedOrigins: readonly string[];
  /** Proxies (addresses) whose X-Forwarded-For names the client; none: the socket's address is the client. */
  trustProxy: readonly string[];
  /** A client cannot ask for a shorter bot pause than this. */
  minBotDelayMs: number;
  /** Bot levels a client may choose; null: every level of the game. */
  botLevels: readonly string[] | null;
  /** A running table whose people have all gone is closed after this, and `--resume` skips it. */
  abandonedMinutes: number;
  /** Logs of finished tables are removed after this many days (0: kept). */
  finishedLogDays: number;
  /** The room logs kept on disk together, in bytes: past it the oldest closed tables' go first (0: no cap). */
  roomLogsMaxBytes: number;
  /** `serve --monitor`: wrong passwords one address may try a minute before it must wait. */
  monitorGuessesPerMinute: number;
  /** Public tables (listed in the lobby) one address may hold open at once. */
  publicTablesPerAddress: number;
  /** Lobby listings one address may keep waiting for a change at once (long polls). */
  lobbyWaitsPerAddress: number;
  /** Quick-match requests of one address per minute. */
  quickMatchesPerMinutePerAddress: number;
  /** Keys one account may hold (a terminal's, an SSH key): a link past it is refused. */
  keysPerAccount: number;
  /** Open turn-based tables one account may sit at, plus one per finished turn-based game of the account. */
  turnTablesPerAccount: number;
  /** Names one account may claim in a day (24 hours); an operator's rename is not counted. */
  nameChangesPerAccountPerDay: number;
  /** Names claimed from one address (an IPv6 /64) in a day, over all accounts. */
  namesPerAddressPerDay: number;
  /** Key-proof challenges one address may ask for a minute (each proof needs a fresh one). */
  challengesPerMinutePerAddress: number;
  /** Finished daily games one address may send a minute. */
  dailySubmitsPerMinutePerAddress: number;
  /** Reminders of a turn-based table's deadline one account is sent in a UTC day (turn-clock.ts). */
  remindersPerDay: number;
  /** Days of holiday (clocks paused) one account may take in a UTC month (turn-holidays.ts). */
  holidayDaysPerMonth: number;
  /** Push addresses (ntfy topics, webhooks) one account may hold. */
  pushAddressesPerAccount: number;
  /** Pushes one account may get in an hour; the rest wait. */
  pushesPerHour: number;
  /** Hosts pushes may go to even when they resolve to a private or loopback address (`--notify-allow`). */
  notifyAllow: readonly string[];
}

export const DEFAULT_LIMITS: ServerLimits = {
  connectionsPerAddress: 32,
  tablesPerMinutePerAddress: 6,
  botTablesPerAddress: 3,
  reservationsPerTable: 8,
  reservationsPerAddress: 2,
  watchersPerTable: 16,
  watchersPerAddress: 2,
  joinsPerMinutePerAddress: 60,
  rejoinsPerMinutePerSeat: 12,
  codeGuessesPerMinutePerAddress: 10,
  bodyMaxBytes: 4096,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  idleTimeoutMs: 5_000,
  allowedOrigins: [],
  trustProxy: [],
  minBotDelayMs: 200,
  botLevels: null,
  abandonedMinutes: 10,
  finishedLogDays: 30,
  roomLogsMaxBytes: 1024 * 1024 * 1024,
  monitorGuessesPerMinute: 5,
  publicTablesPerAddress: 2,
  lobbyWaitsPerAddress: 4,
  quickMatchesPerMinutePerAddress: 12,
  keysPerAccount: 8,
  turnTablesPerAccount: 21,
  nameChangesPerAccountPerDay: 3,
  namesPerAddressPerDay: 20,
  challengesPerMinutePerAddress: 120,
  dailySubmitsPerMinutePerAddress: 30,
  remindersPerDay: 10,
  holidayDaysPerMonth: 7,
  pushAddressesPerAccount: 3,
  pushesPerHour: 30,
  notifyAllow: [],
};

/** Server bots that decide off the message loop (worker threads); one instance per process. */
export interface ServerBotSpec {
  /** A registered game's id. */
  game: string;
  level: string;
  seed: string;
  delayMs: number;
  onError: (error: unknown) => void;
  /** Told how long each decision took (the metrics' bot decision time). */
  onDecided?: (ms: number) => void;
  /**
   * After a jester the room may hold a decision until the people have signalled: it calls
   * `decide` once they have (and the pause has passed) and answers true, or answers false when
   * this decision waits for nobody (the pool then times the pause itself).
   */
  awaitSignals?: (decide: () => void) => boolean;
}

export interface ServerBots {
  /**
   * A seat player for a bot at a server table: it hears the seat's updates and decides in a
   * worker, then submits on the loop after `delayMs`. Dispose it when the seat or room goes.
   */
  seat(spec: ServerBotSpec): SeatPlayer & { dispose(): void };
  /** Stops the workers (the server is closing). */
  close(): Promise<void>;
}
