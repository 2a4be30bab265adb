// What the SSH front and its callers say to each other: who is at the other end, the session a
// caller turns into a game terminal, the notices it words, the options and the front it gets back.
import type { Socket } from 'node:net';
import type { Connected } from '../operator/bans.js';
import type { SshLimits } from './ssh-limits.js';
import type { SessionTerminal } from './terminal.js';

/** Who is at the other end. */
export interface SshPlayer {
  address: string;
  /** The login name the client sent (anything; shown as the player's name). */
  user: string;
  /** SHA-256 (hex) of the public key the client proved, or null for a guest. */
  keyId: string | null;
  /** The key the client proved, as an account knows it (`SHA256:…` as OpenSSH prints it, and the public key's line); null for a guest. */
  key?: { fingerprint: string; publicKey: string } | null;
}

/** What the front tells a client in words the caller chooses (the session's language). */
export type SshNotice =
  { code: 'sessionQuota'; limit: number } | { code: 'serverFull' } | { code: 'needsTerminal'; command: string | null } | { code: 'idleWarning'; seconds: number } | { code: 'idleClosed' };

export interface SshSession {
  player: SshPlayer;
  terminal: SessionTerminal;
  /** Environment variables the client sent (LANG, LC_ALL …), and TERM from its pty request. */
  env: Readonly<Record<string, string>>;
  /** `ssh host COMMAND`: the command line, or null for a shell. */
  command: string | null;
  /** Ends the session: the text is the last thing written, then the channel closes. */
  end(code?: number, text?: string): void;
  /** Called once when the session is gone (ended by either side or by the connection). */
  onClose(listener: () => void): void;
}

export interface SshEvent {
  event: 'sshConnected' | 'sshRefused' | 'sshSession' | 'sshClosed';
  address: string;
  why?: string;
  key?: boolean;
}

/** A connection from TCP connect to its session: the login, then the session opened, each in time. */
export interface Waiting {
  socket: Socket;
  /** Logged in: the deadline to open a session starts (`seconds`). */
  loggedIn(seconds: number): void;
  /** The session is open: the connection leaves the waiting places and its deadline. */
  started(): void;
}

export interface SshServerOptions {
  port: number;
  host: string;
  hostKey: string;
  limits?: Partial<SshLimits>;
  onSession(session: SshSession): void;
  /** The words of a notice, in the language the client's environment asks for. */
  say(notice: SshNotice, env: Readonly<Record<string, string>>): string;
  logEvent?(event: SshEvent): void;
  /** The operator's bans (bans.ts): a banned address is cut off at connect, a banned key at its login. */
  bans?: SshBans;
}

export interface SshBans {
  isAddressBanned(address: string): boolean;
  /** A connection open already, by its address or the key it logged in with: the WebSocket side's check too (bans.ts). */
  isBanned(c: Connected): boolean;
  /** By the key's `SHA256:…` fingerprint, as OpenSSH prints it. */
  isKeyBanned(fingerprint: string): boolean;
  /** Runs `sweep` after a read that changed the bans: the connections already open are checked again. */
  onRead?(sweep: () => void): () => void;
}

export interface SshFront {
  port: number;
  /** Logged-in sessions open now. */
  sessions(): number;
  close(): Promise<void>;
}
