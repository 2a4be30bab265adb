// Two humans at one terminal: between their turns a hand-over screen shows nothing private, keys
// typed before it appeared are dropped, and no hand is left in the scrollback.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { keysFor, readSave, waitForSavedMoves } from './driver.js';
import { KEY, ROOT, Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

describe('hot seat in a terminal', () => {
  it('hands over between two human players without showing either hand', async () => {
    const home = tempDataHome();
    const t = new Terminal(['play', '--players', '2', '--seed', 'hot-seat'], { dataHome: home });
    running.push(t);
    let screen = await t.waitFor('Pass to Player 1');
    expect(screen).not.toContain('Your hand');
    await t.waitFor('press Enter');
    await t.type(KEY.enter);
    await t.waitFor('Your hand');

    let state = regicide.setup(regicide.normalizeOptions({ players: 2 }), 'hot-seat');
    await t.type('p');
    const savePath = await waitForSavedMoves({ dataHome: home }, 1);
    state = regicide.apply(state, { type: 'yield' });
    const cover = regicide.legalMoves(state).find((m) => m.type === 'discard')!;
    // The covering Enter, then a hurried second Enter that must not pass the hand-over screen.
    await t.type(...keysFor(state, cover), KEY.enter);
    await waitForSavedMoves(savePath, 2);
    state = regicide.apply(state, cover);

    await t.waitFor('Pass to Player 2');
    // Once the screen takes keys its prompt shows: the hurried Enter before it was dropped.
    screen = await t.waitFor('press Enter');
    expect(screen).toContain('Pass to Player 2');
    expect(screen).toContain('Player 1 yields');
    for (const seat of [0, 1]) for (const c of state.hands[seat]) expect(screen).not.toContain(cardLabel(c));
    expect(readSave(savePath).moves).toHaveLength(2);

    await t.type(KEY.enter);
    screen = await t.waitFor('Your hand');
    expect(screen).toContain('▶ Player 2 (you)');
    for (const c of state.hands[1]) expect(screen).toContain(cardLabel(c));
    await t.type('q');
    await t.waitFor('Quit now?');
    await t.type('y');
    expect(await t.exit()).toBe(0);
    // Back on the normal screen: no trace of any hand.
    expect(t.normalBuffer()).not.toMatch(/[♠♥♦♣]|Your hand/);
  });
});
