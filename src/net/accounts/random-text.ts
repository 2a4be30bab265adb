// Fresh random text from the operating system's generator, drawn a few kilobytes at a time: a
// call of randomBytes for each challenge and each row's id cost several microseconds (a call into
// OpenSSL and a buffer each), most of a small request's share. Every byte is handed out once, and
// wiped from the pool as it is.
import { randomBytes } from 'node:crypto';

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

/** `bytes` fresh random bytes as text (hex, or base64url), never handed out before. */
export function randomText(bytes: number, encoding: 'hex' | 'base64url'): string {
  if (bytes > POOL_BYTES) return randomBytes(bytes).toString(encoding);
  if (used + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const text = pool.toString(encoding, used, used + bytes);
  pool.fill(0, used, used + bytes);
  used += bytes;
  return text;
}
