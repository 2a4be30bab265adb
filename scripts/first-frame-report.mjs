#!/usr/bin/env node
// What the installed package loads before the first frame of `regicide play` (or `thronfolge
// duel`), and how big it is.
// Bundles with esbuild's metafile, copies the package as npm installs it (bin/, bundle/,
// package.json) to a temporary folder, runs `<game> play` in a pseudo-terminal with a module hook
// that notes every file loaded, and stops at the first frame. Prints the bundle's files loaded by
// then (with the modules esbuild put in them), totals per package, and what loads only later.
//   node scripts/first-frame-report.mjs [--game regicide|thronfolge] [--top 25] [--cpu-prof DIR]
// With --cpu-prof, the run also writes a V8 CPU profile of the start-up into DIR (open it in
// Chrome's DevTools, or read it with `node scripts/first-frame-report.mjs --summary FILE`).
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (argv.includes('--summary')) {
  printProfile(option('--summary'), Number(option('--top', 25)));
  process.exit(0);
}

const game = option('--game', 'regicide');
// Each game's command that opens its screen (a game module's playCommand).
const command = { regicide: 'play', thronfolge: 'duel' }[game] ?? 'play';
const top = Number(option('--top', 25));
const profDir = option('--cpu-prof');
const work = mkdtempSync(join(tmpdir(), 'first-frame-'));
try {
  const metaFile = join(work, 'meta.json');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), '--metafile', metaFile], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const pkg = join(work, 'package');
  for (const part of ['bin', 'bundle', 'package.json']) cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
  const log = join(work, 'loaded.log');
  writeFileSync(log, '');
  writeFileSync(
    join(work, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }\n`,
  );
  writeFileSync(join(work, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(work, 'hooks.mjs')).href)});\n`);
  const ms = await untilFirstFrame(
    [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []), '--import', join(work, 'register.mjs'), join(pkg, 'bin', `${game}.js`), command, '--seed', 'report'],
    work,
    () => appendFileSync(log, 'FIRST FRAME\n'),
  );
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const cut = lines.indexOf('FIRST FRAME');
  const prefix = pathToFileURL(pkg).href + '/';
  const files = (part) => part.filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length));
  const before = files(lines.slice(0, cut));
  const after = files(lines.slice(cut + 1));
  const builtins = new Set(lines.slice(0, cut).filter((u) => u.startsWith('node:')));
  report(JSON.parse(readFileSync(metaFile, 'utf8')), pkg, before, after, builtins, ms);
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Spawns node with `args` in a pty; resolves with the milliseconds to the first frame. */
async function untilFirstFrame(args, home, onFrame) {
  const pty = await import('node-pty');
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = pty.spawn(process.execPath, args, {
      name: 'xterm-256color',
      cols: 100,
      rows: 30,
      cwd: home,
      env: { PATH: process.env.PATH ?? '', HOME: home, XDG_DATA_HOME: home, TERM: 'xterm-256color', LANG: 'en_US.UTF-8', CI: 'false' },
    });
    let seen = '';
    let ms;
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.onData((d) => {
      if (ms !== undefined) return;
      seen += d;
      if (seen.includes('Your hand')) {
        ms = Number(process.hrtime.bigint() - start) / 1e6;
        onFrame();
        // SIGINT lets Node write the CPU profile; the second signal ends a program that ignores it.
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 5000);
      }
    });
    child.onExit(() => {
      clearTimeout(timer);
      if (ms === undefined) reject(new Error(`no first frame; output: ${JSON.stringify(seen.slice(-300))}`));
      else resolve(ms);
    });
  });
}

/** The package a module of the metafile belongs to ("(program)" for the project's own code). */
function packageOf(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.startsWith('src/') ? `(program) ${input.split('/').slice(1, 3).join('/')}` : input;
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

function report(meta, pkg, before, after, builtins, ms) {
  const bytesOf = (file) => statSync(join(pkg, file)).size;
  const bundleFiles = readdirSync(join(pkg, 'bundle')).filter((f) => f.endsWith('.js'));
  const totalBytes = bundleFiles.reduce((n, f) => n + bytesOf(join('bundle', f)), 0);
  const loaded = before.filter((f) => f.startsWith('bundle/'));
  const loadedBytes = loaded.reduce((n, f) => n + bytesOf(f), 0);
  console.log(`first frame after ${ms.toFixed(0)} ms (with the module hook, so slower than usual)`);
  console.log(`before it: ${before.length} files of the package (${loaded.length} of ${bundleFiles.length} bundle files, ${kib(loadedBytes)} of ${kib(totalBytes)}), ${builtins.size} Node built-ins`);
  const perPackage = new Map();
  const perInput = [];
  for (const file of loaded) {
    const output = meta.outputs[file];
    if (!output) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(input);
      perPackage.set(name, (perPackage.get(name) ?? 0) + bytesInOutput);
      perInput.push([input, bytesInOutput]);
    }
  }
  console.log('\nloaded before the first frame, by package (bytes in the bundle):');
  for (const [name, n] of [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kib(n).padStart(11)}  ${name}`);
  console.log(`\nthe ${top} largest modules loaded before the first frame:`);
  for (const [input, n] of perInput.sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${kib(n).padStart(11)}  ${input}`);
  const later = after.filter((f) => f.startsWith('bundle/'));
  console.log(`\nloaded after the first frame (until the program was stopped): ${later.length} bundle files, ${kib(later.reduce((n, f) => n + bytesOf(f), 0))}`);
  console.log(
    `Node built-ins before the first frame: ${[...builtins]
      .map((b) => b.slice(5))
      .sort()
      .join(' ')}`,
  );
}

/** Self time per script of a CPU profile, largest first. */
function printProfile(file, count) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const gaps = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const url = node.callFrame.url || `(${node.callFrame.functionName || 'native'})`;
    const key = url.replace(/^file:\/\/.*\/(bundle|bin|node_modules)\//, '$1/');
    self.set(key, (self.get(key) ?? 0) + (gaps[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`CPU profile: ${total.toFixed(0)} ms sampled; self time per script:`);
  for (const [url, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`  ${t.toFixed(1).padStart(8)} ms  ${url}`);
}
