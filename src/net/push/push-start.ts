// A server's pushes, started when it keeps accounts: the service (the rooms' PushPort), the
// sender working through the outbox, and the `…/notify/*` routes. Loaded with the accounts only.
import type { AccountHttp } from '../accounts/account-http.js';
import type { ServerLimits } from '../server/server-limits.js';
import { type NotifyHttp, startNotifyHttp } from './notify-http.js';
import { PushSender } from './push-sender.js';
import { PushService } from './push-service.js';

export interface Pushes {
  service: PushService;
  sender: PushSender;
  http: NotifyHttp;
  /** Stops the sender (its sends under way finish, at most a few seconds). */
  stop(): Promise<void>;
}

export function startPushes(
  accounts: AccountHttp,
  limits: Pick<ServerLimits, 'pushesPerHour' | 'pushAddressesPerAccount' | 'notifyAllow'>,
  o: { now?: () => number; onEvent?: (event: { event: string; [key: string]: unknown }) => void } = {},
): Pushes {
  const allow = [...limits.notifyAllow];
  const onEvent = o.onEvent;
  const sender = new PushSender(accounts.database.db, { now: o.now, allow, pushesPerHour: limits.pushesPerHour, ...(onEvent && { onEvent: (e) => onEvent(e) }) });
  const service = new PushService(accounts.database.db, { now: o.now, addressesPerAccount: limits.pushAddressesPerAccount, onQueued: () => sender.wake() });
  sender.start();
  const http = startNotifyHttp(accounts, service, { allow, onError: (message) => onEvent?.({ event: 'databaseError', message }) });
  return { service, sender, http, stop: () => sender.stop(5000) };
}
