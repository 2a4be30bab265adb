// One push on the wire: the address checked by the guard (push-address.ts) at this very moment,
// the connection pinned to the address it checked, a POST with the body push-format.ts made, and
// the answer's status. No redirect is followed (a 3xx is a failure: a redirect could point
// inside), the connection and the answer each have a short time, and the answer's body is not
// read at all — a receiver cannot make the server hold or buffer anything of its choosing.
import { type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PACKAGE_NAME } from '../../core/package-name.js';
import { type GuardOptions, checkHost, hostOf, pinnedLookup, pushUrl } from './push-address.js';
import type { PushRequest } from './push-format.js';

export interface DeliverOptions extends GuardOptions {
  /** Time to connect (default 5 s). */
  connectMs?: number;
  /** Time from the start to the answer's status line (default 10 s). */
  responseMs?: number;
}

export type Delivery = { ok: true; status: number } | { ok: false; why: string };

const USER_AGENT = `${PACKAGE_NAME}-push/1`;

export type Deliver = (url: string, request: PushRequest, o: DeliverOptions) => Promise<Delivery>;

export const deliver: Deliver = async (text, push, o) => {
  const url = pushUrl(text);
  if (!url) return { ok: false, why: 'badAddress' };
  const host = hostOf(url);
  const checked = await checkHost(host, o);
  if (!checked.ok) return { ok: false, why: checked.problem };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Delivery>((resolve) => {
    let settled = false;
    const done = (result: Delivery): void => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(responseTimer);
      req.destroy();
      resolve(result);
    };
    const req: ClientRequest = send({
      method: 'POST',
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: { ...push.headers, 'Content-Length': String(push.body.length), 'User-Agent': USER_AGENT },
      // The address the guard judged, whatever the name resolves to now.
      lookup: pinnedLookup(checked.address, checked.family),
      agent: false,
    });
    const connectTimer = setTimeout(() => done({ ok: false, why: 'connectTimeout' }), o.connectMs ?? 5000);
    const responseTimer = setTimeout(() => done({ ok: false, why: 'responseTimeout' }), o.responseMs ?? 10_000);
    req.on('socket', (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      else socket.once('connect', () => clearTimeout(connectTimer));
    });
    req.on('error', (e: NodeJS.ErrnoException) => done({ ok: false, why: e.code ?? 'error' }));
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      done(status >= 200 && status < 300 ? { ok: true, status } : { ok: false, why: `HTTP ${status}` });
    });
    req.end(push.body);
  });
};
