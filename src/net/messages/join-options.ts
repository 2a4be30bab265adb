// What a client sends to take a seat or watch (`join`): a name, a wished-for seat, the secret of a
// seat it held before, a proof of its key. Checked for shape here; the name is cleaned later.
import * as v from 'valibot';

const secret = v.pipe(v.string(), v.maxLength(100));

export interface JoinOptions {
  name?: string;
  /** A seat wished for; the server decides. */
  seat?: number;
  /** The secret of a seat this client held before (rejoin after a crash or a server restart). */
  seatToken?: string;
  hostKey?: string;
  /** Watch the table instead of taking a seat. */
  watch?: boolean;
  /**
   * A proof of this terminal's key (key-proof.ts), for a server that keeps accounts: the seat (or
   * the watcher) is then that account's, shown by its claimed name. A server without accounts ignores it.
   */
  proof?: JoinProof;
  /** The server's own SSH front names the session's key this way (ssh-vouchers.ts): a one-time secret of the process. */
  voucher?: string;
}

/** The same four fields the account routes take (account-http.ts). */
export interface JoinProof {
  /** The public key, SPKI PEM. */
  key: string;
  challenge: string;
  /** The server's address as the client reached it (host:port), signed with the challenge. */
  server: string;
  /** base64. */
  signature: string;
}

const JoinSchema = v.object({
  watch: v.optional(v.boolean()),
  name: v.optional(v.unknown()),
  seat: v.optional(v.pipe(v.number(), v.integer())),
  seatToken: v.optional(secret),
  hostKey: v.optional(secret),
  // Checked, and its challenge taken, once at the join (seat-identity.ts); never kept.
  proof: v.optional(v.unknown()),
  voucher: v.optional(v.unknown()),
});

/** A client's join options as checked (the name is cleaned later), or {} when they are not even the right shape. */
export function joinOptionsOf(raw: unknown): v.InferOutput<typeof JoinSchema> {
  const parsed = v.safeParse(JoinSchema, raw ?? {});
  return parsed.success ? parsed.output : {};
}
