// A turn-based table in the screen-reader mode: "Since your last visit" and its lines once as the
// game opens, then the clock line, said again when the move passes to another seat.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { TurnMessage, WireUpdate } from '../../src/net/wire/messages.js';
import { runNetLines } from '../../src/ui/net/net-lines.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';
import { lineStreams } from '../ui/line-streams.js';

const HOUR = 3_600_000;

function opening(): WireUpdate {
  const state = regicide.setup(regicide.normalizeOptions({ players: 3, variants: [] }), 'turn-lines');
  const toMove = regicide.currentSeat(state) ?? 0;
  return {
    seat: 1,
    view: regicide.view(state, 1),
    legal: toMove === 1 ? regicide.legalMoves(state).map((m) => regicide.formatMove(m)) : [],
    toMove,
    movesMade: 0,
    lastMove: null,
    events: [],
    result: null,
  };
}

describe('a turn-based table as lines', () => {
  it('says what happened since the last visit once, then whose move it is and the time left', async () => {
    const turn: TurnMessage = { moveMs: 48 * HOUR, onTimeout: 'bot', toMove: 1, deadline: Date.now() + 44 * HOUR + 30_000, seenMoves: 0, paused: false };
    const table = Object.assign(fakeTable({ ...lobby, started: true, seats: [seat(1, 'Me'), seat(2, 'Annika'), seat(3, 'Bo')] }, opening()), {
      turn,
      seenAtVisit: 0,
      history: [{ seat: 2, text: 'play 7C', events: [] }],
      said: [{ at: 1, seat: 2, kind: 'phrase' as const, code: 'good-luck', params: {} }],
    });
    const { io, hear, heard, type } = lineStreams();
    const done = runNetLines({ table, joinLine: null, commands, ui: { lang: 'en', ascii: false, color: false, fourColor: false } }, io);
    await hear(/^Since your last visit:/);
    expect(heard.slice(heard.indexOf('Since your last visit:') + 1, heard.indexOf('Since your last visit:') + 3)).toEqual(['Annika: play 7C', 'Annika: “good luck”']);
    expect(await hear(/^Your move — /)).toBe('Your move — 1 d 20 h left');
    table.turn = { ...turn, toMove: 2, deadline: Date.now() + 5 * HOUR + 30_000 };
    table.emit({ kind: 'turn', turn: table.turn });
    expect(await hear(/^Annika to move/)).toBe('Annika to move — 5 h left');
    table.emit({ kind: 'turn', turn: table.turn });
    expect(heard.filter((l) => l.startsWith('Since your last visit'))).toHaveLength(1);
    expect(heard.filter((l) => l.startsWith('Annika to move'))).toHaveLength(1);
    type('q');
    await hear(/^Quit\? /);
    type('y');
    await done;
  });
});
