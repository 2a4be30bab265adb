// The SSH menu's Ladder: an account's row on a server that keeps a Thronfolge ladder, after the
// account's other rows (the rows before it, and the last ones, where they were); chosen, it asks
// the session for the ladder, which comes back as the page shown before the menu. In each language.
import { describe, expect, it, vi } from 'vitest';
import { MenuApp, type MenuFacts, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { LANGS } from '../../src/text/lang.js';
import { SSH_TEXTS } from '../../src/ui/ssh/ssh-strings.js';
import { KEYS, renderUi, until } from './helpers.js';
import { menuRows } from './ssh-menu-rows.js';

const duel: MenuGame = {
  id: 'thronfolge',
  title: 'Thronfolge',
  tables: { seats: [2, 2], friends: true },
  solo: false,
  unfinishedSolo: false,
  rules: () => 'RULES',
  stats: () => 's',
  daily: null,
  lessons: null,
};
const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({ name: 'ada', identified: true, games: [duel], notice: null, lobby: true, account: { name: 'Ada' }, ladder: 'Thronfolge', ...over });
const rowsOf = menuRows;

describe('the SSH menu’s Ladder', () => {
  it.each(LANGS)('comes after the account’s rows and is chosen as it is (%s)', async (lang) => {
    const onExit = vi.fn();
    const t = SSH_TEXTS[lang];
    const ui = renderUi(<MenuApp facts={facts()} lang={lang} ascii={false} onExit={onExit} />);
    const screen = await until(ui.screen, (s) => s.includes(t.items.quit));
    const rows = rowsOf(screen);
    const at = (text: string) => rows.findIndex((r) => r.includes(text));
    expect(at(t.items.ladder('Thronfolge'))).toBe(at(t.items.linkCode) + 1);
    expect(at(t.items.rules)).toBe(at(t.items.ladder('Thronfolge')) + 1);
    for (let i = 0; i < at(t.items.ladder('Thronfolge')); i++) await ui.type(KEYS.down);
    await ui.type(KEYS.enter);
    expect(onExit).toHaveBeenCalledWith({ kind: 'ladder' }, lang);
  });

  it('is not offered to a guest, nor on a server without a ladder', async () => {
    for (const over of [{ account: undefined }, { ladder: undefined }]) {
      const ui = renderUi(<MenuApp facts={facts(over)} lang="en" ascii={false} onExit={vi.fn()} />);
      expect(await until(ui.screen, (s) => s.includes('Quit'))).not.toContain(SSH_TEXTS.en.items.ladder('Thronfolge'));
    }
  });

  it('shows the ladder the session read first, and any key leads to the menu', async () => {
    const ui = renderUi(<MenuApp facts={facts({ field: 'The Thronfolge ladder on h:1\n\nYour rating: 1662?, place 1, 1 rated game.' })} lang="en" ascii={false} onExit={vi.fn()} />);
    await until(ui.screen, (s) => s.includes('Your rating: 1662?'));
    await ui.type(' ');
    await until(ui.screen, (s) => s.includes(SSH_TEXTS.en.items.ladder('Thronfolge')));
  });
});
