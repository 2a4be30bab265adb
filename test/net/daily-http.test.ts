// The daily field on a real server on loopback, as players and outsiders reach it: ten players
// send today's deal (each replayed, each ranked once) and see the field; `regicide share` and
// `stats --daily` of one of them show it (beat N% of players, naming no card; the chart within
// 80 columns). Attacks: no proof, a replayed proof, an oversized body, not JSON, a game without
// a daily, escape sequences in a log (the answer carries none raw), a flood from one address.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { signedAddress } from '../../src/net/accounts/account-client.js';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey, signLogin } from '../../src/net/accounts/client-key.js';
import { askDailyField, submitDaily } from '../../src/net/daily/daily-client.js';
import { DAILY_BODY_MAX } from '../../src/net/daily/daily-http.js';
import { dailyConsent, sendFinishedDaily } from '../../src/cli/daily/daily-field.js';
import { gameModule } from '../../src/modules/registry.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { textWidth } from '../../src/text/width.js';
import { ROOT, binPath } from '../cli/drive.js';
import { playedDaily, testDailySeed } from './daily-fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'daily-http-'));
const TODAY = new Date().toISOString().slice(0, 10);
const SEED = `daily-${TODAY}`;
let server: NetServer;
let address: ServerAddress;
let base: string;
const minedLogs: GameLog[] = [];
// The tests before the flood send about thirty games from this one address; the allowance is set
// well above that, so only the flood test meets it, however fast the machine runs them.
const SUBMITS_PER_MINUTE = 80;

beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    database: sqliteFileIn(join(dir, 'data')),
    dailySeed: testDailySeed,
    limits: { dailySubmitsPerMinutePerAddress: SUBMITS_PER_MINUTE },
    // The games the miner is given, mined to nothing (puzzle-mining.test.ts mines for real).
    puzzleMiner: { mine: (_game, log) => (minedLogs.push(log), Promise.resolve({ puzzles: [], positions: 0, nodes: 0, cut: false })) },
  });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = async (path: string, body: unknown): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
};

async function proof(key: ClientKey): Promise<Record<string, string>> {
  const { text } = await post('/account/challenge', {});
  const { challenge } = JSON.parse(text) as { challenge: string };
  const server = signedAddress(address);
  return { key: key.publicPem, challenge, server, signature: signLogin(key, challenge, server) };
}

