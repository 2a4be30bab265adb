// OpenSSH's own client in tmux, as a player would use it: a turn-based table ended while this key's
// player was away (their time ran out). Their next SSH visit lists it under "Your tables". Choosing
// it shows how it ended and says that the log was kept with the key's saves, and the copy is there.
// The serve's time comes from a file (`serve --test-clock`), so the deadline passes at once.
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { type RawResponse, postJson } from '../net/edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from '../net/raw-client.js';
import { type PlayerKey, type SshServe, SshTerminal, filesUnder, newPlayerKey, sleep, startSshServe } from '../net/ssh-helpers.js';
import { proofAt } from '../net/turn-table-fixtures.js';
import { hasTools, opensshArgs, tmuxPane } from './openssh.js';

const ready = hasTools('ssh', 'tmux');
const SESSION = `regicide-finished-${process.pid}`;
const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'openssh-finished-'));
const data = join(dir, 'data');
const clockFile = join(dir, 'clock');
const keyFile = join(dir, 'id_ed25519');
let now = Math.floor(Date.now() / HOUR) * HOUR;
/** The serve's time, written whole (a rename) so that it never reads half a number. */
function setClock(t: number): void {
  now = t;
  writeFileSync(`${clockFile}.tmp`, String(t));
  renameSync(`${clockFile}.tmp`, clockFile);
}
setClock(now);

let serve: SshServe;
let pane: ReturnType<typeof tmuxPane> | undefined;
const opened: { raw: RawClient[]; ssh: SshTerminal[] } = { raw: [], ssh: [] };

beforeAll(async () => {
  if (ready) serve = await startSshServe(['--test-clock'], { CARDS_TEST_CLOCK_FILE: clockFile }, data);
});
afterAll(async () => {
  pane?.kill();
  for (const c of opened.raw) c.close();
  for (const t of opened.ssh) t.drop();
  await serve?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Update = { toMove: number | null; movesMade: number; legal: string[]; result: unknown };
const lastUpdate = (c: RawClient): Update | undefined =>
  c.frames
    .filter((f) => f.type === 'update')
    .map((f) => f.message as Update)
    .at(-1);

/** A turn-based two-seat Regicide table made by `host`'s key; its code (the host has left it). */
async function hostedTable(host: ClientKey): Promise<string> {
  const created = await postJson(serve.port, '/matchmake/create/table', {
    game: 'regicide',
    options: { players: 2 },
    hostKey: 'h'.repeat(24),
    name: 'Host',
    turnBased: { moveHours: 1, onTimeout: 'end' },
    proof: await proofAt(serve.port, host),
  });
  expect(created.status).toBe(200);
  const reservation = created.json as { room: { roomId: string; processId: string }; sessionId: string };
  const first = await rawConnect(serve.port, reservation);
  await first.until((f) => f.type === 'turn', 'the turn message');
  first.close();
  await first.closed;
  return reservation.room.roomId;
}

/** The host's visit: it plays its first legal move while it is its turn, and stays. */
async function hostPlays(host: ClientKey, code: string): Promise<Update> {
  let c: RawClient | RawResponse | undefined;
  // The table may still be leaving the process after the last seat left ("moving"): try again.
  for (let i = 0; i < 100; i++) {
    c = await rawJoin(serve.port, code, { proof: await proofAt(serve.port, host) });
    if (isRawClient(c) || (c.json as { code?: string } | undefined)?.code !== 'tableMoving') break;
    await sleep(100);
  }
  if (!c || !isRawClient(c)) throw new Error(`join refused: ${c?.status} ${c?.body}`);
  opened.raw.push(c);
  const client = c;
  await client.until((f) => f.type === 'update', 'the update', 20_000);
  let u = lastUpdate(client)!;
  for (let i = 0; i < 40 && u.toMove === 1 && u.result === null; i++) {
    const at = u.movesMade;
    client.send('move', { text: u.legal[0], at });
    u = (await client.until((f) => f.type === 'update' && (f.message as Update).movesMade > at, 'the move made', 20_000)).message as Update;
  }
  return u;
}

/** The copies of games' logs kept under the server's data folder with the key `keyId`'s saves. */
const keptCopies = (keyId: string): { moves: unknown[] }[] =>
  filesUnder(data)
    .filter((p) => p.includes(keyId) && /[/\\]regicide[/\\][^/\\]+\.json$/.test(p))
    .map((p) => JSON.parse(readFileSync(p, 'utf8')) as { moves: unknown[] });

describe.skipIf(!ready)('OpenSSH and a table that ended while its player was away', () => {
  it('lists it under Your tables; choosing it shows the end and keeps the log with the key’s saves', async () => {
    const player: PlayerKey = newPlayerKey();
    writeFileSync(keyFile, player.privateKey, { mode: 0o600 });
    const host = clientKey(join(dir, 'host-key'));
    const code = await hostedTable(host);

    // The key's player sits down over SSH (seat 2); the game starts, and they leave.
    const seated = await SshTerminal.open(serve.ssh, { user: 'ada', key: player, cols: 100, rows: 40, command: `join ${code}` });
    opened.ssh.push(seated);
    await seated.waitFor('Your hand', 30_000);
    seated.drop();

    // The host plays until it is seat 2's move; seat 2's hour passes and the table ends.
    const u = await hostPlays(host, code);
    expect(u).toMatchObject({ toMove: 2, result: null });
    setClock(now + 2 * HOUR);
    const hostClient = opened.raw.at(-1)!;
    await hostClient.until((f) => f.type === 'end', 'the end', 30_000);

    // The next visit, with OpenSSH in a terminal of 80×24.
    const identity = ['-i', keyFile, '-o', 'IdentitiesOnly=yes', '-o', 'IdentityAgent=none'];
    pane = tmuxPane(SESSION, `LANG=en_US.UTF-8 ssh ${opensshArgs(serve.ssh, 'ada', identity).join(' ')}; echo ssh-ended; sleep 30`);
    const menu = await pane.waitFor((s) => s.includes('Your tables') && s.includes('q quit'));
    // Past the ninth row a row has no number: the arrows reach it, from the first row down.
    const items = menu.split('\n').filter((l) => /^(\d+ +| {3})\S/.test(l));
    const steps = items.findIndex((l) => l.includes('Your tables'));
    expect(steps).toBeGreaterThan(0);
    for (let i = 0; i < steps; i++) pane.keys('Down');
    pane.keys('Enter');
    // At 80 columns the list leaves out the code: the row is the game, the others' names and "over".
    await pane.waitFor((s) => s.includes('Your tables on') && /› Regicide +Host +over/.test(s));
    pane.keys('Enter');
    const end = await pane.waitFor((s) => s.includes(`The game at table ${code} (Regicide) is over.`));
    expect(end).toContain('The time ran out for seat 2');
    expect(end.replace(/\s+/g, ' ')).toContain("The game's log is kept with your key's saves on this server");
    // The line about the copy is whole at 80 columns (wrapped, not cut).
    expect(end).not.toContain('…');
    pane.keys('Enter');
    // Back in the menu, the copy (over, with no result) is no game to continue.
    const back = await pane.waitFor((s) => s.includes('q quit') && !s.includes('any key'));
    expect(back).not.toContain('Continue your Regicide game');
    // The copy holds the game as it ended: every move the host made.
    expect(keptCopies(player.keyId).map((log) => log.moves.length)).toEqual([u.movesMade]);
  });
});
