// `regicide tables` on its screen and as lines, against a fake of `…/tables/mine` on loopback:
// the player's turn first with the time left, Enter hands `join` the chosen table's address in its
// own game, q leaves, a hostile name is shown escaped, it reads at 60×15, and the list is asked
// again by itself (here every 100 ms instead of 30 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openChosen } from '../../src/cli/turn/tables-action.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { type MyTable, myTables } from '../../src/net/lobby/tables-client.js';
import type { TablesRead } from '../../src/net/lobby/tables-watch.js';
import { textWidth } from '../../src/text/width.js';
import { TablesList } from '../../src/ui/net/TablesList.js';
import { runTablesLines } from '../../src/ui/net/tables-lines.js';
import { spanOf } from '../../src/ui/net/texts/tables.js';
import { KEYS, renderUi, until } from './helpers.js';
import { lineStreams } from './line-streams.js';
import { type FakeTables, mine, startFakeTables } from '../net/tables-fake.js';

const folder = mkdtempSync(join(tmpdir(), 'tables-ui-'));
const key = clientKey(folder);
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let fake: FakeTables | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const NOW = 1_000_000_000;
const HOUR = 3_600_000;
const tables = () => ({
  status: 200,
  body: {
    now: NOW,
    tables: [
      mine('AAAA-2222', { names: ['Me', 'Annika', 'Eve\u001b[2J'], toMove: 2, deadline: NOW + 5 * HOUR + 1000, updatedAt: 5 }),
      mine('BBBB-3333', { names: ['Me', 'Bo', 'Cy'], toMove: 1, yourTurn: true, deadline: NOW + 52 * HOUR }),
      mine('CCCC-4444', { game: 'thronfolge', seats: 2, names: ['Me', 'Dag'], toMove: 1, yourTurn: true, deadline: NOW + 20 * HOUR }),
    ],
  },
});

function screenOf(f: FakeTables, size = { columns: 80, rows: 24 }, lang: 'en' | 'de' = 'en') {
  const server = parseServerAddress(f.address);
  const read: TablesRead = () => myTables(server, key);
  const chosen: (MyTable | null)[] = [];
  const r = renderUi(<TablesList server={f.address} read={read} onChoose={(t) => chosen.push(t)} hostCommand="regicide host --turn-based" refreshMs={100} {...size} />, { lang });
  return { r, chosen, server };
}

describe('the tables screen', () => {
  it('lists the player’s turn first with the time left, then the others; Enter hands join the table in its own game', async () => {
    fake = await startFakeTables(tables());
    const { r, chosen, server } = screenOf(fake);
    const frame = await until(r.screen, (s) => s.includes('Annika'));
    const rows = frame.split('\n').filter((l) => /Regicide|Thronfolge/.test(l));
    expect(rows[0]).toMatch(/Thronfolge\s+Dag\s+Your move\s+20 h left/);
    expect(rows[1]).toMatch(/Regicide\s+Bo, Cy\s+Your move\s+2 d 4 h left/);
    expect(rows[2]).toMatch(/Regicide\s+Annika, Eve\\u\{1b\}\[2J\s+Annika to move\s+5 h left/);
    expect(r.lastFrame()).not.toContain('\u001b[2J');
    await r.type(KEYS.down, KEYS.enter);
    expect(chosen.map((t) => t?.code)).toEqual(['BBBB-3333']);
    const calls: unknown[][] = [];
    expect(await openChosen(server, chosen[0]!, { name: 'Me' }, (...args) => (calls.push(args), Promise.resolve(0)))).toBe(0);
    expect(calls).toEqual([['regicide', `${fake.address}/BBBB-3333`, { name: 'Me' }]]);
    r.unmount();
  });

  it('asks again by itself: a move elsewhere shows without a key; q leaves with nothing chosen', async () => {
    fake = await startFakeTables({ status: 200, body: { now: NOW, tables: [] } });
    const { r, chosen } = screenOf(fake);
    await until(r.screen, (s) => s.includes('No turn-based table yet; open one with regicide host --turn-based.'));
    fake.answer = tables();
    await until(r.screen, (s) => s.includes('Dag'));
    await r.type('q');
    expect(chosen).toEqual([null]);
    r.unmount();
  });

  it('reads well at 60×15 (no line wider, the turn and the time still there) and in German', async () => {
    fake = await startFakeTables(tables());
    const { r } = screenOf(fake, { columns: 60, rows: 15 }, 'de');
    const frame = await until(r.screen, (s) => s.includes('Dag'));
    const lines = frame.split('\n');
    expect(lines.length).toBeLessThanOrEqual(15);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(60);
    expect(frame).toMatch(/Thronfolge\s+Dag\s+Du bist dran\s+noch 20 Std\./);
    expect(frame).toContain('Enter öffnen');
    r.unmount();
  });

  it('a failure is one line and the list tries again', async () => {
    fake = await startFakeTables({ status: 200, body: 'nonsense' });
    const { r } = screenOf(fake);
    await until(r.screen, (s) => s.includes('not a list of tables') && s.includes('Trying again'));
    fake.answer = tables();
    await until(r.screen, (s) => s.includes('Dag'));
    r.unmount();
  });
});

describe('the tables as lines', () => {
  it('one line per table, said again when whose turn changes; a number and Enter opens', async () => {
    fake = await startFakeTables(tables());
    const server = parseServerAddress(fake.address);
    const s = lineStreams();
    const chosen = runTablesLines({ server: fake.address, read: () => myTables(server, key), lang: 'en', refreshMs: 100 }, s.io);
    expect(await s.hear(/^1\. /)).toBe('1. Thronfolge with Dag: Your move, 20 h left');
    expect(await s.hear(/^3\. /)).toBe('3. Regicide with Annika, Eve\\u{1b}[2J: Annika to move, 5 h left');
    const next = tables();
    next.body.tables[0] = { ...next.body.tables[0], toMove: 1, yourTurn: true };
    fake.answer = next;
    expect(await s.hear(/^The list changed/)).toBe('The list changed: your turn at 3.');
    expect(s.raw()).not.toContain('\u001b[2J');
    s.type('2\r');
    expect((await chosen)?.game).toBeDefined();
  });

  it('spans: minutes, hours, days and hours', () => {
    const u = { d: 'd', h: 'h', min: 'min' };
    expect(spanOf(u, 45 * 60_000)).toBe('45 min');
    expect(spanOf(u, 5 * HOUR)).toBe('5 h');
    expect(spanOf(u, 48 * HOUR)).toBe('2 d');
    expect(spanOf(u, 44 * HOUR)).toBe('1 d 20 h');
  });
});
