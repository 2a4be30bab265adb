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
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import type { ProvenKey } from '../accounts/account-service.js';
import { addressKey } from '../http/address-prefix.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import { PerMinuteQuota } from '../http/quotas.js';
import { type GuardOptions, checkHost, hostOf, parseTarget } from './push-address.js';
import type { PushService } from './push-service.js';

/** A notify request is a URL of at most 512 characters and a proof. */
export const NOTIFY_BODY_MAX = 4096;

export const NOTIFY_ACTS = ['add', 'list', 'remove', 'off', 'test'] as const;
export type NotifyAct = (typeof NOTIFY_ACTS)[number];

export const NOTIFY_REFUSALS = {
  badRequest: [400, 'The request is not a notify request.'],
  ...PROVEN_REFUSALS,
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

// An address to add is parsed before the proof ('badAddress'); its host is looked up only once
// the proof holds. An id to remove is a short string, else 'badRequest'.
const AddBody = v.pipe(
  v.object({ url: v.optional(v.unknown()), ntfy: v.optional(v.unknown()), digest: v.optional(v.unknown()) }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const target = parseTarget(dataset.value);
    if (target.ok) return { target, digest: dataset.value.digest === true };
    addIssue({ message: 'badAddress' });
    return NEVER;
  }),
);
const NOTIFY_BODIES = {
  add: AddBody,
  list: v.object({}),
  remove: v.object({ id: v.pipe(v.string(), v.maxLength(64)) }),
  off: v.object({}),
  test: v.object({}),
} satisfies Record<NotifyAct, v.GenericSchema>;

export interface NotifyHttpOptions extends GuardOptions {
  /** Addresses added or tested from one client address an hour (each sends to an address of the client's choosing). */
  registrationsPerHour?: number;
  /** Other notify requests of one client address a minute. */
  requestsPerMinute?: number;
  onError?(message: string): void;
}

export interface NotifyHttp {
  route: RouteHandler;
}

/** A bucket of `perHour`, refilled over an hour: PerMinuteQuota on a clock sixty times slower. */
const perHour = (n: number): PerMinuteQuota => new PerMinuteQuota(n, () => performance.now() / 60, addressKey);

export function startNotifyHttp(accounts: AccountHttp, push: PushService, o: NotifyHttpOptions = {}): NotifyHttp {
  // Adding and testing send to an address of the client's choosing: they share a smaller allowance.
  const registrations = perHour(o.registrationsPerHour ?? 10);
  const requests = new PerMinuteQuota(o.requestsPerMinute ?? 30, undefined, addressKey);
  const accountOf = async (key: ProvenKey): Promise<string> => (await accounts.accounts.accountFor(key)).id;
  return {
    route: provenJsonRoute(accounts, {
      folder: 'notify',
      bodies: NOTIFY_BODIES,
      refusals: NOTIFY_REFUSALS,
      bodyMax: NOTIFY_BODY_MAX,
      quotaOf: (act) => (act === 'add' || act === 'test' ? registrations : requests),
      onError: (message) => o.onError?.(message),
      answers: {
        add: async ({ body, key, reply, refuse }) => {
          const account = await accountOf(key);
          const checked = await checkHost(hostOf(new URL(body.target.url)), o);
          if (!checked.ok) return refuse(checked.problem);
          const added = await push.addAddress(account, body.target, body.digest);
          return added.ok ? reply({ address: added.address }) : refuse(added.problem);
        },
        list: async ({ key, reply }) => reply({ addresses: await push.listAddresses(await accountOf(key)) }),
        remove: async ({ body, key, reply, refuse }) => ((await push.removeAddress(await accountOf(key), body.id)) ? reply({ removed: 1 }) : refuse('noSuch')),
        off: async ({ key, reply }) => reply({ removed: await push.removeAll(await accountOf(key)) }),
        test: async ({ key, reply, refuse }) => {
          const queued = await push.test(await accountOf(key));
          return queued > 0 ? reply({ queued }) : refuse('noAddresses');
        },
      },
    }),
  };
}
