// Clicks through the path stdin takes: SGR reports written to the app's stdin reach the key bus,
// which finds what is under the cell and presses its key. Cells are found on the frame itself.
import { describe, expect, it, vi } from 'vitest';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { duelGame, regicideGame } from './clients.js';
import { firstMoveBot, renderSized } from './thronfolge-helpers.js';
import { renderUi, until } from './helpers.js';
import { textWidth } from '../../src/text/width.js';

/** Row and column (0-based) of the `nth` occurrence of `text` on the screen. */
function cellOf(screen: string, text: string, nth = 0): { x: number; y: number } {
  const rows = screen.split('\n');
  let seen = 0;
  for (let y = 0; y < rows.length; y++) {
    for (let x = rows[y].indexOf(text); x >= 0; x = rows[y].indexOf(text, x + 1)) if (seen++ === nth) return { x: textWidth(rows[y].slice(0, x)), y };
  }
  throw new Error(`"${text}" is not on the screen:\n${screen}`);
}

const click = ({ x, y }: { x: number; y: number }) => [`\u001b[<0;${x + 1};${y + 1}M`, `\u001b[<0;${x + 1};${y + 1}m`];
const wheel = ({ x, y }: { x: number; y: number }, up: boolean) => `\u001b[<${up ? 64 : 65};${x + 1};${y + 1}M`;

function soloGame() {
  // Seed "ui-test": hand A♠ A♥ A♣ 2♥ 2♣ 4♠ 6♥ 8♥ against J♣.
  const { client, saved } = regicideGame({ players: 1, variants: [] }, 'ui-test');
  const onExit = vi.fn();
  const ui = renderUi(<RegicideApp client={client} savePath="/saves/game.json" onExit={onExit} />);
  return { ui, saved, onExit };
}

describe('the mouse on the play screen', () => {
  it('selects a card by a click on it, and a second click unselects it', async () => {
    const { ui } = soloGame();
    const card = cellOf(ui.screen(), '2♥');
    await ui.type(...click(card));
    await until(ui.screen, (s) => s.includes('Value 2'));
    // The mark row under the hand marks the fourth card only.
    const marks = ui.screen().split('\n')[card.y + 1];
    expect(marks.split('▲')).toHaveLength(2);
    expect(Math.abs(marks.indexOf('▲') - card.x)).toBeLessThanOrEqual(2);
    await ui.type(...click({ ...card, y: card.y - 1 }));
    await until(ui.screen, (s) => !s.includes('▲'));
  });

  it('presses a footer key by a click on it: Enter plays the selection', async () => {
    const { ui, saved } = soloGame();
    await ui.type(...click(cellOf(ui.screen(), '2♥')), ...click(cellOf(ui.screen(), '2♣')));
    await until(ui.screen, (s) => s.includes('Value 4'));
    const enter = cellOf(ui.screen(), 'Enter play');
    // On the hint's words, not its key: "play" presses Enter too.
    await ui.type(...click({ ...enter, x: enter.x + 'Enter '.length }));
    await until(ui.screen, () => saved.at(-1)?.moves[0] === 'play 2H 2C');
  });

  it('opens the help by a click on "? help" and scrolls the log with the wheel', async () => {
    const { ui } = soloGame();
    await ui.type(...click(cellOf(ui.screen(), '? help')));
    await until(ui.screen, (s) => s.includes('this help'));
    await ui.type('?');
    await until(ui.screen, (s) => s.includes('Enter play'));
    // The wheel turned up over the log opens the whole log.
    const log = cellOf(ui.screen(), 'Enter play');
    await ui.type(wheel({ x: 1, y: log.y - 1 }, true));
    await until(ui.screen, (s) => s.includes('Event log: lines 1–1 of 1'));
    await ui.type(wheel({ x: 3, y: 3 }, false));
    expect(ui.screen()).toContain('Event log: lines 1–1 of 1');
  });

  it('never turns a report into keys: a click on nothing, a release, a split report', async () => {
    const { ui, saved } = soloGame();
    const before = ui.screen();
    // Columns and rows where nothing takes a click; its digits and letters ("5", "M") would be keys.
    await ui.type('\u001b[<0;5;1M', '\u001b[<0;5;1m', '\u001b[<2;5;5M');
    expect(ui.screen()).toBe(before);
    // A report cut in two (a slow line): Ink hands over its front alone, the end comes as text.
    await ui.type('\u001b[<0;1');
    await ui.type('0;5M');
    expect(ui.screen()).toBe(before);
    expect(saved.length).toBe(0);
  });
});

describe('the mouse on the questions', () => {
  it('quits by clicks: "q quit" in the footer, then the yes of the question', async () => {
    const { ui, onExit } = soloGame();
    await ui.type(...click(cellOf(ui.screen(), 'q quit')));
    const asked = await until(ui.screen, (s) => s.includes('Quit now?'));
    const keys = cellOf(asked, 'y / Enter');
    // A click beside the keys' row answers nothing.
    await ui.type(...click({ ...keys, y: keys.y - 1 }));
    expect(onExit).not.toHaveBeenCalled();
    await ui.type(...click({ ...keys, x: keys.x + 4 }));
    await until(ui.screen, () => onExit.mock.calls.length > 0);
    expect(onExit).toHaveBeenCalledWith('quit');
  });
});

describe('the mouse on the Thronfolge screen', () => {
  it('puts the cursor on the card clicked, each card as wide as it is drawn', async () => {
    const { client } = duelGame({ first: 1, variants: [] }, 'keys', { vs: 'bot', bot: firstMoveBot, botDelayMs: 5_000 });
    const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('keys')} savePath="/s.json" armDelayMs={0} onExit={vi.fn()} />, {
      columns: 80,
      rows: 24,
    });
    const screen = await until(ui.screen, (s) => s.includes('Your hand'));
    const rows = screen.split('\n');
    const y = rows.findIndex((r) => r.includes('Your hand')) + 1;
    const cards = [...rows[y].matchAll(/(?:10|[2-9AJQK])[♠♥♦♣]/g)];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    for (const i of [3, 1]) {
      await ui.type(...click({ x: textWidth(rows[y].slice(0, cards[i].index)), y }));
      await until(ui.screen, (s) => s.includes(`[${cards[i][0]}]`));
    }
  });
});
