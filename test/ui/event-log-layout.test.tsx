// The event log gets every row the panels and the preview leave, at 80×24 and on big terminals,
// and the frame stays shorter than the terminal.
import { describe, expect, it } from 'vitest';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { newSession } from '../../src/ui/regicide/session.js';
import { splitRows } from '../../src/ui/shared/row-budget.js';
import { wrapText } from '../../src/ui/shared/wrap-text.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { singleGame } from '../../src/ui/thronfolge/match.js';
import { newSession as duelSession } from '../../src/ui/thronfolge/session.js';
import { regicide } from '../../src/games/regicide/index.js';
import { keysFor } from '../e2e/driver.js';
import { KEYS, sleep, until } from './helpers.js';
import { firstMoveBot, fits, renderSized } from './thronfolge-helpers.js';

const lastBot = { name: 'last', choose: <M,>(_v: unknown, legal: readonly M[]) => legal[legal.length - 1] };

/** Rows between the message/preview and the footer that hold event lines. */
const eventLines = (screen: string, pattern: RegExp) => screen.split('\n').filter((l) => pattern.test(l)).length;

describe('row budget', () => {
  it('gives the preview what its lines need and the event log the rest', () => {
    expect(splitRows(8, 1, false)).toEqual({ previewRows: 1, messageRows: 0, eventRows: 7 });
    expect(splitRows(8, 3, true)).toEqual({ previewRows: 3, messageRows: 1, eventRows: 4 });
    expect(splitRows(5, 9, true)).toEqual({ previewRows: 3, messageRows: 1, eventRows: 1 });
  });

  it('wraps at words, continuation rows flush (or as indented as their line)', () => {
    expect(wrapText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('   xx yy zz', 8)).toEqual(['   xx yy', '   zz']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('event log rows', () => {
  for (const size of [{ columns: 80, rows: 24 }, { columns: 160, rows: 45 }]) {
    it(`Regicide with bots shows more of the log at ${size.columns}×${size.rows}`, async () => {
      const initial = newSession({ players: 3, variants: [] }, 'log-rows', [2, 3]);
      const ui = renderSized(<RegicideApp initial={initial} bots={[2, 3]} botFor={() => lastBot} persist={() => {}} savePath="/s.json" botDelayMs={0} onExit={() => {}} />, size);
      // Player 1 makes its first legal move (as keys) four times; the bots make their last.
      let state = initial.state;
      for (let turn = 0; turn < 4 && state.outcome === null; turn++) {
        const move = regicide.legalMoves(state)[0];
        await ui.type(...keysFor(state, move));
        state = regicide.apply(state, move);
        while (state.outcome === null && state.current !== 0) state = regicide.apply(state, lastBot.choose(null, regicide.legalMoves(state)));
        expect(state.outcome).toBeNull();
        await until(ui.screen, (x) => x.includes('Your hand') && !x.includes('thinking'));
      }
      const s = ui.screen();
      expect(fits(s, size)).toBe(true);
      const shown = eventLines(s, /^(Player \d|The game|[JQK]. (attacks|defeated)|Next enemy)/);
      expect(shown).toBeGreaterThanOrEqual(size.rows === 24 ? 5 : 15);
      // Every row is used: the log reaches down to the key hints on the last row of the frame.
      expect(s.split('\n')).toHaveLength(size.rows - 1);
      ui.unmount();
    });
  }

  it('Thronfolge at 80×24 keeps the frame within the terminal and shows two log lines with a short preview', async () => {
    const size = { columns: 80, rows: 24 };
    const initial = duelSession({ first: 1, variants: [] }, 'log-rows', { vs: 'bot', botLevel: 'easy', match: singleGame('log-rows') });
    const ui = renderSized(<ThronfolgeApp initial={initial} seating={{ vs: 'bot', botLevel: 'easy' }} bot={firstMoveBot} persist={() => {}} savePath="/s.json" botDelayMs={0} armDelayMs={0} onExit={() => {}} />, size);
    await ui.type(KEYS.enter);
    await sleep(100);
    const s = ui.screen();
    expect(fits(s, size)).toBe(true);
    expect(eventLines(s, /^(Player \d plays|The duel begins)/)).toBeGreaterThanOrEqual(2);
    ui.unmount();
  });
});