/** A player's terminal: its data folder (key, remembered server, consent) and the program run in it. */
function terminal(name: string) {
  const home = join(dir, name);
  const folder = join(home, 'regicide-cli');
  mkdirSync(join(folder, 'regicide'), { recursive: true });
  const run = (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        [binPath('regicide'), ...args],
        { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, LANG: 'C', REGICIDE_TODAY: '' }, timeout: 30_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  return { run, folder, key: clientKey(folder) };
}

describe('the daily field over HTTP', () => {
  it('ranks ten players once each, and one of them sees the field in share and stats --daily', async () => {
    const players = Array.from({ length: 10 }, (_, i) => terminal(`player${i}`));
    const logs = players.map((_, i) => playedDaily('regicide', SEED, TODAY, { botSeed: `p${i}`, level: 'random' }));
    for (const [i, p] of players.entries()) {
      const sent = await submitDaily(address, p.key, 'regicide', logs[i], Date.now() - 60_000);
      expect(sent).toMatchObject({ ok: true, body: { standing: 'ranked', day: TODAY } });
      // The same game again is never ranked twice.
      expect(await submitDaily(address, p.key, 'regicide', logs[i])).toMatchObject({ ok: true, body: { standing: 'apart', reason: 'notFirst' } });
    }
    const asked = await askDailyField(address, players[0].key, 'regicide', { history: true });
    expect(asked).toMatchObject({ ok: true, body: { field: { players: 10, day: TODAY, own: { standing: 'ranked' } }, history: [{ day: TODAY }] } });

    // Player 0's terminal: the game saved, the server remembered, consent given.
    const me = players[0];
    const stamp = TODAY.replace(/-/g, '') + '-000100';
    writeFileSync(join(me.folder, 'regicide', `${stamp}-daily.json`), JSON.stringify(logs[0]));
    writeFileSync(join(me.folder, 'server-address'), `${address.display}\n`);
    writeFileSync(join(me.folder, 'daily-field-consent'), 'yes\n');
    const share = await me.run(['share']);
    expect(share.code).toBe(0);
    expect(share.stdout).toMatch(/\nbeat \d+% of players\n$/);
    expect(share.stdout).not.toMatch(/\b(10|[2-9AJQK])[SHDC]\b|[♠♥♦♣]|queen|king|jack/i);
    expect(share.stderr).toContain(`The field of ${TODAY} on ${address.display}`);
    const stats = await me.run(['stats', '--daily']);
    expect(stats.code).toBe(0);
    expect(stats.stdout).toContain('10 players');
    expect(stats.stdout).toContain('Enemies defeated');
    expect(stats.stdout).toContain('Your last 30 days against the field');
    expect(stats.stdout.split('\n').filter((l) => textWidth(l) > 80)).toEqual([]);
    // Without consent nothing is asked of the server: the share text is the plain one.
    writeFileSync(join(me.folder, 'daily-field-consent'), 'no\n');
    const plain = await me.run(['share']);
    expect(plain.stdout).not.toContain('beat');
    expect(plain.stderr).toBe('');
  }, 120_000);

  it('share sends today’s first game when the server has none of the day (it could not be reached after the game)', async () => {
    const late = terminal('late');
    const log = playedDaily('regicide', SEED, TODAY, { botSeed: 'late' });
    writeFileSync(join(late.folder, 'regicide', `${TODAY.replace(/-/g, '')}-000200-daily.json`), JSON.stringify(log));
    writeFileSync(join(late.folder, 'server-address'), `${address.display}\n`);
    writeFileSync(join(late.folder, 'daily-field-consent'), 'yes\n');
    expect(await askDailyField(address, late.key, 'regicide')).toMatchObject({ ok: true, body: { field: { own: null } } });
    const share = await late.run(['share']);
    expect(share.stdout).toMatch(/\nbeat \d+% of players\n$/);
    expect(await askDailyField(address, late.key, 'regicide')).toMatchObject({ ok: true, body: { field: { own: { standing: 'ranked' } } } });
  }, 60_000);

  it('after a finished daily game sends it with consent, and asks nothing and sends nothing without a terminal', async () => {
    const t = terminal('finisher');
    const saved = process.env.XDG_DATA_HOME;
    process.env.XDG_DATA_HOME = join(t.folder, '..');
    try {
      writeFileSync(join(t.folder, 'server-address'), `${address.display}\n`);
      const log = playedDaily('regicide', SEED, TODAY, { botSeed: 'finisher' });
      // Never asked (this test has no terminal): not sent, and nothing remembered.
      expect(await sendFinishedDaily(gameModule('regicide'), log, null, 'de', false)).toBeNull();
      expect(dailyConsent(t.folder)).toBeNull();
      expect(await askDailyField(address, t.key, 'regicide')).toMatchObject({ ok: true, body: { field: { own: null } } });
      writeFileSync(join(t.folder, 'daily-field-consent'), 'yes\n');
      const sent = await sendFinishedDaily(gameModule('regicide'), log, null, 'de', false);
      expect(sent?.text).toContain(`An ${address.display} geschickt.`);
      expect(sent?.text).toContain('Besiegte Gegner');
      expect(await askDailyField(address, t.key, 'regicide')).toMatchObject({ ok: true, body: { field: { own: { standing: 'ranked' } } } });
      // A game that is no daily is never sent.
      expect(await sendFinishedDaily(gameModule('regicide'), { ...log, daily: undefined } as typeof log, null, 'en', false)).toBeNull();
    } finally {
      if (saved === undefined) delete process.env.XDG_DATA_HOME;
      else process.env.XDG_DATA_HOME = saved;
    }
  });

  it('sends a game for puzzles only with the second consent, asked of those who send', async () => {
    const saved = process.env.XDG_DATA_HOME;
    try {
      for (const [name, puzzles] of [
        ['no-puzzles', null],
        ['said-no', 'no\n'],
        ['said-yes', 'yes\n'],
      ] as const) {
        const t = terminal(name);
        process.env.XDG_DATA_HOME = join(t.folder, '..');
        writeFileSync(join(t.folder, 'server-address'), `${address.display}\n`);
        writeFileSync(join(t.folder, 'daily-field-consent'), 'yes\n');
        if (puzzles) writeFileSync(join(t.folder, 'daily-puzzle-consent'), puzzles);
        expect(await sendFinishedDaily(gameModule('regicide'), playedDaily('regicide', SEED, TODAY, { botSeed: name }), null, 'en', false)).not.toBeNull();
      }
      // The miner wakes for the one consented game, and only for it.
      await vi.waitFor(() => expect(minedLogs.length).toBe(1), { timeout: 10_000 });
      expect(minedLogs[0].moves).toEqual(playedDaily('regicide', SEED, TODAY, { botSeed: 'said-yes' }).moves);
    } finally {
      if (saved === undefined) delete process.env.XDG_DATA_HOME;
      else process.env.XDG_DATA_HOME = saved;
    }
  });

  it('refuses a request without a proof, a replayed proof, an oversized body, not JSON and a game without a daily', async () => {
    const key = terminal('outsider').key;
    const log = playedDaily('regicide', SEED, TODAY, { botSeed: 'outsider' });
    expect((await post('/daily/submit', { game: 'regicide', log })).status).toBe(401);
    const used = await proof(key);
    expect((await post('/daily/field', { ...used, game: 'regicide' })).status).toBe(200);
    expect((await post('/daily/submit', { ...used, game: 'regicide', log })).status).toBe(401);
    expect((await post('/daily/submit', { ...(await proof(key)), game: 'regicide', log, pad: 'x'.repeat(DAILY_BODY_MAX) })).status).toBe(413);
    expect((await post('/daily/submit', '{"game": "regicide", ')).status).toBe(400);
    expect(JSON.parse((await post('/daily/submit', { ...(await proof(key)), game: 'chess', log })).text)).toMatchObject({ code: 'noDaily' });
    expect(JSON.parse((await post('/daily/field', { ...(await proof(key)), game: 'regicide', day: '2026-13-45' })).text)).toMatchObject({ code: 'badRequest' });
  });

  it('answers a log full of escape sequences without one raw byte of them', async () => {
    const key = terminal('escaper').key;
    const evil = { ...playedDaily('regicide', SEED, TODAY, { botSeed: 'evil' }), daily: `${TODAY}\u001b]0;pwned\u0007`, moves: ['\u001b[2J\u009b31m'] };
    const answer = await post('/daily/submit', { ...(await proof(key)), game: 'regicide', log: evil });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ standing: 'apart', reason: 'notToday' });
    expect(answer.text).not.toMatch(/[\u001b\u0007\u009b]/);
  });

  it('refuses a flood from one address after its allowance, before reading a body', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SUBMITS_PER_MINUTE + 20; i++) statuses.push((await post('/daily/submit', { game: 'regicide' })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(statuses.slice(-1)).toEqual([429]);
  });
});
