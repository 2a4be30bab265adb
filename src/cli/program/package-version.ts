// The program's version from package.json. Looked up from this module's folder: one level up in
// the installed package (bundle/), three in a clone (dist/cli/program/, src/cli/program/). The name check skips a
// package.json that belongs to whatever project the program happens to be installed in.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  for (const up of ['../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'regicide' && pkg.version) return pkg.version;
    } catch {
      // not here; try the next folder up
    }
  }
  return 'unknown';
}
