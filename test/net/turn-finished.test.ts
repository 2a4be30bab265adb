// A seat that was away when its turn-based game ended gets the finished game on its next visit to
// its tables (issue 30): the table stays in its list (the seat at the table when it ended no
// longer sees it there), choosing it brings the end the seats at the table heard — the result,
// the seed and the log — through `…/tables/result`, the player's copy is kept in its saves and
// `replay --verify` passes on it; then the table leaves the list. Another account, or a table not
// over, gets nothing.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openFinished } from '../../src/cli/turn/finished-table.js';
import { tablesTexts } from '../../src/cli/turn/tables-action.js';
import { verifyLogFile } from '../../src/cli/saves/verify-command.js';
import { gameModule } from '../../src/modules/registry.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import type { EndMessage } from '../../src/net/wire/messages.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type MyTable, myTables } from '../../src/net/lobby/tables-client.js';
import { APP_FOLDER } from '../../src/store/data-dir.js';
import { postJson } from './edge-helpers.js';
import type { RawClient } from './raw-client.js';
import { joinedAt, parked, proofAt, startedTable } from './turn-table-fixtures.js';

const dir = mkdtempSync(join(tmpdir(), 'turn-finished-'));
// The away player's own terminal: its data folder holds its key and, afterwards, its copy of the game.
const home = join(dir, 'away-home');
const awayKey = (): ClientKey => clientKey(join(home, APP_FOLDER));
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
let now = Date.UTC(2026, 11, 1, 18);
let s: NetServer;

beforeAll(async () => {
  vi.stubEnv('XDG_DATA_HOME', home);
  const data = join(dir, 'data');
  s = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, database: sqliteFileIn(data), botDelayMs: 0, clock: () => now });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

const server = () => parseServerAddress(`127.0.0.1:${s.port}`);

const proofFor = (key: ClientKey): Promise<Record<string, unknown>> => proofAt(s.port, key);
const joined = (code: string, key: ClientKey): Promise<RawClient> => joinedAt(s.port, code, key);
/** A started Regicide table of two accounts, parked. */
const startedRegicide = (host: ClientKey, guest: ClientKey, onTimeout: string): Promise<string> => startedTable(s.port, { game: 'regicide', turnBased: { moveHours: 1, onTimeout }, host, guest });

const listed = async (key: ClientKey): Promise<MyTable[]> => (await myTables(server(), key)).tables;

describe('a turn-based game that ended while a seat was away', () => {
  it('reaches that seat on its next visit to its tables: the result, its copy of the log (replay --verify passes), once', async () => {
    const host = keyIn('host');
    const code = await startedRegicide(host, awayKey(), 'end');
    // The host (seat 1) is at the table; when it is the host's move it plays it. Then the away seat's (2) time runs out.
    const present = await joined(code, host);
    await present.until((f) => f.type === 'turn', 'the turn message');
    type Update = { toMove: number | null; legal: string[]; movesMade: number; result: unknown };
    let u = (await present.until((f) => f.type === 'update', 'the update')).message as Update;
    for (let i = 0; i < 20 && u.toMove === 1 && u.result === null; i++) {
      const at = u.movesMade;
      present.send('move', { text: u.legal[0], at });
      u = (await present.until((f) => f.type === 'update' && (f.message as Update).movesMade > at, 'the move made')).message as Update;
    }
    expect(u).toMatchObject({ toMove: 2, result: null });
    await present.until((f) => f.type === 'turn' && (f.message as { toMove: number }).toMove === 2, 'the away seat to move');
    const row = (await s.turn!.tables.load(code))!.row;
    expect(row.to_move).toBe(2);
    now = row.deadline! + 1;
    await s.turn!.actions.timedOut(code, 2);
    const heard = (await present.until((f) => f.type === 'end', 'the end')).message as EndMessage;
    present.close();
    await parked(code);
    expect(heard.outcome).toEqual({ kind: 'ended', seat: 2 });

    // The seat at the table has the end: the table is gone from its list. The away seat's list still shows it, finished.
    expect((await listed(host)).map((t) => t.code)).not.toContain(code);
    const mine = await listed(awayKey());
    expect(mine).toMatchObject([{ code, status: 'ended', yourSeat: 2, yourTurn: false }]);

    // Another account, and a table that is not over, get nothing (the same answer as no table at all).
    const stranger = await postJson(s.port, '/tables/result', { ...(await proofFor(keyIn('mallory'))), code });
    expect(stranger.status).toBe(404);
    expect(stranger.body).not.toContain(heard.seed);
    const open = await startedRegicide(host, awayKey(), 'wait');
    const notOver = await postJson(s.port, '/tables/result', { ...(await proofFor(awayKey())), code: open });
    expect(notOver.status).toBe(404);
    expect(notOver.body).not.toContain('"log"');

    // The away player chooses it: the end as the table heard it, the copy kept, the result in the terminal.
    const out = new PassThrough();
    let printed = '';
    out.on('data', (b: Buffer) => (printed += b.toString()));
    expect(await openFinished(server(), mine[0], 'en', tablesTexts('en'), out)).toBe(0);
    expect(printed).toContain(`The game at table ${code} (Regicide) is over.`);
    expect(printed).toContain('The time ran out for seat 2: the game ended with no result.');
    const saves = join(home, APP_FOLDER, 'regicide');
    const files = readdirSync(saves).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(1);
    const file = join(saves, files[0]);
    expect(printed).toContain(file);
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    let verified: number;
    let said = '';
    try {
      verified = await verifyLogFile(gameModule('regicide').game, file);
      said = String(written.mock.calls[0]?.[0]);
    } finally {
      written.mockRestore();
    }
    expect(verified).toBe(0);
    expect(said).toMatch(/^ok: \d+ moves? replayed/);

    // The same end the seat at the table heard.
    const again = await postJson(s.port, '/tables/result', { ...(await proofFor(awayKey())), code });
    expect(again.status).toBe(200);
    expect((again.json as { end: EndMessage; seat: number }).end).toEqual(heard);
    expect((again.json as { seat: number }).seat).toBe(2);

    // The seat has its result: the table leaves its list (the open one stays).
    expect((await listed(awayKey())).map((t) => t.code)).toEqual([open]);
  });
});
