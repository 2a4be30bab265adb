// A real PostgreSQL of one's own (the tests', `loadtest --turn --postgres`'s): initdb in a
// temporary folder, `postgres` on a free loopback port (its socket in the same folder), stopped
// and removed afterwards — as the scale-out tests start Redis. Debian's binaries live in /usr/lib/postgresql/<version>/bin (not
// on PATH); as root, initdb refuses to run, so the server runs as `nobody` (setpriv, of
// util-linux: it execs, so the process the test holds is postgres itself and gets its signals).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './load-kit.js';

/** The folder holding initdb and postgres: PATH's, else the newest of Debian's. */
function postgresBin(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) {
    const dir = which.stdout.trim().replace(/\/initdb$/, '');
    if (existsSync(join(dir, 'postgres'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  const found = versions.map((v) => join(debian, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')));
  return found ?? null;
}

const BIN = postgresBin();
const AS_ROOT = process.getuid?.() === 0;
/** nobody's ids (Debian and most others). */
const NOBODY = 65534;

export const hasPostgres = BIN !== null && (!AS_ROOT || spawnSync('setpriv', ['--version']).status === 0);
export const noPostgresWarning = (file: string): string => `${file}: PostgreSQL runs skipped: postgres is not installed (apt-get install -y postgresql; .ci/run does this)`;

/** `command args`, as nobody when this process is root. */
const asServerUser = (command: string, args: string[]): [string, string[]] => (AS_ROOT ? ['setpriv', [`--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', command, ...args]] : [command, args]);

export interface TestPostgres {
  /** postgres://… of a database of its own. */
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  if (!BIN) throw new Error('no PostgreSQL binaries');
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  if (AS_ROOT) chownSync(dir, NOBODY, NOBODY);
  const data = join(dir, 'data');
  const [initdb, initArgs] = asServerUser(join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'test', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const init = spawnSync(initdb, initArgs, { encoding: 'utf8', timeout: 60_000 });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const [postgres, args] = asServerUser(join(BIN, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-F', '-c', 'max_connections=40']);
  const child = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  await readyOrExit(child);
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    async stop() {
      // SIGINT: the fast shutdown (clients disconnected, no waiting for them).
      if (child.exitCode === null) await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGINT')));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readyOrExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`postgres did not start: ${out}`)), 30_000);
    const { stderr } = child;
    if (!stderr) return reject(new Error('postgres started without its error stream'));
    stderr.setEncoding('utf8');
    stderr.on('data', (d: string) => {
      out += d;
      if (out.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`postgres exited with ${code}: ${out}`));
    });
  });
}
