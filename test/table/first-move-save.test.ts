// Friction 2 (part): a game is saved from the first move of a player at this keyboard, so a game
// opened and left before that move leaves no save — also when a bot moved first (each Thronfolge
// daily opened and quit used to leave a one-move save). A resumed game, the next game of a
// match and a game of bots alone save every move.
import { describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { makeThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { localTable } from '../../src/table/local-table.js';
import { Table } from '../../src/table/table.js';
import { waitFor } from '../ui/helpers.js';

const DUEL = { first: 2 as const, variants: [] };

function duel(saved?: boolean) {
  const logs: GameLog[] = [];
  const table = Table.create(thronfolge, DUEL, 'first-move');
  const client = localTable(table, { bots: new Map([[2, makeThronfolgeBot('easy', 'b') as never]]), botDelayMs: 0, persist: (log) => logs.push(structuredClone(log)), saved });
  return { table, client, logs };
}

describe('friction 2: the autosave starts with the first move at this keyboard', () => {
  it('does not save the bot moving first; the player moving saves both moves', async () => {
    const { table, client, logs } = duel();
    await waitFor(() => table.toMove() === 1);
    expect(table.movesMade).toBe(1);
    expect(logs).toEqual([]);
    expect(client.saved!()).toBe(false);
    expect(client.submit(1, client.update(1).legal[0])).toBeNull();
    expect(logs[0].moves).toHaveLength(2);
    expect(client.saved!()).toBe(true);
    client.close();
  });

  it('a hint before the first move marks practice without writing a save', () => {
    const logs: GameLog[] = [];
    const hinter = () => ({ move: { type: 'take' as const }, text: 'take' });
    const client = localTable(Table.create(thronfolge, DUEL, 'first-move'), { bots: new Map(), botDelayMs: 0, persist: (log) => logs.push(log), hinter });
    expect(client.hint!(2)).not.toBeNull();
    expect(client.practice!()).toBe(true);
    expect(logs).toEqual([]);
    client.close();
  });

  it('saves every move of a game that already has its save (a resumed game, the next game of a match)', async () => {
    const { table, client, logs } = duel(true);
    await waitFor(() => table.toMove() === 1);
    expect(logs.map((l) => l.moves.length)).toEqual([1]);
    expect(client.saved!()).toBe(true);
    client.close();
  });

  it('saves a game of bots alone from its first move', async () => {
    const logs: GameLog[] = [];
    const table = Table.create(regicide, { players: 1, variants: [] }, 'bots-alone');
    const client = localTable(table, { bots: new Map([[1, makeRegicideBot('easy', 'b') as never]]), botDelayMs: 0, persist: (log) => logs.push(log) });
    await waitFor(() => logs.length > 0);
    expect(logs[0].moves.length).toBeGreaterThan(0);
    client.close();
  });
});
