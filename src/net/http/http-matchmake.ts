// The matchmaking routes, owned here rather than by Colyseus so that every request is counted
// and bounded before it costs anything: `POST …/matchmake/create/table` opens a table,
// `…/joinById/CODE` reserves a seat at one, `…/reconnect/ROOM` takes a dropped seat back. The
// answers have the shape colyseus.js expects: `{ room, sessionId }`, or a refusal with its HTTP
// status and `{ code, params, error }` (http-reply.ts).
//
// A join by code that finds nothing — an unknown code, a seat token that is not valid there, a
// reconnection token that expired — always gets the same answer (noTable), and counts as a
// guess: an address that guesses too often is refused for a while before anything is looked up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { addressKey } from './address-prefix.js';
import type { EdgeQuotas } from './edge-quotas.js';
import { readCappedBody } from './http-body.js';
import { type Refusal, refusal, replyJson, replyRefusal } from './http-reply.js';
import { type AdmitAnswer, RoomRefusal, refusalCodeOf } from '../wire/net-codes.js';
import { normalizeRoomCode } from '../wire/room-code.js';
import type { ServerLimits } from '../server/server-limits.js';
import { ROOM_NAME } from '../wire/table-room-name.js';
import type { FindTable } from '../scale/table-takeover.js';

export type MatchmakeMethod = 'create' | 'joinById' | 'reconnect';

export interface MatchmakeRoute {
  method: MatchmakeMethod;
  /** The room name (create) or the room code. */
  target: string;
}

// Any prefix: behind a proxy the client's endpoint may sit under a path.
const ROUTE = /\/matchmake\/(create|joinById|reconnect)\/([A-Za-z0-9_-]{1,64})$/;

export function matchmakeRoute(method: string | undefined, url: string | undefined): MatchmakeRoute | null {
  if (method !== 'POST' || !url) return null;
  const path = url.split('?')[0];
  const m = ROUTE.exec(path);
  return m ? { method: m[1] as MatchmakeMethod, target: m[2] } : null;
}

/** How long a refused upload's connection stays after the answer, so the client can read it. */
const LINGER_MS = 500;

export interface MatchmakeContext {
  limits: ServerLimits;
  quotas: EdgeQuotas;
  /** The room's own check of create options (a RoomRefusal with its parameters when they will not do). */
  checkCreate(options: unknown): void;
  /** Told of every refusal (the server's log, throttled there). */
  refused(address: string, r: Refusal, room?: string): void;
  /** With Redis: where a table is, taking it over when its process is gone. */
  findTable?: FindTable;
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}
const refuse = (...args: Parameters<typeof refusal>): never => {
  throw new Refused(refusal(...args));
};

export async function handleMatchmake(req: IncomingMessage, res: ServerResponse, route: MatchmakeRoute, address: string, ctx: MatchmakeContext, headers: Record<string, string>): Promise<void> {
  const body = await readCappedBody(req, ctx.limits.bodyMaxBytes);
  if (!body.ok) {
    if (body.why === 'tooLarge') {
      const r = refusal('tooLarge', { limit: ctx.limits.bodyMaxBytes });
      ctx.refused(address, r);
      // Answer, then hang up gently: what the client still sends is dropped unread until the
      // connection goes, a moment later (closing at once would reset it before the answer is read).
      replyRefusal(res, r, headers);
      res.once('finish', () => {
        req.socket.end();
        setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
      });
    }
    return;
  }
  try {
    const options = parseOptions(body.bytes);
    const auth = { token: undefined, headers: req.headers, ip: address, req };
    const answer =
      route.method === 'create'
        ? await create(route.target, options, address, ctx, auth)
        : route.method === 'joinById'
          ? await reserveSeat(route.target, options, address, ctx, auth)
          : await reconnect(route.target, options, address, ctx);
    replyJson(res, 200, answer, headers);
  } catch (e) {
    const r = refusalOf(e);
    ctx.refused(address, r, route.method === 'create' ? undefined : route.target);
    replyRefusal(res, r, headers);
  }
}

/** A refusal of the room's (its parameters kept), or Colyseus's number read back into a code. */
function asRefusal(e: unknown): Refusal {
  if (e instanceof RoomRefusal) return refusal(e.refusal, e.coded.params);
  const code = refusalCodeOf((e as { code?: unknown })?.code);
  return code ? refusal(code) : refusal('badCreate', { reason: String((e as Error)?.message ?? e).slice(0, 200) });
}

function parseOptions(bytes: Buffer): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8') || '{}');
  } catch {
    return refuse('badRequest', { reason: 'not valid JSON' });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return refuse('badRequest', { reason: 'not a JSON object' });
  return data as Record<string, unknown>;
}

export type Reservation = { room: { roomId: string }; sessionId: string };

async function create(roomName: string, options: Record<string, unknown>, address: string, ctx: MatchmakeContext, auth: object): Promise<Reservation> {
  if (roomName !== ROOM_NAME) return refuse('notFound');
  return openTable(options, address, ctx, async () => {
    const reservation = (await matchMaker.create(ROOM_NAME, options, auth as never)) as Reservation;
    return { code: reservation.room.roomId, made: reservation };
  });
}

