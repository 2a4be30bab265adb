// The lobby from the SSH menu, over ssh2 as players would use it: a table of one's own made public
// (p) is listed by the server's lobby in the session's language; another session finds it under
// "Open tables" and joins it with Enter; quick match from two sessions seats both at one table.
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { type LobbyTable, lobbyList } from '../../src/net/lobby/lobby-client.js';
import { KEY } from '../e2e/terminal.js';
import { menuKey, newPlayerKey, SshTerminal, sleep, startSshServe } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const ssh = useSshServe();

const CODE = /(?:table|Tisch) ([2-9A-Z]{4}-[2-9A-Z]{4})/;

/** The server's lobby as `regicide lobby --json` reads it, once it passes `check` (the listing is refreshed about once a second). */
async function listedWhen(what: string, check: (tables: LobbyTable[]) => boolean): Promise<LobbyTable[]> {
  const start = Date.now();
  for (;;) {
    const { tables } = await lobbyList(parseServerAddress(`127.0.0.1:${ssh.serve.port}`));
    if (check(tables)) return tables;
    if (Date.now() - start > 20_000) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(tables)}`);
    await sleep(100);
  }
}

/** Up from the first row (the menu wraps) `times` times, then Enter: the rows past the ninth have no number key. */
async function fromBottom(t: SshTerminal, times: number): Promise<void> {
  await t.type(...Array<string>(times).fill('k'), KEY.enter);
}

describe('Open tables over SSH', () => {
  it('a public table opened from the menu is listed in its language (a table for friends is not); another session joins it from Open tables with Enter', async () => {
    // First a table for friends, as before: found by its code only.
    const cy = await ssh.connect({ user: 'cy', cols: 100, rows: 40, localAddress: '127.0.0.6' });
    const cyMenu = await cy.waitFor('Regicide at a table of your own');
    await cy.type(menuKey(cyMenu, 'Regicide at a table of your own'));
    const privateCode = CODE.exec(await cy.waitFor(CODE))![1];

    // A key's player speaking German: the table is listed as the account's, in German.
    const ada = await ssh.connect({ key: newPlayerKey(), user: 'ada', cols: 100, rows: 40, env: { LANG: 'de_DE.UTF-8' }, localAddress: '127.0.0.2' });
    let menu = await ada.waitFor('Regicide an einem eigenen Tisch für Freunde');
    const own = Number(menuKey(menu, 'Regicide an einem eigenen Tisch für Freunde'));
    // Down to the row, p makes it public (the row says so), Enter opens it.
    await ada.type(...Array<string>(own - 1).fill(KEY.down));
    await ada.waitFor('q beenden  p öffentlicher Tisch');
    await ada.type('p');
    menu = await ada.waitFor('Regicide an einem öffentlichen Tisch, in Offene Tische gelistet');
    await ada.type(KEY.enter);
    const code = CODE.exec(await ada.waitFor(CODE))![1];
    const tables = await listedWhen('the public table', (ts) => ts.some((t) => t.code === code));
    expect(tables.find((t) => t.code === code)).toMatchObject({ code, game: 'regicide', seats: 2, taken: 1, free: 1, lang: 'de', host: 'ada' });
    // The listing that has the public table, opened later, does not have the private one.
    expect(tables.map((t) => t.code)).not.toContain(privateCode);

    // A guest: Open tables is the fifth row from the bottom (quick match, rules, statistics, quit after it).
    const bob = await ssh.connect({ user: 'bob', cols: 100, rows: 40, localAddress: '127.0.0.3' });
    await bob.waitFor('Open tables (the lobby)');
    await fromBottom(bob, 5);
    let lobby = await bob.waitFor(/Regicide\s+1\/2\s+de\s+ada/);
    expect(lobby).toContain(`Open tables on 127.0.0.1:${ssh.serve.port}`);
    expect(lobby).not.toContain('cy ');
    // q leaves the lobby for the menu; back in, Enter joins the table under the cursor.
    await bob.type('q');
    await bob.waitFor('Open tables (the lobby)');
    await fromBottom(bob, 5);
    lobby = await bob.waitFor(/Regicide\s+1\/2\s+de\s+ada/);
    await bob.type(KEY.enter);
    // Both seats taken: the game starts on both screens.
    await bob.waitFor('Your hand');
    await ada.waitFor('Deine Hand');
    // A table that started is no longer open.
    await listedWhen('the started table gone', (ts) => !ts.some((t) => t.code === code));
  });
});

describe('Quick match over SSH', () => {
  it('two sessions asking for a two-player Regicide table sit at the same one', async () => {
    const carol = await ssh.connect({ user: 'carol', cols: 100, rows: 40, localAddress: '127.0.0.4' });
    await carol.waitFor('Quick match');
    // Quick match is the fourth row from the bottom; its page asks which game.
    await fromBottom(carol, 4);
    const page = await carol.waitFor('Quick match: which game?');
    expect(page).toContain('Regicide (2 players, ←/→)');
    await carol.type(menuKey(page, 'Regicide ('));
    // Nobody waiting: carol hosts a new public table and waits on its screen.
    const code = CODE.exec(await carol.waitFor(CODE))![1];
    const tables = await listedWhen('the quick match table', (ts) => ts.some((t) => t.code === code));
    expect(tables.find((t) => t.code === code)).toMatchObject({ game: 'regicide', seats: 2, taken: 1, lang: 'en', host: 'carol' });

    const dave = await ssh.connect({ user: 'dave', cols: 100, rows: 40, localAddress: '127.0.0.5' });
    await dave.waitFor('Quick match');
    await fromBottom(dave, 4);
    await dave.type(menuKey(await dave.waitFor('Quick match: which game?'), 'Regicide ('));
    // Seated at carol's table: the game starts on both, with both names.
    const board = await dave.waitFor('Your hand');
    expect(board).toContain('carol');
    expect(await carol.waitFor('Your hand')).toContain('dave');
  });
});

describe('quick match over SSH counts each player’s own address', () => {
  it('over the limit: one line at the menu for that address, while a player from another address is still seated', async () => {
    const tight = await startSshServe(['--quick-matches-per-minute', '1']);
    try {
      const ask = async (user: string, localAddress: string): Promise<SshTerminal> => {
        const t = ssh.keep(await SshTerminal.open(tight.ssh, { user, cols: 100, rows: 40, localAddress }));
        await t.waitFor('Quick match');
        await fromBottom(t, 4);
        await t.type(menuKey(await t.waitFor('Quick match: which game?'), 'Thronfolge ('));
        return t;
      };
      const first = await ask('eli', '127.0.0.7');
      await first.waitFor(CODE);
      // The same address again: refused, and the menu says why.
      const second = await ask('fay', '127.0.0.7');
      const menu = await second.waitFor('Too many lobby requests from your address; wait a minute.');
      expect(menu).toContain('Open tables (the lobby)');
      // Another address has its own allowance: seated at the table the first one opened.
      const third = await ask('gus', '127.0.0.8');
      expect(await third.waitFor('Your hand')).toContain('eli');
    } finally {
      await tight.stop();
    }
  });
});
