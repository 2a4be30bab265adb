// A game server started on this machine, by `host` (embedded) or `serve`: its limits and bot
// threads, its default data folder, the address others reach it at, and a start that fails (a
// port in use, say) as one line.
import { networkInterfaces } from 'node:os';
import { join as joinPath } from 'node:path';
import { defaultBotWorkers } from '../../net/bots/server-bots.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { type ServerLimitFlags, serverLimitsFrom } from './server-options.js';
import { failureWords } from '../net/table-failure.js';

/** The server's limits and bot threads from the options (checked when the command line was read). */
export const serverChoice = (flags: ServerLimitFlags) => ({ limits: serverLimitsFrom(flags), botWorkers: flags.botWorkers ?? defaultBotWorkers() });

export const defaultDataDir = (): string => joinPath(dataHome(), APP_FOLDER, 'net-server');

/** The address others can reach this machine at: its first LAN IPv4 address, or loopback. */
export function reachableHost(listen: string): string {
  if (listen !== '0.0.0.0' && listen !== '::') return listen;
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

/** A server of this machine that could not start (a port in use, say): one line. */
export async function connectFailure<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw new Error(`${what}: ${failureWords(e)}`);
  }
}
