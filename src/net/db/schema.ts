// The tables of a server's database, as Kysely sees them. Times are milliseconds since the epoch
// (a bigint column: PostgreSQL's driver is told to read it as a number, see postgres.ts); ids are
// random text, so neither dialect's own sequences are needed.
import type { ColumnType, Generated } from 'kysely';

export interface AccountsTable {
  id: string;
  created_at: number;
}

/** A public key that proved itself for an account: a terminal's ed25519 key or an SSH key. */
export interface AccountKeysTable {
  /** `SHA256:…` of the key's SSH wire form, as OpenSSH prints it. */
  fingerprint: string;
  account_id: string;
  /** 'ed25519' (a terminal's own key) or 'ssh' (a key offered over SSH). */
  kind: string;
  /** The public key: SPKI PEM for a terminal's key, the OpenSSH line for an SSH key. */
  public_key: string;
  added_at: number;
}

/** The one name an account holds on this server; `folded` is what two names are compared by. */
export interface AccountNamesTable {
  account_id: string;
  name: string;
  folded: string;
  claimed_at: number;
}

/** A short one-time code shown on one terminal and typed on another to add its key. */
export interface LinkCodesTable {
  code: string;
  account_id: string;
  expires_at: number;
}

/** A challenge handed out for a key proof: single use (the row is taken), short-lived, for one address. */
export interface LoginChallengesTable {
  challenge: string;
  address: string;
  expires_at: number;
}

/** What an operator did (ban, rename, remove a table): who, when, to whom. */
export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  act: string;
  account_id: string | null;
  /** JSON of the act's parameters. */
  detail: string;
}

/** An operator's ban: a key (`kind` 'key', its fingerprint) or an address ('address': addressKey's text, or a range `net/bits`). */
export interface BansTable {
  kind: string;
  target: string;
  reason: string;
  at: number;
}

/** A name claimed: counted per account and per address over a day. `account_id` is emptied when the account is deleted. */
export interface NameClaimsTable {
  id: string;
  account_id: string | null;
  /** addressKey of the claimant's address (an IPv6 /64). */
  address: string;
  at: number;
}

/**
 * A finished daily game an account sent: `standing` 'ranked' (in the field), 'practice' (hints or
 * undo: counted apart) or 'apart' (never ranked; `reason` says why). `first` is 1 for the
 * account's first game of that day (at most one row), 0 for any later one.
 */
export interface DailyResultsTable {
  id: string;
  game: string;
  /** The server's UTC day, YYYY-MM-DD. */
  day: string;
  account_id: string;
  submitted_at: number;
  first: number;
  standing: string;
  reason: string | null;
  /** 1 won, 0 not. */
  won: number;
  /** What the field ranks by, higher better: the enemies defeated, or the points of a duel. */
  score: number;
  /** Where the game was lost (a card in notation), or null. */
  fell_at: string | null;
  moves: number;
  /** The log as sent (JSON text; never shown unescaped). */
  log: string;
}

/**
 * How many results of a day are in one bucket of its field: kept by triggers on daily_results
 * (migration 0011) as rows are written, changed and deleted. `standing` 'ranked' or 'practice';
 * `fell_at` '' when the game fell nowhere (a key column cannot be null). A bucket emptied stays
 * with 0 players.
 */
export interface DailyCountsTable {
  game: string;
  day: string;
  standing: string;
  score: number;
  won: number;
  fell_at: string;
  players: number;
}

/**
 * A turn-based table between visits (issue 30). `status`: 'waiting' (seats still free), 'playing',
 * 'over' (the game ended), 'ended' (the clock ended it with no result; `outcome` says how).
 * `log` is the whole room log (RoomLog JSON, the seed inside): never sent to a client as is.
 * `holder`/`held_until`: the process whose live room holds the table, and until when its lease
 * runs. `clock_claim`/`clock_claim_until`: the process acting on this table's deadline.
 * `on_timeout`: 'bot' | 'wait' | 'end' (a Regicide table), 'lose' (a duel).
 */
