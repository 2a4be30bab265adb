// What `regicide` with no command knows of the player's turn-based tables without asking anyone:
// a small file in the data folder, written by every `tables` check (and by the background check
// this starts, at most once an hour, when a server is remembered and this terminal has a key).
// Reading it is one small file; the check runs in a detached child process that this one does not
// wait for (unref), so the help comes at once and the program ends when it would have ended anyway.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_KEY_FILE } from '../../net/accounts/client-key.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { REMEMBERED_SERVER_FILE } from '../account/remembered-server.js';

export const TURN_CACHE_FILE = 'turn-tables.json';
/** When the last background check was started (ms, one line): at most one an hour. */
export const TURN_CHECK_STAMP = 'turn-tables-checked';
export const TURN_CHECK_EVERY_MS = 60 * 60 * 1000;

export interface TurnCache {
  /** The server asked (as shown). */
  server: string;
  checkedAt: number;
  /** How many tables waited for the player's move then. */
  yourTurn: number;
}

const folderOf = (env: NodeJS.ProcessEnv): string => join(dataHome(env), APP_FOLDER);

export function readTurnCache(env: NodeJS.ProcessEnv = process.env): TurnCache | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(folderOf(env), TURN_CACHE_FILE), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const raw: Record<string, unknown> = Object.fromEntries(Object.entries(parsed));
    const { server, checkedAt, yourTurn } = raw;
    if (typeof server !== 'string' || typeof checkedAt !== 'number' || typeof yourTurn !== 'number' || !Number.isInteger(yourTurn) || yourTurn < 0) return null;
    return { server, checkedAt, yourTurn };
  } catch {
    return null;
  }
}

/** Written whole (a reader never sees half a file). */
export function writeTurnCache(cache: TurnCache, env: NodeJS.ProcessEnv = process.env): void {
  const folder = folderOf(env);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, TURN_CACHE_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(cache) + '\n', { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

/**
 * Starts the background check when one is due: a server is remembered, this terminal has its key
 * already (none is made for it), and none was started in the last hour. Returns whether it started.
 */
export function startTurnCheck(env: NodeJS.ProcessEnv = process.env, now: number = Date.now(), script: string | undefined = process.argv[1]): boolean {
  const folder = folderOf(env);
  if (!script || !existsSync(join(folder, REMEMBERED_SERVER_FILE)) || !existsSync(join(folder, CLIENT_KEY_FILE))) return false;
  const stamp = join(folder, TURN_CHECK_STAMP);
  try {
    const last = Number(readFileSync(stamp, 'utf8').trim());
    if (Number.isFinite(last) && now - last >= 0 && now - last < TURN_CHECK_EVERY_MS) return false;
  } catch {
    // Never started: start now.
  }
  try {
    writeFileSync(stamp, `${now}\n`, { mode: 0o600 });
    const child = spawn(process.execPath, [script, 'tables', '--refresh-cache'], { detached: true, stdio: 'ignore', env });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}
