// The queue's address: `--queue` checked before anything connects, and the URL as printed (never
// with its password). Apart from the connection, so the command line checks it without loading
// the Redis client.
import { quoted } from '../../core/printable.js';

/** A problem with the queue, worded for one line on stderr. */
export class QueueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueueError';
  }
}

/** `redis://HOST[:PORT][/DB]` or `rediss://…` (TLS), with an optional user and password. */
export function parseQueueUrl(text: string): URL {
  const bad = (): QueueError => new QueueError(`--queue must be a Redis URL such as redis://127.0.0.1:6379, not ${quoted(text)}`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad();
  }
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) throw bad();
  if (url.pathname.length > 1 && !/^\/\d{1,2}$/.test(url.pathname)) throw new QueueError(`the database in ${quoted(shownUrl(url))} must be a number, e.g. redis://127.0.0.1:6379/0`);
  return url;
}

/** The URL as printed in messages and commands to copy: the password left out. */
export function shownUrl(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href.replace(/\/$/, '');
}
