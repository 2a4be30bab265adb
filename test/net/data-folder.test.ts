// The server's data folder: readable by its owner only (folders 0700, room logs 0600, also those
// left by an older version), `--resume` skips tables abandoned longer than `abandonedMinutes`, and
// room logs unchanged for `finishedLogDays` are removed.
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { playWithBot, waitFor } from './net-helpers.js';

const mode = (path: string): number => statSync(path).mode & 0o777;
const minutesAgo = (path: string, minutes: number): void => {
  const t = new Date(Date.now() - minutes * 60_000);
  utimesSync(path, t, t);
};

/** A started table with a few moves, its log on disk; the server is stopped afterwards. */
async function savedTable(data: string): Promise<string> {
  const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, botDelayMs: 0 });
  const net = netGame('regicide');
  const host = await RemoteTable.create(parseServerAddress(`127.0.0.1:${server.port}`), {
    game: 'regicide',
    options: { players: 2, variants: [] },
    seed: 'folder-1',
    bots: [2],
    botLevel: 'easy',
    botDelayMs: 0,
  });
  let moves = 0;
  host.subscribe((c) => c.kind === 'update' && (moves = c.update.movesMade));
  const stop = playWithBot(host, net.game, net.makeBot('easy', botSeedFor('folder-1', 1)));
  await waitFor(host, () => moves >= 4, 20_000, 'a few moves');
  stop();
  (host as unknown as { leaving: boolean }).leaving = true;
  await server.close();
  return host.code;
}

/** A copy of a room's log under another code (another unfinished table). */
function copyRoom(data: string, code: string, other: string): string {
  const from = join(data, 'rooms', `${code}.json`);
  const log = JSON.parse(readFileSync(from, 'utf8'));
  log.room.code = other;
  const to = join(data, 'rooms', `${other}.json`);
  writeFileSync(to, JSON.stringify(log));
  return to;
}

describe('the data folder', () => {
  it("is its owner's only, old logs included", async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-folder-'));
    chmodSync(data, 0o755);
    const code = await savedTable(data);
    expect(mode(data)).toBe(0o700);
    expect(mode(join(data, 'rooms'))).toBe(0o700);
    const log = join(data, 'rooms', `${code}.json`);
    expect(mode(log)).toBe(0o600);
    // A log an older version left readable by all is made private when the server starts.
    const old = copyRoom(data, code, 'OLDD-2222');
    chmodSync(old, 0o644);
    const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data });
    expect(mode(old)).toBe(0o600);
    await server.close();
  });

  it('--resume skips tables abandoned for longer than abandonedMinutes; old logs are removed', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-folder-'));
    const fresh = await savedTable(data);
    const abandoned = copyRoom(data, fresh, 'ABND-2222');
    minutesAgo(abandoned, 11);
    const ancient = copyRoom(data, fresh, 'ANCT-2222');
    minutesAgo(ancient, 31 * 24 * 60);
    // A write a crash cut short, long ago.
    const stray = join(data, 'rooms', `${fresh}.json.tmp-99999`);
    writeFileSync(stray, '{');
    minutesAgo(stray, 61);
    const events: object[] = [];
    let server: NetServer | null = null;
    try {
      server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, resume: true, logEvent: (e) => events.push(e), limits: { abandonedMinutes: 10, finishedLogDays: 30 } });
      expect(server.restored).toEqual([fresh]);
      expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'restoreSkipped', room: 'ABND-2222.json' })]));
      expect(events).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'logRemoved', room: 'ANCT-2222' })]));
      expect(existsSync(abandoned)).toBe(true);
      expect(existsSync(ancient)).toBe(false);
      expect(existsSync(stray)).toBe(false);
      expect(
        readdirSync(join(data, 'rooms'))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(['ABND-2222.json', `${fresh}.json`].sort());
    } finally {
      await server?.close();
    }
  });

  it('keeps every log with finishedLogDays 0', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-folder-'));
    const code = await savedTable(data);
    const copy = join(data, 'rooms', 'KEEP-2222.json');
    cpSync(join(data, 'rooms', `${code}.json`), copy);
    minutesAgo(copy, 400 * 24 * 60);
    const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, limits: { finishedLogDays: 0 } });
    await server.close();
    expect(existsSync(copy)).toBe(true);
  });
});
