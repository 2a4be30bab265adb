// The lobby's HTTP routes on the server's edge, JSON in and out:
//   POST …/lobby/list  { game?, seats?, after? } → { version, tables: [...] }, oldest first; with
//        `after` equal to the current version the answer waits until the listing changes (or
//        about 20 s) — a long poll, counted per address while it waits;
//   POST …/lobby/quick { game, seats?, variants?, lang?, create } → { code, host }: a seat at the
//        oldest open public table that fits, or a public table opened with the client's create
//        options (counted as if the client had hosted it); counted per address a minute. With
//        `join` (the name and key proof the client would join with) the seat is reserved at once:
//        `{ code, host, reservation }`, or `{ code, host, refused: { code, params, error } }` when
//        the table filled meanwhile — one request instead of a quick match and then a join.
// A refusal is `{ code, params, error }` with its HTTP status, as the matchmaking routes answer.
// The listing works across processes: the rooms' metadata is read through the shared driver.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import * as v from 'valibot';
import { isGameId } from '../../modules/registry.js';
import { LANGS } from '../../text/lang.js';
import { readCappedBody } from '../http/http-body.js';
import { type MatchmakeContext, openTable, refusalOf, reserveSeat } from '../http/http-matchmake.js';
import { type Refusal, refusal, refusalBody, replyJson, replyJsonLine, replyRefusal } from '../http/http-reply.js';
import { jsonLine } from '../../core/json-line.js';
import { type LobbyAnswer, LobbyList, type OpenTable, type RoomEntry } from './lobby-list.js';
import { netGame } from '../wire/games.js';
import { CreateRoomSchema } from '../wire/messages.js';
import type { QuickLedger } from '../quick/quick-ledger.js';
import { type PlannedTable, QuickMatcher, type QuickRequest, fits } from '../quick/quick-match.js';
import { ROOM_NAME } from '../wire/table-room-name.js';

export type LobbyAct = 'list' | 'quick';

// Any prefix: behind a proxy the server may sit under a path.
const ROUTE = /\/lobby\/(list|quick)$/;

export function lobbyRoute(method: string | undefined, url: string | undefined): LobbyAct | null {
  if (method !== 'POST' || !url) return null;
  const m = ROUTE.exec(url.split('?')[0]);
  return m ? (m[1] as LobbyAct) : null;
}

const gameId = v.pipe(
  v.string(),
  v.check((id: string) => isGameId(id), 'unknown game'),
);
const seatCount = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8));

const ListSchema = v.object({
  game: v.optional(gameId),
  seats: v.optional(seatCount),
  turnBased: v.optional(v.boolean()),
  after: v.optional(v.pipe(v.string(), v.maxLength(64))),
});

/**
 * A quick match's create options: a live public table of anyone's. The table is made without a
 * seat's join (the client joins by code afterwards), so the checks a join makes of who creates
 * it never run: a turn-based table (accounts only, within their limit) or a team event's table is
 * refused here. The rest is checked as any create's when the table opens.
 */
const QuickCreateSchema = v.looseObject({
  turnBased: v.optional(v.undefined('a quick match opens a live table, never a turn-based one')),
  event: v.optional(v.literal(false, 'a quick match opens no team event table')),
});

/**
 * Who joins the seat a quick match finds, when the client asks for it to be reserved at once: its
 * name and its key proof (or the SSH front's voucher). No hostKey, seat token or watch: the seat is
 * a new one, and the hostKey is added by the server only at the table opened with it.
 */
const QuickJoinSchema = v.object({
  name: v.optional(v.unknown()),
  proof: v.optional(v.unknown()),
  voucher: v.optional(v.unknown()),
});

const QuickSchema = v.object({
  game: gameId,
  seats: v.optional(seatCount),
  variants: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(8))),
  lang: v.optional(v.picklist(LANGS)),
  create: QuickCreateSchema,
  join: v.optional(QuickJoinSchema),
});

export interface LobbyTiming {
  /** How often the shared listing is read while anyone asks or waits (1 s). */
  refreshMs?: number;
  /** How long a long poll waits for a change (20 s). */
  waitMs?: number;
}