export interface TurnTablesTable {
  code: string;
  game: string;
  seats: number;
  status: string;
  move_ms: number;
  on_timeout: string;
  to_move: number | null;
  turn_started_at: number | null;
  deadline: number | null;
  reminded_at: number | null;
  moves: number;
  log: string;
  holder: string | null;
  held_until: number | null;
  clock_claim: string | null;
  clock_claim_until: number | null;
  outcome: string | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** A seat at a turn-based table: its account (null while free), how far its player has looked, and a paused clock. */
export interface TurnSeatsTable {
  code: string;
  seat: number;
  account_id: string | null;
  seen_moves: number;
  paused_until: number | null;
  /** 1 once the seat's player has the finished game's end (at the table, or fetched later); a finished table is listed until then. */
  result_seen: ColumnType<number, number | undefined, number>;
}

/** The days of a month (YYYY-MM, the server's UTC) an account paused its clocks. */
export interface TurnHolidaysTable {
  account_id: string;
  month: string;
  days_used: number;
}

/** The clock's reminders sent to an account on a UTC day (YYYY-MM-DD): at most `--reminders-per-day`. */
export interface TurnRemindersTable {
  account_id: string;
  day: string;
  sent: number;
}

/** Where an account's pushes go: `kind` 'ntfy' or 'webhook', `digest` 1 for one daily summary instead of each push. */
export interface PushAddressesTable {
  id: string;
  account_id: string;
  kind: string;
  url: string;
  digest: number;
  added_at: number;
  last_ok_at: number | null;
  failures: number;
}

/** A push waiting to go (or gone): `status` 'queued' | 'sent' | 'failed'; `body` is JSON (never a card, a hand or a seed). */
export interface PushOutboxTable {
  id: string;
  account_id: string | null;
  address_id: string;
  body: string;
  status: string;
  due_at: number;
  attempts: number;
  claimed_by: string | null;
  claimed_until: number | null;
  created_at: number;
  sent_at: number | null;
}

/** An account's Thronfolge rating (Glicko-2, src/net/ladder): provisional while `deviation` > 110. */
export interface LadderRatingsTable {
  account_id: string;
  rating: number;
  deviation: number;
  volatility: number;
  /** Rated games played. */
  games: number;
  updated_at: number;
}

/**
 * One rated Thronfolge game. `id`: 'live:CODE' (a live table) or 'turn:CODE' (a turn-based one),
 * so each is rated once. A seat is an account, or the server's bot (`bot_seat`, `bot_level`; its
 * rating is fixed). An account deleted later leaves its seat null. `score1`: seat 1's score (1, ½, 0);
 * `reason`: 'result' (the game's own) or 'forfeit' (a player left and a bot finished for them, or
 * their time ran out at a turn-based duel).
 * A bot's before and after are its fixed rating.
 */
export interface LadderGamesTable {
  id: string;
  at: number;
  seat1_account: string | null;
  seat2_account: string | null;
  bot_seat: number | null;
  bot_level: string | null;
  score1: number;
  reason: string;
  rating1_before: number;
  rating1_after: number;
  rating2_before: number;
  rating2_after: number;
}

/** The server's secret the weekly events' deals are drawn from (one row, id 'weekly'). */
export interface EventSecretTable {
  id: string;
  secret: string;
  created_at: number;
}

/**
 * One event table (src/net/events): `key` is the table's code; `standing` 'playing' until it ends,
 * then 'ranked' or 'apart' (with `reason`). `bots`: seats the server's bots played from the start
 * or took over. `log`: the server's own log of the game, kept for the replay that judged it.
 */
export interface EventGamesTable {
  key: string;
  game: string;
  week: string;
  players: number;
  turn_based: number;
  started_at: number;
  ended_at: number | null;
  standing: string;
  reason: string | null;
  won: number;
  defeated: number;
  jesters: number;
  bots: number;
  log: string | null;
}

/** A seat of an event table when its game started: the account (null: a bot's seat, or an account deleted since). */
export interface EventSeatsTable {
  game_key: string;
  seat: number;
  account_id: string | null;
  game: string;
  week: string;
  players: number;
  started_at: number;
}

/** The solver's verdict on a week's deal ('winnable', 'not-winnable', 'unknown' within its budget). */
export interface EventCeilingsTable {
  game: string;
  week: string;
  players: number;
  verdict: string;
  nodes: number;
  computed_at: number;
}

/** An account's first attempt at a bundled puzzle (one per account and puzzle), and both ratings around it. */
export interface PuzzleAttemptsTable {
  account_id: string;
  puzzle_id: string;
  /** The move tried, in canonical notation (the server parsed and checked it). */
  move: string;
  /** 1 when the move is the puzzle's answer, as the server judged it. */
  correct: number;
  at: number;
  rating_before: number;
  rating_after: number;
  puzzle_before: number;
  puzzle_after: number;
}

/** An account's puzzle rating (Glicko-2, the puzzles its opponents). */
export interface PuzzlePlayerRatingsTable {
  account_id: string;
  rating: number;
  deviation: number;
  volatility: number;
  attempts: number;
  updated_at: number;
}

/** A puzzle's crowd: its own rating, the first attempts counted and those that were right. */
export interface PuzzleStatsTable {
  puzzle_id: string;
  rating: number;
  deviation: number;
  volatility: number;
  tries: number;
  solved: number;
  updated_at: number;
}

/** How often a move was a first attempt at a puzzle. */
export interface PuzzleMovesTable {
  puzzle_id: string;
  move: string;
  tries: number;
}

/** A consented daily game waiting to be mined for puzzles, or mined (migration 0012). */
export interface PuzzleMiningTable {
  result_id: string;
  account_id: string;
  game: string;
  day: string;
  /** 'queued', 'working' (claimed at claimed_at) or 'done'. */
  status: string;
  queued_at: number;
  claimed_at: number | null;
  finished_at: number | null;
  positions: Generated<number>;
  nodes: Generated<number>;
  found: Generated<number>;
  /** 1 when the game's budget ran out before its last position. */
  cut: Generated<number>;
}

/** A puzzle proven from a player's game: its position (never the seed nor the moves before it), published after its deal's day. */
export interface MinedPuzzlesTable {
  id: string;
  game: string;
  /** Where it comes from: 'player' (a player's game; the bundled ones are bots'). */
  source: string;
  result_id: string;
  account_id: string;
  publish_at: number;
  position: string;
  answer: string;
  /** The solver's line after the answer, as JSON (a list of moves). */
  line: string;
  choices: number;
  nodes: number;
  made_at: number;
}

export interface Tables {
  accounts: AccountsTable;
  account_keys: AccountKeysTable;
  account_names: AccountNamesTable;
  link_codes: LinkCodesTable;
  login_challenges: LoginChallengesTable;
  audit_log: AuditLogTable;
  bans: BansTable;
  name_claims: NameClaimsTable;
  daily_results: DailyResultsTable;
  daily_counts: DailyCountsTable;
  turn_tables: TurnTablesTable;
  turn_seats: TurnSeatsTable;
  turn_holidays: TurnHolidaysTable;
  turn_reminders: TurnRemindersTable;
  push_addresses: PushAddressesTable;
  push_outbox: PushOutboxTable;
  ladder_ratings: LadderRatingsTable;
  ladder_games: LadderGamesTable;
  event_secret: EventSecretTable;
  event_games: EventGamesTable;
  event_seats: EventSeatsTable;
  event_ceilings: EventCeilingsTable;
  puzzle_attempts: PuzzleAttemptsTable;
  puzzle_player_ratings: PuzzlePlayerRatingsTable;
  puzzle_stats: PuzzleStatsTable;
  puzzle_moves: PuzzleMovesTable;
  puzzle_mining: PuzzleMiningTable;
  mined_puzzles: MinedPuzzlesTable;
}

/** Every table that may hold a row of an account (a deletion's test looks at each). */
export const ACCOUNT_TABLES = [
  'accounts',
  'account_keys',
  'account_names',
  'link_codes',
  'audit_log',
  'name_claims',
  'daily_results',
  'turn_seats',
  'turn_holidays',
  'turn_reminders',
  'push_addresses',
  'push_outbox',
  'ladder_ratings',
  'ladder_games',
  'event_seats',
  'puzzle_attempts',
  'puzzle_player_ratings',
  'puzzle_mining',
  'mined_puzzles',
] as const;
