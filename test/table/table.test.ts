// The table: one game loop for every front end. Seats are asked in turn and told only what they
// may know; refused moves change nothing; subscribers see every move; logs resume exactly.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { cardText } from '../../src/core/cards.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import type { RegicideEvent } from '../../src/games/regicide/events.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideView } from '../../src/games/regicide/types.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { playBotGame } from '../../src/table/bot-game.js';
import { replayFrames } from '../../src/table/replay.js';
import { Table } from '../../src/table/table.js';
import type { SeatPlayer, SeatUpdate, TableChange, Turn } from '../../src/table/types.js';

// never: it answers with one of the moves it is given, so it fits a seat of any game.
const firstLegal: Bot<unknown, never> = { name: 'first', choose: (_v, legal) => legal[0] };

/** A seat that remembers every update it was given and every turn it was asked. */
function recordingSeat(): SeatPlayer & { updates: SeatUpdate[]; turns: Turn[] } {
  const updates: SeatUpdate[] = [];
  const turns: Turn[] = [];
  return { kind: 'human', updates, turns, see: (u) => updates.push(u), decide: (t) => turns.push(t) };
}

describe('the table loop', () => {
  it('asks the seat to move, applies its move, and tells every seat what it may know', () => {
    const table = Table.create(regicide, { players: 2, variants: [] }, 'loop');
    const [one, two] = [recordingSeat(), recordingSeat()];
    table.sit(1, one);
    table.sit(2, two);
    table.start();
    expect(one.turns).toHaveLength(1);
    expect(two.turns).toHaveLength(0);
    const turn = one.turns[0];
    expect(turn.update.legal.length).toBeGreaterThan(0);
    // Each seat's update carries its own view: its own hand, and only the sizes of the others.
    expect(two.updates[0].view).toEqual(regicide.view(regicide.setup({ players: 2, variants: [] }, 'loop'), 2));
    expect(two.updates[0].legal).toEqual([]);
    expect(turn.submit({ type: 'yield' })).toBeNull();
    expect(one.updates.at(-1)!.lastMove).toMatchObject({ seat: 1, text: 'yield' });
    expect(two.updates.at(-1)!.movesMade).toBe(1);
  });

  it('refuses a move out of turn, a stale turn and an illegal move, and changes nothing', () => {
    const table = Table.create(regicide, { players: 2, variants: [] }, 'refuse');
    const one = recordingSeat();
    table.sit(1, one);
    table.sit(2, recordingSeat());
    table.start();
    const before = JSON.stringify(table.log);
    expect(table.submit(2, { type: 'yield' })).toEqual({ code: 'notYourTurn', seat: 2, toMove: 1 });
    expect(table.submit(1, { type: 'discard', cards: [0] })).toMatchObject({ code: 'wrongPhase' });
    expect(JSON.stringify(table.log)).toBe(before);
    const turn = one.turns[0];
    expect(turn.submit({ type: 'yield' })).toBeNull();
    // The same turn cannot be answered twice.
    expect(turn.submit({ type: 'yield' })).toEqual({ code: 'staleTurn' });
  });

  it('tells subscribers every move with all its events, and settles `finished` with the result', async () => {
    const table = Table.create(thronfolge, { first: 1, variants: [] }, 'subs');
    const changes: TableChange[] = [];
    table.subscribe((c) => changes.push(c));
    table.sit(1, botSeat(firstLegal));
    table.sit(2, botSeat(firstLegal));
    table.start();
    const result = await table.finished;
    expect(result).toEqual(table.result());
    expect(changes).toHaveLength(table.movesMade);
    expect(changes.map((c) => c.text)).toEqual(table.log.moves);
    expect(changes.at(-1)!.result).toEqual(result);
  });

  it('plays a long all-bot game without growing the stack', () => {
    const bots = [1, 2, 3, 4].map((seat) => makeRegicideBot('easy', `stack/bot${seat}`));
    const { table, result } = playBotGame(regicide, { players: 4, variants: [] }, 'stack', bots);
    expect(result).not.toBeNull();
    expect(table.movesMade).toBeGreaterThan(20);
  });

  it('a failing bot plays its first legal move instead, and says so', () => {
    const errors: unknown[] = [];
    const broken: Bot<unknown, unknown> = {
      name: 'broken',
      choose: () => {
        throw new Error('boom');
      },
    };
    const table = Table.create(thronfolge, { first: 1, variants: [] }, 'broken');
    table.sit(1, botSeat(broken, { onError: (e) => errors.push(e) }));
    table.sit(2, botSeat(firstLegal));
    table.start();
    expect(table.result()).not.toBeNull();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a bot is given its seat’s view and legal moves, nothing else', () => {
    const seen: { view: RegicideView; legal: RegicideMove[] }[] = [];
    const spy: Bot<RegicideView, RegicideMove> = { name: 'spy', choose: (view, legal) => (seen.push({ view, legal }), legal[0]) };
    const table = Table.create(regicide, { players: 2, variants: [] }, 'spy');
    table.sit(1, botSeat(spy));
    table.sit(2, botSeat(firstLegal));
    table.start();
    for (const { view } of seen) {
      expect(view.seat).toBe(1);
      // Other hands appear only as sizes; the tavern and the castle only as counts.
      expect(view.hands.every((n) => typeof n === 'number')).toBe(true);
      expect(typeof view.tavern).toBe('number');
      expect(typeof view.castle).toBe('number');
    }
  });
});

