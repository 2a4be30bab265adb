// An SSH player for the tests: an ssh2 client with a pty on 127.0.0.1, its output read through a
// headless xterm (what the player would see), keys typed, the window resized; and the server
// process (`serve --ssh`) the tests talk to.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import xterm from '@xterm/headless';
import ssh2 from 'ssh2';
import type { ClientChannel } from 'ssh2';
import { sleep, waitForScreen } from '../e2e/terminal.js';
import { type NetProcess, runProgram } from './net-process.js';

const { Client, utils } = ssh2;

export { sleep };

/** Polls `check` until it holds; fails after `ms` naming `what` (a wait for an event, never a fixed sleep). */
export async function pollUntil(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export interface SshServe {
  proc: NetProcess;
  port: number;
  ssh: number;
  fingerprint: string;
  dataDir: string;
  /** The JSON lines after `listening`, as they came. */
  lines: Record<string, any>[];
  stop(): Promise<void>;
}

/** `regicide serve --ssh 0` on free ports of 127.0.0.1 (Ink drawing, as in a real terminal). */
export async function startSshServe(extra: string[] = [], env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'regicide-ssh-'))): Promise<SshServe> {
  const proc = runProgram('regicide', ['serve', '--port', '0', '--ssh', '0', '--listen', '127.0.0.1', '--data', dataDir, '--bot-delay', '0', '--min-bot-delay', '0', ...extra], {
    CI: 'false',
    ...env,
  });
  const listening = await proc.next();
  if (listening.event !== 'listening') throw new Error(`serve said ${JSON.stringify(listening)}`);
  const lines: Record<string, any>[] = [];
  void (async () => {
    try {
      for (;;) lines.push(await proc.next());
    } catch {
      // the server ended
    }
  })();
  return {
    proc,
    port: listening.port,
    ssh: listening.ssh,
    fingerprint: listening.sshFingerprint,
    dataDir,
    lines,
    async stop() {
      proc.kill('SIGTERM');
      await proc.exit;
    },
  };
}

export interface PlayerKey {
  privateKey: string;
  /** What the server names the player's folder by: SHA-256 of the public key blob, in hex. */
  keyId: string;
}

export function newPlayerKey(): PlayerKey {
  let pair = utils.generateKeyPairSync('ed25519');
  // ssh2 cannot read back about one ed25519 key in 250 that it writes (see src/net/ssh/host-key.ts).
  while (utils.parseKey(pair.private) instanceof Error) pair = utils.generateKeyPairSync('ed25519');
  const parsed = utils.parseKey(pair.public);
  if (parsed instanceof Error) throw parsed;
  return { privateKey: pair.private, keyId: createHash('sha256').update(parsed.getPublicSSH()).digest('hex') };
}

export interface SshOptions {
  user?: string;
  key?: PlayerKey;
  cols?: number;
  rows?: number;
  env?: Record<string, string>;
  /** `ssh host COMMAND` instead of a shell. */
  command?: string;
  /** Connect from this local address (127.0.0.x). */
  localAddress?: string;
}

/** Opens sessions and keeps them in `open`, so that the test's afterAll drops them all. */
export const sessionOpener =
  (open: SshTerminal[]) =>
  async (port: number, o: SshOptions = {}): Promise<SshTerminal> => {
    const t = await SshTerminal.open(port, o);
    open.push(t);
    return t;
  };

/** One player's SSH session, seen through a headless terminal. */
export class SshTerminal {
  readonly term: xterm.Terminal;
  readonly client = new Client();
  /** Everything the server wrote, as text (for messages that come after the screen is gone). */
  output = '';
  closed: Promise<void>;
  private channel: ClientChannel | null = null;
  private pending = Promise.resolve();

  private constructor(cols: number, rows: number) {
    this.term = new xterm.Terminal({ cols, rows, allowProposedApi: true, scrollback: 1000 });
    this.closed = new Promise((resolve) => this.client.once('close', () => resolve()));
  }

