// A real pseudo-terminal running the built program, read through a headless xterm: what a person
// would see, including which screen buffer is active and what is left in the scrollback.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import * as pty from 'node-pty';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = join(ROOT, 'bin', 'regicide.js');
export const THRONFOLGE_BIN = join(ROOT, 'bin', 'thronfolge.js');

export const KEY = { enter: '\r', left: '\u001b[D', right: '\u001b[C', up: '\u001b[A', down: '\u001b[B', escape: '\u001b', ctrlC: '\u0003' } as const;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const tempDataHome = (): string => mkdtempSync(join(tmpdir(), 'regicide-e2e-'));

export interface RunOptions {
  cols?: number;
  rows?: number;
  dataHome: string;
  env?: Record<string, string>;
  /** The program to run (default: bin/regicide.js). */
  bin?: string;
}

/** Polls `screen` (after `settled`) until `check` holds; the error shows the last screen. */
export async function waitForScreen(screen: () => string, settled: () => Promise<void>, check: string | RegExp | ((screen: string) => boolean), timeoutMs: number): Promise<string> {
  const test = typeof check === 'string' ? (s: string) => s.includes(check) : check instanceof RegExp ? (s: string) => check.test(s) : check;
  const start = Date.now();
  for (;;) {
    await settled();
    const s = screen();
    if (test(s)) return s;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${String(check)}; screen:\n${s}`);
    await sleep(25);
  }
}

export class Terminal {
  readonly term: xterm.Terminal;
  readonly proc: pty.IPty;
  readonly exited: Promise<number>;
  private pending = Promise.resolve();

  constructor(args: string[], { cols = 80, rows = 24, dataHome, env = {}, bin = BIN }: RunOptions) {
    this.term = new xterm.Terminal({ cols, rows, allowProposedApi: true, scrollback: 1000 });
    this.proc = pty.spawn(process.execPath, [bin, ...args], {
      name: 'xterm-256color',
      cols,
      rows,
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dataHome,
        TERM: 'xterm-256color',
        LANG: 'en_US.UTF-8',
        // Ink draws nothing interactive when it believes it runs in CI.
        CI: 'false',
        XDG_DATA_HOME: dataHome,
        ...env,
      },
    });
    this.proc.onData((data) => {
      this.pending = this.pending.then(() => new Promise<void>((resolve) => this.term.write(data, resolve)));
    });
    this.exited = new Promise((resolve) => this.proc.onExit(({ exitCode }) => resolve(exitCode)));
  }

  /** The visible screen as text, one line per row, right-trimmed. */
  screen(): string {
    const buf = this.term.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < this.term.rows; y++) lines.push(buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  /** Everything in the normal buffer, scrollback included (what stays after the program ends). */
  normalBuffer(): string {
    const buf = this.term.buffer.normal;
    const lines: string[] = [];
    for (let y = 0; y < buf.length; y++) lines.push(buf.getLine(y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  onAltScreen(): boolean {
    return this.term.buffer.active.type === 'alternate';
  }

  async type(...keys: string[]): Promise<void> {
    for (const k of keys) {
      this.proc.write(k);
      await sleep(30);
    }
  }

  /**
   * The default bound is generous: on a loaded machine (CI's two cores at load 5) a child's start
   * alone (node, the program's modules, the first frame) can take 5-10 s. It only bounds a failure.
   */
  waitFor(check: string | RegExp | ((screen: string) => boolean), timeoutMs = 30_000): Promise<string> {
    return waitForScreen(
      () => this.screen(),
      () => this.pending,
      check,
      timeoutMs,
    );
  }

  resize(cols: number, rows: number): void {
    this.proc.resize(cols, rows);
    this.term.resize(cols, rows);
  }

  async exit(): Promise<number> {
    const code = await this.exited;
    await this.pending;
    return code;
  }

  kill(): void {
    try {
      this.proc.kill();
    } catch {
      // already gone
    }
  }
}
