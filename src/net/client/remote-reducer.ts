// What a client knows of its networked table, and how each message from the server changes it: a
// pure reducer (state + message -> new state, and the change to tell), with no socket, timer or
// clock of its own, so that it is tested message by message. The connection (remote-table.ts)
// makes every message printable at its door, then hands it here.
import { printable } from '../../core/printable.js';
import { isGameId } from '../../modules/registry.js';
import { isDateMs } from './date-ms.js';
import { dealMatches } from '../wire/deal-commitment.js';
import { weekBounds } from '../events/event-week.js';
import type {
  CodedMessage,
  EndMessage,
  HistoryMessage,
  LobbyMessage,
  PublicWireUpdate,
  SaidMessage,
  TurnMessage,
  WatchingMessage,
  WatchRequestsMessage,
  WelcomeMessage,
  WireUpdate,
} from '../wire/messages.js';
import { codedFrom, isRecord, lobbyFrom, requestsOf, saidOf, turnFrom } from './remote-checks.js';

export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

export type RemoteChange =
  | { kind: 'welcome' }
  | { kind: 'update'; update: WireUpdate }
  | { kind: 'lobby'; lobby: LobbyMessage }
  | ({ kind: 'error' } & CodedMessage)
  | ({ kind: 'notice' } & CodedMessage)
  | { kind: 'end'; end: EndMessage }
  | { kind: 'connection'; status: ConnectionStatus; reason?: string }
  /** Something said at the table (a seat's signal or phrase, a watcher's greeting). */
  | { kind: 'said'; said: SaidMessage }
  /** A watcher's view of the table after a move. */
  | { kind: 'public'; update: PublicWireUpdate }
  /** A watcher: whether the host has let it in. */
  | { kind: 'watching'; admitted: boolean }
  /** The host: the requests to watch waiting for an answer. */
  | { kind: 'watchRequests'; requests: WatchRequestsMessage['requests'] }
  /** A turn-based table's clock changed. */
  | { kind: 'turn'; turn: TurnMessage };

/** The end's seed and salt checked against the commitment shown before the game. */
export interface DealCheck {
  /** The commitment the lobby showed first (null: this client never saw one). */
  shown: string | null;
  matches: boolean;
  /** A team event's game while its week runs: the deal is revealed at this moment (ms), not now. */
  sealedUntil?: number;
}

export interface RemoteState {
  /** This seat's latest update: its view, legal moves and events. */
  readonly update: WireUpdate | null;
  readonly lobby: LobbyMessage | null;
  /** The clock's reading when the lobby arrived (reconnection countdowns count from it). */
  readonly lobbyAt: number;
  readonly end: EndMessage | null;
  /** At the end: does the revealed deal match the commitment shown before? */
  readonly deal: DealCheck | null;
  /** The first commitment to the deal this client was shown. */
  readonly commitmentShown: string | null;
  /** The team event's week the table announced with that first commitment (null: not an event table). */
  readonly eventWeek: string | null;
  /**
   * The player chose a team event's table before coming to it, through the event's own commands
   * (`host --event`, `join --event`, the SSH menu's event): the only word a sealed end is believed
   * on. What the server says — its lobby's listing, the table's own lobby — changes nothing: a
   * hostile server could say it of any table, to skip the check of the deal.
   */
  readonly chosenEvent: boolean;
  /** The notice that closed the table (the host closed it), if that is how it ended. */
  readonly closedBy: CodedMessage | null;
  /** Every move so far with the events this seat may see (for an event log). */
  readonly history: HistoryMessage['moves'];
  /** Everything said at the table so far, oldest first (checked, printable). */
  readonly said: SaidMessage[];
  /** This client watches instead of playing a seat (`seat` is then 0). */
  readonly watcher: boolean;
  /** A watcher: the host has let it in (at once unless the table asks the host). */
  readonly admitted: boolean;
  /** A watcher: the table as a person behind it sees it, after the latest move. */
  readonly publicUpdate: PublicWireUpdate | null;
  /** A watcher's name at the table. */
  readonly watchName: string;
  /** The host of a table that asks: the requests to watch waiting for an answer. */
  readonly watchRequests: WatchRequestsMessage['requests'];
  readonly seat: number;
  readonly code: string;
  /** The table's game (its welcome says which). */
  readonly game: string;
  readonly welcomedAsHost: boolean;
  readonly seatToken: string;
  /** A turn-based table's clock (null: a live table, or none heard yet). */
  readonly turn: TurnMessage | null;
  /** How many moves this seat had seen before this visit: the first clock's word, kept for the visit's summary. */
  readonly seenAtVisit: number | null;
}

