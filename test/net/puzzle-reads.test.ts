// The puzzles' reads on a real server on loopback (issue 31): the server names its own puzzle of
// the day by its clock's UTC date, and anyone may read a puzzle's crowd without a key proof, with
// nothing counted. An outsider's bad ids (none, two, unknown, too long, escape sequences) are
// refused without being echoed; a flood is bounded per address. The terminal's link plays the
// server's puzzle of the day, falls back to its own in one line when the server names a puzzle it
// lacks (or answers garbage), and reads the crowd of a puzzle tried offline with no attempt sent.
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAct } from '../../src/net/accounts/account-client.js';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzleIndexOfDay } from '../../src/games/regicide/puzzles/daily.js';
import { sendPuzzleAttempt } from '../../src/net/puzzles/puzzle-client.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { PUZZLE_CONSENT_FILE, crowdLink } from '../../src/cli/regicide/puzzle-crowd.js';
import { keepTriedOffline, PUZZLES_TRIED_OFFLINE_FILE, triedOffline } from '../../src/cli/regicide/puzzle-tried.js';
import { openPuzzle } from '../../src/cli/regicide/puzzle-run.js';
import { regicide } from '../../src/games/regicide/index.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzle-reads-'));
const puzzles = bundledPuzzles().puzzles;
/** The server's clock: a fixed day, not the machine's (its puzzle is then known). */
const SERVER_DAY = '2031-03-14';
const serverNow = Date.parse(`${SERVER_DAY}T12:00:00Z`);
const todays = puzzles[puzzleIndexOfDay(serverNow / 86_400_000 - 0.5, puzzles.length)!];
let server: NetServer;
let address: ServerAddress;
let base: string;

beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), database: sqliteFileIn(join(dir, 'data')), botDelayMs: 0, clock: () => serverNow });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, init: RequestInit = {}): Promise<{ status: number; text: string; json: Record<string, unknown> }> => {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  return { status: res.status, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
};

describe('the reads, as an outsider sends them', () => {
  it("names the server's puzzle of its own UTC date, with the crowd so far", async () => {
    expect(await get('/puzzles/today')).toMatchObject({ status: 200, json: { puzzle: todays.id, date: SERVER_DAY, total: puzzles.length, crowd: { tries: 0, solved: 0, top: [] } } });
    // Behind a proxy the server may sit under a path.
    expect(await get('/games/puzzles/today')).toMatchObject({ status: 200, json: { puzzle: todays.id } });
  });

  it('reads a crowd without a proof and counts nothing, however often it is read', async () => {
    const id = encodeURIComponent(puzzles[4].id);
    expect(await get(`/puzzles/crowd?puzzle=${id}`)).toMatchObject({ status: 200, json: { puzzle: puzzles[4].id, crowd: { tries: 0, solved: 0, top: [] } } });
    expect(await sendPuzzleAttempt(address, clientKey(join(dir, 'keys', 'solver')), puzzles[4].id, puzzles[4].answer)).toMatchObject({ ok: true, body: { counted: true } });
    for (let i = 0; i < 5; i++) await get(`/puzzles/crowd?puzzle=${id}`);
    const read = await get(`/puzzles/crowd?puzzle=${id}`);
    expect(read).toMatchObject({ status: 200, json: { crowd: { tries: 1, solved: 1 } } });
    expect((await get('/puzzles/today')).json.puzzle).toBe(todays.id);
  });

  it('refuses a missing, doubled, unknown, overlong or escaping id without echoing it', async () => {
    expect(await get('/puzzles/crowd')).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await get('/puzzles/crowd?puzzle=')).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await get(`/puzzles/crowd?puzzle=${encodeURIComponent(puzzles[0].id)}&puzzle=${encodeURIComponent(puzzles[1].id)}`)).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await get(`/puzzles/crowd?puzzle=${'x'.repeat(201)}`)).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    for (const bad of ['puzzles/0@999', '\u001b[2J\u001b]0;owned\u0007', '../../etc/passwd', '%00', 'puzzles/0@51\n']) {
      const read = await get(`/puzzles/crowd?puzzle=${encodeURIComponent(bad)}`);
      expect(read).toMatchObject({ status: 404, json: { code: 'noPuzzle' } });
      expect(read.text).not.toContain('\u001b');
      expect(read.text).not.toContain('owned');
      expect(read.text).not.toContain('passwd');
    }
    // The mined puzzles' reads: a bundled id or an unknown one is no mined puzzle; the stream is empty here.
    for (const bad of [puzzles[0].id, 'm-0000000000000000', 'm-\u001b[2J']) {
      const read = await get(`/puzzles/puzzle?puzzle=${encodeURIComponent(bad)}`);
      expect(read).toMatchObject({ status: 404, json: { code: 'noPuzzle' } });
      expect(read.text).not.toContain('\u001b');
    }
    expect(await get('/puzzles/puzzle')).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect(await get('/puzzles/stream')).toMatchObject({ status: 200, json: { puzzles: [] } });
    expect(await get('/puzzles/stream?after=m-0000000000000000')).toMatchObject({ status: 200, json: { puzzles: [] } });
    expect(await get('/puzzles/stream?after=')).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    expect((await get('/puzzles/today')).json).toMatchObject({ fromPlayers: null });
    // Another method is no read (the edge answers it as any unknown route); a body is never waited for.
    expect((await get('/puzzles/today', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await get('/puzzles/todayx')).status).toBe(404);
  });
});

