// The weekly team events on both databases (SQLite, and a PostgreSQL of the test's own when
// installed): the week's deals are the same for every team and drawn from the server's secret (one
// server's seeds say nothing of another's); a true game is ranked once (a second report of its table
// changes nothing); a forged or unfair one — a move changed, another deal, the event's options
// changed, an unfinished game, a guest seated, a member's second start of the deal (the first one
// abandoned), a game that ends after its week, a banned key — is kept apart and never ranked; the
// ranking counts enemies defeated, then jesters kept; seeds appear only once the week is over.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { replayLog } from '../../src/core/log.js';
import { gameModule } from '../../src/modules/registry.js';
import { AccountService, type ProvenKey } from '../../src/net/accounts/account-service.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { isoWeekOf, weekBounds } from '../../src/net/events/event-week.js';
import { type EventSeat, type EventTableFacts, TeamEvents } from '../../src/net/events/team-events.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { serverSeed } from '../../src/net/server/server-seed.js';
import { playedDaily } from './daily-fixtures.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('team-events.test.ts'));

const GAME = 'regicide';
const WEDNESDAY = Date.parse('2026-12-02T12:00:00Z');
const WEEK = isoWeekOf(WEDNESDAY);
const rule = gameModule(GAME).teamEvent;
if (!rule) throw new Error('Regicide has a team event');

const newKey = (): ProvenKey => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }).toString() };
};

