// Several seats at one terminal: the hand-over screen between humans, and bots at their own pace.
import { describe, expect, it } from 'vitest';
import { cardLabel, parseCard } from '../../src/core/cards.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { newSession, type RegicideLog } from '../../src/ui/regicide/session.js';
import { tableState } from '../../src/ui/regicide/table-state.js';
import { KEYS, renderUi, sleep, until } from './helpers.js';

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
    const initial = newSession({ players: 2, variants: [] }, 'hot-seat');
    const saved: RegicideLog[] = [];
    const ui = renderUi(
      <RegicideApp initial={initial} bots={[]} botFor={() => { throw new Error('none'); }} persist={(l) => saved.push(l)} savePath="/s.json" botDelayMs={0} armDelayMs={ARM_MS} onExit={() => {}} />,
    );
    const handOf = (state: RegicideState, seat: number) => state.hands[seat - 1].map((c) => cardLabel(c));
    expect(ui.screen()).toContain('Pass to Player 1');
    expect(ui.screen()).not.toContain('Your hand');
    // An Enter typed at once (before the screen could be seen) is ignored.
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Pass to Player 1');
    await sleep(ARM_MS + 30);
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Your hand');
    // The Enter that took the keyboard did not also act on the table.
    expect(ui.screen()).not.toContain('Select cards first');

    // Player 1 yields and covers the attack: the turn passes to player 2.
    await ui.type('y');
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
    await sleep(ARM_MS + 30);
    expect(ui.screen()).toContain('Pass to Player 2');
    await ui.type(KEYS.enter);
    const mine = await until(ui.screen, (x) => x.includes('Your hand'));
    expect(mine).toContain('▶ Player 2 (you)');
    expect(mine).toContain('yielded');
  });
});

describe('bot seats', () => {
  it('lets the bots play in turn and reports their moves in the event log', async () => {
    const initial = newSession({ players: 3, variants: [] }, 'bots-1', [2, 3]);
    const bots = new Map([2, 3].map((seat) => [seat, makeRegicideBot('easy', `bots-1/bot${seat}`)]));
    const saved: RegicideLog[] = [];
    const ui = renderUi(
      <RegicideApp initial={initial} bots={[2, 3]} botFor={(seat) => bots.get(seat)!} persist={(l) => saved.push(l)} savePath="/s.json" botDelayMs={5} onExit={() => {}} />,
    );
    expect(ui.screen()).toContain('Player 2 (bot)');
    expect(ui.screen()).toContain('Player 3 (bot)');
    // The human yields and covers; then both bots move until it is the human's turn again.
    await ui.type('y');
    const afterYield = regicide.apply(initial.state, { type: 'yield' });
    const cover = regicide.legalMoves(afterYield).find((m) => m.type === 'discard');
    if (cover && cover.type === 'discard') await ui.type(...keysFor(afterYield, cover.cards), KEYS.enter);
    // The log records the bots' moves like any other, each saved as it was made.
    const seatOfLast = (log: RegicideLog) => log.moves.slice(0, -1).reduce((st, m) => regicide.apply(st, regicide.parseMove(m)), initial.state).current + 1;
    const start = Date.now();
    while (!saved.some((log) => seatOfLast(log) === 3) && Date.now() - start < 5000) await sleep(10);
    const seats = saved.map(seatOfLast);
    expect(seats).toContain(2);
    expect(seats).toContain(3);
    // Their moves appear in the event log.
    expect(ui.screen()).toMatch(/Player [23] (plays|yields|discards)/);
  });
});

describe('who sees what', () => {
  it('shows no hand while a bot moves at a shared keyboard, and the human’s own hand otherwise', () => {
    const state = newSession({ players: 3, variants: [] }, 'seats').state;
    const botToMove = { ...state, current: 2 };
    expect(tableState(botToMove, [3], 1).viewer).toBeNull();
    expect(tableState(botToMove, [3], 1).hand).toEqual([]);
    // The view the board gets carries no hand either, while a bot moves or before a hand-over.
    expect(tableState(botToMove, [3], 1).view.hand).toEqual([]);
    expect(tableState(state, [3], null)).toMatchObject({ viewer: null, needHandOver: true });
    expect(tableState(state, [3], null).view.hand).toEqual([]);
    expect(tableState(state, [3], 1)).toMatchObject({ viewer: 1, myTurn: true, needHandOver: false });
    expect(tableState(state, [3], 2)).toMatchObject({ needHandOver: true, myTurn: false });
    // One human with bots: that human's hand is always on screen.
    expect(tableState(botToMove, [2, 3], null)).toMatchObject({ viewer: 1, myTurn: false });
  });
});
