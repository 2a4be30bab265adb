// Where saved games live: the XDG data directory (or ~/.local/share), in a folder per program
// and game, so that Regicide and Thronfolge keep their saves apart but share one store.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_FOLDER = 'regicide-cli';

/** `$XDG_DATA_HOME`, or `~/.local/share` when it is unset or not an absolute path (XDG says ignore it then). */
export function dataHome(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_DATA_HOME;
  if (xdg && xdg.startsWith('/')) return xdg;
  return join(env.HOME || homedir(), '.local', 'share');
}

/** `<data>/regicide-cli/<gameId>` */
export const savesFolder = (gameId: string, env: NodeJS.ProcessEnv = process.env): string => join(dataHome(env), APP_FOLDER, gameId);
