// Start-up benchmark: time from spawning a program in a pseudo-terminal to its first frame on the
// terminal, for every game's play command as installed from the package (the bundle), the first
// game's also as run from a clone (dist/), and for a bare Ink hello-world (the floor). The programs take turns in every round, so
// a busy machine slows them alike; figures are medians, and the ratio is the median of each
// round's ratio to the floor of the same round.
// Run: `npm run bench` (all benchmarks) or `node dist/bench/startup.js [--quick] [--rounds N]`.
// With `against` (npm run bench -- --against REF), the same rounds also start the package of an
// earlier version, bundled by its own scripts/bundle.mjs and copied the same way.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pty from 'node-pty';
import type { AnyModule } from '../modules/module.js';
import { gameModules } from '../modules/registry.js';
import { uiGame } from '../ui/games.js';
import { DA1_QUERY } from '../ui/shared/terminal-background.js';
import { formatLoaded, loadCounter, type Loaded } from './load-count.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Everything a terminal would show between escape sequences; enough to spot the frame's text.
// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007]*\u0007|[()][0-9A-Za-z]|[=>78])/g;

/** The label of the bare Ink program every start-up is set against. */
export const FLOOR = 'Ink hello-world (floor)';

/** A VT220's answer to DA1 (`ESC [ c`), as xterm gives it. */
const DA1_ANSWER = '\x1b[?62;22c';

interface Contender {
  label: string;
  args: string[];
  /** Text of the first frame: its appearance stops the clock. */
  frame: string;
  /** The installed package it starts from (not for the floor or a clone). */
  pkg?: string;
}

/**
 * CPU time (ms) a process has run so far, over all its threads, from Linux's scheduler
 * statistics (nanoseconds); undefined elsewhere. Unlike the time to the frame, it hardly moves
 * with the machine's load, so it is the steadier figure on a busy machine.
 */
function cpuMsOf(pid: number): number | undefined {
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  } catch {
    return undefined;
  }
}

interface Start {
  /** Milliseconds from spawn to the first output that shows the frame. */
  ms: number;
  /** CPU milliseconds the program had used by then (Linux). */
  cpuMs?: number;
}

