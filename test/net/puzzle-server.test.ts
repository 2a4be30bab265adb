// The puzzles' crowd on a real server on loopback, as an outsider attacks it and as a player's
// terminal uses it: forged attempts (no proof, an unknown puzzle, a text that is no move, an
// illegal move, a wrong move claimed right, a second attempt) refused or counted as they should
// be; an oversized body; a flood bounded per account and per address; the account's export and
// deletion carry its puzzle rows; and the terminal's link (`regicide puzzle` with a server and
// consent) sends the first try once and words the crowd's answer in four languages, while
// without a server or without consent nothing is sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAct } from '../../src/net/accounts/account-client.js';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { formatMove, parseMove } from '../../src/games/regicide/notation.js';
import { legalMoves } from '../../src/games/regicide/legal.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { sendPuzzleAttempt } from '../../src/net/puzzles/puzzle-client.js';
import { PUZZLE_BODY_MAX } from '../../src/net/puzzles/puzzle-http.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { PUZZLE_CONSENT_FILE, crowdLink } from '../../src/cli/regicide/puzzle-crowd.js';
import { REMEMBERED_SERVER_FILE } from '../../src/cli/account/account-server.js';
import { openPuzzle } from '../../src/cli/regicide/puzzle-run.js';
import { regicide } from '../../src/games/regicide/index.js';
import { LANGS } from '../../src/text/lang.js';

const dir = mkdtempSync(join(tmpdir(), 'puzzle-server-'));
const puzzles = bundledPuzzles().puzzles;
let server: NetServer;
let address: ServerAddress;
let base: string;

beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), database: sqliteFileIn(join(dir, 'data')), botDelayMs: 0 });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
const post = async (path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
};
const wrongOf = (i: number): string => {
  const answer = formatMove(parseMove(puzzles[i].answer));
  const wrong = legalMoves(puzzlePosition(puzzles[i]))
    .map(formatMove)
    .find((m) => m !== answer);
  if (!wrong) throw new Error('no wrong move');
  return wrong;
};

describe('attempts sent to the server', () => {
  it('refuses an attempt without a key proof, at an unknown puzzle, of no move, of an illegal move, or oversized', async () => {
    expect(await post('/puzzles/attempt', { puzzle: puzzles[0].id, move: puzzles[0].answer })).toMatchObject({ status: 401, json: { code: 'badProof' } });
    const key = keyIn('outsider');
    expect(await sendPuzzleAttempt(address, key, 'puzzles/0@999', puzzles[0].answer)).toMatchObject({ ok: false, code: 'noPuzzle', status: 404 });
    expect(await sendPuzzleAttempt(address, key, puzzles[0].id, 'win the game')).toMatchObject({ ok: false, code: 'badMove', status: 400 });
    expect(await sendPuzzleAttempt(address, key, puzzles[0].id, 'play KH KS KD KC')).toMatchObject({ ok: false, code: 'illegalMove', status: 400 });
    expect(await post('/puzzles/attempt', { puzzle: puzzles[0].id, move: 'x'.repeat(PUZZLE_BODY_MAX) })).toMatchObject({ status: 413, json: { code: 'tooLarge' } });
    expect(await post('/puzzles/attempt', { puzzle: 7, move: [] })).toMatchObject({ status: 400, json: { code: 'badRequest' } });
    // None of these counted anything.
    const exported = await accountAct(address, key, 'export');
    expect(exported.ok && exported.body.puzzles).toEqual({ rating: null, attempts: [], mined: [] });
  });

  it('judges a wrong move claimed right as wrong, counts the first attempt once, and answers the crowd', async () => {
    const key = keyIn('claimer');
    // A forged body: the move is wrong, the body says it is right. The server reads only the puzzle and the move.
    const asked = await post('/account/challenge', {});
    const { proofOf } = await import('../../src/net/accounts/account-client.js');
    const proof = proofOf(address, key, String(asked.json.challenge));
    const forged = await post('/puzzles/attempt', { puzzle: puzzles[1].id, move: wrongOf(1), right: true, counted: true, rating: { rating: 3000 }, ...proof });
    expect(forged.status).toBe(200);
    expect(forged.json).toMatchObject({ counted: true, right: false, first: { move: wrongOf(1), right: false }, crowd: { tries: 1, solved: 0 } });
    expect((forged.json.rating as { change: number }).change).toBeLessThan(0);
    // The answer next: judged right, not counted, the rating unmoved.
    const again = await sendPuzzleAttempt(address, key, puzzles[1].id, puzzles[1].answer);
    expect(again).toMatchObject({ ok: true, body: { counted: false, firstRight: false, crowd: { tries: 1, solved: 0 }, rating: { change: 0, attempts: 1 } } });
    const exported = await accountAct(address, key, 'export');
    expect(exported.ok && exported.body.puzzles).toMatchObject({ rating: { attempts: 1 }, attempts: [{ puzzle: puzzles[1].id, move: wrongOf(1), right: false }] });
    // Deleted: the attempts and the rating go; the puzzle's crowd keeps its count.
    expect((await accountAct(address, key, 'delete')).ok).toBe(true);
    const after = await sendPuzzleAttempt(address, keyIn('someone'), puzzles[1].id, puzzles[1].answer);
    expect(after).toMatchObject({ ok: true, body: { counted: true, crowd: { tries: 2, solved: 1 } } });
    const fresh = await accountAct(address, key, 'export');
    expect(fresh.ok && fresh.body.puzzles).toEqual({ rating: null, attempts: [], mined: [] });
  });
});

