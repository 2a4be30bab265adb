// `lobby --json` and the server's address as a player meets them, the built program against a
// fake of the lobby routes on loopback: the listing once as one JSON line (a hostile name escaped),
// the address remembered in the file `account` uses, one line when no server is known, and
// `play --online` / `duel --online` refusing what they cannot be combined with.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMEMBERED_SERVER_FILE } from '../../src/cli/account/account-server.js';
import { ROOT, binPath } from '../cli/drive.js';
import { type FakeLobby, startFakeLobby, table } from './lobby-fake.js';

const dir = mkdtempSync(join(tmpdir(), 'lobby-cli-'));
let fake: FakeLobby;

beforeAll(async () => {
  fake = await startFakeLobby([
    table('KQX7-2MPD', { host: 'Eve\u001b[2J\u0007', variants: ['short'], waitingSeconds: 12 }),
    table('ABCD-2345', { game: 'thronfolge', seats: 2, host: 'Bo', lang: 'de' }),
  ]);
});
afterAll(async () => {
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The program with a data folder of its own (`home`), not blocking this process's fake server. */
const run = (home: string, args: string[], bin = 'regicide', lang = 'C'): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath(bin), ...args],
      { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: join(dir, home), LANG: lang, LC_ALL: '', LC_MESSAGES: '' }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('lobby --json and the remembered server', () => {
  it('with no server known says how to name one, in one line, in the player language', async () => {
    const none = await run('none', ['lobby', '--json']);
    expect(none).toMatchObject({ code: 2, stdout: '' });
    expect(none.stderr).toMatch(/^regicide: No server yet: name one once with (npx )?regicide lobby --server HOST:PORT \(it is remembered\)\.\n$/);
    const de = await run('none', ['duel', '--online'], 'thronfolge', 'de_DE.UTF-8');
    expect(de.code).toBe(2);
    expect(de.stderr).toMatch(/^thronfolge: Noch kein Server: nenne einmal einen mit (npx )?thronfolge duel --online --server HOST:PORT \(er wird gemerkt\)\.\n$/);
  });

  it('prints the listing once as one JSON line, every string printable, and remembers the server for account', async () => {
    const first = await run('json', ['lobby', '--json', '--server', fake.address]);
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n')).toHaveLength(2);
    expect(first.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    const parsed = JSON.parse(first.stdout) as { server: string; version: string; tables: { code: string; host: string; waitingSeconds: number }[] };
    expect(parsed.server).toBe(fake.address);
    expect(parsed.tables.map((t) => t.code)).toEqual(['KQX7-2MPD']);
    expect(parsed.tables[0]).toMatchObject({ game: 'regicide', seats: 3, taken: 1, free: 2, variants: ['short'], lang: 'en', waitingSeconds: 12 });
    expect(parsed.tables[0].host).toBe('Eve\\u{1b}[2J\\u{7}');
    expect(fake.listRequests.at(-1)).toEqual({ game: 'regicide' });
    // The one file `account` reads: remembered for both games and both commands.
    expect(readFileSync(join(dir, 'json', 'regicide-cli', REMEMBERED_SERVER_FILE), 'utf8')).toBe(`${fake.address}\n`);
    const again = await run('json', ['lobby', '--json', '--game', 'all', '--seats', '2'], 'thronfolge');
    expect(again.code).toBe(0);
    expect((JSON.parse(again.stdout) as { tables: { code: string }[] }).tables.map((t) => t.code)).toEqual(['ABCD-2345']);
    expect(fake.listRequests.at(-1)).toEqual({ seats: 2 });
  });

  it('a server that cannot be reached is one line, and the lobby without a terminal says to use --json', async () => {
    const gone = await run('gone', ['lobby', '--json', '--server', '127.0.0.1:1']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toBe('regicide: No server answers at 127.0.0.1:1.\n');
    expect(existsSync(join(dir, 'gone', 'regicide-cli', REMEMBERED_SERVER_FILE))).toBe(false);
    // A mistyped address after a good one: nothing answers there, so the good one stays remembered.
    expect((await run('typo', ['lobby', '--json', '--server', fake.address])).code).toBe(0);
    expect((await run('typo', ['lobby', '--json', '--server', '127.0.0.1:1'])).code).toBe(1);
    expect(readFileSync(join(dir, 'typo', 'regicide-cli', REMEMBERED_SERVER_FILE), 'utf8')).toBe(`${fake.address}\n`);
    const noTty = await run('json', ['lobby']);
    expect(noTty.code).toBe(2);
    expect(noTty.stderr).toBe('regicide: the lobby needs a terminal; for scripts use "regicide lobby --json"\n');
  });

  it('play --online refuses what it cannot be combined with, each in one line', async () => {
    for (const [args, bin, words] of [
      [['play', '--online', '--json'], 'regicide', '--online finds a table on a server; it cannot be combined with --json'],
      [['play', '--online', '--players', '1'], 'regicide', '--online plays with others: --players 2 to 4'],
      [['duel', '--online', '--vs', 'human'], 'thronfolge', '--online plays against a person on the server; --vs human is for two players at one keyboard'],
      [['play', '--online', '--server', fake.address], 'regicide', 'quick match needs a terminal; scripts find a table with "regicide lobby --json" and join it with "regicide join --json"'],
    ] as const) {
      const r = await run('json', [...args], bin);
      expect(r, args.join(' ')).toMatchObject({ code: 2, stderr: `${bin}: ${words}\n` });
    }
  });
});
