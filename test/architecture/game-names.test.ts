// No game is named outside its own folders and the registries: the CLI, the network, the
// simulator, the store, the table and the benchmarks loop over the registry or look a game up in
// it. A game's own folders are those named after it under a layer (src/games/<id>/,
// src/modules/<id>/, src/cli/<id>/, src/sim/<id>/, src/ui/<id>/, src/bench/<id>/); comments may
// name a game as an example.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../src/modules/registry.js';

const ROOT = resolve(import.meta.dirname, '../..');

/** The registries: they list every game (the last only the games with benches of their own). */
const REGISTRIES = ['src/modules/registry.ts', 'src/modules/cards.ts', 'src/ui/games.ts', 'src/bench/games.ts'];

/** The registries a game with screens must be listed in; the others are optional. */
const REQUIRED = REGISTRIES.filter((path) => path !== 'src/bench/games.ts');

/**
 * The package's own name where it is the package's (its folder of saves, its environment
 * variables, package.json, and the one constant src/core/package-name.ts that names its metrics,
 * Redis keys and monitor).
 */
const PACKAGE_NAME = /\bREGICIDE_(TODAY|MONITOR_PASSWORD|SCREEN_READER|OPERATOR_TOKEN)\b|'regicide-cli'|pkg\.name === 'regicide'|PACKAGE_NAME = 'regicide'/g;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** The code of a file without its comments (a comment may name a game as an example). */
const codeOf = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every `file:line` outside the allowed places whose code names one of `ids`. */
export function gameNamesOutside(files: readonly { path: string; text: string }[], ids: readonly string[], allowed: readonly string[] = []): string[] {
  const own = new RegExp(`^src/[^/]+/(${ids.join('|')})/`);
  const name = new RegExp(ids.join('|'), 'i');
  return files
    .filter((f) => !own.test(f.path) && !REGISTRIES.includes(f.path) && !allowed.includes(f.path))
    .flatMap((f) =>
      codeOf(f.text)
        .split('\n')
        .flatMap((line, i) => (name.test(line.replace(PACKAGE_NAME, '')) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe('game names', () => {
  it('appear in src/ only in each game’s own folders and the registries', () => {
    const files = sources(join(ROOT, 'src')).map((p) => ({ path: relative(ROOT, p), text: readFileSync(p, 'utf8') }));
    const ids = gameModules().map((m) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(gameNamesOutside(files, ids)).toEqual([]);
  });

  it('are found wherever else they are written, in code, in any case', () => {
    const files = [
      { path: 'src/cli/stats.ts', text: "const title = game === 'regicide' ? 'R' : 'T';\n" },
      { path: 'src/net/room.ts', text: '// a Thronfolge table, for example\nimport { Thronfolge } from "../x.js";\n' },
      { path: 'src/sim/regicide/report.ts', text: "export const game = 'regicide';\n" },
      { path: 'src/modules/registry.ts', text: "import { regicideModule } from './regicide/index.js';\n" },
      { path: 'src/cli/daily/today.ts', text: 'const day = env.REGICIDE_TODAY;\n' },
    ];
    expect(gameNamesOutside(files, ['regicide', 'thronfolge'])).toEqual([
      "src/cli/stats.ts:1: const title = game === 'regicide' ? 'R' : 'T';",
      'src/net/room.ts:2: import { Thronfolge } from "../x.js";',
    ]);
  });
});

describe('a third game with screens', () => {
  const ids = gameModules().map((m) => m.id);
  const code = (path: string): string => codeOf(readFileSync(join(ROOT, path), 'utf8'));

  it('touches 3 shared src files, the registries, one line each: every one lists every built-in game', () => {
    // With the guard above (no other file names a game), these are all the shared src files a new game touches.
    expect(REQUIRED).toHaveLength(3);
    for (const path of REGISTRIES) for (const id of ids) expect(code(path), `${path} lists ${id}`).toMatch(new RegExp(`\\b${id}`, 'i'));
  });

  it('touches 2 files outside src: its bin (bin/<id>.js, the shared start-up beside it) and package.json', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin).toEqual(Object.fromEntries(ids.map((id) => [id, `bin/${id}.js`])));
    expect(readdirSync(join(ROOT, 'bin')).sort()).toEqual([...ids.map((id) => `${id}.js`), 'start.js'].sort());
    // The shared start-up names no game, nor a game's own play command: each bin hands it both.
    const start = codeOf(readFileSync(join(ROOT, 'bin/start.js'), 'utf8'));
    expect(start).not.toMatch(new RegExp(ids.join('|'), 'i'));
    for (const m of gameModules()) if (m.playCommand !== 'play') expect(start).not.toContain(`'${m.playCommand}'`);
  });
});
