// A bot-table flood beside an honest table: a stranger opens as many tables of hard bots at no
// pause as the server lets one address hold, and keeps them busy; one more is refused. Meanwhile
// an honest duel of two people plays to its end, move for move the engine's game. (How fast the
// honest table stays under the flood is measured by `npm run loadtest -- --hostile N`, not here.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { playNetworkedGame, playWithBot } from './net-helpers.js';

const BOT_TABLES = 3;

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, botWorkers: 1, limits: { botTablesPerAddress: BOT_TABLES, minBotDelayMs: 0 } });
});
afterAll(async () => {
  await server?.close();
});

describe('a bot-table flood beside an honest table', () => {
  it("is capped per address, and the honest game plays to its end as the engine's", async () => {
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const net = netGame('regicide');
    const flood: RemoteTable[] = [];
    let ended = 0;
    const openFloodTable = async (n: number): Promise<RemoteTable> => {
      const t = await RemoteTable.create(address, { game: 'regicide', options: { players: 4, variants: [] }, seed: `flood-${n}`, bots: [2, 3, 4], botLevel: 'hard', botDelayMs: 0 });
      playWithBot(t, net.game, net.makeBot('random', `flood-${n}`));
      t.subscribe((c) => c.kind === 'end' && ended++);
      return t;
    };
    for (let n = 0; n < BOT_TABLES; n++) flood.push(await openFloodTable(n));
    await expect(openFloodTable(BOT_TABLES)).rejects.toThrow(/open tables with server bots/);

    // The honest duel (no server bots) while the flood's bots keep the worker busy.
    await playNetworkedGame(server.port, 'thronfolge', { first: null, variants: [] }, 'honest-duel-3', []);
    expect(ended).toBeLessThan(BOT_TABLES);
    await Promise.all(flood.map((t) => t.leave()));
  });
});