/** A finished game of `seed` for `players`, every seat played by an easy bot seeded with `botSeed`. */
const played = (seed: string, players: number, botSeed: string, options?: object): GameLog => {
  const { daily: _d, attempt: _a, ...log } = playedDaily(GAME, seed, '', { botSeed, options: options ?? { players } }) as GameLog & { daily?: unknown; attempt?: unknown };
  return log;
};

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('the team events on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let accounts: AccountService;
  let events: TeamEvents;
  let now = WEDNESDAY;
  let tables = 0;
  const account = async (): Promise<string> => (await accounts.accountFor(newKey())).id;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'team-events-'));
    if (dialect === 'postgres') postgres = await startPostgres();
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    accounts = new AccountService(database.db, { now: () => now });
    events = await TeamEvents.open(database.db, { now: () => now, prove: () => Promise.resolve({ verdict: 'winnable', nodes: 1 }) });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A table of the week's deal for `seats`: started now, ended `later` ms on with `log` (the true game when absent). */
  async function table(seats: EventSeat[], o: { log?: GameLog; botSeed?: string; later?: number; key?: string } = {}) {
    const facts: EventTableFacts = { key: o.key ?? `T${++tables}`, game: GAME, week: WEEK, players: seats.length, turnBased: false, seats };
    await events.started(facts);
    const log = o.log ?? played(events.current(GAME, seats.length)!.seed, seats.length, o.botSeed ?? facts.key);
    now += o.later ?? 1000;
    return { facts, log, answer: await events.ended(facts, log) };
  }
  const person = (seat: number, id: string): EventSeat => ({ seat, account: id, bot: false });
  const bot = (seat: number): EventSeat => ({ seat, account: null, bot: true });

  it('deals the same deal to every team of the week, from its own secret', async () => {
    const deal = events.current(GAME, 3)!;
    expect(deal.week).toBe(WEEK);
    expect(deal.seed).toMatch(/^v2-[0-9a-f]{32}$/);
    expect(events.current(GAME, 3)).toEqual(deal);
    expect(events.current(GAME, 2)!.seed).not.toBe(deal.seed);
    // One player, five, a game without an event: no deal.
    expect(events.current(GAME, 1)).toBeNull();
    expect(events.current(GAME, 5)).toBeNull();
    expect(events.current('thronfolge', 2)).toBeNull();
    // Another server (another secret) deals other deals; the same server, reopened, the same.
    const elsewhere = mkdtempSync(join(tmpdir(), 'team-events-other-'));
    const other = await openDatabase(sqliteFileIn(elsewhere));
    try {
      expect((await TeamEvents.open(other.db, { now: () => now, prove: () => Promise.resolve({ verdict: 'unknown', nodes: 0 }) })).current(GAME, 3)!.seed).not.toBe(deal.seed);
    } finally {
      await other.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect((await TeamEvents.open(database.db, { now: () => now, prove: () => Promise.resolve({ verdict: 'unknown', nodes: 0 }) })).current(GAME, 3)).toEqual(deal);
  });

  it('ranks a true game once; forged, unfair and second games are kept apart and never ranked', async () => {
    const [ada, ben, cleo, dora, eve, fay, gus] = await Promise.all([account(), account(), account(), account(), account(), account(), account()]);
    const good = await table([person(1, ada), person(2, ben), bot(3)]);
    expect(good.answer).toMatchObject({ recorded: true, standing: 'ranked', reason: null });
    // The same table reported again (a restart, another process): nothing changes.
    expect(await events.ended(good.facts, good.log)).toEqual({ recorded: false, why: 'already' });

    const deal2 = events.current(GAME, 2)!.seed;
    const changed = played(deal2, 2, 'changed');
    const moves = [...changed.moves];
    moves[Math.floor(moves.length / 2)] = moves[Math.floor(moves.length / 2)] === 'KS' ? 'KH' : 'KS';
    const kept: [string, Awaited<ReturnType<typeof table>>][] = [
      ['doesNotReplay', await table([person(1, cleo), bot(2)], { log: { ...changed, moves } })],
      ['notEventDeal', await table([person(1, dora), bot(2)], { log: played(serverSeed(), 2, 'other deal') })],
      ['notEventDeal', await table([person(1, eve), bot(2)], { log: played(deal2, 2, 'variant', { players: 2, variants: ['extra-jester'] }) })],
      ['unfinished', await table([person(1, fay), bot(2)], { log: { ...played(deal2, 2, 'cut'), moves: played(deal2, 2, 'cut').moves.slice(0, 3), result: null } })],
      ['guestSeat', await table([person(1, gus), { seat: 2, account: null, bot: false }])],
      // Ada already started the three players' deal: a second start is no first attempt, whoever she plays with.
      ['notFirst', await table([person(1, cleo), person(2, ada), bot(3)])],
    ];
    for (const [reason, t] of kept) expect(t.answer, reason).toMatchObject({ recorded: true, standing: 'apart', reason });

    // A peek: Dora starts the four players' deal and abandons it; her real game later is her second start.
    const peek: EventTableFacts = { key: 'PEEK', game: GAME, week: WEEK, players: 4, turnBased: false, seats: [person(1, dora), bot(2), bot(3), bot(4)] };
    await events.started(peek);
    now += 1000;
    expect((await table([person(1, dora), bot(2), bot(3), bot(4)])).answer).toMatchObject({ standing: 'apart', reason: 'notFirst' });

    // A game that ends after its week is over (the seeds are known then).
    const bounds = weekBounds(WEEK)!;
    const lateStart = now;
    const late = await table([person(1, eve), person(2, fay), bot(3), bot(4)], { later: bounds.end - lateStart });
    expect(late.answer).toMatchObject({ standing: 'apart', reason: 'late' });
    now = lateStart + 1000;

    // A key the operator keeps out of the rankings.
    const banned = newKey();
    const bannedId = (await accounts.accountFor(banned)).id;
    await database.db.insertInto('bans').values({ target: banned.fingerprint, kind: 'ranking', at: now, reason: 'test' }).execute();
    expect((await table([person(1, bannedId), bot(2)])).answer).toMatchObject({ standing: 'apart', reason: 'rankingBan' });

    const view = (await events.week(GAME, ada))!;
    expect(view.teams).toHaveLength(1);
    expect(view.teams[0]).toMatchObject({ place: 1, bots: 1, yours: true, games: [{ players: 3, bots: 1 }] });
    expect(view.deals.map((d) => d.teams)).toEqual([0, 1, 0]);
  });

  it('ranks teams by enemies defeated, then jesters kept, with the standing the replay gives; seeds only once the week is over', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, account));
    const games = [];
    for (let i = 0; i < 4; i++) games.push(await table([person(1, ids[2 * i]), person(2, ids[2 * i + 1])], { botSeed: `team-${i}` }));
    for (const g of games) expect(g.answer).toMatchObject({ standing: 'ranked' });
    const view = (await events.week(GAME, ids[0]))!;
    // The standing of each game, from the engine's own replay.
    const expected = games.map((g) => rule.standingOf(replayLog(gameModule(GAME).game, g.log).state as never));
    for (const [i, g] of games.entries()) expect(g.answer).toMatchObject(expected[i]);
    const order = view.teams.filter((t) => t.games.length === 1 && t.games[0].players === 2);
    expect(order).toHaveLength(4);
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1], order[i]];
      expect(a.defeated > b.defeated || (a.defeated === b.defeated && a.jesters >= b.jesters)).toBe(true);
      expect(a.place <= b.place).toBe(true);
      expect(a.place === b.place).toBe(a.defeated === b.defeated && a.jesters === b.jesters);
    }
    // The deal's winners beside the ceiling (proven in the background, then stored).
    await events.prove(GAME, WEEK);
    const proven = (await events.week(GAME, null))!;
    expect(proven.deals.map((d) => d.ceiling)).toEqual(['winnable', 'winnable', 'winnable']);
    const two = proven.deals.find((d) => d.players === 2)!;
    expect(two.won).toBe(games.filter((g) => g.log.result !== null && (g.log.result as { outcome: string }).outcome === 'won').length);
    expect(two.best).toBe(Math.max(...expected.map((e) => e.defeated)));

    // While the week runs no seed is in any answer; once it is over, the week's seeds are.
    const seeds = [2, 3, 4].map((p) => events.current(GAME, p)!.seed);
    const text = JSON.stringify(await events.week(GAME, ids[0]));
    for (const seed of seeds) expect(text).not.toContain(seed);
    expect(events.isOver(WEEK)).toBe(false);
    const before = now;
    now = weekBounds(WEEK)!.end;
    try {
      expect(events.isOver(WEEK)).toBe(true);
      const over = (await events.week(GAME, ids[0], WEEK))!;
      expect(over.over).toBe(true);
      expect(over.deals.map((d) => d.seed)).toEqual(seeds);
      // And next week's deals are others.
      expect(events.current(GAME, 2)!.seed).not.toBe(seeds[0]);
    } finally {
      now = before;
    }
  });
  it("deleting an account empties its event seats and keeps the team's game ranked; a link code changes no seat", async () => {
    const [hal, ivy] = await Promise.all([account(), account()]);
    const t = await table([person(1, hal), person(2, ivy)], { botSeed: 'deleted' });
    expect(t.answer).toMatchObject({ standing: 'ranked' });
    const seats = async () => (await database.db.selectFrom('event_seats').select(['seat', 'account_id']).where('game_key', '=', t.facts.key).orderBy('seat').execute()).map((r) => r.account_id);
    await accounts.newLinkCode(hal);
    expect(await seats()).toEqual([hal, ivy]);
    await accounts.deleteAccount(hal);
    expect(await seats()).toEqual([null, ivy]);
    expect((await database.db.selectFrom('event_seats').select('seat').where('account_id', '=', hal).execute()).length).toBe(0);
    const ivysTeam = (await events.week(GAME, ivy))!.teams.find((team) => team.yours);
    expect(ivysTeam).toMatchObject({ members: [null], games: [{ players: 2 }] });
  });
  it('teams whose accounts were all deleted stay apart in the ranking, one team each', async () => {
    const [jo, kai, lea, max] = await Promise.all([account(), account(), account(), account()]);
    const before = (await events.week(GAME, null))!.teams.length;
    await table([person(1, jo), person(2, kai), bot(3), bot(4)], { botSeed: 'gone-1' });
    await table([person(1, lea), person(2, max), bot(3), bot(4)], { botSeed: 'gone-2' });
    for (const id of [jo, kai, lea, max]) await accounts.deleteAccount(id);
    const teams = (await events.week(GAME, null))!.teams;
    expect(teams).toHaveLength(before + 2);
    expect(teams.filter((team) => team.members.length === 0 && team.games.length === 1 && team.games[0].players === 4)).toHaveLength(2);
  });
});
