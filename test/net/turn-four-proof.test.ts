// Issue 30's proof: a whole four-player turn-based Regicide game over three days of a fake clock,
// in a real `serve` process (with its SSH front) that the test kills with SIGKILL mid-game and
// starts again on the same data folder. Two players come and go as raw clients (a join by code
// with their key's proof only), two over SSH (`ssh HOST -t join CODE`, their keys their accounts,
// each move typed on the Regicide screen). The test keeps its own copy of the game (same seed,
// same moves): every move it made is in the server's log once, in order — none lost to the kill,
// none doubled by a client sending it again after it — and `replay --verify` (the real CLI) passes
// on each seat's own copy of the finished log (the raw seats' `end` message, the SSH seats' saves).
// The serve's time comes from a file (`serve --test-clock`, src/cli/serve/test-clock.ts).
// Runs the built program (npm run build first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { proofOf } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { ROOT, binPath } from '../cli/drive.js';
import { choose, keysFor } from '../e2e/driver.js';
import { type RawResponse, postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from './raw-client.js';
import { type PlayerKey, type SshServe, SshTerminal, filesUnder, newPlayerKey, pollUntil, startSshServe } from './ssh-helpers.js';

// A deal the test's policy plays for 28 moves (most four-player deals end sooner).
const SEED = 'turn-proof-four-6';
const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'turn-four-'));
const data = join(dir, 'data');
const clockFile = join(dir, 'clock');
const start = Math.floor(Date.now() / HOUR) * HOUR;
let now = start;
/** The serve's time: written whole (a rename), so it never reads half a number. */
function setClock(t: number): void {
  now = t;
  writeFileSync(`${clockFile}.tmp`, String(t));
  renameSync(`${clockFile}.tmp`, clockFile);
}
setClock(start);

let serve: SshServe | undefined;
const open: SshTerminal[] = [];
const raws: RawClient[] = [];
const startServe = (): Promise<SshServe> => startSshServe(['--test-clock'], { CARDS_TEST_CLOCK_FILE: clockFile }, data);