describe("the terminal's link", () => {
  const home = join(dir, 'home');
  const folder = join(home, 'regicide-cli');
  const saved = { data: process.env.XDG_DATA_HOME, config: process.env.XDG_CONFIG_HOME };
  let fake: Server;
  let fakeAnswer = '';
  beforeAll(async () => {
    process.env.XDG_DATA_HOME = home;
    process.env.XDG_CONFIG_HOME = join(dir, 'config');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, PUZZLE_CONSENT_FILE), 'yes\n');
    // A server that answers what the test says, as a newer (or hostile) one might.
    fake = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(fakeAnswer);
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    fake?.close();
    if (saved.data === undefined) delete process.env.XDG_DATA_HOME;
    else process.env.XDG_DATA_HOME = saved.data;
    if (saved.config === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = saved.config;
  });
  const fakeAddress = (): string => {
    const at = fake.address();
    return `127.0.0.1:${typeof at === 'object' && at ? at.port : 0}`;
  };

  it("takes the server's puzzle of the day, saying nothing", async () => {
    const link = (await crowdLink(`127.0.0.1:${server.port}`, 'en', false))!;
    const said: string[] = [];
    // The server here has no puzzles from players' games: none of the day.
    expect(await link.today((line) => said.push(line))).toEqual({ id: todays.id, date: SERVER_DAY, fromPlayers: null });
    expect(said).toEqual([]);
  });

  it('falls back to its own in one line when the server names a puzzle it lacks, answers garbage or is gone', async () => {
    const said: string[] = [];
    for (const lang of ['en', 'de'] as const) {
      fakeAnswer = JSON.stringify({ puzzle: 'puzzles/9@1\u001b[2J', date: '2031-03-14', fromPlayers: { puzzle: 'm-\u001b[2J' } });
      const link = (await crowdLink(fakeAddress(), lang, false))!;
      // A puzzle of the day it lacks, and a day's one from players of no mined id's form: neither taken.
      expect(await link.today((line) => said.push(line))).toEqual({ id: null, date: '2031-03-14', fromPlayers: null });
    }
    // The day's one from players is taken even when the bundled one is not this program's (it comes as a position).
    fakeAnswer = JSON.stringify({ puzzle: 'puzzles/9@1', date: '2031-03-14', fromPlayers: { puzzle: 'm-0123abcd', published: 3 } });
    expect(await (await crowdLink(fakeAddress(), 'en', false))!.today(() => undefined)).toEqual({ id: null, date: '2031-03-14', fromPlayers: 'm-0123abcd' });
    fakeAnswer = 'x'.repeat(20_000);
    expect(await (await crowdLink(fakeAddress(), 'en', false))!.today((line) => said.push(line))).toBeNull();
    expect(said).toEqual([
      `The puzzle of the day on ${fakeAddress()} is not in this program’s set (its program is newer): here is this program’s own.`,
      `Das Rätsel des Tages auf ${fakeAddress()} fehlt in der Sammlung dieses Programms (der Server hat eine neuere Version): Hier kommt das Rätsel dieses Programms.`,
      `The puzzle of the day on ${fakeAddress()} could not be read (HTTP 200): here is this program’s own.`,
    ]);
    for (const line of said) expect(line).not.toContain('\u001b');
  });

  it('reads the crowd of a puzzle tried offline, with no attempt sent', async () => {
    const key = clientKey(folder);
    keepTriedOffline(folder, puzzles[5].id);
    keepTriedOffline(folder, puzzles[5].id);
    keepTriedOffline(folder, 'not an id\u001b');
    expect([...triedOffline(folder)]).toEqual([puzzles[5].id]);
    const link = (await crowdLink(`127.0.0.1:${server.port}`, 'en', false))!;
    const open = openPuzzle(puzzles[5], { kind: 'stream', number: 6, total: puzzles.length }, false);
    const crowd = link.watch(puzzles[5].id, open.client);
    expect(crowd.source.state()).toEqual({ kind: 'sending', server: `127.0.0.1:${server.port}`, read: true });
    open.client.submit(1, regicide.parseMove(puzzles[5].answer));
    const answered = await crowd.settled();
    expect(answered).toMatchObject({ kind: 'answered', facts: { counted: false, offline: true, rating: null, crowd: { tries: 0 } } });
    expect(link.text(answered!)).toBe('No first attempt counted yet; you tried this puzzle offline before, so nothing was sent');
    const exported = await accountAct(address, key, 'export');
    expect(exported.ok && exported.body.puzzles).toEqual({ rating: null, attempts: [], mined: [] });
    expect(PUZZLES_TRIED_OFFLINE_FILE).toBe('puzzles-tried-offline');
  });
});

describe('a flood of reads', () => {
  it('is bounded per address, counted before anything is read', async () => {
    // 120 a minute for the address, this file's reads included: a bounded burst passes it (one
    // after another, under the edge's 32 connections an address may hold open).
    const statuses: number[] = [];
    for (let i = 0; i < 140; i++) statuses.push((await get('/puzzles/today')).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    const last = await get(`/puzzles/crowd?puzzle=${encodeURIComponent(puzzles[0].id)}`);
    expect(last).toMatchObject({ status: 429, json: { code: 'tooMany' } });
  }, 30_000);
});
