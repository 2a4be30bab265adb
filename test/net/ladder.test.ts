// The ladder's rules on a real SQLite database and PostgreSQL (when installed): Glicko-2's figures through its library (the
// library's own published examples), which finished
// games are rated and how, each table rated once however often its end is reported, a bot's
// fixed rating, provisional marks, and an account's export and deletion.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '../../src/net/accounts/account-service.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import type { FinishedGame } from '../../src/net/state/finished-game.js';
import { thronfolgeModule } from '../../src/modules/thronfolge/index.js';

const BOT_RATINGS = thronfolgeModule.ladder.botRatings;
import { glicko2, glicko2Rate } from '../../src/net/ladder/glicko2-library.js';
import { Ladder } from '../../src/net/ladder/ladder.js';
import { ratedDuel } from '../../src/net/ladder/rated-duel.js';
import { shownRating } from '../../src/net/ladder/rating-system.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { generateKeyPairSync } from 'node:crypto';
import { type TestPostgres, hasPostgres, startPostgres } from './postgres-helpers.js';

describe('Glicko-2 through glicko2-lite', () => {
  it("gives the library's published figures (Glickman's example: one player, three games)", () => {
    const a = glicko2Rate(
      1500,
      200,
      0.06,
      [
        [1400, 30, 1],
        [1550, 100, 0],
        [1700, 300, 0],
      ],
      { tau: 0.5 },
    );
    expect(a.rating).toBeCloseTo(1464, 0);
    expect(a.rd).toBeCloseTo(151.52, 1);
    expect(a.vol).toBeCloseTo(0.05999, 4);
  });

  it("rates one game as the library's README does (1500/350 loses to 2000/70)", () => {
    const after = glicko2.afterGame({ rating: 1500, deviation: 350, volatility: 0.06 }, { rating: 2000, deviation: 70, volatility: 0.06 }, 0);
    expect(after.rating).toBeCloseTo(1467.5878, 3);
    expect(after.deviation).toBeCloseTo(318.6618, 3);
    expect(after.volatility).toBeCloseTo(0.0599995, 6);
  });
});

const seat = (n: number, account: string | null, o: { bot?: boolean; tookOver?: boolean } = {}) => ({ seat: n, account, bot: o.bot ?? false, tookOver: o.tookOver ?? false });
const duel = (key: string, a: string | null, b: string | null, winner: 1 | 2 | null, o: Partial<FinishedGame> = {}): FinishedGame => ({
  key,
  game: 'thronfolge',
  seats: [seat(1, a), b === null ? seat(2, null, { bot: true }) : seat(2, b)],
  botLevel: 'normal',
  seedChosen: false,
  result: { winner, shared: winner === null, scores: [0, 0] },
  ...o,
});

