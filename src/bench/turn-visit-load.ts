// `npm run loadtest -- --turn` (after the clock's sweep, turn-clock-load.ts): a player's visits
// to turn-based tables, against a server in this process on SQLite that holds `--tables` filler
// tables and `--accounts` accounts (seedTurnTables) beside `--games` real two-seat games between
// `--players` accounts with keys. It times, from loopback:
//   - `tables`: `POST …/tables/mine` with a fresh key proof (the challenge asked first, as the
//     program does; the time is the list's request alone), `--lists` of them, 4 at a time, each
//     player sitting at their real games and at filler tables as many as an account has;
//   - a visit to a parked table: the join by code with a key proof, which restores the table from
//     its row (the lease taken, the log read), until the seat's update; then the move, until the
//     update that shows it durable; then the leave, and the table parks again. `--visits` rounds
//     over every game, 4 at a time.
// With `--postgres` on a PostgreSQL of its own (turn-load-where.ts). With `--processes 2` a second
// `serve` process (the built program) on the same database, on the same clock (`--test-clock`):
// every other visit joins through it, so a parked table is restored by whichever process the
// join reaches, as two processes behind one address share the tables.
//   node dist/bench/loadtest.js --turn [--tables 10000] [--accounts 5000] [--games 100] [--players 100] [--lists 1000] [--visits 2] [--postgres] [--processes 2]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerAddress, parseServerAddress } from '../net/client/address.js';
import { type JoinIdentity, proofOf } from '../net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../net/accounts/client-key.js';
import type { Kysely } from 'kysely';
import { openDatabase } from '../net/db/database.js';
import type { Tables } from '../net/db/schema.js';
import { RemoteTable } from '../net/client/remote-table.js';
import { startNetServer } from '../net/server/server.js';
import { gameModules } from '../modules/registry.js';
import { freePort, ms, percentile, pool, postJson, waitLine } from './load-kit.js';
import { seedTurnTables } from './turn-clock-load.js';
import { TURN_SHARED_FLAGS, TURN_SHARED_KEYS, type TurnStore, turnProcesses } from './turn-load-where.js';

/** The game the tables play: the registry's first (a table of two). */
const GAME = gameModules()[0];
/** Requests under way at once (a two-core machine). */
const WIDTH = 4;

interface Settings {
  tables: number;
  accounts: number;
  games: number;
  players: number;
  lists: number;
  visits: number;
}

const KEYS = ['tables', 'accounts', 'games', 'players', 'lists', 'visits'] as const;
const isSetting = (key: string): key is keyof Settings => KEYS.some((k) => k === key);

function parseArgs(argv: string[]): Settings {
  const s: Settings = { tables: 10_000, accounts: 5000, games: 100, players: 100, lists: 1000, visits: 2 };
  const args = argv.filter((a) => !TURN_SHARED_FLAGS.includes(a));
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = Number(args[i + 1]);
    // The sweep's own options (turn-clock-load.ts) are its business; the shared ones are read apart.
    if (['due', 'sweeps', ...TURN_SHARED_KEYS].includes(key)) continue;
    if (!isSetting(key) || !Number.isInteger(value) || value < 0) throw new Error(`loadtest --turn: unknown or bad option ${args[i]} ${args[i + 1] ?? ''}`);
    s[key] = value;
  }
  if (s.players < 2) throw new Error('loadtest --turn: --players is at least 2');
  return s;
}

const summary = (label: string, times: number[]): string => {
  const sorted = [...times].sort((a, b) => a - b);
  return `  ${label} (${sorted.length}): p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? NaN)}`;
};

