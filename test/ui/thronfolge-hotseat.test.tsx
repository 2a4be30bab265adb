// Two humans at one keyboard: a hand-over screen hides both hands between turns, ignores keys
// typed before it could be seen, and shows only public news meanwhile.
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelAt } from './clients.js';
import { KEYS, until } from './helpers.js';
import { fits, renderSized } from './thronfolge-helpers.js';

const ARM_MS = 300;
const SMALL = { columns: 80, rows: 24 };

const handLabels = (s: ThronfolgeState, seat: number) => s.hands[seat - 1].map((c) => cardLabel(c));

describe('thronfolge hot seat', () => {
  it('hides both hands behind a hand-over screen between the two players', async () => {
    // Seed "ui-1", seat 1 first: hand 2♠ 3♠ 5♣ 6♥ Q♦ against A♥ 2♥ 9♦ 9♣ 10♥.
    const state = thronfolge.setup({ first: 1, variants: [] }, 'ui-1');
    const { client, saved } = duelAt(state, { vs: 'human' });
    const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'human', botLevel: 'easy' }} match={singleGame('test')} savePath="/s.json" armDelayMs={ARM_MS} onExit={() => {}} />, SMALL);
    let s = ui.screen();
    expect(s).toContain('Pass to Player 1');
    for (const label of [...handLabels(state, 1), ...handLabels(state, 2)]) expect(s).not.toContain(label);
    // An Enter typed at once (before the screen could be seen) is ignored.
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Pass to Player 1');
    await until(ui.screen, (x) => x.includes('press Enter'));
    await ui.type(KEYS.enter);
    s = await until(ui.screen, (x) => x.includes('Your hand (Player 1)'));
    expect(s).toMatch(/\[2♠\]f\s+3♠ f\s+5♣ f\s+6♥ f\s+Q♦ −2/);
    expect(fits(s, SMALL)).toBe(true);
    // The Enter that took the keyboard did not also play a card.
    expect(saved).toEqual([]);

    // Player 1 plays 5♣, and a hurried second Enter arrives with it: it must not reveal anything.
    await ui.type('3', KEYS.enter + KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['play 5C']);
    const after = thronfolge.apply(state, thronfolge.parseMove('play 5C'));
    s = await until(ui.screen, (x) => x.includes('Pass to Player 2'));
    expect(s).toContain('Player 1 plays 5♣');
    for (const label of [...handLabels(after, 1), ...handLabels(after, 2)]) expect(s).not.toContain(label);
    // Once keys count the hand-over screen says so, still showing no hand.
    s = await until(ui.screen, (x) => x.includes('press Enter'));
    expect(s).toContain('Pass to Player 2');
    for (const label of [...handLabels(after, 1), ...handLabels(after, 2)]) expect(s).not.toContain(label);
    await ui.type(KEYS.enter);
    s = await until(ui.screen, (x) => x.includes('Your hand (Player 2)'));
    expect(s).toMatch(/\[A♥\]f\s+2♥ f\s+9♦ −1\s+9♣ −1\s+10♥ −2/);
    expect(s).toContain('▶ Player 2');
    expect(s).toContain('Enter play A♥: Player 1 could then take 4♠ 2♣ 5♣ A♥');
    for (const label of handLabels(after, 1)) expect(s).not.toContain(label);
  });
});
