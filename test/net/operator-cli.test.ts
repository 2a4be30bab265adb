// The operator's command against a real `serve --ssh --operator-listen` process, with the token in
// both environments: an address banned is cut off by the SSH front at connect (and another
// address is not), a key banned is cut off at its login, a second process on the same database
// refuses the banned address within its refresh, and the command's bad input is one line and a
// non-zero exit.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { runBin } from '../cli/drive.js';
import { createBody, from, postJson } from './edge-helpers.js';
import { type NetProcess, runProgram } from './net-process.js';
import { type PlayerKey, newPlayerKey } from './ssh-helpers.js';

const { Client, utils } = ssh2;
const TOKEN = 'the-operator-token-of-this-test';
const dir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
let serve: NetProcess;
let ports: { game: number; ssh: number; operator: number };

beforeAll(async () => {
  serve = runProgram('regicide', ['serve', '--port', '0', '--ssh', '0', '--listen', '127.0.0.1', '--data', dir, '--operator-listen', '127.0.0.1:0'], { REGICIDE_OPERATOR_TOKEN: TOKEN });
  const listening = await serve.next();
  if (listening.event !== 'listening') throw new Error(`serve said ${JSON.stringify(listening)}`);
  ports = { game: listening.port, ssh: listening.ssh, operator: listening.operatorPort };
}, 30_000);
afterAll(async () => {
  serve?.kill('SIGTERM');
  await serve?.exit;
  rmSync(dir, { recursive: true, force: true });
});

const operator = (args: string[], token = TOKEN) => runBin('regicide', ['operator', ...args, '--operator', `127.0.0.1:${ports.operator}`], '', { REGICIDE_OPERATOR_TOKEN: token });

/** An SSH login from `localAddress` (127.0.0.x): 'ready', or 'cut' when the server ends it first. */
function sshLogin(localAddress: string, key?: PlayerKey): Promise<'ready' | 'cut'> {
  return new Promise((resolve) => {
    const client = new Client();
    const timer = setTimeout(() => finish('cut'), 10_000);
    const finish = (how: 'ready' | 'cut'): void => {
      clearTimeout(timer);
      client.end();
      resolve(how);
    };
    client.once('ready', () => finish('ready'));
    client.on('error', () => finish('cut'));
    client.once('close', () => finish('cut'));
    client.on('keyboard-interactive', (_n, _i, _l, _p, done) => done([]));
    client.connect({ host: '127.0.0.1', port: ports.ssh, username: 'tester', localAddress, readyTimeout: 10_000, ...(key ? { privateKey: key.privateKey } : { tryKeyboard: true }) });
  });
}

/**
 * An SSH session from `localAddress`, its shell open (the menu drawn): `closed` settles when the
 * server ends the connection (never by this side before the test's bound).
 */
function sshSession(localAddress: string, key?: PlayerKey): Promise<{ closed: Promise<'closed'>; end(): void }> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    const closed = new Promise<'closed'>((done) => client.once('close', () => done('closed')));
    client.on('error', () => {});
    client.on('keyboard-interactive', (_n, _i, _l, _p, done) => done([]));
    client.once('ready', () =>
      client.shell({ term: 'xterm-256color', cols: 100, rows: 30 }, (e, stream) => {
        if (e) return reject(e);
        stream.on('data', () => {});
        stream.stderr.on('data', () => {});
        resolve({ closed, end: () => client.end() });
      }),
    );
    void closed.then(() => reject(new Error('closed before its session opened')));
    client.connect({ host: '127.0.0.1', port: ports.ssh, username: 'tester', localAddress, readyTimeout: 10_000, ...(key ? { privateKey: key.privateKey } : { tryKeyboard: true }) });
  });
}