/** Waits until `check` holds of the table (checked at each change), or fails after `ms`. */
function until(table: RemoteTable, check: () => boolean, what: string, ms = 30_000): Promise<void> {
  if (check()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (stop(), reject(new Error(`loadtest --turn: timed out waiting for ${what}`))), ms);
    const stop = table.subscribe(() => {
      if (!check()) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

/** Waits (a few seconds at most) until no process holds the table: it parked. */
async function parkedIn(db: Kysely<Tables>, code: string): Promise<void> {
  for (let k = 0; k < 400; k++) {
    const row = await db.selectFrom('turn_tables').select('holder').where('code', '=', code).executeTakeFirst();
    if (!row || row.holder === null) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Leaves the table (its seat stays the account's) and waits until the connection is gone. */
async function leave(table: RemoteTable): Promise<void> {
  await table.connection.leave(true).catch(() => undefined);
}

/** The second process (`--processes 2`): the built program's `serve` on the same database, its clock read from `clockFile`; resolves with its port once it listens. */
async function secondServe(where: string, dataDir: string, clockFile: string, raised: number): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  // Each game's program is bin/<game id>.js.
  const bin = fileURLToPath(new URL(`../../bin/${GAME.id}.js`, import.meta.url));
  const limits = ['--connections-per-address', '--tables-per-minute', '--joins-per-minute'].flatMap((flag) => [flag, String(Math.min(raised, 100_000))]);
  const args = ['serve', '--port', String(port), '--listen', '127.0.0.1', '--database', where, '--data', dataDir, '--bot-delay', '0', '--min-bot-delay', '0', '--test-clock'];
  const more = ['--challenges-per-minute', String(raised), '--reservations-per-address', '1000', '--rejoins-per-minute', '10000', '--turn-tables-per-account', '1000'];
  const child = spawn(process.execPath, [bin, ...args, ...limits, ...more], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, CARDS_TEST_CLOCK_FILE: clockFile } });
  await waitLine(child, '"listening"', 'the second serve');
  return { port, child };
}

export async function turnVisitLoad(argv: string[], store: TurnStore): Promise<void> {
  const s = parseArgs(argv);
  const processes = turnProcesses(argv);
  const dir = mkdtempSync(join(tmpdir(), 'turn-visits-'));
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  let clock = Date.parse('2026-12-09T12:00:00Z');
  // Both processes' clock: this one reads the variable, the second the file.
  const clockFile = join(dir, 'clock');
  const tick = (ms: number): void => {
    clock += ms;
    writeFileSync(clockFile, String(clock));
  };
  tick(0);
  const where = await store.fresh('turn_visits', data);
  const seeded = await openDatabase(where);
  const written = performance.now();
  await seedTurnTables(seeded.db, { tables: s.tables, accounts: s.accounts, due: 0 }, clock);
  await seeded.close();
  const writtenMs = performance.now() - written;
  const raised = 1_000_000;
  const server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: data,
    database: where,
    botDelayMs: 0,
    clock: () => clock,
    turnListsPerMinute: raised,
    limits: {
      connectionsPerAddress: raised,
      tablesPerMinutePerAddress: raised,
      reservationsPerAddress: raised,
      joinsPerMinutePerAddress: raised,
      rejoinsPerMinutePerSeat: raised,
      challengesPerMinutePerAddress: raised,
      turnTablesPerAccount: 1000,
    },
  });
  const db = await openDatabase(where);
  const second = processes === 2 ? await secondServe(where, join(dir, 'second'), clockFile, raised) : null;
  try {
    const address: ServerAddress = parseServerAddress(`127.0.0.1:${server.port}`);
    // Where each visit joins: every other one through the second process, if there is one.
    const ports = second ? [server.port, second.port] : [server.port];
    const addresses = ports.map((p) => parseServerAddress(`127.0.0.1:${p}`));
    const keys: ClientKey[] = Array.from({ length: s.players }, (_, i) => clientKey(join(dir, 'keys', `p${i}`)));
    // The program's prover gives up on a challenge after 3 s (then joins as a guest); a loaded run waits.
    // A proof names the process it is for, and answers that process's challenge.
    const proverAt = (at: number) => (key: ClientKey) => async (): Promise<JoinIdentity> => ({
      proof: proofOf(addresses[at], key, String((await postJson(ports[at], '/account/challenge', {})).json.challenge)),
    });
    const provers = keys.map(proverAt(0));
    const proversAt = ports.map((_, at) => keys.map(proverAt(at)));
    // Each player's account is made by their first proof; it then takes over a filler account's seats.
    const ids: string[] = [];
    for (const [i, key] of keys.entries()) {
      const challenge = (await postJson(server.port, '/account/challenge', {})).json.challenge;
      const answer = await postJson(server.port, '/tables/mine', proofOf(address, key, String(challenge)));
      if (answer.status !== 200) throw new Error(`loadtest --turn: the list answered ${answer.status}`);
      const account = (await db.db.selectFrom('account_keys').select('account_id').where('fingerprint', '=', key.fingerprint).executeTakeFirstOrThrow()).account_id;
      ids.push(account);
      if (i < s.accounts) await db.db.updateTable('turn_seats').set({ account_id: account }).where('account_id', '=', `acct-${i}`).execute();
    }

    // The real games: player g opens one, player g+1 joins and the game starts; both leave, it parks.
    const codes: { code: string; seats: [number, number] }[] = [];
    const gameOptions: unknown = GAME.hostOptions({ players: 2 });
    if (typeof gameOptions !== 'object' || gameOptions === null) throw new Error('loadtest --turn: the game has no options for a table of two');
    const opened = performance.now();
    await pool(s.games, WIDTH, async (g) => {
      const a = g % s.players;
      const b = (g + 1) % s.players;
      const host = await RemoteTable.create(address, { game: GAME.id, options: gameOptions, name: `p${a}`, turnBased: { moveHours: 48, onTimeout: 'wait' } }, provers[a]);
      const code = host.code;
      await leave(host);
      // Parked before the guest comes (on a slower database the room may still be writing its last save).
      await parkedIn(db.db, code);
      const guest = await RemoteTable.join({ ...address, code }, { name: `p${b}` }, [], provers[b]);
      await until(guest, () => guest.update !== null, 'the start');
      await leave(guest);
      codes.push({ code, seats: [a, b] });
    });
    const openedMs = performance.now() - opened;

    const lists: number[] = [];
    await pool(s.lists, WIDTH, async (i) => {
      const p = i % s.players;
      const challenge = (await postJson(server.port, '/account/challenge', {})).json.challenge;
      const proof = proofOf(address, keys[p], String(challenge));
      const t = performance.now();
      const answer = await postJson(server.port, '/tables/mine', proof);
      lists.push(performance.now() - t);
      if (answer.status !== 200) throw new Error(`loadtest --turn: the list answered ${answer.status}`);
    });
    const perPlayer = await db.db
      .selectFrom('turn_seats')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('account_id', 'in', ids)
      .executeTakeFirstOrThrow();

    const restores: number[] = [];
    const moves: number[] = [];
    let refused = 0;
    for (let round = 0; round < s.visits; round++) {
      tick(3_600_000);
      await pool(codes.length, WIDTH, async (i) => {
        const at = i % ports.length;
        const { code } = codes[i];
        const where = await server.turn?.tables.load(code);
        const toMove = where?.row.to_move;
        if (!where || where.row.status !== 'playing' || toMove === null || toMove === undefined) return;
        const player = codes[i].seats[toMove - 1];
        // Parked between visits: the join restores it here.
        for (let k = 0; k < 200 && where.row.holder !== null; k++) {
          await new Promise((r) => setTimeout(r, 25));
          const again = await server.turn?.tables.load(code);
          if (!again || again.row.holder === null) break;
        }
        const t0 = performance.now();
        const table = await RemoteTable.join({ ...addresses[at], code }, { name: `p${player}` }, [], proversAt[at][player]);
        await until(table, () => table.update !== null && table.update.toMove === table.seat, 'the seat’s update');
        const t1 = performance.now();
        restores.push(t1 - t0);
        const update = table.update;
        const move = update?.legal[0];
        if (!update || move === undefined) {
          await leave(table);
          return;
        }
        const before = update.movesMade;
        let error = false;
        const stop = table.subscribe((c) => {
          if (c.kind === 'error') error = true;
        });
        table.submit(move);
        await until(table, () => error || (table.update?.movesMade ?? 0) > before, 'the move made');
        stop();
        if (error) refused++;
        else moves.push(performance.now() - t1);
        await leave(table);
      });
    }

    console.log(
      `turn-based visits on ${store.label}, ${processes === 2 ? 'two processes (every other visit through the second)' : 'one process'}: ${s.tables} filler tables and ${s.accounts} accounts (written in ${(writtenMs / 1000).toFixed(1)} s), ${codes.length} real games of ${s.players} players (opened in ${(openedMs / 1000).toFixed(1)} s)`,
    );
    console.log(summary(`tables (…/tables/mine, a fresh proof each, ${Math.round(Number(perPlayer.n) / s.players)} seats a player on average)`, lists));
    console.log(summary('a join that restores a parked table, until the seat’s update', restores));
    console.log(summary('a move at the restored table, until its durable update', moves));
    console.log(`  moves refused: ${refused}`);
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${cpus().length} cores`,
    );
  } finally {
    if (second && second.child.exitCode === null) await new Promise((resolve) => (second.child.once('exit', resolve), second.child.kill('SIGTERM')));
    await db.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
