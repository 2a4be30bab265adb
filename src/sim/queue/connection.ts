// The Redis a queued run lives in: a first connection must answer PING within a few seconds, so
// a wrong address, a wrong password or a silent port is one line, not a hang.
import { Redis } from 'ioredis';
import { QueueError, shownUrl } from './url.js';

const CONNECT_MS = 5000;

/**
 * A connection to `url` that has answered PING. `blocking` is for BullMQ's workers (their
 * commands wait for Redis however long it is away); otherwise a command fails after a few tries.
 */
export async function connectRedis(url: URL, { blocking = false } = {}): Promise<Redis> {
  // A probe that does not retry: refused, unknown host, wrong password or silence end here.
  const probe = new Redis(url.href, { lazyConnect: true, connectTimeout: CONNECT_MS, commandTimeout: CONNECT_MS, retryStrategy: () => null, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  // The socket's own error (refused, unknown host) says more than the "Connection is closed" that follows it.
  let cause = '';
  probe.on('error', (e: Error) => (cause ||= e.message));
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    throw new QueueError(`cannot reach Redis at ${shownUrl(url)}: ${cause || (e as Error).message || 'no answer'}`);
  } finally {
    probe.disconnect();
  }
  return new Redis(url.href, { maxRetriesPerRequest: blocking ? null : 3, connectTimeout: CONNECT_MS });
}
