// Leak test: every message a client receives through whole games is checked against the engine's
// state at that moment: no card of another hand, of the tavern, the castle, the deck or the removed
// cards, and nothing of the seed or log before the end. A watcher follows each game too: it may
// see no hand at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { RemoteChange } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { cardsIn, secretsOf, states } from './leak-helpers.js';
import { playNetworkedGame } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** Checks what `seat` (0: a watcher, whom every hand is hidden from) received; returns how many messages showed cards. */
function checkNoLeak(game: AnyGame, all: unknown[], seat: number, messages: RemoteChange[], seed: string): number {
  let checked = 0;
  for (const m of messages) {
    if (m.kind === 'end') break;
    const text = JSON.stringify(m);
    expect(text).not.toContain(JSON.stringify(seed));
    expect(text).not.toContain('"moves"');
    if (seat === 0) {
      expect(text, 'a watcher saw a hand').not.toContain('"hand"');
      // Events carry card ids: a drawn or dealt card a watcher may not know would show here.
      const events = m.kind === 'public' ? (m.update.events as { kind: string; cards?: unknown }[]) : [];
      for (const ev of events) if (['draw', 'flip', 'deal'].includes(ev.kind)) expect(ev.cards, `a watcher saw the cards of a ${ev.kind}`).toBeUndefined();
    }
    // Lobby, welcome, talk and errors carry no cards; an update is judged against the state it describes.
    const described = m.kind === 'update' || m.kind === 'public' ? m.update.movesMade : null;
    const state = all[described ?? 0];
    const found = cardsIn(text);
    if (described === null) expect([...found]).toEqual([]);
    for (const secret of secretsOf(game, state, seat)) expect(found.has(secret), `seat ${seat} saw ${secret}`).toBe(false);
    // Counted only when the message shows cards at all, so that the check cannot pass vacuously.
    if (found.size > 0) checked++;
  }
  return checked;
}

describe('no client ever learns a hidden card', () => {
  it.each([
    [2, [] as number[], 'leak-r2-61'],
    [4, [3], 'leak-r4-17'],
  ])('Regicide with %i seats, table talk and a watcher', async (players, bots, seed) => {
    const options = { players, variants: [] };
    const { tables, seen, watcherSeen } = await playNetworkedGame(server.port, 'regicide', options, seed, bots, { talk: true, watch: true });
    const all = states(regicide, options, seed, (tables[0].end!.log as { moves: string[] }).moves);
    const updates = tables.map((t, i) => checkNoLeak(regicide, all, t.seat, seen[i], seed));
    expect(Math.min(...updates)).toBeGreaterThan(10);
    expect(checkNoLeak(regicide, all, 0, watcherSeen, seed)).toBeGreaterThan(10);
    // Not vacuous: the watcher heard the table talk.
    expect(watcherSeen.some((m) => m.kind === 'said')).toBe(true);
  });

  it('a Thronfolge duel', async () => {
    const options = { first: null, variants: [] };
    const seed = 'leak-duel-5';
    const { tables, seen, watcherSeen } = await playNetworkedGame(server.port, 'thronfolge', options, seed, [], { talk: true, watch: true });
    const all = states(thronfolge, options, seed, (tables[0].end!.log as { moves: string[] }).moves);
    const updates = tables.map((t, i) => checkNoLeak(thronfolge, all, t.seat, seen[i], seed));
    expect(Math.min(...updates)).toBeGreaterThan(10);
    expect(checkNoLeak(thronfolge, all, 0, watcherSeen, seed)).toBeGreaterThan(10);
  });
});
