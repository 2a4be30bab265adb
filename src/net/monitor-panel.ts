// Colyseus's own monitor panel (@colyseus/monitor: rooms, clients, and buttons that act on them)
// for the operator, under /monitor on the operator listener, behind HTTP Basic authentication
// with the password the operator set. Loaded only with `serve --monitor` (it patches Colyseus's
// Room class and brings express). Our rooms keep no Colyseus state, so the panel shows no hand,
// seed or secret: only codes, client counts and session ids.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PACKAGE_NAME } from '../core/package-name.js';

/** The shortest password the monitor accepts (it can close rooms and disconnect players). */
export const MONITOR_PASSWORD_MIN = 12;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The password of a Basic Authorization header (any user name), or null. */
function passwordOf(header: string | undefined): string | null {
  const m = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(header ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : text.slice(colon + 1);
}

export async function monitorPanel(password: string): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const [{ default: express }, { monitor }] = await Promise.all([import('express'), import('@colyseus/monitor')]);
  const expected = digest(password);
  const app = express();
  app.disable('x-powered-by');
  app.use('/monitor', (req, res, next) => {
    const given = passwordOf(req.headers.authorization);
    // Compared as digests of equal length, in constant time.
    if (given !== null && timingSafeEqual(digest(given), expected)) return next();
    res.set('WWW-Authenticate', `Basic realm="${PACKAGE_NAME} monitor", charset="UTF-8"`).status(401).type('text/plain').send('the monitor needs the operator\'s password\n');
  });
  app.use('/monitor', monitor());
  app.use((_req, res) => void res.status(404).type('text/plain').send('not found\n'));
  return (req, res) => app(req, res);
}
