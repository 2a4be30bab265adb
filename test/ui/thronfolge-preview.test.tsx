// The previews: before a take exactly the cards it gets and how both scores move; before a play
// what the opponent could take next and what that would do; the crown tracker and its warnings.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/core/cards.js';
import { previewPlay, previewTake, thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { watchCrowns } from '../../src/games/thronfolge/crowns.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { duelAt } from './clients.js';
import { KEYS, until } from './helpers.js';
import { arrange, firstMoveBot, renderSized } from './thronfolge-helpers.js';

// Seed "ui-1", seat 1 first: row 4♠ 2♣; hand 2♠ 3♠ 5♣ 6♥ Q♦.
const opening = (variants: ThronfolgeState['variants'] = []) => thronfolge.setup({ first: 1, variants }, 'ui-1');

function duel(state: ThronfolgeState, settings = {}) {
  const { client } = duelAt(state, { bot: firstMoveBot, botDelayMs: 10_000 });
  return renderSized(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('test')} savePath="/s.json" onExit={() => {}} />, { columns: 80, rows: 24 }, settings);
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '+0');
const move = (name: string, before: number, after: number) => `${name} ${before}→${after} (${signed(after - before)})`;

describe('take and play previews', () => {
  it('shows the cards a take gets and how both scores move', () => {
    const state = arrange(opening(), { collections: ['3H 4H', '5H JS'], row: '9D 4S 2C 6H 3D 7S' });
    const take = previewTake(thronfolge.view(state, 1));
    expect(take.cards).toEqual(['4S', '2C', '6H', '3D', '7S']);
    const s = duel(state).screen();
    expect(s).toContain(`t take 4♠ 2♣ 6♥ 3♦ 7♠: ${move('you', take.before[0], take.after[0])} · ${move('Player 2', take.before[1], take.after[1])}`);
    // Taking the third heart costs the opponent the ♥ majority they shared: both scores move.
    expect(take.delta[1]).toBe(0);
    expect(take.delta[0]).toBeGreaterThan(0);
  });

  it('shows, for the card under the cursor, what the opponent could take and what it would do', async () => {
    const state = opening();
    const ui = duel(state);
    const view = thronfolge.view(state, 1);
    const first = previewPlay(view, '2S');
    expect(ui.screen()).toContain('Enter play 2♠: Player 2 could then take 4♠ 2♣ 2♠');
    expect(ui.screen()).toContain(
      `if they do: ${move('you', first.opponentTake!.before[0], first.opponentTake!.after[0])} · ${move('Player 2', first.opponentTake!.before[1], first.opponentTake!.after[1])}`,
    );
    await ui.type(KEYS.right, KEYS.right, KEYS.right);
    const hearts = previewPlay(view, '6H');
    const s = await until(ui.screen, (x) => x.includes('Enter play 6♥: Player 2 could then take 4♠ 2♣ 6♥'));
    expect(s).toContain(move('Player 2', 0, hearts.opponentTake!.after[1]));
  });

  it('says when the opponent has taken this round and cannot take the card', () => {
    const s = duel(arrange(opening(), { taken: [false, true] })).screen();
    expect(s).toContain('Enter play 2♠: Player 2 has taken this round and cannot take it before the next');
  });

  it('asks for the take when the hand is empty, and explains a refused take', async () => {
    const empty = duel(arrange(opening(), { hands: ['', '2H 3H'] }));
    expect(empty.screen()).toContain('Your hand is empty: you must take (t)');
    expect(empty.screen()).toContain('t take  v log  ? help');
    const done = duel(arrange(opening(), { taken: [true, false] }));
    expect(done.screen()).toContain('t: you have taken this round — play a card');
    await done.type('t');
    await until(done.screen, (x) => /play a card\n[\s\S]*you have taken this round — play a card/.test(x));
    expect(done.screen()).toMatch(/play a card\n[\s\S]*you have taken this round — play a card/);
  });
});