export interface LobbyRoutes {
  /** Answers a lobby request (the edge has checked that the server is open). */
  handle(req: IncomingMessage, res: ServerResponse, act: LobbyAct, address: string, headers: Record<string, string>): void;
  /** The server is stopping: waiting listings are answered now. */
  close(): void;
}

class BadBody extends Error {}

function parseBody<T>(schema: v.GenericSchema<unknown, T>, bytes: Buffer): T {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8') || '{}');
  } catch {
    throw new BadBody('not valid JSON');
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new BadBody(`${v.getDotPath(parsed.issues[0]) ?? 'body'}: ${parsed.issues[0].message}`.slice(0, 200));
  return parsed.output;
}

const roomsOfTables = async (): Promise<RoomEntry[]> => (await matchMaker.query({ name: ROOM_NAME })) as RoomEntry[];

/** How old the listing a quick match decides from may be. */
export const QUICK_READ_MS = 200;

export function createLobbyRoutes(ctx: MatchmakeContext, timing: LobbyTiming = {}, ledger?: QuickLedger): LobbyRoutes {
  const { limits, quotas } = ctx;
  const list = new LobbyList({ query: roomsOfTables, ...timing });
  const quick = new QuickMatcher({
    // A read at most QUICK_READ_MS old: the seats quick match hands out are counted by the ledger
    // until their players sit, so only a seat taken by a join from the listing or a code in that
    // moment can be promised again, and its player's client asks again when the table is full
    // (cli/lobby/quick-match.ts). A fresh read for every batch re-read a thousand tables several
    // hundred times a second under a burst of players (issue 29's quick-match figure).
    read: () => list.current(QUICK_READ_MS),
    open: (r) => openQuickTable(r, ctx),
    planned: (r) => plannedTable(r),
    ...(ledger && { ledger }),
  });
  const waitMs = timing.waitMs ?? 20_000;
  // The listing's answers are shared by every client asking within a read and a second: each is
  // written out once (a thousand tables escaped per request was most of a refresh's time).
  const lines = new WeakMap<LobbyAnswer, string>();
  const replyListing = (res: ServerResponse, answer: LobbyAnswer, headers: Record<string, string>): void => {
    let line = lines.get(answer);
    if (line === undefined) lines.set(answer, (line = jsonLine(answer)));
    replyJsonLine(res, 200, line, headers);
  };

  const refuse = (res: ServerResponse, address: string, r: Refusal, headers: Record<string, string>): void => {
    ctx.refused(address, r);
    replyRefusal(res, r, headers);
  };

  async function answerList(res: ServerResponse, body: v.InferOutput<typeof ListSchema>, address: string, headers: Record<string, string>): Promise<void> {
    const filter = { game: body.game, seats: body.seats, turnBased: body.turnBased };
    if (body.after === undefined) return replyListing(res, await list.list(filter), headers);
    if (!quotas.lobbyWaits.open(address)) return refuse(res, address, refusal('lobbyWaitQuota', { limit: limits.lobbyWaitsPerAddress }), headers);
    let released = false;
    const release = (): void => {
      if (!released) quotas.lobbyWaits.close(address);
      released = true;
    };
    try {
      const wait = await list.waitFor(filter, body.after);
      // A client that hangs up stops waiting (and stops counting); the socket may idle for the whole wait.
      res.once('close', () => {
        wait.cancel();
        release();
      });
      res.setTimeout(waitMs + 10_000);
      replyListing(res, await wait.answer, headers);
    } finally {
      release();
    }
  }

  async function answerQuick(req: IncomingMessage, res: ServerResponse, body: v.InferOutput<typeof QuickSchema>, address: string, headers: Record<string, string>): Promise<void> {
    const { join, ...asked } = body;
    const answer = await quick.ask({ ...asked, address });
    if (!join) return replyJson(res, 200, answer, headers);
    // The seat reserved as a join by code would reserve it (counted as one), for the client to take at once.
    const options = { ...join, ...(answer.host && { hostKey: body.create.hostKey }) };
    try {
      const reservation = await reserveSeat(answer.code, options, address, ctx, { token: undefined, headers: req.headers, ip: address, req });
      replyJson(res, 200, { ...answer, reservation }, headers);
    } catch (e) {
      // Filled or closed since it was chosen, or the join refused: the client asks again or says why.
      const r = refusalOf(e);
      ctx.refused(address, r, answer.code);
      replyJson(res, 200, { ...answer, refused: refusalBody(r) }, headers);
    }
  }

  async function answer(req: IncomingMessage, res: ServerResponse, act: LobbyAct, address: string, headers: Record<string, string>): Promise<void> {
    // Counted before the body is read: a flood costs the sender its allowance, not the server a parse.
    if (act === 'quick' && !quotas.quickMatches.take(address)) return refuse(res, address, refusal('quickQuota', { limit: limits.quickMatchesPerMinutePerAddress }), headers);
    const read = await readCappedBody(req, limits.bodyMaxBytes);
    if (!read.ok) {
      if (read.why === 'tooLarge') refuse(res, address, refusal('tooLarge', { limit: limits.bodyMaxBytes }), { ...headers, Connection: 'close' });
      return;
    }
    try {
      if (act === 'list') return await answerList(res, parseBody(ListSchema, read.bytes), address, headers);
      return await answerQuick(req, res, parseBody(QuickSchema, read.bytes), address, headers);
    } catch (e) {
      // A listing that cannot be read (the shared driver away) is worth another try in a moment.
      const r = e instanceof BadBody ? refusal('badRequest', { reason: e.message }) : act === 'list' ? refusal('serverStarting') : refusalOf(e);
      refuse(res, address, r, headers);
    }
  }

  return {
    handle(req, res, act, address, headers) {
      void answer(req, res, act, address, headers).catch(() => refuse(res, address, refusal('serverStopping'), headers));
    },
    close: () => list.close(),
  };
}

