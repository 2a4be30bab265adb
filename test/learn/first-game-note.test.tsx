// A first game's offer of the lessons is a line on the board's message line: below every other
// message (a hint about the keys wins), and gone with the player's first move. It is spent (seen)
// only once the board showed it: not while the terminal is too small for the board.
import { describe, expect, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { RegicideApp } from '../../src/ui/regicide/RegicideApp.js';
import { FirstGameNote } from '../../src/ui/shared/first-game-note.js';
import { LEARN_TEXTS } from '../../src/ui/shared/texts/learn.js';
import { ThronfolgeApp } from '../../src/ui/thronfolge/ThronfolgeApp.js';
import { singleGame } from '../../src/games/thronfolge/match.js';
import { duelGame, regicideGame } from '../ui/clients.js';
import { KEYS, renderUi, until } from '../ui/helpers.js';
import { renderSized, resizeTerminal } from '../ui/thronfolge-helpers.js';

const NOTE = LEARN_TEXTS.en.firstGame('npx regicide learn');

describe("a first game's offer of the lessons", () => {
  it('Regicide: shown until the first move, behind the messages about keys', async () => {
    const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), 'first-note');
    const seen = vi.fn();
    const ui = renderSized(
      <FirstGameNote.Provider value={{ text: NOTE, seen }}>
        <RegicideApp client={client} savePath="/s.json" onExit={vi.fn()} />
      </FirstGameNote.Provider>,
      { columns: 80, rows: 24 },
    );
    await until(ui.screen, (s) => s.includes('Your hand') && s.includes(NOTE));
    await until(ui.screen, () => seen.mock.calls.length > 0);
    // Enter with nothing selected: the message about it comes first.
    await ui.type(KEYS.enter);
    const refused = await until(ui.screen, (s) => !s.includes(NOTE));
    expect(refused).toContain('Select');
    await ui.type('1', KEYS.enter);
    await until(ui.screen, (s) => s.includes('1. Player 1 plays'));
    expect(ui.screen()).not.toContain(NOTE);
    ui.unmount();
  });

  it("Thronfolge: the bot moving first does not take it away; the player's own move does", async () => {
    const { client } = duelGame({ first: 2, variants: [] }, 'first-note', { bot: { name: 'first', choose: (_v, legal) => legal[0] }, botDelayMs: 0 });
    const note = LEARN_TEXTS.en.firstGame('npx thronfolge learn');
    const ui = renderUi(
      <FirstGameNote.Provider value={{ text: note, seen: vi.fn() }}>
        <ThronfolgeApp client={client} seating={{ vs: 'bot', botLevel: 'easy' }} match={singleGame('first-note')} savePath="/s.json" armDelayMs={0} onExit={vi.fn()} />
      </FirstGameNote.Provider>,
    );
    await until(ui.screen, (s) => s.includes('1. Player 2 plays') && s.includes(note));
    await ui.type(KEYS.enter);
    await until(ui.screen, (s) => s.includes('2. Player 1 plays') && !s.includes(note));
    ui.unmount();
  });

  it('is not seen while the terminal is too small for the board, and is once it grows', async () => {
    const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), 'first-note');
    const seen = vi.fn();
    const ui = renderSized(
      <FirstGameNote.Provider value={{ text: NOTE, seen }}>
        <RegicideApp client={client} savePath="/s.json" onExit={vi.fn()} />
      </FirstGameNote.Provider>,
      { columns: 40, rows: 10 },
    );
    await until(ui.screen, (s) => s.includes('40×10'));
    expect(ui.screen()).not.toContain(NOTE);
    expect(seen).not.toHaveBeenCalled();
    resizeTerminal(ui.stdout, { columns: 80, rows: 24 });
    await until(ui.screen, (s) => s.includes(NOTE));
    await until(ui.screen, () => seen.mock.calls.length === 1);
    ui.unmount();
  });
});
