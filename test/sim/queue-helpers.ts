// Processes of the queue tests: the built program (`sim --queue`, `worker`) with its output kept,
// waited for by what it prints (never by sleeping), and reports compared without their timings.
import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT, binPath } from '../cli/drive.js';

export interface Proc {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves once `stream` shows `pattern` (checked against everything printed so far). */
  waitFor(stream: 'stdout' | 'stderr', pattern: RegExp, what: string, ms?: number): Promise<RegExpMatchArray>;
  exit: Promise<number | null>;
}

export function start(bin: 'regicide' | 'thronfolge', args: string[]): Proc {
  const child = spawn(process.execPath, [binPath(bin), ...args], { cwd: ROOT, env: { ...process.env, CI: 'true' } });
  const out = { stdout: '', stderr: '' };
  const watchers: (() => void)[] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]!.setEncoding('utf8');
    child[stream]!.on('data', (d: string) => {
      out[stream] += d;
      for (const w of [...watchers]) w();
    });
  }
  const exit = new Promise<number | null>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return {
    child,
    stdout: () => out.stdout,
    stderr: () => out.stderr,
    exit,
    waitFor(stream, pattern, what, ms = 30_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const m = out[stream].match(pattern);
          if (!m) return false;
          watchers.splice(watchers.indexOf(check), 1);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          watchers.splice(watchers.indexOf(check), 1);
          reject(new Error(`timed out waiting for ${what}; stdout: ${out.stdout.slice(-2000)} stderr: ${out.stderr.slice(-2000)}`));
        }, ms);
        watchers.push(check);
        if (!check()) void exit.then(() => setTimeout(() => check() || reject(new Error(`${what}: the process ended; stderr: ${out.stderr}`)), 50));
      });
    },
  };
}

/** A report without what depends on the machine: times, speeds and the number of workers. */
export function withoutTimings(json: string): Record<string, unknown> {
  const { elapsedMs, gamesPerSecond, workers, decisionMs, seats, ...rest } = JSON.parse(json) as Record<string, any>;
  (void elapsedMs, gamesPerSecond, workers, decisionMs);
  return seats ? { ...rest, seats: seats.map(({ decisionMs: _, ...seat }: Record<string, unknown>) => seat) } : rest;
}
