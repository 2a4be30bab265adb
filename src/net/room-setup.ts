// What a table is made of, and what is said about it: a fresh table from a client's create
// options (checked against the server's limits: bot levels, the bot pause, the seed), a table
// restored from its saved record, and the views of its state that travel — the lobby everyone
// sees, the record the store keeps, the end message. Pure over plain data, apart from the
// random seed, salt and code a fresh table draws.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { AnyGame } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import { errorEnglish } from '../protocol/english.js';
import { seedProblem } from '../core/seed-text.js';
import { Table } from '../table/table.js';
import { dealCommitment, newSalt } from './deal-commitment.js';
import { netGame, type NetGame } from './games.js';
import {
  CreateRoomSchema,
  type EndMessage,
  type PaceProposal,
  type TurnOutcome,
  type LobbyMessage,
  WATCH_ASK_SECONDS,
  WATCH_PENDING_MAX,
  WATCH_PENDING_PER_ADDRESS,
  type WatchPolicy,
} from './messages.js';
import { RoomRefusal } from './net-codes.js';
import { cleanName } from './names.js';
import { newRoomCode } from './room-code.js';
import type { Lang } from '../text/lang.js';
import { serverSeed } from './server-seed.js';
import { teamEventOf } from './events/event-rule.js';
import { weekBounds } from './events/event-week.js';
import type { RoomServices } from './room-services.js';
import { type RoomLog, type RoomRecord, hashSecret } from './room-store.js';
import { type RosterOptions, SeatRoster } from './seat-roster.js';
import { TalkGate } from './talk-gate.js';
import { WatcherList } from './watcher-list.js';

/** A table's state as the room holds it. */
export interface TableState {
  code: string;
  net: NetGame;
  table: Table;
  roster: SeatRoster;
  botLevel: string;
  botDelayMs: number;
  /** The salt of the deal's commitment. */
  salt: string;
  /** The host chose the seed. */
  seedChosen: boolean;
  started: boolean;
  over: boolean;
  /** Since when nobody has been at this running table, or null. */
  abandonedSince: number | null;
  watchers: WatcherList;
  /** Phrases: their rate per speaker, the muted seats, whether watchers may greet. */
  talk: TalkGate;
  /** The address that opened the table (learnt from the edge once it opened), or null. */
  owner: string | null;
  /** A table listed in the lobby while it waits for players (room-listing.ts), or null: found by its code only. */
  publicTable: PublicTable | null;
  /** A turn-based table (issue 30), or null: a live one. */
  turn: TurnSetting | null;
  /** A table of a week's team event (src/net/events): its week; null: any other table. */
  event: { week: string } | null;
  /** A change of pace the seats are answering (turn/turn-pace.ts), or null; not kept across a restart. */
  pace: PaceProposal | null;
}

/** A turn-based table's clock: the time of each move, what happens when one runs out, and how its game ended without a result. */
export interface TurnSetting {
  moveMs: number;
  onTimeout: string;
  /** The clock ended the game ('ended'), or a duel was lost on time: set once, saved with the row. */
  outcome?: TurnOutcome;
}

/** A turn-based table's default time per move (`host --turn-based`): two days. */
export const TURN_DEFAULT_MOVE_HOURS = 48;
const HOUR_MS = 3_600_000;

/** A turn-based table's clock: `moveHours` per move; when one runs out a bot takes the seat unless the host chose otherwise (a duel: the absent player loses). */
export function turnSetting(net: NetGame, moveHours: number, onTimeout?: string): TurnSetting {
  return { moveMs: moveHours * HOUR_MS, onTimeout: net.duel ? 'lose' : (onTimeout ?? 'bot') };
}

/** What the lobby says of a public table beyond its seats. */
export interface PublicTable {
  lang: Lang | null;
  /** When it opened (ms since the epoch): the lobby lists the oldest first. */
  openedAt: number;
  /** The name the creator asked for, shown as the host's until they take seat 1. */
  creatorName: string;
}

const watcherList = (policy: WatchPolicy, services: RoomServices): WatcherList =>
  new WatcherList(policy, {
    now: () => Date.now(),
    newId: () => randomBytes(9).toString('base64url'),
    max: services.limits.watchersPerTable,
    pendingMax: WATCH_PENDING_MAX,
    perAddress: services.limits.watchersPerAddress,
    pendingPerAddress: WATCH_PENDING_PER_ADDRESS,
    askMs: WATCH_ASK_SECONDS * 1000,
  });

