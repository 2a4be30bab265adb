// The server's own errors, refusals and notices: each a code with its parameters, and beside it
// the protocol's English (src/protocol/english.ts) for scripts and logs. Screens word the codes
// themselves (src/ui/net/net-strings.ts), so that each player reads them in their own language.
import { NET_CODES, type NetCode, netEnglish } from '../../protocol/english.js';
import type { CodedMessage } from './messages.js';

type Params = Record<string, unknown>;
export type { NetCode };

/** Every code the server words (a screen's dictionary is held to the list). */
export const NET_CODE_NAMES: readonly NetCode[] = NET_CODES;

export function netMessage(code: NetCode, params: Params = {}): CodedMessage {
  return { code, params, message: netEnglish(code, params) };
}

/**
 * Refusals of a create or a join, each with its number and HTTP status. The HTTP edge answers
 * with the status and `{ code, params, error }`; a refusal that Colyseus carries (a create
 * refused in the room, a join refused when its WebSocket arrives) travels as the number and the
 * English words. Clients read either back into the code.
 */
export const REFUSALS = {
  badCreate: { number: 4301, status: 400 },
  botLevel: { number: 4302, status: 400 },
  noTable: { number: 4303, status: 404 },
  hostPresent: { number: 4304, status: 409 },
  started: { number: 4305, status: 409 },
  tableFull: { number: 4306, status: 409 },
  rejoinQuota: { number: 4307, status: 429 },
  botTableQuota: { number: 4308, status: 429 },
  tableQuota: { number: 4309, status: 429 },
  joinQuota: { number: 4310, status: 429 },
  guessQuota: { number: 4311, status: 429 },
  reservationQuota: { number: 4312, status: 429 },
  connectionQuota: { number: 4313, status: 429 },
  tooLarge: { number: 4314, status: 413 },
  badRequest: { number: 4315, status: 400 },
  foreignOrigin: { number: 4316, status: 403 },
  serverStarting: { number: 4317, status: 503 },
  serverStopping: { number: 4318, status: 503 },
  notFound: { number: 4319, status: 404 },
  tableMoving: { number: 4320, status: 503 },
  // The lobby's (public tables, long polls of the listing, quick matches).
  publicTableQuota: { number: 4321, status: 429 },
  lobbyWaitQuota: { number: 4322, status: 429 },
  quickQuota: { number: 4323, status: 429 },
  banned: { number: 4324, status: 403 },
  badProof: { number: 4325, status: 401 },
  // Turn-based tables (issue 30): accounts only, and a limit per account.
  accountsOnly: { number: 4326, status: 403 },
  turnTableQuota: { number: 4327, status: 429 },
  // The weekly team events (src/net/events): accounts only, on a server that runs them; the week's player counts.
  eventAccounts: { number: 4328, status: 403 },
  eventPlayers: { number: 4329, status: 400 },
  // The watchers' refusals, numbered apart from the edge's 4301–4320 so that either can grow.
  noWatchers: { number: 4330, status: 403 },
  watchersFull: { number: 4331, status: 409 },
} as const satisfies Partial<Record<NetCode, { number: number; status: number }>>;
export type RefusalCode = keyof typeof REFUSALS;

/** Colyseus's own numbers for no room found, a room id it does not know (or locked), a reconnection that expired. */
const COLYSEUS_NO_TABLE = new Set([4211, 4212, 4214]);

const isRefusalCode = (code: unknown): code is RefusalCode => typeof code === 'string' && Object.hasOwn(REFUSALS, code);

/** The code of a refusal's number (Colyseus's "no such room" numbers are noTable), or null for another number. */
export function refusalCodeOf(n: unknown): RefusalCode | null {
  if (typeof n === 'number' && COLYSEUS_NO_TABLE.has(n)) return 'noTable';
  return (Object.entries(REFUSALS).find(([, r]) => r.number === n)?.[0] as RefusalCode | undefined) ?? null;
}

/** A refusal's code from what a server sent: its name, or its number. */
export const refusalCodeFrom = (code: unknown): RefusalCode | null => (isRefusalCode(code) ? code : refusalCodeOf(code));

/** A refusal of a create or a join: Colyseus sends `code` (the number) and the message. */
export class RoomRefusal extends Error {
  readonly coded: CodedMessage;
  readonly code: number;
  constructor(
    readonly refusal: RefusalCode,
    params: Params = {},
  ) {
    const coded = netMessage(refusal, params);
    super(coded.message);
    this.coded = coded;
    this.code = REFUSALS[refusal].number;
  }
}

/** A room's answer to "would this join be let in?" (its dry run, asked by the HTTP edge). */
export type AdmitAnswer = { ok: true } | { ok: false; code: RefusalCode; params: Params };
