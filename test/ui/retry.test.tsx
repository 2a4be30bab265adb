// Friction 8: r on the end screen retries the same deal — the same seed (and the same options,
// bots and opponent), marked as a retry in the log, the next attempt of a daily — and the
// statistics count retries apart.
import { describe, expect, it, vi } from 'vitest';
import { nextStart } from '../../src/cli/regicide/play.js';
import { nextDuelStart } from '../../src/cli/thronfolge/duel.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { regicideStatsText } from '../../src/ui/regicide/stats-text.js';
import { thronfolgeStatsText } from '../../src/ui/thronfolge/stats-text.js';
import { regicideStats } from '../../src/modules/regicide/stats.js';
import { thronfolgeStats } from '../../src/modules/thronfolge/stats.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { openRegicide } from '../../src/cli/regicide/play.js';
import { Table } from '../../src/table/table.js';
import type { DuelGame } from '../../src/modules/thronfolge/duel.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { EndScreen } from '../../src/ui/thronfolge/EndScreen.js';
import { regicideAt } from './clients.js';
import { KEYS, renderUi, until } from './helpers.js';

const UI = { lang: 'en' as const, ascii: false, color: false };
const store = { folder: '/saves', newSavePath: () => '/saves/new.json', latestUnfinished: () => null };

describe('friction 8: r on the end screen', () => {
  it('leaves the Regicide end screen to retry, in both languages', async () => {
    for (const lang of ['en', 'de'] as const) {
      const start = regicide.setup({ players: 1, variants: [] }, 'ui-test');
      const { client } = regicideAt({ ...start, castle: [], enemy: 12, damage: 39, defeated: 11, flipsLeft: 1 });
      const onExit = vi.fn();
      const ui = renderUi(<RegicideApp client={client} savePath="/s/g.json" armDelayMs={0} onExit={onExit} />, { lang });
      await ui.type('1', KEYS.enter);
      await until(ui.screen, (x) => x.includes(lang === 'en' ? 'r retry this deal' : 'r dieses Blatt noch mal'));
      await ui.type('r');
      expect(onExit).toHaveBeenCalledWith('retry');
      ui.unmount();
    }
  });

  it('leaves the Thronfolge end screen of the last game to retry', async () => {
    const final = thronfolge.setup({ first: 1, variants: [] }, 'r');
    const onLeave = vi.fn();
    const result = {
      winner: 1 as const,
      shared: false,
      reason: 'score' as const,
      scores: [10, 5] as [number, number],
      breakdown: [thronfolge.view(final, 1).scores[0], thronfolge.view(final, 1).scores[1]] as never,
      tieBreak: null,
    };
    const ui = renderUi(
      <EndScreen
        result={result}
        titles={['Player 1 (you)', 'Player 2 (bot)']}
        humanSeat={1}
        match={singleGame('r')}
        nextStarter={null}
        savePath="/s.json"
        width={79}
        onLeave={onLeave}
        armDelayMs={0}
      />,
    );
    await until(ui.screen, (x) => x.includes('r retry this deal'));
    await ui.type('r');
    expect(onLeave).toHaveBeenCalledWith('retry');
    ui.unmount();
  });
});

