// The screens' registry, proved with the test-only third game (High card): its screens, written
// only in test/registry/high-card-ui.tsx, are registered in one line beside its module's one line,
// and then the network table's app finds its board, words its refusals and leaves its result in the
// terminal; a watcher's screen shows its public board; its words join the dictionaries and its keys
// the README's table — without a line of src/ naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLog } from '../../src/core/log.js';
import { registerGame } from '../../src/modules/registry.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import { LANGS } from '../../src/text/lang.js';
import { allDictionaries } from '../../src/ui/dictionaries.js';
import { registerUiGame, uiGame, uiGames } from '../../src/ui/games.js';
import { keyTableMarkdown } from '../../src/ui/key-table.js';
import { gameCodes } from '../../src/ui/net/code-words.js';
import { type NetExit, NetTableApp } from '../../src/ui/net/NetTableApp.js';
import { WatchApp } from '../../src/ui/net/WatchApp.js';
import { textsFor } from '../../src/ui/shared/texts-for.js';
import { renderUi, until } from '../ui/helpers.js';
import { waitFor } from '../net/net-helpers.js';
import { highCard, highCardModule, type HighCardResult, type HighCardView } from './high-card.js';
import { HIGH_CARD_TEXTS, highCardUi } from './high-card-ui.js';

registerGame(highCardModule, new URL('./high-card.ts', import.meta.url).href);
registerUiGame(highCardUi);

describe('a third game’s screens, registered in one line', () => {
  it('are in the screens’ registry beside the built-in games', () => {
    expect(uiGames().map((g) => g.id)).toEqual(['regicide', 'thronfolge', 'highcard']);
    expect(uiGame('highcard')).toBe(highCardUi);
    expect(() => registerUiGame(highCardUi)).toThrow('registered already');
  });

  it('bring its words to the dictionaries (every language, the same keys) and its keys to the README’s table', async () => {
    const dictionaries = await allDictionaries();
    expect(dictionaries.get('highcard/screen')).toBe(HIGH_CARD_TEXTS);
    for (const lang of LANGS) expect(Object.keys(HIGH_CARD_TEXTS[lang]), lang).toEqual(Object.keys(HIGH_CARD_TEXTS.en));
    expect(await keyTableMarkdown()).toMatch(/\| key \| Regicide \| Thronfolge \| High card \|/);
  });

  it('word its refusals for a networked table in each player’s language', async () => {
    const codes = await gameCodes('highcard');
    const refused = { code: 'notInHand', params: { card: 5 }, message: '5 is not in your hand' };
    const { codeWords } = await import('../../src/ui/net/code-words.js');
    expect(codeWords('de', codes, 1, refused)).toBe(HIGH_CARD_TEXTS.de.notInHand(5));
    expect(codeWords('nb', codes, 1, refused)).toBe(HIGH_CARD_TEXTS.nb.notInHand(5));
  });
});

describe('a third game with screens at a networked table', () => {
  let server: NetServer;
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is played on its own board against the server’s bot, refused in German, and watched on its watcher’s board', async () => {
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const table = await RemoteTable.create(address, { game: 'highcard', options: {}, seed: 'screens-1', bots: [2], botLevel: 'easy', botDelayMs: 0, watchers: 'yes' });
    await waitFor(table, () => table.update !== null, 10_000, 'the start');
    const watcher = await RemoteTable.watch({ ...address, code: table.code }, { name: 'Eve' });
    const watchScreens = await uiGame('highcard')!.watch();
    const watching = renderUi(<WatchApp client={watchClient(watcher, watchScreens.game)} screens={watchScreens} code={table.code} name="Eve" savePath="" replayCommand="" onExit={() => {}} />);
    await until(watching.screen, (s) => s.includes(HIGH_CARD_TEXTS.en.hands(3, 3)), 10_000);

    // The app finds the game's board in the screens' registry (no screens handed to it).
    const exits: NetExit[] = [];
    const commands = { rejoin: 'highcard join --resume', resumeHost: null };
    const seat = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/hc.json" commands={commands} onExit={(e) => exits.push(e)} />, { lang: 'de' });
    const t = textsFor(HIGH_CARD_TEXTS, 'de', false);
    const now = () => table.update as unknown as { view: HighCardView; toMove: number | null; movesMade: number; result: HighCardResult | null };
    await until(seat.screen, (s) => s.includes(`${t.yourHand}: ${now().view.hand.join(' ')}`) && s.includes(t.yourTurn), 10_000);

    // A card not in the hand: the server refuses it with a code, worded by the game's own words.
    const missing = [1, 2, 3, 4, 5, 6].find((c) => !now().view.hand.includes(c))!;
    seat.stdin.write(String(missing));
    await until(seat.screen, (s) => s.includes(t.notInHand(missing)), 10_000);
    expect(now().movesMade).toBe(0);

    // Then the first card of the hand at each turn, pressed on the board, to the end.
    while (now().result === null) {
      await waitFor(table, () => now().result !== null || now().toMove === table.seat, 10_000, 'this seat’s turn');
      if (now().result !== null) break;
      const before = now().movesMade;
      await until(seat.screen, (s) => s.includes(`${t.yourHand}: ${now().view.hand.join(' ')}`) && s.includes(t.yourTurn), 10_000);
      // Every card in the hand may be played: the first.
      seat.stdin.write(String(now().view.hand[0]));
      await waitFor(table, () => now().movesMade > before, 10_000, 'the card played');
    }
    const result = now().result!;
    const resultLine = t.result(t.player(result.winner), result.tricks[0], result.tricks[1]);
    // The board names the winner as the table does (by the player's name); the score as the engine has it.
    await until(seat.screen, (s) => s.includes(`${result.winner === table.seat ? t.won : t.lost} · `) && s.includes(`(${result.tricks[0]}:${result.tricks[1]})`), 10_000);
    // The watcher saw the same end on its board, in its own language.
    const en = HIGH_CARD_TEXTS.en;
    await until(watching.screen, (s) => s.includes(en.result(en.player(result.winner), result.tricks[0], result.tricks[1])), 10_000);

    // The log checks out, and leaving the end screen leaves the result in the terminal.
    await waitFor(table, () => table.end !== null, 10_000, 'the end');
    expect(verifyLog(highCard, table.end!.log as never)).toMatchObject({ ok: true, moves: 6 });
    seat.stdin.write('q');
    await until(
      () => String(exits.length),
      (n) => n === '1',
    );
    expect(exits[0].code).toBe(0);
    expect(exits[0].line).toContain(resultLine);
    seat.unmount();
    watching.unmount();
    await Promise.all([table.leave(), watcher.leave()]);
  }, 60_000);
});
