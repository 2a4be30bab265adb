// The watcher's screen of both games, driven only by a WatchClient over a stand-in remote table:
// asking the host, refused, waiting for the start; mid-game with every seat's hand size and no
// hand, a jester's signals and what was said in the reader's language; the greetings only when the
// host allows them; the keys (help, log, leave); the end with the result, the kept log and the
// replay opened in place (q comes back).
import { describe, expect, it, vi } from 'vitest';
import { cardLabel, JESTER } from '../../src/core/cards.js';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import { watchedNames } from '../../src/ui/net/watch-entry.js';
import { WatchApp } from '../../src/ui/net/WatchApp.js';
import type { WatchScreens } from '../../src/ui/net/watch-screens.js';
import { REGICIDE_WATCH } from '../../src/ui/regicide/watch-board.js';
import { SeatNamesProvider } from '../../src/ui/shared/seat-names.js';
import { THRONFOLGE_WATCH } from '../../src/ui/thronfolge/watch-board.js';
import type { Lang } from '../../src/text/lang.js';
import { KEYS, until } from '../ui/helpers.js';
import { fits, renderSized } from '../ui/thronfolge-helpers.js';
import { type FakeWatchTable, fakeWatchTable, finishedLog, signal, watchedPosition, watchLobby } from './watch-fixtures.js';

const TERMINAL = { columns: 80, rows: 24 };

function renderWatch(table: FakeWatchTable, game: AnyGame, screens: WatchScreens, lang: Lang = 'en') {
  const client = watchClient(table, game);
  const onExit = vi.fn();
  const r = renderSized(
    <SeatNamesProvider names={watchedNames(client)}>
      <WatchApp client={client} screens={screens} code="KQX7-2MPD" name="Eve" savePath="/logs/watched.json" replayCommand="npx game replay /logs/watched.json" onExit={onExit} />
    </SeatNamesProvider>,
    TERMINAL,
    { lang },
  );
  return { ...r, onExit };
}

