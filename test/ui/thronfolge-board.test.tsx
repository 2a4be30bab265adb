// The Thronfolge play screen: the row with the take marked, both collections grouped with the
// score as it stands, the hand and cursor, who has taken, round and draw pile, removed cards, and
// the fit to 80×24 and to larger terminals.
import { describe, expect, it, vi } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { scoreBoth, thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { duelAt } from './clients.js';
import { KEYS, until } from './helpers.js';
import { arrange, cardsOf, firstMoveBot, fits, renderSized, resizeTerminal } from './thronfolge-helpers.js';

const SMALL = { columns: 80, rows: 24 };

// Seed "ui-1", seat 1 first: row 4♠ 2♣; hand 2♠ 3♠ 5♣ 6♥ Q♦.
const opening = (variants: ThronfolgeState['variants'] = []) => thronfolge.setup({ first: 1, variants }, 'ui-1');

function duel(state: ThronfolgeState, terminal = SMALL, settings = {}) {
  const { client, saved } = duelAt(state, { bot: firstMoveBot });
  const onExit = vi.fn();
  const ui = renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('test')} savePath="/saves/duel.json" onExit={onExit} />, terminal, settings);
  return { ui, saved, onExit };
}

describe('thronfolge board', () => {
  it('fits 80×24 and shows round, draw pile, row, hands, collections and keys', () => {
    const { ui } = duel(opening());
    const s = ui.screen();
    expect(fits(s, SMALL)).toBe(true);
    expect(s).toContain('Round 1/4');
    expect(s).toContain('Draw pile 30');
    expect(s).toContain('3 removed unseen');
    expect(s).toMatch(/Row\s+\[4♠ 2♣\]/);
    expect(s).toContain('▶ Player 1 (you)');
    expect(s).toContain('Player 2 (bot)');
    expect(s).toMatch(/\[2♠\]f\s+3♠ f\s+5♣ f\s+6♥ f\s+Q♦ −2/);
    expect(s).toContain('Your turn');
    expect(s).toContain('Enter play');
    expect(s).toContain('t take');
    expect(s).toContain('The duel begins against the easy bot. Player 1 starts.');
  });

  it('marks the last five of the row as what a take gets now', () => {
    const state = arrange(opening(), { row: '4S 2C 9D JH 3H 7S 10C' });
    const s = duel(state).ui.screen();
    expect(s).toMatch(/Row\s+4♠ 2♣ \[9♦ J♥ 3♥ 7♠ 10♣\] ← a take gets these/);
  });

  it('lets the oldest cards of a long row give way, never the last five', () => {
    const state = arrange(opening(), { row: '10S 10C 10H 10D QS QH QD QC AS 2S 3S 4S 5S 6S 7S 8S AH 2H 3H 4H 5H 6H 7H AD 2D 3D 4D 5D 6D AC 2C 3C' });
    const s = duel(state).ui.screen();
    expect(fits(s, SMALL)).toBe(true);
    expect(s).toMatch(/Row\s+\+\d+ older [0-9A-Z♠♥♦♣ ]*\[5♦ 6♦ A♣ 2♣ 3♣\]/);
  });

  it('shows the removed cards with open-discards', () => {
    const state = opening(['open-discards']);
    const removed = cardsOf((thronfolge.view(state, 1).removed as string[]).join(' '));
    const s = duel(state).ui.screen();
    expect(removed).toHaveLength(3);
    expect(s).toContain(`Removed ${removed.map((c) => cardLabel(c)).join(' ')}`);
    expect(s).not.toContain('removed unseen');
  });

  it('groups both collections into families, sets and crowns, favour and betrayal, with the score now', () => {
    const state = arrange(opening(), {
      collections: ['2S 5S 7S 4H AC 3C JD 10S QC KS', '3S 2H 6H 2D 4C 9S KC'],
      taken: [false, true],
    });
    const [mine, theirs] = scoreBoth(state.collections[0], state.collections[1]);
    const s = duel(state).ui.screen();
    expect(s).toContain(`no take yet ${mine.total} pts`);
    expect(s).toContain(`taken ✓ ${theirs.total} pts`);
    // Seat 1 holds the ♠ and ♣ majorities, seat 2 ♥ and ♦ and one complete set.
    expect(s).toMatch(/│ ♠ 3 \+8\s+2♠ 5♠ 7♠\s+││ ♠ 1\s+3♠/);
    expect(s).toMatch(/│ ♥ 1\s+4♥\s+││ ♥ 2 \+7\s+2♥ 6♥/);
    expect(s).toMatch(/│ ♦ 0\s+││ ♦ 1 \+6\s+2♦/);
    expect(s).toMatch(/│ ♣ 2 \+5\s+A♣ 3♣\s+││ ♣ 1\s+4♣/);
    expect(s).toMatch(/Sets 0 \(\+0\)\s+Crowns K♠\s+││ Sets 1 \(\+5\)\s+Crowns K♣/);
    expect(s).toMatch(/Favour \+5\s+10♠ J♦\s+││ Favour 0\s+—/);
    expect(s).toMatch(/Betrayal −3\s+Q♣\s+││ Betrayal −1\s+9♠/);
  });

  it('moves the cursor with ←/→, h/l and the number keys', async () => {
    const { ui } = duel(opening());
    await ui.type(KEYS.right, KEYS.right);
    await until(ui.screen, (x) => /2♠ f\s+3♠ f\s+\[5♣\]f/.test(x));
    await ui.type('h');
    await until(ui.screen, (x) => /\[3♠\]/.test(x));
    await ui.type('5');
    await until(ui.screen, (x) => /\[Q♦\]/.test(x));
    // Past the end the cursor stays on the last card: wait for the keys to be seen, then look.
    await ui.type('l', KEYS.right, '?');
    await until(ui.screen, (x) => x.includes('Help'));
    await ui.type(KEYS.escape);
    await until(ui.screen, (x) => x.includes('Your hand'));
    expect(ui.screen()).toMatch(/\[Q♦\]/);
    await ui.type(KEYS.left, KEYS.left, KEYS.left, KEYS.left, KEYS.left);
    await until(ui.screen, (x) => /\[2♠\]/.test(x));
  });

  it('plays the card under the cursor with Enter and takes with t; the bot answers', async () => {
    const { ui, saved } = duel(opening(), { columns: 100, rows: 30 });
    await ui.type('3', KEYS.enter);
    await until(ui.screen, (s) => s.includes('Player 2 plays'));
    expect(saved[0].moves).toEqual(['play 5C']);
    // The bot plays its lowest card (A♥); then it is seat 1's turn again.
    expect(saved.at(-1)!.moves).toEqual(['play 5C', 'play AH']);
    await ui.type('t');
    expect(saved.at(-1)!.moves.slice(0, 3)).toEqual(['play 5C', 'play AH', 'take']);
    const s = await until(ui.screen, (x) => x.includes('Player 1 takes'));
    expect(s).toContain('Player 1 takes 4♠ 2♣ 5♣ A♥');
    expect(s).toMatch(/Player 1 \(you\)\s+taken ✓/);
    // A second take in the same round is refused with the reason.
    await until(ui.screen, (x) => x.includes('Your turn'));
    await ui.type('t');
    // The reason shows as the take's preview and, once refused, on the message line too.
    await until(ui.screen, (x) => x.split('you have taken this round — play a card').length > 2);
    expect(
      saved
        .at(-1)!
        .moves.slice(3)
        .filter((m) => m === 'take'),
    ).toEqual([]);
  });

  it('uses a large terminal: wider panels and more of the event log', async () => {
    const big = { columns: 140, rows: 45 };
    const { ui } = duel(opening(), big);
    await ui.type(KEYS.enter);
    await until(ui.screen, (s) => s.includes('Player 2 plays'));
    await ui.type(KEYS.enter);
    const s = await until(ui.screen, (x) => x.split('\n').filter((l) => l.includes(' plays ')).length >= 4);
    expect(fits(s, big)).toBe(true);
    // The board is 100 columns wide; beside it, the cards not seen yet.
    expect(s.split('\n')[0].length).toBeLessThanOrEqual(100);
    expect(s.split('\n')[3].indexOf('╭', 1)).toBeGreaterThan(0);
    expect(s).toContain('Not seen yet: ');
    expect(s).toContain('The duel begins');
  });

  it('asks for a bigger terminal below 60×20 and goes on once it is resized', async () => {
    const small = { columns: 56, rows: 18 };
    const { ui } = duel(opening(), small);
    expect(ui.screen().replace(/\s+/g, ' ')).toContain('please enlarge it to at least 60×20');
    expect(ui.screen()).not.toContain('2♠');
    resizeTerminal(ui.stdout, SMALL);
    const s = await until(ui.screen, (x) => x.includes('Your hand'));
    expect(fits(s, SMALL)).toBe(true);
  });
});
