// A seat that remembers (a bot following the tavern) and joins a game already under way — a
// resumed save, a bot taking over, a take-back — first hears every update it missed, exactly as
// it would have heard them live; a seat without memory is not flooded with history.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { TavernTracker } from '../../src/games/regicide/bots/tavern-tracker.js';
import type { RegicideEvent } from '../../src/games/regicide/events.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideView } from '../../src/games/regicide/types.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { playBotGame } from '../../src/table/bot-game.js';
import { Table } from '../../src/table/table.js';
import type { SeatPlayer, SeatUpdate } from '../../src/table/types.js';

const OPTIONS = { players: 2, variants: [] };

/** A seat with a memory that never answers: it records what it hears and how. */
function rememberingSeat(): SeatPlayer & { heard: { how: 'see' | 'recall'; update: SeatUpdate }[] } {
  const heard: { how: 'see' | 'recall'; update: SeatUpdate }[] = [];
  return {
    kind: 'bot',
    heard,
    see: (update) => heard.push({ how: 'see', update }),
    recall: (updates) => updates.forEach((update) => heard.push({ how: 'recall', update })),
    decide: () => undefined,
  };
}

/** What a seat heard live, move by move, in a whole game of easy bots. */
function liveGame(seed: string): { log: Table['log']; heard: Map<number, SeatUpdate>[] } {
  const heard = [new Map<number, SeatUpdate>(), new Map<number, SeatUpdate>()];
  const listening = (seat: number): Bot<RegicideView, RegicideMove, RegicideEvent> => {
    const easy = makeRegicideBot('easy', `${seed}/${seat}`);
    return { name: 'listening', choose: (v, legal) => easy.choose(v, legal), observe: (u) => heard[seat - 1].set(u.movesMade, u as SeatUpdate) };
  };
  const { table } = playBotGame(regicide, OPTIONS, seed, [listening(1), listening(2)]);
  expect(table.movesMade).toBeGreaterThan(30); // long enough to stop part-way
  return { log: table.log, heard };
}

describe('a seat that remembers joins a game under way', () => {
  it('hears every missed update of a resumed game, as it was told live, before the current one', () => {
    const { log, heard } = liveGame('recall');
    expect(Table.create(regicide, OPTIONS, 'recall').updatesBefore(1)).toEqual([]);
    const at = 17;
    const table = Table.resume(regicide, { ...log, moves: log.moves.slice(0, at), result: null });
    const seat = rememberingSeat();
    table.sit(2, seat);
    table.sit(1, rememberingSeat());
    table.start();
    expect(seat.heard.map((h) => h.update.movesMade)).toEqual(Array.from({ length: at + 1 }, (_, i) => i));
    expect(seat.heard.map((h) => h.how)).toEqual([...new Array<string>(at).fill('recall'), 'see']);
    for (const { update } of seat.heard) {
      const live = heard[1].get(update.movesMade)!;
      expect(update.view).toEqual(live.view);
      expect(update.events).toEqual(live.events);
    }
  });

  it('hears the whole game again after a take-back, and a seat taking over mid-game hears it too', () => {
    const { log } = liveGame('recall-human');
    const table = Table.resume(regicide, { ...log, moves: log.moves.slice(0, 12), result: null });
    const seat = rememberingSeat();
    table.sit(1, seat);
    table.sit(2, rememberingSeat());
    table.start();
    seat.heard.length = 0;
    expect(table.takeBack(3)).toBe(3);
    expect(seat.heard.map((h) => h.update.movesMade)).toEqual(Array.from({ length: 10 }, (_, i) => i));
    const late = rememberingSeat();
    table.sit(2, late);
    expect(late.heard.map((h) => h.how)).toEqual([...new Array<string>(9).fill('recall'), 'see']);
  });

  it('does not replay history to a seat without memory (people, remote players)', () => {
    const { log } = liveGame('recall-human');
    const table = Table.resume(regicide, { ...log, moves: log.moves.slice(0, 8), result: null });
    const told: SeatUpdate[] = [];
    table.sit(1, { kind: 'human', see: (u) => told.push(u), decide: () => undefined });
    table.start();
    expect(told.map((u) => u.movesMade)).toEqual([8]);
  });

  it('lets a bot seat follow the tavern after a resume (the tracker follows the current view)', () => {
    const { log } = liveGame('recall-tracker');
    const table = Table.resume(regicide, { ...log, moves: log.moves.slice(0, 20), result: null });
    const followed: boolean[] = [];
    const trackingBot = (): Bot<RegicideView, RegicideMove, RegicideEvent> => {
      const tracker = new TavernTracker();
      return {
        name: 'tracking',
        observe: (u) => tracker.observe(u),
        choose: (v, legal) => {
          followed.push(tracker.follows(v));
          return legal[0];
        },
      };
    };
    table.sit(1, botSeat(trackingBot()));
    table.sit(2, botSeat(trackingBot()));
    table.start();
    expect(followed.length).toBeGreaterThan(0);
    expect(followed.every(Boolean)).toBe(true);
  });
});
