// The views of a table's state that travel: the log as the game left it, the record the store
// keeps (hashes of secrets, never the secrets), the lobby everyone sees (never the seed: only its
// commitment), and the end message (a team event's sealed until its week is over).
import type { GameLog } from '../../core/log.js';
import { dealCommitment } from '../wire/deal-commitment.js';
import { type EndMessage, type TurnOutcome, type LobbyMessage } from '../wire/messages.js';
import { weekBounds } from '../events/event-week.js';
import type { RoomServices } from '../server/room-services.js';
import type { RoomLog, RoomRecord } from '../logs/room-store.js';
import { HOUR_MS, type TableState } from './room-state.js';

/** The log as the game left it, without the room's own field. */
export function gameLogOf(s: TableState): GameLog {
  const { room: _room, ...log } = s.table.log as GameLog & { room?: unknown };
  return log as GameLog;
}

export const commitmentOf = (s: TableState): string => dealCommitment(s.salt, s.table.log.seed);

/** What the store keeps to restore the room (hashes of secrets, never the secrets). */
export function recordOf(s: TableState): RoomRecord {
  const seats = s.roster.seats;
  return {
    code: s.code,
    game: s.net.id,
    names: seats.map((x) => x.name),
    bots: seats.filter((x) => x.bot).map((x) => x.seat),
    botLevel: s.botLevel,
    botDelayMs: s.botDelayMs,
    tokenHashes: seats.map((x) => x.tokenHash),
    ...(seats.some((x) => x.account !== undefined) && { accounts: seats.map((x) => x.account ?? null) }),
    hostKeyHash: s.roster.state.hostKeyHash,
    started: s.started,
    hostSeat: s.roster.hostSeat,
    salt: s.salt,
    seedChosen: s.seedChosen,
    abandonedSince: s.abandonedSince,
    watchers: s.watchers.policy,
    watcherGreetings: s.talk.watcherGreetings,
    muted: s.talk.mutedSeats(),
    owner: s.owner,
    publicTable: s.publicTable,
    ...(s.turn && { turn: { moveMs: s.turn.moveMs, onTimeout: s.turn.onTimeout } }),
    ...(s.event && { event: { week: s.event.week } }),
  };
}

/** The public facts everyone at the table may know (never the seed: only its commitment). */
export function lobbyOf(s: TableState, embedded: boolean, now: number): LobbyMessage {
  return {
    code: s.code,
    game: s.net.id,
    options: s.table.log.options as object,
    seats: s.roster.seats.map((x) => ({
      seat: x.seat,
      name: x.name,
      connected: x.bot || x.present,
      bot: x.bot,
      reconnectMsLeft: x.reconnectUntil === null ? null : Math.max(0, x.reconnectUntil - now),
      vacated: x.vacated,
    })),
    started: s.started,
    over: s.over,
    toMove: s.started ? s.table.toMove() : null,
    host: s.roster.hostSeat,
    seedChosen: s.seedChosen,
    commitment: commitmentOf(s),
    embedded,
    watchers: s.watchers.admitted().map((w) => w.name),
    watching: s.watchers.policy,
    watcherGreetings: s.talk.watcherGreetings,
    muted: s.talk.mutedSeats(),
    turnBased: s.turn !== null,
    moveHours: s.turn ? s.turn.moveMs / HOUR_MS : null,
    pace: s.pace && !s.over ? { ...s.pace, agreed: [...s.pace.agreed] } : null,
    ...(s.event && { event: s.event.week }),
  };
}

/**
 * The end: result, seed, the commitment's salt and the log. A team event's game keeps them on the
 * server while its week runs (other teams still play the same deal); `services.events` says when.
 */
export function endOf(s: TableState, events?: RoomServices['events']): EndMessage {
  return endFrom({ log: gameLogOf(s), salt: s.salt, seedChosen: s.seedChosen, week: s.event?.week ?? null, outcome: s.turn?.outcome }, events);
}

/**
 * The end of a finished table from its stored log (a turn-based table's row, for a seat that was
 * away when it ended): the same message its seats at the table heard, sealed the same way.
 */
export function endOfStored(saved: RoomLog, outcome: TurnOutcome | undefined, events?: RoomServices['events']): EndMessage {
  const { room, ...log } = saved;
  return endFrom({ log, salt: room.salt ?? '', seedChosen: room.seedChosen ?? false, week: room.event?.week ?? null, outcome }, events);
}

interface EndFacts {
  log: GameLog;
  salt: string;
  seedChosen: boolean;
  /** A team event's week: the seed, the salt and the log stay on the server until it is over. */
  week: string | null;
  outcome: TurnOutcome | undefined;
}

function endFrom(f: EndFacts, events: RoomServices['events'] | undefined): EndMessage {
  const commitment = dealCommitment(f.salt, f.log.seed);
  const outcome = f.outcome && { outcome: f.outcome };
  if (f.week !== null && (!events || !events.isOver(f.week)))
    return { result: f.log.result, seed: '', salt: '', commitment, seedChosen: false, log: null, sealedUntil: weekBounds(f.week)?.end ?? 0, ...outcome };
  return { result: f.log.result, seed: f.log.seed, salt: f.salt, commitment, seedChosen: f.seedChosen, log: f.log, ...outcome };
}
