// "Continue later" at a networked table's screen (NetTableApp over a table in memory): L proposes
// going turn-based at a live table (and playing live again at a turn-based one), a proposal of
// another seat is shown on the message line with the keys that answer it (L yes, N no), a seat
// that said yes is told it waits for the others, a refusal is one clear line, and neither key
// plays a card. The help lists both keys.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { PaceProposal, WireUpdate } from '../../src/net/wire/messages.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { renderUi, until } from './helpers.js';
import { commands, fakeTable, lobby, seat } from '../net/lobby-fixtures.js';

function myTurn(): WireUpdate {
  const state = regicide.setup({ players: 3, variants: [] }, 'pace-keys');
  const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
  return { seat: 1, view: regicide.view(state, 1), legal, toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
}

const playing = (turnBased = false) =>
  fakeTable({ ...lobby, embedded: false, started: true, turnBased, moveHours: turnBased ? 48 : null, pace: null, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Cy')] }, myTurn());
const proposal = (o: Partial<PaceProposal> = {}): PaceProposal => ({ to: 'turn', by: 2, agreed: [2], moveHours: 48, ...o });
const paceCalls = (table: { calls: string[] }) => table.calls.filter((c) => c.startsWith('pace') || c.startsWith('submit'));

describe('continue later at the table', () => {
  it('L proposes at a live table; N does nothing while nobody proposed', async () => {
    const table = playing();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Your hand'));
    await r.type('N', 'L');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('pace turn true'),
    );
    expect(paceCalls(table)).toEqual(['pace turn true']);
    r.unmount();
  });

  it("shows another seat's proposal with its keys; N says no, L says yes, then it waits for the others", async () => {
    const table = playing();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Your hand'));
    table.push({ lobby: { ...table.lobby!, pace: proposal() } });
    await until(r.screen, (s) => s.includes('Bob proposes to continue later (turn-based, 2 d per move) — L yes · N no'));
    await r.type('N');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('pace turn false'),
    );
    await r.type('L');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('pace turn true'),
    );
    table.push({ lobby: { ...table.lobby!, pace: proposal({ agreed: [2, 1] }) } });
    await until(r.screen, (s) => s.includes('Continue later: waiting for the others to agree — N takes your yes back'));
    // Neither key played a card.
    expect(paceCalls(table)).toEqual(['pace turn false', 'pace turn true']);
    r.unmount();
  });

  it('a refusal is one line: a guest at the table', async () => {
    const table = playing();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Your hand'));
    await r.type('L');
    table.emit({ kind: 'error', code: 'laterGuests', params: { seats: [3] }, message: 'x' });
    // The message rows wrap a long line at words.
    const flat = () => r.screen().replace(/\s+/g, ' ');
    await until(flat, (s) => s.includes('This table cannot continue later: seat 3 plays as a guest, and a turn-based seat belongs to an account'));
    r.unmount();
  });

  it('at a turn-based table L proposes playing live again; in German the proposal reads so', async () => {
    const table = playing(true);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'de' });
    await until(r.screen, (s) => s.includes('Deine Hand'));
    await r.type('L');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('pace live true'),
    );
    table.push({ lobby: { ...table.lobby!, pace: proposal({ to: 'live', by: 3, agreed: [3] }) } });
    await until(r.screen, (s) => s.includes('Cy schlägt vor: wieder in Echtzeit spielen – L ja · N nein'));
    r.unmount();
  });

  it('the help lists L and N', async () => {
    const table = playing();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Your hand'));
    await r.type('?');
    await until(r.screen, (s) => s.includes('Help'));
    // Scrolled down to the networked table's keys.
    for (let i = 0; i < 12 && !r.screen().includes('say no to a proposal'); i++) await r.type('\u001B[B');
    const help = await until(r.screen, (s) => s.includes('say no to a proposal'));
    expect(help).toMatch(/L\s+during the game: continue later/);
    expect(help).toMatch(/N\s+during the game: say no to a proposal/);
    r.unmount();
  });
});