  static async open(port: number, o: SshOptions = {}): Promise<SshTerminal> {
    const cols = o.cols ?? 80;
    const rows = o.rows ?? 24;
    const t = new SshTerminal(cols, rows);
    await new Promise<void>((resolve, reject) => {
      t.client.once('ready', () => resolve());
      t.client.once('error', reject);
      t.client.on('keyboard-interactive', (_name, _instructions, _lang, _prompts, finish) => finish([]));
      t.client.connect({
        host: '127.0.0.1',
        port,
        username: o.user ?? 'tester',
        ...(o.key ? { privateKey: o.key.privateKey } : { tryKeyboard: true }),
        localAddress: o.localAddress,
        readyTimeout: 20_000,
      });
    });
    const pty = { term: 'xterm-256color', cols, rows };
    const env = { LANG: 'en_US.UTF-8', ...o.env };
    t.channel = await new Promise<ClientChannel>((resolve, reject) => {
      const done = (err: Error | undefined, ch: ClientChannel) => (err ? reject(err) : resolve(ch));
      if (o.command !== undefined) t.client.exec(o.command, { pty, env }, done);
      else t.client.shell(pty, { env }, done);
    });
    t.channel.on('data', (data: Buffer) => {
      const text = data.toString('utf8');
      t.output += text;
      t.pending = t.pending.then(() => new Promise<void>((resolve) => t.term.write(text, resolve)));
    });
    return t;
  }

  screen(): string {
    const buf = this.term.buffer.active;
    const lines: string[] = [];
    for (let y = 0; y < this.term.rows; y++) lines.push(buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  async type(...keys: string[]): Promise<void> {
    for (const k of keys) {
      this.channel!.write(k);
      await sleep(30);
    }
  }

  /** Writes at once, without the pause `type` leaves between keys (a flood). */
  send(data: string): void {
    this.channel!.write(data);
  }

  waitFor(check: string | RegExp | ((screen: string) => boolean), timeoutMs = 20_000): Promise<string> {
    return waitForScreen(
      () => this.screen(),
      () => this.pending,
      check,
      timeoutMs,
    );
  }

  /** Waits until the server's output (all of it) holds `text`. */
  async waitForOutput(text: string, timeoutMs = 20_000): Promise<void> {
    const start = Date.now();
    while (!this.output.includes(text)) {
      if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for output ${text}; got:\n${this.output.slice(-500)}`);
      await sleep(25);
    }
  }

  resize(cols: number, rows: number): void {
    this.term.resize(cols, rows);
    this.channel!.setWindow(rows, cols, 0, 0);
  }

  /** Drops the connection (as a closed laptop would). */
  drop(): void {
    this.client.end();
  }
}

/**
 * Presses `key` until the screen passes `check`: an end screen ignores keys for a moment after it
 * first appears (a hurried key must not act on it), so a key typed then is typed again. Only for
 * keys that do nothing on the screen that follows.
 */
export async function pressUntil(t: SshTerminal, key: string, check: (screen: string) => boolean): Promise<string> {
  for (let i = 0; ; i++) {
    if (check(t.screen())) return t.screen();
    await t.type(key);
    try {
      return await t.waitFor(check, 3000);
    } catch (e) {
      if (i >= 10) throw e;
    }
  }
}

/** The number key of the menu row that holds `text` (the menu numbers its first nine rows). */
export function menuKey(screen: string, text: string): string {
  const row = screen.split('\n').find((l) => l.includes(text) && /^\s*[1-9]\s\s/.test(l));
  if (!row) throw new Error(`no numbered menu row holds ${JSON.stringify(text)} in:\n${screen}`);
  return row.trim()[0];
}

/** Every file under `dir`. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** The lines a session said after `from` (an offset in its output), CR LF taken off. */
export const linesAfter = (t: SshTerminal, from: number): string[] => t.output.slice(from).split(/\r?\n/);

/** Waits until a line said after `from` matches (a string: the whole line), and gives it. */
export async function heard(t: SshTerminal, from: number, pattern: RegExp | string): Promise<string> {
  const test = (l: string): boolean => (typeof pattern === 'string' ? l === pattern : pattern.test(l));
  await pollUntil(`a line ${String(pattern)}; heard:\n${t.output.slice(from).slice(-800)}`, () => linesAfter(t, from).some(test));
  return linesAfter(t, from).find(test) ?? '';
}
