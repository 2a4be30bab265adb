#!/usr/bin/env node
// Bundles the commands (one per game) into bundle/ for the published package (`npm pack` runs this through
// the prepack script) and for a clone (`npm ci` runs it through the prepare script, after the
// build). The installed package ships no dist/ and runs bundle/; a clone runs bundle/ too unless
// dist/ was built after it (bin/start.js).
//
// What is bundled and what stays a dependency follows package.json: every package under
// "dependencies" is left external (npm installs it next to the program), everything else that the
// code imports is bundled. So a heavy package (a network server, say) stays out of the bundle
// simply by being a runtime dependency; moving it to devDependencies bundles it.
//
// Lazy `import()` in the command actions becomes a separate chunk (code splitting), so `--help`,
// `--version` and `rules` read a few small files and never parse Ink, React or the game UI. Tried
// against one self-contained file per command (same machine, interleaved, median of 16): first
// frame of `regicide play` 758 vs 790 ms, `--help` 406 vs 456 ms, and half the package size
// (913 vs 1763 KiB), since the two commands share their chunks.
import { build } from 'esbuild';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glueFor, gluePlugin } from './chunk-glue.mjs';
import { startupPatches } from './startup-patches.mjs';
import { cacheEsmInterop } from './esm-interop-cache.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// `--outdir DIR` bundles elsewhere (a test's copy of the package), leaving this checkout's bundle/ alone.
const outAt = process.argv.indexOf('--outdir');
const OUT = outAt > 0 ? resolve(process.argv[outAt + 1]) : join(ROOT, 'bundle');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

// Ink loads React DevTools (and through it `ws`) only when DEV=true. The bundle leaves that out:
// the stub fails the way a missing module does, and Ink then prints its own hint and carries on.
const noDevtools = {
  name: 'no-ink-devtools',
  setup(b) {
    b.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) => (args.importer.includes(`${sep}ink${sep}`) ? { path: 'ink-devtools', namespace: 'stub' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: `const e = new Error("React DevTools are not part of this package"); e.code = "ERR_MODULE_NOT_FOUND"; throw e;`,
      loader: 'js',
    }));
  },
};

// ssh2 asks for cpu-features (a native addon, built by an install script the package never runs)
// inside a try: in the bundle it is missing the way it is missing in an install without a
// compiler, and ssh2 picks its ciphers without it.
const noCpuFeatures = {
  name: 'no-cpu-features',
  setup(b) {
    b.onResolve({ filter: /^cpu-features$/ }, () => ({ path: 'cpu-features', namespace: 'stub-cpu' }));
    b.onLoad({ filter: /.*/, namespace: 'stub-cpu' }, () => ({
      contents: `const e = new Error("cpu-features is not part of this package"); e.code = "MODULE_NOT_FOUND"; throw e;`,
      loader: 'js',
    }));
  },
};

// The lazy imports that lead to each game's first frame (`regicide play`, `thronfolge duel`): what
// they load fresh is kept in few chunks (scripts/chunk-glue.mjs).
const FIRST_FRAMES = ['src/cli/regicide/play.ts', 'src/cli/thronfolge/duel.ts'];
// Every game's module with its engine and bots: loaded as one by any lazy import that needs a part
// (the command line's definitions load none of it: src/modules/card.ts).
const GAME_UNITS = ['src/modules/registry.ts'];

