// Where the settings file is: `$XDG_CONFIG_HOME/regicide/config.toml` (or ~/.config/regicide/
// config.toml). Apart from the reading (./file.ts, with the TOML parser), so that a start without
// a settings file loads no parser.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_NAME } from '../../core/package-name.js';

/** The package's folder (both programs share one file). */
export const SETTINGS_FOLDER = PACKAGE_NAME;

/** `$XDG_CONFIG_HOME` when it is an absolute path (XDG says ignore it otherwise), else ~/.config. */
export function settingsPath(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && xdg.startsWith('/') ? xdg : join(env.HOME || homedir(), '.config');
  return join(base, SETTINGS_FOLDER, 'config.toml');
}