const rosterOptions = (services: RoomServices): RosterOptions => ({
  now: () => Date.now(),
  hash: hashSecret,
  reconnectMs: services.reconnectSeconds * 1000,
  rejoinsPerMinutePerSeat: services.limits.rejoinsPerMinutePerSeat,
});

/** A client's create options, checked against the game and the server's limits. */
export interface CheckedCreate {
  net: NetGame;
  options: object;
  seats: number;
  bots: number[];
  seed: string | undefined;
  hostKey: string;
  botLevel: string;
  botDelayMs: number;
  watchers: WatchPolicy;
  watcherGreetings: boolean;
  public: boolean;
  lang: Lang | undefined;
  turn: TurnSetting | null;
  /** A table of this week's team event: the week and its deal for the table's player count. */
  event: { week: string; seed: string } | null;
}

/**
 * Checks a client's create options; a RoomRefusal with a code and its parameters when they will
 * not do. Pure: the HTTP edge asks it before it creates a room, so that a refusal keeps its
 * parameters (Colyseus would carry only a number and words), and the room asks it again.
 */
export function checkCreate(raw: unknown, services: Pick<RoomServices, 'limits' | 'botDelayMs' | 'events'>): CheckedCreate {
  const parsed = v.safeParse(CreateRoomSchema, raw ?? {});
  if (!parsed.success) throw new RoomRefusal('badCreate', { reason: `${v.getDotPath(parsed.issues[0]) ?? 'options'}: ${parsed.issues[0].message}` });
  const o = parsed.output;
  const net = netGame(o.game);
  let options: object;
  try {
    options = net.game.normalizeOptions(o.options);
  } catch (e) {
    throw new RoomRefusal('badCreate', { reason: (e as Error).message });
  }
  const seats = net.seats(options);
  const event = o.event ? eventTable(o.game, seats, o.seed, services) : null;
  if (event) options = event.options;
  if (!o.bots.every((s) => s >= 2 && s <= seats)) throw new RoomRefusal('badCreate', { reason: `bot seats must be between 2 and ${seats} (seat 1 is the host's)` });
  const seedRefused = o.seed === undefined ? null : seedProblem(o.seed);
  if (seedRefused) throw new RoomRefusal('badCreate', { reason: seedRefused });
  return {
    net,
    options,
    seats,
    bots: o.bots,
    seed: o.seed,
    hostKey: o.hostKey,
    botLevel: chooseBotLevel(net, services, o.botLevel),
    botDelayMs: clampBotDelay(services, o.botDelayMs),
    watchers: o.watchers,
    watcherGreetings: o.watcherGreetings,
    public: o.public,
    lang: o.lang,
    turn: o.turnBased ? turnSetting(net, o.turnBased.moveHours, o.turnBased.onTimeout) : null,
    event: event && event.deal,
  };
}

/** An event table's options and deal: the event's own options for its player count, and the week's deal for it, never one chosen. */
function eventTable(game: string, players: number, seed: string | undefined, services: Pick<RoomServices, 'events'>): { options: object; deal: { week: string; seed: string } } {
  const rule = teamEventOf(game);
  if (!rule || !services.events) throw new RoomRefusal('eventAccounts');
  if (seed !== undefined) throw new RoomRefusal('badCreate', { reason: "an event table plays the week's deal: no seed may be chosen" });
  // No deal: the event has none for this player count.
  const deal = services.events.current(game, players);
  if (!deal) throw new RoomRefusal('eventPlayers', { counts: [...rule.playerCounts] });
  // A game's options are its engine's own type (any, behind the registry): an object, checked.
  const options: unknown = rule.optionsFor(players);
  if (typeof options !== 'object' || options === null) throw new RoomRefusal('eventPlayers', { counts: [...rule.playerCounts] });
  return { options, deal };
}

