// Talks to a real built binary over JSON lines, like any outside program would. Own small driver
// (not test/cli/drive.ts) so the referee shares nothing with the engine's own tests.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Line {
  type: string;
  [key: string]: any;
}

export interface Session {
  next(): Promise<Line>;
  send(line: string): void;
  kill(): void;
  /** Every stdout line so far, as written. */
  transcript: string[];
  exit: Promise<{ code: number | null; stderr: string }>;
}

export function start(bin: 'regicide' | 'thronfolge', args: string[], timeoutMs = 15_000): Session {
  const child = spawn(process.execPath, [`${ROOT}bin/${bin}.js`, ...args], { cwd: ROOT, env: { ...process.env, CI: 'true' } });
  let buffer = '';
  let stderr = '';
  const queued: string[] = [];
  const transcript: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  child.stdout.on('data', (d: string) => {
    buffer += d;
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i).trim();
      buffer = buffer.slice(i + 1);
      if (!line) continue;
      transcript.push(line);
      if (waiting.length) waiting.shift()!(line);
      else queued.push(line);
    }
  });
  child.stdin.on('error', () => undefined);
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      closed = true;
      while (waiting.length) waiting.shift()!(null);
      resolve({ code, stderr });
    }),
  );
  return {
    next: () =>
      new Promise<Line>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no line within ${timeoutMs} ms`)), timeoutMs);
        const take = (line: string | null) => {
          clearTimeout(timer);
          if (line === null) return reject(new Error(`the program ended without an end line: ${stderr.slice(0, 300)}`));
          try {
            resolve(JSON.parse(line));
          } catch {
            reject(new Error(`stdout line is not JSON: ${line.slice(0, 200)}`));
          }
        };
        if (queued.length) take(queued.shift()!);
        else if (closed) take(null);
        else waiting.push(take);
      }),
    send: (line) => void child.stdin.write(line + '\n'),
    kill: () => void child.kill(),
    transcript,
    exit,
  };
}
