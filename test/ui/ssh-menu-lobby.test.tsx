// The SSH menu on a server with a lobby: "Open tables" and "Quick match" after the lessons (every
// row before them, and the last ones, where they were), p making a table of one's own public, and
// quick match's page of games with their seats; in each language.
import { describe, expect, it, vi } from 'vitest';
import { MenuApp, type MenuFacts, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { LANGS } from '../../src/text/lang.js';
import { SSH_TEXTS } from '../../src/ui/ssh/ssh-strings.js';
import { KEYS, renderUi, until } from './helpers.js';
import { menuRows } from './ssh-menu-rows.js';

const game = (id: string, title: string, over: Partial<MenuGame> = {}): MenuGame => ({
  id,
  title,
  tables: { seats: [2, 4], friends: true },
  solo: false,
  unfinishedSolo: false,
  rules: () => 'RULES',
  stats: () => 'statistics',
  daily: null,
  lessons: null,
  ...over,
});

const GAMES = [game('high-card', 'High card'), game('duel', 'Duel', { tables: { seats: [2, 2], friends: true } })];
const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({ name: 'ada', identified: true, games: GAMES, notice: null, lobby: true, ...over });
const rowsOf = menuRows;

describe('the SSH menu with a lobby', () => {
  it('puts Open tables and Quick match after the lessons, before the account’s rows and the last ones', async () => {
    const ui = renderUi(<MenuApp facts={facts({ account: { name: null } })} lang="en" ascii={false} onExit={vi.fn()} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    const rows = rowsOf(screen);
    const at = (text: string) => rows.findIndex((r) => r.includes(text));
    expect(at('Learn to play')).toBe(6);
    expect([at('Open tables'), at('Quick match'), at('Claim a name'), at('Link a terminal'), at('Rules'), at('Your statistics'), at('Quit')]).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('without a lobby the menu has neither row', async () => {
    const ui = renderUi(<MenuApp facts={facts({ lobby: false })} lang="en" ascii={false} onExit={vi.fn()} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    expect(screen).not.toContain('Open tables');
    expect(screen).not.toContain('Quick match');
  });

  it('Open tables is chosen as it is', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    await ui.type('8');
    expect(onExit).toHaveBeenCalledWith({ kind: 'lobby' }, 'en');
  });

  it('p makes a table of one’s own public (and back), and the choice says so', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    // p on another row does nothing.
    await ui.type('p');
    expect(ui.screen()).not.toContain('public table');
    await ui.type(KEYS.down);
    expect(await until(ui.screen, (s) => s.includes('q quit  p public table'))).toContain('2  High card at a table of your own for friends (2 seats, ←/→)');
    await ui.type('p', KEYS.right);
    let screen = await until(ui.screen, (s) => s.includes('High card at a public table, listed in Open tables (3 seats, ←/→)'));
    expect(screen).toContain('p for friends only');
    await ui.type('p', 'p', KEYS.enter);
    expect(onExit).toHaveBeenLastCalledWith({ kind: 'own', game: 'high-card', players: 3, public: true }, 'en');

    // Made private again: the choice is the table for friends it always was.
    const again = vi.fn();
    const other = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={again} players={{ 'public:high-card': 1 }} />);
    screen = await until(other.screen, (s) => s.includes('Quit'));
    expect(screen).toContain('High card at a public table');
    await other.type(KEYS.down, 'p', KEYS.enter);
    expect(again).toHaveBeenLastCalledWith({ kind: 'own', game: 'high-card', players: 2 }, 'en');
  });

  it('p does nothing on a server without a lobby', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts({ lobby: false })} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    await ui.type(KEYS.down, 'p', KEYS.enter);
    expect(onExit).toHaveBeenLastCalledWith({ kind: 'own', game: 'high-card', players: 2 }, 'en');
  });

  it('quick match asks which game, with its seats (←/→ within what it takes), and names both', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={onExit} />);
    await until(ui.screen, (s) => s.includes('Quit'));
    await ui.type('9');
    const page = await until(ui.screen, (s) => s.includes('Quick match: which game?'));
    expect(page).toContain('1  High card (2 players, ←/→)');
    expect(page).toContain('2  Duel (2 players)');
    await ui.type(KEYS.right, KEYS.right, KEYS.right);
    await until(ui.screen, (s) => s.includes('High card (4 players'));
    await ui.type(KEYS.enter);
    expect(onExit).toHaveBeenLastCalledWith({ kind: 'quick', game: 'high-card', players: 4 }, 'en');
  });

  it('quick match with one game served starts at once; Esc leaves the page', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts({ games: [GAMES[1]] })} lang="en" ascii={false} onExit={onExit} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    await ui.type(rowsOf(screen).find((r) => r.includes('Quick match'))![0]);
    expect(onExit).toHaveBeenLastCalledWith({ kind: 'quick', game: 'duel', players: 2 }, 'en');

    const two = renderUi(<MenuApp facts={facts()} lang="en" ascii={false} onExit={vi.fn()} />);
    await until(two.screen, (s) => s.includes('Quit'));
    await two.type('9');
    await until(two.screen, (s) => s.includes('which game?'));
    await two.type(KEYS.escape);
    await until(two.screen, (s) => s.includes('Quit'));
  });

  it('has the new rows in every language', async () => {
    for (const lang of LANGS) {
      const t = SSH_TEXTS[lang];
      // As the screen reads them: no-break spaces are spaces there.
      const seen = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      const ui = renderUi(<MenuApp facts={facts()} lang={lang} ascii={false} onExit={vi.fn()} />, { lang });
      const screen = await until(ui.screen, (s) => s.includes(seen(t.items.quit)));
      expect(screen).toContain(seen(t.items.lobby));
      expect(screen).toContain(seen(t.items.quick));
      await ui.type('9');
      await until(ui.screen, (s) => s.includes(seen(t.quickTitle)) && s.includes(seen(t.quickKeys)));
      ui.unmount();
    }
    // Each language its own words.
    expect(new Set(LANGS.map((l) => SSH_TEXTS[l].items.lobby)).size).toBe(LANGS.length);
    expect(new Set(LANGS.map((l) => SSH_TEXTS[l].ownPublic('X', 2, false))).size).toBe(LANGS.length);
  });
});
