// The protocol's English: the one place where every code becomes the words scripts read — the
// refusals of the table and of the rules (each game's module words its own), a log that does not
// replay, a save --resume cannot open, and every error, refusal and notice of the server. The
// screens word the same codes from their own dictionaries (src/ui/); nothing else makes words.
import type { ReplayError, ReplayProblem, VerifyReport } from '../core/log.js';
import { IllegalMoveError } from '../core/game.js';
import { ReplayFailure } from '../core/log.js';
import { gameModule } from '../modules/registry.js';
import type { AnyRefusal, TableRefusal } from '../table/types.js';
import { isTableRefusal } from '../table/types.js';

const TABLE_ENGLISH: { [C in TableRefusal['code']]: (r: Extract<TableRefusal, { code: C }>) => string } = {
  gameOver: () => 'the game is over',
  notYourTurn: (r) => `it is not your turn: seat ${r.toMove} is to move`,
  staleTurn: () => 'that turn has already been played',
};

/** A refusal of the table or of the rules of `game` (a registered game's id), one line. */
export function refusalEnglish(game: string, refusal: AnyRefusal): string {
  if (!isTableRefusal(refusal)) return gameModule(game).refusalEnglish(refusal);
  const word = TABLE_ENGLISH[refusal.code] as (r: TableRefusal) => string;
  return word(refusal);
}

/** Why a logged move does not replay. */
export function replayProblemEnglish(game: string, problem: ReplayProblem): string {
  if (problem.code === 'alreadyOver') return 'the game was already over';
  if (problem.code === 'unreadable') return problem.reason;
  return refusalEnglish(game, problem.refusal);
}

/** The first move of a log that does not replay, and why. */
export const replayErrorEnglish = (game: string, e: ReplayError): string => `move ${e.moveNumber} "${e.move}" does not replay: ${replayProblemEnglish(game, e.problem)}`;

/** What `replay --verify` says of a log that fails. */
export function verifyEnglish(game: string, report: Extract<VerifyReport, { ok: false }>): string {
  const { problem } = report;
  if (problem.code === 'illegal') return `move ${problem.error.moveNumber} "${problem.error.move}" is not legal: ${replayProblemEnglish(game, problem.error.problem)}`;
  return `the recorded result ${JSON.stringify(problem.recorded)} does not match the replayed one ${JSON.stringify(problem.replayed)}`;
}

/** Any error of playing or replaying `game` in one line: the coded ones worded here, the others by their own message. */
export function errorEnglish(game: string, e: unknown): string {
  if (e instanceof ReplayFailure) return replayErrorEnglish(game, e.error);
  if (e instanceof IllegalMoveError) return refusalEnglish(game, e.refusal);
  return e instanceof Error ? e.message : String(e);
}

type Params = Record<string, unknown>;
const n = (p: Params, key: string): string => String(p[key] ?? '?');

const NET_ENGLISH = {
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
  notFound: () => "nothing here: this server speaks only the game's protocol",
  // Notices about the table.
  takenOver: () => 'this seat was taken over by a new connection',
  hostClosed: (p: Params) =>
    p.resumable ? 'the host closed the table; it is saved, and when the host opens it again ("host --resume") rejoin with "join --resume"' : 'the host closed the table',
  hostLeft: (p: Params) => `the host (seat ${n(p, 'seat')}) left the table; seat ${n(p, 'newHost')} is the host now`,
  abandoned: () => 'everyone left the table; it is closed',
} satisfies Record<string, (p: Params) => string>;

/** The codes of the server: its errors, the refusals of a create or a join, its notices about the table. */
export type NetCode = keyof typeof NET_ENGLISH;

/** A code of the server in the protocol's English. */
export const netEnglish = (code: NetCode, params: Params = {}): string => NET_ENGLISH[code](params);
