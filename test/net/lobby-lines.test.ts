// The lobby in the screen-reader mode against a fake of the lobby routes: numbered lines, said
// again only when the list changes; a number and Enter chooses; g and s filter; q leaves.
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { type LobbyTable, lobbyList } from '../../src/net/lobby/lobby-client.js';
import { runLobbyLines } from '../../src/ui/net/lobby-lines.js';
import { lineStreams } from '../ui/line-streams.js';
import { type FakeLobby, startFakeLobby, table } from './lobby-fake.js';

let fake: FakeLobby | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

function linesOf(lobby: FakeLobby, lang: 'en' | 'de' = 'en') {
  const server = parseServerAddress(lobby.address);
  const s = lineStreams();
  const chosen = runLobbyLines(
    { server: lobby.address, read: (q, signal) => lobbyList(server, q, signal), games: ['regicide', 'thronfolge'], initial: { game: 'regicide', seats: null }, lang, retryMs: 50 },
    s.io,
  );
  return { ...s, chosen };
}

describe('the lobby as lines', () => {
  it('reads each table, says the list again when it changes, and a number with Enter chooses', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann', variants: ['short'], waitingSeconds: 5 })], 10_000);
    const s = linesOf(fake);
    expect(await s.hear(/^1\. /)).toBe('1. Regicide, 1 of 3 seats taken, language en, host Ann, waiting 5 s, variants short');
    await s.hear(/^Type a table number/);
    fake.change((tables) => [...tables, table('ABCD-2345', { host: 'Eve\u001b[2J', seats: 2 })]);
    expect(await s.hear(/^The list changed/)).toBe('The list changed: 2 open.');
    expect(await s.hear(/^2\. /)).toContain('host Eve\\u{1b}[2J');
    expect(s.raw()).not.toContain('\u001b[2J');
    s.type('9\r');
    expect(await s.hear(/^No table/)).toBe('No table 9.');
    s.type('2\r');
    expect(((await s.chosen) as LobbyTable).code).toBe('ABCD-2345');
  });

  it('g and s change the filter, said as a line; q leaves without a table', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD'), table('ABCD-2345', { game: 'thronfolge', seats: 2, host: 'Duelist' })]);
    const s = linesOf(fake, 'de');
    await s.hear(/^Spiel: Regicide · Plätze: beliebig$/);
    await s.hear(/^1\. Regicide/);
    s.type('g');
    await s.hear(/^Spiel: Thronfolge/);
    expect(await s.hear(/Gastgeber Duelist/)).toMatch(/^1\. Thronfolge, 1 von 2 Plätzen besetzt/);
    s.type('s');
    await s.hear(/^Spiel: Thronfolge · Plätze: 2$/);
    s.type('q');
    expect(await s.chosen).toBeNull();
  });
});
