// The loop probes' figures of one load-test round (../loop-probe.ts): the server's own loop delay,
// GC and CPU after the ramp, and the clients' loop delay beside them. Both versions' runs get the
// same probe through NODE_OPTIONS, so an earlier version that knows nothing of it is measured
// alike. The server's loop delay is the server's share of a move's latency: a stall of the
// clients or of the machine shows in the clients' figures, not in it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readProbes, summarise, summaryLine, within } from '../loop-report.js';
import type { Figures } from './figures.js';

/** A fresh folder for a round's probes and the environment that puts the probe into its processes. */
export function probeEnv(): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = mkdtempSync(join(tmpdir(), 'against-probe-'));
  const preload = new URL('../loop-probe-preload.js', import.meta.url).href;
  return { dir, env: { ...process.env, LOOP_PROBE_DIR: dir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() } };
}

/** The load test's option `name` in `args`, or its default. */
const option = (args: readonly string[], name: string, fallback: number): number => {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * The round's probe figures, after the ramp: from the server's "listening" plus rooms / ramp
 * seconds (when the load test's own clock starts and its last room opens) to the end of the run.
 * `defaults` are the load test's own (rooms, ramp, seconds).
 */
export function probeFigures(dir: string, args: readonly string[], defaults: { rooms: number; ramp: number; seconds: number }): Figures {
  const figures: Figures = new Map();
  const probes = readProbes(dir);
  if (probes.server.length === 0 || Number.isNaN(probes.listening)) return figures;
  const from = probes.listening + (1000 * option(args, '--rooms', defaults.rooms)) / option(args, '--ramp', defaults.ramp);
  const to = probes.listening + 1000 * option(args, '--seconds', defaults.seconds);
  const server = summarise(within(probes.server, from, to));
  const client = summarise(within(probes.client, from, to));
  const ms = (value: number) => ({ value, unit: 'ms', better: 'lower' as const });
  figures.set('server loop delay p95, after ramp', ms(server.p95));
  figures.set('server loop delay p99, after ramp', ms(server.p99));
  figures.set('server loop delay max, after ramp', ms(server.max));
  figures.set('server GC, after ramp', { value: server.gcPerSecond, unit: 'ms/s', better: 'lower' });
  figures.set('server main thread CPU, after ramp', { value: 100 * server.cpu, unit: '%', better: 'lower' });
  figures.set('server main thread waiting for a core', { value: 100 * server.wait, unit: '%', better: 'lower' });
  figures.set('server, all threads waiting for a core', { value: 100 * server.waitAll, unit: '%', better: 'lower' });
  figures.set("clients' loop delay p99, after ramp", ms(client.p99));
  figures.set('machine steal + iowait, after ramp', { value: server.steal + server.iowait, unit: '%', better: 'lower' });
  return figures;
}

/**
 * The probes' line of each 10 s window from the server's "listening" on (about the load test's
 * own windows), for either version: a burst in the latency is then seen to be the server's loop,
 * the clients' or the machine's.
 */
export function probeWindows(dir: string, args: readonly string[], defaults: { seconds: number }): string[] {
  const probes = readProbes(dir);
  if (probes.server.length === 0 || Number.isNaN(probes.listening)) return [];
  const lines: string[] = [];
  for (let from = 0; from + 10 <= option(args, '--seconds', defaults.seconds); from += 10) {
    const [a, b] = [probes.listening + from * 1000, probes.listening + (from + 10) * 1000];
    lines.push(`  ${String(from).padStart(4)}–${String(from + 10).padEnd(4)} s  ${summaryLine(within(probes.server, a, b), within(probes.client, a, b))}`);
  }
  return lines;
}
