// What a server that keeps accounts runs on them, and the edge's routes over them: the accounts'
// own routes, the bans, the daily field, the turn-based tables (their rows, holidays and lists),
// pushes, the puzzles' crowd, the ladder and the weekly team events, each loaded only with accounts (a table hosted
// in the host's program loads none of it). Apart from server.ts, which starts and stops the
// process: this file is the wiring of the routes that sit on the database, in the order they
// are started.
import { matchMaker } from '@colyseus/core';
import { printable } from '../../core/printable.js';
import type { AccountHttp } from '../accounts/account-http.js';
import type { BanList } from '../operator/bans.js';
import type { DailyResults } from '../daily/daily-results.js';
import type { EdgeEvent } from '../http/http-edge.js';
import type { Ladder } from '../ladder/ladder.js';
import type { FinishedGame } from '../state/finished-game.js';
import type { RouteHandler } from '../http/proven-route.js';
import type { RoomEvent } from './room-services.js';
import type { ServerLimits } from './server-limits.js';
import type { NetServerOptions } from './server-options.js';
import type { TurnServices } from '../turn/turn-services.js';

/** How often the bans are read again by default (other processes' acts). */
const BAN_REFRESH_MS = 3000;

type LogEvent = (e: RoomEvent | EdgeEvent) => void;

async function loadTurn() {
  const [{ TurnTables }, { startTurnHttp }, { turnRestorer, turnFinder }, { turnActions }] = await Promise.all([
    import('../turn/turn-tables.js'),
    import('../turn/turn-http.js'),
    import('../turn/turn-restore.js'),
    import('../turn/turn-actions.js'),
  ]);
  return { TurnTables, startTurnHttp, turnRestorer, turnFinder, turnActions };
}

/** The operator's acts over this process's accounts and bans; a table is unlisted wherever it lives (Redis's driver finds it). */
export async function operatorActsFor(
  token: string,
  { accounts, database }: AccountHttp,
  banList: BanList,
  limits: ServerLimits,
  logEvent: (e: RoomEvent) => void,
  daily: DailyResults | undefined,
  clock: () => number = Date.now,
) {
  const [{ operatorActs }, { Bans }, { minedPuzzleOps }] = await Promise.all([import('../operator/operator-acts.js'), import('../operator/bans.js'), import('../puzzles/mined-puzzle-ops.js')]);
  return operatorActs({
    token,
    accounts,
    bans: new Bans(database.db),
    banList,
    ...(daily && { daily }),
    puzzles: minedPuzzleOps(database.db, clock),
    guessesPerMinute: limits.monitorGuessesPerMinute,
    onError: (message) => logEvent({ event: 'databaseError', message }),
    async unlist(code) {
      // The driver finds a private table too (every table is: it is joined by its code), on any process with Redis.
      if (!(await matchMaker.driver.findOne({ roomId: code }))) return false;
      // The room keeps `unlisted` once set (the lobby never lists it again).
      await matchMaker.remoteRoomCall(code, 'setMetadata', [{ unlisted: true }]);
      return true;
    },
  });
}

/** The ladder's routes over the accounts, with the rating system given or its library's (loaded only with accounts). */
async function startLadder(accounts: AccountHttp, o: NetServerOptions, logEvent: (e: RoomEvent) => void) {
  const [{ startLadderHttp }, { glicko2 }] = await Promise.all([import('../ladder/ladder-http.js'), import('../ladder/glicko2-library.js')]);
  const system = o.ratingSystem ?? glicko2;
  return startLadderHttp(accounts, system, { ...(o.ladderPerMinute !== undefined && { perMinute: o.ladderPerMinute }), onError: (message) => logEvent({ event: 'databaseError', message }) });
}

/** The weekly team events over the accounts, with their route; each game's ceiling for this week proven in the background. */
async function startEvents(accounts: AccountHttp, o: NetServerOptions, logEvent: (e: RoomEvent) => void) {
  const [{ TeamEvents }, { startEventHttp }, { proveOffTheLoop }, { gameModules }] = await Promise.all([
    import('../events/team-events.js'),
    import('../events/event-http.js'),
    import('../events/ceiling-prover.js'),
    import('../../modules/registry.js'),
  ]);
  const onError = (message: string): void => logEvent({ event: 'databaseError', message: printable(message) });
  const now = o.eventClock ?? o.clock;
  const prove = o.proveCeiling ?? ((game: string, seed: string, players: number, signal: AbortSignal) => proveOffTheLoop(game, seed, players, { signal }));
  const events = await TeamEvents.open(accounts.database.db, { prove, onError, ...(now && { now }) });
  for (const m of gameModules()) if (m.teamEvent) void events.prove(m.id);
  return { events, http: startEventHttp(accounts, events, { onError }) };
}

/** What a room's end does on a server with a ladder: the game is rated (when it is a rated duel), and the room's log says so. */
export function rateWith(ladder: Ladder, logEvent: (e: RoomEvent) => void): (game: FinishedGame) => void {
  return (game) => {
    ladder
      .record(game)
      .then((answer) => {
        if (answer.rated) logEvent({ event: 'rated', room: game.key.replace(/^(live|turn):/, ''), changes: answer.changes.map((c) => ({ before: Math.round(c.before), after: Math.round(c.after) })) });
      })
      .catch((e: unknown) => logEvent({ event: 'databaseError', message: printable(String(e instanceof Error ? e.message : e).split('\n')[0]) }));
  };
}

