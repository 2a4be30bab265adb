// A program under test in its own process, read line by line (JSON), written to, and killable.
import { spawn } from 'node:child_process';
import { ROOT, binPath } from '../cli/drive.js';

export interface NetProcess {
  next(): Promise<Record<string, any>>;
  send(line: string): void;
  kill(signal: NodeJS.Signals): void;
  exit: Promise<{ code: number | null; stderr: string }>;
}

export function runProgram(bin: string, args: string[], env: Record<string, string> = {}): NetProcess {
  const child = spawn(process.execPath, [binPath(bin), ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', ...env } });
  let buffer = '';
  let stderr = '';
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (stderr += d));
  child.stdin.on('error', () => {});
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
        const take = (line: string | null) => (line === null ? reject(new Error(`${bin} ${args[0]} ended: ${stderr}`)) : resolve(JSON.parse(line)));
        if (lines.length) take(lines.shift()!);
        else if (closed) take(null);
        else waiting.push(take);
      }),
    send: (line) => void child.stdin.write(line + '\n'),
    kill: (signal) => void child.kill(signal),
    exit,
  };
}
