// Two humans at one keyboard: a hand-over screen hides both hands between turns, ignores keys
// typed before it could be seen, and shows only public news meanwhile.
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import type { ThronfolgeLog } from '../../src/ui/thronfolge/session.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { KEYS, sleep, until } from './helpers.js';
import { fits, renderSized, sessionOf } from './thronfolge-helpers.js';

const ARM_MS = 120;
const SMALL = { columns: 80, rows: 24 };

const handLabels = (s: ThronfolgeState, seat: number) => s.hands[seat - 1].map((c) => cardLabel(c));

describe('thronfolge hot seat', () => {
  it('hides both hands behind a hand-over screen between the two players', async () => {
    // Seed "ui-1", seat 1 first: hand 2♠ 3♠ 5♣ 6♥ Q♦ against A♥ 2♥ 9♦ 9♣ 10♥.
    const state = thronfolge.setup({ first: 1, variants: [] }, 'ui-1');
    const saved: ThronfolgeLog[] = [];
    const ui = renderSized(
      <ThronfolgeApp initial={sessionOf(state, 'human')} seating={{ vs: 'human', botLevel: 'easy' }} bot={null} persist={(l) => saved.push(l)} savePath="/s.json" botDelayMs={0} armDelayMs={ARM_MS} onExit={() => {}} />,
      SMALL,
    );
    let s = ui.screen();
    expect(s).toContain('Pass to Player 1');
    for (const label of [...handLabels(state, 1), ...handLabels(state, 2)]) expect(s).not.toContain(label);
    // An Enter typed at once (before the screen could be seen) is ignored.
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Pass to Player 1');
    await sleep(ARM_MS + 30);
    await ui.type(KEYS.enter);
    s = ui.screen();
    expect(s).toContain('Your hand (Player 1)');
    expect(s).toMatch(/\[2♠\]\s+3♠\s+5♣\s+6♥\s+Q♦/);
    expect(fits(s, SMALL)).toBe(true);
    // The Enter that took the keyboard did not also play a card.
    expect(saved).toEqual([]);

    // Player 1 plays 5♣, and a hurried second Enter arrives with it: it must not reveal anything.
    await ui.type('3', KEYS.enter + KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['play 5C']);
    const after = thronfolge.apply(state, thronfolge.parseMove('play 5C'));
    s = ui.screen();
    expect(s).toContain('Pass to Player 2');
    expect(s).toContain('Player 1 plays 5♣');
    for (const label of [...handLabels(after, 1), ...handLabels(after, 2)]) expect(s).not.toContain(label);
    await sleep(ARM_MS + 30);
    expect(ui.screen()).toContain('Pass to Player 2');
    await ui.type(KEYS.enter);
    s = await until(ui.screen, (x) => x.includes('Your hand (Player 2)'));
    expect(s).toMatch(/\[A♥\]\s+2♥\s+9♦\s+9♣\s+10♥/);
    expect(s).toContain('▶ Player 2');
    expect(s).toContain('Enter play A♥: Player 1 could then take 4♠ 2♣ 5♣ A♥');
    for (const label of handLabels(after, 1)) expect(s).not.toContain(label);
  });
});
