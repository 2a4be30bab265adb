// The settings of a start: most players have no settings file, and then the TOML parser (with
// ./file.ts) is not loaded at all; a file that is there (or cannot be looked at) is read by
// ./file.ts as before, with every problem it reports.
import { statSync } from 'node:fs';
import type { Settings } from './file.js';
import { settingsPath } from './where.js';

export async function startSettings(path: string = settingsPath()): Promise<Settings> {
  let missing = false;
  try {
    missing = statSync(path, { throwIfNoEntry: false }) === undefined;
  } catch {
    // Not to be looked at (a folder without access): readSettings says why.
  }
  if (missing) return { path, exists: false, values: {}, problems: [], broken: false };
  return (await import('./file.js')).readSettings(path);
}
