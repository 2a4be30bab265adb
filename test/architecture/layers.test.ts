// The import check: the layer rules of the README's Architecture section and docs/architecture.md
// (.dependency-cruiser.mjs) hold for src/ — no arrow back up, no front end reaching into another
// unless docs/architecture.md says so, no I/O in the pure layers, no import cycle (type-only
// imports count) — and each rule fires on a small tree that breaks it, so a rule that stopped
// matching would not pass unnoticed.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

async function check(baseDir: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.mjs'));
  const tsConfig = extractTSConfig(join(baseDir, 'tsconfig.json'));
  const run = await cruise(['src'], { ...options, baseDir, validate: true, outputType: 'json' }, undefined, { tsConfig });
  return JSON.parse(run.output as string) as ICruiseResult;
}

const broken = (result: ICruiseResult): string[] => result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : ''}`);

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Data a module imports (the bundled puzzles) is a module too.
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.(tsx?|json)$/.test(name) ? [path] : [];
  });

describe('the import check on src/', () => {
  it('finds no arrow back up, no forbidden arrow and no cycle', async () => {
    const result = await check(ROOT);
    expect(broken(result)).toEqual([]);
    // It read the whole tree, types and lazy imports included, with every import resolved.
    const modules = result.modules.filter((m) => m.source.startsWith('src/'));
    expect(modules.length).toBe(sourcesUnder(join(ROOT, 'src')).length);
    const deps = modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, ...d })));
    expect(deps.filter((d) => d.couldNotResolve)).toEqual([]);
    expect(deps.some((d) => d.from === 'src/table/table.ts' && d.resolved === 'src/core/game.ts' && d.dependencyTypes.includes('type-only'))).toBe(true);
    expect(deps.some((d) => d.from === 'src/ui/regicide/ui-game.ts' && d.resolved === 'src/ui/regicide/entry.tsx' && d.dependencyTypes.includes('dynamic-import'))).toBe(true);
  });
});

describe('each rule fires on a tree that breaks it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('names every broken rule', async () => {
    file('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true }, include: ['src'] }));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    file('src/core/cards.ts', "import { screen } from '../ui/screen.js';\nexport const cards = screen;\n");
    file('src/core/clock.ts', "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n");
    file('src/core/paint.ts', "import chalk from 'chalk';\nexport const paint = chalk;\n");
    file('src/games/a/rules.ts', "import type { B } from '../b/rules.js';\nexport type A = B;\n");
    file('src/games/b/rules.ts', "import type { loop } from '../../table/loop.js';\nexport type B = typeof loop;\n");
    file('src/games/a/solver/search.ts', "import { bot } from '../bots/bot.js';\nexport const search = bot;\n");
    file('src/games/a/heuristics/policy.ts', "import { bot } from '../bots/bot.js';\nexport const policy = bot;\n");
    file('src/games/a/bots/bot.ts', 'export const bot = 1;\n');
    file('src/games/a/apply.ts', 'export const apply = 1;\n');
    file('src/table/loop.ts', "import { words } from '../text/words.js';\nexport const loop = words;\n");
    file('src/text/words.ts', "import type { Loop } from './types.js';\nexport const words: Loop = 1;\n");
    file('src/text/width.ts', "import { cards } from '../core/cards.js';\nexport const width = cards;\n");
    file('src/text/types.ts', "import { words } from './words.js';\nexport type Loop = typeof words;\n");
    file('src/sim/report.ts', "import { run } from '../cli/run.js';\nexport const report = run;\n");
    file('src/cli/run.ts', "import { gone } from './missing.js';\nexport const run = gone;\n");
    file(
      'src/ui/screen.ts',
      "import { spawn } from 'node:child_process';\nimport { apply } from '../games/a/apply.js';\nimport { save } from '../store/save.js';\nimport { room } from '../net/room.js';\nimport { run } from '../cli/run.js';\nexport const screen = [spawn, apply, save, room, run];\n",
    );
    file('src/store/save.ts', "import { loop } from '../table/loop.js';\nexport const save = loop;\n");
    file('src/net/room.ts', "import { figures } from '../bench/figures.js';\nimport type { screen } from '../ui/screen.js';\nexport const room: typeof screen | number = figures;\n");
    file('src/bench/figures.ts', 'export const figures = 1;\n');
    // The client side of a networked table loads no part of the server.
    file('src/net/client/link.ts', "import { hooks } from '../room/hooks.js';\nexport const link = hooks;\n");
    file('src/net/room/hooks.ts', 'export const hooks = 1;\n');
    // The database layer stays below the rest of net; no screen reaches it; only it loads a driver.
    file('src/net/db/store.ts', "import { room } from '../room.js';\nexport const store = room;\n");
    file('src/net/accounts.ts', "import pg from 'pg';\nexport const accounts = pg;\n");
    file('src/ui/net/names.ts', "import { store } from '../../net/db/store.js';\nexport const names = store;\n");
    // The registry may list every game's module; a module its own game only; the shared parts none.
    file('src/modules/registry.ts', "import { a } from './a/index.js';\nexport const all = [a];\n");
    file('src/modules/a/index.ts', "import type { A } from '../../games/a/rules.js';\nimport type { B } from '../../games/b/rules.js';\nexport const a: A | B | null = null;\n");
    file('src/modules/play.ts', "import { a } from './a/index.js';\nimport { run } from '../cli/run.js';\nexport const play = [a, run];\n");
    // The protocol's English reaches a game's words through the registry, and no front end.
    file('src/protocol/english.ts', "import { a } from '../modules/a/index.js';\nimport { room } from '../net/room.js';\nexport const english = [a, room];\n");
    const fired = new Set(broken(await check(dir)).map((v) => v.split(':')[0]));
    // Every rule of the set, none left without an attack.
    const rules = (await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.mjs'))).ruleSet?.forbidden?.map((r) => r.name) ?? [];
    expect(rules.length).toBe(29);
    expect([...fired].sort()).toEqual([...rules].sort());
  });
});
