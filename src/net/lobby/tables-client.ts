// The client side of `POST …/tables/mine` (CONTRACT-30): the tables where this terminal's account
// holds a seat, the player's turn first. The request carries a fresh key proof, as the account and
// daily routes do. The answer is whatever the server sent: it is checked for shape with valibot,
// every text in it (names, a status) made printable and cut short before any screen or line sees
// it, and a table that is not one is left out rather than shown half. A failure is a TablesFailure
// the caller words in the player's language. `POST …/tables/result` brings a finished table's end
// to a seat that was away when it ended (finishedTable).
import * as v from 'valibot';
import { printable } from '../../core/printable.js';
import { isGameId } from '../../modules/registry.js';
import type { ServerAddress } from '../client/address.js';
import { proofOf } from '../accounts/account-client.js';
import type { ClientKey } from '../accounts/client-key.js';
import { DATE_MS_MAX } from '../client/date-ms.js';
import type { EndMessage } from '../wire/messages.js';
import { normalizeRoomCode } from '../wire/room-code.js';
import { RouteFailure, type RouteProblem, postRoute } from '../client/http-request.js';

/** One of the player's tables, as the server listed it (checked, printable). */
export interface MyTable {
  code: string;
  game: string;
  seats: number;
  /** The seats' names, seat 1 first (printable, short). */
  names: string[];
  yourSeat: number;
  toMove: number | null;
  yourTurn: boolean;
  /** When the move now due runs out (ms since the epoch, the server's clock), or null. */
  deadline: number | null;
  status: string;
  moves: number;
  moveHours: number | null;
  updatedAt: number;
}

export interface MyTables {
  /** The server's clock when it answered (time left counts from it). */
  now: number;
  tables: MyTable[];
}

/** Why the list could not be read: no answer, an answer that is not a list of tables, or a refusal. */
export type TablesProblem = RouteProblem;

export class TablesFailure extends RouteFailure {
  constructor(problem: TablesProblem, server: string) {
    super(problem, 'tables', server);
  }
}

const REQUEST_MS = 15_000;
const ANSWER_MAX_BYTES = 1_000_000;
/** Most tables read from one answer (the server's own limit is far lower; a hostile one cannot fill the screen). */
const MOST_TABLES = 200;

const count = (most: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(most));
const time = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DATE_MS_MAX));
const seat = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8));

const TableSchema = v.object({
  code: v.pipe(v.string(), v.maxLength(20)),
  game: v.pipe(
    v.string(),
    v.check((id: string) => isGameId(id)),
  ),
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8)),
  names: v.optional(v.array(v.unknown()), []),
  yourSeat: seat,
  toMove: v.nullable(seat),
  yourTurn: v.boolean(),
  deadline: v.nullable(time),
  status: v.optional(v.string(), ''),
  moves: count(1_000_000),
  moveHours: v.optional(v.nullable(count(10_000)), null),
  updatedAt: v.optional(time, 0),
});

const AnswerSchema = v.object({ now: time, tables: v.array(v.unknown()) });

/** Cut first, then made printable: an escape is never cut in half. */
const shortText = (text: string, most: number): string => printable(text.slice(0, most));

/** One table of an answer, checked; null when it is not one. */
export function myTableFrom(raw: unknown): MyTable | null {
  const parsed = v.safeParse(TableSchema, raw);
  if (!parsed.success) return null;
  const t = parsed.output;
  const code = normalizeRoomCode(t.code);
  if (code === null || t.yourSeat > t.seats || (t.toMove !== null && t.toMove > t.seats)) return null;
  const names = t.names.slice(0, t.seats).map((n) => (typeof n === 'string' ? shortText(n, 40) : ''));
  return {
    code,
    game: t.game,
    seats: t.seats,
    names,
    yourSeat: t.yourSeat,
    toMove: t.toMove,
    // The turn is the player's only when the seat to move is theirs, whatever the flag says.
    yourTurn: t.yourTurn && t.toMove === t.yourSeat,
    deadline: t.deadline,
    status: shortText(t.status, 20),
    moves: t.moves,
    moveHours: t.moveHours,
    updatedAt: t.updatedAt,
  };
}

