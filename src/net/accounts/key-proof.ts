// A key proof: the server hands out a fresh random challenge, the client signs a message that
// names what it is (the domain, so the signature means nothing anywhere else), the challenge and
// the server's address (so a proof made for one server is worth nothing at another), and the
// server checks the signature against the public key the client presents. Pure: no state here;
// that a challenge is fresh, unused and for this client is the account service's part.
import { type KeyObject, createHash, createPublicKey, verify } from 'node:crypto';
import { PACKAGE_NAME } from '../../core/package-name.js';
import { randomText } from './random-text.js';

/** `regicide-login-v1`: the package's name (the same for both games' programs) and the version of the proof. */
export const LOGIN_DOMAIN = `${PACKAGE_NAME}-login-v1`;
/** 256 bits, base64url. */
export const CHALLENGE_BYTES = 32;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** Longest public key PEM accepted (an ed25519 SPKI PEM is 113 characters). */
const KEY_PEM_MAX = 512;

export const newChallenge = (): string => randomText(CHALLENGE_BYTES, 'base64url');
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

/** OpenSSH's wire form of an ed25519 public key (its SPKI DER's last 32 bytes): string "ssh-ed25519", string key. */
function sshBlob(der: Buffer): Buffer {
  const field = (b: Buffer): Buffer => Buffer.concat([Buffer.from([0, 0, 0, b.length]), b]);
  return Buffer.concat([field(Buffer.from('ssh-ed25519')), field(der.subarray(-32))]);
}

const fingerprintOfDer = (der: Buffer): string => `SHA256:${createHash('sha256').update(sshBlob(der)).digest('base64').replace(/=+$/, '')}`;

/** `SHA256:…` as OpenSSH prints it: the same key has the same fingerprint in a terminal and over SSH. */
export const fingerprintOf = (key: KeyObject): string => fingerprintOfDer(key.export({ format: 'der', type: 'spki' }));

/** A public key as a proof presents it: the key, its fingerprint and its PEM as the server keeps it. */
export interface PresentedKey {
  key: KeyObject;
  fingerprint: string;
  pem: string;
}

/** Keys parsed lately, by the PEM text sent: a player asks a challenge, sends a game, asks the field, with one key. */
const presented = new Map<string, PresentedKey>();
const PRESENTED_KEPT = 4096;

/** The SPKI DER of an ed25519 key: these 12 bytes, then the key's 32. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PEM = /^\s*-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----\s*$/;

/**
 * The key of an ed25519 SPKI PEM read by hand: its DER, and the key made from its 32 bytes as a
 * JWK, or null when the text is not plainly one (then OpenSSL reads it, as before). OpenSSL's
 * reading of a PEM or a DER, and the export of the DER again, cost several times the JWK's import.
 */
function plainEd25519(pem: string): { key: KeyObject; der: Buffer } | null {
  const body = PEM.exec(pem);
  if (!body) return null;
  const der = Buffer.from(body[1].replace(/\s+/g, ''), 'base64');
  if (der.length !== ED25519_SPKI_PREFIX.length + 32 || !der.subarray(0, ED25519_SPKI_PREFIX.length).equals(ED25519_SPKI_PREFIX)) return null;
  try {
    return { key: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: der.subarray(ED25519_SPKI_PREFIX.length).toString('base64url') }, format: 'jwk' }), der };
  } catch {
    return null;
  }
}

/**
 * An ed25519 public key from its SPKI PEM with its fingerprint and the PEM Node writes for it, or
 * null. Parsed once per text while it is among the last few thousand (a player asks a challenge,
 * sends a game and asks the field with one key); the fingerprint and the PEM kept are made from
 * its DER (a 44-byte DER is one line of base64).
 */
export function presentedKey(pem: unknown): PresentedKey | null {
  if (typeof pem !== 'string' || pem.length > KEY_PEM_MAX) return null;
  const known = presented.get(pem);
  if (known) return known;
  let read = plainEd25519(pem);
  if (!read) {
    const key = ed25519PublicKey(pem);
    if (!key) return null;
    read = { key, der: key.export({ format: 'der', type: 'spki' }) };
  }
  const parsed = { key: read.key, fingerprint: fingerprintOfDer(read.der), pem: `-----BEGIN PUBLIC KEY-----\n${read.der.toString('base64')}\n-----END PUBLIC KEY-----\n` };
  if (presented.size >= PRESENTED_KEPT) presented.delete(presented.keys().next().value as string);
  presented.set(pem, parsed);
  return parsed;
}

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
