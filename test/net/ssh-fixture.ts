// The set-up every SSH test file shares: `serve --ssh` on free ports of 127.0.0.1 started before
// the file's tests, the sessions they open kept, and at the end each session dropped, what the
// file added to the tear-down undone, and the server stopped. Registered with vitest's hooks, so a
// test file says only which servers it wants.
import { afterAll, beforeAll } from 'vitest';
import { type SshOptions, type SshServe, SshTerminal, startSshServe } from './ssh-helpers.js';

export interface SshServeConfig {
  /** More `serve` arguments (`--ssh-seed`, limits). */
  args?: string[];
  env?: Record<string, string>;
}

export interface SshFixture {
  /** The server; read it inside a test or a hook (it is started in beforeAll). */
  readonly serve: SshServe;
  /** Opens a session on this server, dropped at the end of the file. */
  connect(o?: SshOptions): Promise<SshTerminal>;
  /** Keeps a session opened some other way, so that it is dropped at the end of the file. */
  keep(t: SshTerminal): SshTerminal;
}

/** A fixture per config, started at once in one beforeAll and stopped together in one afterAll. */
export function useSshServes(configs: SshServeConfig[], tearDown?: () => unknown): SshFixture[] {
  const started: (SshServe | undefined)[] = configs.map(() => undefined);
  const open: SshTerminal[] = [];
  const keep = (t: SshTerminal): SshTerminal => {
    open.push(t);
    return t;
  };
  beforeAll(async () => {
    const serves = await Promise.all(configs.map((c) => startSshServe(c.args, c.env)));
    serves.forEach((s, i) => (started[i] = s));
  });
  afterAll(async () => {
    for (const t of open) t.drop();
    await tearDown?.();
    await Promise.all(started.flatMap((s) => (s ? [s.stop()] : [])));
  });
  return configs.map((_, i) => {
    const serveOf = (): SshServe => {
      const s = started[i];
      if (!s) throw new Error('the SSH server is started in beforeAll: read it inside a test');
      return s;
    };
    return {
      get serve() {
        return serveOf();
      },
      connect: async (o: SshOptions = {}) => keep(await SshTerminal.open(serveOf().ssh, o)),
      keep,
    };
  });
}

/**
 * One server for the file. `tearDown` runs after its sessions are dropped and before it stops
 * (the file's own clients, scripts or folders).
 */
export function useSshServe(config: SshServeConfig = {}, tearDown?: () => unknown): SshFixture {
  return useSshServes([config], tearDown)[0];
}
