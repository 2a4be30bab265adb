// The client side of the account routes (account-http.ts): every act asks a fresh challenge,
// signs it with the terminal's key for the server's address, and sends the act with the proof.
// A refusal comes back as its code (worded by the caller), a server that cannot be reached or
// answers nonsense as an Error of one line.
import type { ServerAddress } from '../client/address.js';
import type { AccountAct, AccountRefusal } from './account-http.js';
import { type ClientKey, signLogin } from './client-key.js';
import type { JoinOptions, JoinProof } from '../wire/messages.js';
import { postJson, HttpUnreachable, httpBase, refusalCode } from '../client/http-request.js';

export type AccountReply = { ok: true; body: Record<string, unknown> } | { ok: false; code: AccountRefusal | 'unknown'; status: number; problem?: string };

/** How long one request may take. */
const REQUEST_MS = 15_000;
/** Largest answer read: an account's export holds its games' logs, so it is far above any other answer; past this it is no answer. */
const ANSWER_MAX_BYTES = 32 * 1024 * 1024;
/** How long a join waits for a challenge: a server that does not answer one (no accounts, an old one) is joined as a guest soon. */
const JOIN_CHALLENGE_MS = 3000;

/** A POST to the account routes (and those proven as they are): the status and the answer, or an Error of one line. */
export async function post(server: ServerAddress, path: string, body: unknown, ms = REQUEST_MS): Promise<{ status: number; body: Record<string, unknown> }> {
  let answer;
  try {
    answer = await postJson(server, path, body, { timeoutMs: ms, maxBytes: ANSWER_MAX_BYTES });
  } catch (e) {
    const cause = e instanceof HttpUnreachable ? e.code : undefined;
    throw new Error(`cannot reach ${server.display}${cause ? ` (${cause})` : ''}`);
  }
  if (answer.body) return { status: answer.status, body: answer.body };
  throw new Error(`${server.display} answered with something that is not an account answer (HTTP ${answer.status}); is it a game server (serve)?`);
}

/** The address the client signs for: the host and port it reaches (what its requests send as Host). */
export const signedAddress = (server: ServerAddress): string => httpBase(server).host;

/** The proof of `key` for a challenge of `server`: the fields an account act and a join carry. */
export function proofOf(server: ServerAddress, key: ClientKey, challenge: string): JoinProof {
  const address = signedAddress(server);
  return { key: key.publicPem, challenge, server: address, signature: signLogin(key, challenge, address) };
}

/** An act's answer (`ok`: HTTP 200), or the refusal of the act or of its challenge. */
export type ProvenAnswer = { ok: boolean; status: number; body: Record<string, unknown> };

/** Asks a fresh challenge, then sends `path` with `extra` and the proof of `key` (what every proven route takes). */
export async function provenPost(server: ServerAddress, key: ClientKey, path: string, extra: Record<string, unknown> = {}): Promise<ProvenAnswer> {
  const asked = await post(server, 'account/challenge', {});
  const challenge = asked.body.challenge;
  if (asked.status !== 200 || typeof challenge !== 'string') return { ok: false, ...asked };
  const reply = await post(server, path, { ...extra, ...proofOf(server, key, challenge) });
  return { ok: reply.status === 200, ...reply };
}

/** A refusal as a caller words it: its code (printable; `unknown` when it names none) and status. */
// C: the route's codes, as its reply type names them (the caller's choice, not inferred).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function refusalOf<C extends string = string>(reply: { status: number; body: Record<string, unknown> }): { ok: false; code: C | 'unknown'; status: number } {
  // Typed as the route's codes: one this program does not know is worded as such by the caller.
  return { ok: false, code: refusalCode(reply.body) as C, status: reply.status };
}

/** One account act (not `challenge`), proven with `key`. */
export async function accountAct(server: ServerAddress, key: ClientKey, act: Exclude<AccountAct, 'challenge'>, extra: Record<string, unknown> = {}): Promise<AccountReply> {
  const reply = await provenPost(server, key, `account/${act}`, extra);
  if (reply.ok) return { ok: true, body: reply.body };
  return { ...refusalOf<AccountRefusal>(reply), ...(typeof reply.body.problem === 'string' && { problem: reply.body.problem }) };
}

/**
 * Proves a key at a join: asks the server for a challenge and signs it. A server that keeps no
 * accounts (a `host`'s embedded one) has no challenge to give: the join goes without a proof, as
 * a guest. The key is made (`key()`) only once a server asked for it.
 */
export type Prover = (server: ServerAddress) => Promise<JoinIdentity>;

/** What a join carries to say whose it is: a terminal's proof, or the SSH front's voucher (../ssh/ssh-vouchers.ts). */
export type JoinIdentity = Pick<JoinOptions, 'proof' | 'voucher'>;

export const keyProver =
  (key: () => ClientKey): Prover =>
  async (server) => {
    let asked;
    try {
      asked = await post(server, 'account/challenge', {}, JOIN_CHALLENGE_MS);
    } catch {
      // Not reached or no account answer: the join itself says what is wrong, or goes as a guest.
      return {};
    }
    const challenge = asked.body.challenge;
    return asked.status === 200 && typeof challenge === 'string' ? { proof: proofOf(server, key(), challenge) } : {};
  };
