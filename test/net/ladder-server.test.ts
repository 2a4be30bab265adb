// The Thronfolge ladder on a real server on loopback: two accounts play a duel at a network table
// and, when the room ends the game, both are rated once (their ratings moved by Glicko-2, the
// game in both histories); an account's duel against a server bot is rated against the level's
// fixed rating; a guest's duel is not rated. Attacks on the routes, as an outsider: no proof, a
// replayed proof, a proof signed by another key, a bad limit, an oversized body, a flood.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAct, keyProver, proofOf } from '../../src/net/accounts/account-client.js';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { netGame } from '../../src/net/wire/games.js';
import { botSeedFor } from '../../src/net/wire/games.js';
import { thronfolgeModule } from '../../src/modules/thronfolge/index.js';

const BOT_RATINGS = thronfolgeModule.ladder.botRatings;
import { glicko2 } from '../../src/net/ladder/glicko2-library.js';
import { askLadder, askOwnLadder } from '../../src/net/ladder/ladder-client.js';
import { LADDER_BODY_MAX } from '../../src/net/ladder/ladder-http.js';
import type { OwnLadder } from '../../src/net/ladder/ladder.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { playWithBot, waitFor } from './net-helpers.js';
import { ROOT, binPath } from '../cli/drive.js';
import { textWidth } from '../../src/text/width.js';

const dir = mkdtempSync(join(tmpdir(), 'ladder-server-'));
const FLOOD_ALLOWANCE = 80;
let server: NetServer;
let address: ServerAddress;
let base: string;
const events: { event: string; room?: string }[] = [];

beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database: sqliteFileIn(join(dir, 'data')),
    botDelayMs: 0,
    ladderPerMinute: FLOOD_ALLOWANCE,
    logEvent: (e) => events.push(e),
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A terminal's key in its data folder (XDG_DATA_HOME = join(dir, name), as the program finds it). */
const keyIn = (name: string): ClientKey => clientKey(join(dir, name, 'regicide-cli'));

/** `thronfolge ARGS` run as a player's terminal whose data folder holds `name`'s key. */
const thronfolge = (name: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath('thronfolge'), ...args],
      { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: join(dir, name), LANG: 'C' }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
const post = async (path: string, body: unknown): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
};
const challenge = async (): Promise<string> => (JSON.parse((await post('/account/challenge', {})).text) as { challenge: string }).challenge;

async function named(name: string): Promise<ClientKey> {
  const key = keyIn(name);
  expect((await accountAct(address, key, 'claim', { name })).ok).toBe(true);
  return key;
}

/** A Thronfolge duel at a public-less network table, each person's seat played by a seeded bot; the table's own deal (no seed chosen). */
async function duel(host: { key?: ClientKey; name: string }, guest: { key?: ClientKey; name: string } | 'bot', botLevel = 'easy'): Promise<string> {
  const net = netGame('thronfolge');
  const prove = (k?: ClientKey) => (k ? keyProver(() => k) : undefined);
  const first = await RemoteTable.create(address, { game: 'thronfolge', options: { variants: [] }, name: host.name, botLevel, botDelayMs: 0, ...(guest === 'bot' && { bots: [2] }) }, prove(host.key));
  const tables = [first];
  if (guest !== 'bot') tables.push(await RemoteTable.join({ ...address, code: first.code }, { name: guest.name, seat: 2 }, [], prove(guest.key)));
  for (const t of tables) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(first.code, t.seat)));
  await Promise.all(tables.map((t) => waitFor(t, () => t.end !== null, 30_000, `the end at seat ${t.seat}`)));
  await Promise.all(tables.map((t) => t.leave()));
  return first.code;
}