/** The whole answer checked (also the SSH front's in-process answer); null when it is not one. */
export function myTablesFrom(raw: unknown): MyTables | null {
  const parsed = v.safeParse(AnswerSchema, raw);
  if (!parsed.success) return null;
  const tables = parsed.output.tables
    .slice(0, MOST_TABLES)
    .map(myTableFrom)
    .filter((t): t is MyTable => t !== null)
    .filter((t, i, all) => all.findIndex((u) => u.code === t.code) === i);
  return { now: parsed.output.now, tables: orderTables(tables) };
}

/** The player's turn first (the soonest deadline first), then the others by their last change: the server's order, held to whatever it sent. */
export function orderTables(tables: readonly MyTable[]): MyTable[] {
  const due = (t: MyTable): number => t.deadline ?? Number.MAX_SAFE_INTEGER;
  return [...tables].sort((a, b) => (a.yourTurn !== b.yourTurn ? (a.yourTurn ? -1 : 1) : a.yourTurn ? due(a) - due(b) : b.updatedAt - a.updatedAt));
}

const post = (server: ServerAddress, path: string, body: unknown): Promise<Record<string, unknown>> =>
  postRoute(server, path, body, { timeoutMs: REQUEST_MS, maxBytes: ANSWER_MAX_BYTES }, (problem) => new TablesFailure(problem, server.display));

/** `path` asked with a fresh key proof, as the account routes take it. */
async function proven(server: ServerAddress, key: ClientKey, path: string, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const asked = await post(server, 'account/challenge', {});
  if (typeof asked.challenge !== 'string') throw new TablesFailure({ kind: 'nonsense', status: 200 }, server.display);
  return post(server, path, { ...extra, ...proofOf(server, key, asked.challenge) });
}

/** The tables of the account of `key` on `server`, the player's turn first. */
export async function myTables(server: ServerAddress, key: ClientKey): Promise<MyTables> {
  const tables = myTablesFrom(await proven(server, key, 'tables/mine'));
  if (!tables) throw new TablesFailure({ kind: 'nonsense', status: 200 }, server.display);
  return tables;
}

/** A finished table's end for the player's seat, as its seats at the table heard it. */
export interface FinishedTable {
  code: string;
  game: string;
  seat: number;
  /** The seats the server's bots played. */
  bots: number[];
  end: EndMessage;
}

const EndSchema = v.object({
  result: v.unknown(),
  seed: v.pipe(v.string(), v.maxLength(200)),
  salt: v.pipe(v.string(), v.maxLength(200)),
  commitment: v.pipe(v.string(), v.maxLength(200)),
  seedChosen: v.boolean(),
  log: v.unknown(),
  outcome: v.optional(v.object({ kind: v.picklist(['ended', 'timeout']), seat, winner: v.optional(seat) })),
  sealedUntil: v.optional(time),
});

const FinishedSchema = v.object({
  game: v.pipe(
    v.string(),
    v.check((id: string) => isGameId(id)),
  ),
  seat,
  bots: v.pipe(v.array(seat), v.maxLength(8)),
  end: EndSchema,
});

/** The end of the finished table `code` for the account of `key` (checked for shape; the log is the caller's to replay before trusting it). */
export async function finishedTable(server: ServerAddress, key: ClientKey, code: string): Promise<FinishedTable> {
  const answer = finishedTableFrom(await proven(server, key, 'tables/result', { code }), code);
  if (!answer) throw new TablesFailure({ kind: 'nonsense', status: 200 }, server.display);
  return answer;
}

/** A `tables/result` answer checked for shape (also the SSH front's, read in-process), or null. */
export function finishedTableFrom(raw: unknown, code: string): FinishedTable | null {
  const answer = v.safeParse(FinishedSchema, raw);
  if (!answer.success) return null;
  const { game, seat: yourSeat, bots, end } = answer.output;
  const { outcome, sealedUntil, ...rest } = end;
  return { code, game, seat: yourSeat, bots, end: { ...rest, ...(outcome && { outcome }), ...(sealedUntil !== undefined && { sealedUntil }) } };
}

/** How many of the tables wait for the player's move. */
export const turnsWaiting = (tables: MyTables): number => tables.tables.filter((t) => t.yourTurn).length;
