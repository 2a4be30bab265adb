// The client's matchmaking requests (create, join by code, reconnect). colyseus.js reads only the
// words of a refused request (an HTTP error loses its body), so this client sends them itself and
// reads the refusal's code and parameters, from the server's HTTP edge (`{ code, params, error }`
// with a status) or from plain Colyseus (`{ code: number, error }`). A refusal becomes a
// TableRefused with printable words; a reservation goes to colyseus.js as usual.
import { Client, type Room } from 'colyseus.js';
import { printable } from '../../core/printable.js';
import { refusalCodeFrom } from '../wire/net-codes.js';
import { requestJson } from './http-request.js';

/** How long a matchmaking request may take before the client gives up on it. */
const REQUEST_TIMEOUT_MS = 15_000;

/** A create or join the server refused: its code (when it sent a known one), parameters and printable words. */
export class TableRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Parameters a server sent, their text made printable and short. */
function paramsFrom(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const short = (v: unknown): unknown =>
    typeof v === 'string' ? printable(v.slice(0, 100)) : Array.isArray(v) ? v.slice(0, 10).map(short) : typeof v === 'number' || typeof v === 'boolean' ? v : null;
  return Object.fromEntries(
    Object.entries(raw)
      .slice(0, 10)
      .map(([k, v]) => [k, short(v)]),
  );
}

/** The refusal a server sent: its code, parameters and words. */
export function refusalFrom(body: { code?: unknown; params?: unknown; error?: unknown }, fallback: string): TableRefused {
  const words = printable(String(body.error ?? fallback).slice(0, 300));
  return new TableRefused(refusalCodeFrom(body.code) ?? 'unknown', words, paramsFrom(body.params));
}

/** A name, id or token in a reservation: what Colyseus makes them of (a table's code has a dash). */
const RESERVATION_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** A server process's public address (`host:port`, maybe with a path), as `--public-address` gives it. */
const PUBLIC_ADDRESS = /^[A-Za-z0-9._~:[\]/-]{1,200}$/;

/**
 * The seat reservation a server sent, with only what this client uses, each part checked: its
 * room's name, id and process, the session, and the process's public address. colyseus.js builds
 * the socket's address from them and prints the room's id in its development mode, so a hostile
 * server's text is not taken; its development mode (reconnecting by itself, with lines on stdout)
 * and another transport are never taken either.
 */
export function reservationFrom(body: Record<string, unknown>): Record<string, unknown> | null {
  const room = body.room as Record<string, unknown> | undefined;
  if (!room || typeof room !== 'object') return null;
  const ids = [room.name, room.roomId, room.processId, body.sessionId];
  if (!ids.every((id) => typeof id === 'string' && RESERVATION_ID.test(id))) return null;
  if (room.publicAddress != null && !(typeof room.publicAddress === 'string' && PUBLIC_ADDRESS.test(room.publicAddress))) return null;
  const publicAddress = room.publicAddress == null ? {} : { publicAddress: room.publicAddress };
  return { room: { name: room.name, roomId: room.roomId, processId: room.processId, ...publicAddress }, sessionId: body.sessionId };
}

/** Largest answer read (a reservation or a refusal is a few hundred bytes). */
const ANSWER_MAX_BYTES = 64 * 1024;

/** One POST of `options`: the status and the JSON answer ({} when it is not JSON); a too large answer is an error. */
async function postJson(url: string, options: object, headers: Readonly<Record<string, string>>): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await requestJson({ method: 'POST', url: new URL(url), body: options, headers, timeoutMs: REQUEST_TIMEOUT_MS, maxBytes: ANSWER_MAX_BYTES });
  if (answer.tooLarge) throw new Error("the server's answer is too large");
  return { status: answer.status, body: answer.body ?? {} };
}

export class MatchmakeClient extends Client {
  /** `headers` go with every request and WebSocket (colyseus.js sends its http headers with the socket). */
  constructor(
    endpoint: string,
    private readonly extraHeaders: Readonly<Record<string, string>> = {},
  ) {
    super(endpoint);
    Object.assign(this.http.headers, extraHeaders);
  }

  protected override async createMatchMakeRequest<T>(method: string, roomName: string, options: object = {}, rootSchema?: never, reuseRoomInstance?: Room): Promise<Room<T>> {
    const res = await postJson(this.getHttpEndpoint(`matchmake/${method}/${roomName}`), options, this.extraHeaders);
    const body = res.body;
    if (res.status !== 200 || body.error !== undefined || !body.room) throw refusalFrom(body, `the server answered ${res.status}`);
    const reservation = reservationFrom(body);
    if (!reservation) throw new TableRefused('unknown', "the server's answer is no seat reservation");
    // Colyseus's reconnection sends its token along with the reservation.
    if (method === 'reconnect') reservation.reconnectionToken = (options as { reconnectionToken?: string }).reconnectionToken;
    return this.takeReservation(reservation, rootSchema, reuseRoomInstance);
  }

  /** Connects with a reservation checked by reservationFrom (a matchmaking answer's, or a quick match's). */
  takeReservation<T>(reservation: Record<string, unknown>, rootSchema?: never, reuseRoomInstance?: Room): Promise<Room<T>> {
    // reservationFrom keeps only the parts colyseus.js reads to connect.
    return this.consumeSeatReservation(reservation as never, rootSchema, reuseRoomInstance);
  }
}
