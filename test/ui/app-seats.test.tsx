// Several seats at one terminal: the hand-over screen between humans, and bots at their own pace.
import { describe, expect, it } from 'vitest';
import { cardLabel, parseCard } from '../../src/core/cards.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import type { RegicideLog } from '../../src/modules/regicide/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { seatScreen } from '../../src/ui/regicide/seat-screen.js';
import { regicideGame } from './clients.js';
import { KEYS, renderUi, until, waitFor } from './helpers.js';

const ARM_MS = 120;

/** The 1-9 keys that select `cards` in the sorted hand of the seat to move. */
function keysFor(state: RegicideState, cards: number[]): string[] {
  const hand = regicide.view(state, state.current + 1).hand.map((c) => parseCard(c)!);
  const used = new Set<number>();
  return cards.map((c) => {
    const i = hand.findIndex((h, k) => h === c && !used.has(k));
    used.add(i);
    return String(i + 1);
  });
}

describe('hot seat', () => {
  it('hides every hand behind a hand-over screen between two humans', async () => {
    const { client, saved } = regicideGame({ players: 2, variants: [] }, 'hot-seat');
    const initial = { state: regicide.setup({ players: 2, variants: [] }, 'hot-seat') };
    const ui = renderUi(<RegicideApp client={client} savePath="/s.json" armDelayMs={ARM_MS} onExit={() => {}} />);
    const handOf = (state: RegicideState, seat: number) => state.hands[seat - 1].map((c) => cardLabel(c));
    expect(ui.screen()).toContain('Pass to Player 1');
    expect(ui.screen()).not.toContain('Your hand');
    // An Enter typed at once (before the screen could be seen) is ignored.
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Pass to Player 1');
    await until(ui.screen, (x) => x.includes('press Enter'));
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Your hand');
    // The Enter that took the keyboard did not also act on the table.
    expect(ui.screen()).not.toContain('Select cards first');

    // Player 1 yields and covers the attack: the turn passes to player 2.
    await ui.type('p');
    const afterYield = regicide.apply(initial.state, { type: 'yield' });
    const cover = regicide.legalMoves(afterYield).find((m) => m.type === 'discard')!;
    if (cover.type !== 'discard') throw new Error('expected a discard');
    const keys = keysFor(afterYield, cover.cards);
    // The covering Enter and a hurried second Enter arrive together.
    await ui.type(...keys, KEYS.enter + KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['yield', regicide.formatMove(cover)]);
    const after = regicide.apply(afterYield, cover);
    const s = ui.screen();
    expect(s).toContain('Pass to Player 2');
    expect(s).toContain('Player 1 yields');
    for (const label of handOf(after, 1)) expect(s).not.toContain(label);
    for (const label of handOf(after, 2)) expect(s).not.toContain(label);
    await until(ui.screen, (x) => x.includes('press Enter'));
    expect(ui.screen()).toContain('Pass to Player 2');
    await ui.type(KEYS.enter);
    const mine = await until(ui.screen, (x) => x.includes('Your hand'));
    expect(mine).toContain('▶ Player 2 (you)');
    expect(mine).toContain('yielded');
  });
});

describe('bot seats', () => {
  it('lets the bots play in turn and reports their moves in the event log', async () => {
    const options = { players: 3, variants: [] };
    const initial = { state: regicide.setup(options, 'bots-1') };
    const { client, saved } = regicideGame(options, 'bots-1', { botSeats: [2, 3], botDelayMs: 5 });
    const ui = renderUi(<RegicideApp client={client} savePath="/s.json" onExit={() => {}} />);
    expect(ui.screen()).toContain('Player 2 (bot)');
    expect(ui.screen()).toContain('Player 3 (bot)');
    // The human yields and covers; then both bots move until it is the human's turn again.
    await ui.type('p');
    const afterYield = regicide.apply(initial.state, { type: 'yield' });
    const cover = regicide.legalMoves(afterYield).find((m) => m.type === 'discard');
    if (cover && cover.type === 'discard') await ui.type(...keysFor(afterYield, cover.cards), KEYS.enter);
    // The log records the bots' moves like any other, each saved as it was made.
    const seatOfLast = (log: RegicideLog) => log.moves.slice(0, -1).reduce((st, m) => regicide.apply(st, regicide.parseMove(m)), initial.state).current + 1;
    await waitFor(() => saved.some((log) => seatOfLast(log) === 3));
    const seats = saved.map(seatOfLast);
    expect(seats).toContain(2);
    expect(seats).toContain(3);
    // Their moves appear in the event log.
    await until(ui.screen, (x) => /Player [23] (plays|yields|discards)/.test(x));
  });
});

describe('who sees what', () => {
  it('shows no hand while a bot moves at a shared keyboard, and the human’s own hand otherwise', () => {
    const options = { players: 3, variants: [] };
    // Seat 3 is a bot; seats 1 and 2 share the keyboard.
    const { client, table } = regicideGame(options, 'seats', {
      bots: {
        3: {
          name: 'idle',
          choose: () => {
            throw new Error('not asked');
          },
        },
      },
      botDelayMs: 60_000,
    });
    expect(seatScreen(client, null)).toMatchObject({ viewer: null, needHandOver: true });
    expect(seatScreen(client, null).view.hand).toEqual([]);
    expect(seatScreen(client, 1)).toMatchObject({ viewer: 1, myTurn: true, needHandOver: false });
    expect(seatScreen(client, 2)).toMatchObject({ needHandOver: true, myTurn: false });
    // Seat 1 yields, covers; seat 2 yields, covers: the bot (seat 3) is to move.
    for (const seat of [1, 2]) {
      table.submit(seat, { type: 'yield' });
      const cover = client.update(seat).legal.find((m) => m.type === 'discard');
      if (cover) table.submit(seat, cover);
    }
    expect(table.toMove()).toBe(3);
    const botTurn = seatScreen(client, 1);
    expect(botTurn.viewer).toBeNull();
    expect(botTurn.hand).toEqual([]);
    // The view the board gets carries no hand either.
    expect(botTurn.view.hand).toEqual([]);
    client.close();
  });

  it('always shows the one human’s hand in a game with bots', () => {
    const { client } = regicideGame({ players: 3, variants: [] }, 'seats', { botSeats: [2, 3], botDelayMs: 60_000 });
    expect(seatScreen(client, null)).toMatchObject({ viewer: 1, myTurn: true });
    client.close();
  });
});
