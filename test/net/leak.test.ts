// Leak test: every message a client receives through whole games is checked against the engine's
// state at that moment: no card of another hand, of the tavern, the castle, the deck or the removed
// cards, and nothing of the seed or log before the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import type { RemoteChange } from '../../src/net/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server.js';
import { playNetworkedGame } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** The states after 0, 1, 2, … moves. */
function states(game: AnyGame, options: object, seed: string, moves: string[]): unknown[] {
  let s = game.setup(game.normalizeOptions(options), seed);
  const all = [s];
  for (const m of moves) all.push((s = game.apply(s, game.parseMove(m))));
  return all;
}

const cardsIn = (text: string): Set<string> => new Set([...text.matchAll(/"((?:10|[2-9AJQK])[SHDC])"/g)].map((m) => m[1]));

function secretsOf(game: AnyGame, state: unknown, seat: number): string[] {
  if (game.id === 'regicide') {
    const s = state as RegicideState;
    return [...s.hands.filter((_, i) => i !== seat - 1).flat(), ...s.tavern, ...s.castle].map(cardText);
  }
  const s = state as ThronfolgeState;
  return [...s.hands.filter((_, i) => i !== seat - 1).flat(), ...s.deck, ...s.removed].map(cardText);
}

function checkNoLeak(game: AnyGame, all: unknown[], seat: number, messages: RemoteChange[], seed: string): number {
  let checked = 0;
  for (const m of messages) {
    if (m.kind === 'end') break;
    const text = JSON.stringify(m);
    expect(text).not.toContain(JSON.stringify(seed));
    expect(text).not.toContain('"moves"');
    // Lobby, welcome and errors carry no cards; an update is judged against the state it describes.
    const state = m.kind === 'update' ? all[m.update.movesMade] : all[0];
    const found = cardsIn(text);
    if (m.kind !== 'update') expect([...found]).toEqual([]);
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
  ])('Regicide with %i seats', async (players, bots, seed) => {
    const options = { players, variants: [] };
    const { tables, seen } = await playNetworkedGame(server.port, 'regicide', options, seed, bots);
    const all = states(regicide, options, seed, (tables[0].end!.log as { moves: string[] }).moves);
    const updates = tables.map((t, i) => checkNoLeak(regicide, all, t.seat, seen[i], seed));
    expect(Math.min(...updates)).toBeGreaterThan(10);
  });

  it('a Thronfolge duel', async () => {
    const options = { first: null, variants: [] };
    const seed = 'leak-duel-5';
    const { tables, seen } = await playNetworkedGame(server.port, 'thronfolge', options, seed, []);
    const all = states(thronfolge, options, seed, (tables[0].end!.log as { moves: string[] }).moves);
    const updates = tables.map((t, i) => checkNoLeak(thronfolge, all, t.seat, seen[i], seed));
    expect(Math.min(...updates)).toBeGreaterThan(10);
  });
});
