// The host's in-game mute in the screen-reader line mode: M says the question, then a seat's
// number mutes (or unmutes) that seat's phrases and picks no card; any other key cancels; a line says what the key did.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { runNetLines } from '../../src/ui/net/net-lines.js';
import type { Lang } from '../../src/text/lang.js';
import { until } from '../ui/helpers.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';

function myTurn(): WireUpdate {
  const state = regicide.setup({ players: 3, variants: [] }, 'line-mute');
  const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
  return { seat: 1, view: regicide.view(state, 1), legal, toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
}

/** The line mode at a started table where seat 2 is `second`: the keys typed, what was said, the run. */
async function linesAt(second: string, lang: Lang, hand: string) {
  const table = fakeTable({ ...lobby, started: true, seats: [seat(1, 'Ann'), seat(2, second), seat(3, 'Cy')] }, myTurn());
  const input = new PassThrough();
  const output = new PassThrough();
  const out = { said: '' };
  output.setEncoding('utf8').on('data', (d: string) => (out.said += d));
  const run = runNetLines({ table, joinLine: null, commands, ui: { lang, ascii: false, color: false } }, { input: input as unknown as NodeJS.ReadStream, output: output });
  await until(
    () => out.said,
    (s) => s.includes(hand),
  );
  return { table, input, out, run };
}

describe('the host mutes a seat in line mode', () => {
  it('M then 2 mutes seat 2, M then 2 again unmutes it, M then a letter cancels; no digit picks a card', async () => {
    const { table, input, out, run } = await linesAt('Bob', 'en', 'Your hand');
    input.write('M');
    await until(
      () => out.said,
      (s) => s.includes('Mute or unmute whose phrases? Press the seat number'),
    );
    input.write('2');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('mute 2 true'),
    );
    await until(
      () => out.said,
      (s) => s.includes("Bob's phrases are muted\n"),
    );
    table.push({ lobby: { ...table.lobby!, muted: [2] } });
    input.write('M2');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('mute 2 false'),
    );
    await until(
      () => out.said,
      (s) => s.includes("Bob's phrases are unmuted\n"),
    );
    input.write('Mh');
    input.write('q');
    input.write('y');
    expect(await run).toBe(0);
    expect(table.calls.filter((c) => c.startsWith('mute'))).toEqual(['mute 2 true', 'mute 2 false']);
    expect(table.calls.filter((c) => c.startsWith('submit'))).toEqual([]);
    // One line for each change, none for the cancelled M.
    expect(out.said.match(/phrases are (?:un)?muted/g)).toEqual(['phrases are muted', 'phrases are unmuted']);
  });

  it("French: the line names the player through printable() (a name's escape sequence reaches no terminal)", async () => {
    const { input, out, run } = await linesAt('Bo\u001b[2Jb', 'fr', 'Votre main');
    input.write('M2');
    await until(
      () => out.said,
      (s) => s.includes('Les phrases de Bo\\u{1b}[2Jb sont coupées\n'),
    );
    expect(out.said).not.toContain('\u001b[2J');
    input.write('q');
    input.write('y');
    await run;
  });
});
