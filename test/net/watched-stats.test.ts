// A watcher's copy of a finished networked game (`watch` keeps the log for the replay) is none of
// the watcher's games: for every game of the registry, a real networked game on 127.0.0.1 with a
// watcher (the `watch --json` program, in its own data folder) leaves the watcher's `stats`
// unchanged while the player's (the log a player's screen keeps) counts it.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFinishedLog } from '../../src/cli/saves/finished-log.js';
import { gameModules } from '../../src/modules/registry.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createSaveStore } from '../../src/store/save-store.js';
import { savesFolder } from '../../src/store/data-dir.js';
import { drive, runBin } from '../cli/drive.js';
import { playWithBot, waitFor } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** `stats --json` of the game in a data folder, without the fields that name the folder or the day. */
function statsIn(id: string, data: string): Record<string, unknown> {
  const r = runBin(id, ['stats', '--json'], '', { XDG_DATA_HOME: data });
  expect(r.code, r.stderr).toBe(0);
  const { folder: _folder, today: _today, ...stats } = JSON.parse(r.stdout) as Record<string, unknown>;
  return stats;
}

describe("a watched networked game is not the watcher's", () => {
  for (const module of gameModules()) {
    it(`${module.id}: the watcher's statistics stay as they were, the player's count the game`, async () => {
      const id = module.id;
      const [playerData, watcherData] = [mkdtempSync(join(tmpdir(), 'stats-player-')), mkdtempSync(join(tmpdir(), 'stats-watcher-'))];
      const [playerBefore, watcherBefore] = [statsIn(id, playerData), statsIn(id, watcherData)];
      const net = netGame(id);
      const address = parseServerAddress(`127.0.0.1:${server.port}`);
      // Seat 2 is the server's bot: the game waits on seat 1, which moves only once the watcher is in.
      const host = await RemoteTable.create(address, { game: id, options: module.hostOptions({ bots: [2] }), name: 'Ann', bots: [2], botLevel: 'easy', botDelayMs: 0, watchers: 'yes' });
      keepFinishedLog(host, createSaveStore(id, { XDG_DATA_HOME: playerData }).newSavePath());
      const watcher = drive(id, ['watch', '--json', `127.0.0.1:${server.port}/${host.code}`, '--name', 'Eve'], { XDG_DATA_HOME: watcherData });
      expect(await watcher.next()).toMatchObject({ type: 'watching', admitted: true });
      playWithBot(host, net.game, net.makeBot('easy', botSeedFor('watched-stats', 1)));
      await waitFor(host, () => host.end !== null, 30_000, 'the end at seat 1');
      expect((await watcher.exit).code).toBe(0);
      await host.leave();
      // The watcher did keep the game (for its replay); its statistics leave it out.
      expect(readdirSync(savesFolder(id, { XDG_DATA_HOME: watcherData }))).toHaveLength(1);
      expect(statsIn(id, watcherData)).toEqual(watcherBefore);
      expect(statsIn(id, playerData)).not.toEqual(playerBefore);
    });
  }
});