/** A new table from a client's create options; a RoomRefusal with a code when they will not do. */
export function freshTable(raw: unknown, services: RoomServices): TableState {
  const c = checkCreate(raw, services);
  const seedChosen = c.seed !== undefined;
  // An event table's deal is the week's for its player count (checkCreate found it).
  const deal = c.event;
  return {
    code: newRoomCode(),
    net: c.net,
    table: Table.create(c.net.game, c.options, deal?.seed ?? c.seed ?? serverSeed(), seedChosen ? { seedChosenByHost: true } : {}),
    roster: SeatRoster.fresh(c.seats, c.bots, hashSecret(c.hostKey), rosterOptions(services)),
    botLevel: c.botLevel,
    botDelayMs: c.botDelayMs,
    salt: newSalt(),
    seedChosen,
    started: false,
    over: false,
    abandonedSince: null,
    watchers: watcherList(c.watchers, services),
    talk: new TalkGate([], c.watcherGreetings),
    owner: null,
    publicTable: c.public ? { lang: c.lang ?? null, openedAt: Date.now(), creatorName: cleanName((raw as { name?: unknown }).name, '') } : null,
    turn: c.turn,
    event: deal ? { week: deal.week } : null,
    pace: null,
  };
}

/** The level asked for, if the operator allows it; else the strongest one allowed. */
function chooseBotLevel(net: NetGame, services: Pick<RoomServices, 'limits'>, asked: string | undefined): string {
  const allowedByServer = services.limits.botLevels;
  const allowed = net.botLevels.filter((l) => allowedByServer === null || allowedByServer.includes(l));
  if (asked !== undefined && !allowed.includes(asked)) throw new RoomRefusal('botLevel', { level: asked.slice(0, 20), allowed });
  if (asked !== undefined) return asked;
  if (allowed.length === 0) throw new RoomRefusal('botLevel', { level: net.defaultBotLevel, allowed });
  return allowed.includes(net.defaultBotLevel) ? net.defaultBotLevel : allowed[allowed.length - 1];
}

/** A client cannot ask for a faster bot than the server allows (the operator's own default is allowed). */
function clampBotDelay(services: Pick<RoomServices, 'limits' | 'botDelayMs'>, asked: number | undefined): number {
  const min = Math.min(services.limits.minBotDelayMs, services.botDelayMs);
  if (asked === undefined || !Number.isFinite(asked)) return services.botDelayMs;
  return Math.max(min, Math.min(5000, asked));
}

/** The table of a saved log; a log that does not replay is refused in the protocol's English (the server's log names it). */
function resumedTable<G extends AnyGame>(game: G, log: GameLog): Table<G> {
  try {
    return Table.resume(game, log);
  } catch (e) {
    throw new Error(errorEnglish(game.id, e));
  }
}

/** A table from its saved log and record (a restarted server's `--resume`). */
export function restoredTable(saved: RoomLog, services: RoomServices): TableState {
  const r = saved.room;
  const net = netGame(r.game);
  const { room: _room, ...log } = saved;
  const seats = r.names.map((name, i) => {
    const account = r.accounts?.[i];
    return { seat: i + 1, name, bot: r.bots.includes(i + 1), present: false, tokenHash: r.tokenHashes[i] ?? '', reconnectUntil: null, vacated: false, ...(typeof account === 'string' && { account }) };
  });
  return {
    code: r.code,
    net,
    table: resumedTable(net.game, log as GameLog),
    roster: SeatRoster.restored({ seats, hostKeyHash: r.hostKeyHash, hostSeat: r.hostSeat === undefined ? 1 : r.hostSeat }, rosterOptions(services), r.turn !== undefined),
    botLevel: r.botLevel,
    botDelayMs: r.botDelayMs,
    salt: r.salt ?? newSalt(),
    seedChosen: r.seedChosen ?? false,
    started: r.started,
    over: false,
    abandonedSince: r.abandonedSince ?? null,
    watchers: watcherList(r.watchers ?? 'no', services),
    talk: new TalkGate(r.muted ?? [], r.watcherGreetings ?? false),
    owner: r.owner ?? null,
    // A public table that had not started yet is listed again (a started one is not listed anyway).
    publicTable: r.publicTable ? { ...r.publicTable, lang: (r.publicTable.lang as Lang | null) ?? null } : null,
    turn: r.turn ? { moveMs: r.turn.moveMs, onTimeout: r.turn.onTimeout } : null,
    event: typeof r.event?.week === 'string' ? { week: r.event.week } : null,
    pace: null,
  };
}

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
