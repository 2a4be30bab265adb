// What a start of the installed package reads: the bundle files (and their bytes) Node loads
// before the first frame, or before a program without a screen exits. Counted with a module hook
// that notes every module Node loads. Unlike the time to the frame this does not depend on the
// machine's load, so it compares two versions exactly; resolving and linking cost per file.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Bundle files loaded by one start, and their size. */
export interface Loaded {
  files: number;
  bytes: number;
}

export interface LoadCounter {
  /** Node options that install the hook; give them before the program's path. */
  nodeArgs: string[];
  /** Forgets what earlier starts loaded. */
  reset(): void;
  /** The files of `pkg`'s bundle/ loaded since the last reset. */
  loaded(pkg: string): Loaded;
  remove(): void;
}

export function loadCounter(): LoadCounter {
  const dir = mkdtempSync(join(tmpdir(), 'load-count-'));
  const log = join(dir, 'loaded.log');
  writeFileSync(log, '');
  const hooks = join(dir, 'hooks.mjs');
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }\n`,
  );
  const register = join(dir, 'register.mjs');
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  return {
    nodeArgs: ['--import', register],
    reset: () => writeFileSync(log, ''),
    loaded(pkg) {
      const prefix = `${pathToFileURL(join(pkg, 'bundle')).href}/`;
      const files = new Set(
        readFileSync(log, 'utf8')
          .split('\n')
          .filter((url) => url.startsWith(prefix)),
      );
      let bytes = 0;
      for (const url of files) bytes += statSync(new URL(url)).size;
      return { files: files.size, bytes };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** "24 files, 1,158 KiB" */
export const formatLoaded = (l: Loaded): string => `${l.files} files, ${Math.round(l.bytes / 1024).toLocaleString('en')} KiB`;