describe("the terminal's link to the crowd", () => {
  const home = join(dir, 'home');
  const folder = join(home, 'regicide-cli');
  const saved = { data: process.env.XDG_DATA_HOME, config: process.env.XDG_CONFIG_HOME };
  beforeAll(() => {
    process.env.XDG_DATA_HOME = home;
    process.env.XDG_CONFIG_HOME = join(dir, 'config');
    mkdirSync(folder, { recursive: true });
  });
  afterAll(() => {
    if (saved.data === undefined) delete process.env.XDG_DATA_HOME;
    else process.env.XDG_DATA_HOME = saved.data;
    if (saved.config === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = saved.config;
  });

  it('is none without a server, and none without consent (nothing sent, nothing asked off a terminal)', async () => {
    expect(await crowdLink(undefined, 'en', false)).toBeNull();
    writeFileSync(join(folder, REMEMBERED_SERVER_FILE), `127.0.0.1:${server.port}\n`);
    expect(await crowdLink(undefined, 'en', false)).toBeNull();
    writeFileSync(join(folder, PUZZLE_CONSENT_FILE), 'no\n');
    expect(await crowdLink(undefined, 'en', false)).toBeNull();
  });

  it("sends the first try once and words the crowd's answer in each language", async () => {
    writeFileSync(join(folder, PUZZLE_CONSENT_FILE), 'yes\n');
    const link = await crowdLink(`127.0.0.1:${server.port}`, 'en', false);
    expect(link).not.toBeNull();
    const open = openPuzzle(puzzles[2], { kind: 'stream', number: 3, total: puzzles.length }, false);
    const crowd = link!.watch(puzzles[2].id, open.client);
    expect(crowd.source.state()).toBeNull();
    const changes: string[] = [];
    crowd.source.subscribe(() => changes.push(crowd.source.state()!.kind));
    // The first try (wrong), then the answer: only the first goes to the server.
    open.client.submit(1, regicide.parseMove(wrongOf(2)));
    open.client.submit(1, regicide.parseMove(puzzles[2].answer));
    const answered = await crowd.settled();
    expect(changes).toEqual(['sending', 'answered']);
    expect(answered).toMatchObject({ kind: 'answered', facts: { counted: true, firstRight: false, crowd: { tries: 1, solved: 0, top: [{ move: wrongOf(2), tries: 1 }] } } });
    const said = link!.text(answered!);
    expect(said).toMatch(/^0% solved it \(1 try\); most tried: .+ \(1\); your puzzle rating 1\d{3}\? \(-\d+\)$/);
    for (const lang of LANGS) {
      const other = (await crowdLink(undefined, lang, false))!;
      const text = other.text(answered!);
      expect(text).toMatch({ en: /solved it/, de: /haben es gelöst/, fr: /l’ont résolu/, nb: /løste den/ }[lang]);
      expect(text).toMatch(/\(1\)/);
    }
    // A second run of the same puzzle: the first attempt stands, the rating is not moved.
    const reopened = openPuzzle(puzzles[2], { kind: 'stream', number: 3, total: puzzles.length }, false);
    const second = link!.watch(puzzles[2].id, reopened.client);
    reopened.client.submit(1, regicide.parseMove(puzzles[2].answer));
    const kept = await second.settled();
    expect(link!.text(kept!)).toMatch(/your puzzle rating \d+\? \(your first attempt was counted before\)$/);
  });

  it('says in words that the server has not the puzzle (a program newer than the server’s)', async () => {
    const link = (await crowdLink(undefined, 'en', false))!;
    const open = openPuzzle(puzzles[3], { kind: 'stream', number: 4, total: puzzles.length }, false);
    const crowd = link.watch('puzzles/newer@1', open.client);
    open.client.submit(1, regicide.parseMove(puzzles[3].answer));
    const refused = await crowd.settled();
    expect(refused).toEqual({ kind: 'refused', server: `127.0.0.1:${server.port}`, code: 'noPuzzle' });
    expect(link.text(refused!)).toBe(`127.0.0.1:${server.port} does not have this puzzle (its program is older than yours): nothing was counted`);
  });

  it('says in one line that the server could not be reached', async () => {
    const gone = await startNetServer({ port: 0, host: '127.0.0.1' });
    const port = gone.port;
    await gone.close();
    const link = (await crowdLink(`127.0.0.1:${port}`, 'en', false))!;
    const open = openPuzzle(puzzles[3], { kind: 'stream', number: 4, total: puzzles.length }, false);
    const crowd = link.watch(puzzles[3].id, open.client);
    open.client.submit(1, regicide.parseMove(puzzles[3].answer));
    const failed = await crowd.settled();
    expect(failed?.kind).toBe('failed');
    expect(link.text(failed!)).toMatch(new RegExp(`^The puzzles on 127\\.0\\.0\\.1:${port} could not be reached: .+$`));
  });
});

describe('a flood', () => {
  it('is bounded per account, then per address (counted before the body is read)', async () => {
    const key = keyIn('flooder');
    // One account: its allowance a minute (30), whatever it sends.
    const replies = [];
    for (let i = 0; i < 32; i++) replies.push(await sendPuzzleAttempt(address, key, puzzles[i % puzzles.length].id, puzzles[i % puzzles.length].answer));
    // (A token comes back every two seconds: a slow machine may see one of the two come back.)
    const refused = replies.filter((r) => !r.ok && r.code === 'tooMany').length;
    expect(refused).toBeGreaterThanOrEqual(1);
    expect(refused).toBeLessThanOrEqual(2);
    // The address: 60 a minute, all of this file's requests together; garbage costs one each.
    const flood = await Promise.all(Array.from({ length: 60 }, () => post('/puzzles/attempt', '{')));
    expect(flood.some((r) => r.status === 429)).toBe(true);
    const last = await post('/puzzles/attempt', { puzzle: puzzles[0].id, move: puzzles[0].answer });
    expect(last).toMatchObject({ status: 429, json: { code: 'tooMany' } });
  });
});
