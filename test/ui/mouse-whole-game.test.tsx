// Issue 33's "done when": a sighted player on a light terminal clicks through a whole game. The
// screen is set to the light theme (its colours are checked in theme-render and theme-contrast;
// a test renderer draws none); every move is made by clicks alone (the cards on
// the board, then the footer's Enter; a flip by its footer key and the question's yes) until the
// end screen, which is left by a click on its footer too. Cells are found on the frame itself.
import { describe, expect, it, vi } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { handCards } from '../../src/games/regicide/view-cards.js';
import { textWidth } from '../../src/text/width.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { regicideGame } from './clients.js';
import { renderUi, until } from './helpers.js';

// eslint-disable-next-line no-control-regex
const plain = (s: string): string => s.replace(/\u001b\[[0-9;]*m/g, '');
const click = ({ x, y }: { x: number; y: number }) => [`\u001b[<0;${x + 1};${y + 1}M`, `\u001b[<0;${x + 1};${y + 1}m`];

/** The cell (0-based) of `text` on the lowest row of the screen that holds it (the footer is last). */
function lowest(screen: string, text: string): { x: number; y: number } {
  const rows = plain(screen).split('\n');
  for (let y = rows.length - 1; y >= 0; y--) {
    const x = rows[y].indexOf(text);
    if (x >= 0) return { x: textWidth(rows[y].slice(0, x)), y };
  }
  throw new Error(`"${text}" is not on the screen:\n${plain(screen)}`);
}

/** The cell of `label` on the hand's row: the row that shows every card of the hand. */
function handCell(screen: string, hand: readonly string[], label: string): { x: number; y: number } {
  const rows = plain(screen).split('\n');
  const y = rows.findIndex((row) => hand.every((card) => row.includes(card)));
  if (y < 0) throw new Error(`no row holds the hand ${hand.join(' ')}:\n${plain(screen)}`);
  return { x: textWidth(rows[y].slice(0, rows[y].indexOf(label))), y };
}

describe('a whole game by the mouse, in the light theme', () => {
  it('clicks cards and footer keys from the first move to the end screen, and leaves by a click', async () => {
    const { client, saved } = regicideGame({ players: 1, variants: [] }, 'mouse-light');
    const onExit = vi.fn();
    const ui = renderUi(<RegicideApp client={client} savePath="/saves/game.json" armDelayMs={0} onExit={onExit} />, { name: 'light', color: true });

    let moves = 0;
    for (; moves < 200; moves++) {
      const update = client.update(1);
      if (update.result !== null) break;
      const legal = update.legal;
      const before = saved.length;
      const screen = await until(ui.screen, (s) => plain(s).includes('q quit'));
      const move = legal.find((m) => m.type === 'play' && m.cards.length === 1) ?? legal.find((m) => m.type === 'discard') ?? legal.find((m) => m.type === 'flip') ?? legal[0];
      if (move.type === 'play' || move.type === 'discard') {
        const hand = handCards(update.view).map((c) => cardLabel(c));
        for (const card of move.cards) await ui.type(...click(handCell(ui.screen(), hand, cardLabel(card))));
        const ready = await until(ui.screen, (s) => (s.match(/▲/g)?.length ?? 0) === move.cards.length);
        await ui.type(...click(lowest(ready, 'Enter')));
      } else if (move.type === 'flip') {
        await ui.type(...click(lowest(screen, 'f ')));
        // An empty hand flips at once (nothing to lose); a hand with cards is asked first.
        const asked = await until(ui.screen, (s) => plain(s).includes('y / Enter') || saved.length > before);
        if (saved.length === before) await ui.type(...click(lowest(asked, 'y / Enter')));
      } else throw new Error(`a move this test does not click: ${move.type}`);
      await until(ui.screen, () => saved.length > before);
    }
    expect(client.update(1).result).not.toBeNull();
    expect(saved.at(-1)?.moves.length).toBe(moves);
    expect(moves).toBeGreaterThan(3);

    // The end screen, left by a click on its footer.
    const end = await until(ui.screen, (s) => plain(s).includes('q/Enter'));
    await ui.type(...click(lowest(end, 'q/Enter')));
    await until(ui.screen, () => onExit.mock.calls.length > 0);
  });
});