/** Settles with 'open' when `closed` has not settled within `ms`. */
const closedWithin = (closed: Promise<'closed'>, ms: number): Promise<'closed' | 'open'> => Promise.race([closed, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);

const fingerprintOf = (key: PlayerKey): string => {
  const parsed = utils.parseKey(key.privateKey);
  if (parsed instanceof Error) throw parsed;
  return `SHA256:${createHash('sha256').update(parsed.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
};

describe('the SSH front', () => {
  it('cuts off a banned address at connect, and no other', async () => {
    expect(await sshLogin('127.0.0.2')).toBe('ready');
    const ban = operator(['ban', '--address', '127.0.0.2', '--reason', 'flooding the menu']);
    expect(ban).toMatchObject({ code: 0, stdout: 'Banned the address 127.0.0.2: flooding the menu\n' });
    expect(await sshLogin('127.0.0.2')).toBe('cut');
    expect(await sshLogin('127.0.0.3')).toBe('ready');
    expect(operator(['unban', '--address', '127.0.0.2'])).toMatchObject({ code: 0 });
    expect(await sshLogin('127.0.0.2')).toBe('ready');
  });

  it('cuts off a banned key at its login', async () => {
    const key = newPlayerKey();
    expect(await sshLogin('127.0.0.4', key)).toBe('ready');
    expect(operator(['ban', '--key', fingerprintOf(key), '--reason', 'cheating'])).toMatchObject({ code: 0 });
    expect(await sshLogin('127.0.0.4', key)).toBe('cut');
    // The address itself is not banned: a guest from it logs in.
    expect(await sshLogin('127.0.0.4')).toBe('ready');
    expect(operator(['unban', '--key', fingerprintOf(key)])).toMatchObject({ code: 0 });
    expect(await sshLogin('127.0.0.4', key)).toBe('ready');
  });
});

describe('an SSH session already open', () => {
  // Without the front's sweep after each read of the bans, these sessions stay open.
  it('is closed when its address is banned, and no other', async () => {
    const banned = await sshSession('127.0.0.5');
    const bystander = await sshSession('127.0.0.6');
    expect(operator(['ban', '--address', '127.0.0.5', '--reason', 'abusing the menu'])).toMatchObject({ code: 0 });
    expect(await closedWithin(banned.closed, 10_000)).toBe('closed');
    expect(await closedWithin(bystander.closed, 300)).toBe('open');
    bystander.end();
    expect(operator(['unban', '--address', '127.0.0.5'])).toMatchObject({ code: 0 });
  });

  it('is closed when its key is banned', async () => {
    const key = newPlayerKey();
    const session = await sshSession('127.0.0.7', key);
    expect(operator(['ban', '--key', fingerprintOf(key), '--reason', 'cheating at a table'])).toMatchObject({ code: 0 });
    expect(await closedWithin(session.closed, 10_000)).toBe('closed');
  });
});

describe('another process on the same database', () => {
  let other: NetServer;
  beforeAll(async () => {
    other = await startNetServer({ port: 0, host: '127.0.0.1', database: sqliteFileIn(dir), banRefreshMs: 200, limits: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('refuses an address banned through the first within its refresh', async () => {
    const create = () => postJson(other.port, '/matchmake/create/table', createBody(), from('192.0.2.99'));
    expect((await create()).status).toBe(200);
    expect(operator(['ban', '--address', '192.0.2.99', '--reason', 'seen everywhere'])).toMatchObject({ code: 0 });
    let status = 0;
    for (let i = 0; i < 50 && status !== 403; i++) {
      status = (await create()).status;
      if (status !== 403) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(403);
  });
});

describe('the command', () => {
  it('lists the bans and the audit log, escape sequences made harmless', async () => {
    expect(operator(['ban', '--address', '198.51.100.1', '--reason', 'evil \u001b]0;title\u0007 reason'])).toMatchObject({ code: 0 });
    const bans = operator(['bans']);
    expect(bans.code).toBe(0);
    expect(bans.stdout).toMatch(/address {2}198\.51\.100\.1 {2}evil/);
    expect(bans.stdout).not.toContain('\u001b');
    const audit = operator(['audit']);
    for (const act of ['ban-address', 'unban-address', 'ban-key', 'unban-key']) expect(audit.stdout).toContain(`operator  ${act}`);
    expect(audit.stdout).not.toContain('\u001b');
    expect(JSON.parse(operator(['audit', '--json', '--limit', '2']).stdout).entries).toHaveLength(2);
  });

  it('says in one line why not, with a non-zero exit', async () => {
    const cases: [string[], string, RegExp][] = [
      [['bans'], 'a-wrong-token-of-length', /operator's token is missing or wrong/],
      [['ban', '--key', 'SHA256:nope', '--reason', 'x'], TOKEN, /fingerprint/],
      [['ban', '--key', 'SHA256:x', '--address', '192.0.2.1', '--reason', 'x'], TOKEN, /one of --key and --address/],
      [['unban', '--address', '192.0.2.200'], TOKEN, /no such ban/],
      [['unlist', 'ZZZZ-ZZZZ'], TOKEN, /no open table/],
      [['rename', '--name', 'Nobody', '--to', 'Somebody'], TOKEN, /No account/],
      [['bans'], '', /set REGICIDE_OPERATOR_TOKEN/],
    ];
    for (const [args, token, why] of cases) {
      const r = operator(args, token);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(why);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