/** A card label shown on its own (not the end of "10♠" read as "0♠"). */
const shows = (screen: string, label: string): boolean => new RegExp(`(^|[^0-9])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(screen);

/** Regicide, three seats, up to the first jester: its player chooses who goes next. */
const jesterPosition = () =>
  watchedPosition(
    regicide,
    { players: 3, variants: [] },
    'watch-jester-1',
    (legal) => (legal as RegicideMove[]).find((m) => m.type === 'play' && m.cards.includes(JESTER)) ?? legal[0],
    (s) => (s as RegicideState).phase === 'next',
  );

describe('the watcher screen before the game', () => {
  it('asks the host, then waits for the start with the seats and the watchers, then is refused', async () => {
    const table = fakeWatchTable({ admitted: false });
    const r = renderWatch(table, regicide, REGICIDE_WATCH);
    let s = await until(r.screen, (x) => x.includes('Waiting for the host to let you in'));
    expect(s).toContain('Watching Regicide, table KQX7-2MPD, as Eve');
    expect(fits(s, TERMINAL)).toBe(true);
    table.push({ admitted: true, lobby: watchLobby('regicide', ['Ann', '', 'bot'], { started: false }) }, { kind: 'watching', admitted: true });
    s = await until(r.screen, (x) => x.includes('Waiting for the game to start'));
    expect(s).toContain('Seat 1: Ann');
    expect(s).toContain('Seat 3: Bot 3 (bot)');
    expect(s).toContain('Watching: Eve');
    // A watcher the host turned away reads why, in its language, and leaves with q (status 1).
    table.push({ admitted: false }, { kind: 'notice', code: 'watchRefused', params: { reason: 'refused' }, message: 'refused' });
    s = await until(r.screen, (x) => x.includes('The host did not let you watch this table'));
    await r.type('q');
    expect(r.onExit).toHaveBeenCalledWith({ code: 1, line: 'The host did not let you watch this table' });
    r.unmount();
  });

  it('says so in German when the table is gone', async () => {
    const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob'], { started: false }) });
    const r = renderWatch(table, regicide, REGICIDE_WATCH, 'de');
    await until(r.screen, (x) => x.includes('Warten, bis das Spiel beginnt'));
    table.push({ status: 'closed' }, { kind: 'connection', status: 'closed' });
    await until(r.screen, (x) => x.includes('Verbindung'));
    r.unmount();
  });
});

describe('the watcher screen of a Regicide game', () => {
  it('mid-game after a jester: hand sizes, no hand, who chooses, every signal and what was said', async () => {
    const at = jesterPosition();
    const chooser = at.publicUpdate.window!.chooser;
    const others = [1, 2, 3].filter((s) => s !== chooser);
    const said = [
      signal(at.history.length, others[0], 'go'),
      { at: 2, seat: 2, kind: 'phrase' as const, code: 'my-hand', params: { cards: 5 } },
      { at: 3, seat: 0 as const, watcher: 'Finn', kind: 'phrase' as const, code: 'good-luck', params: {} },
    ];
    const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob', 'bot'], { watchers: ['Eve', 'Finn'] }), publicUpdate: at.publicUpdate, history: at.history, said });
    const r = renderWatch(table, regicide, REGICIDE_WATCH);
    const names = ['Ann', 'Bob', 'Player 3'];
    const s = await until(r.screen, (x) => x.includes('chooses who goes next'));
    expect(fits(s, TERMINAL)).toBe(true);
    expect(s).toContain(`Jester: ${names[chooser - 1]} chooses who goes next`);
    expect(s).toContain(`Signals: ${names[others[0] - 1]} would like to go · ${names[others[1] - 1]} no signal`);
    expect(s).toContain('Watching: Eve, Finn');
    expect(s).toContain('Player 3 (bot)');
    const view = at.publicUpdate.view as { hands: number[]; handLimit: number; tavern: number };
    for (const [i, n] of names.entries()) expect(s).toMatch(new RegExp(`${n}[^\\n]*${view.hands[i]}/${view.handLimit}`));
    expect(s).toContain(`Tavern ${view.tavern}`);
    // What was said, in the event log, under the move it followed.
    expect(s).toContain('Bob: “I have 5 cards”');
    expect(s).toContain('Finn (watching): “good luck”');
    // No card of any hand, nor of the tavern.
    const state = at.state as RegicideState;
    expect([...state.hands.flat(), ...state.tavern].map((c) => cardLabel(c)).filter((l) => shows(s, l))).toEqual([]);
    // A new signal shows as it arrives.
    table.push({ said: [...said, signal(at.history.length, others[1], 'rather-not')] }, { kind: 'said', said: signal(at.history.length, others[1], 'rather-not') });
    await until(r.screen, (x) => x.includes(`${names[others[1] - 1]} rather not`));
    r.unmount();
  });

  it('the signals in French and Norwegian', async () => {
    const at = jesterPosition();
    for (const [lang, heading] of [
      ['fr', 'Signes'],
      ['nb', 'Tegn'],
    ] as const) {
      const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob', 'Cy']), publicUpdate: at.publicUpdate, history: at.history });
      const r = renderWatch(table, regicide, REGICIDE_WATCH, lang);
      const s = await until(r.screen, (x) => x.includes(heading));
      expect(fits(s, TERMINAL)).toBe(true);
      r.unmount();
    }
  });

  it('? shows the watcher keys, v the whole log; q leaves with nothing to print', async () => {
    const at = jesterPosition();
    const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob', 'Cy']), publicUpdate: at.publicUpdate, history: at.history });
    const r = renderWatch(table, regicide, REGICIDE_WATCH);
    await until(r.screen, (x) => x.includes('v log'));
    await r.type('?');
    let s = await until(r.screen, (x) => x.includes('stop watching'));
    expect(s).toContain('read the whole event log');
    expect(s).not.toContain('greet the table');
    await r.type(KEYS.escape, 'v');
    s = await until(r.screen, (x) => x.includes('Event log'));
    expect(s).toContain('1. ');
    await r.type('v', 'q');
    expect(r.onExit).toHaveBeenCalledWith({ code: 0, line: null });
    r.unmount();
  });

  it('greetings: s opens them only when the host allows, and a number sends one', async () => {
    const at = jesterPosition();
    const silent = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob', 'Cy']), publicUpdate: at.publicUpdate, history: at.history });
    let r = renderWatch(silent, regicide, REGICIDE_WATCH);
    let s = await until(r.screen, (x) => x.includes('v log'));
    expect(s).not.toContain('s greet');
    await r.type('s', '1');
    expect(silent.sent).toEqual([]);
    r.unmount();

    const allowed = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob', 'Cy'], { watcherGreetings: true }), publicUpdate: at.publicUpdate, history: at.history });
    r = renderWatch(allowed, regicide, REGICIDE_WATCH);
    s = await until(r.screen, (x) => x.includes('s greet'));
    await r.type('s');
    s = await until(r.screen, (x) => x.includes('good luck'));
    // Greetings only: no fact about a hand or the tavern.
    expect(s).not.toContain('my hand size');
    await r.type('1');
    expect(allowed.sent).toEqual(['good-luck']);
    await until(r.screen, (x) => x.includes('chooses who goes next'));
    r.unmount();
  });

  it('at the end: the result and the kept log; r opens the replay here, q comes back, q leaves with the replay line', async () => {
    const options = { players: 2, variants: [] };
    const log = finishedLog('regicide', options, 'watch-end-1');
    const end = watchedPosition(
      regicide,
      options,
      'watch-end-1',
      (_legal, played) => regicide.parseMove(log.moves[played]),
      () => false,
    );
    const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob']), publicUpdate: end.publicUpdate, history: end.history });
    const r = renderWatch(table, regicide, REGICIDE_WATCH);
    await until(r.screen, (x) => x.includes('v log'));
    const result = end.publicUpdate.result as { outcome: string; enemiesDefeated: number };
    table.push(
      { end: { result, log, seed: 'watch-end-1', salt: 'x', commitment: 'y', seedChosen: false }, status: 'closed' },
      { kind: 'end', end: { result, log, seed: '', salt: '', commitment: '', seedChosen: false } },
    );
    let s = await until(r.screen, (x) => x.includes('r replay'));
    expect(s).toContain(`${result.outcome === 'won' ? 'Victory! The castle has fallen.' : 'Defeat.'} Enemies defeated: ${result.enemiesDefeated} of 12`);
    expect(s).toContain('Its log is kept in /logs/watched.json');
    expect(fits(s, TERMINAL)).toBe(true);
    await r.type('r');
    s = await until(r.screen, (x) => x.includes('Start of the game'));
    // The replay shows every hand: the game is over.
    await r.type(KEYS.right);
    await until(r.screen, (x) => x.includes(`Move 1 of ${log.moves.length}`));
    await r.type('q');
    await until(r.screen, (x) => x.includes('r replay'));
    await r.type('q');
    expect(r.onExit).toHaveBeenCalledWith({ code: 0, line: 'Its log is kept in /logs/watched.json\nReplay it later with: npx game replay /logs/watched.json' });
    r.unmount();
  });

  it('a short game ends with its own count of enemies: eight, not twelve', async () => {
    const options = { players: 2, variants: ['short'] };
    const log = finishedLog('regicide', options, 'watch-short-1');
    const end = watchedPosition(
      regicide,
      options,
      'watch-short-1',
      (_legal, played) => regicide.parseMove(log.moves[played]),
      () => false,
    );
    const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Bob']), publicUpdate: end.publicUpdate, history: end.history });
    const r = renderWatch(table, regicide, REGICIDE_WATCH);
    const result = end.publicUpdate.result as { outcome: string; enemiesDefeated: number };
    table.push(
      { end: { result, log, seed: 'watch-short-1', salt: 'x', commitment: 'y', seedChosen: false }, status: 'closed' },
      { kind: 'end', end: { result, log, seed: '', salt: '', commitment: '', seedChosen: false } },
    );
    const s = await until(r.screen, (x) => x.includes('r replay'));
    expect(s).toContain(`Enemies defeated: ${result.enemiesDefeated} of 8`);
    expect(s).not.toContain('of 12');
    r.unmount();
  });
});

describe('the watcher screen of a Thronfolge duel', () => {
  it('mid-game: both hand sizes, the crowns as a watcher sees them, no hand; the end and its replay', async () => {
    const options = { first: null, variants: [] };
    const at = watchedPosition(
      thronfolge,
      options,
      'watch-duel-1',
      (legal) => legal[0],
      (s) => (s as ThronfolgeState).round === 1 && (s as { row: unknown[] }).row.length >= 4,
    );
    const table = fakeWatchTable({ lobby: watchLobby('thronfolge', ['Ann', 'bot']), publicUpdate: at.publicUpdate, history: at.history });
    const r = renderWatch(table, thronfolge, THRONFOLGE_WATCH);
    const view = at.publicUpdate.view as { hands: number[] };
    let s = await until(r.screen, (x) => x.includes('Hands:'));
    expect(fits(s, TERMINAL)).toBe(true);
    expect(s).toContain(`Hands: Ann ${view.hands[0]} cards · Player 2 ${view.hands[1]} cards`);
    expect(s).toContain('Player 2 (bot)');
    expect(s).toMatch(/to move/);
    const state = at.state as ThronfolgeState;
    // Every card of a hand or the draw pile stays hidden; the crown line names the three crowns (it says where they are, "unseen" for a hand).
    const hidden = [...state.hands.flat(), ...state.deck].map((c) => cardLabel(c));
    const crownsRow = s.split('\n').find((l) => l.startsWith('Crowns'))!;
    expect(crownsRow).not.toMatch(/hand/);
    const rest = s.replace(crownsRow, '');
    expect(hidden.filter((l) => shows(rest, l))).toEqual([]);

    const log = finishedLog('thronfolge', options, 'watch-duel-1');
    table.push(
      {
        end: { result: { winner: 1, shared: false, reason: 'score', scores: [30, 20], breakdown: [], tieBreak: 'score' }, log, seed: '', salt: '', commitment: '', seedChosen: false },
        status: 'closed',
      },
      { kind: 'end', end: {} as never },
    );
    s = await until(r.screen, (x) => x.includes('r replay'));
    expect(s).toContain('Game over — Ann wins.');
    await r.type(KEYS.enter);
    await until(r.screen, (x) => x.includes('Start of the game'));
    await r.type('q');
    await until(r.screen, (x) => x.includes('Game over'));
    r.unmount();
  });
});
