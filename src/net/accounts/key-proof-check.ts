// The one check of a key proof on the server, for the account routes (account-http.ts) and for a
// join at a table (the room's onAuth): the proof's shape, that the address it was signed for is
// this server's (the Host the request was sent to, or an address the operator named), that its
// challenge was given to this client and is taken now (a replay finds it gone), and the signature.
// Later checks of a proven key (a banned key) belong here too, so that both paths refuse alike.
import type { AccountService, ProvenKey } from './account-service.js';
import { isChallenge, presentedKey, verifyLogin } from './key-proof.js';

/** What a client sends to prove its key: the same four fields on the account routes and in join options. */
export interface KeyProofFields {
  key: string;
  challenge: string;
  server: string;
  signature: string;
}

export interface ProofPlace {
  accounts: AccountService;
  /** The Host header the request came with (the address the client reached). */
  host: string | undefined;
  /** The client's address, as the challenge was given to it. */
  address: string;
  /** Addresses (plain, see below) a proof may name besides the Host header: the server's public address. */
  own: ReadonlySet<string>;
}

/** `host[:port]` in lower case, a default port dropped: what a proof's address is compared by. */
export function plainServerAddress(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/:(80|443)$/, '');
}

/** A proof's answer: the key it proves, or why not (a bad proof, or a key the operator banned). */
export type ProofAnswer = { ok: true; key: ProvenKey } | { ok: false; refusal: 'badProof' | 'keyBanned' };

const BAD_PROOF: ProofAnswer = { ok: false, refusal: 'badProof' };

/** The proven key of a proof, or null: the shape, the address signed, the challenge taken, the signature, the bans. */
export async function checkKeyProof(proof: unknown, at: ProofPlace): Promise<ProvenKey | null> {
  const answer = await proofAnswer(proof, at);
  return answer.ok ? answer.key : null;
}

/** As checkKeyProof, saying why a proof was refused (the account routes answer a banned key apart). */
export async function proofAnswer(proof: unknown, at: ProofPlace): Promise<ProofAnswer> {
  const key = await signedKey(proof, at);
  if (!key) return BAD_PROOF;
  return (await acceptedKey(key, at.accounts)) ? { ok: true, key } : { ok: false, refusal: 'keyBanned' };
}

async function signedKey(proof: unknown, at: ProofPlace): Promise<ProvenKey | null> {
  if (typeof proof !== 'object' || proof === null) return null;
  const { key, challenge, server, signature } = proof as Partial<Record<keyof KeyProofFields, unknown>>;
  const publicKey = presentedKey(key);
  if (!publicKey || !isChallenge(challenge) || typeof server !== 'string' || server.length > 300) return null;
  const host = typeof at.host === 'string' ? plainServerAddress(at.host) : '';
  const signedFor = plainServerAddress(server);
  if (signedFor !== host && !at.own.has(signedFor)) return null;
  // Taken before the signature is checked: a challenge answers one attempt, right or wrong.
  if (!(await at.accounts.takeChallenge(challenge, at.address))) return null;
  if (!verifyLogin(publicKey.key, challenge, server, signature)) return null;
  return { fingerprint: publicKey.fingerprint, kind: 'ed25519', publicKey: publicKey.pem };
}

/**
 * A key proven one way or another (a signed challenge here, an SSH login the front vouches for)
 * and whether the server takes it: the one place for what refuses a key whatever proved it.
 */
export async function acceptedKey(key: ProvenKey, accounts: AccountService): Promise<ProvenKey | null> {
  return (await accounts.acceptsKey(key)) ? key : null;
}
