// The operator's tools for the puzzles mined from players' games, on a real server on loopback,
// through `regicide operator` (the built program) and raw HTTP: the list (id, game, day, attempts,
// success rate; never the seed, the earlier moves or the account, and a hostile text from the
// database escaped), one removed with its crowd (gone from …/puzzles/today's fromPlayers, the
// stream, …/puzzles/puzzle and …/puzzles/crowd, its attempts deleted, a try at it refused), the
// act in the audit log, and a wrong token refused.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { sendPuzzleAttempt } from '../../src/net/puzzles/puzzle-client.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { ROOT, binPath } from '../cli/drive.js';
import { TWO_MINED, publishMined } from './mined-puzzles-fixture.js';

const TOKEN = 'the-puzzle-operator-token';
const dir = mkdtempSync(join(tmpdir(), 'puzzle-operator-'));
const data = join(dir, 'data');
const MINED = TWO_MINED;
/** A row whose game a hostile database (or a bug) filled with escape sequences: listed, never let through to the terminal. */
const HOSTILE = { id: 'm-00000000000000c3', game: 'regicide\u001b]0;owned\u0007\u001b[2J' };
let server: NetServer;

beforeAll(async () => {
  mkdirSync(data, { recursive: true });
  await publishMined(data, MINED);
  const database = await openDatabase(sqliteFileIn(data));
  const p = MINED[0].puzzle;
  await database.db
    .insertInto('mined_puzzles')
    .values({
      id: HOSTILE.id,
      game: HOSTILE.game,
      source: 'player',
      result_id: 'result-x',
      account_id: 'someone',
      publish_at: 5,
      position: JSON.stringify(puzzlePosition(p)),
      answer: p.answer,
      line: JSON.stringify(p.line),
      choices: 2,
      nodes: 1,
      made_at: 0,
    })
    .execute();
  await database.close();
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, database: sqliteFileIn(data), operator: { host: '127.0.0.1', port: 0 }, operatorToken: TOKEN });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `regicide operator …` against the operator listener, without blocking this process's server. */
const operator = (args: string[], token = TOKEN): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath('regicide'), 'operator', ...args, '--operator', `127.0.0.1:${server.operatorPort}`],
      { cwd: ROOT, env: { ...process.env, CI: 'true', REGICIDE_OPERATOR_TOKEN: token }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** What the players' puzzle reads answer, as far as these tests read it. */
interface Read {
  status: number;
  body: { code?: string; puzzles?: string[]; fromPlayers?: { puzzle: string; published: number } | null };
}
const get = async (path: string): Promise<Read> => {
  const res = await fetch(`http://127.0.0.1:${server.port}/${path}`);
  return { status: res.status, body: (await res.json()) as Read['body'] };
};

describe("the operator's tools for puzzles from players' games", () => {
  const address = () => parseServerAddress(`127.0.0.1:${server.port}`);
  const ann = clientKey(join(dir, 'keys', 'ann'));
  let target = '';
  let other = '';

  it('lists the mined puzzles with their attempts and success rate, never their seed, earlier moves or account', async () => {
    // The day's puzzle from players is the one removed below: it must leave fromPlayers too.
    const today = await get('puzzles/today');
    target = today.body.fromPlayers?.puzzle ?? '';
    expect([...MINED.map((m) => m.id), HOSTILE.id]).toContain(target);
    other = MINED.map((m) => m.id).find((id) => id !== target)!;
    const p = (MINED.find((m) => m.id === target) ?? MINED[0]).puzzle;
    const at = puzzlePosition(p);
    const answer = regicide.formatMove(regicide.parseMove(p.answer));
    const wrongMove = regicide.formatMove(regicide.legalMoves(at).find((m) => regicide.formatMove(m) !== answer)!);
    const wrong = await sendPuzzleAttempt(address(), ann, target, wrongMove);
    const right = await sendPuzzleAttempt(address(), clientKey(join(dir, 'keys', 'bo')), target, p.answer);
    expect(wrong.ok && right.ok).toBe(true);

    const listed = await operator(['puzzles']);
    expect(listed).toMatchObject({ code: 0 });
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith(target))).toMatch(/ {2}1970-01-01 {2}2 attempts, 50% solved$/);
    expect(lines.find((l) => l.startsWith(other))).toMatch(/regicide {2}1970-01-01 {2}no attempts yet$/);
    // The hostile game's text reaches the terminal escaped: no escape character at all.
    for (const control of ['\u001b', '\u0007']) expect(listed.stdout).not.toContain(control);
    expect(lines.find((l) => l.startsWith(HOSTILE.id))).toContain('regicide');
    for (const m of MINED) {
      expect(listed.stdout).not.toContain(m.puzzle.seed);
      expect(listed.stdout).not.toContain(m.puzzle.answer);
    }
    const json = JSON.parse((await operator(['puzzles', '--json', '--day', '1970-01-01'])).stdout) as { puzzles: Record<string, unknown>[] };
    expect(json.puzzles).toHaveLength(3);
    for (const row of json.puzzles) expect(Object.keys(row).sort()).toEqual(['attempts', 'day', 'game', 'id', 'published', 'solved']);
    expect(JSON.stringify(json)).not.toContain('someone');
    expect(await operator(['puzzles', '--day', '2001-01-01'])).toMatchObject({ code: 0, stdout: 'No puzzles from players’ games.\n' });
    const bad = await operator(['puzzles', '--day', 'yesterday']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr.trim().split('\n')).toEqual(["regicide: A day is written YYYY-MM-DD (the server's UTC day)."]);
  });

  it('refuses a wrong token and removes nothing', async () => {
    const res = await fetch(`http://127.0.0.1:${server.operatorPort}/operator/remove-puzzle`, {
      method: 'POST',
      headers: { Authorization: 'Bearer not-the-operator-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: target, reason: 'x' }),
    });
    expect(res.status).toBe(401);
    const cli = await operator(['remove-puzzle', target, '--reason', 'x'], 'not-the-operator-token');
    expect(cli.code).not.toBe(0);
    expect(cli.stderr).toContain("The operator's token is missing or wrong.");
    expect((await get(`puzzles/puzzle?puzzle=${target}`)).status).toBe(200);
  });

  it('removes one with its crowd: never served again, its attempts gone, the act in the audit log', async () => {
    const removed = await operator(['remove-puzzle', target, '--reason', 'shows a player’s name in its position']);
    expect(removed).toMatchObject({ code: 0, stdout: `Removed the puzzle ${target} with its 2 attempts; it is never served again.\n` });

    expect(await get(`puzzles/puzzle?puzzle=${target}`)).toMatchObject({ status: 404, body: { code: 'noPuzzle' } });
    expect(await get(`puzzles/crowd?puzzle=${target}`)).toMatchObject({ status: 404, body: { code: 'noPuzzle' } });
    const stream = await get('puzzles/stream');
    expect(stream.body.puzzles).not.toContain(target);
    expect(stream.body.puzzles).toContain(other);
    const today = await get('puzzles/today');
    // The pool of the day (Regicide's, published by the day's start) is the other one alone now.
    expect(today.body.fromPlayers).toMatchObject({ puzzle: other, published: 1 });
    expect(await sendPuzzleAttempt(address(), ann, target, 'y')).toMatchObject({ ok: false, code: 'noPuzzle' });
    const database = await openDatabase(sqliteFileIn(data));
    try {
      for (const table of ['puzzle_attempts', 'puzzle_stats', 'puzzle_moves'] as const)
        expect(await database.db.selectFrom(table).select('puzzle_id').where('puzzle_id', '=', target).execute()).toEqual([]);
    } finally {
      await database.close();
    }

    // Gone is gone: a second removal, and an id of no mined form, are no puzzle; a removal needs a reason.
    expect(await operator(['remove-puzzle', target, '--reason', 'again'])).toMatchObject({ code: 1, stderr: 'regicide: There is no such puzzle from a player’s game.\n' });
    expect((await operator(['remove-puzzle', 'puzzles/4@50', '--reason', 'bundled'])).stderr).toContain('There is no such puzzle');
    const raw = await fetch(`http://127.0.0.1:${server.operatorPort}/operator/remove-puzzle`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ id: other, reason: '  ' }),
    });
    expect(await raw.json()).toMatchObject({ code: 'badRemovalReason' });

    const audit = JSON.parse((await operator(['audit', '--json'])).stdout) as { entries: { act: string; accountId: string | null; detail: Record<string, unknown> }[] };
    const acts = audit.entries.filter((e) => e.act === 'remove-puzzle');
    expect(acts).toHaveLength(1);
    expect(acts[0]).toMatchObject({ accountId: null, detail: { id: target, day: '1970-01-01', attempts: 2, reason: 'shows a player’s name in its position' } });
    expect((await operator(['audit'])).stdout).toContain(`remove-puzzle  id=${target}`);
  });
});
