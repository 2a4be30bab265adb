// The watcher's screen hears what the seats hear about the players: one drops (the countdown),
// comes back (said until the next moves), or leaves; and when the host stops the table mid-game,
// that the watcher waits for it to be resumed — in the reader's language. A stand-in remote table.
import { describe, it, vi } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { LobbyMessage } from '../../src/net/wire/messages.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import { WatchApp } from '../../src/ui/net/WatchApp.js';
import { REGICIDE_WATCH } from '../../src/ui/regicide/watch-board.js';
import type { Lang } from '../../src/text/lang.js';
import { until } from '../ui/helpers.js';
import { renderSized } from '../ui/thronfolge-helpers.js';
import { type FakeWatchTable, fakeWatchTable, watchedPosition, watchLobby } from './watch-fixtures.js';

const options = { players: 2, variants: [] };
const at = watchedPosition(
  regicide,
  options,
  'watch-presence-1',
  (legal) => legal[0],
  (_s) => false,
  3,
);

function render(lang: Lang = 'en') {
  const table = fakeWatchTable({ lobby: watchLobby('regicide', ['Ann', 'Gus']), publicUpdate: at.publicUpdate, history: at.history });
  const r = renderSized(
    <WatchApp client={watchClient(table, regicide)} screens={REGICIDE_WATCH} code="KQX7-2MPD" name="Eve" savePath="" replayCommand="" onExit={vi.fn()} />,
    { columns: 80, rows: 24 },
    { lang },
  );
  return { table, r };
}

const lobbyWith = (table: FakeWatchTable, gus: Partial<LobbyMessage['seats'][number]>): LobbyMessage => {
  const lobby = table.lobby ?? watchLobby('regicide', ['Ann', 'Gus']);
  return { ...lobby, seats: lobby.seats.map((s) => (s.seat === 2 ? { ...s, ...gus } : s)) };
};

const pushLobby = (table: FakeWatchTable, lobby: LobbyMessage): void => table.push({ lobby }, { kind: 'lobby', lobby });

describe('the watcher hears about the players', () => {
  it('a drop with its countdown, the return, then a departure', async () => {
    const { table, r } = render();
    await until(r.screen, (x) => x.includes('v log'));
    pushLobby(table, lobbyWith(table, { connected: false, reconnectMsLeft: 60_000 }));
    await until(r.screen, (x) => /Gus reconnecting… \d/.test(x));
    pushLobby(table, lobbyWith(table, { connected: true, reconnectMsLeft: null }));
    await until(r.screen, (x) => x.includes('Gus is back at the table'));
    // Two moves later the news is old.
    const later = { ...at.publicUpdate, movesMade: at.publicUpdate.movesMade + 2 };
    table.push({ publicUpdate: later }, { kind: 'public', update: later });
    await until(r.screen, (x) => !x.includes('is back'));
    pushLobby(table, lobbyWith(table, { connected: false, vacated: true }));
    await until(r.screen, (x) => x.includes('Gus left the table'));
    r.unmount();
  });

  it('in German: the host stopped the table, and the watcher waits for it to be resumed', async () => {
    const { table, r } = render('de');
    await until(r.screen, (x) => x.includes('v Verlauf'));
    const closing = { code: 'hostClosed', message: 'the host closed the table', params: { resumable: true } };
    table.push({ closedBy: closing }, { kind: 'notice', ...closing });
    table.push({ status: 'reconnecting' }, { kind: 'connection', status: 'reconnecting' });
    await until(r.screen, (x) => x.includes('Der Gastgeber hat den Tisch angehalten'));
    pushLobby(table, lobbyWith(table, { connected: false, reconnectMsLeft: 60_000 }));
    table.push({ status: 'connected', closedBy: null }, { kind: 'connection', status: 'connected' });
    await until(r.screen, (x) => x.includes('Gus verbindet neu'));
    r.unmount();
  });
});
