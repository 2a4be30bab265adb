// A key proof: the server hands out a fresh random challenge, the client signs a message that
// names what it is (the domain, so the signature means nothing anywhere else), the challenge and
// the server's address (so a proof made for one server is worth nothing at another), and the
// server checks the signature against the public key the client presents. Pure: no state here;
// that a challenge is fresh, unused and for this client is the account service's part.
import { type KeyObject, createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import { PACKAGE_NAME } from '../core/package-name.js';

/** `regicide-login-v1`: the package's name (the same for both games' programs) and the version of the proof. */
export const LOGIN_DOMAIN = `${PACKAGE_NAME}-login-v1`;
/** 256 bits, base64url. */
export const CHALLENGE_BYTES = 32;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** Longest public key PEM accepted (an ed25519 SPKI PEM is 113 characters). */
const KEY_PEM_MAX = 512;

export const newChallenge = (): string => randomBytes(CHALLENGE_BYTES).toString('base64url');
export const isChallenge = (text: unknown): text is string => typeof text === 'string' && CHALLENGE.test(text);

/** What the client signs. */
export const loginMessage = (challenge: string, serverAddress: string): Buffer => Buffer.from(`${LOGIN_DOMAIN}\n${challenge}\n${serverAddress}`, 'utf8');

/** An ed25519 public key from its SPKI PEM, or null (not a PEM, not ed25519, too long). */
export function ed25519PublicKey(pem: unknown): KeyObject | null {
  if (typeof pem !== 'string' || pem.length > KEY_PEM_MAX) return null;
  try {
    const key = createPublicKey({ key: pem, format: 'pem' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

/** OpenSSH's wire form of an ed25519 public key: string "ssh-ed25519", string key. */
function sshBlob(key: KeyObject): Buffer {
  const raw = key.export({ format: 'der', type: 'spki' }).subarray(-32);
  const field = (b: Buffer): Buffer => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b]);
  return Buffer.concat([field(Buffer.from('ssh-ed25519')), field(raw)]);
}

/** `SHA256:…` as OpenSSH prints it: the same key has the same fingerprint in a terminal and over SSH. */
export const fingerprintOf = (key: KeyObject): string => `SHA256:${createHash('sha256').update(sshBlob(key)).digest('base64').replace(/=+$/, '')}`;

/** True when `signature` (base64) is `key`'s signature of the login message. */
export function verifyLogin(key: KeyObject, challenge: string, serverAddress: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length > 200) return false;
  const bytes = Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, loginMessage(challenge, serverAddress), key, bytes);
  } catch {
    return false;
  }
}
