// The game shell's reducer, without Ink: how a key changes the shell's state in order of priority
// (the size guard, an open overlay, the hand-over, the shell's keys, the game's), and the chunks
// of keys Ink delivers at once, folded key by key — a key sees what the key before it changed.
import { describe, expect, it } from 'vitest';
import { splitKeys, pressOf } from '../../src/ui/shared/each-key.js';
import type { KeyPress } from '../../src/ui/shared/keymap.js';
import type { ShellFacts } from '../../src/ui/shell/game.js';
import { followTable, initialShell, type KeyEnv, shellKey, type ShellState, turnOf } from '../../src/ui/shell/shell-state.js';
import { type RegicideUi } from '../../src/ui/regicide/reducer.js';
import { REGICIDE_SCREEN } from '../../src/ui/regicide/game-screen.js';
import { THRONFOLGE_SCREEN } from '../../src/ui/thronfolge/game-screen.js';
import { seatScreen } from '../../src/ui/regicide/seat-screen.js';
import { duelScreen } from '../../src/ui/thronfolge/duel-screen.js';
import { handCards } from '../../src/games/thronfolge/view-cards.js';
import { hinterOf } from '../../src/modules/play.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import { duelGame, regicideGame } from './clients.js';
import { firstMoveBot } from './thronfolge-helpers.js';

const keys = (text: string): KeyPress[] => splitKeys(text, pressOf(text).key);
const ESC = pressOf('', { escape: true });
const ENTER = pressOf('', { return: true });
const DOWN = pressOf('', { downArrow: true });

/** A Regicide solo table (seed "ui-test": A♠ A♥ A♣ 2♥ 2♣ 4♠ 6♥ 8♥ against J♣) and its moment. */
function solo(players = 1) {
  const seed = players === 1 ? 'ui-test' : 'hot-seat';
  const { client } = regicideGame({ players, variants: [] }, seed, { hinter: hinterOf(regicideModule, seed), undo: true });
  const envOf = (state: ShellState<RegicideUi>, extra: Partial<KeyEnv<unknown, unknown>> = {}) => {
    const screen = seatScreen(client, state.ui.revealed);
    const facts: ShellFacts = REGICIDE_SCREEN.factsOf(screen);
    const env = {
      screen,
      facts,
      ctx: REGICIDE_SCREEN.keyCtxOf(screen),
      fits: true,
      lang: 'en' as const,
      help: { keys: [['q', 'quit'] as const], notes: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], after: [], width: 60, rows: 10 },
      logLines: 40,
      rows: 24,
      turn: turnOf(facts),
      ...extra,
    };
    return env as KeyEnv<typeof screen, ReturnType<typeof REGICIDE_SCREEN.keyCtxOf>>;
  };
  const start = initialShell(REGICIDE_SCREEN.initialUi(client), 0);
  /** Folds the keys as the shell does, carrying out the moves; returns the state and the other effects. */
  const fold = (state: ShellState<RegicideUi>, pressed: KeyPress[], extra: Partial<KeyEnv<unknown, unknown>> = {}) => {
    const effects: string[] = [];
    let s = state;
    for (const press of pressed) {
      const env = envOf(s, extra);
      const caught = followTable(REGICIDE_SCREEN, s, env.screen, env.facts);
      const { state: next, effect } = shellKey(REGICIDE_SCREEN, caught, press, env);
      s = next;
      if (effect?.kind === 'submit') client.submit(env.facts.viewer!, effect.move);
      else if (effect) effects.push(effect.kind === 'assist' ? `assist ${effect.assist}` : effect.kind);
    }
    return { state: s, effects };
  };
  return { client, start, fold };
}

