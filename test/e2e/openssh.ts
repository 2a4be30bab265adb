// OpenSSH's own client as the tests run it, and a tmux pane to run it in as a person would: the
// options every such test passes (no config file, no host key to check or keep, errors only), and
// the pane's start, keys, screen and a wait for the screen a test expects.
import { execFileSync, spawnSync } from 'node:child_process';
import { sleep } from './terminal.js';

const has = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;

/** True when this machine has the tools (the tests that need them are skipped otherwise). */
export const hasTools = (...tools: string[]): boolean => tools.every(has);

/** `ssh -tt` to 127.0.0.1:`port` as `user`, with `options` (more -o pairs, -i KEY), and `command` when given. */
export function opensshArgs(port: number, user: string, options: string[] = [], command?: string): string[] {
  const base = ['-tt', '-F', '/dev/null', '-p', String(port), '-o', 'StrictHostKeyChecking=no', '-o', 'UserKnownHostsFile=/dev/null', '-o', 'LogLevel=ERROR'];
  return [...base, ...options, `${user}@127.0.0.1`, ...(command === undefined ? [] : [command])];
}

/** A detached tmux session of 80×24 (unless told) running `shell`; its screen, its keys and a wait. */
export function tmuxPane(session: string, shell: string, size = { columns: 80, rows: 24 }) {
  execFileSync('tmux', ['new-session', '-d', '-s', session, '-x', String(size.columns), '-y', String(size.rows), shell], { env: { ...process.env, TMUX: '' } });
  const capture = (): string => execFileSync('tmux', ['capture-pane', '-p', '-t', session], { encoding: 'utf8' });
  return {
    capture,
    keys: (...keys: string[]): void => void execFileSync('tmux', ['send-keys', '-t', session, ...keys]),
    /** The screen once `check` holds for it (polled; fails with the screen after `ms`). */
    async waitFor(check: (screen: string) => boolean, ms = 30_000): Promise<string> {
      const start = Date.now();
      for (;;) {
        const screen = capture();
        if (check(screen)) return screen;
        if (Date.now() - start > ms) throw new Error(`timed out; pane:\n${screen}`);
        await sleep(50);
      }
    },
    kill: (): void => void spawnSync('tmux', ['kill-session', '-t', session]),
  };
}