export function initialRemoteState(watcher: boolean, chosenEvent = false): RemoteState {
  return {
    update: null,
    lobby: null,
    lobbyAt: 0,
    end: null,
    deal: null,
    commitmentShown: null,
    eventWeek: null,
    chosenEvent,
    closedBy: null,
    history: [],
    said: [],
    watcher,
    admitted: false,
    publicUpdate: null,
    watchName: '',
    watchRequests: [],
    seat: 0,
    code: '',
    game: '',
    welcomedAsHost: false,
    seatToken: '',
    turn: null,
    seenAtVisit: null,
  };
}

/** One message from the server: its type and its body (already made printable at the door). */
export interface ServerMessage {
  type: string;
  body: unknown;
}

export interface Reduction {
  state: RemoteState;
  /** What the table's listeners are told (null: nothing). */
  change: RemoteChange | null;
  /** This message told the client its place (a seat's welcome, a watcher's answer). */
  welcomed: boolean;
  /** The addresses of the server's processes the message named, unchecked (undefined: it named none). */
  peers?: unknown;
}

const unchanged = (state: RemoteState): Reduction => ({ state, change: null, welcomed: false });

const DAY_MS = 86_400_000;

/**
 * When a sealed end's deal will be revealed, if the client may believe it: only at a table the
 * player chose as an event table before coming, that announced itself as one before the game (with
 * the commitment it showed first), and
 * only for the end of that week, which is at most a week ahead of this client's clock (a day of
 * slack either way for clocks that differ). Any other sealed end — a hostile server's way to skip
 * the deal's check — is checked like every end, and fails for want of a seed.
 */
function sealedUntil(state: RemoteState, end: EndMessage, wallClock: number): number | null {
  const until = end.sealedUntil;
  if (state.eventWeek === null || !isDateMs(until)) return null;
  if (until !== weekBounds(state.eventWeek)?.end) return null;
  return until > wallClock - DAY_MS && until <= wallClock + 8 * DAY_MS ? until : null;
}

/** A move's entry for the event log, when the update is the next move after those kept. */
function withMove(history: RemoteState['history'], u: WireUpdate | PublicWireUpdate): RemoteState['history'] {
  if (!u.lastMove || u.movesMade !== history.length + 1) return history;
  return [...history, { seat: u.lastMove.seat, text: u.lastMove.text, events: u.events }];
}

