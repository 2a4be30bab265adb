// The SSH front of a server process (ssh2): anyone may log in under any name — a guest, or, when
// the client offers a public key and proves it holds it, the player that key names. Each
// connection gets at most one session, a pty channel that the caller turns into a game terminal.
// The raw TCP listener is ours, so every connection is counted and timed from the moment it
// connects, before ssh2 sees a byte of it: it holds a place among those not yet in a session
// (per address, and shared fairly in all) with a deadline to log in and then one to open its
// session; a storm of stalled handshakes or of silent logins from one address fills that
// address's share, never the server's.
import { type Server as TcpServer, type Socket, createServer } from 'node:net';
import ssh2, { type Connection, type ServerChannel, type Session } from 'ssh2';
import { printable } from '../../core/printable.js';
import { addressKey } from '../http/address-prefix.js';
import { plainAddress } from '../http/client-address.js';
import { DEFAULT_SSH_LIMITS, FairShares, OpenCounts, type SshLimits } from './ssh-limits.js';
import { type SessionTerminal, rendersAllowance, sessionTerminal } from './terminal.js';

import { ENV_KEPT, ENV_VALUE, CLOSE_GRACE_MS, FINISH_WAIT_MS, accountKeyOf, fingerprintOfKey, keyIdOf, provenKey } from './ssh-keys.js';
import { idleClock } from './idle-clock.js';
import type { SshFront, SshPlayer, SshServerOptions, Waiting } from './ssh-types.js';

// ssh2 is CommonJS: its parts come from the default export.
const { Server } = ssh2;

export type { SshBans, SshEvent, SshFront, SshNotice, SshPlayer, SshServerOptions, SshSession } from './ssh-types.js';

