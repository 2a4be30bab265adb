// The HTTP edge of a server process: the one `http.Server` that Colyseus's WebSocket transport
// is given. It answers every request and forgets it — the matchmaking and lobby routes
// (../lobby/lobby-http.ts) are handled with a capped body, every other path gets a 404 and the connection is closed — and it bounds what
// one address can hold: open connections, the time a request may take (headers, whole request,
// an idle kept-alive socket), and browser pages from other sites (no CORS reflection; a
// WebSocket upgrade with a foreign Origin is refused).
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { Socket } from 'node:net';
import { BRIDGE_HEADER, type Bridge, type ProxyTrust, plainAddress, proxyTrust } from './client-address.js';
import { EdgeQuotas } from './edge-quotas.js';
import { handleMatchmake, matchmakeRoute } from './http-matchmake.js';
import { type LobbyTiming, createLobbyRoutes, lobbyRoute } from '../lobby/lobby-http.js';
import type { QuickLedger } from '../quick/quick-ledger.js';
import { NOT_FOUND, type Refusal, refusal, replyJson, replyRefusal } from './http-reply.js';
import { netMessage } from '../wire/net-codes.js';
import { PerMinuteQuota } from './quotas.js';
import type { ServerLimits } from '../server/server-limits.js';
import type { FindTable } from '../scale/table-takeover.js';

export interface EdgeEvent {
  event: 'refused';
  address: string;
  status: number;
  why: string;
  /** The refusal in English (it may quote a client: the log line is printable JSON). */
  message: string;
  room?: string;
}

export interface HttpEdge {
  server: Server;
  /** For `new WebSocketTransport({ server, verifyClient })`. */
  verifyClient(info: { origin?: string; req: IncomingMessage }, done: (ok: boolean, status?: number, message?: string) => void): void;
  /** A table closed: its quotas are released. */
  tableClosed(code: string): void;
  /** A table is about to get its first server bot later than its creation: may it (bot tables per address)? */
  botsJoining(code: string): boolean;
  /** The address that opened a table (unknown for one this process did not open). */
  ownerOf(code: string): string | undefined;
  /** A table came back (a restart's --resume, a takeover): it counts for its owner again. */
  tableRestored(code: string, owner: string | null, withBots: boolean): void;
  /** Matchmaking is answered from now on (until then: 503, the saved tables are still being restored). */
  open(): void;
  /** From now on matchmaking and new WebSockets are refused (the server is stopping). */
  drain(): void;
  /** 'starting' or 'stopping' while matchmaking is refused, else null. */
  notReady(): string | null;
}

/**
 * Alive: the process answers. Ready: it takes tables — restored ones are back, it is not
 * draining, and its store is reachable; else 503 with the reason, so a load balancer sends the
 * players elsewhere.
 */
function replyHealth(res: ServerResponse, liveOnly: boolean, s: { opened: boolean; draining: boolean; other: string | null }): void {
  const why = s.draining ? 'stopping' : !s.opened ? 'starting' : s.other;
  if (liveOnly) return replyJson(res, 200, { live: true }, { Connection: 'close' });
  replyJson(res, why ? 503 : 200, { live: true, ready: why === null, ...(why && { why }) }, { Connection: 'close' });
}

/** What a browser page from an allowed origin may send (none other is given CORS headers). */
const corsHeaders = (origin: string): Record<string, string> => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

const FOREIGN_ORIGIN = refusal('foreignOrigin');
const DRAINING = refusal('serverStopping');
const STARTING = refusal('serverStarting');
const CONNECTIONS = (limit: number): Refusal => refusal('connectionQuota', { limit });
const BANNED = refusal('banned');

export interface EdgeOptions {
  limits: ServerLimits;
  onEvent(e: EdgeEvent): void;
  /** The room's own check of create options (room-setup's checkCreate): a RoomRefusal when they will not do. */
  checkCreate(options: unknown): void;
  /** This process's SSH front (see client-address.ts), if it has one. */
  bridge?: Bridge;
  /** With Redis: where a table is, taking it over when its process is gone (asked when it is needed). */
  findTable?: () => FindTable | undefined;
  /** Told of every refusal, unthrottled (the metrics count them). */
  onRefusal?(code: string): void;
  /** Whatever else readiness needs (Redis reachable); null when ready. */
  notReady?(): string | null;
  /** The lobby's timing (tests shorten it): how often the listing is read, how long a long poll waits. */
  lobbyTiming?: LobbyTiming;
  /** Is this client's address banned by the operator (../operator/bans.ts)? Its requests and WebSockets are refused. */
  isBanned?(address: string): boolean;
  /** Where quick matches count their promises (Redis: shared by every process); absent: this process's memory. */
  quickLedger?: QuickLedger;
  /** Routes of their own (the accounts', ../accounts/account-http.ts): true when it answered the request. */
  otherRoutes?(req: IncomingMessage, res: ServerResponse, address: string, headers: Record<string, string>): boolean;
}

/** Liveness and readiness for a load balancer or an orchestrator: GET /healthz/live, GET /healthz. */
const HEALTH = /^\/healthz(\/live)?$/;

