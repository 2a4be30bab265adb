// The SSH menu's row for the week's team event (issue 31): an account's row on a server that runs
// the event, after the ladder (the rows before it where they were); chosen, it asks the session
// for the week, which comes back as the page shown before the menu — the ranking and the deals —
// with the keys that play it as `host --event` and `join --event` do. In each language.
import { describe, expect, it, vi } from 'vitest';
import { MenuApp, type MenuFacts, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { LANGS } from '../../src/text/lang.js';
import { SSH_TEXTS } from '../../src/ui/ssh/ssh-strings.js';
import { SSH_EVENT_TEXTS } from '../../src/ui/ssh/ssh-event-strings.js';
import { KEYS, renderUi, until } from './helpers.js';
import { renderSized } from './thronfolge-helpers.js';
import { menuRows } from './ssh-menu-rows.js';

const regicide: MenuGame = {
  id: 'regicide',
  title: 'Regicide',
  tables: { seats: [2, 4], friends: true },
  solo: true,
  unfinishedSolo: false,
  rules: () => 'RULES',
  stats: () => 's',
  daily: null,
  lessons: null,
};
const WEEK = ['Regicide team event, week 2026-W49, on h:1', 'Ends 2026-12-07 00:00 UTC.', '', 'Deals', '  2 players: 1 team, 1 won', '', 'Ranking', 'Place 1: Ada + Ben'].join('\n');
const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({
  name: 'ada',
  identified: true,
  games: [regicide],
  notice: null,
  lobby: true,
  account: { name: 'Ada' },
  ladder: 'Thronfolge',
  event: 'Regicide',
  ...over,
});
const rowsOf = menuRows;

describe('the SSH menu’s team event', () => {
  it.each(LANGS)('comes after the ladder, before the last rows, and is chosen as it is (%s)', async (lang) => {
    const onExit = vi.fn();
    const t = SSH_TEXTS[lang];
    const et = SSH_EVENT_TEXTS[lang];
    const ui = renderUi(<MenuApp facts={facts()} lang={lang} ascii={false} onExit={onExit} />);
    const screen = await until(ui.screen, (s) => s.includes(t.items.quit));
    const rows = rowsOf(screen);
    const at = (text: string) => rows.findIndex((r) => r.includes(text));
    expect(at(et.item('Regicide'))).toBe(at(t.items.ladder('Thronfolge')) + 1);
    expect(at(t.items.rules)).toBe(at(et.item('Regicide')) + 1);
    for (let i = 0; i < at(et.item('Regicide')); i++) await ui.type(KEYS.down);
    await ui.type(KEYS.enter);
    expect(onExit).toHaveBeenCalledWith({ kind: 'event' }, lang);
  });

  it('is not offered to a guest, nor on a server without the event', async () => {
    for (const over of [{ account: undefined }, { event: undefined }]) {
      const ui = renderUi(<MenuApp facts={facts(over)} lang="en" ascii={false} onExit={vi.fn()} />);
      expect(await until(ui.screen, (s) => s.includes('Quit'))).not.toContain(SSH_EVENT_TEXTS.en.item('Regicide'));
    }
  });

  it('shows the week the session read first; a player count opens a table of its deal, j joins a teammate’s by code', async () => {
    const week = { text: WEEK, counts: [2, 3, 4] };
    const open = vi.fn();
    const ui = renderUi(<MenuApp facts={facts({ eventWeek: week })} lang="en" ascii={false} onExit={open} />);
    const page = await until(ui.screen, (s) => s.includes('Place 1: Ada + Ben'));
    expect(page).toContain('Regicide team event, week 2026-W49');
    expect(page.replace(/\s+/g, ' ')).toContain('2 3 4: open a table of the week’s deal for that many · j: join a teammate’s table by its code');
    // A count the week has no deal for does nothing but lead back; one it has opens the table.
    await ui.type('3');
    expect(open).toHaveBeenCalledWith({ kind: 'eventTable', players: 3 }, 'en');

    const join = vi.fn();
    const again = renderUi(<MenuApp facts={facts({ eventWeek: { text: WEEK, counts: [2] } })} lang="en" ascii={false} onExit={join} />);
    await until(again.screen, (s) => s.includes('Place 1'));
    await again.type('j');
    await until(again.screen, (s) => s.includes(SSH_TEXTS.en.joinPrompt.trim()));
    await again.type('K', 'Q', 'X', '7', ' ', '-', '2', 'M', 'P', 'D', KEYS.enter);
    expect(join).toHaveBeenCalledWith({ kind: 'eventJoin', code: 'KQX7-2MPD' }, 'en');

    const back = vi.fn();
    const other = renderUi(<MenuApp facts={facts({ eventWeek: { text: WEEK, counts: [2] } })} lang="de" ascii={false} onExit={back} />);
    await until(other.screen, (s) => s.includes('Place 1'));
    // The keys wrap rather than lose the way back.
    expect(other.screen().replace(/\s+/g, ' ')).toContain('j: dem Tisch eines Teammitglieds per Code beitreten · andere Tasten: zurück');
    await other.type('3');
    await until(other.screen, (s) => s.includes(SSH_EVENT_TEXTS.de.item('Regicide')));
    expect(back).not.toHaveBeenCalled();
  });

  it('with every row and a notice the menu keeps to 24 rows: the list follows the cursor', async () => {
    const games: MenuGame[] = [regicide, { ...regicide, id: 'thronfolge', title: 'Thronfolge', tables: { seats: [2, 2], friends: true }, solo: false }];
    const ui = renderSized(<MenuApp facts={facts({ games, tables: true, notice: 'Your name on this server is now Ada.' })} lang="en" ascii={false} onExit={vi.fn()} />, { columns: 80, rows: 24 });
    const first = await until(ui.screen, (s) => s.includes('Welcome'));
    expect(first.split('\n').length).toBeLessThanOrEqual(23);
    expect(first).toContain('Your name on this server is now Ada.');
    // Up from the first row: Quit, at the end of the list, comes into view.
    await ui.type(KEYS.up);
    const last = await until(ui.screen, (s) => s.includes(SSH_TEXTS.en.items.quit));
    expect(last.split('\n').length).toBeLessThanOrEqual(23);
    expect(last).toContain('Welcome');
    ui.unmount();
  });
});