describe('resume and history', () => {
  it('a table resumed from a log is the table that wrote it', () => {
    const bots = [1, 2, 3].map((seat) => makeRegicideBot('easy', `resume/bot${seat}`));
    const { table } = playBotGame(regicide, { players: 3, variants: [] }, 'resume', bots);
    const again = Table.resume(regicide, JSON.parse(JSON.stringify(table.log)));
    expect(again.log).toEqual(table.log);
    expect(again.updateFor(2)).toEqual(table.updateFor(2));
    expect(again.historyFor(1)).toEqual(table.historyFor(1));
  });

  it('names the first move of a log that does not replay', () => {
    const log = { ...Table.create(regicide, { players: 1, variants: [] }, 'bad').log, moves: ['yield'] };
    expect(() => Table.resume(regicide, log)).toThrow(/move 1 "yield" does not replay/);
  });

  it('each seat’s history shows the cards it drew, and only counts of the others’', () => {
    const bots = [1, 2].map((seat) => makeRegicideBot('easy', `history/bot${seat}`));
    const { table } = playBotGame(regicide, { players: 2, variants: [] }, 'history', bots);
    const draws = (seat: number) => table.historyFor(seat).flatMap((h) => (h.events as RegicideEvent[]).filter((e): e is Extract<RegicideEvent, { kind: 'draw' }> => e.kind === 'draw'));
    const own = draws(1).filter((e) => e.seat === 1);
    const others = draws(1).filter((e) => e.seat !== 1);
    expect(own.length + others.length).toBeGreaterThan(0);
    for (const e of own) expect(e.cards).toHaveLength(e.count);
    for (const e of others) expect(e.cards).toBeUndefined();
  });

  it('replay frames hold every seat’s view at every position', () => {
    const bots = [1, 2].map(() => firstLegal);
    const { table } = playBotGame(thronfolge, { first: 2, variants: [] }, 'frames', bots);
    const frames = replayFrames(thronfolge, table.log);
    expect(frames).toHaveLength(table.movesMade + 1);
    expect(frames[0].move).toBeNull();
    expect(frames[1].move).toMatchObject({ seat: 2, text: table.log.moves[0] });
    const start = thronfolge.setup({ first: 2, variants: [] }, 'frames');
    expect(frames[0].views[0].hand).toEqual(start.hands[0].map(cardText));
  });
});
