// The monitor panel's actions, as this server takes them: POST only, from the panel's own page,
// and only the two its buttons need. @colyseus/monitor's page calls every room method by GET
// (`/api/room/call?roomId=…&method=…&args=…`) and its server calls whatever method is named —
// any method of the room, with any arguments. Here the page is served with a small script that
// turns those calls into POSTs (a browser then adds the Origin this server checks), and the
// server calls only `disconnect` (close the table) and `_forceClientDisconnect` (remove one
// client). The panel's "send a message" buttons are refused: our clients take only the messages
// of our protocol.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import type { Response } from 'express';

/** The panel's one path that acts (under /monitor). */
export const ACTION_PATH = '/api/room/call';

/** The room methods the panel may call, with the number of string arguments each takes. */
const ACTIONS: Record<string, number> = { disconnect: 0, _forceClientDisconnect: 1 };

/** Loaded before the panel's bundle: its action calls go out as POST (same URL, same credentials). */
export const POST_ACTIONS_SCRIPT = `// This server takes the panel's actions by POST only (with the Origin a browser sends).
(function () {
  var fetchFirst = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === 'string' ? input : input && input.url;
    if (typeof url === 'string' && url.split('?')[0].slice(-${ACTION_PATH.length}) === '${ACTION_PATH}') {
      return fetchFirst(url, Object.assign({}, init, { method: 'POST' }));
    }
    return fetchFirst(input, init);
  };
})();
`;

/** The panel's page, loading the script above before its own bundle. */
export function panelPage(): string {
  const folder = join(dirname(createRequire(import.meta.url).resolve('@colyseus/monitor')), 'static');
  const page = readFileSync(join(folder, 'index.html'), 'utf8');
  const bundle = /<script[^>]*src="bundle\.js"/.exec(page);
  if (!bundle) throw new Error('@colyseus/monitor: its page no longer loads bundle.js; the panel cannot be guarded');
  return page.replace(bundle[0], `<script src="post-actions.js"></script>${bundle[0]}`);
}

/**
 * Same origin: the Origin a browser sent names the host the request was sent to (the Host header;
 * a proxy in front must pass it on). Either scheme: a TLS proxy may stand in front.
 */
export function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined || host === undefined || host === '') return false;
  const o = origin.toLowerCase();
  const h = host.toLowerCase();
  return o === `http://${h}` || o === `https://${h}`;
}

const fail = (res: Response, status: number, message: string): void => void res.status(status).json({ message });

/** Calls the named action on the room (on whichever process holds it). */
export async function callAction(query: Record<string, unknown>, res: Response): Promise<void> {
  const { roomId, method, args = '[]' } = query;
  if (typeof roomId !== 'string' || !/^[\w-]{1,64}$/.test(roomId)) return fail(res, 400, 'roomId: a room id');
  if (typeof method !== 'string' || !Object.hasOwn(ACTIONS, method)) return fail(res, 403, `method: one of ${Object.keys(ACTIONS).join(', ')}`);
  let given: unknown;
  try {
    given = JSON.parse(String(args));
  } catch {
    given = null;
  }
  const valid = Array.isArray(given) && given.length === ACTIONS[method] && given.every((a) => typeof a === 'string' && a.length <= 64);
  if (!valid) return fail(res, 400, `args: ${ACTIONS[method]} string(s) as a JSON list`);
  try {
    await matchMaker.remoteRoomCall(roomId, method, given as string[]);
    res.json({ done: method });
  } catch {
    fail(res, 500, `room ${roomId} is not available any more`);
  }
}