export function createHttpEdge({ limits, onEvent, checkCreate, bridge, findTable, onRefusal, notReady, otherRoutes, lobbyTiming, isBanned, quickLedger }: EdgeOptions): HttpEdge {
  const trust: ProxyTrust = proxyTrust(limits.trustProxy, bridge);
  const quotas = new EdgeQuotas(limits);
  const allowedOrigins = new Set(limits.allowedOrigins);
  let draining = false;
  let opened = false;

  // One line per address and kind of refusal a minute is enough for an operator; a flood does not flood the log.
  const logged = new PerMinuteQuota(1);
  const refused = (address: string, r: Refusal, room?: string): void => {
    onRefusal?.(r.code);
    if (logged.take(`${address} ${r.code}`)) onEvent({ event: 'refused', address, status: r.status, why: r.code, message: netMessage(r.code, r.params).message, ...(room ? { room } : {}) });
  };

  const originAllowed = (origin: string | undefined): boolean => origin === undefined || allowedOrigins.has(origin);
  const addressOf = (req: IncomingMessage): string => trust.clientOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], req.headers[BRIDGE_HEADER]);

  /**
   * Behind a trusted proxy every client shares the proxy's socket address, so connections are
   * counted per forwarded address while the request (or WebSocket) lasts; `false` at the limit.
   */
  const countThroughProxy = (req: IncomingMessage, address: string, until: { once(event: 'close', f: () => void): unknown }): boolean => {
    if (!trust.trusts(plainAddress(req.socket.remoteAddress ?? ''))) return true;
    if (!quotas.connections.open(address)) return false;
    until.once('close', () => quotas.connections.close(address));
    return true;
  };

  // The lobby's routes open tables as the create route does: the same quotas, checks and log.
  const lobby = createLobbyRoutes({ limits, quotas, checkCreate, refused }, lobbyTiming, quickLedger);

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const address = addressOf(req);
    const origin = req.headers.origin;
    if (!originAllowed(origin)) {
      refused(address, FOREIGN_ORIGIN);
      return replyRefusal(res, FOREIGN_ORIGIN, {}, true);
    }
    const headers = origin === undefined ? {} : corsHeaders(origin);
    if (isBanned?.(address)) {
      refused(address, BANNED);
      return replyRefusal(res, BANNED, headers, true);
    }
    if (!countThroughProxy(req, address, res)) return replyRefusal(res, CONNECTIONS(limits.connectionsPerAddress), headers, true);
    if (req.method === 'OPTIONS' && origin !== undefined) {
      res.writeHead(204, headers);
      return void res.end();
    }
    const health = req.method === 'GET' ? HEALTH.exec((req.url ?? '').split('?')[0]) : null;
    if (health) return replyHealth(res, health[1] !== undefined, { opened, draining, other: notReady?.() ?? null });
    if (!draining && opened && otherRoutes?.(req, res, address, headers)) return;
    const lobbyAct = lobbyRoute(req.method, req.url);
    if (lobbyAct) {
      if (draining || !opened) return replyRefusal(res, draining ? DRAINING : STARTING, headers, true);
      return lobby.handle(req, res, lobbyAct, address, headers);
    }
    const route = matchmakeRoute(req.method, req.url);
    if (!route) {
      refused(address, NOT_FOUND);
      return replyRefusal(res, NOT_FOUND, headers, true);
    }
    if (draining || !opened) return replyRefusal(res, draining ? DRAINING : STARTING, headers, true);
    void handleMatchmake(req, res, route, address, { limits, quotas, checkCreate, refused, findTable: findTable?.() }, headers);
  };

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.idleTimeoutMs,
      // How often the timeouts above are checked (Node's default is 30 s).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
      maxHeaderSize: 8 * 1024,
    },
    onRequest,
  );
  // A socket that never completes a request is closed once idle this long (a WebSocket turns this off).
  server.timeout = limits.requestTimeoutMs;

  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress ?? 'unknown');
    if (trust.trusts(peer)) return;
    if (!quotas.connections.open(peer)) {
      refused(peer, CONNECTIONS(limits.connectionsPerAddress));
      return void socket.destroy();
    }
    socket.once('close', () => quotas.connections.close(peer));
  });
  // A request too slow, with headers too large or malformed: a status line and the connection closed, never a stack trace.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  });

  return {
    server,
    verifyClient(info, done) {
      const req = info.req;
      const address = addressOf(req);
      if (!originAllowed(info.origin ?? req.headers.origin)) {
        refused(address, FOREIGN_ORIGIN);
        return done(false, 403, 'Forbidden');
      }
      if (isBanned?.(address)) {
        refused(address, BANNED);
        return done(false, 403, 'Forbidden');
      }
      if (draining) return done(false, 503, 'Service Unavailable');
      if (!countThroughProxy(req, address, req.socket)) {
        refused(address, CONNECTIONS(limits.connectionsPerAddress));
        return done(false, 429, 'Too Many Requests');
      }
      // The transport reads the client's address from these headers: only the edge's answer counts.
      req.headers['x-forwarded-for'] = address;
      delete req.headers['x-real-ip'];
      delete req.headers[BRIDGE_HEADER];
      done(true);
    },
    tableClosed: (code) => quotas.tableClosed(code),
    botsJoining: (code) => quotas.botsJoining(code),
    ownerOf: (code) => quotas.ownerOf(code),
    tableRestored: (code, owner, withBots) => quotas.tableRestored(code, owner, withBots),
    open() {
      opened = true;
    },
    drain() {
      draining = true;
      lobby.close();
    },
    notReady: () => (draining ? 'stopping' : !opened ? 'starting' : null),
  };
}
