// Solo Regicide's hint (i) and undo (u) keys, the practice mark they leave on the board, and the
// end screen's play-again and new-game keys.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { hinterOf } from '../../src/modules/play.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { regicideAt, regicideGame } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';

function solo(variants: string[] = [], settings = {}) {
  // Seed "ui-test": hand A♠ A♥ A♣ 2♥ 2♣ 4♠ 6♥ 8♥ against J♣.
  const { client, saved, table } = regicideGame({ players: 1, variants: variants as never }, 'ui-test', { hinter: hinterOf(regicideModule, 'ui-test'), undo: true });
  const onExit = vi.fn();
  const ui = renderUi(<RegicideApp client={client} savePath="/saves/game.json" onExit={onExit} />, settings);
  return { ui, saved, table, onExit };
}

describe('hint key', () => {
  it('is offered in the footer and shows the hard bot move with a chance to win, then marks practice', async () => {
    const { ui, table } = solo();
    expect(ui.screen()).toContain('i hint');
    await ui.type('i');
    await until(ui.screen, (x) => x.includes('Ask for a hint?'));
    await ui.type('y');
    // "Hint: thinking…" first, then the hint itself.
    const s = await until(ui.screen, (x) => /Hint: (play|yield|flip).*\(≈\d+% to win\)/.test(x), 20000);
    expect(s).toContain('Practice (undo or hints used)');
    expect((table.log as { practice?: boolean }).practice).toBe(true);
  }, 30000);

  it('speaks German', async () => {
    const { ui } = solo([], { lang: 'de' });
    expect(ui.screen()).toContain('i Tipp');
    await ui.type('i');
    await until(ui.screen, (x) => x.includes('Einen Tipp holen?'));
    await ui.type('j');
    const s = await until(ui.screen, (x) => x.includes('Tipp: ') && !x.includes('überlegt'), 20000);
    expect(s).toMatch(/Siegchance/);
    expect(s).toContain('Übung (Rücknahme oder Tipps genutzt)');
  }, 30000);
});

describe('undo key', () => {
  it('takes back the last play; the save is shorter and marked practice', async () => {
    const { ui, saved } = solo();
    expect(ui.screen()).not.toContain('u undo');
    await ui.type('8', KEYS.enter);
    await until(ui.screen, (x) => x.includes('u undo'));
    expect(saved.at(-1)!.moves).toHaveLength(1);
    await ui.type('u');
    await until(ui.screen, (x) => x.includes('Take back your move?'));
    await ui.type(KEYS.enter);
    const s = await until(ui.screen, (x) => x.includes('Took back 1 move.'));
    expect(s).toMatch(/A♠\W+A♥\W+A♣\W+2♥\W+2♣\W+4♠\W+6♥\W+8♥/);
    expect(s).toContain('Practice (undo or hints used)');
    expect(saved.at(-1)!.moves).toEqual([]);
    expect((saved.at(-1) as { practice?: boolean }).practice).toBe(true);
  });

  it('shows the variants in play under the status line', () => {
    const { ui } = solo(['short', 'solo-yield']);
    expect(ui.screen()).toContain('Variants: short, solo-yield');
  });
});

describe('end screen keys', () => {
  it('p plays again and n starts a new game; a practice win shows no medal', async () => {
    const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
    const state = { ...start, castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 };
    for (const [key, reason] of [
      ['p', 'again'],
      ['n', 'new'],
    ] as const) {
      const onExit = vi.fn();
      const { client, table } = regicideAt(state);
      table.log.practice = true;
      const ui = renderUi(<RegicideApp client={client} savePath="/saves/g.json" onExit={onExit} />);
      await ui.type('1', KEYS.enter);
      // The keys show (and count) a moment after the screen appears.
      const s = await until(ui.screen, (x) => x.includes('Victory') && x.includes('q/Enter leave'));
      expect(s).toContain('Practice game (undo or hints used): no medal');
      expect(s.split('Watch it again')[0]).not.toContain('Silver medal');
      await ui.type(key);
      expect(onExit).toHaveBeenCalledWith(reason);
    }
  });

  it('after a lost game, a asks whether the deal could have been won', async () => {
    // Solo, empty hand, no flips left, an attack to cover: the game is lost at once.
    const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
    const onExit = vi.fn();
    const { client } = regicideAt({ ...start, hands: [[]], flipsLeft: 0, phase: 'over', outcome: 'lost' });
    const ui = renderUi(<RegicideApp client={client} savePath="/saves/g.json" canAnalyze onExit={onExit} />);
    await until(ui.screen, (x) => x.includes('Defeat') && x.includes('a: could this deal have been won?'));
    await ui.type('a');
    expect(onExit).toHaveBeenCalledWith('analyze');
  });
});
