// The SSH front of a server process (ssh2): anyone may log in under any name — a guest, or, when
// the client offers a public key and proves it holds it, the player that key names. Each
// connection gets at most one session, a pty channel that the caller turns into a game terminal.
// The raw TCP listener is ours, so connections still logging in are counted and timed before
// ssh2 sees a byte of them: a storm of stalled or broken handshakes from one address fills that
// address's allowance, never the server's.
import { createHash } from 'node:crypto';
import { type Server as TcpServer, type Socket, createServer } from 'node:net';
import ssh2, { type AuthContext, type Connection, type ServerChannel, type Session } from 'ssh2';
import { plainAddress } from '../client-address.js';
import { DEFAULT_SSH_LIMITS, OpenCounts, type SshLimits, idleWarningSeconds } from './ssh-limits.js';
import { type SessionTerminal, sessionTerminal } from './terminal.js';

/** Who is at the other end. */
// ssh2 is CommonJS: its parts come from the default export.
const { Server, utils } = ssh2;

export interface SshPlayer {
  address: string;
  /** The login name the client sent (anything; shown as the player's name). */
  user: string;
  /** SHA-256 (hex) of the public key the client proved, or null for a guest. */
  keyId: string | null;
}

/** What the front tells a client in words the caller chooses (the session's language). */
export type SshNotice =
  | { code: 'sessionQuota'; limit: number }
  | { code: 'serverFull' }
  | { code: 'needsTerminal'; command: string | null }
  | { code: 'idleWarning'; seconds: number }
  | { code: 'idleClosed' };

