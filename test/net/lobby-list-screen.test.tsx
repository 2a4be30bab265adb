// The lobby's screen against a fake of the lobby routes: a table appears, fills and leaves the
// list as the long poll brings the changes; Enter hands the chosen table's address to `join`;
// g and s filter by game and seats; a hostile host name is shown escaped; it fits 60×20.
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { type LobbyTable, lobbyList } from '../../src/net/lobby/lobby-client.js';
import type { LobbyRead } from '../../src/net/lobby/lobby-watch.js';
import { joinChosen, lobbyFilter } from '../../src/cli/lobby/lobby-action.js';
import { LobbyList } from '../../src/ui/net/LobbyList.js';
import { textWidth } from '../../src/text/width.js';
import { KEYS, renderUi, until } from '../ui/helpers.js';
import { type FakeLobby, startFakeLobby, table } from './lobby-fake.js';

let fake: FakeLobby | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const GAMES = ['regicide', 'thronfolge'];

function screenOf(lobby: FakeLobby, options: { columns?: number; rows?: number; lang?: 'en' | 'de' | 'fr' | 'nb' } = {}) {
  const server = parseServerAddress(lobby.address);
  const read: LobbyRead = (query, signal) => lobbyList(server, query, signal);
  const chosen: (LobbyTable | null)[] = [];
  const r = renderUi(
    <LobbyList
      server={lobby.address}
      read={read}
      games={GAMES}
      initial={lobbyFilter('regicide', {})}
      onChoose={(t) => chosen.push(t)}
      columns={options.columns ?? 80}
      rows={options.rows ?? 24}
      retryMs={50}
    />,
    { lang: options.lang ?? 'en' },
  );
  return { r, chosen, server };
}

