// What the SSH front reads from a client before its session: the environment it may send, whether a
// key was proven, and the names a key goes by (its folder, its ban, its account).
import { createHash } from 'node:crypto';
import ssh2, { type AuthContext } from 'ssh2';

// ssh2 is CommonJS: its parts come from the default export.
const { utils } = ssh2;

/** Names the environment may carry that a session uses; everything else a client sends is ignored. */
// The screen-reader mode's variables too: a blind player sets one once (SetEnv), as at a terminal.
export const ENV_KEPT = new Set(['LANG', 'LC_ALL', 'LC_MESSAGES', 'LANGUAGE', 'LC_TERMINAL', 'TERM_PROGRAM', 'REGICIDE_SCREEN_READER', 'INK_SCREEN_READER']);
export const ENV_VALUE = /^[A-Za-z0-9_.@:-]{1,64}$/;

/** Is `ctx` a public key the client has signed with? (A key offered without a signature is only a question.) */
export function provenKey(ctx: AuthContext): 'query' | 'proven' | 'bad' {
  if (ctx.method !== 'publickey') return 'bad';
  const key = utils.parseKey(ctx.key.data);
  if (key instanceof Error || key.getPublicSSH().length === 0) return 'bad';
  if (!ctx.signature || !ctx.blob) return 'query';
  return key.verify(ctx.blob, ctx.signature, ctx.hashAlgo as never) === true ? 'proven' : 'bad';
}

/** How long a connection we have ended may take to close its end before its socket is destroyed. */
export const CLOSE_GRACE_MS = 5000;
/** How long a finished session waits for the client to close its channel before the connection ends anyway. */
export const FINISH_WAIT_MS = 1000;

export const keyIdOf = (data: Buffer): string => createHash('sha256').update(data).digest('hex');
/** OpenSSH's fingerprint of a key (its wire form): what a key ban names. */
export const fingerprintOfKey = (data: Buffer): string => `SHA256:${createHash('sha256').update(data).digest('base64').replace(/=+$/, '')}`;

/** The same fingerprint OpenSSH prints (and key-proof.ts gives a terminal's ed25519 key): one key, one account. */
export const accountKeyOf = (algo: string, data: Buffer): { fingerprint: string; publicKey: string } => ({
  fingerprint: fingerprintOfKey(data),
  publicKey: `${algo} ${data.toString('base64')}`,
});
