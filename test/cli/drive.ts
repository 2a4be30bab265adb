// Drives the real built binary over the JSON-lines protocol, as an outside program would.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const binPath = (name: string): string => `${ROOT}bin/${name}.js`;

export interface Driven {
  next(): Promise<Record<string, any>>;
  send(line: string): void;
  end(): void;
  exit: Promise<{ code: number | null; stderr: string }>;
}

export function drive(bin: string, args: string[], env: Record<string, string> = {}): Driven {
  const child = spawn(process.execPath, [binPath(bin), ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', ...env } });
  let buffer = '';
  let stderr = '';
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  child.stdout.on('data', (d: string) => {
    buffer += d;
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      if (waiting.length) waiting.shift()!(line);
      else lines.push(line);
    }
  });
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('close', (code) => {
      closed = true;
      while (waiting.length) waiting.shift()!(null);
      resolve({ code, stderr });
    }),
  );
  return {
    next: () =>
      new Promise((resolve, reject) => {
        const take = (line: string | null) => (line === null ? reject(new Error(`the program ended: ${stderr}`)) : resolve(JSON.parse(line)));
        if (lines.length) take(lines.shift()!);
        else if (closed) take(null);
        else waiting.push(take);
      }),
    send: (line) => void child.stdin.write(line + '\n'),
    end: () => child.stdin.end(),
    exit,
  };
}

export function runBin(bin: string, args: string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [binPath(bin), ...args], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
