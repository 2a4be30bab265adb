// The server's own errors, refusals and notices: each a code with its parameters, worded here in
// English for scripts (the JSON protocol) and logs. Screens word the codes themselves
// (src/ui/net/net-strings.ts), so that each player reads them in their own language.
import type { CodedMessage } from './messages.js';

type Params = Record<string, unknown>;
const n = (p: Params, key: string): string => String(p[key] ?? '?');

const ENGLISH = {
  // A message of this client that changed nothing.
  rate: () => 'too many messages; slow down (that one was dropped)',
  badFrame: () => 'that message could not be read (not valid msgpack); nothing changed',
  badMessage: (p: Params) => `a "${n(p, 'type')}" message must be ${n(p, 'expected')}; nothing changed`,
  unknownType: (p: Params) => `unknown message type "${n(p, 'type')}"`,
  noSeat: () => 'you hold no seat at this table',
  notStarted: () => 'the game has not started yet',
  alreadyStarted: () => 'the game has already started',
  staleMove: (p: Params) => `that move answers position ${n(p, 'at')}, but ${n(p, 'movesMade')} moves have been made; nothing changed`,
  badNotation: (p: Params) => n(p, 'reason'),
  notHost: () => 'only the host may do that',
  noBotSeat: () => 'no such seat to give to a bot',
  alreadyBot: (p: Params) => `seat ${n(p, 'seat')} is already a bot`,
  playerPresent: (p: Params) => `seat ${n(p, 'seat')}'s player is still at the table or may still come back`,
  seatAway: (p: Params) => `seat ${n(p, 'seat')} is held by a player who is away`,
  seatsEmpty: (p: Params) => `seat ${(p.seats as number[] | undefined)?.join(', ') ?? '?'} is empty: wait, or fill the empty seats with bots`,
  // Table talk and watchers.
  watching: () => 'you are watching this table: watchers do not play or signal',
  notGreeting: () => 'watchers may only greet the table (good-luck, well-played, sorry, thinking)',
  watchersSilent: () => 'the host has not allowed watchers to greet the table',
  muted: () => 'the host has muted your phrases (signals still go through)',
  talkRate: () => 'too many phrases; wait a moment (that one was dropped)',
  noWatchRequest: () => 'nobody is waiting with that request to watch',
  // Refusals of a create or a join (by the room, or by the HTTP edge before the room is asked).
  badCreate: (p: Params) => `cannot open that table: ${n(p, 'reason')}`,
  botLevel: (p: Params) => `bot level must be one of ${(p.allowed as string[] | undefined)?.join(', ') ?? '?'}`,
  noTable: () => 'no table has that code here, or that seat token is not valid there (or it expired)',
  hostPresent: () => 'the host is already at this table',
  started: () => 'the game has already started; a player who left rejoins with "join --resume"',
  tableFull: () => 'the table is full',
  rejoinQuota: (p: Params) => `too many rejoins of this seat; try again in ${n(p, 'seconds')} s`,
  botTableQuota: (p: Params) => `your address already holds ${n(p, 'limit')} open tables with server bots; finish or leave one first`,
  tableQuota: (p: Params) => `too many tables opened from your address (at most ${n(p, 'limit')} a minute); wait a minute`,
  joinQuota: (p: Params) => `too many joins from your address (at most ${n(p, 'limit')} a minute); wait a minute`,
  guessQuota: () => 'too many joins from your address found no table; wait a minute',
  reservationQuota: () => 'too many players are joining this table at once; try again in a few seconds',
  connectionQuota: (p: Params) => `too many open connections from your address (at most ${n(p, 'limit')})`,
  tooLarge: (p: Params) => `a matchmaking request is at most ${n(p, 'limit')} bytes`,
  badRequest: (p: Params) => `that request could not be read: ${n(p, 'reason')}`,
  foreignOrigin: () => 'pages from other sites may not use this server',
  serverStarting: () => 'the server is starting (restoring its tables); try again in a moment',
  serverStopping: () => 'the server is stopping; try again in a moment',
  noWatchers: () => 'this table does not take watchers',
  watchersFull: () => 'this table has as many watchers as it takes (or as many asking to watch)',
  notFound: () => "nothing here: this server speaks only the game's protocol",
  // Notices about the table.
  takenOver: () => 'this seat was taken over by a new connection',
  hostClosed: (p: Params) =>
    p.resumable ? 'the host closed the table; it is saved, and when the host opens it again ("host --resume") rejoin with "join --resume"' : 'the host closed the table',
  hostLeft: (p: Params) => `the host (seat ${n(p, 'seat')}) left the table; seat ${n(p, 'newHost')} is the host now`,
  abandoned: () => 'everyone left the table; it is closed',
  watchRefused: (p: Params) => (p.reason === 'noAnswer' ? 'the host did not answer your request to watch' : 'the host did not let you watch this table'),
} satisfies Record<string, (p: Params) => string>;

export type NetCode = keyof typeof ENGLISH;

export function netMessage(code: NetCode, params: Params = {}): CodedMessage {
  return { code, params, message: ENGLISH[code](params) };
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
  // The watchers' refusals, numbered apart from the edge's 4301–4319 so that either can grow.
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
