// The matchmaking routes, owned here rather than by Colyseus so that every request is counted
// and bounded before it costs anything: `POST …/matchmake/create/table` opens a table,
// `…/joinById/CODE` reserves a seat at one, `…/reconnect/ROOM` takes a dropped seat back. The
// answers have the shape colyseus.js expects (`{ room, sessionId }`, or `{ code, error }`).
//
// A join by code that finds nothing — an unknown code, a seat token that is not valid there, a
// reconnection token that expired — always gets the same answer, and counts as a guess: an
// address that guesses too often is refused for a while before anything is looked up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { seedProblem } from '../core/seed-text.js';
import type { EdgeQuotas } from './edge-quotas.js';
import { readCappedBody } from './http-body.js';
import { type Refusal, refusal, replyJson, replyRefusal } from './http-reply.js';
import { normalizeRoomCode } from './room-code.js';
import type { ServerLimits } from './server-limits.js';
import { ROOM_NAME } from './table-room-name.js';

export type MatchmakeMethod = 'create' | 'joinById' | 'reconnect';

export interface MatchmakeRoute {
  method: MatchmakeMethod;
  /** The room name (create) or the room code. */
  target: string;
}

/** What a table says when asked whether it would seat these join options (a dry run). */
export type AdmitAnswer = { ok: true } | { ok: false; code: string };

// Any prefix: behind a proxy the client's endpoint may sit under a path.
const ROUTE = /\/matchmake\/(create|joinById|reconnect)\/([A-Za-z0-9_-]{1,64})$/;

export function matchmakeRoute(method: string | undefined, url: string | undefined): MatchmakeRoute | null {
  if (method !== 'POST' || !url) return null;
  const path = url.split('?')[0];
  const m = ROUTE.exec(path);
  return m ? { method: m[1] as MatchmakeMethod, target: m[2] } : null;
}

/** Admit codes that mean "no such seat": answered exactly like an unknown code. */
const NOT_A_SEAT = new Set(['badToken', 'unknownSeat', 'noSuchSeat', 'expired']);

/** How long a refused upload's connection stays after the answer, so the client can read it. */
const LINGER_MS = 500;

const NO_SUCH_SEAT = refusal(404, 'noSuchSeat', 'no table has that code, or that seat token is not valid there');
const ADMIT_TEXT: Record<string, string> = {
  full: 'the table is full',
  started: 'the game has already started; a player who left rejoins with "join --resume"',
  hostPresent: 'the host is already at this table',
};

export interface MatchmakeContext {
  limits: ServerLimits;
  quotas: EdgeQuotas;
  /** Told of every refusal (the server's log, throttled there). */
  refused(address: string, r: Refusal, room?: string): void;
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}
const refuse = (status: number, code: string, message: string): never => {
  throw new Refused(refusal(status, code, message));
};

export async function handleMatchmake(req: IncomingMessage, res: ServerResponse, route: MatchmakeRoute, address: string, ctx: MatchmakeContext, headers: Record<string, string>): Promise<void> {
  const body = await readCappedBody(req, ctx.limits.bodyMaxBytes);
  if (!body.ok) {
    if (body.why === 'tooLarge') {
      const r = refusal(413, 'tooLarge', `a matchmaking request is at most ${ctx.limits.bodyMaxBytes} bytes`);
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
      route.method === 'create' ? await create(route.target, options, address, ctx, auth) : route.method === 'joinById' ? await joinById(route.target, options, address, ctx, auth) : await reconnect(route.target, options, address, ctx);
    replyJson(res, 200, answer, headers);
  } catch (e) {
    const r = e instanceof Refused ? e.refusal : refusal(400, 'refused', (e as Error).message || 'the request was refused');
    ctx.refused(address, r, route.method === 'create' ? undefined : route.target);
    replyRefusal(res, r, headers);
  }
}

function parseOptions(bytes: Buffer): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8') || '{}');
  } catch {
    return refuse(400, 'badRequest', 'the request is not valid JSON');
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return refuse(400, 'badRequest', 'the request must be a JSON object');
  return data as Record<string, unknown>;
}

