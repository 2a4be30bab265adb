// A networked table in the screen-reader mode names the players as the board does, and says the
// table talk (signals after a jester, phrases, a watcher's greeting) and the table's news as lines
// of their own; a name that came from a client reaches the terminal only made printable.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { runNetLines } from '../../src/ui/net/net-lines.js';
import type { NetTableLike } from '../../src/ui/net/types.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';
import { lineStreams } from '../ui/line-streams.js';

const wire = (state: RegicideState, movesMade: number, events: unknown[] = [], lastMove: WireUpdate['lastMove'] = null): WireUpdate => ({
  seat: 1,
  view: regicide.view(state, 1),
  legal: regicide.currentSeat(state) === 1 ? regicide.legalMoves(state).map((m) => regicide.formatMove(m)) : [],
  toMove: regicide.currentSeat(state),
  movesMade,
  lastMove,
  events,
  result: null,
});

describe('a networked table in the screen-reader mode', () => {
  it('names the players, says their moves, their talk and the news', async () => {
    // Seat 1 (this terminal) yields and covers, so Bob (seat 2) is to move.
    let state = regicide.setup({ players: 3, variants: [] }, 'net-lines');
    state = regicide.apply(state, { type: 'yield' });
    let movesMade = 1;
    const cover = regicide.legalMoves(state).find((m) => m.type === 'discard');
    if (cover) {
      state = regicide.apply(state, cover);
      movesMade++;
    }
    const table = fakeTable({ ...lobby, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Bot 3', { bot: true })] }, wire(state, movesMade));
    (table as { history: NetTableLike['history'] }).history = Array.from({ length: movesMade }, () => ({ seat: 1, text: '', events: [] }));
    const { io, hear, heard, raw, type } = lineStreams();
    const done = runNetLines({ table, joinLine: null, commands, ui: { lang: 'en', ascii: false, color: false, fourColor: false } }, io);
    expect(await hear(/^Turn: /)).toBe('Turn: Bob’s');

    // Bob plays: the move is said with his name.
    const bobs = regicide.legalMoves(state).find((m) => m.type === 'play')!;
    const step = regicide.step(state, bobs);
    if (!step.ok) throw new Error('Bob cannot play');
    state = step.state;
    movesMade++;
    const events = regicide.eventsFor(step.events, 1);
    table.history.push({ seat: 2, text: regicide.formatMove(bobs), events });
    table.push({ update: wire(state, movesMade, events, { seat: 2, text: regicide.formatMove(bobs) }) });
    expect(await hear(/^Move: Bob plays /)).toMatch(/^Move: Bob plays /);

    // What others say comes as lines of their own, in the event log's words and the reader's language.
    table.push({ said: [{ at: movesMade, seat: 2, kind: 'phrase', code: 'my-hand', params: { cards: 5 } }] });
    await hear(/^Bob: “/);
    table.push({ said: [...table.said, { at: movesMade, seat: 0, watcher: 'Zoe', kind: 'phrase', code: 'good-luck', params: {} }] });
    await hear(/Zoe/);
    // Each is said once, however often the table changes.
    table.push({});
    expect(heard.filter((l) => l.startsWith('Bob: “'))).toHaveLength(1);

    // Bob's jester waits for his choice: this seat hears it once, and g signals.
    table.push({ update: { ...table.update!, window: { at: movesMade, chooser: 2 } } });
    await hear(/^Jester: Bob chooses who goes next\. Would you like to go\? g: I would like to go next, r: rather not me\.$/);
    type('g');
    await new Promise<void>((resolve) => {
      const check = (): void => (table.calls.includes('signal go') ? resolve() : void setImmediate(check));
      check();
    });
    table.push({});
    expect(heard.filter((l) => l.startsWith('Jester: '))).toHaveLength(1);

    // m says the quick phrases, numbered; a number says one; Esc closes the menu unsaid.
    type('m');
    expect(await hear(/^Say to the table/)).toMatch(/^Say to the table \(public facts and greetings only\): 1 my hand size, .*3 good luck.*; a number says it, Esc closes$/);
    type('3');
    await new Promise<void>((resolve) => {
      const check = (): void => (table.calls.includes('say good-luck') ? resolve() : void setImmediate(check));
      check();
    });
    type('m');
    type('\u001b');
    type('1');
    await hear(/^nothing to do until your turn$/);
    expect(table.calls.filter((c) => c.startsWith('say'))).toEqual(['say good-luck']);

    // The news of the table: a player left (the host may give the seat to a bot with B).
    table.push({ lobby: { ...table.lobby!, seats: [seat(1, 'Ann'), seat(2, 'Bob', { connected: false, vacated: true }), seat(3, 'Bot 3', { bot: true })] } });
    await hear(/^Bob left — press B to give the seat to a bot$/);
    type('B');
    await new Promise<void>((resolve) => {
      const check = (): void => (table.calls.includes('bot 2') ? resolve() : void setImmediate(check));
      check();
    });

    type('q');
    await hear(/^Quit\? /);
    type('y');
    expect(await done).toBe(0);
    expect(raw()).not.toMatch(/Player 2/);
  });

  it('a name with escape sequences is said only made printable', async () => {
    const state = regicide.apply(regicide.setup({ players: 2, variants: [] }, 'net-lines-2'), { type: 'yield' });
    const hostile = 'Eve\u001b[2J\u001b]0;owned\u0007';
    const table = fakeTable({ ...lobby, options: { players: 2, variants: [] }, started: true, seats: [seat(1, 'Ann'), seat(2, hostile)] }, wire(state, 1));
    (table as { history: NetTableLike['history'] }).history = [{ seat: 1, text: 'yield', events: [] }];
    const { io, hear, raw, type } = lineStreams();
    const done = runNetLines({ table, joinLine: null, commands, ui: { lang: 'en', ascii: false, color: false, fourColor: false } }, io);
    await hear(/^Turn: /);
    table.push({ said: [{ at: 1, seat: 2, kind: 'signal', value: 'go' }] });
    await hear(/^Eve.*: “/);
    type('q');
    await hear(/^Quit\? /);
    type('y');
    await done;
    expect(raw()).toContain('Eve');
    expect(raw()).not.toMatch(/\u001b|\u0007/);
  });

  it('the host hears who asks to watch, and lets them in with a (x refuses)', async () => {
    const table = fakeTable({ ...lobby, watching: 'ask', watchers: ['Yan'] });
    (table as { watchRequests: NetTableLike['watchRequests'] }).watchRequests = [{ id: 'w1', name: 'Zoe' }];
    const { io, hear, type } = lineStreams();
    const done = runNetLines({ table, joinLine: null, commands, ui: { lang: 'en', ascii: false, color: false, fourColor: false } }, io);
    await hear(/^Watching: Yan$/);
    await hear(/^Zoe asks to watch · a: let in · x: refuse$/);
    type('a');
    await new Promise<void>((resolve) => {
      const check = (): void => (table.calls.includes('watcher w1 true') ? resolve() : void setImmediate(check));
      check();
    });
    type('q');
    expect(await done).toBe(0);
  });
});
