// What a server process is started with and what it hands back: the options of startNetServer
// (server.ts) and the running server's handle. Apart from server.ts because front ends, tests and
// benches name these types without the server's wiring, and the list of options is long enough
// to be read on its own.
import type { AccountService } from '../accounts/account-service.js';
import type { BanList } from '../operator/bans.js';
import type { Bridge } from '../http/client-address.js';
import type { DailyResults } from '../daily/daily-results.js';
import type { TeamEvents, TeamEventsOptions } from '../events/team-events.js';
import type { PuzzleCrowd } from '../puzzles/puzzle-crowd.js';
import type { PuzzleMinerOptions } from '../puzzles/puzzle-miner.js';
import type { EdgeEvent } from '../http/http-edge.js';
import type { Ladder } from '../ladder/ladder.js';
import type { RatingSystem } from '../ladder/rating-system.js';
import type { LobbyTiming } from '../lobby/lobby-http.js';
import type { PushPort } from '../push/push-port.js';
import type { RoomEvent } from './room-services.js';
import type { ServerLimits } from './server-limits.js';
import type { TurnTableActions } from '../turn/turn-port.js';
import type { TurnTables } from '../turn/turn-tables.js';

export interface NetServerOptions {
  port: number;
  /** Interface to listen on: 0.0.0.0 for a LAN, 127.0.0.1 for this machine only. */
  host: string;
  dataDir?: string;
  redisUrl?: string;
  /** Restore the unfinished rooms saved in dataDir (those abandoned longer than the limit are skipped). */
  resume?: boolean;
  /** With `resume`: this table is restored however long it has been abandoned (`host --resume`: the host's own). */
  keepTable?: string;
  logEvent?: (event: RoomEvent | EdgeEvent) => void;
  /** Default pause of the server's bots before they move. */
  botDelayMs?: number;
  /** How long a dropped player keeps the seat (default two minutes; tests shorten it). */
  reconnectSeconds?: number;
  /** With Redis: the address other processes' clients use to reach this one (host:port). */
  publicAddress?: string;
  /** The limits this server enforces; what is not given is DEFAULT_LIMITS. */
  limits?: Partial<ServerLimits>;
  /** Worker threads for the server's bots; 0 (the default here): bots decide on the message loop. */
  botWorkers?: number;
  /** The server runs inside the host's program (`host`): the host's quit closes its tables. */
  embedded?: boolean;
  /** This process's SSH front, which names its players' addresses (../http/client-address.ts). */
  bridge?: Bridge;
  /** The operator's own listener (/metrics, /healthz, the monitor); absent: none. */
  operator?: { host: string; port: number };
  /** With `operator`: Colyseus's monitor panel at /monitor behind this password. */
  monitorPassword?: string;
  /** The accounts' database (a SQLite file or a postgres:// URL); absent: no accounts (an embedded table). */
  database?: string;
  /** With `database`: the seed of a game's daily deal on a UTC day, for the daily field (daily-http.ts); absent: no field. */
  dailySeed?(game: string, day: string): Promise<string>;
  /** With `dailySeed`: how the consented daily games are mined for puzzles (puzzle-miner.ts; its defaults when absent), or false: not at all. */
  puzzleMiner?: PuzzleMinerOptions | false;
  /** The lobby's timing: how often its listing is read, how long a long poll waits (tests shorten them). */
  lobbyTiming?: LobbyTiming;
  /** With `operator` and `database`: the operator's acts (bans, renames, the lobby) behind this token. */
  operatorToken?: string;
  /** How often the bans are read again from the database (other processes' acts); default 3 s. */
  banRefreshMs?: number;
  /** The time the turn-based tables, their clock and the pushes go by (default Date.now; tests run days in a moment). */
  clock?: () => number;
  /** With `database`: what the turn-based clock asks of the tables at a deadline; absent: no clock runs. */
  turnActions?: TurnTableActions;
  /** With `database`: where the turn-based clock's reminders go; absent: nowhere. */
  push?: PushPort;
  /** Lists of `…/tables/mine` one address may ask a minute (default 30; the load bench, all on loopback, raises it). */
  turnListsPerMinute?: number;
  /** How often the turn-based clock sweeps (default 10 s). */
  turnSweepMs?: number;
  /** With `database`: the ladder's rating system; absent: Glicko-2 from its library. */
  ratingSystem?: RatingSystem;
  /** Ladder requests one address may make a minute (default 60). */
  ladderPerMinute?: number;
  /** With `database`: the weekly team events' clock (default `clock`, else Date.now; tests move to another week). */
  eventClock?: () => number;
  /** With `database`: how a week's deal's ceiling is proven (default: the game's solver on a worker thread). */
  proveCeiling?: TeamEventsOptions['prove'];
}

export interface NetServer {
  port: number;
  /** The operator listener's port, when there is one. */
  operatorPort?: number;
  /** Codes of the rooms restored from the data folder. */
  restored: string[];
  /** The bans as this process holds them (with a database): the SSH front checks its connections against them. */
  bans?: BanList;
  /** The accounts this server keeps (with `database`): the SSH front's menu acts on them in-process. */
  accounts?: AccountService;
  /** The daily field's results (with accounts and a daily seed): the SSH front submits its sessions' daily games here. */
  daily?: DailyResults;
  /** With accounts: the turn-based tables' rows and what the clock asks of them (turn-clock.ts sweeps with these). */
  turn?: { tables: TurnTables; actions: TurnTableActions };
  /** The Thronfolge ladder (with accounts and its rating library): the SSH front reads it in-process. */
  ladder?: Ladder;
  /** The weekly team events (with accounts). */
  events?: TeamEvents;
  /** The puzzles' crowd (with accounts): the SSH front counts its sessions' first attempts in-process. */
  puzzles?: PuzzleCrowd;
  /**
   * Drains and stops: refuses newcomers, lets every table finish its last write and closes it.
   * Clients of a table its host closed are told so (4100); all others that the server is
   * stopping (4101), and keep trying to come back (to a `--resume`).
   */
  close(): Promise<void>;
}
