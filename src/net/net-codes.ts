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
  // Refusals of a create or a join.
  badCreate: (p: Params) => `cannot open that table: ${n(p, 'reason')}`,
  botLevel: (p: Params) => `bot level must be one of ${(p.allowed as string[] | undefined)?.join(', ') ?? '?'}`,
  badToken: () => 'that seat token does not belong to this table (or the seat went to a bot)',
  hostPresent: () => 'the host is already at this table',
  started: () => 'the game has already started; a player who left rejoins with "join --resume"',
  tableFull: () => 'the table is full',
  noTable: () => 'no table with that code here, or its seats are all being taken',
  rejoinRate: (p: Params) => `too many rejoins of this seat; try again in ${n(p, 'seconds')} s`,
  noWatchers: () => 'this table does not take watchers',
  watchersFull: () => 'this table has as many watchers as it takes (or as many asking to watch)',
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
 * Refusals of a create or a join travel through Colyseus's error reply, which carries a number
 * and a message: each code has its number.
 */
const REFUSAL_NUMBERS = { badCreate: 4301, botLevel: 4302, badToken: 4303, hostPresent: 4304, started: 4305, tableFull: 4306, rejoinRate: 4307, noWatchers: 4330, watchersFull: 4331 } as const;
/** Colyseus's own number for a code it does not find (or a table whose seats are all reserved). */
const NO_TABLE = 4212;
export type RefusalCode = keyof typeof REFUSAL_NUMBERS;

/** The code of a refusal's number, or null for a number that is not one of these. */
export const refusalCodeOf = (n: unknown): RefusalCode | 'noTable' | null =>
  n === NO_TABLE ? 'noTable' : ((Object.entries(REFUSAL_NUMBERS).find(([, v]) => v === n)?.[0] as RefusalCode | undefined) ?? null);

/** A refusal of a create or a join: Colyseus sends `code` (the number) and the message. */
export class RoomRefusal extends Error {
  readonly coded: CodedMessage;
  readonly code: number;
  constructor(code: RefusalCode, params: Params = {}) {
    const coded = netMessage(code, params);
    super(coded.message);
    this.coded = coded;
    this.code = REFUSAL_NUMBERS[code];
  }
}
