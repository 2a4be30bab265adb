// Keys that throw a hand away ask first; the size guard and the hand-over screen take no game keys
// (q still asks to quit); only-key positions say which key; the event log opens in full.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { newSession, type RegicideLog, type RegicideSession } from '../../src/ui/regicide/session.js';
import { KEYS, sleep } from './helpers.js';
import { renderSized, resizeTerminal } from './thronfolge-helpers.js';

const noBot = () => {
  throw new Error('no bots in this game');
};

function game(initial: RegicideSession, settings = {}) {
  const saved: RegicideLog[] = [];
  const onExit = vi.fn();
  const ui = renderSized(
    <RegicideApp initial={initial} bots={[]} botFor={noBot} persist={(log) => saved.push(log)} savePath="/saves/game.json" botDelayMs={0} armDelayMs={0} onExit={onExit} />,
    { columns: 80, rows: 24 },
    settings,
  );
  return { ui, saved, onExit };
}

describe('asking before a hand is thrown away', () => {
  it('asks before feigning death, Esc keeps the hand, Enter feigns', async () => {
    const { ui, saved } = game(newSession({ players: 1, variants: ['feign-death', 'solo-yield'] }, 'ui-test'));
    await ui.type('e');
    expect(saved).toHaveLength(0);
    expect(ui.screen()).toContain('Feign death: discard all 8 cards instead of covering the attack?');
    await ui.type(KEYS.escape);
    expect(saved).toHaveLength(0);
    await ui.type('e', KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['feign']);
  });

  it('asks in German with the cost of the last jester', async () => {
    const start = newSession({ players: 1, variants: [] }, 'ui-test');
    const { ui, saved } = game({ ...start, state: { ...start.state, flipsLeft: 1 } }, { lang: 'de' });
    await ui.type('f');
    expect(ui.screen()).toContain('Narr umdrehen: alle 8 Karten abwerfen und neu ziehen?');
    expect(ui.screen()).toContain('höchstens Bronze');
    await ui.type('j');
    expect(saved.at(-1)!.moves).toEqual(['flip']);
  });

  it('flips at once with an empty hand, and says f is the only way on', async () => {
    const start = newSession({ players: 1, variants: [] }, 'ui-test');
    const state = { ...start.state, hands: [[]] };
    const { ui, saved } = game({ ...start, state });
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
    const start = newSession({ players: 1, variants: [] }, 'ui-test');
    const state = { ...start.state, hands: [[]], phase: 'discard' as const, damageDue: 7 };
    const { ui, saved } = game({ ...start, state });
    expect(ui.screen()).toContain('Your hand is empty: press f to flip a jester.');
    await ui.type(KEYS.enter);
    expect(ui.screen()).not.toContain('Select cards first');
    await ui.type('f');
    expect(saved.at(-1)!.moves).toEqual(['flip']);
  });
});

describe('screens that take no game keys', () => {
  it('ignores game keys while the terminal is too small, but q still asks to quit', async () => {
    const { ui, saved, onExit } = game(newSession({ players: 1, variants: [] }, 'ui-test'));
    resizeTerminal(ui.stdout, { columns: 60, rows: 20 });
    await sleep(30);
    expect(ui.screen()).toContain('please enlarge');
    await ui.type('f', 'y', '1', KEYS.enter);
    expect(saved).toHaveLength(0);
    await ui.type('q');
    expect(ui.screen()).toContain('Quit now?');
    await ui.type('n');
    expect(onExit).not.toHaveBeenCalled();
    resizeTerminal(ui.stdout, { columns: 80, rows: 24 });
    await sleep(30);
    expect(ui.screen()).toContain('Your hand');
    expect(ui.screen()).not.toContain('Flip a jester');
    await ui.type('q', 'y');
    expect(onExit).toHaveBeenCalledWith('quit');
  });

  it('opens the quit question on the hand-over screen without showing a hand', async () => {
    const initial = newSession({ players: 2, variants: [] }, 'hot-seat');
    const { ui, onExit } = game(initial);
    expect(ui.screen()).toContain('Pass to Player 1');
    await ui.type('q');
    const s = ui.screen();
    expect(s).toContain('Quit now?');
    for (const c of initial.state.hands[0]) expect(s).not.toContain(regicide.formatMove({ type: 'play', cards: [c] }).slice(5));
    await ui.type(KEYS.escape);
    await sleep(20);
    expect(ui.screen()).toContain('Pass to Player 1');
    await ui.type('q', 'y');
    expect(onExit).toHaveBeenCalledWith('quit');
  });
});

describe('the event log', () => {
  it('opens the whole log with v and scrolls it', async () => {
    const { ui } = game(newSession({ players: 1, variants: [] }, 'ui-test'));
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
    const { ui } = game(newSession({ players: 1, variants: [] }, 'ui-test'));
    expect(ui.screen()).toContain('v log');
    await ui.type('?');
    expect(ui.screen()).toContain('read the whole event log');
  });
});
