// The tables of a server's database, as Kysely sees them. Times are milliseconds since the epoch
// (a bigint column: PostgreSQL's driver is told to read it as a number, see postgres.ts); ids are
// random text, so neither dialect's own sequences are needed.

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
}

/** Every table that may hold a row of an account (a deletion's test looks at each). */
export const ACCOUNT_TABLES = ['accounts', 'account_keys', 'account_names', 'link_codes', 'audit_log', 'name_claims', 'daily_results'] as const;