describe('which games are rated', () => {
  it('rates a Thronfolge duel of two accounts or an account and a bot, and nothing else', () => {
    expect(ratedDuel(duel('live:A', 'x', 'y', 1))).toMatchObject({ scores: [1, 0], reason: 'result' });
    expect(ratedDuel(duel('live:A', 'x', 'y', null))).toMatchObject({ scores: [0.5, 0.5] });
    expect(ratedDuel(duel('live:A', 'x', null, 2))).toMatchObject({ sides: [{ kind: 'account' }, { kind: 'bot' }], scores: [0, 1] });
    expect(ratedDuel(duel('live:A', 'x', 'y', 1, { game: 'regicide' }))).toEqual({ notRated: 'notLadderGame' });
    expect(ratedDuel(duel('live:A', 'x', 'y', 1, { seedChosen: true }))).toEqual({ notRated: 'seedChosen' });
    expect(ratedDuel(duel('live:A', 'x', 'x', 1))).toEqual({ notRated: 'notAccounts' });
    expect(ratedDuel({ ...duel('live:A', 'x', 'y', 1), seats: [seat(1, null), seat(2, 'y')] })).toEqual({ notRated: 'notAccounts' });
    expect(ratedDuel({ ...duel('live:A', 'x', 'y', 1), seats: [seat(1, null, { bot: true }), seat(2, null, { bot: true })] })).toEqual({ notRated: 'notAccounts' });
    // A guest's seat a bot took over is still no account's.
    expect(ratedDuel({ ...duel('live:A', 'x', 'y', 1), seats: [seat(1, 'x'), seat(2, null, { bot: true, tookOver: true })] })).toEqual({ notRated: 'notAccounts' });
    expect(ratedDuel(duel('live:A', 'x', 'y', 1, { result: null }))).toEqual({ notRated: 'noResult' });
  });

  it('counts a player who left (a bot finished for them) as losing by forfeit, whatever the bot did', () => {
    const left = { ...duel('live:A', 'x', 'y', 1), seats: [seat(1, 'x', { bot: true, tookOver: true }), seat(2, 'y')] };
    expect(ratedDuel(left)).toMatchObject({ scores: [0, 1], reason: 'forfeit' });
  });

  it('counts a turn-based duel lost on time as lost by forfeit, though the engine has no result', () => {
    expect(ratedDuel(duel('turn:A', 'x', 'y', null, { result: null, timedOut: 1 }))).toMatchObject({ scores: [0, 1], reason: 'forfeit' });
    expect(ratedDuel(duel('turn:A', 'x', 'y', null, { result: null, timedOut: 2 }))).toMatchObject({ scores: [1, 0], reason: 'forfeit' });
    // Still only between accounts (or an account and the bot), on a deal nobody chose.
    expect(ratedDuel(duel('turn:A', 'x', 'x', null, { result: null, timedOut: 2 }))).toEqual({ notRated: 'notAccounts' });
    expect(ratedDuel(duel('turn:A', 'x', 'y', null, { result: null, timedOut: 2, seedChosen: true }))).toEqual({ notRated: 'seedChosen' });
  });

  it('shows a provisional rating with a question mark (deviation above 110)', () => {
    expect(shownRating({ rating: 1523.4, deviation: 200 })).toBe('1523?');
    expect(shownRating({ rating: 1523.6, deviation: 110 })).toBe('1524');
  });
});

