// The published package, tried the way a user gets it: the README's install commands, run as
// written in a copy of the project — `npm ci`, `npx`, `npm link` from the clone (into an empty
// prefix), then `npm pack` (with its prepack bundling) — then the tarball installed with
// --ignore-scripts and the installed commands. The copy keeps the pack from touching this checkout
// (package.json, bundle/) while other tests run. npm works offline (from its cache): no test talks
// to the registry. The README's `npm install -g` of the tarball is the one command not run as
// written: a global install reads no lockfile and asks the registry's metadata for every
// dependency's range, which a cache filled by `npm ci` alone lacks (ENOTCACHED). The tarball is
// installed instead from a lockfile cut from the project's own (lockfile-install.ts): the same
// package, the same dependencies and the same flag, needing only the cached tarballs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Terminal } from '../e2e/terminal.js';
import { allDocs } from '../docs/pages.js';
import { lockfileInstall } from './lockfile-install.js';
import { readmeInstall } from './readme-install.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NOT_COPIED = new Set(['node_modules', 'dist', 'bundle', '.git', '.tmp', 'coverage']);
// Only in the bundle's Ink chunk: the name of one of Ink's own elements.
const INK_MARKER = 'ink-virtual-text';
const README = readmeInstall(join(ROOT, 'README.md'));
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
const TARBALL = `regicide-${version}.tgz`;
const GLOBAL_INSTALL = `npm install -g --ignore-scripts ./${TARBALL}`;

let work: string;
let project: string;
let prefix: string;
let installed: string;
/** The bins of the installed tarball (npm's links, as `npm install -g` makes them in the prefix). */
let bins: string;
/** What the tarball's install with --ignore-scripts printed. */
let installPrinted: string;
let packedFiles: string[];
/** What each README command printed (stdout and stderr), by command. */
const printed = new Map<string, string>();
// npm passes its settings to scripts as npm_* variables; the nested npm must not inherit them.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith('npm_')));
const bin = (name: string): string => join(bins, name);
const run = (name: string, args: string[]): string => execFileSync(bin(name), args, { env: { ...env, CI: 'true' }, encoding: 'utf8' });

