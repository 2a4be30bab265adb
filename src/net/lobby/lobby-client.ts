// The client side of a server's lobby (CONTRACT-29): `POST …/lobby/list` lists the open public
// tables, and with `after` (the version of the listing the client holds) waits until that listing
// changes (a long poll); `POST …/lobby/quick` finds the oldest open public table that fits, or opens
// one with the client's create options. Everything a server sends is checked and made printable
// here, before any screen or line sees it: a host's name or a variant is whatever a stranger typed.
import { printable } from '../../core/printable.js';
import type { ServerAddress } from '../client/address.js';
import type { CreateRoomOptions, JoinOptions } from '../wire/messages.js';
import { type TableRefused, refusalFrom, reservationFrom } from '../client/matchmake-client.js';
import { isWeek } from '../events/event-week.js';
import { normalizeRoomCode } from '../wire/room-code.js';
import { RouteFailure, type RouteProblem, postRoute } from '../client/http-request.js';

/** One open public table as the lobby lists it. */
export interface LobbyTable {
  code: string;
  game: string;
  seats: number;
  taken: number;
  free: number;
  variants: string[];
  lang: string;
  host: string;
  waitingSeconds: number;
  /** A turn-based table (CONTRACT-30), with its hours per move; absent: a live table. */
  turnBased?: true;
  moveHours?: number | null;
  /** A team event's table, as the server lists it: the ISO week whose deal it plays; absent: any other table. */
  event?: string;
}

export interface LobbyListing {
  version: string;
  tables: LobbyTable[];
}

export interface LobbyQuery {
  game?: string;
  seats?: number;
  /** The version of the listing held: the server answers when the listing is no longer that. */
  after?: string;
  /** Only turn-based tables. */
  turnBased?: boolean;
}

/** The options a quick match would host with: those of `host --server`, listed in the lobby. */
export type QuickCreate = CreateRoomOptions & { public: true; lang?: string };

export interface QuickRequest {
  game: string;
  seats?: number;
  variants?: string[];
  lang?: string;
  create: QuickCreate;
  /** Who joins (name, key proof): the server then reserves the seat with its answer. */
  join?: Pick<JoinOptions, 'name' | 'proof' | 'voucher'>;
}

/**
 * Join this table (host false), or take seat 1 of the table the server opened with our options.
 * Asked with `join`, a server that reserves at once sends the seat (`reservation`, checked as a
 * join's is) or why it could not (`refused`); an older server sends neither, and the client joins.
 */
export interface QuickAnswer {
  code: string;
  host: boolean;
  reservation?: Record<string, unknown>;
  refused?: TableRefused;
}

/** Why the lobby could not be read: no answer, an answer that is no lobby's, or a refusal. */
export type LobbyProblem = RouteProblem;

/** A lobby request that failed; the caller words it in the player's language. */
export class LobbyFailure extends RouteFailure {
  constructor(problem: LobbyProblem, server: string) {
    super(problem, 'lobby', server);
  }
}

/** A plain request; a long poll waits up to ~20 s on the server, so it may take a little longer. */
const REQUEST_MS = 15_000;
const LONG_POLL_MS = 35_000;
/** Most tables one listing is read for (a hostile server cannot fill the memory or the screen). */
const MOST_TABLES = 500;
const ANSWER_MAX_BYTES = 1_000_000;

// The watcher's signal lives across many long polls: a stop ends the one under way, its reason thrown as it is.
const post = (server: ServerAddress, path: string, body: unknown, timeoutMs: number, signal?: AbortSignal): Promise<Record<string, unknown>> =>
  postRoute(server, path, body, { timeoutMs, maxBytes: ANSWER_MAX_BYTES, ...(signal && { signal }) }, (problem) => new LobbyFailure(problem, server.display));

const isCount = (v: unknown, most: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= most;
/** Cut first, then made printable: an escape is never cut in half. */
const shortText = (v: unknown, most: number): string => printable(String(v).slice(0, most));

/** One table of a listing, checked; null when it is not one (it is left out, never shown half). */
export function lobbyTableFrom(raw: unknown): LobbyTable | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const t = raw as Record<string, unknown>;
  const code = typeof t.code === 'string' ? normalizeRoomCode(t.code) : null;
  if (code === null || typeof t.game !== 'string' || !/^[a-z][a-z0-9-]{0,30}$/.test(t.game)) return null;
  if (!isCount(t.seats, 8) || !isCount(t.taken, 8) || t.taken > t.seats) return null;
  const free = isCount(t.free, 8) ? t.free : t.seats - t.taken;
  const variants = Array.isArray(t.variants)
    ? t.variants
        .slice(0, 12)
        .filter((v) => typeof v === 'string')
        .map((v) => shortText(v, 30))
    : [];
  const waiting = typeof t.waitingSeconds === 'number' && Number.isFinite(t.waitingSeconds) ? Math.max(0, Math.floor(t.waitingSeconds)) : 0;
  return {
    code,
    game: t.game,
    seats: t.seats,
    taken: t.taken,
    free,
    variants,
    lang: typeof t.lang === 'string' ? shortText(t.lang, 5) : '',
    host: typeof t.host === 'string' ? shortText(t.host, 40) : '',
    waitingSeconds: waiting,
    ...(t.turnBased === true && { turnBased: true as const, moveHours: isCount(t.moveHours, 14 * 24) && t.moveHours > 0 ? t.moveHours : null }),
    // Only a week's name (2026-W49): nothing else a server sends here reaches a screen.
    ...(typeof t.event === 'string' && isWeek(t.event) && { event: t.event }),
  };
}

/** The open public tables (oldest first); with `after`, once the listing is no longer that version. */
export async function lobbyList(server: ServerAddress, query: LobbyQuery = {}, signal?: AbortSignal): Promise<LobbyListing> {
  const answer = await post(server, 'lobby/list', query, query.after === undefined ? REQUEST_MS : LONG_POLL_MS, signal);
  if (typeof answer.version !== 'string' || !Array.isArray(answer.tables)) throw new LobbyFailure({ kind: 'nonsense', status: 200 }, server.display);
  const tables = answer.tables
    .slice(0, MOST_TABLES)
    .map(lobbyTableFrom)
    .filter((t): t is LobbyTable => t !== null)
    // A code listed twice is shown once.
    .filter((t, i, all) => all.findIndex((u) => u.code === t.code) === i);
  return { version: answer.version.slice(0, 200), tables };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A quick match: the code of a table to join, or of the one the server opened for us to host. */
export async function lobbyQuick(server: ServerAddress, request: QuickRequest): Promise<QuickAnswer> {
  const answer = await post(server, 'lobby/quick', request, REQUEST_MS);
  const code = typeof answer.code === 'string' ? normalizeRoomCode(answer.code) : null;
  if (code === null || typeof answer.host !== 'boolean') throw new LobbyFailure({ kind: 'nonsense', status: 200 }, server.display);
  const { reservation, refused } = answer;
  // A reservation for another table than the code named is none.
  const seat = isObject(reservation) && isObject(reservation.room) && reservation.room.roomId === code ? reservationFrom(reservation) : null;
  if (seat) return { code, host: answer.host, reservation: seat };
  if (isObject(refused)) return { code, host: answer.host, refused: refusalFrom(refused, 'the server refused the seat') };
  return { code, host: answer.host };
}
