// Each game's card (src/modules/card.ts) says what its module says: the command line defines and
// words every command from the card alone, and loads the module only when a command runs.
import { describe, expect, it } from 'vitest';
import { gameCards } from '../../src/modules/cards.js';
import { loadModule } from '../../src/modules/card.js';
import { gameModules } from '../../src/modules/registry.js';
import { DAILY_REGICIDE_OPTIONS } from '../../src/modules/regicide/daily.js';
import { regicide } from '../../src/games/regicide/index.js';

describe('game cards', () => {
  it('list the built-in games in the registry’s order', () => {
    expect(gameCards().map((c) => c.id)).toEqual(gameModules().map((m) => m.id));
  });

  for (const module of gameModules()) {
    it(`${module.id}: the card agrees with the module, and loads it`, async () => {
      const card = gameCards().find((c) => c.id === module.id);
      expect(card).toBeDefined();
      if (!card) return;
      expect(card.playCommand).toBe(module.playCommand);
      expect(card.variants).toEqual(module.variants);
      expect(card.bots.levels).toEqual(module.bots.levels);
      expect(card.bots.default).toBe(module.bots.default);
      expect(Boolean(card.teamEvent)).toBe(Boolean(module.teamEvent));
      expect(await loadModule(card)).toBe(module);
    });
  }

  it('a module is its own card', async () => {
    const [module] = gameModules();
    expect(await loadModule(module)).toBe(module);
  });

  it("the daily Regicide deal's options are the rules' own", () => {
    expect(DAILY_REGICIDE_OPTIONS).toEqual(regicide.normalizeOptions({ players: 1, variants: [] }));
  });
});
