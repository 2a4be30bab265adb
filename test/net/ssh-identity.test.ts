// An SSH player's key is their account on the server (`serve --ssh` keeps accounts): two sessions
// with one key are one player, whose claimed name shows at the table; a key with a link code
// shown over SSH joins that account from a terminal, and the terminal's `join` then sits as the
// same player. ssh2's client with a pty, as a player's terminal would be.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { accountAct, keyProver } from '../../src/net/accounts/account-client.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { waitFor } from './net-helpers.js';
import { newPlayerKey } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

let address: ServerAddress;
const tables: RemoteTable[] = [];
const keys = mkdtempSync(join(tmpdir(), 'ssh-identity-keys-'));

const ssh = useSshServe({}, async () => {
  for (const t of tables) await t.leave().catch(() => {});
  rmSync(keys, { recursive: true, force: true });
});
beforeAll(() => {
  address = parseServerAddress(`127.0.0.1:${ssh.serve.port}`);
});

/** The whole output of `ssh … COMMAND` with `key`, once the session ended. */
async function run(key: ReturnType<typeof newPlayerKey>, command: string): Promise<string> {
  const t = await ssh.connect({ key, command, user: 'someone' });
  await t.closed;
  return t.output;
}

describe('an SSH key as the player', () => {
  it('is one account across sessions, known by its name at a table, and the same account after a terminal links to it', async () => {
    const key = newPlayerKey();
    expect(await run(key, 'claim Sshira')).toContain('Your name on this server is now Sshira.');
    // Another session with the same key: the same account, its name kept.
    const shown = await run(key, 'account');
    expect(shown).toContain('Name: Sshira');
    expect(shown).toMatch(/Keys \(1\):\s+SHA256:\S+ ssh \(this terminal\)/);
    // Another key is another player, and cannot claim a look-alike of the name.
    const other = newPlayerKey();
    expect(await run(other, 'account')).toContain('Name: none yet');
    expect(await run(other, 'claim SSHlRA')).toContain('taken on this server');
    expect(await run(other, 'claim Otto')).toContain('Otto');

    // The menu greets the key's player by the account's name, whatever the login name.
    const menu = await ssh.connect({ key, user: 'someone' });
    await menu.waitFor('Welcome, Sshira.');
    menu.drop();

    // A link code shown over SSH, typed by a terminal: the terminal's key joins the account.
    const code = /--link ([A-Z0-9]{8})/.exec(await run(key, 'link'))?.[1];
    expect(code).toBeDefined();
    const terminal = clientKey(join(keys, 'terminal'));
    const linked = await accountAct(address, terminal, 'link', { code });
    expect(linked).toMatchObject({ ok: true, body: { account: { name: 'Sshira' } } });
    expect(await run(key, 'account')).toMatch(/Keys \(2\):/);

    // The terminal opens a table as that player; the other key's SSH session joins it by code.
    const host = await RemoteTable.create(
      address,
      { game: 'regicide', options: { players: 3 }, name: 'typed' },
      keyProver(() => terminal),
    );
    tables.push(host);
    const guest = await ssh.connect({ key: other, command: `join ${host.code}`, user: 'someone' });
    await waitFor(host, () => (host.lobby?.seats ?? []).map((s) => s.name).join() === 'Sshira,Otto,', 20_000, 'both names at the table');
    guest.drop();
  });

  it('claims a name and shows a link code from the menu', async () => {
    const key = newPlayerKey();
    const t = await ssh.connect({ key, user: 'menuer' });
    let screen = await t.waitFor('Claim a name on this server');
    expect(screen).toContain('Welcome, menuer.');
    // The account's rows follow the lessons, past the ninth row: up from the first row, over quit,
    // statistics, rules, the week's team event, the ladder, the day's puzzle and the link code.
    await t.type('k', 'k', 'k', 'k', 'k', 'k', 'k', 'k', '\r');
    await t.waitFor('Your name on this server (2 to 20 columns)');
    await t.type('M', 'e', 'n', 'a', 'r', 'i', '\r');
    screen = await t.waitFor('Welcome, Menari.');
    expect(screen).toContain('Your name on this server is now Menari.');
    expect(screen).toContain('Your name on this server: Menari (change it)');
    await t.type('k', 'k', 'k', 'k', 'k', 'k', 'k', '\r');
    screen = await t.waitFor(/account --link\s+[A-Z0-9]{8}/);
    // The command as the player runs it from here: this server's SSH form (which takes `account --link CODE`).
    expect(screen.replace(/\s+/g, ' ')).toMatch(new RegExp(`ssh -p ${ssh.serve.ssh} \\S+ -t account --link [A-Z0-9]{8}`));
    t.drop();
    expect(await run(key, 'account')).toContain('Name: Menari');
  });
});
