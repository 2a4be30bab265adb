// The protocol's English: the one place where every code becomes the words scripts read — the
// refusals of the table and of the rules (each game's module words its own), a log that does not
// replay, a save --resume cannot open, table talk (signals, quick phrases, refused talk), and
// every error, refusal and notice of the server. The screens word the same codes from their own
// dictionaries (src/ui/); nothing else makes words.
import type { ReplayError, ReplayProblem, VerifyReport } from '../core/log.js';
import { IllegalMoveError } from '../core/game.js';
import { ReplayFailure } from '../core/log.js';
import { GREETINGS, type Greeting, type PhraseParams, type Signal } from '../core/talk.js';
import { gameModule, isGameId } from '../modules/registry.js';
import type { Heard } from '../table/client.js';
import type { AnyRefusal, TableRefusal, TalkRefusal } from '../table/types.js';
import { isTableRefusal } from '../table/types.js';
import { notationEnglish, problemEnglish } from './problem-english.js';

export { logErrorEnglish, logProblemEnglish, notationEnglish, optionsEnglish, problemEnglish } from './problem-english.js';

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
  if (problem.code === 'unreadable') return notationEnglish(problem.notation);
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
  const coded = problemEnglish(e);
  if (coded !== null) return coded;
  return e instanceof Error ? e.message : String(e);
}

const TALK_REFUSAL_ENGLISH: { [C in TalkRefusal['code']]: (r: Extract<TalkRefusal, { code: C }>) => string } = {
  gameOver: () => 'the game is over',
  noSuchSeat: (r) => `there is no seat ${r.seat} at this table`,
  notYourSeat: (r) => `seat ${r.seat} is not played from here`,
  noSignalNow: () => 'a signal is given only after a jester, until its player chooses who goes next',
  chooserSignals: () => 'the player of the jester chooses who goes next; only the others signal',
  staleSignal: (r) => `that signal answers position ${r.at}, but ${r.movesMade} moves have been made; nothing was said`,
  badSignal: () => 'a signal is "go" or "rather-not"',
  unknownPhrase: () => 'this game has no such phrase',
  talkLimit: () => 'you have said as much as one position allows; nothing was said',
};

/** Why a signal or a phrase was refused (nothing was said), one line. */
export function talkRefusalEnglish(refusal: TalkRefusal): string {
  const word = TALK_REFUSAL_ENGLISH[refusal.code] as (r: TalkRefusal) => string;
  return word(refusal);
}

const SIGNAL_ENGLISH: Record<Signal, string> = { go: "I'd like to go next", 'rather-not': 'rather not me' };

/** The phrases every game shares: they state nothing about the game. */
const GREETING_ENGLISH: Record<Greeting, string> = { 'good-luck': 'good luck', 'well-played': 'well played', sorry: 'sorry', thinking: 'thinking…' };

export const signalEnglish = (value: Signal): string => SIGNAL_ENGLISH[value];

/**
 * What a phrase of `game` says ("good luck"; a game's own through its module: "I have 3 cards");
 * a code this program does not know (or a game it does not know) is shown as the code.
 */
export function phraseEnglish(game: string, code: string, params: PhraseParams): string {
  if (Object.hasOwn(GREETING_ENGLISH, code)) return GREETING_ENGLISH[code as Greeting];
  const own = isGameId(game) ? gameModule(game).phraseEnglish : undefined;
  return own && Object.hasOwn(own, code) ? own[code](params) : code;
}

/** One line for something said at a table of `game`: "seat 2: I'd like to go next", "Eve (watching): good luck". */
export function heardEnglish(game: string, heard: Heard, names: readonly string[] = []): string {
  const who = 'watcher' in heard ? `${heard.watcher} (watching)` : names[heard.seat - 1] ? `${names[heard.seat - 1]} (seat ${heard.seat})` : `seat ${heard.seat}`;
  return `${who}: ${heard.kind === 'signal' ? signalEnglish(heard.value) : phraseEnglish(game, heard.code, heard.params)}`;
}

const TALK_LINE_ENGLISH = {
  // A talk line on stdin that does not parse (code badTalk).
  talkShape: 'talk is "signal [SEAT] go|rather-not" or "say [SEAT] PHRASE"',
  signalValue: 'a signal is "signal go" or "signal rather-not"',
  noPhrase: 'say which phrase: "say good-luck", "say my-hand", …',
  // A signal from a stdin that plays several seats, without the seat (code whichSeat).
  whichSeat: 'stdin plays several seats: name the one that signals, e.g. "signal 2 go"',
  // A watcher's line that is no greeting (code watching).
  watcherLine: `a watcher may only greet: ${GREETINGS.map((g) => `"say ${g}"`).join(', ')}`,
} as const;

