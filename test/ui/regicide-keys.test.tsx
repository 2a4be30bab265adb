// Keys that throw a hand away ask first; the size guard and the hand-over screen take no game keys
// (q still asks to quit); only-key positions say which key; the event log opens in full.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import type { RegicideOptions, RegicideState } from '../../src/games/regicide/types.js';
import { regicideAt, regicideGame } from './clients.js';
import { KEYS, until } from './helpers.js';
import { renderSized, resizeTerminal } from './thronfolge-helpers.js';

/** A game from the seed, or at a position changed from the seed's start. */
function game(options: RegicideOptions, seed: string, settings = {}, change?: (s: RegicideState) => RegicideState) {
  const { client, saved } = change ? regicideAt(change(regicide.setup(options, seed))) : regicideGame(options, seed);
  const onExit = vi.fn();
  const ui = renderSized(<RegicideApp client={client} savePath="/saves/game.json" armDelayMs={0} onExit={onExit} />, { columns: 80, rows: 24 }, settings);
  return { ui, saved, onExit };
}
const SOLO: RegicideOptions = { players: 1, variants: [] };

describe('asking before a hand is thrown away', () => {
  it('asks before feigning death, Esc keeps the hand, Enter feigns', async () => {
    const { ui, saved } = game({ players: 1, variants: ['feign-death', 'solo-yield'] }, 'ui-test');
    await ui.type('e');
    expect(saved).toHaveLength(0);
    expect(ui.screen()).toContain('Feign death: discard all 8 cards instead of covering the attack?');
    await ui.type(KEYS.escape);
    expect(saved).toHaveLength(0);
    await ui.type('e', KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['feign']);
  });

  it('asks in German with the cost of the last jester', async () => {
    const { ui, saved } = game(SOLO, 'ui-test', { lang: 'de' }, (s) => ({ ...s, flipsLeft: 1 }));
    await ui.type('f');
    expect(ui.screen()).toContain('Narr umdrehen: alle 8 Karten abwerfen und neu ziehen?');
    expect(ui.screen()).toContain('höchstens Bronze');
    await ui.type('j');
    expect(saved.at(-1)!.moves).toEqual(['flip']);
  });

  it('flips at once with an empty hand, and says f is the only way on', async () => {
    const { ui, saved } = game(SOLO, 'ui-test', {}, (s) => ({ ...s, hands: [[]] }));
    expect(ui.screen()).toContain('Your hand is empty: press f to flip a jester.');
    expect(ui.screen()).not.toContain('select cards and press Enter');
    expect(ui.screen()).toContain('f flip');
    expect(ui.screen()).not.toContain('Enter play');
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('Your hand is empty: press f to flip a jester.');
    expect(ui.screen()).not.toContain('Select cards first');
    await ui.type('f');
    expect(saved.at(-1)!.moves).toEqual(['flip']);
  });
});

describe('only a key moves the game on', () => {
  it('says so at the discard step with an empty hand', async () => {
    const { ui, saved } = game(SOLO, 'ui-test', {}, (s) => ({ ...s, hands: [[]], phase: 'discard' as const, damageDue: 7 }));
    expect(ui.screen()).toContain('Your hand is empty: press f to flip a jester.');
    await ui.type(KEYS.enter);
    expect(ui.screen()).not.toContain('Select cards first');
    await ui.type('f');
    expect(saved.at(-1)!.moves).toEqual(['flip']);
  });
});

describe('screens that take no game keys', () => {
  it('ignores game keys while the terminal is too small, but q still asks to quit', async () => {
    const { ui, saved, onExit } = game(SOLO, 'ui-test');
    resizeTerminal(ui.stdout, { columns: 59, rows: 19 });
    await until(ui.screen, (s) => s.includes('please enlarge'));
    await ui.type('f', 'y', '1', KEYS.enter);
    expect(saved).toHaveLength(0);
    await ui.type('q');
    expect(ui.screen()).toContain('Quit now?');
    await ui.type('n');
    expect(onExit).not.toHaveBeenCalled();
    resizeTerminal(ui.stdout, { columns: 80, rows: 24 });
    await until(ui.screen, (s) => s.includes('Your hand'));
    expect(ui.screen()).not.toContain('Flip a jester');
    await ui.type('q', 'y');
    expect(onExit).toHaveBeenCalledWith('quit');
  });

  it('opens the quit question on the hand-over screen without showing a hand', async () => {
    const options: RegicideOptions = { players: 2, variants: [] };
    const { ui, onExit } = game(options, 'hot-seat');
    const start = regicide.setup(options, 'hot-seat');
    expect(ui.screen()).toContain('Pass to Player 1');
    await ui.type('q');
    const s = ui.screen();
    expect(s).toContain('Quit now?');
    for (const c of start.hands[0]) expect(s).not.toContain(regicide.formatMove({ type: 'play', cards: [c] }).slice(5));
    await ui.type(KEYS.escape);
    await until(ui.screen, (x) => x.includes('Pass to Player 1'));
    await ui.type('q', 'y');
    expect(onExit).toHaveBeenCalledWith('quit');
  });
});

describe('the event log', () => {
  it('opens the whole log with v and scrolls it', async () => {
    const { ui } = game(SOLO, 'ui-test');
    await ui.type('4', '5', KEYS.enter);
    await ui.type('v');
    const s = ui.screen();
    expect(s).toContain('Event log: lines 1–3 of 3');
    expect(s).toContain('The game begins.');
    expect(s).toContain('J♣ attacks Player 1: 10 to cover');
    expect(s.split('\n').length).toBeLessThan(24);
    await ui.type(KEYS.escape);
    expect(ui.screen()).toContain('Cover 10 damage');
  });

  it('lists v in the help and the footer', async () => {
    const { ui } = game(SOLO, 'ui-test');
    expect(ui.screen()).toContain('v log');
    await ui.type('?');
    expect(ui.screen()).toContain('read the whole event log');
  });

  it('lists in the help every key of the game: a question’s, Ctrl-C and the end screen’s too', async () => {
    const { client } = regicideGame(SOLO, 'ui-test');
    const ui = renderSized(<RegicideApp client={client} savePath="/s.json" armDelayMs={0} onExit={() => {}} />, { columns: 100, rows: 60 });
    await ui.type('?');
    const s = ui.screen();
    for (const row of ['y or Enter says yes', 'Ctrl-C', 'Once the game is over', 'play again', 'retry this deal', 'new game', 'could this deal have been won']) expect(s).toContain(row);
  });
});

describe('keys that arrive in one read', () => {
  it('each key sees what the key before it did, arrows among them (Ink hands them over one by one, with no frame between)', async () => {
    const { ui, saved } = game(SOLO, 'ui-test');
    // The help (30 rows at 80×24, 20 to a page), scrolled three rows by one write.
    ui.stdin.write(`?${KEYS.down}${KEYS.down}${KEYS.down}`);
    await until(ui.screen, (s) => s.includes('↑/↓ 4–23 of'));
    // Closed again (Esc alone: followed by more it would be Alt and the next key), then the cursor
    // moved right twice and that card played, all in one write.
    await ui.type(KEYS.escape);
    ui.stdin.write(`${KEYS.right}${KEYS.right} ${KEYS.enter}`);
    await until(
      () => String(saved.at(-1)?.moves ?? ''),
      (m) => m === 'play AC',
    );
  });
});