describe('friction 8: the retried game', () => {
  it('Regicide: the same seed, options and bots, marked as a retry; a daily keeps its date with the next attempt', () => {
    const options = regicide.normalizeOptions({ players: 3, variants: ['short'] });
    const opened = openRegicide({ options, seed: 'deal-7', bots: [2, 3], botLevel: 'easy' }, store);
    const retry = nextStart(opened, 'retry', { ...UI, options, seed: 'deal-7', bots: [2, 3] }, 'fresh-seed');
    expect(retry).toMatchObject({ seed: 'deal-7', options, bots: [2, 3], botLevel: 'easy', retry: true });
    expect(retry.daily).toBeUndefined();
    expect(openRegicide(retry, store).table.log).toMatchObject({ seed: 'deal-7', retry: true });
    expect(nextStart(opened, 'again', { ...UI, options, seed: 'deal-7', bots: [2, 3] }, 'fresh-seed')).toMatchObject({ seed: 'fresh-seed' });

    const solo = regicide.normalizeOptions({ players: 1 });
    const daily = openRegicide({ options: solo, seed: 'daily-2026-11-30', bots: [], daily: '2026-11-30', attempt: 1 }, store);
    const again = nextStart(daily, 'retry', { ...UI, options: solo, seed: 'x', bots: [] }, 'fresh', (date) => (date === '2026-11-30' ? 3 : 0));
    expect(openRegicide(again, store).table.log).toMatchObject({ seed: 'daily-2026-11-30', daily: '2026-11-30', attempt: 3, retry: true });
  });

  it('Thronfolge: the game’s own seed and starter, one game against the same bot', () => {
    const options = thronfolge.normalizeOptions({ first: 2, variants: ['open-discards'] });
    const table = Table.create(thronfolge, options, 'duel-9-g2', { vs: 'bot', botLevel: 'normal', daily: '2026-11-30', attempt: 1 });
    const ended = { table, vs: 'bot', botLevel: 'normal', match: { games: 3, game: 3, seed: 'duel-9', wins: [1, 1], shared: 0 } } as unknown as DuelGame;
    const cli = { ...UI, options, seed: 'duel-9', vs: 'bot' as const, botLevel: 'hard' as const, games: 3 };
    expect(nextDuelStart(ended, 'retry', cli, 'fresh', () => 2)).toMatchObject({ seed: 'duel-9-g2', options, vs: 'bot', botLevel: 'normal', games: 1, retry: true, daily: '2026-11-30', attempt: 2 });
  });
});

describe('friction 8: statistics', () => {
  const base = { format: 'cardgames-log', version: 1, seed: 's', moves: [] };
  it('count retries apart from the games that count', () => {
    const won = { outcome: 'won', enemiesDefeated: 12, medal: 'gold' };
    const logs = [
      { ...base, game: 'regicide', options: { players: 1, variants: [] }, bots: [], result: won },
      { ...base, game: 'regicide', options: { players: 1, variants: [] }, bots: [], result: won, retry: true },
    ].map((log, i) => ({ log, startedMs: i }));
    const r = regicideStats(logs as never, '2026-11-30');
    expect(r.played.games).toBe(1);
    expect(r.medals.gold).toBe(1);
    expect(r.retries).toMatchObject({ games: 1, wins: 1 });
    const duel = { winner: 1, shared: false, reason: 'score', scores: [9, 4] };
    const t = thronfolgeStats([{ log: { ...base, game: 'thronfolge', options: { first: null, variants: [] }, vs: 'bot', result: duel, retry: true }, startedMs: 0 }] as never, '2026-11-30');
    expect(t.vsBot.games).toBe(0);
    expect(t.retries).toMatchObject({ games: 1, wins: 1 });
  });

  it('keep retries and network games whose host chose the seed apart from each other, each in its own line', () => {
    const won = { outcome: 'won', enemiesDefeated: 12, medal: 'gold' };
    const lost = { outcome: 'lost', enemiesDefeated: 3, medal: null };
    const logs = [
      { ...base, game: 'regicide', options: { players: 1, variants: [] }, bots: [], result: won, retry: true },
      { ...base, game: 'regicide', options: { players: 2, variants: [] }, bots: [], result: lost, seedChosenByHost: true },
    ].map((log, i) => ({ log, startedMs: i }));
    const r = regicideStats(logs as never, '2026-11-30');
    expect(r.played.games).toBe(0);
    expect(r.retries).toMatchObject({ games: 1, wins: 1 });
    expect(r.hostSeed).toMatchObject({ games: 1, wins: 0 });
    const text = regicideStatsText(r, 'en', false);
    expect(text).toContain('Retries of a deal played before (r, not counted): 1, won 1');
    expect(text).toContain('Network games with a seed the host chose (not counted): 1, won 0');
    const duel = { winner: 2, shared: false, reason: 'score', scores: [4, 9] };
    const t = thronfolgeStats([{ log: { ...base, game: 'thronfolge', options: { first: null, variants: [] }, vs: 'bot', result: duel, seedChosenByHost: true }, startedMs: 0 }] as never, '2026-11-30');
    expect(t.retries.games).toBe(0);
    expect(t.hostSeed).toMatchObject({ games: 1, wins: 0 });
    expect(thronfolgeStatsText(t, 'de')).toContain('Netzspiele mit vom Gastgeber gewähltem Seed (nicht gezählt): 1, gewonnen 0');
  });
});