describe('the lobby screen', () => {
  it('a table appears, fills and leaves the list, live', async () => {
    fake = await startFakeLobby([], 10_000);
    const { r } = screenOf(fake);
    await until(r.screen, (s) => s.includes('No open table right now'));
    fake.change((tables) => [...tables, table('KQX7-2MPD', { host: 'Ann', variants: ['short'], waitingSeconds: 75 })]);
    let frame = await until(r.screen, (s) => s.includes('Ann'));
    expect(frame).toMatch(/Regicide\s+1\/3\s+en\s+Ann\s+1 min\s+short/);
    fake.change((tables) => tables.map((t) => ({ ...t, taken: 2 })));
    frame = await until(r.screen, (s) => s.includes('2/3'));
    expect(frame).toContain('Ann');
    fake.change((tables) => tables.map((t) => ({ ...t, taken: 3 })));
    frame = await until(r.screen, (s) => !s.includes('Ann'));
    expect(frame).toContain('No open table right now');
    // Every change after the first listing came through the long poll: the version held was sent.
    expect(fake.listRequests.filter((q) => typeof q.after === 'string').length).toBeGreaterThanOrEqual(3);
    r.unmount();
  });

  it('↓ and Enter choose a table, and join is handed its HOST:PORT/CODE in its own game', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann' }), table('ABCD-2345', { host: 'Bo', seats: 2 })]);
    const { r, chosen, server } = screenOf(fake);
    await until(r.screen, (s) => s.includes('Bo'));
    await r.type(KEYS.down, KEYS.enter);
    expect(chosen.map((t) => t?.code)).toEqual(['ABCD-2345']);
    const calls: unknown[][] = [];
    const code = await joinChosen(server, chosen[0]!, { name: 'Cy' }, async (...args) => (calls.push(args), 0));
    expect(code).toBe(0);
    expect(calls).toEqual([['regicide', `${fake.address}/ABCD-2345`, { name: 'Cy' }]]);
    r.unmount();
  });

  it('a refusal is one line on the screen, and the list comes back by itself', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann' })]);
    fake.refuse = { status: 429, code: 'tooMany' };
    const { r } = screenOf(fake, { lang: 'nb' });
    await until(r.screen, (s) => s.includes('For mange lobbyforespørsler fra adressen din; vent et minutt. Prøver igjen…'));
    fake.refuse = null;
    const frame = await until(r.screen, (s) => s.includes('Ann'));
    expect(frame).not.toContain('Prøver igjen');
    r.unmount();
  });

  it('q leaves without a table', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD')]);
    const { r, chosen } = screenOf(fake);
    await until(r.screen, (s) => s.includes('Ann'));
    await r.type('q');
    expect(chosen).toEqual([null]);
    r.unmount();
  });

  it('g goes through the games and all of them; s asks for tables of 2, 3, 4 seats, then any', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann', seats: 3 }), table('ABCD-2345', { host: 'Duelist', game: 'thronfolge', seats: 2 }), table('WXYZ-6789', { host: 'Pair', seats: 2 })]);
    const { r } = screenOf(fake);
    let frame = await until(r.screen, (s) => s.includes('Pair'));
    expect(frame).toContain('Game: Regicide · seats: any');
    expect(frame).not.toContain('Duelist');
    await r.type('g');
    frame = await until(r.screen, (s) => s.includes('Duelist'));
    expect(frame).toContain('Game: Thronfolge · seats: any');
    expect(frame).toMatch(/Thronfolge\s+1\/2/);
    expect(frame).not.toContain('Ann');
    await r.type('g');
    frame = await until(r.screen, (s) => s.includes('Game: all') && s.includes('Ann') && s.includes('Duelist'));
    await r.type('s');
    // The listing, not the frame between (the filter changed, "Asking the server…"): its tables are there.
    frame = await until(r.screen, (s) => s.includes('seats: 2') && s.includes('Pair') && !s.includes('Ann'));
    expect(frame).toContain('Duelist');
    expect(frame).toContain('Pair');
    expect(fake.listRequests.at(-1)).toMatchObject({ seats: 2 });
    expect(fake.listRequests.at(-1)).not.toHaveProperty('game');
    await r.type('g');
    frame = await until(r.screen, (s) => s.includes('Game: Regicide · seats: 2') && s.includes('Pair') && !s.includes('Duelist'));
    expect(frame).toContain('Pair');
    await r.type('s', 's', 's');
    await until(r.screen, (s) => s.includes('Game: Regicide · seats: any') && s.includes('Ann'));
    r.unmount();
  });

  it("a hostile host name's escape sequences are shown escaped, never sent to the terminal", async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Eve\u001b[2J\u001b]0;pwn\u0007', variants: ['x\u001b[31m'] })]);
    const { r } = screenOf(fake, { columns: 120 });
    const frame = await until(r.screen, (s) => s.includes('Eve'));
    expect(frame).toContain('Eve\\u{1b}[2J\\u{1b}]0;pwn');
    expect(frame).toContain('x\\u{1b}[31m');
    expect(frame).not.toContain('\u001b[2J');
    expect(frame).not.toContain('\u001b]0;');
    expect(frame).not.toContain('\u0007');
    r.unmount();
  });

  for (const [columns, rows] of [
    [80, 24],
    [60, 20],
  ] as const) {
    for (const lang of ['en', 'de', 'fr', 'nb'] as const) {
      it(`fits ${columns}×${rows} in ${lang} with a long list (it scrolls under the cursor)`, async () => {
        const many = Array.from({ length: 30 }, (_, i) =>
          table(`ABCD-${'23456789ABCDEFGHJKMNPQRSTUVWXYZ'[i]}222`, { host: `Player with a long name ${i}`, variants: ['extra-jester', 'bigger-hand'], waitingSeconds: 4000 }),
        );
        fake = await startFakeLobby(many);
        const { r } = screenOf(fake, { columns, rows, lang });
        const frame = await until(r.screen, (s) => s.includes('(↓)'));
        const lines = frame.split('\n');
        expect(lines.length).toBeLessThanOrEqual(rows);
        expect(Math.max(...lines.map(textWidth))).toBeLessThanOrEqual(columns);
        await r.type(...Array<string>(25).fill(KEYS.down));
        const moved = await until(r.screen, (s) => s.includes('›'));
        expect(moved.split('\n').length).toBeLessThanOrEqual(rows);
        r.unmount();
      });
    }
  }
});
