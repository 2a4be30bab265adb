// What the rest of the server asks of pushes (issue 30): tell an account something while its
// program does not run. The push service (push-service.ts) queues the message durably for each
// of the account's addresses and delivers it later, so `notify` never waits for a network and
// never throws for a delivery; the turn-based tables and their clock only ever see this port.
// A message names a table and the command that opens it: never a card, a hand or a seed.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema.js';

export type PushTag = 'turn' | 'reminder' | 'clock' | 'ended' | 'test' | 'digest';

export interface PushMessage {
  tag: PushTag;
  /** One short line: "Your turn at table ABCD (Regicide, 3 players)". */
  title: string;
  /** A line or two more; may be empty. */
  body: string;
  /** The command that opens what the message is about, e.g. `regicide join ABCD --server …`. */
  command?: string;
  /** The table the message is about, if any (the digest groups by it). */
  table?: string;
}

/**
 * Where a push is queued: `within` a transaction of the same database (an outbox: the push is
 * queued if and only if what it tells of is written), and `key` naming it once (queued again
 * under the same key, it is skipped).
 */
export interface PushQueueing {
  within?: Kysely<Tables>;
  key?: string;
}

export interface PushPort {
  /** Queues the message for the account's push addresses (none: nothing happens). */
  notify(accountId: string, message: PushMessage, queueing?: PushQueueing): Promise<void>;
}

/** A server without pushes (no database, or none configured). */
export const NO_PUSH: PushPort = { notify: () => Promise.resolve() };
