// What every screen of an SSH session reaches: the session's context from the front (the game
// server beside it, its accounts, hints and lists), the session's own terminal (and whether it is
// gone), and the player's choices so far (language, theme, the screen-reader mode).
import type { ServerAddress } from '../../net/client/address.js';
import type { SshSession } from '../../net/ssh/ssh-server.js';
import type { SessionScreen, UiChoice } from '../../ui/shared/run-screen.js';
import type { Lang } from '../../text/lang.js';
import type { LineStreams } from '../../ui/shared/line-session.js';
import type { HintPool, SessionHintDesk } from './hint-pool.js';
import type { ServedGame } from './served-games.js';
import type { Prover } from '../../net/accounts/account-client.js';
import type { AccountService } from '../../net/accounts/account-service.js';
import type { KeyVouchers } from '../../net/ssh/ssh-vouchers.js';
import type { DailyResults } from '../../net/daily/daily-results.js';
import type { SessionDaily } from './ssh-daily.js';
import type { SshFinishedSource, SshTablesSource } from './ssh-tables.js';
import type { Ladder } from '../../net/ladder/ladder.js';
import type { TeamEvents } from '../../net/events/team-events.js';
import type { PuzzleCrowd } from '../../net/puzzles/puzzle-crowd.js';

export interface SshSessionContext {
  dataDir: string;
  /** The game server of this process, as the SSH front reaches it. */
  server: ServerAddress;
  /** The game server's address as players elsewhere reach it (for `join ADDRESS/CODE`). */
  publicServer: string;
  /** `ssh -p PORT HOST`, for the line that brings a player back to a table. */
  sshCommand: string;
  bridgeSecret: string;
  /** The bots' pause at the sessions' tables (unset: the game server's). */
  botDelayMs?: number;
  /** The seed of every new game (tests fix the deals); unset: each game draws its own. */
  seed?: string;
  /** Where the sessions' hints are worked out, off the message loop. */
  hints: HintPool;
  /** The game server's accounts (serve keeps them): a session's key is its player's account. */
  accounts?: AccountService;
  /** The front's vouchers for its sessions' keys, read by the game server beside it. */
  vouchers?: KeyVouchers;
  /** The game server's daily field: a session's finished daily game is sent to it (ssh-daily.ts). */
  daily?: DailyResults;
  /** The game server's list of an account's turn-based tables (ssh-tables.ts: the adapter). */
  myTables?: SshTablesSource;
  /** The game server's end of an account's finished turn-based table (Your tables shows it; ssh-tables.ts). */
  finishedTables?: SshFinishedSource;
  /** How often the menu asks how many tables wait for the player's move (tests: shorter). */
  turnsRefreshMs?: number;
  /** The game server's Thronfolge ladder: the menu's Ladder shows it, read in-process (ssh-ladder.ts). */
  ladder?: Ladder;
  /** The game server's weekly team events: the menu's row shows the week and plays it (ssh-event.ts). */
  events?: TeamEvents;
  /** The game server's puzzles' crowd: the menu's row plays the day's puzzle, its first try counted in-process (ssh-puzzle.ts). */
  puzzles?: PuzzleCrowd;
}

/** The session's screen for the entries, and whether the session is gone. */
export interface SessionPlace extends SessionScreen {
  gone(): boolean;
  /** The session's terminal as the screen-reader mode's lines read and write it. */
  lines: LineStreams;
}

export function sessionPlace(session: SshSession): SessionPlace {
  const listeners = new Set<() => void>();
  let gone = false;
  session.onClose(() => {
    gone = true;
    for (const listener of [...listeners]) listener();
  });
  return {
    stdin: session.terminal.stdin,
    stdout: session.terminal.stdout,
    lines: { input: session.terminal.stdin, output: session.terminal.stdout },
    // The client's TERM (and what else it sent): which notification its terminal shows.
    env: session.env,
    gone: () => gone,
    onGone(listener) {
      if (gone) {
        queueMicrotask(listener);
        return () => {};
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface At {
  place: SessionPlace;
  env: NodeJS.ProcessEnv | null;
  name: string;
  server: ServerAddress;
  ctx: SshSessionContext;
  games: readonly ServedGame[];
  hints: SessionHintDesk;
  lang(): Lang;
  /** The client asked for the screen-reader mode (its environment): lines where there are lines. */
  screenReader: boolean;
  /** The display choices of the session's screens: its language and the theme chosen at the menu. */
  ui(): UiChoice;
  /** The session's key at each join, on a server with accounts. */
  prove?: Prover;
  /** Where the session's daily games go: the account's, on a server with a daily field. */
  daily?: SessionDaily;
  /** The day's field after the daily game sent last, until the menu shows it. */
  field: string | null;
  /** The week's team event the menu's row read, until the menu shows it. */
  eventWeek: { text: string; counts: readonly number[] } | null;
}
