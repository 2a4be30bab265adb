// `serve --ssh PORT`: the SSH front beside the game server. The host key is made on first start
// in the data folder; every session runs the menu (ssh-session.ts); the front's notices are in
// the language the client's environment asks for.
import { randomBytes } from 'node:crypto';
import type { AccountService } from '../../net/accounts/account-service.js';
import type { Bridge } from '../../net/http/client-address.js';
import { PerMinuteQuota } from '../../net/http/quotas.js';
import { KeyVouchers } from '../../net/ssh/ssh-vouchers.js';
import type { DailyResults } from '../../net/daily/daily-results.js';
import type { SshFinishedSource, SshTablesSource } from './ssh-tables.js';
import type { Ladder } from '../../net/ladder/ladder.js';
import type { PuzzleCrowd } from '../../net/puzzles/puzzle-crowd.js';
import type { TeamEvents } from '../../net/events/team-events.js';
import { loadOrCreateHostKey } from '../../net/ssh/host-key.js';
import { DEFAULT_SSH_LIMITS, type SshLimits } from '../../net/ssh/ssh-limits.js';
import { type SshBans, type SshEvent, type SshNotice, startSshServer } from '../../net/ssh/ssh-server.js';
import { sshTexts } from '../../ui/ssh/entry.js';
import { resolveLang } from '../../text/lang.js';
import { startHintPool } from './hint-pool.js';
import { warmDailySeeds } from './served-games.js';
import { runSshSession } from './ssh-session.js';

export interface SshFrontOptions {
  port: number;
  listen: string;
  dataDir: string;
  /** The game server's port in this process. */
  gamePort: number;
  /** How players elsewhere reach this machine (host part of the printed addresses). */
  publicHost: string;
  bridge: Bridge;
  limits: Partial<SshLimits>;
  /** The bots' pause at the sessions' tables (unset: the game server's). */
  botDelayMs?: number;
  /** The seed of every new game (tests); unset: each game draws its own. */
  seed?: string;
  logEvent(event: SshEvent): void;
  /** The game server's bans (its database's), checked at every connection. */
  bans?: SshBans;
  /** The game server's accounts: each session's key is an account (its vouchers are the bridge's). */
  accounts?: AccountService;
  /** The game server's daily field: a session's finished daily game is sent to it in-process. */
  daily?: DailyResults;
  /** The game server's list of an account's turn-based tables ("Your tables"; see ssh-tables.ts). */
  myTables?: SshTablesSource;
  /** The game server's end of an account's finished turn-based table (`…/tables/result`'s answer; see ssh-tables.ts). */
  finishedTables?: SshFinishedSource;
  /** The game server's Thronfolge ladder: the menu's Ladder reads it in-process (ssh-ladder.ts). */
  ladder?: Ladder;
  /** The game server's weekly team events: the menu's row reads the week in-process (ssh-event.ts). */
  events?: TeamEvents;
  /** The game server's puzzles' crowd: the menu's row plays the day's puzzle, counted in-process (ssh-puzzle.ts). */
  puzzles?: PuzzleCrowd;
}

export interface SshFrontInfo {
  port: number;
  fingerprint: string;
  hostKeyPath: string;
  sessions(): number;
  close(): Promise<void>;
}

/** The address the SSH front reaches the game server at, and connects from (the bridge's peer). */
export const bridgePeerFor = (listen: string): string => (listen === '0.0.0.0' || listen === '::' ? '127.0.0.1' : listen);

export const newBridge = (listen: string): Bridge => ({ peer: bridgePeerFor(listen), secret: randomBytes(32).toString('base64url'), vouchers: new KeyVouchers() });

function noticeText(notice: SshNotice, env: Readonly<Record<string, string>>): string {
  const t = sshTexts(resolveLang(undefined, env));
  switch (notice.code) {
    case 'sessionQuota':
      return t.sessionQuota(notice.limit);
    case 'serverFull':
      return t.serverFull;
    case 'needsTerminal':
      return t.needsTerminal(notice.command);
    case 'idleWarning':
      return t.idleWarning(notice.seconds);
    case 'idleClosed':
      return t.idleClosed;
  }
}

export async function startSshFront(o: SshFrontOptions): Promise<SshFrontInfo> {
  const hostKey = loadOrCreateHostKey(o.dataDir);
  // Each session's Ink instance listens for the process's beforeExit while it is mounted.
  process.setMaxListeners(Math.max(process.getMaxListeners(), (o.limits.sessionsTotal ?? DEFAULT_SSH_LIMITS.sessionsTotal) + 20));
  const hostPart = o.bridge.peer.includes(':') ? `[${o.bridge.peer}]` : o.bridge.peer;
  // A storm of refusals writes one line per address and reason a minute.
  const logged = new PerMinuteQuota(1);
  // The sessions' hints are worked out on threads of their own, never on the message loop.
  const hints = startHintPool();
  const front = await startSshServer({
    port: o.port,
    host: o.listen,
    hostKey: hostKey.privateKey,
    limits: o.limits,
    say: noticeText,
    ...(o.bans && { bans: o.bans }),
    logEvent: (e) => {
      if (e.event !== 'sshRefused' || logged.take(`${e.address} ${e.why}`)) o.logEvent(e);
    },
    onSession: (session) => {
      void runSshSession(session, {
        dataDir: o.dataDir,
        server: { endpoint: `ws://${hostPart}:${o.gamePort}`, display: `${o.publicHost}:${o.gamePort}` },
        publicServer: `${o.publicHost}:${o.gamePort}`,
        sshCommand: `ssh -p ${front.port} ${o.publicHost}`,
        bridgeSecret: o.bridge.secret,
        botDelayMs: o.botDelayMs,
        seed: o.seed,
        hints,
        accounts: o.accounts,
        vouchers: o.bridge.vouchers,
        ...(o.daily && { daily: o.daily }),
        ...(o.myTables && { myTables: o.myTables }),
        ...(o.finishedTables && { finishedTables: o.finishedTables }),
        ...(o.ladder && { ladder: o.ladder }),
        ...(o.events && { events: o.events }),
        ...(o.puzzles && { puzzles: o.puzzles }),
      });
    },
  });
  void warmDailySeeds();
  const close = async (): Promise<void> => {
    await front.close();
    await hints.close();
  };
  return { port: front.port, fingerprint: hostKey.fingerprint, hostKeyPath: hostKey.path, sessions: front.sessions, close };
}
