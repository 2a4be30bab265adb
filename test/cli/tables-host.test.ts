// `host --turn-based`, the built program against a fake server on loopback: the create options
// carry `turnBased: { moveHours, onTimeout }` (2 days and a bot by default), to `--server` or the
// remembered server; without either, and for options that do not go together, one clear line.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_SERVER_FILE } from '../../src/cli/account/account-server.js';
import { ROOT, binPath } from './drive.js';
import { type FakeTables, startFakeTables } from '../net/tables-fake.js';

const dir = mkdtempSync(join(tmpdir(), 'tables-host-'));
let fake: FakeTables | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (home: string, args: string[], bin = 'regicide', lang = 'C'): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath(bin), ...args],
      { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: join(dir, home), LANG: lang, LC_ALL: '', LC_MESSAGES: '' }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

/** The create options the fake server was sent (a matchmaking request), if any. */
const created = (f: FakeTables): Record<string, unknown> | undefined => f.other.find((r) => r.url.startsWith('/matchmake/create/'))?.body;

describe('host --turn-based', () => {
  it('sends turnBased in the create options to --server: days per move and what the clock does', async () => {
    fake = await startFakeTables();
    await run('given', ['host', '--json', '--players', '3', '--turn-based', '--days-per-move', '3', '--on-timeout', 'wait', '--server', fake.address]);
    expect(created(fake)).toMatchObject({ game: 'regicide', turnBased: { moveHours: 72, onTimeout: 'wait' } });
  });

  it('goes to the remembered server, with the defaults (48 hours, a bot) or hours per move', async () => {
    fake = await startFakeTables();
    mkdirSync(join(dir, 'kept', 'regicide-cli'), { recursive: true });
    writeFileSync(join(dir, 'kept', 'regicide-cli', REMEMBERED_SERVER_FILE), `${fake.address}\n`);
    await run('kept', ['host', '--json', '--turn-based']);
    expect(created(fake)).toMatchObject({ turnBased: { moveHours: 48, onTimeout: 'bot' } });
    fake.other.length = 0;
    await run('kept', ['host', '--json', '--turn-based', '--hours-per-move', '6'], 'thronfolge');
    expect(created(fake)).toMatchObject({ game: 'thronfolge', turnBased: { moveHours: 6 } });
  });

  it('without a server, one line that says why (an embedded server cannot hold the table), in the player language', async () => {
    const none = await run('none', ['host', '--json', '--turn-based']);
    expect(none.code).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/^regicide: A turn-based table lives on a server with accounts \(an embedded one cannot hold it between visits\): add --server HOST:PORT, .*\n$/);
    const de = await run('none', ['host', '--json', '--turn-based'], 'thronfolge', 'de_DE.UTF-8');
    expect(de.stderr).toMatch(/^thronfolge: Ein rundenbasierter Tisch lebt auf einem Server mit Konten/);
  });

  it('options that do not go together: one line each', async () => {
    expect((await run('none', ['host', '--json', '--days-per-move', '2'])).stderr).toBe('regicide: --days-per-move, --hours-per-move and --on-timeout go with --turn-based.\n');
    expect((await run('none', ['host', '--json', '--turn-based', '--days-per-move', '2', '--hours-per-move', '5', '--server', '127.0.0.1:9'])).stderr).toBe(
      'regicide: Give --days-per-move or --hours-per-move, not both.\n',
    );
    const far = await run('none', ['host', '--json', '--turn-based', '--days-per-move', '30']);
    expect(far.code).toBe(2);
    expect(far.stderr.split('\n')).toHaveLength(2);
    const odd = await run('none', ['host', '--json', '--turn-based', '--on-timeout', 'explode']);
    expect(odd.code).toBe(2);
    expect(odd.stderr).toMatch(/--on-timeout/);
  });
});
