// Review findings 10 and 11 at 80×24: the quick-phrase box opens under the board without pushing
// the status line off the screen (the board gives it rows, or steps aside where it has none to
// give); a muted seat's mark fits beside its name on Regicide's seats panel (a short form where a
// long one would be cut); the host's own board confirms a mute, as the screen-reader mode does;
// and the host's quit question names the exact command that continues the table (finding 15).
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { until } from '../ui/helpers.js';
import { renderSized } from '../ui/thronfolge-helpers.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';

function opening(mySeat: number, yielded = false): WireUpdate {
  const state = regicide.setup(regicide.normalizeOptions({ players: 3, variants: [] }), 'phrase-fit');
  const view = regicide.view(state, mySeat);
  const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
  return { seat: mySeat, view: yielded ? { ...view, yielded: [false, false, true] } : view, legal: mySeat === 1 ? legal : [], toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
}

const at = (mySeat: number, muted: number[] = [], yielded = false) =>
  Object.assign(fakeTable({ ...lobby, started: true, muted, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Cy')] }, opening(mySeat, yielded)), { seat: mySeat, host: mySeat === 1 });

describe('a networked table at 80×24', () => {
  for (const [rows, mySeat] of [
    [24, 1],
    [20, 1],
    [24, 2],
    [20, 2],
  ]) {
    it(`s opens the phrases at 80×${rows} with the screen within its rows (${mySeat === 1 ? 'the host' : 'a guest'})`, async () => {
      const r = renderSized(<NetTableApp table={at(mySeat)} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { columns: 80, rows });
      await until(r.screen, (s) => s.includes('Your hand'));
      const before = r.frames.length;
      await r.type('s');
      const open = await until(r.screen, (s) => s.includes('Say to the table'));
      // Every frame drawn on the way, not only the last: one frame taller than the screen scrolls it.
      for (const frame of r.frames.slice(before)) expect(frame.split('\n').length).toBeLessThanOrEqual(rows);
      expect(open).toContain('6\u00a0thinking…'.replace('\u00a0', ' '));
      // With rows to give, the board stays whole: its status line on top.
      if (rows === 24) expect(open.split('\n')[0]).toMatch(/^Regicide · 3 players/);
      await r.type('\u001b');
      const closed = await until(r.screen, (s) => !s.includes('Say to the table') && s.includes('Your hand'));
      expect(closed.split('\n').length).toBeLessThanOrEqual(rows);
      r.unmount();
    });
  }

  it("a muted seat's mark is whole on the seats panel, short where someone yielded", async () => {
    for (const [yielded, mark] of [
      [false, 'Bob (you) · phrases muted'],
      [true, 'Bob (you) · muted'],
    ] as const) {
      const r = renderSized(<NetTableApp table={at(2, [2], yielded)} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { columns: 80, rows: 24 });
      const s = await until(r.screen, (x) => x.includes('Your hand'));
      expect(s).toContain(mark);
      expect(s).not.toMatch(/Bob \(you\)[^│]*…/);
      r.unmount();
    }
  });

  it("the host's board confirms a mute on its message line until the next move", async () => {
    const table = at(1);
    const r = renderSized(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { columns: 80, rows: 24 });
    await until(r.screen, (s) => s.includes('Your hand'));
    await r.type('M');
    await until(r.screen, (s) => s.includes('Mute or unmute whose phrases?'));
    await r.type('2');
    expect(table.calls).toContain('mute 2 true');
    table.push({ lobby: { ...table.lobby!, muted: [2] } });
    await until(r.screen, (s) => s.includes("Bob's phrases are muted"));
    r.unmount();
  });

  it("the host's quit question names the command that continues the table; a guest's stays the game's own", async () => {
    for (const mySeat of [1, 2]) {
      const r = renderSized(<NetTableApp table={at(mySeat)} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { columns: 80, rows: 24 });
      await until(r.screen, (s) => s.includes('Your hand'));
      await r.type('q');
      const asked = await until(r.screen, (s) => s.includes('Quit now?'));
      // The host's note (turn-live's wording) ends with the exact command, on one line of the box.
      if (mySeat === 1) expect(asked).toContain(`with: ${commands.resumeHost}`);
      else {
        // A guest's note: how to rejoin, its exact command whole on one line of the box too.
        expect(asked).toContain(commands.rejoin);
        expect(asked).not.toContain('host --resume');
      }
      r.unmount();
    }
  });
});