rmSync(OUT, { recursive: true, force: true });
const entryPoints = {
  ...Object.fromEntries(Object.keys(pkg.bin).map((name) => [name, `src/cli/${name}/main.ts`])),
  worker: 'src/sim/worker.ts',
  'bot-worker': 'src/net/bots/bot-worker.ts',
  'daily-seed-worker': 'src/cli/ssh/daily-seed-worker.ts',
  'hint-worker': 'src/cli/ssh/hint-worker.ts',
  'ceiling-worker': 'src/net/events/ceiling-worker.ts',
};
const options = {
  absWorkingDir: ROOT,
  // worker.js, bot-worker.js, daily-seed-worker.js, hint-worker.js and ceiling-worker.js must sit next
  // to the chunks that start them (src/sim/pool.ts, src/net/bots/server-bots.ts, src/cli/ssh/served-games.ts,
  // hint-pool.ts, src/net/events/ceiling-prover.ts).
  // One entry per bin of package.json (a game's program, src/cli/<game>/main.ts).
  entryPoints,
  outdir: OUT,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: external.flatMap((name) => [name, `${name}/*`]),
  // CommonJS packages (React, commander, seedrandom, ssh2) call require() for Node's own modules,
  // and ssh2 reads __dirname when it loads.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; import { fileURLToPath as __bundlePath } from 'node:url'; import { dirname as __bundleDir } from 'node:path'; const require = __bundleRequire(import.meta.url); const __filename = __bundlePath(import.meta.url); const __dirname = __bundleDir(__filename);",
  },
  // React's production build: no development checks, and the development build is dropped.
  // Intl.Segmenter without ICU's start-up until a string needs it (scripts/lazy-segmenter.mjs).
  define: { 'process.env.NODE_ENV': '"production"', 'Intl.Segmenter': 'LazySegmenter' },
  inject: [join(ROOT, 'scripts', 'lazy-segmenter.mjs')],
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [noDevtools, noCpuFeatures, ...startupPatches],
};
// A first build, not written, tells which modules every lazy import finds already loaded; in the
// second, each lazy import gets a small module that re-exports its target and imports those, so
// that esbuild groups the program into few chunks (scripts/chunk-glue.mjs).
const first = await build({ ...options, write: false });
const glue = glueFor(first.metafile, Object.values(entryPoints), FIRST_FRAMES, GAME_UNITS);
const result = await build({ ...options, plugins: [...options.plugins, gluePlugin(ROOT, glue)] });

// One ES-module wrapper per CommonJS package instead of one per importer (scripts/esm-interop-cache.mjs).
let interop = 0;
for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))) {
  const path = resolve(ROOT, file);
  const source = readFileSync(path, 'utf8');
  const cached = cacheEsmInterop(source);
  if (cached === source) continue;
  writeFileSync(path, cached);
  interop++;
}
if (interop === 0) console.error('bundle: esbuild wrote its __toESM helper differently; each import of a CommonJS package keeps a wrapper of its own');
writeFileSync(join(OUT, 'THIRD-PARTY-LICENSES.md'), thirdPartyNotices(result.metafile));
// `--metafile FILE`: esbuild's account of every chunk and the modules in it, for
// scripts/first-frame-report.mjs (kept out of bundle/, which is what the package ships).
const metaAt = process.argv.indexOf('--metafile');
if (metaAt > 0) writeFileSync(process.argv[metaAt + 1], JSON.stringify(result.metafile));
const files = readdirSync(OUT);
const bytes = files.reduce((n, f) => n + readFileSync(join(OUT, f)).length, 0);
console.error(`bundle/: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB; external: ${external.join(', ') || 'none'}`);

/** The licence of every package whose code went into the bundle (MIT and the like ask for it). */
function thirdPartyNotices(metafile) {
  const dirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const at = input.lastIndexOf('node_modules/');
    if (at < 0) continue;
    const parts = input.slice(at + 'node_modules/'.length).split('/');
    dirs.add(join(ROOT, input.slice(0, at), 'node_modules', ...parts.slice(0, parts[0].startsWith('@') ? 2 : 1)));
  }
  const sections = [...dirs].sort().map((dir) => {
    const meta = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : `(no licence file; package.json says ${meta.license})`;
    return `## ${meta.name} ${meta.version} (${meta.license})\n\n${text}\n`;
  });
  return `# Third-party code in this bundle\n\nbundle/ contains code of the packages below, each under its own licence.\n\n${sections.join('\n')}`;
}