afterAll(async () => {
  for (const t of open) t.drop();
  for (const c of raws) c.close();
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { challenge?: string; room?: { roomId: string; processId: string }; sessionId?: string };
type Update = { seat: number; toMove: number | null; movesMade: number; legal: string[]; result: unknown };
type Seat = { kind: 'raw'; key: ClientKey; name: string } | { kind: 'ssh'; key: PlayerKey; name: string };

const proofFor = async (port: number, key: ClientKey): Promise<unknown> => {
  const challenge = ((await postJson(port, '/account/challenge', {})).json as Answer).challenge ?? '';
  return proofOf(parseServerAddress(`127.0.0.1:${port}`), key, challenge);
};
const lastUpdate = (c: RawClient): Update | undefined =>
  c.frames
    .filter((f) => f.type === 'update')
    .map((f) => f.message as Update)
    .at(-1);

/** A raw seat's visit: a join with the key's proof only, until its update for `moves` moves. */
async function rawVisit(s: SshServe, code: string, key: ClientKey, moves: number): Promise<RawClient> {
  let c: RawClient | RawResponse | undefined;
  // A table whose process was killed is its (dead) holder's until the lease lapses: "moving", try again.
  for (let i = 0; i < 100; i++) {
    c = await rawJoin(s.port, code, { proof: await proofFor(s.port, key) });
    if (isRawClient(c) || (c.json as { code?: string } | undefined)?.code !== 'tableMoving') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!c || !isRawClient(c)) throw new Error(`join refused: ${c?.status} ${c?.body}`);
  raws.push(c);
  await c.until((f) => f.type === 'turn', 'the turn message', 20_000);
  await c.until((f) => f.type === 'update' && (f.message as Update).movesMade === moves, `the update after ${moves} moves`, 20_000);
  return c;
}

async function leave(c: RawClient): Promise<void> {
  c.close();
  await c.closed;
}

/**
 * An SSH seat's visit: `ssh -t join CODE` with its key. When moves were made since its last visit,
 * the screen sums them up first (`summary`: its lines, as the test expects them); any key
 * closes the summary. Resolves once the screen shows the latest move.
 */
async function sshVisit(s: SshServe, code: string, key: PlayerKey, user: string, moves: number, summary: string[] | null): Promise<SshTerminal> {
  const t = await SshTerminal.open(s.ssh, { user, key, cols: 110, rows: 44, command: `join ${code}` });
  open.push(t);
  if (summary !== null) {
    const screen = await t.waitFor('Since your last visit', 30_000);
    const lines = screen.split('\n').map((l) => l.replace(/^│ ?|\s*│$/g, '').trim());
    const top = lines.indexOf('Since your last visit');
    expect(lines.slice(top + 1, top + 1 + summary.length)).toEqual(summary);
    await t.type(' ');
  }
  await t.waitFor((screen) => !screen.includes('Since your last visit') && screen.includes('Your hand') && (moves === 0 || new RegExp(`^\\s*${moves}\\. `, 'm').test(screen)), 30_000);
  return t;
}

/** The copy of the finished log an SSH seat's session kept in that player's saves. */
function sshCopy(keyId: string, moves: number): string | undefined {
  return filesUnder(data)
    .filter((p) => p.includes(keyId) && p.endsWith('.json'))
    .find((p) => {
      try {
        const log = JSON.parse(readFileSync(p, 'utf8')) as { moves?: unknown[]; result?: unknown };
        return log.moves?.length === moves && log.result !== null && log.result !== undefined;
      } catch {
        return false;
      }
    });
}

const verify = (file: string): { status: number | null; out: string } => {
  const r = spawnSync(process.execPath, [binPath('regicide'), 'replay', '--verify', file], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
};

describe('a four-player turn-based Regicide game over three days, across a kill -9', () => {
  it('loses no move and doubles none; every seat’s copy of the log passes replay --verify', async () => {
    serve = await startServe();
    const seats: Seat[] = [
      { kind: 'raw', key: clientKey(join(dir, 'keys', 'ada')), name: 'ada' },
      { kind: 'raw', key: clientKey(join(dir, 'keys', 'bo')), name: 'bo' },
      { kind: 'ssh', key: newPlayerKey(), name: 'cid' },
      { kind: 'ssh', key: newPlayerKey(), name: 'dee' },
    ];
    // Ada opens the table (her proof in the create) and leaves; Bo joins by code; Cid and Dee over SSH.
    const created = await postJson(serve.port, '/matchmake/create/table', {
      game: 'regicide',
      options: { players: 4 },
      hostKey: 'h'.repeat(24),
      seed: SEED,
      name: 'ada',
      turnBased: { moveHours: 48, onTimeout: 'wait' },
      proof: await proofFor(serve.port, seats[0].key as ClientKey),
    });
    expect(created.status).toBe(200);
    const reservation = created.json as { room: { roomId: string; processId: string }; sessionId: string };
    const code = reservation.room.roomId;
    const ada = await rawConnect(serve.port, reservation);
    await ada.until((f) => f.type === 'turn', "Ada's turn message");
    await leave(ada);
    const bo = await rawJoin(serve.port, code, { name: 'bo', proof: await proofFor(serve.port, seats[1].key as ClientKey) });
    if (!isRawClient(bo)) throw new Error(`join refused: ${bo.body}`);
    expect(((await bo.until((f) => f.type === 'welcome', 'the welcome')).message as { seat: number }).seat).toBe(2);
    await leave(bo);
    for (const x of seats.slice(2)) {
      if (x.kind !== 'ssh') continue;
      const t = await SshTerminal.open(serve.ssh, { user: x.name, key: x.key, cols: 110, rows: 44, command: `join ${code}` });
      open.push(t);
      // The fourth seat taken starts the game: Dee's screen has a hand; Cid's showed the table waiting.
      await t.waitFor(x.name === 'dee' ? 'Your hand' : code, 30_000);
      t.drop();
      await t.closed;
    }

    let state: RegicideState = regicide.setup(regicide.normalizeOptions({ players: 4 }), SEED);
    const made: string[] = [];
    /** Who made each move (a seat's name), and how many moves each seat had seen when it last left. */
    const madeBy: string[] = [];
    const seenAt = [0, 0, 0, 0];
    /** What the summary says of the moves a seat has not seen (null: nothing new to it). */
    const latestFor = (i: number): string[] | null => {
      // The seat's own moves are no news to it; six lines at most, the last saying how many more.
      const unseen = made
        .map((m, k) => ({ m, k }))
        .filter(({ k }) => k >= seenAt[i] && madeBy[k] !== seats[i].name)
        .map(({ m, k }) => `${madeBy[k]}: ${m}`);
      if (unseen.length === 0) return null;
      return unseen.length > 6 ? [...unseen.slice(0, 5), `and ${unseen.length - 5} more`] : unseen;
    };
    let killed = false;
    let kinds = new Set<string>();

    /** Everyone comes for the last move: each seat's program gets the end and keeps its copy. */
    const present: { raw: (RawClient | undefined)[]; ssh: (SshTerminal | undefined)[] } = { raw: [], ssh: [] };

    while (state.outcome === null) {
      const seat = state.current + 1;
      const x = seats[seat - 1];
      const move: RegicideMove = choose(state);
      const text = regicide.formatMove(move);
      const last = regicide.apply(state, move).outcome !== null;
      // Three hours between moves: the game spans three days of the serve's clock.
      setClock(now + 3 * HOUR);
      if (last) {
        for (const [i, y] of seats.entries()) {
          if (i === seat - 1) continue;
          if (y.kind === 'raw') present.raw[i] = await rawVisit(serve, code, y.key, made.length);
          else present.ssh[i] = await sshVisit(serve, code, y.key, y.name, made.length, latestFor(i));
        }
      }
      if (x.kind === 'raw') {
        const c = await rawVisit(serve, code, x.key, made.length);
        const u = lastUpdate(c)!;
        expect(u.toMove).toBe(seat);
        // The test's copy of the game is the server's: its move is one the seat may make.
        expect(u.legal).toContain(text);
        c.send('move', { text, at: made.length });
        await c.until((f) => f.type === 'update' && (f.message as Update).movesMade === made.length + 1, 'the move acknowledged', 20_000);
        made.push(text);
        madeBy.push(x.name);
        if (!killed && made.length >= 14) {
          // The move is acknowledged, so durable; the process that holds the table dies at once.
          killed = true;
          serve.proc.kill('SIGKILL');
          await serve.proc.exit;
          await c.closed;
          // The dead process's lease on the table lapses (a minute) while the new one starts.
          setClock(now + 2 * 60_000);
          serve = await startServe();
          // The player's program, not sure its move arrived, sends it again at the same position: refused, not doubled.
          const again = await rawVisit(serve, code, x.key, made.length);
          again.send('move', { text, at: made.length - 1 });
          const refusal = await again.until((f) => f.type === 'error', 'the stale move refused', 20_000);
          expect(refusal.message).toMatchObject({ code: 'staleMove' });
          expect(lastUpdate(again)?.movesMade).toBe(made.length);
          await leave(again);
        } else if (!last) await leave(c);
        else present.raw[seat - 1] = c;
      } else {
        const t = await sshVisit(serve, code, x.key, x.name, made.length, latestFor(seat - 1));
        await t.type(...keysFor(state, move));
        made.push(text);
        madeBy.push(x.name);
        await t.waitFor((screen) => new RegExp(`^\\s*${made.length}\\. `, 'm').test(screen), 30_000);
        if (last) present.ssh[seat - 1] = t;
        else if (made.length % 2 === 0) {
          // Half the time the player quits the table; else the connection just drops (a closed laptop).
          await t.type('q');
          await t.waitFor(/Quit now\?|Leave/);
          await t.type('y');
          await t.waitForOutput('it waits for you on the server');
          t.drop();
          await t.closed;
        } else {
          t.drop();
          await t.closed;
        }
      }
      kinds.add(x.kind);
      seenAt[seat - 1] = made.length;
      state = regicide.apply(state, move);
    }
    expect(killed).toBe(true);
    expect(kinds).toEqual(new Set(['raw', 'ssh']));
    kinds = new Set();
    // Three days of the serve's clock at least.
    expect(now - start).toBeGreaterThanOrEqual(72 * HOUR);

    // Each seat's own copy: the raw seats' end message, the SSH seats' saves.
    const copies: string[] = [];
    for (const [i, y] of seats.entries()) {
      if (y.kind === 'raw') {
        const c = present.raw[i]!;
        const end = (await c.until((f) => f.type === 'end', 'the end', 20_000)).message as { log: { moves: string[]; seed: string } };
        const file = join(dir, `${y.name}.json`);
        writeFileSync(file, JSON.stringify(end.log));
        copies.push(file);
      } else {
        let file: string | undefined;
        await pollUntil(`${y.name}'s copy of the log`, () => (file = sshCopy(y.key.keyId, made.length)) !== undefined, 30_000);
        copies.push(file!);
      }
    }
    for (const file of copies) {
      const log = JSON.parse(readFileSync(file, 'utf8')) as { moves: string[]; seed: string; result: unknown };
      // Every move the test made, once each, in order: none lost to the kill, none doubled.
      expect(log.moves).toEqual(made);
      expect(log.seed).toBe(SEED);
      const checked = verify(file);
      expect(checked, file).toMatchObject({ status: 0 });
    }
    // The server's own row agrees (read once the serve is stopped).
    await serve.stop();
    serve = undefined;
    const { openDatabase } = await import('../../src/net/db/database.js');
    const { sqliteFileIn } = await import('../../src/net/db/where.js');
    const database = await openDatabase(sqliteFileIn(data));
    try {
      const row = await database.db.selectFrom('turn_tables').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
      expect(row.status).toBe('over');
      expect(row.moves).toBe(made.length);
      expect((JSON.parse(row.log) as { moves: string[] }).moves).toEqual(made);
    } finally {
      await database.close();
    }
  }, 240_000);
});
