// The replay stepper: from the start to the end of a logged duel and back, both hands open.
import { describe, expect, it, vi } from 'vitest';
import { cardLabel, cardText, parseCard } from '../../src/core/cards.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { ReplayApp } from '../../src/ui/thronfolge/ReplayApp.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { Table } from '../../src/table/table.js';
import { KEYS, until, waitFor } from './helpers.js';
import { arrange, cardsOf, fits, renderSized } from './thronfolge-helpers.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { crownsInReplay } from '../../src/ui/thronfolge/crowns-known.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';

const SMALL = { columns: 80, rows: 24 };

function loggedDuel() {
  const table = Table.create(thronfolge, { first: null, variants: [] }, 'replay-1', { vs: 'bot', botLevel: 'easy', match: singleGame('replay-1') });
  // The same game played on the engine alongside, for the positions the replay must show.
  let state = thronfolge.setup(thronfolge.normalizeOptions(table.log.options as never), 'replay-1');
  const states: ThronfolgeState[] = [state];
  while (state.result === null) {
    const move = thronfolge.legalMoves(state)[0];
    const refusal = table.submit(state.current + 1, move);
    if (refusal) throw new Error(`refused: ${JSON.stringify(refusal)}`);
    state = thronfolge.apply(state, move);
    states.push(state);
  }
  return { log: table.log, states };
}

const handLine = (s: ThronfolgeState, seat: number) => `Player ${seat}: ${s.hands[seat - 1].map((c) => cardLabel(c)).join(' ')}`;

describe('thronfolge replay', () => {
  it('names where each crown is, seeing every card', () => {
    const t = textsFor(THRONFOLGE_TEXTS, 'en', false);
    const base = thronfolge.setup({ first: 1, variants: [] }, 'replay-1');
    const state = arrange({ ...base, removed: cardsOf('2H 3H 4H') }, { hands: ['KD 2S', '3S'], collections: ['', 'KS'], row: '9C 8S 7S 6S 5S 4S' });
    const withDeck = { ...state, deck: cardsOf('KC') };
    // The replay knows both seats' views and the removed cards (the game is over).
    const crowns = (s: ThronfolgeState, ascii: boolean) =>
      crownsInReplay(
        [thronfolge.view(s, 1), thronfolge.view(s, 2)],
        s.removed.map((c) => cardText(c)),
        t,
        ascii,
      );
    expect(crowns(withDeck, false)).toBe("K♠ Player 2 · K♦ Player 1's hand · K♣ draw pile");
    expect(crowns(arrange(withDeck, { row: 'KC 2D 3D 4D 5D 6D' }), false)).toContain('K♣ in the row');
    expect(crowns(arrange(withDeck, { row: '2D KC' }), true)).toContain('KC in reach');
    expect(crowns({ ...withDeck, removed: cardsOf('2H 3H KC'), deck: [] }, false)).toContain('K♣ removed');
  });

  it('steps through a duel with both hands shown', async () => {
    const { log, states } = loggedDuel();
    const onQuit = vi.fn();
    const ui = renderSized(<ReplayApp log={log} onQuit={onQuit} />, SMALL);
    let s = ui.screen();
    expect(s).toContain('Start of the game');
    expect(fits(s, SMALL)).toBe(true);
    expect(s).toContain(handLine(states[0], 1));
    expect(s).toContain(handLine(states[0], 2));
    // The replay sees every card: a crown in a hand is named with its holder.
    expect(s).not.toContain('in your hand');
    // ... and the removed cards, which no player saw.
    expect(s).toContain(`Removed ${states[0].removed.map((c) => cardLabel(c)).join(' ')}`);
    expect(s).not.toContain('removed unseen');

    await ui.type(KEYS.right);
    s = await until(ui.screen, (x) => x.includes(`Move 1 of ${log.moves.length}`));
    const firstMover = states[0].current + 1;
    const shown = log.moves[0].replace(/^play (\S+)$/, (_m, c: string) => `play ${cardLabel(parseCard(c)!)}`);
    expect(s).toContain(`Move 1 of ${log.moves.length}: Player ${firstMover}: ${shown}`);
    expect(s).toContain(handLine(states[1], firstMover));

    await ui.type(KEYS.end);
    s = await until(ui.screen, (x) => x.includes(`Move ${log.moves.length} of ${log.moves.length}`));
    expect(fits(s, SMALL)).toBe(true);
    const result = states.at(-1)!.result!;
    expect(s).toContain(result.reason === 'crowns' ? 'holds all three crowns' : `final score ${result.scores[0]} : ${result.scores[1]}`);

    await ui.type(KEYS.home);
    await until(ui.screen, (x) => x.includes('Start of the game'));
    await ui.type('q');
    await waitFor(() => onQuit.mock.calls.length > 0);
  });
});