/** The account's ladder once it counts `games` rated games (the rating is written just after the room's end). */
async function ratedOnce(key: ClientKey, games: number): Promise<OwnLadder> {
  // Up to 15 s for a loaded machine, in at most 60 asks: well inside the route's allowance a minute.
  for (let i = 0; i < 60; i++) {
    const own = await askOwnLadder(address, key);
    if (own.ok && (own.body.rating?.games ?? 0) >= games) return own.body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('never rated');
}

describe('the ladder on a server', () => {
  it('rates a duel of two accounts once, when the room ends it, and shows it on the ladder and in both histories', async () => {
    const [ada, ben] = [await named('Ada'), await named('Ben')];
    const code = await duel({ key: ada, name: 'Ada' }, { key: ben, name: 'Ben' });
    const [a, b] = [await ratedOnce(ada, 1), await ratedOnce(ben, 1)];
    expect(events.filter((e) => e.event === 'rated' && e.room === code)).toHaveLength(1);
    const [ga, gb] = [a.history![0], b.history![0]];
    expect(ga.opponent).toEqual({ kind: 'account', name: 'Ben' });
    expect(gb.opponent).toEqual({ kind: 'account', name: 'Ada' });
    expect(ga.score + gb.score).toBe(1);
    const fresh = glicko2.initial();
    expect(a.rating!.rating).toBe(Math.round(glicko2.afterGame(fresh, fresh, ga.score).rating));
    expect(b.rating!.rating).toBe(Math.round(glicko2.afterGame(fresh, fresh, gb.score).rating));
    // One game leaves both provisional.
    expect([a.rating!.provisional, b.rating!.provisional]).toEqual([true, true]);
    const top = await askLadder(address, ada);
    expect(top.ok && top.body.filter((e) => e.name === 'Ada' || e.name === 'Ben').map((e) => e.games)).toEqual([1, 1]);

    // Ada's terminal: the ladder and her own rating, within 80 columns, in German too; and as JSON.
    const shown = await thronfolge('Ada', ['ladder', '--server', address.display]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`The Thronfolge ladder on ${address.display}`);
    expect(shown.stdout).toMatch(new RegExp(`\\s1  (Ada|Ben) +${Math.max(a.rating!.rating, b.rating!.rating)}\\? +1\\n`));
    const me = await thronfolge('Ada', ['ladder', '--me', '--lang', 'de']);
    expect(me.code).toBe(0);
    expect(me.stdout).toContain(`Deine Wertung: ${a.rating!.rating}?`);
    expect(me.stdout).toMatch(/gg\. Ben +1500 → /);
    for (const out of [shown.stdout, me.stdout]) expect(out.split('\n').filter((l) => textWidth(l) > 80)).toEqual([]);
    const json = await thronfolge('Ada', ['ladder', '--me', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ rating: { rating: a.rating!.rating, games: 1, provisional: true }, history: [{ opponent: { name: 'Ben' } }] });
  }, 90_000);

  it("rates a duel against a server bot against the level's fixed rating; a guest's duel is not rated", async () => {
    const cleo = await named('Cleo');
    await duel({ key: cleo, name: 'Cleo' }, 'bot', 'hard');
    const own = await ratedOnce(cleo, 1);
    expect(own.history![0]).toMatchObject({ opponent: { kind: 'bot', level: 'hard', rating: BOT_RATINGS.hard } });
    const score = own.history![0].score;
    expect(own.rating!.rating).toBe(Math.round(glicko2.afterGame(glicko2.initial(), { rating: 1800, deviation: 60, volatility: 0.06 }, score).rating));
    // A guest against an account: nothing is rated for either.
    const dora = await named('Dora');
    const code = await duel({ key: dora, name: 'Dora' }, { name: 'Guest' });
    await new Promise((r) => setTimeout(r, 300));
    expect(events.filter((e) => e.event === 'rated' && e.room === code)).toEqual([]);
    const mine = await askOwnLadder(address, dora);
    expect(mine.ok && mine.body.rating).toBeNull();
  }, 90_000);

  it('refuses no proof, a replayed proof, a proof of another key, a bad limit and an oversized body', async () => {
    const key = keyIn('outsider');
    expect((await post('/ladder/top', {})).status).toBe(401);
    const used = proofOf(address, key, await challenge());
    expect((await post('/ladder/me', { ...used })).status).toBe(200);
    expect((await post('/ladder/me', { ...used })).status).toBe(401);
    const forged = { ...proofOf(address, key, await challenge()), key: keyIn('victim').publicPem };
    expect((await post('/ladder/me', forged)).status).toBe(401);
    expect(JSON.parse((await post('/ladder/top', { ...proofOf(address, key, await challenge()), limit: 10_000 })).text)).toMatchObject({ code: 'badRequest' });
    expect((await post('/ladder/top', { ...proofOf(address, key, await challenge()), pad: 'x'.repeat(LADDER_BODY_MAX) })).status).toBe(413);
    expect((await post('/ladder/top', '{"limit": ')).status).toBe(400);
  });

  it('refuses a flood from one address after its allowance, before reading a body', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < FLOOD_ALLOWANCE + 10; i++) statuses.push((await post('/ladder/top', {})).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});