/**
 * Opens a table with a client's create options, counted against `address` as every table is
 * (tables a minute, open tables with bots, open public tables): `make` creates the room (with a
 * seat reserved for the client, or none: a quick match's table, which its client joins by code).
 * A refusal is thrown (see `refusalOf`).
 */
export async function openTable<T>(options: Record<string, unknown>, address: string, ctx: MatchmakeContext, make: () => Promise<{ code: string; made: T }>): Promise<T> {
  // Asked before anything is counted or made: a refusal keeps its parameters.
  ctx.checkCreate(options);
  const withBots = Array.isArray(options.bots) && options.bots.length > 0;
  const listed = options.public === true;
  if (withBots && !ctx.quotas.openBotTable(address)) return refuse('botTableQuota', { limit: ctx.limits.botTablesPerAddress });
  const giveBack = (): void => {
    if (withBots) ctx.quotas.botTableOpened(address, null);
    if (listed) ctx.quotas.publicTableOpened(address, null);
  };
  if (listed && !ctx.quotas.openPublicTable(address)) {
    if (withBots) ctx.quotas.botTableOpened(address, null);
    return refuse('publicTableQuota', { limit: ctx.limits.publicTablesPerAddress });
  }
  if (!ctx.quotas.tables.take(address)) {
    giveBack();
    return refuse('tableQuota', { limit: ctx.limits.tablesPerMinutePerAddress });
  }
  let opened: { code: string; made: T };
  try {
    opened = await make();
  } catch (e) {
    giveBack();
    throw e;
  }
  ctx.quotas.tableOpened(opened.code, address);
  if (withBots) ctx.quotas.botTableOpened(address, opened.code);
  if (listed) ctx.quotas.publicTableOpened(address, opened.code);
  return opened.made;
}

/** Any failure of a create or a join as the refusal the client is answered with. */
export const refusalOf = (e: unknown): Refusal => (e instanceof Refused ? e.refusal : asRefusal(e));

function checkGuesses(address: string, ctx: MatchmakeContext): void {
  if (!ctx.quotas.guesses.left(address)) refuse('guessQuota');
  if (!ctx.quotas.joins.take(address)) refuse('joinQuota', { limit: ctx.limits.joinsPerMinutePerAddress });
}

/** The answer for a join that found nothing; it counts against the address's guesses. */
function noTable(address: string, ctx: MatchmakeContext): never {
  ctx.quotas.guesses.spend(address);
  throw new Refused(refusal('noTable'));
}

/**
 * A seat reserved at the table with this code for a client's join options (a join by code, or a
 * quick match's join sent with its request), counted as a join of `address`; a refusal is thrown.
 */
export async function reserveSeat(target: string, options: Record<string, unknown>, address: string, ctx: MatchmakeContext, auth: object): Promise<Reservation> {
  checkGuesses(address, ctx);
  const code = normalizeRoomCode(target);
  if (code !== target) return noTable(address, ctx);
  let listing = (await matchMaker.driver.findOne({ roomId: code })) as { locked?: boolean; processId?: string } | undefined;
  if (ctx.findTable) {
    const where = await ctx.findTable(code, listing);
    if (where === 'none') return noTable(address, ctx);
    if (where === 'moving') return refuse('tableMoving');
    if (where === 'movedHere') listing = await matchMaker.driver.findOne({ roomId: code });
  }
  if (!listing) return noTable(address, ctx);
  // The room locks itself while its outstanding reservations are at the limit (reservationsPerTable).
  if (listing.locked) return refuse('reservationQuota');
  let admit: AdmitAnswer;
  try {
    admit = (await matchMaker.remoteRoomCall(code, 'admit', [options, addressKey(address)])) as AdmitAnswer;
  } catch {
    // With Redis the table was listed a moment ago: its process is gone or going, and another takes it over.
    return ctx.findTable ? refuse('tableMoving') : noTable(address, ctx);
  }
  if (!admit.ok) {
    // A seat token that holds no seat here is answered as an unknown code.
    if (admit.code === 'noTable') return noTable(address, ctx);
    return refuse(admit.code, admit.params);
  }
  try {
    return (await matchMaker.joinById(code, options, auth as never)) as Reservation;
  } catch (e) {
    // Locked or gone between the dry run and the reservation, or the address's share taken meanwhile.
    if ((e as Error)?.constructor?.name === 'SeatReservationError') return refuse('reservationQuota');
    const r = asRefusal(e);
    return r.code === 'noTable' ? noTable(address, ctx) : refuse(r.code, r.params);
  }
}

async function reconnect(target: string, options: Record<string, unknown>, address: string, ctx: MatchmakeContext): Promise<Reservation> {
  checkGuesses(address, ctx);
  if (ctx.findTable && normalizeRoomCode(target) === target) {
    const where = await ctx.findTable(target, await matchMaker.driver.findOne({ roomId: target }));
    if (where === 'none') return noTable(address, ctx);
    // A table rebuilt by another process knows no reconnection token: the client comes back with its seat's.
    if (where !== 'live') return refuse('tableMoving');
  }
  try {
    return (await matchMaker.reconnect(target, options)) as Reservation;
  } catch {
    // An expired reconnection token looks exactly like an unknown code.
    return noTable(address, ctx);
  }
}