/** The miner of the players' consented daily games, on the accounts' database (not started yet). */
async function startMiner(accounts: AccountHttp, o: NetServerOptions, logEvent: LogEvent) {
  const { PuzzleMiner } = await import('../puzzles/puzzle-miner.js');
  const given = o.puzzleMiner === false ? {} : (o.puzzleMiner ?? {});
  return new PuzzleMiner(accounts.database.db, { ...(o.clock && { now: o.clock }), onError: (message) => logEvent({ event: 'databaseError', message }), ...given });
}

/** Starts the accounts on `database` and what sits on them; `route` answers every route of theirs on the edge. */
export async function startAccountParts(database: string, o: NetServerOptions, limits: ServerLimits, logEvent: LogEvent) {
  const accounts = await (
    await import('../accounts/account-http.js')
  ).startAccountHttp({
    database,
    ...(o.publicAddress && { serverAddresses: [o.publicAddress] }),
    keysPerAccount: limits.keysPerAccount,
    nameChangesPerDay: limits.nameChangesPerAccountPerDay,
    namesPerAddressPerDay: limits.namesPerAddressPerDay,
    challengesPerMinute: limits.challengesPerMinutePerAddress,
    onError: (message) => logEvent({ event: 'databaseError', message }),
  });
  // The bans, in memory: every process reads them again every few seconds (one PostgreSQL, one list).
  const banList: BanList = new (await import('../operator/bans.js')).BanList(accounts.database.db, (message) => logEvent({ event: 'databaseError', message }));
  await banList.start(o.banRefreshMs ?? BAN_REFRESH_MS);
  // The puzzles mined from the consented daily games, in the background (one game at a time, off the loop).
  const miner = o.dailySeed && o.puzzleMiner !== false ? await startMiner(accounts, o, logEvent) : undefined;
  // The daily field sits on the accounts (its results are theirs), loaded with them.
  const daily = o.dailySeed
    ? (await import('../daily/daily-http.js')).startDailyHttp(accounts, {
        ...(miner && { miner }),
        // Called through the options (the lint's unbound-method): the same function, with `o` as its `this`.
        dailySeed: (game, day) => o.dailySeed?.(game, day) ?? Promise.reject(new Error('no daily seed')),
        submitsPerMinute: limits.dailySubmitsPerMinutePerAddress,
        onError: (message) => logEvent({ event: 'databaseError', message }),
      })
    : undefined;
  // Holidays of the turn-based clocks (…/tables/holiday) sit on the accounts too.
  const holidays = (await import('../turn/turn-holiday-http.js')).startTurnHolidayHttp(accounts, {
    daysPerMonth: limits.holidayDaysPerMonth,
    ...(o.clock && { now: o.clock }),
    onError: (message) => logEvent({ event: 'databaseError', message }),
  });
  // Pushes sit on the accounts too (an account's addresses): the service, its sender, the notify routes.
  const pushes = (await import('../push/push-start.js')).startPushes(accounts, limits, { now: o.clock, onEvent: logEvent });
  // The Thronfolge ladder sits on the accounts too: it rates the duels their seats finish.
  const ladder = await startLadder(accounts, o, logEvent);
  // The weekly team events sit on the accounts too: their tables are the rooms', their teams accounts.
  const events = await startEvents(accounts, o, logEvent);
  // The puzzles' crowd sits on the accounts too: first attempts, the moves tried, the puzzle ratings.
  const puzzles = await (await import('../puzzles/puzzle-http.js')).startPuzzles(accounts, o, logEvent);
  miner?.start();
  // Turn-based tables, their rows in the same database.
  const clock = o.clock ?? Date.now;
  const turnParts = await loadTurn();
  const turnTables = new turnParts.TurnTables(accounts.database.db, { now: clock, holder: () => matchMaker.processId });
  const turn: TurnServices = { tables: turnTables, serverAddress: o.publicAddress ?? '', tablesPerAccount: limits.turnTablesPerAccount, now: clock, restoring: new Map() };
  const turnHttp = turnParts.startTurnHttp(accounts, {
    tables: turnTables,
    events: events.events,
    ...(o.turnListsPerMinute !== undefined && { listsPerMinute: o.turnListsPerMinute }),
    onError: (message) => logEvent({ event: 'databaseError', message }),
  });
  const route: RouteHandler = (req, res, address, headers) =>
    accounts.route(req, res, address, headers) ||
    (daily?.route(req, res, address, headers) ?? false) ||
    holidays.route(req, res, address, headers) ||
    turnHttp.route(req, res, address, headers) ||
    pushes.http.route(req, res, address, headers) ||
    puzzles.route(req, res, address, headers) ||
    ladder.route(req, res, address, headers) ||
    events.http.route(req, res, address, headers);
  return { accounts, banList, daily, pushes, ladder, events, puzzles, miner, turnParts, turnTables, turn, route };
}
