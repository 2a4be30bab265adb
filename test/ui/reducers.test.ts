// The games' screen reducers on their own: plain data in, plain data out, no Ink and no table.
// A chunk of key actions is folded one after another, each seeing what the one before changed.
import { describe, expect, it } from 'vitest';
import { parseCard, type Card } from '../../src/core/cards.js';
import { initialUi, reduce, type ReduceCtx, type RegicideAction, type RegicideUi } from '../../src/ui/regicide/reducer.js';
import { initialUi as duelUi, reduce as duelReduce, type ThronfolgeAction, type ThronfolgeUi } from '../../src/ui/thronfolge/reducer.js';

const cards = (...labels: string[]): Card[] => labels.map((l) => parseCard(l)!);
const HAND = cards('AS', '5H', '5C', '9D');
const PLAY: ReduceCtx = { hand: HAND, phase: 'play', players: 3, onlyKeys: false, viewer: 1, windowAt: null, signalling: false };

/** Folds the actions; returns the state and the moves made on the way. */
function fold(ui: RegicideUi, actions: RegicideAction[], ctx: ReduceCtx = PLAY) {
  const moves: unknown[] = [];
  for (const action of actions) {
    const next = reduce(ui, action, ctx);
    ui = next.ui;
    if (next.move) moves.push(next.move);
  }
  return { ui, moves };
}

describe('Regicide reducer', () => {
  it('selects by number and by cursor, and Enter plays the selection in hand order', () => {
    const { ui, moves } = fold(initialUi(1), [{ type: 'toggle', index: 2 }, { type: 'cursor', delta: -5 }, { type: 'cursor', delta: 1 }, { type: 'toggle' }, { type: 'submit' }]);
    expect(moves).toEqual([{ type: 'play', cards: cards('5H', '5C') }]);
    expect(ui.cursor).toBe(1);
  });

  it('a second toggle unselects; clear empties; Enter with nothing says what to do first', () => {
    const { ui, moves } = fold(initialUi(1), [{ type: 'toggle', index: 0 }, { type: 'toggle', index: 0 }, { type: 'toggle', index: 3 }, { type: 'clear' }, { type: 'submit' }]);
    expect(moves).toEqual([]);
    expect(ui.note).toEqual({ kind: 'selectFirst' });
    expect(fold(initialUi(1), [{ type: 'submit' }], { ...PLAY, onlyKeys: true }).ui.note).toEqual({ kind: 'onlyMoves' });
  });

  it('covering damage discards the selection; a card number past the hand does nothing', () => {
    const { moves } = fold(initialUi(1), [{ type: 'toggle', index: 9 }, { type: 'toggle', index: 3 }, { type: 'submit' }], { ...PLAY, phase: 'discard' });
    expect(moves).toEqual([{ type: 'discard', cards: cards('9D') }]);
  });

  it('a flip asks first (no flips, yes flips); with an empty hand it flips at once', () => {
    expect(
      fold(initialUi(1), [
        { type: 'ask', kind: 'flip' },
        { type: 'answer', yes: false },
      ]).moves,
    ).toEqual([]);
    const asked = fold(initialUi(1), [{ type: 'ask', kind: 'feign' }]).ui;
    expect(asked.overlay).toBe('feign');
    expect(fold(asked, [{ type: 'answer', yes: true }])).toMatchObject({ ui: { overlay: 'none' }, moves: [{ type: 'feign' }] });
    expect(fold(initialUi(1), [{ type: 'ask', kind: 'flip' }], { ...PLAY, hand: [] }).moves).toEqual([{ type: 'flip' }]);
  });

  it('after a jester the chooser goes round the seats and Enter names the next player', () => {
    const next: ReduceCtx = { ...PLAY, phase: 'next' };
    expect(fold(initialUi(1), [{ type: 'nextChoose', delta: -1 }, { type: 'nextConfirm' }], next).moves).toEqual([{ type: 'next', seat: 3 }]);
    expect(fold(initialUi(1), [{ type: 'nextPick', seat: 2 }, { type: 'nextChoose', delta: 2 }, { type: 'nextConfirm' }], next).moves).toEqual([{ type: 'next', seat: 1 }]);
  });
});

describe('Thronfolge reducer', () => {
  const hand = cards('2S', '7H', 'QD');
  const duelFold = (ui: ThronfolgeUi, actions: ThronfolgeAction[], h: readonly Card[] = hand) => {
    const moves: unknown[] = [];
    for (const action of actions) {
      const next = duelReduce(ui, action, h);
      ui = next.ui;
      if (next.move) moves.push(next.move);
    }
    return { ui, moves };
  };

  it('the cursor stays inside the hand; Enter plays the card under it; t takes', () => {
    expect(duelFold(duelUi(1), [{ type: 'cursor', delta: 1 }, { type: 'cursor', delta: 5 }, { type: 'submit' }]).moves).toEqual([{ type: 'play', card: parseCard('QD') }]);
    expect(duelFold(duelUi(1), [{ type: 'jump', index: 1 }, { type: 'cursor', delta: -3 }, { type: 'submit' }, { type: 'take' }]).moves).toEqual([
      { type: 'play', card: parseCard('2S') },
      { type: 'take' },
    ]);
  });

  it('Enter with an empty hand plays nothing and says a take is due', () => {
    expect(duelFold(duelUi(1), [{ type: 'submit' }], [])).toEqual({ ui: expect.objectContaining({ note: { kind: 'mustTake' } }), moves: [] });
  });
});