const newKey = () => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519' as const, publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('the ladder on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let accounts: AccountService;
  let ladder: Ladder;
  const system = glicko2;
  let clock = 1_800_000_000_000;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ladder-'));
    postgres = dialect === 'postgres' ? await startPostgres() : undefined;
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    accounts = new AccountService(database.db, { now: () => clock });
    ladder = new Ladder(database.db, system, { now: () => clock++ });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const account = async (name: string): Promise<string> => {
    const a = await accounts.accountFor(newKey());
    await accounts.claimName(a.id, name);
    return a.id;
  };

  it('rates a duel once, however often its end is reported, and moves both ratings by the system', async () => {
    const [ada, ben] = [await account('Ada'), await account('Ben')];
    const reports = await Promise.all([1, 2, 3].map(() => ladder.record(duel('live:ONCE', ada, ben, 1))));
    expect(reports.filter((r) => r.rated)).toHaveLength(1);
    expect(reports.filter((r) => !r.rated && r.why === 'already')).toHaveLength(2);
    const expectedAda = system.afterGame(system.initial(), system.initial(), 1);
    const expectedBen = system.afterGame(system.initial(), system.initial(), 0);
    const own = await ladder.own(ada, true);
    expect(own.rating).toMatchObject({ rating: Math.round(expectedAda.rating), games: 1, provisional: true, place: 1 });
    expect(own.history).toMatchObject([{ opponent: { kind: 'account', name: 'Ben' }, score: 1, reason: 'result', before: 1500, after: Math.round(expectedAda.rating) }]);
    expect((await ladder.own(ben)).rating).toMatchObject({ rating: Math.round(expectedBen.rating), games: 1 });
    expect(await ladder.record(duel('live:ONCE', ada, ben, 2))).toEqual({ rated: false, why: 'already' });
  });

  it('rates a duel lost on time once when two processes report it at the same moment', async () => {
    const [ada, ben] = [await account('Ada-time'), await account('Ben-time')];
    // The other process: its own handle on PostgreSQL, its own ladder. SQLite is one process's
    // file (docs/network.md): there the two reports race within it.
    const other = postgres ? await openDatabase(postgres.url) : database;
    try {
      const second = new Ladder(other.db, system, { now: () => clock++ });
      const lost = duel('turn:TIME', ada, ben, null, { result: null, timedOut: 2 });
      const reports = await Promise.all([ladder.record(lost), second.record(lost), ladder.record(lost), second.record(lost)]);
      expect(reports.filter((r) => r.rated)).toHaveLength(1);
      expect(reports.filter((r) => !r.rated && r.why === 'already')).toHaveLength(3);
      expect((await ladder.own(ada, true)).history).toMatchObject([{ score: 1, reason: 'forfeit' }]);
      expect((await ladder.own(ben, true)).history).toMatchObject([{ score: 0, reason: 'forfeit' }]);
      expect((await ladder.own(ben)).rating?.games).toBe(1);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it("rates a game against a bot against the level's fixed rating, which never changes", async () => {
    const cleo = await account('Cleo');
    const answer = await ladder.record(duel('live:BOT', cleo, null, 1, { botLevel: 'hard' }));
    const expected = system.afterGame(system.initial(), { rating: BOT_RATINGS.hard, deviation: 60, volatility: 0.06 }, 1);
    expect(answer).toEqual({ rated: true, changes: [{ account: cleo, before: 1500, after: expected.rating }] });
    const [game] = (await ladder.own(cleo, true)).history!;
    expect(game).toMatchObject({ opponent: { kind: 'bot', level: 'hard', rating: 1800 }, score: 1 });
    const row = await database.db.selectFrom('ladder_games').selectAll().where('id', '=', 'live:BOT').executeTakeFirstOrThrow();
    expect([row.rating2_before, row.rating2_after]).toEqual([1800, 1800]);
    // The bot holds no rating row: the ladder lists people only.
    expect((await ladder.top(100)).every((e) => e.name !== null)).toBe(true);
  });

  it('marks a rating provisional until enough games made it sure, on the ladder too', async () => {
    const dora = await account('Dora');
    for (let i = 0; i < 40; i++) await ladder.record(duel(`live:D${i}`, dora, null, i % 3 === 0 ? 2 : 1, { botLevel: 'normal' }));
    const own = await ladder.own(dora, true);
    expect(own.rating).toMatchObject({ games: 40, provisional: false });
    expect(own.history).toHaveLength(30);
    const top = await ladder.top(10);
    expect(top.find((e) => e.name === 'Dora')).toMatchObject({ provisional: false, games: 40 });
    expect(top.find((e) => e.name === 'Ben')).toMatchObject({ provisional: true, games: 1 });
    expect(top.map((e) => e.place)).toEqual(top.map((_, i) => i + 1));
    expect(top.map((e) => e.rating)).toEqual([...top.map((e) => e.rating)].sort((a, b) => b - a));
  });

  it("exports an account's rating and games, and deleting it leaves no row of it", async () => {
    const [eve, finn] = [await account('Eve'), await account('Finn')];
    await ladder.record(duel('live:E1', eve, finn, 1));
    await ladder.record(duel('live:E2', eve, null, 2));
    const exported = await accounts.exportAccount(eve);
    expect(exported.ladder).toMatchObject({ games: 2 });
    expect(exported.ladderGames).toMatchObject([
      { seat: 1, opponent: 'account', score: 1 },
      { seat: 1, opponent: 'bot', botLevel: 'normal', score: 0 },
    ]);
    expect(JSON.stringify(exported)).not.toContain(finn);
    await accounts.deleteAccount(eve);
    for (const table of ['ladder_ratings', 'ladder_games']) expect(JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(database.db)).rows)).not.toContain(eve);
    // Finn's game stays in Finn's history, against nobody now.
    expect((await ladder.own(finn, true)).history).toMatchObject([{ opponent: { kind: 'account', name: null }, score: 0 }]);
    expect(await database.db.selectFrom('ladder_games').select('id').where('id', '=', 'live:E2').executeTakeFirst()).toBeUndefined();
  });
});
