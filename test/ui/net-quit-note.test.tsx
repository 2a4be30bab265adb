// What a networked table says of leaving, before the game and in the quit question: the waiting
// room of a turn-based table says so with its time per move, and the quit question says what
// leaving really does there (never local play's "--resume" note): a turn-based table waits on the
// server (`tables`), the host of a table in its own program closes it, saved, any other seat
// leaves the others playing (and, on a server, L pauses the table for everyone instead). The
// help's q row says the same. In every language.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { LANGS } from '../../src/text/lang.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { NET_TEXTS } from '../../src/ui/net/net-strings.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { SHARED_TEXTS } from '../../src/ui/shared/shared-strings.js';
import { renderUi, until } from './helpers.js';
import { commands, fakeTable, lobby, seat } from '../net/lobby-fixtures.js';

function myTurn(): WireUpdate {
  const state = regicide.setup({ players: 3, variants: [] }, 'quit-note');
  const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
  return { seat: 1, view: regicide.view(state, 1), legal, toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
}

const seats = [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Cy')];
const flat = (s: string): string => s.replace(/[│╭╮╰╯─]/g, ' ').replace(/\s+/g, ' ');

async function quitNote(o: { turnBased: boolean; embedded: boolean; host: boolean }, lang: (typeof LANGS)[number]): Promise<string> {
  const table = fakeTable({ ...lobby, started: true, embedded: o.embedded, turnBased: o.turnBased, moveHours: o.turnBased ? 48 : null, seats }, myTurn());
  Object.assign(table, { host: o.host });
  const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang });
  await until(r.screen, (s) => s.includes('1') && s.length > 200);
  await r.type('q');
  const question = SHARED_TEXTS[lang].quitQuestion.replace(/[\u00a0\u202f]/g, ' ');
  const frame = await until(r.screen, (s) => s.includes(question));
  r.unmount();
  return flat(frame);
}

/** The help's rows at the table, scrolled through to the end (flattened, one string). */
async function helpText(o: { turnBased: boolean; embedded: boolean; host: boolean }, lang: (typeof LANGS)[number]): Promise<string> {
  const table = fakeTable({ ...lobby, started: true, embedded: o.embedded, turnBased: o.turnBased, moveHours: o.turnBased ? 48 : null, seats }, myTurn());
  Object.assign(table, { host: o.host });
  const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang });
  await until(r.screen, (s) => s.includes('1') && s.length > 200);
  await r.type('?');
  const first = await until(r.screen, (s) => s.includes('?'));
  const frames = [first];
  // Down a row at a time until the frame stops changing (the help's end).
  for (let i = 0; i < 80; i++) {
    await r.type('\u001b[B');
    const frame = r.screen();
    if (frame === frames.at(-1)) break;
    frames.push(frame);
  }
  r.unmount();
  return frames.map(flat).join(' ');
}

describe('leaving a networked table, said as it is', () => {
  it('the waiting room of a turn-based table says so, with its time per move', async () => {
    const table = fakeTable({ ...lobby, embedded: false, turnBased: true, moveHours: 48, seats: [seat(1, 'Ann'), seat(2, '', { connected: false }), seat(3, '', { connected: false })] });
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    const frame = await until(r.screen, (s) => s.includes('Turn-based table'));
    expect(flat(frame)).toContain('Turn-based table: 2 d per move. It starts once every seat is taken; you need not wait here.');
    r.unmount();
    // A live table's waiting room says nothing of it.
    const live = fakeTable({ ...lobby, turnBased: false, moveHours: null });
    const r2 = renderUi(<NetTableApp table={live} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'fr' });
    const frame2 = await until(r2.screen, (s) => s.includes('KQX7-2MPD'));
    expect(frame2).not.toContain('tour par tour');
    r2.unmount();
  });

  for (const lang of LANGS) {
    it(`${lang}: the quit question says what leaving does, never local play's --resume note`, async () => {
      const t = NET_TEXTS[lang];
      const shared = SHARED_TEXTS[lang];
      const n = (s: string): string => flat(s.replace(/[\u00a0\u202f]/g, ' '));
      const turn = await quitNote({ turnBased: true, embedded: false, host: false }, lang);
      expect(turn).toContain(n(t.quitTurnTable('regicide tables')).slice(0, 30));
      expect(turn).not.toContain('--resume');
      const seatOnServer = await quitNote({ turnBased: false, embedded: false, host: false }, lang);
      expect(seatOnServer).toContain(n(t.quitLaterHint).slice(0, 30));
      expect(seatOnServer).toContain('join --resume');
      const host = await quitNote({ turnBased: false, embedded: true, host: true }, lang);
      expect(host).toContain('host --resume');
      expect(host).not.toContain(n(t.quitLaterHint).slice(0, 30));
      for (const frame of [turn, seatOnServer, host]) expect(frame).not.toContain(n(shared.quitSaved).slice(0, 30));
    });

    it(`${lang}: the help's q row says what leaving does there, never local play's --resume`, async () => {
      const t = NET_TEXTS[lang];
      const n = (s: string): string => flat(s.replace(/[\u00a0\u202f]/g, ' '));
      const local = n(REGICIDE_TEXTS[lang].keyHelp.quit[1]).slice(0, 25);
      const turn = await helpText({ turnBased: true, embedded: false, host: false }, lang);
      expect(turn).toContain(n(t.quitHelp('')).trim());
      expect(turn).toContain(n(t.quitTurnTable('regicide tables')).slice(0, 25));
      expect(turn).not.toContain('--resume');
      const seatOnServer = await helpText({ turnBased: false, embedded: false, host: false }, lang);
      expect(seatOnServer).toContain(n(t.quitSeat('x')).slice(0, 25));
      const host = await helpText({ turnBased: false, embedded: true, host: true }, lang);
      expect(host).toContain(n(t.quitHostSaved('x')).slice(0, 25));
      for (const frame of [turn, seatOnServer, host]) expect(frame).not.toContain(local);
    });
  }
});
