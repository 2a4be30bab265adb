// A terminal's own key: made on first use in the data folder (ed25519, PKCS#8 PEM, readable by
// its owner only) and reused afterwards. It is who the player is on a server: no password, and
// nothing to remember. The private key never leaves this file; only signatures do.
import { type KeyObject, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintOf, loginMessage } from './key-proof.js';

export const CLIENT_KEY_FILE = 'account-key.pem';

export interface ClientKey {
  privateKey: KeyObject;
  /** The public key as SPKI PEM: what a server is shown. */
  publicPem: string;
  fingerprint: string;
  path: string;
  /** True when this call made the key. */
  made: boolean;
}

/** The key in `dir`, made there (mode 0600) when there is none. A file that is no ed25519 key is an error. */
export function clientKey(dir: string): ClientKey {
  const path = join(dir, CLIENT_KEY_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let made = false;
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
    // 'wx': never over a key another process made a moment ago; that one is read instead.
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, pem);
      } finally {
        closeSync(fd);
      }
      made = true;
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'EEXIST') throw again;
      pem = readFileSync(path, 'utf8');
    }
  }
  // A key someone else may read is made the owner's again (a copy, a restored backup).
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    throw new Error(`${path} is not a key; move it away and a new one is made.`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${path} is not an ed25519 key; move it away and a new one is made.`);
  const publicKey = createPublicKey(privateKey);
  return { privateKey, publicPem: publicKey.export({ format: 'pem', type: 'spki' }) as string, fingerprint: fingerprintOf(publicKey), path, made };
}

/** The signature (base64) of the login message for a challenge of the server at `serverAddress`. */
export const signLogin = (key: ClientKey, challenge: string, serverAddress: string): string => sign(null, loginMessage(challenge, serverAddress), key.privateKey).toString('base64');
