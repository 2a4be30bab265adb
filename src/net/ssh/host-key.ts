// The SSH server's host key: made on first start and kept in the data folder, readable by its
// owner only, so that players' clients recognise the server on every later start. Its
// fingerprint is what the operator gives friends to check on their first connection.
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';

// ssh2 is CommonJS: its parts come from the default export.
const { utils } = ssh2;

export interface HostKey {
  /** The private key, OpenSSH format (for ssh2's hostKeys). */
  privateKey: string;
  /** `SHA256:…`, as `ssh-keygen -lf` and the ssh client print it. */
  fingerprint: string;
  path: string;
}

export const HOST_KEY_FILE = 'ssh_host_ed25519_key';

/** The fingerprint of a public key blob, as OpenSSH prints it (base64 without padding). */
export const fingerprintOf = (publicBlob: Buffer): string => `SHA256:${createHash('sha256').update(publicBlob).digest('base64').replace(/=+$/, '')}`;

/**
 * A new ed25519 key that ssh2 reads back: about one key in 250 that ssh2 writes it cannot parse
 * ("Malformed OpenSSH private key"), and a server holding one could never start again.
 */
function newReadableKey(): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const key = utils.generateKeyPairSync('ed25519').private;
    if (!(utils.parseKey(key) instanceof Error)) return key;
  }
  throw new Error('could not make an SSH host key that ssh2 reads back');
}

export function loadOrCreateHostKey(dataDir: string): HostKey {
  const path = join(dataDir, HOST_KEY_FILE);
  let privateKey: string;
  try {
    privateKey = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`cannot read the SSH host key ${path}: ${(e as Error).message}`);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    privateKey = newReadableKey();
    writeFileSync(path, privateKey, { mode: 0o600, flag: 'wx' });
  }
  // A key an older start (or a lax umask) left readable to others is tightened.
  chmodSync(path, 0o600);
  const parsed = utils.parseKey(privateKey);
  if (parsed instanceof Error) throw new Error(`${path} is not an SSH private key: ${parsed.message}`);
  return { privateKey, fingerprint: fingerprintOf(parsed.getPublicSSH()), path };
}