/** The seats and variants of a table with these options, or null when the game refuses them (the create's check says why). */
function tableOf(game: string, raw: unknown): { seats: number; variants: string[] } | null {
  try {
    const net = netGame(game);
    const options = net.game.normalizeOptions(raw ?? {}) as { variants?: unknown };
    return { seats: net.seats(options), variants: Array.isArray(options.variants) ? options.variants.map(String) : [] };
  } catch {
    return null;
  }
}

/**
 * The table a quick match would open for this request (as openQuickTable makes it), or null when
 * its options are refused: they are checked as the create checks them (CreateRoomSchema), so that
 * nobody is promised a table whose options will not open one.
 */
function plannedTable(r: QuickRequest): PlannedTable | null {
  const create = v.safeParse(CreateRoomSchema, { game: r.game, ...r.create });
  if (!create.success || create.output.game !== r.game) return null;
  const opened = tableOf(r.game, create.output.options);
  if (!opened) return null;
  return { game: r.game, seats: opened.seats, variants: opened.variants, lang: create.output.lang ?? r.lang ?? null };
}

/** A public table opened for a quick match with the client's own create options, counted as their own create. */
async function openQuickTable(r: QuickRequest, ctx: MatchmakeContext): Promise<string> {
  if (r.create.game !== undefined && r.create.game !== r.game) throw new BadBody('create.game: must be the game asked for');
  const options: Record<string, unknown> = { ...r.create, game: r.game, public: true, ...(r.create.lang === undefined && r.lang !== undefined && { lang: r.lang }) };
  // The table opened must be one the next player asking the same finds: it fits what was asked.
  const opened = tableOf(r.game, options.options);
  if (opened && r.seats !== undefined && opened.seats !== r.seats) throw new BadBody(`create.options: that table has ${opened.seats} seats, not the ${r.seats} asked for`);
  if (opened && r.variants !== undefined && !fits({ ...opened, game: r.game, lang: null } as OpenTable, { game: r.game, variants: r.variants }))
    throw new BadBody('create.options: its variants are not the ones asked for');
  if (r.lang !== undefined && options.lang !== r.lang) throw new BadBody('create.lang: not the language asked for');
  return openTable(options, r.address, ctx, async () => {
    // No seat is reserved here: the client joins by code with its hostKey, as seat 1.
    const room = await matchMaker.createRoom(ROOM_NAME, options);
    return { code: room.roomId, made: room.roomId };
  });
}