describe('the game shell, key by key', () => {
  it('folds a chunk: "45" and Enter play 2♥ 2♣; the next key sees the new position (a fresh selection)', () => {
    const { client, start, fold } = solo();
    const { state } = fold(start, [...keys('45'), ENTER, ...keys('1')]);
    expect(client.history(1).map((h) => h.text)).toEqual(['play 2H 2C']);
    // The "1" after the move selects in the discard step, in the hand as it is now.
    expect([...state.ui.selected]).toEqual([0]);
    expect(state.position).toBe(1);
  });

  it('opens the help and closes it within one chunk; ↓ scrolls it as far as it goes', () => {
    const { start, fold } = solo();
    expect(fold(start, [...keys('?'), ESC]).state.overlay).toBeNull();
    const open = fold(start, [...keys('?'), DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN]).state;
    // Nine rows, six to a page (ten rows less the frame): three rows down at most.
    expect(open.overlay).toEqual({ kind: 'help', top: 3 });
    // A key the help does not use stays there: the table does not get it.
    expect(fold(open, keys('4')).state.ui.selected.size).toBe(0);
  });

  it('asks before quitting: "qy" in one chunk quits, n stays; in German j says yes', () => {
    const { start, fold } = solo();
    expect(fold(start, keys('qy')).effects).toEqual(['leave']);
    expect(fold(start, keys('qn')).state.overlay).toBeNull();
    expect(fold(start, keys('qj'), { lang: 'de' }).effects).toEqual(['leave']);
    expect(fold(start, keys('qj')).effects).toEqual([]);
  });

  it('asks before the first hint and undo (they make the game practice); no changes nothing', () => {
    const { start, fold } = solo();
    const asked = fold(start, keys('i')).state;
    expect(asked.overlay).toEqual({ kind: 'practice', assist: 'hint' });
    expect(fold(asked, keys('n'))).toEqual({ state: { ...asked, overlay: null }, effects: [] });
    expect(fold(asked, keys('y')).effects).toEqual(['assist hint']);
  });

  it('opens the event log at its newest lines', () => {
    const { start, fold } = solo();
    expect(fold(start, keys('v')).state.overlay).toEqual({ kind: 'log', top: 40 - 19 });
  });

  it('takes no game key while the terminal is too small: q asks, y leaves, n goes back', () => {
    const { client, start, fold } = solo();
    const small = { fits: false };
    expect(fold(start, keys('8'), small).state).toEqual(start);
    fold(start, [ENTER], small);
    expect(client.history(1)).toEqual([]);
    const asking = fold(start, keys('q'), small).state;
    expect(asking.sizeQuit).toBe(true);
    expect(fold(asking, keys('y'), small).effects).toEqual(['leave']);
    expect(fold(asking, keys('n'), small).state.sizeQuit).toBe(false);
  });

  it('hands over only once the hand-over is armed; q works on it, game keys do not', () => {
    const { start, fold } = solo(2);
    const early = fold(start, [ENTER, ...keys('1')]).state;
    expect(early.ui.revealed).toBeNull();
    expect(early.ui.selected.size).toBe(0);
    expect(fold(start, keys('q')).state.overlay).toEqual({ kind: 'quit' });
    const armed = { ...start, armedTurn: '1-0' };
    const taken = fold(armed, [ENTER, ...keys('1')]).state;
    expect(taken.ui.revealed).toBe(1);
    // The key after the Enter that took the keyboard reaches the table.
    expect([...taken.ui.selected]).toEqual([0]);
  });
});

describe('keys as Ink delivers them', () => {
  it('splits a chunk into single keys, a line feed alone or inside it being Enter (typed while the terminal was in line mode)', () => {
    const lineFeed = splitKeys('\n', pressOf('\n').key);
    expect(lineFeed).toEqual([{ input: '', key: expect.objectContaining({ return: true }) }]);
    expect(keys('1\n').map((k) => [k.input, k.key.return])).toEqual([
      ['1', false],
      ['', true],
    ]);
    const { client, start, fold } = solo();
    fold(start, [...keys('4'), ...lineFeed]);
    expect(client.history(1).map((h) => h.text)).toEqual(['play 2H']);
  });
});

describe('the games’ reducers, without Ink', () => {
  it('Regicide: a flip asks first, and y in the same chunk flips', () => {
    const { client, start, fold } = solo();
    const asked = fold(start, keys('f')).state;
    expect(asked.ui.overlay).toBe('flip');
    fold(asked, keys('y'));
    expect(client.history(1).map((h) => h.text)).toEqual(['flip']);
  });

  it('Thronfolge: "3" and Enter play the third card; Enter with an empty hand says a take is due', () => {
    const { client } = duelGame({ first: 1, variants: [] }, 'keys', { bot: firstMoveBot as never, botDelayMs: 60_000 });
    const screen = duelScreen(client, null);
    let ui = THRONFOLGE_SCREEN.initialUi(client);
    ui = THRONFOLGE_SCREEN.reduce(ui, { type: 'jump', index: 2 }, screen).ui;
    const { move } = THRONFOLGE_SCREEN.reduce(ui, { type: 'submit' }, screen);
    expect(move).toEqual({ type: 'play', card: handCards(screen.view)[2] });
    const empty = { ...screen, viewer: null };
    expect(THRONFOLGE_SCREEN.reduce(ui, { type: 'submit' }, empty).ui.note).toEqual({ kind: 'mustTake' });
    client.close();
  });
});
