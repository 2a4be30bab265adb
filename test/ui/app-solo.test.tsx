// The play screen of a solo game: board, selection, preview, moves, event log, autosave, quit.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { regicideAt, regicideGame } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';

function soloGame(settings = {}) {
  // Seed "ui-test": hand A♠ A♥ A♣ 2♥ 2♣ 4♠ 6♥ 8♥ against J♣.
  const { client, saved } = regicideGame({ players: 1, variants: [] }, 'ui-test');
  const onExit = vi.fn();
  const ui = renderUi(<RegicideApp client={client} savePath="/saves/game.json" onExit={onExit} />, settings);
  return { ui, saved, onExit };
}

describe('solo play screen', () => {
  it('shows enemy, castle, tavern, seats, hand and key hints', () => {
    const { ui } = soloGame();
    const s = ui.screen();
    expect(s).toContain('J♣  Jack (Clubs)');
    expect(s).toContain('Damage');
    expect(s).toContain('0/20');
    expect(s).toContain('Attack 10');
    expect(s).toContain('Immune to ♣: no double');
    expect(s).toContain('To come: J 3 · Q 4 · K 4');
    expect(s).toContain('Tavern 32');
    expect(s).toContain('Discard 0');
    expect(s).toContain('Jesters 2');
    expect(s).toContain('▶ Player 1 (you)');
    expect(s).toContain('8/8');
    expect(s).toMatch(/\[A♠\]\s+A♥\s+A♣\s+2♥\s+2♣\s+4♠\s+6♥\s+8♥/);
    expect(s).toContain('Enter play');
    expect(s).toContain('f flip');
    expect(s).not.toContain('y yield');
  });

  it('previews a selection and says why an illegal one is no play', async () => {
    const { ui } = soloGame();
    await ui.type('7', '8');
    expect(ui.screen()).toContain('a combo needs cards of one rank');
    await ui.type(KEYS.enter);
    expect(ui.screen()).toContain('a combo needs cards of one rank');
    await ui.type('c', '4', '5');
    const s = ui.screen();
    expect(s).toContain('Value 4 · ♣ blocked (immune) · ♥ heals 0 (discard pile empty)');
    expect(s).toContain('Deals 4 → 4/20');
    expect(s).toContain('Then you cover 10 damage (rest of hand worth 21)');
  });

  it('moves the cursor with arrows and h/l and selects with space', async () => {
    const { ui } = soloGame();
    await ui.type(KEYS.right, 'l', KEYS.left, ' ');
    expect(ui.screen()).toMatch(/A♠\s+\[A♥\]/);
    expect(ui.screen()).toContain('Value 1');
  });

  it('plays, saves the log after the move, logs the event and asks for the discard', async () => {
    const { ui, saved } = soloGame();
    await ui.type('4', '5', KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['play 2H 2C']);
    const s = ui.screen();
    expect(s).toContain('Player 1 plays 2♥+2♣: deals 4, ♣ blocked');
    expect(s).toContain('J♣ attacks Player 1: 10 to cover');
    expect(s).toContain('Cover 10 damage');
    expect(s).toContain('Enter discard');
    // 8♥ + A♠ = 9: short; add A♥: 10 covers.
    await ui.type('6', '1');
    expect(ui.screen()).toContain('Selected 9 of 10 damage: 1 short');
    await ui.type('2', KEYS.enter);
    expect(saved.at(-1)!.moves).toEqual(['play 2H 2C', 'discard AS AH 8H']);
    expect(ui.screen()).toContain('Player 1 discards A♠ A♥ 8♥ (10)');
  });

  it('flips a solo jester with f, after asking', async () => {
    const { ui, saved } = soloGame();
    await ui.type('f');
    expect(saved).toHaveLength(0);
    expect(ui.screen()).toContain('Flip a jester: discard your 8 cards and draw a fresh hand?');
    expect(ui.screen()).toContain('silver at best');
    await ui.type('n');
    expect(saved).toHaveLength(0);
    expect(ui.screen()).toContain('Your hand');
    await ui.type('f', 'y');
    expect(saved.at(-1)!.moves).toEqual(['flip']);
    expect(ui.screen()).toContain('Player 1 flips a jester: a fresh hand of 8 (1 left)');
    expect(ui.screen()).toContain('Jesters 1');
  });

  it('refuses a yield in solo and says why', async () => {
    const { ui, saved } = soloGame();
    await ui.type('p');
    expect(saved).toHaveLength(0);
    expect(ui.screen()).toContain('No yielding in solo');
  });

  it('asks before quitting, and can go back', async () => {
    const { ui, onExit } = soloGame();
    await ui.type('q');
    expect(ui.screen()).toContain('Quit now?');
    expect(ui.screen()).toContain('Nothing is saved yet');
    await ui.type('n');
    expect(ui.screen()).toContain('Your hand');
    await ui.type('q', 'y');
    expect(onExit).toHaveBeenCalledWith('quit');
  });

  it('leaves at once on Ctrl-C', async () => {
    const { ui, onExit } = soloGame();
    await ui.type(KEYS.ctrlC);
    expect(onExit).toHaveBeenCalledWith('interrupted');
  });

  it('opens help and the discard pile', async () => {
    const { ui } = soloGame();
    await ui.type('?');
    expect(ui.screen()).toContain('browse the discard pile');
    await ui.type('?', '4', '5', KEYS.enter, '6', '1', '2', KEYS.enter, 'd');
    expect(ui.screen()).toContain('Discard pile: 3 cards, by suit');
    expect(ui.screen()).toMatch(/♠\s+1: A♠/);
    await ui.type(KEYS.escape);
    expect(ui.screen()).toContain('Your hand');
  });

  it('takes several keys typed at once one by one', async () => {
    const { ui, saved } = soloGame();
    await ui.type('45\r');
    expect(saved.at(-1)!.moves).toEqual(['play 2H 2C']);
  });

  it('speaks German and draws ASCII when asked', async () => {
    const { ui } = soloGame({ lang: 'de', ascii: true });
    const s = ui.screen();
    expect(s).toContain('Deine Hand');
    expect(s).toContain('JC  Kreuz-Bube');
    expect(s).toContain('Immun gegen C: kein Verdoppeln');
    expect(s).not.toMatch(/[♠♥♦♣╭│─★]/);
    await ui.type('7', '8');
    expect(ui.screen()).toContain('eine Kombination braucht Karten eines Rangs');
  });
});

describe('end screen', () => {
  it('names the medal, the log and the replay command after a win', async () => {
    // A solo state one blow from victory: the last king at 39/40.
    const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
    const king = 12; // K♠ (rank 13, spades)
    const state = { ...start, castle: [], enemy: king, damage: 39, defeated: 11, flipsLeft: 1 };
    const onExit = vi.fn();
    const { client } = regicideAt(state);
    const ui = renderUi(<RegicideApp client={client} savePath="/saves/g.json" onExit={onExit} />);
    await ui.type('1', KEYS.enter);
    const s = await until(ui.screen, (x) => x.includes('Victory') && x.includes('p play again'));
    expect(s).toContain('Silver medal (one jester flipped)');
    expect(s).toContain('Enemies defeated: 12 of 12');
    expect(s).toContain('Seed position · variants: none');
    expect(s).toContain('npx regicide replay /saves/g.json');
    expect(s).toContain('p play again (new seed) · n new game');
    await ui.type(KEYS.enter);
    expect(onExit).toHaveBeenCalledWith('over');
    expect(regicide.outcome(state)).toBeNull();
  });
});