/** A README command as a reader runs it in the project folder, with `onPath` first on PATH: global installs go to `prefix`. */
function readmeCommand(command: string, onPath: string): void {
  const shellEnv = {
    ...env,
    CI: 'true',
    PATH: `${onPath}:${env.PATH ?? ''}`,
    npm_config_prefix: prefix,
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
  };
  const r = spawnSync('sh', ['-c', command], { cwd: project, env: shellEnv, encoding: 'utf8' });
  printed.set(command, `${r.stdout}${r.stderr}`);
  if (r.status !== 0) throw new Error(`README command "${command}" exited ${r.status}:\n${r.stdout}${r.stderr}`);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'regicide-package-'));
  project = join(work, 'project');
  cpSync(ROOT, project, { recursive: true, filter: (src) => !NOT_COPIED.has(basename(src)) && !src.endsWith('.tgz') });
  prefix = join(work, 'prefix');
  mkdirSync(prefix);
  for (const command of README.sections.get('From a clone') ?? []) readmeCommand(command, join(prefix, 'bin'));
  const dir = join(work, 'tarball-install');
  bins = join(dir, 'node_modules', '.bin');
  for (const command of README.sections.get('From a packed tarball') ?? []) {
    if (command !== GLOBAL_INSTALL) readmeCommand(command, bins);
    else ({ installed, printed: installPrinted } = lockfileInstall({ tarball: join(project, TARBALL), projectLock: join(project, 'package-lock.json'), dir, flags: ['--ignore-scripts'], env }));
  }
  packedFiles = execFileSync('tar', ['-tzf', join(project, TARBALL)], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((p) => p.replace(/^package\//, ''));
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the README's install section (friction 1: its commands failed)", () => {
  it('has commands from a clone, from a tarball, and the registry ones for later', () => {
    expect(README.sections.get('From a clone')).toEqual(expect.arrayContaining(['npm ci', 'npx regicide --help', 'npx thronfolge --help']));
    expect(README.sections.get('From a packed tarball')).toEqual(['npm pack', GLOBAL_INSTALL, 'regicide --help', 'thronfolge --help']);
    // Only these need the registry, so only these are not run here.
    expect(README.sections.get('Once it is published')).toEqual(['npx regicide play', 'npx -p regicide thronfolge duel', 'npm install -g regicide']);
  });

  it('every command from a clone and from the tarball ran (exit 0), and the --help ones answered', () => {
    for (const command of ['npx regicide --help', 'regicide --help']) expect(printed.get(command), command).toContain('play [options]');
    expect(printed.get('npx thronfolge --help')).toContain('duel [options]');
    expect(printed.get('thronfolge --help')).toContain('duel [options]');
  });

  it('the tarball installs without a warning about install scripts', () => {
    expect(installPrinted).not.toMatch(/install-scripts|warn/i);
  });

  it('without --ignore-scripts npm names only msgpackr-extract, as the README explains', () => {
    const output = lockfileInstall({ tarball: join(project, TARBALL), projectLock: join(project, 'package-lock.json'), dir: join(work, 'tarball-install-scripts'), flags: [], env }).printed;
    expect(README.text).toContain('install-scripts … msgpackr-extract');
    // npm 10 runs the script without a word; npm 11 lists every script it left out.
    const listed = [...output.matchAll(/^npm warn install-scripts +(\S+)@/gm)].map((m) => m[1]);
    expect(listed.filter((name) => name !== 'msgpackr-extract')).toEqual([]);
  }, 300_000);

  it("the network server runs without msgpackr-extract's install script", async () => {
    const data = mkdtempSync(join(work, 'serve-'));
    const child = spawn(bin('regicide'), ['serve', '--listen', '127.0.0.1', '--port', '0', '--data', data], { env: { ...env, CI: 'true' } });
    try {
      let listening = false;
      for await (const line of createInterface({ input: child.stdout })) {
        if ((JSON.parse(line) as { event: string }).event === 'listening') {
          listening = true;
          break;
        }
      }
      expect(listening).toBe(true);
    } finally {
      child.kill();
    }
  }, 60_000);

  it("states the tarball's real figures: about as many files and kB as npm pack makes", () => {
    const stated = /about \*\*(\d+) files, (\d+) kB/.exec(allDocs(ROOT));
    expect(stated, 'README or docs/ (figures.md): "about **N files, S kB"').not.toBeNull();
    const [files, kB] = [Number(stated![1]), Number(stated![2])];
    const realKB = statSync(join(project, TARBALL)).size / 1000;
    expect(Math.abs(files - packedFiles.length) / packedFiles.length, `${files} files stated, ${packedFiles.length} packed`).toBeLessThanOrEqual(0.2);
    expect(Math.abs(kB - realKB) / realKB, `${kB} kB stated, ${realKB.toFixed(0)} kB packed`).toBeLessThanOrEqual(0.15);
  });
});

describe('the published package', () => {
  it('holds the bins, the bundle, README and the docs and pictures it links to, LICENSE and package.json, and nothing else', () => {
    const stray = packedFiles.filter((p) => !/^(bin|bundle)\//.test(p) && !/^docs\/([^/]+\.md|pictures\/[^/]+\.svg)$/.test(p) && !['package.json', 'README.md', 'LICENSE'].includes(p));
    expect(stray).toEqual([]);
    expect(packedFiles).toEqual(expect.arrayContaining(['bin/regicide.js', 'bin/thronfolge.js', 'bundle/regicide.js', 'bundle/thronfolge.js', 'LICENSE', 'README.md', 'docs/keys.md']));
  });

  it('needs no build and no install script, and brings no dependency beyond the declared ones', () => {
    type Manifest = { scripts?: Record<string, string>; dependencies?: Record<string, string> };
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Manifest;
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) expect(manifest.scripts?.[script]).toBeUndefined();
    expect(existsSync(join(installed, 'dist'))).toBe(false);
    // What the bundle leaves out is exactly package.json's "dependencies" (none today: then npm has
    // nothing to fetch and the install has no node_modules at all).
    const declared = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest).dependencies ?? {};
    expect(manifest.dependencies ?? {}).toEqual(declared);
    if (Object.keys(declared).length === 0) expect(existsSync(join(installed, 'node_modules'))).toBe(false);
  });

  it('answers --help and --version of both commands', () => {
    expect(run('regicide', ['--help'])).toContain('play [options]');
    expect(run('thronfolge', ['--help'])).toContain('duel [options]');
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(run('regicide', ['--version']).trim()).toBe(version);
    expect(run('thronfolge', ['--version']).trim()).toBe(version);
  });

  it('runs a simulation on a worker thread (bundle/worker.js)', () => {
    const report = JSON.parse(run('regicide', ['sim', '--bot', 'easy', '--games', '4', '--workers', '1', '--json'])) as { games: number };
    expect(report.games).toBe(4);
  });

  it('plays a duel against a server bot on a worker thread (bundle/bot-worker.js)', async () => {
    const child = spawn(
      bin('thronfolge'),
      ['host', '--json', '--port', '0', '--listen', '127.0.0.1', '--bots', '2', '--bot', 'easy', '--bot-delay', '0', '--bot-workers', '1', '--data', join(work, 'net')],
      { env: { ...env, CI: 'true', XDG_DATA_HOME: join(work, 'xdg') } },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    let end: { result: unknown } | undefined;
    for await (const line of createInterface({ input: child.stdout })) {
      const message = JSON.parse(line) as { type: string; legal?: string[]; result?: unknown };
      if (message.type === 'state') child.stdin.write(`${message.legal![0]}\n`);
      if (message.type === 'end') end = message as { result: unknown };
    }
    expect(await exited, stderr).toBe(0);
    expect(end?.result).toBeDefined();
  }, 120_000);

  it('loads no Ink for --help, --version and rules', () => {
    const chunks = readdirSync(join(installed, 'bundle')).map((f) => readFileSync(join(installed, 'bundle', f), 'utf8'));
    expect(chunks.some((text) => text.includes(INK_MARKER))).toBe(true);
    // A loader hook writes down every file the program loads.
    const log = join(work, 'loaded.txt');
    const hook = join(work, 'record-loads.mjs');
    const recorder = `import { appendFileSync } from 'node:fs'; export async function load(url, context, next) { if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }`;
    writeFileSync(hook, `import { register } from 'node:module'; register(${JSON.stringify('data:text/javascript,' + encodeURIComponent(recorder))});\n`);
    for (const name of ['regicide', 'thronfolge']) {
      for (const args of [['--help'], ['--version'], ['rules']]) {
        rmSync(log, { force: true });
        execFileSync(process.execPath, ['--import', hook, join(installed, 'bin', `${name}.js`), ...args], { env: { ...env, CI: 'true' }, encoding: 'utf8' });
        const loaded = readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((url) => fileURLToPath(url));
        expect(loaded.some((file) => file.startsWith(join(installed, 'bundle')))).toBe(true);
        expect(
          loaded.filter((file) => readFileSync(file, 'utf8').includes(INK_MARKER)),
          `${name} ${args.join(' ')}`,
        ).toEqual([]);
      }
    }
  });

  it('plays a whole thronfolge duel over the protocol, answering the first legal move', async () => {
    const child = spawn(bin('thronfolge'), ['duel', '--json', '--seed', '1', '--bot', 'easy'], { env: { ...env, CI: 'true' } });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    let moves = 0;
    let end: { result: unknown } | undefined;
    for await (const line of createInterface({ input: child.stdout })) {
      const message = JSON.parse(line) as { type: string; legal?: string[]; result?: unknown };
      expect(message.type, line).not.toBe('error');
      if (message.type === 'state') {
        child.stdin.write(`${message.legal![0]}\n`);
        moves++;
      }
      if (message.type === 'end') end = message as { result: unknown };
    }
    expect(await exited, stderr).toBe(0);
    expect(moves).toBeGreaterThan(10);
    expect(end?.result).toBeDefined();
  }, 120_000);

  it('plays a solo regicide game over the protocol to its end', async () => {
    const child = spawn(bin('regicide'), ['play', '--json', '--solo', '--seed', '1'], { env: { ...env, CI: 'true' } });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    let ended = false;
    for await (const line of createInterface({ input: child.stdout })) {
      const message = JSON.parse(line) as { type: string; legal?: string[] };
      expect(message.type, line).not.toBe('error');
      if (message.type === 'state') child.stdin.write(`${message.legal![0]}\n`);
      if (message.type === 'end') ended = true;
    }
    expect(await exited).toBe(0);
    expect(ended).toBe(true);
  }, 120_000);

  // The bundled Ink screen, in a real terminal: first frame, then quit with q and a confirmation.
  // Nothing was played (the bot is told to wait), so nothing was saved and no resume is offered.
  for (const [name, args] of [
    ['regicide', ['play', '--seed', '1']],
    ['thronfolge', ['duel', '--seed', '1']],
  ] as const) {
    it(`draws the ${name} screen in a terminal and quits cleanly`, async () => {
      const dataHome = mkdtempSync(join(work, 'home-'));
      const terminal = new Terminal([...args], { dataHome, bin: join(installed, 'bin', `${name}.js`), env: { THRONFOLGE_BOT_DELAY_MS: '600000' } });
      try {
        await terminal.waitFor('Your hand', 60_000);
        await terminal.type('q');
        await terminal.waitFor('Quit now?', 60_000);
        await terminal.type('y');
        expect(await terminal.exit()).toBe(0);
        expect(terminal.normalBuffer()).not.toContain('--resume');
        expect(existsSync(join(dataHome, 'regicide-cli', name))).toBe(false);
      } finally {
        terminal.kill();
      }
    }, 120_000);
  }
});
