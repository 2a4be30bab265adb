// The SSH menu's puzzle of the day: an account's row on a server that names a puzzle of the day,
// after the link code and before the ladder (the rows from the ladder to the end stay where they
// were); chosen, it asks the session to play it. In each language; never for a guest.
import { describe, expect, it, vi } from 'vitest';
import { MenuApp, type MenuFacts, type MenuGame } from '../../src/ui/ssh/MenuApp.js';
import { LANGS } from '../../src/text/lang.js';
import { SSH_TEXTS } from '../../src/ui/ssh/ssh-strings.js';
import { SSH_PUZZLE_TEXTS } from '../../src/ui/ssh/ssh-puzzle-strings.js';
import { KEYS, renderUi, until } from './helpers.js';
import { menuRows } from './ssh-menu-rows.js';

const game: MenuGame = {
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
const facts = (over: Partial<MenuFacts> = {}): MenuFacts => ({
  name: 'ada',
  identified: true,
  games: [game],
  notice: null,
  account: { name: 'Ada' },
  puzzle: 'Regicide',
  ladder: 'Thronfolge',
  ...over,
});
const rowsOf = menuRows;

describe('the SSH menu’s puzzle of the day', () => {
  it.each(LANGS)('sits between the link code and the ladder and is chosen as it is (%s)', async (lang) => {
    const onExit = vi.fn();
    const t = SSH_TEXTS[lang];
    const label = SSH_PUZZLE_TEXTS[lang].item('Regicide');
    const ui = renderUi(<MenuApp facts={facts()} lang={lang} ascii={false} onExit={onExit} />);
    const rows = rowsOf(await until(ui.screen, (s) => s.includes(t.items.quit)));
    const at = (text: string) => rows.findIndex((r) => r.includes(text));
    expect(at(label)).toBe(at(t.items.linkCode) + 1);
    expect(at(t.items.ladder('Thronfolge'))).toBe(at(label) + 1);
    for (let i = 0; i < at(label); i++) await ui.type(KEYS.down);
    await ui.type(KEYS.enter);
    expect(onExit).toHaveBeenCalledWith({ kind: 'puzzle' }, lang);
  });

  it('is not offered to a guest, nor on a server without puzzles', async () => {
    for (const over of [{ account: undefined }, { puzzle: undefined }]) {
      const ui = renderUi(<MenuApp facts={facts(over)} lang="en" ascii={false} onExit={vi.fn()} />);
      expect(await until(ui.screen, (s) => s.includes('Quit'))).not.toContain(SSH_PUZZLE_TEXTS.en.item('Regicide'));
    }
  });
});
