// A turn-based table's screen (NetTableApp with a table in memory): on coming back with moves
// unseen, "Since your last visit" shows the moves since and what was said, at most six lines, and
// a key closes it; then the clock line says whose move it is and the time left.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { SaidMessage, TurnMessage, WireUpdate } from '../../src/net/wire/messages.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { NET_TABLES } from '../../src/ui/net/texts/tables.js';
import { sinceLines } from '../../src/ui/net/turn-summary.js';
import { renderUi, until } from './helpers.js';
import { commands, fakeTable, lobby, seat } from '../net/lobby-fixtures.js';

const HOUR = 3_600_000;

function opening(mySeat: number): WireUpdate {
  const state = regicide.setup(regicide.normalizeOptions({ players: 3, variants: [] }), 'turn-panel');
  const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
  const toMove = regicide.currentSeat(state) ?? 0;
  return { seat: mySeat, view: regicide.view(state, mySeat), legal: toMove === mySeat ? legal : [], toMove, movesMade: 0, lastMove: null, events: [], result: null };
}

const clock = (o: Partial<TurnMessage> = {}): TurnMessage => ({ moveMs: 48 * HOUR, onTimeout: 'bot', toMove: 1, deadline: Date.now() + 44 * HOUR + 30_000, seenMoves: 1, paused: false, ...o });
const move = (seat: number, text: string) => ({ seat, text, events: [] });

function tableWith(turn: TurnMessage, history: ReturnType<typeof move>[], said: SaidMessage[] = []) {
  const table = fakeTable({ ...lobby, started: true, seats: [seat(1, 'Me'), seat(2, 'Annika'), seat(3, 'Bo')] }, opening(1));
  return Object.assign(table, { turn, seenAtVisit: turn.seenMoves, history, said });
}

describe('a turn-based table on coming back', () => {
  it('shows what happened since the last visit until a key closes it, then the clock line', async () => {
    const said: SaidMessage[] = [{ at: 2, seat: 2, kind: 'phrase', code: 'good-luck', params: {} }];
    const table = tableWith(clock(), [move(1, 'play 5H'), move(2, 'play 7C'), move(3, 'yield')], said);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    const box = await until(r.screen, (s) => s.includes('Since your last visit'));
    expect(box).toContain('Annika: play 7C');
    expect(box).toContain('Annika: “good luck”');
    expect(box).toContain('Bo: yield');
    // The move seen before is not repeated.
    expect(box).not.toContain('play 5H');
    expect(box.indexOf('play 7C')).toBeLessThan(box.indexOf('good luck'));
    await r.type(' ');
    const game = await until(r.screen, (s) => s.includes('Your hand') && !s.includes('Since your last visit'));
    expect(game).toContain('Your move — 1 d 20 h left');
    table.push({ turn: clock({ toMove: 2, deadline: Date.now() + 5 * HOUR + 30_000 }) });
    await until(r.screen, (s) => s.includes('Annika to move — 5 h left'));
    r.unmount();
  });

  it('no box when nothing happened since; the clock line in German', async () => {
    const table = tableWith(clock({ seenMoves: 1 }), [move(1, 'play 5H')]);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'de' });
    const frame = await until(r.screen, (s) => s.includes('noch 1 T. 20 Std.'));
    expect(frame).toContain('Du bist dran – noch 1 T. 20 Std.');
    expect(frame).not.toContain('Seit deinem letzten Besuch');
    r.unmount();
  });

  it('the summary is at most six lines: "and N more"', () => {
    const t = textsFor(NET_TABLES, 'en', false);
    const history = Array.from({ length: 10 }, (_, i) => move((i % 3) + 1, `move ${i + 1}`));
    const lines = sinceLines(t, { history, said: [], seen: 0, mySeat: 4, name: (s) => `P${s}`, saidWords: () => '' });
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('P1: move 1');
    expect(lines[5]).toBe('and 5 more');
  });

  it("the player's own moves are no news to them", () => {
    const t = textsFor(NET_TABLES, 'en', false);
    const history = [move(1, 'play 10C'), move(2, 'play 5H'), move(1, 'play 3D')];
    expect(sinceLines(t, { history, said: [], seen: 0, mySeat: 1, name: (s) => `P${s}`, saidWords: () => '' })).toEqual(['P2: play 5H']);
    expect(sinceLines(t, { history: [move(1, 'play 10C')], said: [], seen: 0, mySeat: 1, name: (s) => `P${s}`, saidWords: () => '' })).toEqual([]);
  });
});
