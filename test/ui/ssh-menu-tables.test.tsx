// "Your tables" over SSH (issue 30): the menu's row for a key's account when the game server lists
// turn-based tables in-process, chosen as it is; the in-process list read as a hostile server's
// answer would be (names escaped, nonsense one line), on the same screen `regicide tables` uses.
import { describe, expect, it, vi } from 'vitest';
import { sessionTablesRead } from '../../src/cli/ssh/ssh-tables.js';
import { TablesFailure } from '../../src/net/lobby/tables-client.js';
import { TablesList } from '../../src/ui/net/TablesList.js';
import { MenuApp, type MenuFacts, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { renderUi, until } from './helpers.js';
import { mine } from '../net/tables-fake.js';
import { menuRows } from './ssh-menu-rows.js';

const game = (id: string, title: string): MenuGame => ({
  id,
  title,
  tables: { seats: [2, 4], friends: true },
  solo: false,
  unfinishedSolo: false,
  rules: () => 'RULES',
  stats: () => 'statistics',
  daily: null,
  lessons: null,
});
const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({ name: 'ada', identified: true, games: [game('high-card', 'High card')], notice: null, lobby: true, ...over });

describe('Your tables in the SSH menu', () => {
  it('a key’s account sees the row after the lessons and chooses it', async () => {
    const onExit = vi.fn();
    const ui = renderUi(<MenuApp facts={facts({ account: { name: 'ada' }, tables: true })} lang="en" ascii={false} onExit={onExit} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    const rows = screen.split('\n').map((l) => l.trim());
    expect(rows.findIndex((r) => r.includes('Your tables (turn-based)'))).toBe(rows.findIndex((r) => r.includes('Learn to play')) + 1);
    const number = /^(\d)/.exec(rows.find((r) => r.includes('Your tables'))!)![1];
    await ui.type(number);
    expect(onExit).toHaveBeenCalledWith({ kind: 'tables' }, 'en');
  });

  it('every row of a long menu has a key of its own: 0 after 9, then letters no other key takes', async () => {
    const onExit = vi.fn();
    const two = [game('high-card', 'High card'), { ...game('low-card', 'Low card'), solo: true }];
    const ui = renderUi(<MenuApp facts={facts({ games: two, account: { name: 'ada' }, tables: true })} lang="en" ascii={false} onExit={onExit} />);
    const screen = await until(ui.screen, (s) => s.includes('Quit'));
    const keys = menuRows(screen).map((row) => row[0]);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.slice(0, 11).join('')).toBe('1234567890a');
    expect(new Set(keys).size).toBe(keys.length);
    // The rules are past the ninth row: their key opens them.
    const rulesKey = menuRows(screen).find((row) => row.includes('Rules'))![0];
    expect(keys.indexOf(rulesKey)).toBeGreaterThan(9);
    await ui.type(rulesKey);
    await until(ui.screen, (s) => s.includes('RULES'));
  });

  it('a guest, or a server without the list, has no such row; the words are in every language', async () => {
    const ui = renderUi(<MenuApp facts={facts()} lang="de" ascii={false} onExit={vi.fn()} />);
    expect(await until(ui.screen, (s) => s.includes('Lobby'))).not.toContain('Deine Tische');
    const de = renderUi(<MenuApp facts={facts({ account: { name: null }, tables: true })} lang="de" ascii={false} onExit={vi.fn()} />);
    await until(de.screen, (s) => s.includes('Deine rundenbasierten Tische'));
  });

  it('the in-process list is checked like a server’s answer, and shown on the tables screen', async () => {
    const source = vi.fn((id: string) => Promise.resolve({ now: 1000, tables: [mine('AAAA-2222', { names: [id, 'Eve\u001b[2J', 'Cy'], toMove: 1, yourTurn: true, deadline: 1000 + 3 * 3_600_000 })] }));
    const read = sessionTablesRead(source, 'acct-1', 'example.org:2567');
    const ui = renderUi(<TablesList server="example.org:2567" read={read} onChoose={() => {}} hostCommand="regicide host --turn-based" columns={80} rows={24} />);
    const frame = await until(ui.screen, (s) => s.includes('Your move'));
    expect(source).toHaveBeenCalledWith('acct-1');
    expect(frame).toContain('Eve\\u{1b}[2J');
    expect(frame).toMatch(/3 h left/);
    ui.unmount();
    await expect(sessionTablesRead(() => Promise.resolve({ tables: 'x' }), 'a', 's')(new AbortController().signal)).rejects.toBeInstanceOf(TablesFailure);
  });

  it('leaves out a finished table, which the menu cannot open yet (it would join a table that refuses)', async () => {
    const source = () => Promise.resolve({ now: 1000, tables: [mine('AAAA-2222', { status: 'over' }), mine('BBBB-3333', { yourTurn: true, toMove: 1 })] });
    const seen = await sessionTablesRead(source, 'acct-1', 's')(new AbortController().signal);
    expect(seen.tables.map((t) => t.code)).toEqual(['BBBB-3333']);
  });
});