type Reservation = { room: { roomId: string }; sessionId: string };

async function create(roomName: string, options: Record<string, unknown>, address: string, ctx: MatchmakeContext, auth: object): Promise<Reservation> {
  if (roomName !== ROOM_NAME) return refuse(404, 'notFound', 'no such kind of room');
  if (options.seed !== undefined) {
    const problem = seedProblem(options.seed);
    if (problem) return refuse(400, 'badSeed', problem);
  }
  const withBots = Array.isArray(options.bots) && options.bots.length > 0;
  if (withBots && !ctx.quotas.openBotTable(address)) {
    return refuse(429, 'botTableQuota', `your address already holds ${ctx.limits.botTablesPerAddress} open tables with server bots; finish or leave one first`);
  }
  if (!ctx.quotas.tables.take(address)) {
    if (withBots) ctx.quotas.botTableOpened(address, null);
    return refuse(429, 'tableQuota', `too many tables opened from your address (at most ${ctx.limits.tablesPerMinutePerAddress} a minute); wait a minute`);
  }
  let reservation: Reservation;
  try {
    reservation = (await matchMaker.create(ROOM_NAME, options, auth as never)) as Reservation;
  } catch (e) {
    if (withBots) ctx.quotas.botTableOpened(address, null);
    return refuse(400, 'cannotCreate', `cannot open the table: ${(e as Error).message}`);
  }
  const code = reservation.room.roomId;
  if (withBots) ctx.quotas.botTableOpened(address, code);
  ctx.quotas.reserved(code, reservation.sessionId);
  return reservation;
}

function checkGuesses(address: string, ctx: MatchmakeContext): void {
  if (!ctx.quotas.guesses.left(address)) {
    refuse(429, 'guessQuota', 'too many joins from your address found no table; wait a minute');
  }
  if (!ctx.quotas.joins.take(address)) {
    refuse(429, 'joinQuota', `too many joins from your address (at most ${ctx.limits.joinsPerMinutePerAddress} a minute); wait a minute`);
  }
}

/** The answer for a join that found nothing; it counts against the address's guesses. */
function noSuchSeat(address: string, ctx: MatchmakeContext): never {
  ctx.quotas.guesses.spend(address);
  throw new Refused(NO_SUCH_SEAT);
}

async function joinById(target: string, options: Record<string, unknown>, address: string, ctx: MatchmakeContext, auth: object): Promise<Reservation> {
  checkGuesses(address, ctx);
  const code = normalizeRoomCode(target);
  if (code !== target) return noSuchSeat(address, ctx);
  const listing = (await matchMaker.driver.findOne({ roomId: code })) as { locked?: boolean } | undefined;
  if (!listing || listing.locked) return noSuchSeat(address, ctx);
  if (!ctx.quotas.reservationRoom(code)) {
    return refuse(429, 'reservationQuota', 'too many players are joining this table at once; try again in a few seconds');
  }
  let admit: AdmitAnswer;
  try {
    admit = (await matchMaker.remoteRoomCall(code, 'admit', [options])) as AdmitAnswer;
  } catch {
    return noSuchSeat(address, ctx);
  }
  if (!admit.ok) {
    if (NOT_A_SEAT.has(admit.code)) return noSuchSeat(address, ctx);
    return refuse(409, admit.code, ADMIT_TEXT[admit.code] ?? `the table does not seat you (${admit.code})`);
  }
  let reservation: Reservation;
  try {
    reservation = (await matchMaker.joinById(code, options, auth as never)) as Reservation;
  } catch {
    return noSuchSeat(address, ctx);
  }
  ctx.quotas.reserved(code, reservation.sessionId);
  return reservation;
}

async function reconnect(target: string, options: Record<string, unknown>, address: string, ctx: MatchmakeContext): Promise<Reservation> {
  checkGuesses(address, ctx);
  try {
    return (await matchMaker.reconnect(target, options)) as Reservation;
  } catch {
    return noSuchSeat(address, ctx);
  }
}