export interface SshSession {
  player: SshPlayer;
  terminal: SessionTerminal;
  /** Environment variables the client sent (LANG, LC_ALL …). */
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

export interface SshServerOptions {
  port: number;
  host: string;
  hostKey: string;
  limits?: Partial<SshLimits>;
  onSession(session: SshSession): void;
  /** The words of a notice, in the language the client's environment asks for. */
  say(notice: SshNotice, env: Readonly<Record<string, string>>): string;
  logEvent?(event: SshEvent): void;
}

export interface SshFront {
  port: number;
  /** Logged-in sessions open now. */
  sessions(): number;
  close(): Promise<void>;
}

/** Names the environment may carry that a session uses; everything else a client sends is ignored. */
const ENV_KEPT = new Set(['LANG', 'LC_ALL', 'LC_MESSAGES', 'LANGUAGE']);
const ENV_VALUE = /^[A-Za-z0-9_.@:-]{1,64}$/;

/** Is `ctx` a public key the client has signed with? (A key offered without a signature is only a question.) */
function provenKey(ctx: AuthContext): 'query' | 'proven' | 'bad' {
  if (ctx.method !== 'publickey') return 'bad';
  const key = utils.parseKey(ctx.key.data);
  if (key instanceof Error || key.getPublicSSH().length === 0) return 'bad';
  if (!ctx.signature || !ctx.blob) return 'query';
  return key.verify(ctx.blob, ctx.signature, ctx.hashAlgo as never) === true ? 'proven' : 'bad';
}

const keyIdOf = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export async function startSshServer(o: SshServerOptions): Promise<SshFront> {
  const limits: SshLimits = { ...DEFAULT_SSH_LIMITS, ...o.limits };
  const logEvent = o.logEvent ?? (() => {});
  const pending = new OpenCounts(limits.pendingPerAddress, limits.pendingTotal);
  const sessions = new OpenCounts(limits.sessionsPerAddress, limits.sessionsTotal);
  const sockets = new Set<Socket>();
  const ssh = new Server({ hostKeys: [o.hostKey], ident: 'card-tables' }, (client, info) => onClient(client, info.ip, info.port));

  /** The TCP socket of each ssh2 connection (by the peer's address and port), for the login deadline. */
  const loggingIn = new Map<string, { socket: Socket; loggedIn(): void }>();

  const tcp: TcpServer = createServer((socket) => {
    const address = plainAddress(socket.remoteAddress ?? 'unknown');
    if (!pending.open(address)) {
      logEvent({ event: 'sshRefused', address, why: pending.full(address) === 'address' ? 'pendingPerAddress' : 'pendingTotal' });
      return void socket.destroy();
    }
    sockets.add(socket);
    // Keys and frames go out as they come: a game is typed one key at a time.
    socket.setNoDelay(true);
    let counted = true;
    const release = (): void => {
      if (!counted) return;
      counted = false;
      pending.close(address);
    };
    const deadline = setTimeout(() => socket.destroy(), limits.loginSeconds * 1000);
    const key = `${socket.remoteAddress}:${socket.remotePort}`;
    loggingIn.set(key, {
      socket,
      loggedIn() {
        clearTimeout(deadline);
        release();
        loggingIn.delete(key);
      },
    });
    socket.once('close', () => {
      clearTimeout(deadline);
      release();
      loggingIn.delete(key);
      sockets.delete(socket);
    });
    // A peer that stops reading cannot make us keep its output.
    socket.on('error', () => socket.destroy());
    ssh.injectSocket(socket);
  });

  function onClient(client: Connection, ip: string, port: number): void {
    const address = plainAddress(ip ?? 'unknown');
    const entry = loggingIn.get(`${ip}:${port}`);
    // A client that stops reading is cut off at once: what it left unread is dropped with its socket.
    const cutOff = (): void => void (entry ? entry.socket.destroy() : client.end());
    let failures = 0;
    let player: SshPlayer | null = null;
    let sessionCounted = false;
    let opened = false;
    client.on('error', () => {});
    client.on('authentication', (ctx) => {
      const fail = (): void => {
        failures++;
        if (failures >= limits.authAttempts) {
          logEvent({ event: 'sshRefused', address, why: 'authAttempts' });
          return void client.end();
        }
        ctx.reject(['publickey', 'keyboard-interactive', 'password']);
      };
      // No password is needed, but "none" is refused at first so that a client offers its key (its identity).
      if (ctx.method === 'none') return fail();
      if (ctx.method === 'publickey') {
        const check = provenKey(ctx);
        if (check === 'bad') return fail();
        if (check === 'query') return ctx.accept();
        player = { address, user: ctx.username, keyId: keyIdOf(ctx.key.data) };
        return ctx.accept();
      }
      if (ctx.method === 'keyboard-interactive' || ctx.method === 'password') {
        player = { address, user: ctx.username, keyId: null };
        return ctx.accept();
      }
      fail();
    });
    client.on('ready', () => {
      entry?.loggedIn();
      sessionCounted = player !== null && sessions.open(address);
      logEvent({ event: 'sshConnected', address, key: player?.keyId != null });
    });
    client.on('close', () => {
      if (sessionCounted) sessions.close(address);
      sessionCounted = false;
    });
    client.on('session', (accept, reject) => {
      if (opened || !player) return reject();
      opened = true;
      // Nothing but the one session: a second channel is refused before it is made.
      (client as unknown as { noMoreSessions: boolean }).noMoreSessions = true;
      openSession(client, accept(), player, sessionCounted, cutOff);
    });
  }

  function openSession(client: Connection, session: Session, player: SshPlayer, allowed: boolean, cutOff: () => void): void {
    const env: Record<string, string> = {};
    let pty: { cols: number; rows: number } | null = null;
    let started = false;
    let terminal: SessionTerminal | null = null;
    session.on('env', (accept, _reject, info) => {
      if (ENV_KEPT.has(info.key) && ENV_VALUE.test(info.val)) env[info.key] = info.val;
      accept?.();
    });
    session.on('pty', (accept, _reject, info) => {
      pty = { cols: info.cols, rows: info.rows };
      accept?.();
    });
    session.on('window-change', (accept, _reject, info) => {
      accept?.();
      if (pty) pty = { cols: info.cols, rows: info.rows };
      if (terminal && pty) terminal.resize(pty.cols, pty.rows);
    });
    const start = (channel: ServerChannel, command: string | null): void => {
      if (started) return void channel.close();
      started = true;
      // The last words, the exit status, and the connection closed (one session per connection).
      const finish = (code: number, text: string): void => {
        channel.write(text.replace(/\r?\n/g, '\r\n'));
        channel.exit(code);
        channel.end();
        client.end();
      };
      if (!allowed) {
        const full = sessions.full(player.address);
        logEvent({ event: 'sshRefused', address: player.address, why: full === 'address' ? 'sessionsPerAddress' : 'sessionsTotal' });
        return finish(1, o.say(full === 'address' ? { code: 'sessionQuota', limit: limits.sessionsPerAddress } : { code: 'serverFull' }, env) + '\n');
      }
      if (!pty) return finish(1, o.say({ code: 'needsTerminal', command }, env) + '\n');
      terminal = sessionTerminal(channel, pty.cols, pty.rows, () => {
        logEvent({ event: 'sshClosed', address: player.address, why: 'unreadOutput' });
        cutOff();
      });
      const closers: (() => void)[] = [];
      let closed = false;
      const closeOnce = (): void => {
        if (closed) return;
        closed = true;
        idle.stop();
        terminal!.detach();
        for (const listener of closers) listener();
        logEvent({ event: 'sshClosed', address: player.address });
      };
      const idle = idleClock(limits.idleSeconds, terminal, {
        warn: (seconds) => o.say({ code: 'idleWarning', seconds }, env),
        close: () => {
          if (closed) return;
          const text = o.say({ code: 'idleClosed' }, env);
          closeOnce();
          finish(0, `\u001b[2J\u001b[H\u001b[?25h\u001b[?1049l${text}\n`);
        },
      });
      channel.on('close', closeOnce);
      client.on('close', closeOnce);
      logEvent({ event: 'sshSession', address: player.address, key: player.keyId !== null });
      o.onSession({
        player,
        terminal,
        env,
        command,
        end(code = 0, text = '') {
          closeOnce();
          finish(code, text);
        },
        onClose: (listener) => void closers.push(listener),
      });
    };
    session.on('shell', (accept) => start(accept(), null));
    session.on('exec', (accept, _reject, info) => start(accept(), info.command));
    // Subsystems (sftp …) and the rest are refused.
    session.on('subsystem', (_accept, reject) => reject());
  }

  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(o.port, o.host, () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  const address = tcp.address();
  return {
    port: typeof address === 'object' && address ? address.port : o.port,
    sessions: () => sessions.total,
    async close() {
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

/** The idle clock of a session: every key restarts it; a warning comes first, then the close. */
function idleClock(idleSeconds: number, terminal: SessionTerminal, on: { warn: (seconds: number) => string; close: () => void }): { stop(): void } {
  const warningSeconds = idleWarningSeconds(idleSeconds);
  let warnTimer: NodeJS.Timeout | undefined;
  let closeTimer: NodeJS.Timeout | undefined;
  let warned = false;
  const arm = (): void => {
    clearTimeout(warnTimer);
    clearTimeout(closeTimer);
    if (warned) {
      warned = false;
      // The warning's row may lie below the app's frame, where no frame of the app reaches:
      // blank it, then have the app draw its frame again over what the warning covered.
      terminal.stdout.write(`\u001b7\u001b[${terminal.stdout.rows};1H\u001b[2K\u001b8`);
      terminal.repaint();
    }
    warnTimer = setTimeout(() => {
      warned = true;
      const { rows } = terminal.stdout;
      // On the last row, over whatever the app drew there, in reverse video.
      terminal.stdout.write(`\u001b7\u001b[${rows};1H\u001b[2K\u001b[7m ${on.warn(warningSeconds)} \u001b[0m\u001b8`);
    }, (idleSeconds - warningSeconds) * 1000);
    closeTimer = setTimeout(on.close, idleSeconds * 1000);
  };
  terminal.onKey(arm);
  arm();
  return {
    stop() {
      clearTimeout(warnTimer);
      clearTimeout(closeTimer);
    },
  };
}
