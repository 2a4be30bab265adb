// A networked Thronfolge duel counts in each player's statistics for what it was: against a
// person at another terminal (from the seat that player held), against the server's bot, or —
// for a watcher — not at all. The logs are the players' own copies of real games on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import type { ThronfolgeResult } from '../../src/games/thronfolge/types.js';
import { thronfolgeStats } from '../../src/modules/thronfolge/stats.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { playerCopyOf } from '../../src/cli/saves/finished-log.js';
import { statsEntriesOf } from '../../src/store/stats/common.js';
import { thronfolgeStatsText } from '../../src/ui/thronfolge/stats-text.js';
import { playWithBot, waitFor } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** The statistics as `stats` computes them from these saves (a watcher's copy left out as it is there). */
const stats = (logs: GameLog[]) => thronfolgeStats(statsEntriesOf(logs.map((log, i) => ({ path: `${i}.json`, id: String(i), startedMs: i, modifiedMs: i, log }))).entries, '2030-01-01');

/** A whole duel with the server drawing the seed: both seats people (played by test bots), or seat 2 the server's bot. */
async function duel(vs: 'human' | 'bot'): Promise<RemoteTable[]> {
  const net = netGame('thronfolge');
  const address = parseServerAddress(`127.0.0.1:${server.port}`);
  const host = await RemoteTable.create(address, {
    game: 'thronfolge',
    options: { first: null, variants: [] },
    name: 'Ann',
    bots: vs === 'bot' ? [2] : [],
    botLevel: 'easy',
    botDelayMs: 0,
    watchers: 'yes',
  });
  const watcher = await RemoteTable.watch({ ...address, code: host.code }, { name: 'Eve' });
  const tables = vs === 'human' ? [host, await RemoteTable.join({ ...address, code: host.code }, { name: 'Bob' })] : [host];
  for (const t of tables) playWithBot(t, net.game, net.makeBot('easy', botSeedFor('net-stats', t.seat)));
  for (const t of [...tables, watcher]) await waitFor(t, () => t.end !== null, 30_000, `the end at seat ${t.seat}`);
  return [...tables, watcher];
}

describe('statistics of networked duels', () => {
  it('a duel between two people counts for each as one against a person, from their own seat; the watcher counts nothing', async () => {
    const [ann, bob, eve] = await duel('human');
    const result = ann.end!.result as ThronfolgeResult;
    const copies = [ann, bob, eve].map((t) => playerCopyOf('thronfolge', t.end!, t.lobby, t.seat));
    const [annStats, bobStats, eveStats] = copies.map((log) => stats([log]));
    for (const s of [annStats, bobStats]) {
      expect(s.vsBot.games).toBe(0);
      expect(s.hotseat.games).toBe(0);
      expect(s.online.games).toBe(1);
    }
    const shared = result.shared || result.winner === null;
    expect(annStats.online.wins).toBe(!shared && result.winner === 1 ? 1 : 0);
    expect(bobStats.online.wins).toBe(!shared && result.winner === 2 ? 1 : 0);
    expect(annStats.online.wins + bobStats.online.wins + annStats.online.shared).toBe(1);
    expect(annStats.online.losses).toBe(bobStats.online.wins);
    expect(eveStats.online.games + eveStats.vsBot.games + eveStats.unfinished).toBe(0);
    expect(thronfolgeStatsText(bobStats, 'en')).toContain('Against people at other terminals: 1 duel,');
    expect(thronfolgeStatsText(bobStats, 'en')).not.toContain('Against the bot');
    await Promise.all([ann, bob, eve].map((t) => t.leave()));
  });

  it("a duel against the server's bot still counts against the bot", async () => {
    const [ann, eve] = await duel('bot');
    const s = stats([playerCopyOf('thronfolge', ann.end!, ann.lobby, ann.seat)]);
    expect(s.vsBot.games).toBe(1);
    expect(s.online.games).toBe(0);
    await Promise.all([ann, eve].map((t) => t.leave()));
  });
});
