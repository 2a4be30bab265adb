// Undo and hints at a local table: undo takes back the player's last move and the bot's reply by
// replaying the shorter log; either marks the game as practice in its log; a save made after an
// undo replays; a pending bot decision from before the undo is dropped.
import { waitFor } from '../ui/helpers.js';
import { describe, expect, it, vi } from 'vitest';
import { TavernTracker } from '../../src/games/regicide/bots/tavern-tracker.js';
import type { Bot } from '../../src/core/bot.js';
import type { GameLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove } from '../../src/games/regicide/types.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeView } from '../../src/games/thronfolge/types.js';
import { hinterOf } from '../../src/modules/play.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import { thronfolgeModule } from '../../src/modules/thronfolge/index.js';
import { localTable } from '../../src/table/local-table.js';
import { Table } from '../../src/table/table.js';

// never: it answers with one of the moves it is given, so it fits a seat of any game.
const firstLegal: Bot<unknown, never> = { name: 'first', choose: (_v, legal) => legal[0] };

describe('undo', () => {
  it('takes back a solo Regicide move; the log gets shorter, is marked practice and replays', () => {
    const table = Table.create(regicide, { players: 1, variants: [] }, 'undo-solo', { bots: [] });
    const saves: GameLog[] = [];
    const client = localTable(table, { bots: new Map(), botDelayMs: 0, undo: true, persist: (log) => saves.push(structuredClone(log)) });
    const start = JSON.stringify(client.update(1).view);
    const first = client.update(1).legal[0];
    expect(client.submit(1, first)).toBeNull();
    expect(table.movesMade).toBe(1);
    expect(client.undo!(1)).toBe(1);
    expect(table.movesMade).toBe(0);
    expect(JSON.stringify(client.update(1).view)).toBe(start);
    expect(client.practice!()).toBe(true);
    const saved = saves.at(-1)! as GameLog & { practice?: boolean; bots?: number[] };
    expect(saved.moves).toEqual([]);
    expect(saved.practice).toBe(true);
    expect(saved.bots).toEqual([]);
    // Play on after the undo: the save still replays to the same position.
    expect(client.submit(1, client.update(1).legal.at(-1)!)).toBeNull();
    const resumed = Table.resume(regicide, saves.at(-1)!);
    expect(resumed.updateFor(1).view).toEqual(client.update(1).view);
    client.close();
  });

  it('takes back the move and the bot reply in Thronfolge against the bot', () => {
    const table = Table.create(thronfolge, thronfolge.normalizeOptions({ first: 1 }), 'undo-duel', { vs: 'bot' });
    const client = localTable(table, { bots: new Map([[2, firstLegal]]), botDelayMs: 0, undo: true });
    expect(client.update(1).toMove).toBe(1);
    const before = JSON.stringify(client.update(1).view);
    // A bot with no delay answers at once (the pacer still waits a tick): play it by hand instead.
    expect(client.submit(1, client.update(1).legal[0])).toBeNull();
    expect(table.toMove()).toBe(2);
    expect(table.submit(2, table.updateFor(2).legal[0])).toBeNull();
    expect(table.movesMade).toBe(2);
    expect(client.undo!(1)).toBe(2);
    expect(table.movesMade).toBe(0);
    expect(JSON.stringify(client.update(1).view)).toBe(before);
    expect((table.log as { practice?: boolean }).practice).toBe(true);
    client.close();
  });

  it('drops a bot decision asked before the undo', async () => {
    const table = Table.create(thronfolge, thronfolge.normalizeOptions({ first: 1 }), 'undo-stale', { vs: 'bot' });
    const client = localTable(table, { bots: new Map([[2, firstLegal]]), botDelayMs: 5, undo: true });
    expect(client.submit(1, client.update(1).legal[0])).toBeNull();
    expect(client.undo!(1)).toBe(1);
    expect(client.submit(1, client.update(1).legal[0])).toBeNull();
    // The bot answers the new position once, after its pause; the stale decision adds nothing
    // (after the bot's answer it is seat 1's turn again, so any extra move would be refused).
    await waitFor(() => table.movesMade >= 2);
    expect(table.movesMade).toBe(2);
    expect(table.toMove()).toBe(1);
    client.close();
  });

  it('is not offered without the option, and refuses a bot seat', () => {
    const table = Table.create(regicide, { players: 1, variants: [] }, 'no-undo');
    const client = localTable(table, { bots: new Map(), botDelayMs: 0 });
    expect(client.undo).toBeUndefined();
    expect(client.practice!()).toBe(false);
    client.close();
  });
});

describe('hints', () => {
  it('name one of the legal moves, estimate the solo chance, and mark practice', () => {
    const table = Table.create(regicide, { players: 1, variants: [] }, 'hint-solo');
    const client = localTable(table, { bots: new Map(), botDelayMs: 0, hinter: hinterOf(regicideModule, 'hint-solo') });
    const hint = client.hint!(1)!;
    expect(client.update(1).legal.map((m) => regicide.formatMove(m as RegicideMove))).toContain(hint.text);
    expect(hint.chance).toBeGreaterThanOrEqual(0);
    expect(hint.chance).toBeLessThanOrEqual(1);
    expect(hint.playouts).toBeGreaterThan(0);
    expect((table.log as { practice?: boolean }).practice).toBe(true);
    // The hinted move is legal as given.
    expect(client.submit(1, hint.move)).toBeNull();
    client.close();
  });

  it('with teammates, follow the game as the seat saw it (the tracker), given the earlier updates', () => {
    const sample = vi.spyOn(TavernTracker.prototype, 'sample');
    const table = Table.create(regicide, { players: 2, variants: [] }, 'hint-team');
    const client = localTable(table, { bots: new Map(), botDelayMs: 0, hinter: hinterOf(regicideModule, 'hint-team') });
    for (let i = 0; i < 6 && table.toMove() !== null; i++) {
      const seat = table.toMove()!;
      expect(client.submit(seat, client.update(seat).legal.at(-1)!)).toBeNull();
    }
    const seat = table.toMove()!;
    const hint = client.hint!(seat);
    expect(client.update(seat).legal.length).toBeGreaterThan(1);
    expect(sample).toHaveBeenCalled();
    expect(client.update(seat).legal.map((m) => regicide.formatMove(m as RegicideMove))).toContain(hint!.text);
    sample.mockRestore();
    client.close();
  });

  it('give Thronfolge the hard bot move, from the view alone, and nothing when it is not your turn', () => {
    const table = Table.create(thronfolge, thronfolge.normalizeOptions({ first: 1 }), 'hint-duel', { vs: 'bot' });
    const client = localTable(table, { bots: new Map([[2, firstLegal]]), botDelayMs: 1000, hinter: hinterOf(thronfolgeModule, 'hint-duel') });
    const hint = client.hint!(1)!;
    expect(client.update(1).legal.map((m) => thronfolge.formatMove(m as ThronfolgeMove))).toContain(hint.text);
    expect(hint.chance).toBeUndefined();
    expect(client.hint!(2)).toBeNull();
    expect((client.update(1).view as ThronfolgeView).seat).toBe(1);
    client.close();
  });
});