export async function startSshServer(o: SshServerOptions): Promise<SshFront> {
  const limits: SshLimits = { ...DEFAULT_SSH_LIMITS, ...o.limits };
  const logEvent = o.logEvent ?? (() => {});
  const waiting = new FairShares(limits.pendingPerAddress, limits.pendingTotal);
  const sessions = new OpenCounts(limits.sessionsPerAddress, limits.sessionsTotal);
  // The renders an address's sessions may cause, shared by them (terminal.ts), while any is open.
  const renders = new Map<string, { allowance: ReturnType<typeof rendersAllowance>; open: number }>();
  const rendersOf = (key: string): { allowance: ReturnType<typeof rendersAllowance>; open: number } => {
    const held = renders.get(key) ?? { allowance: rendersAllowance(), open: 0 };
    renders.set(key, held);
    return held;
  };
  const sockets = new Set<Socket>();
  const ssh = new Server({ hostKeys: [o.hostKey], ident: 'card-tables' }, (client, info) => onClient(client, info.ip, info.port));

  /** Each connection ssh2 has not yet handed to onClient, by the peer's address and port. */
  const connecting = new Map<string, Waiting>();
  /** Every connection handed to onClient: its address, the key it logged in with, and its socket (a ban cuts it off). */
  const live = new Map<Connection, { address: string; fingerprint: string | null; socket: Socket }>();
  // A ban closes the connections it catches that are already open (their tables' seats close on the net server's own sweep).
  const stopSweeping = o.bans?.onRead?.(() => {
    for (const c of live.values()) {
      if (!o.bans?.isBanned({ address: c.address, ...(c.fingerprint !== null && { key: c.fingerprint }) })) continue;
      logEvent({ event: 'sshClosed', address: c.address, why: 'banned' });
      c.socket.destroy();
    }
  });

  const tcp: TcpServer = createServer((socket) => {
    const address = plainAddress(socket.remoteAddress ?? 'unknown');
    // Before it holds anything: not a place among the waiting, not a byte read.
    if (o.bans?.isAddressBanned(address)) {
      logEvent({ event: 'sshRefused', address, why: 'banned' });
      return void socket.destroy();
    }
    const place = waiting.take(addressKey(address), () => {
      // Its place went to an address holding fewer (a refusal, so the front's log throttles it).
      logEvent({ event: 'sshRefused', address, why: 'fairShare' });
      socket.destroy();
    });
    if (typeof place === 'string') {
      logEvent({ event: 'sshRefused', address, why: place === 'address' ? 'pendingPerAddress' : 'pendingTotal' });
      return void socket.destroy();
    }
    sockets.add(socket);
    // Keys and frames go out as they come: a game is typed one key at a time.
    socket.setNoDelay(true);
    let deadline = setTimeout(() => socket.destroy(), limits.loginSeconds * 1000);
    const key = `${socket.remoteAddress}:${socket.remotePort}`;
    connecting.set(key, {
      socket,
      loggedIn(seconds) {
        clearTimeout(deadline);
        deadline = setTimeout(() => {
          logEvent({ event: 'sshClosed', address, why: 'noSession' });
          socket.destroy();
        }, seconds * 1000);
      },
      started() {
        clearTimeout(deadline);
        place.release();
      },
    });
    socket.once('close', () => {
      clearTimeout(deadline);
      place.release();
      connecting.delete(key);
      sockets.delete(socket);
    });
    // A peer that stops reading cannot make us keep its output.
    socket.on('error', () => socket.destroy());
    ssh.injectSocket(socket);
  });

  function onClient(client: Connection, ip: string, port: number): void {
    const address = plainAddress(ip ?? 'unknown');
    const entry = connecting.get(`${ip}:${port}`);
    connecting.delete(`${ip}:${port}`);
    client.on('error', () => {});
    // Every connection comes through our listener; one that did not is not counted, so not served.
    if (!entry) return void client.end();
    const known = { address, fingerprint: null as string | null, socket: entry.socket };
    live.set(client, known);
    entry.socket.once('close', () => live.delete(client));
    // A client that stops reading is cut off at once: what it left unread is dropped with its socket.
    const cutOff = (): void => void entry.socket.destroy();
    let failures = 0;
    let player: SshPlayer | null = null;
    let sessionCounted = false;
    let opened = false;
    let loginAt = 0;
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
        if (o.bans?.isKeyBanned(fingerprintOfKey(ctx.key.data))) {
          logEvent({ event: 'sshRefused', address, why: 'bannedKey' });
          return void client.end();
        }
        player = { address, user: ctx.username, keyId: keyIdOf(ctx.key.data), key: accountKeyOf(ctx.key.algo, ctx.key.data) };
        known.fingerprint = player.key?.fingerprint ?? null;
        return ctx.accept();
      }
      if (ctx.method === 'keyboard-interactive' || ctx.method === 'password') {
        player = { address, user: ctx.username, keyId: null };
        return ctx.accept();
      }
      fail();
    });
    client.on('ready', () => {
      // The idle clock starts here: a connection that opens no session is closed at the sooner of
      // the two deadlines. Its session slot is taken when the session opens, so silent logins
      // hold none; one that finds none free is told so then, in its own language (its
      // environment comes with the session).
      loginAt = Date.now();
      entry.loggedIn(Math.min(limits.sessionOpenSeconds, limits.idleSeconds));
      logEvent({ event: 'sshConnected', address, key: player?.keyId != null });
    });
    client.on('close', () => {
      if (sessionCounted) sessions.close(addressKey(address));
      sessionCounted = false;
    });
    client.on('session', (accept, reject) => {
      if (opened || !player) return reject();
      opened = true;
      // Nothing but the one session: a second channel is refused before it is made.
      (client as unknown as { noMoreSessions: boolean }).noMoreSessions = true;
      const takeSlot = (): 'address' | 'total' | null => {
        const key = addressKey(address);
        if (!sessions.open(key)) return sessions.full(key) ?? 'total';
        sessionCounted = true;
        return null;
      };
      openSession(client, accept(), { player, takeSlot, loginAt, started: entry.started, cutOff });
    });
  }

  interface Opening {
    player: SshPlayer;
    /** Takes this connection's session slot; or the limit that is full. */
    takeSlot(): 'address' | 'total' | null;
    /** When the connection logged in (Date.now()): the idle clock runs from there. */
    loginAt: number;
    /** The session is open: the connection's place among those waiting is given up. */
    started(): void;
    cutOff(): void;
  }

  function openSession(client: Connection, session: Session, { player, takeSlot, loginAt, started: opened, cutOff }: Opening): void {
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
      // The client's terminal type: which notification it shows (ui/shared/terminal-notify.ts).
      if (ENV_VALUE.test(info.term)) env.TERM = info.term;
      accept?.();
    });
    session.on('window-change', (accept, _reject, info) => {
      accept?.();
      if (pty) pty = { cols: info.cols, rows: info.rows };
      if (terminal && pty) terminal.resize(pty.cols, pty.rows);
    });
    // One session per connection: when it is over, so is the connection (a peer that does not
    // close its end is cut off soon after).
    let ending = false;
    const endConnection = (): void => {
      if (ending) return;
      ending = true;
      client.end();
      setTimeout(cutOff, CLOSE_GRACE_MS).unref();
    };
    const start = (channel: ServerChannel, command: string | null): void => {
      if (started) return void channel.close();
      started = true;
      // The last words, the exit status, and the connection closed.
      // The connection ends once the client has closed the channel (channel 'close' below), not at
      // once: OpenSSH drops channel data that arrives in the same read as a disconnect, so ending
      // here would lose the last words. A client that never closes is ended after a moment.
      const finish = (code: number, text: string): void => {
        channel.write(text.replace(/\r?\n/g, '\r\n'));
        channel.exit(code);
        channel.end();
        setTimeout(endConnection, FINISH_WAIT_MS).unref();
      };
      // A connection told no stays counted among those waiting (and timed) until it is gone.
      const full = takeSlot();
      if (full) {
        logEvent({ event: 'sshRefused', address: player.address, why: full === 'address' ? 'sessionsPerAddress' : 'sessionsTotal' });
        return finish(1, o.say(full === 'address' ? { code: 'sessionQuota', limit: limits.sessionsPerAddress } : { code: 'serverFull' }, env) + '\n');
      }
      // The command is the client's text: shown escaped (and cut), never obeyed by its terminal.
      if (!pty) return finish(1, o.say({ code: 'needsTerminal', command: command === null ? null : printable(Array.from(command).slice(0, 60).join('')) }, env) + '\n');
      opened();
      const addressRenders = rendersOf(addressKey(player.address));
      addressRenders.open++;
      terminal = sessionTerminal(
        channel,
        pty.cols,
        pty.rows,
        () => {
          logEvent({ event: 'sshClosed', address: player.address, why: 'unreadOutput' });
          cutOff();
        },
        addressRenders.allowance,
      );
      const closers: (() => void)[] = [];
      let closed = false;
      const closeOnce = (): void => {
        if (closed) return;
        closed = true;
        idle.stop();
        terminal!.detach();
        if (--addressRenders.open === 0) renders.delete(addressKey(player.address));
        for (const listener of closers) listener();
        logEvent({ event: 'sshClosed', address: player.address });
      };
      const idle = idleClock(limits.idleSeconds, loginAt, terminal, {
        warn: (seconds) => o.say({ code: 'idleWarning', seconds }, env),
        close: () => {
          if (closed) return;
          const text = o.say({ code: 'idleClosed' }, env);
          closeOnce();
          finish(0, `\u001b[2J\u001b[H\u001b[?25h\u001b[?1049l${text}\n`);
        },
      });
      channel.on('close', () => {
        closeOnce();
        endConnection();
      });
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
      stopSweeping?.();
      await new Promise<void>((resolve) => {
        tcp.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
