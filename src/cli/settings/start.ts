// The settings of a start: most players have no settings file, and then the TOML parser (with
// ./file.ts) is not loaded at all; a file that is there (or cannot be looked at) is read by
// ./file.ts as before, with every problem it reports.
import { statSync } from 'node:fs';
import type { Settings } from './file.js';
import { settingsPath } from './where.js';

/** True when there is no settings file at `path` (false when there is one, or it cannot be looked at). */
export function settingsMissing(path: string = settingsPath()): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) === undefined;
  } catch {
    // Not to be looked at (a folder without access): readSettings says why.
    return false;
  }
}

export async function startSettings(path: string = settingsPath()): Promise<Settings> {
  if (settingsMissing(path)) return { path, exists: false, values: {}, problems: [], broken: false };
  return (await import('./file.js')).readSettings(path);
}
