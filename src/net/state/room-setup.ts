// What a table is made of: a fresh table from a client's create options (checked against the
// server's limits: bot levels, the bot pause, the seed), and a table restored from its saved
// record. Pure over plain data, apart from the random seed, salt and code a fresh table draws.
// The state it makes is room-state.ts's, and the views of it that travel (the lobby, the record
// the store keeps, the end message) room-views.ts's; both are re-exported here.
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { AnyGame } from '../../core/game.js';
import type { GameLog } from '../../core/log.js';
import { OptionsError, type OptionsProblem } from '../../core/problems.js';
import { errorEnglish, optionsEnglish } from '../../protocol/english.js';
import { seedProblem } from '../../core/seed-text.js';
import { Table } from '../../table/table.js';
import { newSalt } from '../wire/deal-commitment.js';
import { netGame, type NetGame } from '../wire/games.js';
import { CreateRoomSchema, WATCH_ASK_SECONDS, WATCH_PENDING_MAX, WATCH_PENDING_PER_ADDRESS, type WatchPolicy } from '../wire/messages.js';
import { RoomRefusal } from '../wire/net-codes.js';
import { cleanName } from '../seats/names.js';
import { newRoomCode } from '../wire/room-code.js';
import type { Lang } from '../../text/lang.js';
import { serverSeed } from '../server/server-seed.js';
import { teamEventOf } from '../events/event-rule.js';
import type { RoomServices } from '../server/room-services.js';
import { type RoomLog, hashSecret } from '../logs/room-store.js';
import { type RosterOptions, SeatRoster } from '../seats/seat-roster.js';
import { TalkGate } from '../seats/talk-gate.js';
import { WatcherList } from '../seats/watcher-list.js';
import { type TableState, type TurnSetting, turnSetting } from './room-state.js';

export { type PublicTable, type TableState, type TurnSetting, TURN_DEFAULT_MOVE_HOURS, turnSetting } from './room-state.js';
export { commitmentOf, endOf, endOfStored, gameLogOf, lobbyOf, recordOf } from './room-views.js';

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

/** A create refused for a coded problem: the English for scripts, the code for the screens to word in their own language. */
const createRefused = (problem: OptionsProblem): RoomRefusal => new RoomRefusal('badCreate', { reason: optionsEnglish(problem), options: problem });

/**
 * Checks a client's create options; a RoomRefusal with a code and its parameters when they will
 * not do. Pure: the HTTP edge asks it before it creates a room, so that a refusal keeps its
 * parameters (Colyseus would carry only a number and words), and the room asks it again.
 */
export function checkCreate(raw: unknown, services: Pick<RoomServices, 'limits' | 'botDelayMs' | 'events'>): CheckedCreate {
  const parsed = v.safeParse(CreateRoomSchema, raw ?? {});
  if (!parsed.success) {
    const field = v.getDotPath(parsed.issues[0]) ?? 'options';
    throw new RoomRefusal('badCreate', { reason: `${field}: ${parsed.issues[0].message}`, options: { code: 'createField', field } });
  }
  const o = parsed.output;
  const net = netGame(o.game);
  let options: object;
  try {
    options = net.game.normalizeOptions(o.options);
  } catch (e) {
    // The English for scripts, the code for the screens to word in their own language.
    if (!(e instanceof OptionsError)) throw e;
    throw createRefused(e.problem);
  }
  const seats = net.seats(options);
  const event = o.event ? eventTable(o.game, seats, o.seed, services) : null;
  if (event) options = event.options;
  if (!o.bots.every((s) => s >= 2 && s <= seats)) throw createRefused({ code: 'botSeatRange', seats });
  const seedRefused = o.seed === undefined ? null : seedProblem(o.seed);
  if (seedRefused) throw createRefused(seedRefused);
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
  if (seed !== undefined) throw createRefused({ code: 'eventSeed' });
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
