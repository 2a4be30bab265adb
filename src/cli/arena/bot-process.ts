// An outside bot: a program started with the user's command line, spoken to in JSON lines on its
// stdin and heard line by line on its stdout. Everything it says is untrusted: a line is held to
// a length, and nothing it writes reaches a terminal unescaped (the arena quotes it). It runs in a
// process group of its own, so ending it ends whatever its shell started too.
import { type ChildProcess, spawn } from 'node:child_process';
import { jsonLine } from '../../core/json-line.js';

/** Why the bot lost a game without finishing it. */
export interface Forfeit {
  kind: 'timeout' | 'garbage' | 'crash';
  /** What the bot did, one printable line to follow "the bot": "exited with code 1 …". */
  detail: string;
}

/** A line longer than this (without its newline) is garbage: the bot cannot fill our memory. */
export const MAX_LINE = 64 * 1024;
/** Nor with short lines: more than this many unread is garbage too. */
const MAX_UNREAD = 1000;

/** The bots running now, ended when the arena is (their process groups would outlive it). */
const running = new Set<BotProcess>();

/** Ends every bot still running: on the arena's exit or interruption. */
export function endAllBots(): void {
  for (const bot of running) bot.kill();
}
const STDERR_TAIL = 400;

export class BotProcess {
  private readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private buffer = '';
  private stderr = '';
  private overflow = false;
  private exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private wake: (() => void) | null = null;
  readonly exited: Promise<void>;

  constructor(command: string, cwd?: string) {
    this.child = spawn(command, { shell: true, cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stdout!.setEncoding('utf8');
    this.child.stderr!.setEncoding('utf8');
    // A bot that has gone away makes writes fail: that is its forfeit, not the arena's error.
    this.child.stdin!.on('error', () => {});
    this.child.stdout!.on('data', (d: string) => this.take(d));
    this.child.stderr!.on('data', (d: string) => (this.stderr = (this.stderr + d).slice(-STDERR_TAIL)));
    running.add(this);
    this.exited = new Promise((resolve) => {
      const done = (code: number | null, signal: NodeJS.Signals | null): void => {
        running.delete(this);
        this.exit ??= { code, signal };
        this.poke();
        resolve();
      };
      this.child.on('close', done);
      // A command that cannot start at all (spawn failed) is a crash too.
      this.child.on('error', (e) => {
        this.stderr += e.message;
        done(null, null);
      });
    });
  }

  private take(data: string): void {
    this.buffer += data;
    for (let i = this.buffer.indexOf('\n'); i >= 0; i = this.buffer.indexOf('\n')) {
      this.lines.push(this.buffer.slice(0, i).replace(/\r$/, ''));
      this.buffer = this.buffer.slice(i + 1);
    }
    if (this.buffer.length > MAX_LINE || this.lines.length > MAX_UNREAD) {
      this.overflow = true;
      this.buffer = '';
      this.lines.length = 0;
    }
    this.poke();
  }

  private poke(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  send(message: object): void {
    if (this.exit || !this.child.stdin!.writable) return;
    this.child.stdin!.write(jsonLine(message) + '\n');
  }

  /** The last thing the bot wrote on stderr, one printable line (for a crash's message). */
  lastWords(): string {
    const last = this.stderr.trimEnd().split('\n').pop() ?? '';
    return last.trim();
  }

  /** The bot's next line, or why none will come by `deadline` (a time from performance.now()). */
  async nextLine(deadline: number): Promise<string | Forfeit> {
    for (;;) {
      if (this.lines.length) return this.lines.shift()!;
      if (this.overflow) return { kind: 'garbage', detail: `sent a line longer than ${MAX_LINE / 1024} KiB, or more than ${MAX_UNREAD} lines unasked` };
      if (this.exit) {
        const how = this.exit.signal ? `was ended by ${this.exit.signal}` : `exited with code ${this.exit.code ?? '?'}`;
        return { kind: 'crash', detail: `${how} before the game was over` };
      }
      const left = deadline - performance.now();
      if (left <= 0) return { kind: 'timeout', detail: 'gave no move in time' };
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Closes its stdin and waits up to `graceMs` for it to end by itself; then ends it. */
  async close(graceMs: number): Promise<void> {
    this.child.stdin!.end();
    const gone = await Promise.race([this.exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref())]);
    if (!gone) this.kill();
    await this.exited;
  }

  kill(): void {
    if (this.exit || this.child.pid === undefined) return;
    try {
      // The whole group: the shell and what it started.
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
  }
}
