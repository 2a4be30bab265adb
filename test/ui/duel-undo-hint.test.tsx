// Thronfolge against the bot: the hint (i) and undo (u) keys, the practice mark, hand card tags
// and the card table in the help, and the end screen's play-again and new-game keys.
import { describe, expect, it, vi } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { hinterOf } from '../../src/modules/play.js';
import { thronfolgeModule } from '../../src/modules/thronfolge/index.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { duelGame } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';

const firstLegal: Bot<unknown, unknown> = { name: 'first', choose: (_v, legal) => legal[0] };

function duel(settings = {}) {
  const options = thronfolge.normalizeOptions({ first: 1, variants: ['open-discards'] });
  const { client, saved, table } = duelGame(options, 'duel-ux', { bot: firstLegal, botDelayMs: 5, hinter: hinterOf(thronfolgeModule, 'duel-ux'), undo: true });
  const onExit = vi.fn();
  const ui = renderUi(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('duel-ux')} savePath="/saves/duel.json" onExit={onExit} />, settings);
  return { ui, saved, table, onExit };
}

describe('duel against the bot', () => {
  it('shows the variants, tags every hand card, and lists the cards in the help', async () => {
    const { ui } = duel({ ascii: true, color: false });
    const s = ui.screen();
    expect(s).toContain('open-discards');
    expect(s).toContain('no take yet');
    // Every card carries a tag: f, c, +N or -N.
    const handRow = s.split('\n').find((l) => l.includes('[') && /\d[SHDC]\]/.test(l))!;
    expect(handRow).toMatch(/\](f|c|[+-]\d)/);
    await ui.type('?');
    const help = await until(ui.screen, (x) => x.includes('Hand tags'));
    expect(help).toContain('Favour (+N): JS JH JD JC +2');
    expect(help).toContain('Betrayal (-N): 9S 9D 9C -1');
  });

  it('i gives the hard bot move; u takes back the move and the bot reply; both mark practice', async () => {
    const { ui, saved, table } = duel();
    expect(ui.screen()).toContain('i hint');
    await ui.type('i');
    await until(ui.screen, (x) => x.includes('Ask for a hint?'));
    await ui.type('y');
    const hinted = await until(ui.screen, (x) => /Hint: (play|take)/.test(x), 20000);
    expect(hinted.split('\n')[0]).toMatch(/practice/);
    await ui.type('t');
    await until(
      () => String(table.movesMade),
      (n) => n === '2',
    );
    await until(ui.screen, (x) => x.includes('u undo'));
    await ui.type('u');
    await until(ui.screen, (x) => x.includes('Took back 2 moves.'));
    expect(table.movesMade).toBe(0);
    expect(saved.at(-1)!.moves).toEqual([]);
    expect((saved.at(-1) as { practice?: boolean }).practice).toBe(true);
  }, 30000);

  it('speaks German', async () => {
    const { ui } = duel({ lang: 'de' });
    const s = ui.screen();
    expect(s).toContain('i Tipp');
    expect(s).toContain('Nehmen offen');
  });
});

describe('end of a single duel', () => {
  it('offers play again and a new game, with the seed and variants', async () => {
    for (const [key, reason] of [
      ['p', 'again'],
      ['n', 'new'],
    ] as const) {
      const options = thronfolge.normalizeOptions({ first: 1, variants: [] });
      const { client, table } = duelGame(options, 'duel-end', { bot: firstLegal, botDelayMs: 0 });
      const onExit = vi.fn();
      const ui = renderUi(<ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('duel-end')} savePath="/saves/d.json" armDelayMs={0} onExit={onExit} />);
      // Play the whole game: take when it may, else play the first card.
      while (table.toMove() !== null) {
        if (table.toMove() === 1) {
          const legal = client.update(1).legal;
          client.submit(1, legal.find((m) => m.type === 'take') ?? legal[0]);
        } else
          await until(
            () => `to move: ${table.toMove()}`,
            (s) => s !== 'to move: 2',
            10_000,
          ); // the bot's answer
      }
      const s = await until(ui.screen, (x) => x.includes('p play again'));
      expect(s).toContain('Seed duel-end · variants: none');
      expect(s).toContain('npx thronfolge replay /saves/d.json');
      await ui.type(key);
      expect(onExit).toHaveBeenCalledWith(reason);
    }
  });
});
