// The lobby and turn-based tables (issue 30), against the fake lobby on loopback: a turn-based
// table's row says "turn-based, 2 d/move", the t key asks the server for turn-based tables only
// (and holds the list to them whatever it sends), on the screen and as lines.
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { lobbyList, lobbyTableFrom } from '../../src/net/lobby/lobby-client.js';
import type { LobbyRead } from '../../src/net/lobby/lobby-watch.js';
import { LobbyList } from '../../src/ui/net/LobbyList.js';
import { runLobbyLines } from '../../src/ui/net/lobby-lines.js';
import { renderUi, until } from './helpers.js';
import { lineStreams } from './line-streams.js';
import { type FakeLobby, startFakeLobby, table } from '../net/lobby-fake.js';

let fake: FakeLobby | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** A fake whose listing carries the turn-based facts the real server adds (the fake drops unknown fields, so they ride on a read wrapper). */
function readWithTurns(f: FakeLobby, turnBased: Record<string, number>): LobbyRead {
  const server = parseServerAddress(f.address);
  return async (query, signal) => {
    const listing = await lobbyList(server, query, signal);
    const tables = listing.tables
      .map((t) => (t.code in turnBased ? { ...lobbyTableFrom({ ...t, turnBased: true, moveHours: turnBased[t.code] })! } : t))
      // The server's filter (the other engineer's part), as the contract says it works.
      .filter((t) => query.turnBased !== true || t.turnBased === true);
    return { ...listing, tables };
  };
}

describe('turn-based tables in the lobby', () => {
  it('a row says turn-based and its pace; t shows turn-based tables only, asked of the server', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann' }), table('ABCD-2345', { host: 'Bo', variants: ['short'] })]);
    const read = readWithTurns(fake, { 'ABCD-2345': 48 });
    const r = renderUi(
      <LobbyList server={fake.address} read={read} games={['regicide', 'thronfolge']} initial={{ game: 'regicide', seats: null }} onChoose={() => {}} columns={100} rows={20} retryMs={50} />,
    );
    const both = await until(r.screen, (s) => s.includes('Ann') && s.includes('Bo'));
    expect(both).toMatch(/Bo\s+.*turn-based, 2 d\/move,short/);
    expect(both).toContain('t turn-based');
    await r.type('t');
    // The list itself, not the frame that asks the server for it ("Asking the server…").
    const only = await until(r.screen, (s) => s.includes('turn-based only') && s.includes('Bo') && !s.includes('Ann'));
    expect(only).toMatch(/Bo\s+.*turn-based, 2 d\/move/);
    expect(fake.listRequests.some((q) => q.turnBased === true)).toBe(true);
    await r.type('t');
    await until(r.screen, (s) => s.includes('Ann') && !s.includes('turn-based only'));
    r.unmount();
  });

  it('at 60×20 the keys wrap rather than lose q, and the screen keeps to its rows', async () => {
    fake = await startFakeLobby(Array.from({ length: 30 }, (_, i) => table(`KQX${String.fromCharCode(65 + (i % 26))}-2MP${i % 10}`, { host: `H${i}` })));
    const r = renderUi(
      <LobbyList server={fake.address} read={readWithTurns(fake, {})} games={['regicide']} initial={{ game: 'regicide', seats: null }} onChoose={() => {}} columns={60} rows={20} retryMs={50} />,
      { lang: 'fr' },
    );
    const frame = await until(r.screen, (s) => s.includes('H1'));
    expect(frame).toContain('q quitter');
    expect(frame.split('\n').length).toBeLessThanOrEqual(20);
    r.unmount();
  });

  it('the checked table keeps the pace only for a turn-based table, in range', () => {
    const base = { code: 'KQX7-2MPD', game: 'regicide', seats: 3, taken: 1 };
    expect(lobbyTableFrom({ ...base, turnBased: true, moveHours: 5 })).toMatchObject({ turnBased: true, moveHours: 5 });
    expect(lobbyTableFrom({ ...base, turnBased: true, moveHours: 99999 })).toMatchObject({ turnBased: true, moveHours: null });
    expect(lobbyTableFrom({ ...base, turnBased: 'yes', moveHours: 5 })).not.toHaveProperty('turnBased');
  });

  it('as lines: the pace in the table line, t toggles the filter', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann' }), table('ABCD-2345', { host: 'Bo' })]);
    const s = lineStreams();
    const chosen = runLobbyLines(
      { server: fake.address, read: readWithTurns(fake, { 'ABCD-2345': 6 }), games: ['regicide'], initial: { game: 'regicide', seats: null }, lang: 'en', retryMs: 50 },
      s.io,
    );
    expect(await s.hear(/^2\. /)).toMatch(/host Bo, waiting .*, variants turn-based, 6 h\/move$/);
    s.type('t');
    expect(await s.hear(/turn-based only/)).toMatch(/^Game: Regicide · seats: any · turn-based only$/);
    // After the filter's line the list is said again: Bo's table alone.
    await s.hear(/^1\. .*host Bo/);
    const after = s.heard.slice(s.heard.findIndex((l) => l.includes('turn-based only')));
    expect(after.filter((l) => /^\d+\. /.test(l))).toEqual([expect.stringContaining('host Bo')]);
    s.type('q');
    expect(await chosen).toBeNull();
  });
});
