// Friction 4, keys that acted without asking: p yields (y is "yes" in every question and now only
// says which key yields), and the first hint or undo of a game asks whether to make it practice.
import { describe, expect, it, vi } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { hinterOf } from '../../src/modules/play.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import { thronfolgeModule } from '../../src/modules/thronfolge/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelGame, regicideGame } from './clients.js';
import { KEYS, renderUi, settle, until } from './helpers.js';

const firstLegal: Bot<unknown, unknown> = { name: 'first', choose: (_v, legal) => legal[0] };

function team(lang: 'en' | 'de' = 'en') {
  const { client, table } = regicideGame(regicide.normalizeOptions({ players: 2 }), 'keys-ask', { botSeats: [2], botDelayMs: 600_000, hinter: hinterOf(regicideModule, 'keys-ask') });
  const ui = renderUi(<RegicideApp client={client} savePath="/s/g.json" onExit={vi.fn()} />, { lang });
  return { ui, table };
}

function duel(lang: 'en' | 'de' = 'en') {
  const options = thronfolge.normalizeOptions({ first: 1, variants: [] });
  const { client, table } = duelGame(options, 'keys-ask', { bot: firstLegal, botDelayMs: 5, hinter: hinterOf(thronfolgeModule, 'keys-ask'), undo: true });
  const ui = renderUi(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('keys-ask')} savePath="/s/d.json" armDelayMs={0} onExit={vi.fn()} />, { lang });
  return { ui, table };
}

describe('friction 4: yield is p, not y (y means "yes")', () => {
  it('y in a team game yields nothing and says which key does; p yields', async () => {
    for (const [lang, note] of [
      ['en', 'To yield, press p'],
      ['de', 'Zum Passen p drücken'],
    ] as const) {
      const { ui, table } = team(lang);
      await until(ui.screen, (s) => s.includes(lang === 'en' ? 'p yield' : 'p passen'));
      await ui.type('y');
      await until(ui.screen, (s) => s.includes(note));
      expect(table.movesMade).toBe(0);
      await ui.type('p');
      await until(ui.screen, () => table.movesMade === 1);
      expect(table.log.moves).toEqual(['yield']);
      ui.unmount();
    }
  });

  it('y still answers "yes" in a question', async () => {
    const { ui, table } = team();
    await ui.type('q');
    await until(ui.screen, (s) => s.includes('Quit now?'));
    await ui.type('n');
    await until(ui.screen, (s) => !s.includes('Quit now?'));
    expect(table.movesMade).toBe(0);
    ui.unmount();
  });
});

describe('friction 4: the first hint or undo asks whether to make the game practice', () => {
  it('a hint asks; no leaves the game as it was; yes gives the hint; later hints do not ask', async () => {
    const { ui, table } = duel();
    await until(ui.screen, (s) => s.includes('i hint'));
    await ui.type('i');
    let s = await until(ui.screen, (x) => x.includes('Ask for a hint?'));
    expect(s).toContain('counts as practice');
    // Thronfolge has no medals: the question does not mention one.
    expect(s).not.toMatch(/medal/i);
    await ui.type(KEYS.escape);
    await until(ui.screen, (x) => !x.includes('Ask for a hint?'));
    await settle();
    expect(table.log.practice).toBeUndefined();
    expect(ui.screen()).not.toContain('Hint:');
    await ui.type('i', 'y');
    await until(ui.screen, (x) => /Hint: (play|take)/.test(x), 20_000);
    expect(table.log.practice).toBe(true);
    await ui.type('t');
    await until(ui.screen, () => table.movesMade >= 2 && table.toMove() === 1);
    await ui.type('i');
    s = await until(ui.screen, (x) => x.includes('Hint: thinking') || /Hint: (play|take)/.test(x), 20_000);
    expect(s).not.toContain('Ask for a hint?');
    ui.unmount();
  }, 30_000);

  it('an undo asks too, in German', async () => {
    const { ui, table } = duel('de');
    await until(ui.screen, (s) => s.includes('i Tipp'));
    await ui.type('t');
    await until(ui.screen, () => table.movesMade === 2 && table.toMove() === 1);
    await ui.type('u');
    await until(ui.screen, (x) => x.includes('Deinen Zug zurücknehmen?'));
    expect(table.movesMade).toBe(2);
    await ui.type('j');
    await until(ui.screen, () => table.movesMade === 0);
    expect(table.log.practice).toBe(true);
    ui.unmount();
  });

  it('in a team game the question does not mention a medal; in solo it does', async () => {
    const { ui } = team();
    await ui.type('i');
    const s = await until(ui.screen, (x) => x.includes('Ask for a hint?'));
    expect(s).not.toMatch(/medal/i);
    ui.unmount();
    const solo = regicideGame(regicide.normalizeOptions({ players: 1 }), 'keys-ask', { hinter: hinterOf(regicideModule, 'keys-ask'), undo: true });
    const soloUi = renderUi(<RegicideApp client={solo.client} savePath="/s/g.json" onExit={vi.fn()} />);
    await soloUi.type('i');
    expect(await until(soloUi.screen, (x) => x.includes('Ask for a hint?'))).toContain('a win earns no medal');
    await soloUi.type('n');
    expect(solo.table.log.practice).toBeUndefined();
    soloUi.unmount();
  });
});