describe('crown tracker', () => {
  it('knows where each crown is as far as the viewer can see', () => {
    const state = arrange(opening(['open-discards']), { collections: ['KS', ''], row: 'KD 2H 3H 4H 5H 6H', hands: ['2S', '3S'] });
    const removedState = { ...state, removed: [state.removed[0], state.removed[1], parseCard('KC')!] };
    const watch = watchCrowns(thronfolge.view(removedState, 1));
    expect(watch.spots).toEqual([
      { card: 'KS', place: 'mine' },
      { card: 'KD', place: 'row' },
      { card: 'KC', place: 'removed' },
    ]);
    expect(watch.threats).toEqual([]);
    expect(watchCrowns(thronfolge.view(state, 2)).spots[0]).toEqual({ card: 'KS', place: 'theirs' });
  });

  it('warns when the opponent holds two crowns and the third is in reach', () => {
    const state = arrange(opening(), { collections: ['', 'KS KC'], row: '2H KD 3H' });
    const s = duel(state).screen();
    expect(s).toContain('⚠ Player 2 holds K♠ K♣: K♦ is in reach — their next take wins!');
    // Every play leaves the crown in reach, and the preview says what that means.
    expect(s).toContain('that would give Player 2 all three crowns and the game!');
  });

  it('warns when one take would bring the opponent the two crowns they lack', () => {
    const state = arrange(opening(), { collections: ['', 'KC'], row: '9C JD KD 10S KS' });
    const watch = watchCrowns(thronfolge.view(state, 1));
    expect(watch.threats[0]).toMatchObject({ holder: 'theirs', held: ['KC'], missing: ['KS', 'KD'], place: 'reach', holderCanTake: true });
    expect(duel(state).screen()).toContain('⚠ Player 2 holds K♣: K♠ K♦ are in reach — their next take wins!');
    // Against it, the viewer may take them first.
    expect(duel(state).screen()).toContain('t take 9♣ J♦ K♦ 10♠ K♠:');
    // With that crown in the viewer's collection instead, the chance is the viewer's.
    expect(watchCrowns(thronfolge.view(arrange(state, { collections: ['KC', ''] }), 1)).threats.map((x) => x.holder)).toEqual(['mine']);
    // With one crown on each side nobody can have all three.
    expect(watchCrowns(thronfolge.view(arrange(state, { collections: ['KS', 'KC'] }), 1)).threats).toEqual([]);
  });

  it("puts the viewer's own winning take first when all crowns are in reach", () => {
    const state = arrange(opening(), { collections: ['', ''], row: 'KC KD KS' });
    const watch = watchCrowns(thronfolge.view(state, 1));
    expect(watch.threats.map((x) => x.holder)).toEqual(['mine', 'theirs']);
    expect(duel(state).screen()).toContain('♛ K♠ K♦ K♣ are in reach — take now and win!');
  });

  it('warns when the third crown is unseen, further back in the row, or in the own hand', () => {
    expect(duel(arrange(opening(), { collections: ['', 'KS KD'] })).screen()).toContain('⚠ Player 2 holds K♠ K♦: K♣ is unseen and may still reach the row');
    expect(duel(arrange(opening(), { collections: ['', 'KS KD'], row: 'KC 2H 3H 4H 5H 6H' })).screen()).toContain('K♣ is back in the row and can come within reach');
    expect(duel(arrange(opening(), { collections: ['', 'KS KD'], hands: ['2S KC', '3S'] })).screen()).toContain('K♣ is in your hand — playing it puts it in their reach');
    expect(duel(arrange(opening(), { collections: ['', 'KS KD'], row: '2H KC', taken: [false, true] })).screen()).toContain('K♣ is in reach; they have taken this round');
  });

  it('shows the chance when the viewer holds two crowns, and the take preview says it wins', () => {
    const s = duel(arrange(opening(), { collections: ['KS KC', ''], row: '2H KD 3H' })).screen();
    expect(s).toContain('♛ You hold K♠ K♣: K♦ is in reach — take now and win!');
    expect(s).toContain('t take 2♥ K♦ 3♥: all three crowns — you win at once!');
  });

  it('lists the crowns without a warning otherwise', () => {
    const s = duel(arrange(opening(), { collections: ['KS', 'KC'], row: '2H KD' })).screen();
    expect(s).toContain('Crowns  K♠ yours · K♦ in reach · K♣ Player 2');
    expect(s).not.toContain('⚠');
  });
});