/** The state after `message`, which arrived when the clock read `now` (monotonic) and the calendar `wallClock` (ms since the epoch). */
export function reduceRemote(state: RemoteState, message: ServerMessage, now: number, wallClock = Date.now()): Reduction {
  const { body } = message;
  switch (message.type) {
    case 'welcome': {
      const w = body as WelcomeMessage;
      return { state: { ...state, seat: w.seat, code: w.code, game: w.game, welcomedAsHost: w.host, seatToken: w.seatToken }, change: { kind: 'welcome' }, welcomed: true, peers: w.peers };
    }
    case 'history': {
      const h = body as HistoryMessage;
      return unchanged({ ...state, history: Array.isArray(h?.moves) ? h.moves : [], said: (Array.isArray(h?.said) ? h.said : []).flatMap((x) => saidOf(x) ?? []) });
    }
    case 'watching': {
      const w = body as WatchingMessage;
      const admitted = w?.admitted === true;
      // A watcher back at a table its host closed and resumed: the closing is over.
      const next = {
        ...state,
        code: printable(String(w?.code ?? '').slice(0, 20)),
        game: isGameId(w?.game) ? w.game : '',
        admitted,
        watchName: printable(String(w?.name ?? '').slice(0, 40)),
        closedBy: null,
      };
      return { state: next, change: { kind: 'watching', admitted }, welcomed: true };
    }
    case 'public': {
      if (!isRecord(body)) return unchanged(state);
      const update = body as PublicWireUpdate;
      return { state: { ...state, history: withMove(state.history, update), publicUpdate: update }, change: { kind: 'public', update }, welcomed: false };
    }
    case 'said': {
      const said = saidOf(body);
      if (!said) return unchanged(state);
      return { state: { ...state, said: [...state.said, said] }, change: { kind: 'said', said }, welcomed: false };
    }
    case 'watchRequests': {
      const requests = requestsOf(body);
      return { state: { ...state, watchRequests: requests }, change: { kind: 'watchRequests', requests }, welcomed: false };
    }
    case 'update': {
      if (!isRecord(body)) return unchanged(state);
      const update = body as WireUpdate;
      return { state: { ...state, history: withMove(state.history, update), update }, change: { kind: 'update', update }, welcomed: false };
    }
    case 'lobby': {
      const raw = body as LobbyMessage;
      const lobby = lobbyFrom(raw);
      const first = state.commitmentShown === null && typeof lobby.commitment === 'string';
      const commitmentShown = first ? lobby.commitment : state.commitmentShown;
      // Whether the table is an event's is fixed with the first commitment, and only for a player who
      // chose an event table before coming: the server's word makes no other table one.
      const announced = typeof lobby.event === 'string' && weekBounds(lobby.event) !== null && state.chosenEvent ? lobby.event : null;
      const eventWeek = first ? announced : state.eventWeek;
      // Played live again ("continue later" undone): the clock is gone.
      const turn = lobby.turnBased === false ? null : state.turn;
      return { state: { ...state, lobby, lobbyAt: now, commitmentShown, eventWeek, turn }, change: { kind: 'lobby', lobby }, welcomed: false, peers: raw?.peers };
    }
    case 'error':
      return { state, change: { kind: 'error', ...codedFrom(body) }, welcomed: false };
    case 'notice': {
      const notice = codedFrom(body);
      return { state: notice.code === 'hostClosed' ? { ...state, closedBy: notice } : state, change: { kind: 'notice', ...notice }, welcomed: false };
    }
    case 'end': {
      if (!isRecord(body)) return unchanged(state);
      const end = body as EndMessage;
      const shown = state.commitmentShown;
      const matches = shown !== null && end.commitment === shown && dealMatches(shown, end.salt, end.seed) && (end.log as { seed?: unknown })?.seed === end.seed;
      const until = sealedUntil(state, end, wallClock);
      const sealed = until === null ? {} : { sealedUntil: until };
      return { state: { ...state, end, deal: { shown, matches, ...sealed } }, change: { kind: 'end', end }, welcomed: false };
    }
    case 'turn': {
      const turn = turnFrom(body);
      if (!turn) return unchanged(state);
      return { state: { ...state, turn, seenAtVisit: state.seenAtVisit ?? turn.seenMoves }, change: { kind: 'turn', turn }, welcomed: false };
    }
    default:
      return unchanged(state);
  }
}

/** The message types the reducer reads (the connection listens for these). */
export const SERVER_MESSAGE_TYPES = ['welcome', 'history', 'watching', 'public', 'said', 'watchRequests', 'update', 'lobby', 'error', 'notice', 'end', 'turn'] as const;