/** The protocol's own problems with a talk line read from stdin. */
export type TalkLineProblem = keyof typeof TALK_LINE_ENGLISH;

export const talkLineEnglish = (problem: TalkLineProblem): string => TALK_LINE_ENGLISH[problem];

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
  // Changing the table's pace: "continue later" (turn-based) and back to live play.
  laterNoServer: () => 'this table cannot continue later: its server keeps no accounts (turn-based tables live on a server started with "serve")',
  laterGuests: (p: Params) => `this table cannot continue later: seat ${(p.seats as number[] | undefined)?.join(', ') ?? '?'} plays as a guest, and a turn-based seat belongs to an account`,
  laterQuota: (p: Params) => `this table cannot continue later: seat ${n(p, 'seat')}'s account already holds ${n(p, 'limit')} turn-based tables`,
  liveAway: (p: Params) => `everyone must be at the table to play live again: seat ${n(p, 'seat')} is away`,
  samePace: (p: Params) => (p.to === 'turn' ? 'this table is turn-based already' : 'this table is played live already'),
  noProposal: () => 'nobody has proposed that change of pace',
  paceBusy: () => 'the table is changing its pace; try again in a moment',
  // Table talk and watchers.
  watching: () => 'you are watching this table: watchers do not play or signal',
  notGreeting: () => `watchers may only greet the table (${GREETINGS.join(', ')})`,
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
  publicTableQuota: (p: Params) => `your address already holds ${n(p, 'limit')} open public tables; play or close one first`,
  lobbyWaitQuota: (p: Params) => `too many lobby listings waiting from your address (at most ${n(p, 'limit')})`,
  quickQuota: (p: Params) => `too many quick matches asked from your address (at most ${n(p, 'limit')} a minute); wait a minute`,
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
  watchersFull: (p: Params) =>
    p.perAddress === undefined
      ? 'this table has as many watchers as it takes (or as many asking to watch)'
      : `this table takes at most ${n(p, 'perAddress')} watchers from one address, and one request to watch at a time`,
  notFound: () => "nothing here: this server speaks only the game's protocol",
  tableMoving: () => 'that table is moving to another server process; try again in a moment',
  banned: () => "this server's operator has banned your address",
  badProof: () => 'the key proof was refused: sign a fresh challenge of this server with your key',
  accountsOnly: () => 'turn-based tables are for accounts: join with your key (a server that keeps accounts)',
  turnTableQuota: (p: Params) => `your account already holds ${n(p, 'limit')} turn-based tables; finish one first`,
  eventAccounts: () => "team event tables are for accounts: join with your key, on a server that runs this game's team event",
  eventPlayers: (p: Params) => `the week's team event has deals for ${Array.isArray(p.counts) ? p.counts.map(Number).join(', ') : '?'} players only`,
  // Notices about the table.
  takenOver: () => 'this seat was taken over by a new connection',
  hostClosed: (p: Params) => (p.resumable ? 'the host closed the table; it is saved, and when the host opens it again ("host --resume") rejoin with "join --resume"' : 'the host closed the table'),
  hostLeft: (p: Params) => `the host (seat ${n(p, 'seat')}) left the table; seat ${n(p, 'newHost')} is the host now`,
  abandoned: () => 'everyone left the table; it is closed',
  paceDeclined: (p: Params) => `seat ${n(p, 'seat')} (${n(p, 'name')}) said no: the table keeps its pace`,
  paceCancelled: (p: Params) => `seat ${n(p, 'seat')} (${n(p, 'name')}) left: the proposal to change the pace is off`,
  nowTurnBased: (p: Params) => `the table is turn-based now: ${n(p, 'moveHours')} hours per move; leave when you like, "tables" lists it`,
  nowLive: () => 'the table is played live again: the clock has stopped',
  watchRefused: (p: Params) => (p.reason === 'noAnswer' ? 'the host did not answer your request to watch' : 'the host did not let you watch this table'),
} satisfies Record<string, (p: Params) => string>;

/** The codes of the server: its errors, the refusals of a create or a join, its notices about the table. */
export type NetCode = keyof typeof NET_ENGLISH;

/** Every code the server words (a screen's dictionary is held to the list). */
export const NET_CODES = Object.keys(NET_ENGLISH) as NetCode[];

/** A code of the server in the protocol's English. */
export const netEnglish = (code: NetCode, params: Params = {}): string => NET_ENGLISH[code](params);