/** Time and CPU time from spawn to the first output that shows `frame`. */
function firstFrame(c: Contender, home: string): Promise<Start> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = pty.spawn(process.execPath, c.args, {
      name: 'xterm-256color',
      cols: 100,
      rows: 30,
      cwd: home,
      env: { PATH: process.env.PATH ?? '', HOME: home, XDG_DATA_HOME: home, TERM: 'xterm-256color', LANG: 'en_US.UTF-8', CI: 'false' },
    });
    let seen = '';
    let elapsed: number | undefined;
    let cpuMs: number | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${c.label}: no first frame within 30 s; output so far: ${JSON.stringify(seen.slice(-300))}`));
    }, 30_000);
    child.onData((data) => {
      if (elapsed !== undefined) return;
      // Answer the device-attributes query as every terminal does (the screens ask it after
      // OSC 11 to learn the background without waiting out the timeout; see terminal-background.ts).
      if (data.includes(DA1_QUERY)) child.write(DA1_ANSWER);
      seen += data;
      if (seen.replace(ESCAPES, '').includes(c.frame)) {
        elapsed = Number(process.hrtime.bigint() - start) / 1e6;
        cpuMs = cpuMsOf(child.pid);
        clearTimeout(timer);
        child.kill('SIGKILL');
      }
    });
    child.onExit(() => {
      clearTimeout(timer);
      if (elapsed !== undefined) resolve({ ms: elapsed, ...(cpuMs === undefined ? {} : { cpuMs }) });
      else reject(new Error(`${c.label}: ended before its first frame; output: ${JSON.stringify(seen.slice(-300))}`));
    });
  });
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The package of the clone at `root` as npm installs it: bin/, bundle/ and package.json, without dist/ or node_modules. */
function installedCopy(root = ROOT): string {
  execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { cwd: root, stdio: 'ignore' });
  const dir = mkdtempSync(join(tmpdir(), 'startup-package-'));
  for (const part of ['bin', 'bundle', 'package.json']) cpSync(join(root, part), join(dir, part), { recursive: true });
  return dir;
}

export interface StartupFigures {
  rounds: number;
  medians: Record<string, number>;
  /** Median over rounds of (program / floor of the same round). */
  ratios: Record<string, number>;
  /** The first game's `--help` to exit (no terminal), median ms: package, clone, and an empty node. */
  help: Record<string, number>;
  /** Every round's milliseconds per program (first frame and --help alike), for comparisons. */
  perRound: Record<string, number[]>;
  /** Every round's CPU milliseconds to the first frame per program (Linux; empty elsewhere). */
  cpuPerRound: Record<string, number[]>;
  /** Median CPU milliseconds to the first frame (Linux). */
  cpuMedians: Record<string, number>;
  /** With `against`: the label of the earlier version's program beside each of this one's. */
  pairs: [newer: string, older: string][];
  /** Bundle files each package start loads before its first frame (or exit, for --help): one counted start each. */
  loads: Record<string, Loaded>;
}

/** An earlier version to start in the same rounds: its clone (built) and a name for it. */
export interface StartupAgainst {
  root: string;
  name: string;
}

/** Milliseconds from spawn to exit of a program that needs no terminal. */
function toExit(args: string[]): number {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} exited with ${r.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function runStartupBench({ quick = false, rounds, against }: { quick?: boolean; rounds?: number; against?: StartupAgainst } = {}): Promise<StartupFigures> {
  rounds ??= quick ? 8 : 30;
  const pkg = installedCopy();
  let oldPkg: string | undefined;
  try {
    oldPkg = against ? installedCopy(against.root) : undefined;
  } catch (e) {
    rmSync(pkg, { recursive: true, force: true });
    throw e;
  }
  const home = mkdtempSync(join(tmpdir(), 'startup-home-'));
  const floor: Contender = { label: FLOOR, args: [join(ROOT, 'dist', 'bench', 'ink-hello.js')], frame: 'Hello, world' };
  // Every game with screens from the package; the first one also from the clone, and its --help.
  const games = gameModules().filter((m) => uiGame(m.id) !== null);
  const play = (m: AnyModule, root: string, where: string): Contender => ({
    label: `${m.id} ${m.playCommand} (${where})`,
    args: [join(root, 'bin', `${m.id}.js`), m.playCommand, '--seed', 'bench'],
    frame: 'Your hand',
    ...(where.startsWith('package') ? { pkg: root } : {}),
  });
  const pairs: [string, string][] = [];
  // Compared with an earlier version: each game's package from both (where the earlier one has the game), no clone.
  const compared = (m: AnyModule): Contender[] => {
    const newer = play(m, pkg, 'package');
    if (!oldPkg || !existsSync(join(oldPkg, 'bin', `${m.id}.js`))) return [newer];
    const older = play(m, oldPkg, `package, ${against!.name}`);
    pairs.push([newer.label, older.label]);
    return [newer, older];
  };
  const contenders: Contender[] = [floor, ...games.flatMap((m, i) => (oldPkg ? compared(m) : i === 0 ? [play(m, pkg, 'package'), play(m, ROOT, 'clone, dist/')] : [play(m, pkg, 'package')]))];
  const first = games[0].id;
  const helpRuns: Record<string, string[]> = {
    'node -e 0 (no program)': ['-e', '0'],
    [`${first} --help (package)`]: [join(pkg, 'bin', `${first}.js`), '--help'],
    ...(oldPkg
      ? { [`${first} --help (package, ${against!.name})`]: [join(oldPkg, 'bin', `${first}.js`), '--help'] }
      : { [`${first} --help (clone, dist/)`]: [join(ROOT, 'bin', `${first}.js`), '--help'] }),
  };
  if (oldPkg) pairs.push([`${first} --help (package)`, `${first} --help (package, ${against!.name})`]);
  const helpTimes = new Map<string, number[]>(Object.keys(helpRuns).map((k) => [k, []]));
  const times = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  const ratios = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  const cpu = new Map<Contender, number[]>(contenders.map((c) => [c, []]));
  const loads: Record<string, Loaded> = {};
  const counter = loadCounter();
  try {
    // What each package start loads, counted once (with a module hook, so not among the timed starts).
    for (const c of contenders) {
      if (!c.pkg) continue;
      counter.reset();
      await firstFrame({ ...c, args: [...counter.nodeArgs, ...c.args] }, home);
      loads[c.label] = counter.loaded(c.pkg);
    }
    for (const [label, args] of Object.entries(helpRuns)) {
      const from = [pkg, oldPkg].find((dir) => dir && args[0].startsWith(join(dir, 'bin')));
      if (!from) continue;
      counter.reset();
      toExit([...counter.nodeArgs, ...args]);
      loads[label] = counter.loaded(from);
    }
    // One unmeasured round fills the disk cache for every program.
    for (const c of contenders) await firstFrame(c, home);
    for (let r = 0; r < rounds; r++) {
      // Rotate the order so no program always follows the same one.
      const order = contenders.map((_, i) => contenders[(i + r) % contenders.length]);
      const round = new Map<Contender, number>();
      for (const c of order) {
        const start = await firstFrame(c, home);
        round.set(c, start.ms);
        if (start.cpuMs !== undefined) cpu.get(c)!.push(start.cpuMs);
      }
      for (const [label, args] of Object.entries(helpRuns)) helpTimes.get(label)!.push(toExit(args));
      for (const c of contenders) {
        times.get(c)!.push(round.get(c)!);
        ratios.get(c)!.push(round.get(c)! / round.get(floor)!);
      }
    }
  } finally {
    for (const dir of [pkg, oldPkg, home]) if (dir) rmSync(dir, { recursive: true, force: true });
    counter.remove();
  }
  const figures: StartupFigures = { rounds, medians: {}, ratios: {}, help: {}, perRound: {}, cpuPerRound: {}, cpuMedians: {}, pairs, loads };
  for (const [label, ms] of helpTimes) {
    figures.help[label] = median(ms);
    figures.perRound[label] = ms;
  }
  for (const c of contenders) {
    figures.perRound[c.label] = times.get(c)!;
    // A round where CPU time could not be read on any program leaves the CPU figures out.
    if (cpu.get(c)!.length === rounds) {
      figures.cpuPerRound[c.label] = cpu.get(c)!;
      figures.cpuMedians[c.label] = median(cpu.get(c)!);
    }
  }
  for (const c of contenders) {
    figures.medians[c.label] = median(times.get(c)!);
    figures.ratios[c.label] = median(ratios.get(c)!);
  }
  return figures;
}

export function printStartup(f: StartupFigures): void {
  console.log(
    `\nStart-up: spawn to first frame in a pty (100x30), ${f.rounds} interleaved rounds, median; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [label, ms] of Object.entries(f.medians)) {
    const cpu = f.cpuMedians[label];
    console.log(
      `${label.padEnd(30)} ${ms.toFixed(0).padStart(6)} ms  ${f.ratios[label].toFixed(2)}x the floor${cpu === undefined ? '' : `  (CPU ${cpu.toFixed(0)} ms, ${(cpu / f.cpuMedians[FLOOR]).toFixed(2)}x the floor's)`}`,
    );
  }
  console.log('Spawn to exit, no terminal:');
  for (const [label, ms] of Object.entries(f.help)) console.log(`${label.padEnd(30)} ${ms.toFixed(0).padStart(6)} ms`);
  printLoads(f);
}

/** The bundle files each package start loaded (the same on every machine and at any load). */
export function printLoads(f: StartupFigures): void {
  console.log('Bundle files loaded before the first frame (--help: before it exits):');
  const width = Math.max(0, ...Object.keys(f.loads).map((label) => label.length));
  for (const [label, l] of Object.entries(f.loads)) console.log(`${label.padEnd(width)}  ${formatLoaded(l)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const at = process.argv.indexOf('--rounds');
  const rounds = at > 0 ? Number(process.argv[at + 1]) : undefined;
  printStartup(await runStartupBench({ quick, ...(rounds ? { rounds } : {}) }));
}
