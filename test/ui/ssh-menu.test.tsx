// The SSH menu is built from the games it is given (the registries' entries): a game it has never
// heard of gets its own entries, its seat range, its rules page and its statistics, and the
// choice names the game by id — nothing in the menu names a game.
import { describe, expect, it, vi } from 'vitest';
import chalk from 'chalk';
import { MenuApp, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { paletteOf } from '../../src/ui/shared/palettes.js';
import { KEYS, renderUi, until } from './helpers.js';

const game = (id: string, title: string, over: Partial<MenuGame> = {}): MenuGame => ({
  id,
  title,
  tables: { seats: [2, 2], friends: false },
  solo: false,
  unfinishedSolo: false,
  rules: () => `${title.toUpperCase()} RULES`,
  stats: () => `${title} statistics`,
  daily: null,
  lessons: null,
  ...over,
});

const GAMES = [game('high-card', 'High card', { tables: { seats: [2, 3], friends: true }, solo: true, unfinishedSolo: true }), game('duel', 'Duel')];
const facts = (games = GAMES) => ({ name: 'ada', identified: true, games, notice: null });

describe('the SSH menu from the registries', () => {
  it('lists each game’s entries with its title, and its unfinished game first', async () => {
    const ui = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={vi.fn()} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    expect(screen).toContain('High card & Duel over SSH');
    const rows = screen
      .split('\n')
      .filter((l) => /^\s*[\dc]\s\s/.test(l))
      .map((l) => l.trim());
    // The unfinished game's row takes c: the numbers below it are the same with it or without it (review finding 19).
    expect(rows.slice(0, 6)).toEqual([
      'c  Continue your High card game',
      '1  High card solo',
      '2  High card with bots (2 players, ←/→)',
      '3  High card at a table of your own for friends (2 seats, ←/→)',
      '4  Duel against a bot',
      '5  Join a table by its code',
    ]);
  });

  it('steps the seats within the game’s range and names the game in the choice', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    await ui.type(KEYS.down, KEYS.down, KEYS.down, KEYS.right, KEYS.right, KEYS.right);
    expect(ui.screen()).toContain('friends (3 seats');
    await ui.type(KEYS.enter);
    expect(onExit).toHaveBeenCalledWith({ kind: 'own', game: 'high-card', players: 3 }, 'en');
  });

  it('pages through each game’s rules with Tab, and shows every game’s statistics', async () => {
    const nothingUnfinished = GAMES.map((g) => ({ ...g, unfinishedSolo: false }));
    const ui = renderUi(<MenuApp facts={facts(nothingUnfinished)} lang="en" ascii={false} onExit={vi.fn()} />);
    await until(ui.screen, (s) => s.includes('8  Rules'));
    // The same number as with the unfinished game's row above (c).
    await ui.type('8');
    await until(ui.screen, (s) => s.includes('HIGH CARD RULES'));
    await ui.type('\t');
    await until(ui.screen, (s) => s.includes('DUEL RULES'));
    await ui.type(KEYS.escape, '9');
    const stats = await until(ui.screen, (s) => s.includes('High card statistics'));
    expect(stats).toContain('Duel statistics');
  });

  it('offers a game’s daily deal beside its solo game, and says when today’s game waits unfinished', async () => {
    const onExit = vi.fn();
    const daily = game('high-card', 'High card', { solo: true, daily: { date: '2026-11-30', unfinished: false } });
    const ui = renderUi(<MenuApp facts={facts([daily, game('duel', 'Duel')])} lang="en" ascii={false} onExit={onExit} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    expect(screen).toContain('2  High card: today’s deal, the same for everyone (2026-11-30)');
    await ui.type('2');
    expect(onExit).toHaveBeenCalledWith({ kind: 'daily', game: 'high-card' }, 'en');
    const waiting = { ...daily, daily: { date: '2026-11-30', unfinished: true } };
    const again = renderUi(<MenuApp facts={facts([waiting])} lang="de" ascii={false} onExit={vi.fn()} />);
    expect(await until(again.screen, (s) => s.includes('Beenden'))).toContain('Das heutige High card-Spiel fortsetzen (2026-11-30)');
  });

  it('learn lists the games with lessons and where each stands, and names the game chosen', async () => {
    const onExit = vi.fn();
    const games = [game('high-card', 'High card', { lessons: { total: 5, next: 2 } }), game('plain', 'Plain'), game('duel', 'Duel', { lessons: { total: 3, next: null } })];
    const ui = renderUi(<MenuApp facts={facts(games)} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    const row = ui
      .screen()
      .split('\n')
      .find((l) => l.includes('Learn to play'))!;
    await ui.type(row.trim()[0]);
    const page = await until(ui.screen, (s) => s.includes('which game?'));
    expect(page).toContain('1  High card: lesson 2 of 5');
    expect(page).toContain('2  Duel: every lesson done (again from lesson 1)');
    expect(page).not.toContain('Plain');
    await ui.type(KEYS.down, KEYS.enter);
    expect(onExit).toHaveBeenCalledWith({ kind: 'learn', game: 'duel' }, 'en');
  });

  it('learn opens the lessons at once when one game has them', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts([game('high-card', 'High card', { lessons: { total: 5, next: 1 } })])} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    const row = ui
      .screen()
      .split('\n')
      .find((l) => l.includes('Learn to play'))!;
    await ui.type(row.trim()[0]);
    expect(onExit).toHaveBeenCalledWith({ kind: 'learn', game: 'high-card' }, 'en');
  });

  it('c continues the unfinished game; the digits choose the same rows as without it', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('8  Rules'));
    await ui.type('c');
    expect(onExit).toHaveBeenCalledWith({ kind: 'solo', game: 'high-card', resume: true }, 'en');
  });
});

describe('the theme at the SSH menu', () => {
  it('t steps through the themes, draws the menu in the chosen one at once, and reports the choice', async () => {
    const level = chalk.level;
    chalk.level = 3;
    try {
      const onTheme = vi.fn();
      const ui = renderUi(<MenuApp facts={facts()} lang="de" ascii={false} onExit={vi.fn()} onTheme={onTheme} />, { color: true });
      await until(ui.screen, (s) => s.includes('Farben: dunkel'));
      expect(ui.lastFrame()).toContain(fg(paletteOf('dark', 'dark').roles.muted));
      await ui.type('t');
      await until(ui.screen, (s) => s.includes('Farben: hell'));
      expect(onTheme).toHaveBeenLastCalledWith('light');
      expect(ui.lastFrame()).toContain(fg(paletteOf('light', 'dark').roles.muted));
      await ui.type('t', 't');
      await until(ui.screen, (s) => s.includes('Farben: dunkel'));
      expect(onTheme.mock.calls.map((c): unknown => c[0])).toEqual(['light', 'high-contrast', 'dark']);
      ui.unmount();
    } finally {
      chalk.level = level;
    }
  });
});

/** Ink's escape for a #rrggbb foreground at truecolour. */
const fg = (hex: string): string => `\x1b[38;2;${parseInt(hex.slice(1, 3), 16)};${parseInt(hex.slice(3, 5), 16)};${parseInt(hex.slice(5, 7), 16)}m`;
