// The push addresses' HTTP routes on the server's edge, proven as the account routes are (a fresh
// challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/notify/add    { url | ntfy, digest?, …proof } → the address; a test message is queued at once
//   POST …/notify/list   { …proof }                      → the account's addresses
//   POST …/notify/remove { id, …proof }                  → one address gone
//   POST …/notify/off    { …proof }                      → every address gone (and what waited for them)
//   POST …/notify/test   { …proof }                      → a test message to each address
// An address is checked by the guard (push-address.ts) before it is kept: one that resolves
// inside is refused here with its reason. Adding and testing send to an address a stranger
// chose, so they are few per client address an hour. A refusal is `{ code, error }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../account-http.js';
import { addressKey } from '../address-prefix.js';
import { readJsonObject } from '../http-body.js';
import { replyJson } from '../http-reply.js';
import { PerMinuteQuota } from '../quotas.js';
import { type GuardOptions, checkHost, hostOf, parseTarget } from './push-address.js';
import type { PushService } from './push-service.js';

/** A notify request is a URL of at most 512 characters and a proof. */
export const NOTIFY_BODY_MAX = 4096;

export const NOTIFY_ACTS = ['add', 'list', 'remove', 'off', 'test'] as const;
export type NotifyAct = (typeof NOTIFY_ACTS)[number];
const ROUTE = new RegExp(`/notify/(${NOTIFY_ACTS.join('|')})$`);

export const NOTIFY_REFUSALS = {
  badRequest: [400, 'The request is not a notify request.'],
  tooLarge: [413, 'The request is too large.'],
  badProof: [401, 'The key proof was refused: sign a fresh challenge of this server with your key.'],
  badAddress: [400, 'A push address is an https:// (or http://) URL, or an ntfy topic (letters, digits, _ and -).'],
  privateAddress: [403, 'That address resolves to a private, loopback or otherwise non-public address; this server does not send there.'],
  unresolved: [400, 'That host name does not resolve.'],
  tooManyAddresses: [409, 'This account holds as many push addresses as this server allows.'],
  duplicate: [409, 'This account already has that push address.'],
  noSuch: [404, 'This account has no push address of that id.'],
  noAddresses: [404, 'This account has no push address.'],
  tooMany: [429, 'Too many push registrations from your address; wait an hour.'],
  unavailable: [503, 'Pushes are not available right now.'],
} as const;
export type NotifyRefusal = keyof typeof NOTIFY_REFUSALS;

export interface NotifyHttpOptions extends GuardOptions {
  /** Addresses added or tested from one client address an hour (each sends to an address of the client's choosing). */
  registrationsPerHour?: number;
  /** Other notify requests of one client address a minute. */
  requestsPerMinute?: number;
  onError?(message: string): void;
}

export interface NotifyHttp {
  route(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

function refuse(res: ServerResponse, code: NotifyRefusal, headers: Record<string, string>): void {
  const [status, error] = NOTIFY_REFUSALS[code];
  replyJson(res, status, { code, error }, headers);
}

/** A bucket of `perHour`, refilled over an hour: PerMinuteQuota on a clock sixty times slower. */
const perHour = (n: number): PerMinuteQuota => new PerMinuteQuota(n, () => performance.now() / 60, addressKey);

export function startNotifyHttp(accounts: AccountHttp, push: PushService, o: NotifyHttpOptions = {}): NotifyHttp {
  const registrations = perHour(o.registrationsPerHour ?? 10);
  const requests = new PerMinuteQuota(o.requestsPerMinute ?? 30, undefined, addressKey);

  async function answer(act: NotifyAct, req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): Promise<void> {
    // Counted before the body is read: a flood costs no parsing, no proof and no DNS.
    const sends = act === 'add' || act === 'test';
    if (!(sends ? registrations : requests).take(address)) return refuse(res, 'tooMany', { ...headers, Connection: 'close' });
    const read = await readJsonObject(req, NOTIFY_BODY_MAX);
    if (!read.ok) return read.why === 'aborted' ? undefined : refuse(res, read.why, read.why === 'tooLarge' ? { ...headers, Connection: 'close' } : headers);
    const body = read.body;
    const target = act === 'add' ? parseTarget({ url: body.url, ntfy: body.ntfy }) : undefined;
    if (target && !target.ok) return refuse(res, 'badAddress', headers);
    if (act === 'remove' && (typeof body.id !== 'string' || body.id.length > 64)) return refuse(res, 'badRequest', headers);
    const key = await accounts.proven(body, req, address);
    if (!key) return refuse(res, 'badProof', headers);
    const account = await accounts.accounts.accountFor(key);
    switch (act) {
      case 'add': {
        if (!target?.ok) return refuse(res, 'badAddress', headers);
        const checked = await checkHost(hostOf(new URL(target.url)), o);
        if (!checked.ok) return refuse(res, checked.problem, headers);
        const added = await push.addAddress(account.id, target, body.digest === true);
        return added.ok ? replyJson(res, 200, { address: added.address }, headers) : refuse(res, added.problem, headers);
      }
      case 'list':
        return replyJson(res, 200, { addresses: await push.listAddresses(account.id) }, headers);
      case 'remove':
        return (await push.removeAddress(account.id, body.id as string)) ? replyJson(res, 200, { removed: 1 }, headers) : refuse(res, 'noSuch', headers);
      case 'off':
        return replyJson(res, 200, { removed: await push.removeAll(account.id) }, headers);
      case 'test': {
        const queued = await push.test(account.id);
        return queued > 0 ? replyJson(res, 200, { queued }, headers) : refuse(res, 'noAddresses', headers);
      }
    }
  }

  return {
    route(req, res, address, headers) {
      const m = req.method === 'POST' ? ROUTE.exec((req.url ?? '').split('?')[0]) : null;
      if (!m) return false;
      answer(m[1] as NotifyAct, req, res, address, headers).catch((e: unknown) => {
        o.onError?.(printable(String(e instanceof Error ? e.message : e).split('\n')[0]));
        refuse(res, 'unavailable', headers);
      });
      return true;
    },
  };
}
