// Colyseus's own monitor panel (@colyseus/monitor: rooms, clients, and buttons that act on them)
// for the operator, under /monitor on the operator listener, behind HTTP Basic authentication
// with the password the operator set. Loaded only with `serve --monitor` (it patches Colyseus's
// Room class and brings express). Our rooms keep no Colyseus state, so the panel shows no hand,
// seed or secret: only codes, client counts and session ids.
//
// Guarded as a page a stranger's browser may be lured into acting through:
// - wrong passwords are throttled per address (password-throttle.ts): 429 with Retry-After;
// - reading is GET, acting is POST only, and only from the panel's own page: a POST must carry
//   an Origin equal to the address it was sent to (browsers always send Origin with a POST, so a
//   page of another site cannot forge it, and a missing one is refused too);
// - only the paths the panel uses are served, and only the two actions its buttons need
//   (monitor-actions.ts); the panel's page calls them through POST.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PACKAGE_NAME } from '../../core/package-name.js';
import { ACTION_PATH, POST_ACTIONS_SCRIPT, callAction, panelPage, sameOrigin } from './monitor-actions.js';
import { PasswordThrottle } from './password-throttle.js';

/** The shortest password the monitor accepts (it can close rooms and disconnect players). */
export const MONITOR_PASSWORD_MIN = 12;
/** Wrong monitor passwords one address may try a minute before it must wait (longer after each). */
export const MONITOR_GUESSES_PER_MINUTE = 5;

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** The password of a Basic Authorization header (any user name), or null. */
function passwordOf(header: string | undefined): string | null {
  const m = /^Basic ([A-Za-z0-9+/=]{1,400})$/.exec(header ?? '');
  if (!m) return null;
  const text = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : text.slice(colon + 1);
}

/** What the panel reads (GET): its page, its script and style, and its two read-only API calls. */
const READS = new Set(['/', '/index.html', '/post-actions.js', '/bundle.js', '/styles.css', '/api', '/api/', '/api/room']);

export interface MonitorPanelOptions {
  /** Wrong passwords per address per minute before the waits begin. */
  guessesPerMinute?: number;
  /** The clock of the throttle (tests). */
  now?: () => number;
}

export async function monitorPanel(password: string, options: MonitorPanelOptions = {}): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const [{ default: express }, { monitor }] = await Promise.all([import('express'), import('@colyseus/monitor')]);
  const expected = digest(password);
  const throttle = new PasswordThrottle(options.guessesPerMinute ?? MONITOR_GUESSES_PER_MINUTE, options.now);
  const page = panelPage();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  const refuse = (res: import('express').Response, status: number, text: string, headers: Record<string, string> = {}): void =>
    void res
      .set({ 'Cache-Control': 'no-store', ...headers })
      .status(status)
      .type('text/plain')
      .send(`${text}\n`);

  app.use('/monitor', (req, res, next) => {
    const address = req.socket.remoteAddress ?? 'unknown';
    // While an address waits, nothing it sends is looked at: a right guess is refused like a wrong one.
    const wait = throttle.waitSeconds(address);
    if (wait > 0) return refuse(res, 429, `too many wrong passwords from your address; try again in ${wait} s`, { 'Retry-After': String(wait) });
    const given = passwordOf(req.headers.authorization);
    // Compared as digests of equal length, in constant time.
    if (given !== null && timingSafeEqual(digest(given), expected)) {
      throttle.succeeded(address);
      return next();
    }
    // A request with no credentials at all is the browser's first, not a guess.
    if (req.headers.authorization !== undefined) throttle.failed(address);
    refuse(res, 401, "the monitor needs the operator's password", { 'WWW-Authenticate': `Basic realm="${PACKAGE_NAME} monitor", charset="UTF-8"` });
  });

  app.use('/monitor', (req, res, next) => {
    // The page's relative links need the slash (as the monitor's own static files would redirect).
    if (req.originalUrl.split('?')[0] === '/monitor') return void res.redirect(301, '/monitor/');
    const action = req.path === ACTION_PATH;
    if (action ? req.method !== 'POST' : req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(res, 405, action ? 'the panel acts by POST only' : 'the panel is read by GET', { Allow: action ? 'POST' : 'GET, HEAD' });
    }
    // An action only from the panel's own page; a read from another site's page gets nothing either.
    const origin = req.headers.origin;
    if ((action || origin !== undefined) && !sameOrigin(origin, req.headers.host)) return refuse(res, 403, 'the panel acts only from its own page (same origin)');
    if (!action && !READS.has(req.path)) return refuse(res, 404, 'not found');
    next();
  });
  app.get(['/monitor/', '/monitor/index.html'], (_req, res) => void res.set('Cache-Control', 'no-store').type('html').send(page));
  app.get('/monitor/post-actions.js', (_req, res) => void res.type('application/javascript').send(POST_ACTIONS_SCRIPT));
  app.post(`/monitor${ACTION_PATH}`, (req, res) => void callAction(req.query, res));
  app.use('/monitor', monitor());
  app.use((_req, res) => refuse(res, 404, 'not found'));
  return (req, res) => app(req, res);
}
