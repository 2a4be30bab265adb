// The event log gets every row the panels and the preview leave, at 80×24 and on big terminals,
// and the frame stays shorter than the terminal.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { regicide } from '../../src/games/regicide/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { splitRows } from '../../src/ui/shared/row-budget.js';
import { wrapText } from '../../src/text/wrap.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { keysFor } from '../e2e/driver.js';
import { duelGame, regicideGame } from './clients.js';
import { KEYS, until, waitFor } from './helpers.js';
import { firstMoveBot, fits, renderSized } from './thronfolge-helpers.js';

const lastBot: Bot<unknown, unknown> = { name: 'last', choose: (_v, legal) => legal[legal.length - 1] };

/** Rows that hold event lines (a move's first line starts with its number, the others are indented). */
const eventLines = (screen: string, pattern: RegExp) => screen.split('\n').filter((l) => pattern.test(l.replace(/^(\d+\. |\s+)/, ''))).length;

describe('row budget', () => {
  it('gives the preview what its lines need and the event log the rest', () => {
    expect(splitRows(8, 1, 0)).toEqual({ previewRows: 1, messageRows: 0, eventRows: 7 });
    expect(splitRows(8, 3, 1)).toEqual({ previewRows: 3, messageRows: 1, eventRows: 4 });
    expect(splitRows(5, 9, 1)).toEqual({ previewRows: 3, messageRows: 1, eventRows: 1 });
    // A long message takes the rows its words need before the preview, the event log keeping one.
    expect(splitRows(8, 3, 2)).toEqual({ previewRows: 3, messageRows: 2, eventRows: 3 });
    expect(splitRows(3, 5, 3)).toEqual({ previewRows: 0, messageRows: 2, eventRows: 1 });
  });

  it('wraps at words, continuation rows flush (or as indented as their line)', () => {
    expect(wrapText('aaa bbb ccc', 7)).toEqual(['aaa bbb', 'ccc']);
    expect(wrapText('   xx yy zz', 8)).toEqual(['   xx yy', '   zz']);
    expect(wrapText('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });
});

describe('event log rows', () => {
  for (const size of [
    { columns: 80, rows: 24 },
    { columns: 160, rows: 45 },
  ]) {
    it(`Regicide with bots shows more of the log at ${size.columns}×${size.rows}`, async () => {
      const options = { players: 3, variants: [] };
      const { client, saved } = regicideGame(options, 'log-rows', { botSeats: [2, 3], bots: { 2: lastBot, 3: lastBot }, botDelayMs: 0 });
      const ui = renderSized(<RegicideApp client={client} savePath="/s.json" onExit={() => {}} />, size);
      // Player 1 makes its first legal move (as keys) four times; the bots make their last.
      let state = regicide.setup(options, 'log-rows');
      let moves = 0;
      for (let turn = 0; turn < 4 && state.outcome === null; turn++) {
        const move = regicide.legalMoves(state)[0];
        await ui.type(...keysFor(state, move));
        state = regicide.apply(state, move);
        moves++;
        while (state.outcome === null && state.current !== 0) {
          state = regicide.apply(state, lastBot.choose(null, regicide.legalMoves(state)) as typeof move);
          moves++;
        }
        expect(state.outcome).toBeNull();
        // The table has every move so far (the bots' included), and the screen is back with player 1.
        await waitFor(() => saved.at(-1)?.moves.length === moves);
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
    const { client } = duelGame({ first: 1, variants: [] }, 'log-rows', { bot: firstMoveBot });
    const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('log-rows')} savePath="/s.json" armDelayMs={0} onExit={() => {}} />, size);
    await ui.type(KEYS.enter);
    // The bot has answered: the opening line and both plays are in the log.
    const s = await until(ui.screen, (x) => x.includes('Player 2 plays') && x.includes('Your turn'));
    expect(fits(s, size)).toBe(true);
    expect(eventLines(s, /^(Player \d plays|The duel begins)/)).toBeGreaterThanOrEqual(2);
    ui.unmount();
  });
});
