// What the load benches share: a free loopback port, a child's line awaited, a JSON POST on
// loopback, percentiles, and a pool that keeps a fixed number of requests under way.
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';

export const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The first line of the child's output that contains `text`; the rest of its output is read and dropped. */
export function waitLine(child: ChildProcess, text: string, what: string): Promise<string> {
  const out = child.stdout;
  if (!out) return Promise.reject(new Error(`${what}: its output is not piped`));
  return new Promise((resolve, reject) => {
    let buffer = '';
    out.setEncoding('utf8');
    const onData = (d: string): void => {
      buffer += d;
      const line = buffer.split('\n').find((l) => l.includes(text));
      if (!line) return;
      out.off('data', onData);
      // The rest is read and dropped: the pipe must not fill.
      out.on('data', () => {});
      resolve(line);
    };
    out.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code}`)));
  });
}

/**
 * A JSON POST to 127.0.0.1:port; the answer's status and its JSON (a bench reads the fields it knows).
 * `skipOk`: a 200's body is read but not parsed (json is {}), for a bench that only times the answer:
 * on the same two cores, parsing a thousand tables twenty times at once took a core from the server.
 */
export function postJson(port: number, path: string, body: unknown, o: { skipOk?: boolean } = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers: { 'Content-Type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        if (o.skipOk && status === 200) return resolve({ status, json: {} });
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status, json: (JSON.parse(text || 'null') as Record<string, unknown> | null) ?? {} });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${path}`)));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const ms = (n: number): string => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);

/** Runs `work` for 0…n-1, at most `width` at a time. */
export async function pool(n: number, width: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) await work(next++);
    }),
  );
}

/**
 * CPU milliseconds a process has run so far (Linux's scheduler statistics, in ns): over all its
 * threads, and its main thread alone (a Node server's JavaScript); NaN where /proc is not there.
 * A bench on the same cores as its server tells with these whose work its burst was.
 */
export function threadCpuMs(pid: number | undefined): { all: number; main: number } {
  const ran = (task: number | string): number => Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  try {
    if (pid === undefined) throw new Error('no process');
    let all = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) all += ran(task);
    return { all, main: ran(pid) };
  } catch {
    return { all: NaN, main: NaN };
  }
}

/**
 * A process's command name and its CPU so far (Linux, all its threads, in ms at the clock tick's
 * 10 ms), from /proc/PID/stat; throws when the process is gone.
 */
export function processCpu(pid: number): { command: string; cpu: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name is in parentheses and may hold spaces; the fields after it are numbered from 3.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return { command: stat.slice(stat.indexOf('(') + 1, close), cpu: (Number(fields[11]) + Number(fields[12])) * 10 };
}

/**
 * Every process's CPU so far (processCpu), by process id: a burst's share of the database, Redis
 * and the kernel's workers, which run beside the servers on the same cores.
 */
export function cpuByProcess(): Map<number, { command: string; cpu: number }> {
  const byProcess = new Map<number, { command: string; cpu: number }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return byProcess;
  }
  for (const pid of pids) {
    try {
      byProcess.set(Number(pid), processCpu(Number(pid)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byProcess;
}

/**
 * What the processes other than `leaveOut` (by id) used between two readings of cpuByProcess, summed
 * by command name (kernel workers as one), the largest first, those over 20 ms.
 */
export function cpuSpent(before: Map<number, { cpu: number }>, after: Map<number, { command: string; cpu: number }>, leaveOut: readonly (number | undefined)[]): string {
  const byCommand = new Map<string, number>();
  for (const [pid, { command, cpu }] of after) {
    if (leaveOut.includes(pid)) continue;
    // A kernel worker's name ends with the work it does now ("kworker/0:1-events"): they count as one.
    const name = command.startsWith('kworker/') ? "the kernel's workers" : command;
    byCommand.set(name, (byCommand.get(name) ?? 0) + cpu - (before.get(pid)?.cpu ?? 0));
  }
  return [...byCommand]
    .filter(([, cpu]) => cpu > 20)
    .sort((a, b) => b[1] - a[1])
    .map(([command, cpu]) => `${command} ${cpu} ms`)
    .join(', ');
}
