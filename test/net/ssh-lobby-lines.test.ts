// Open tables over SSH in the screen-reader mode (the client sends REGICIDE_SCREEN_READER=1, as
// with OpenSSH's SetEnv): the lobby as lines — its title, the filter, one line per table — appended,
// never redrawn; a number and Enter joins that table.
import { describe, expect, it } from 'vitest';
import { KEY } from '../e2e/terminal.js';
import { menuKey, newPlayerKey } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const ssh = useSshServe();

describe('Open tables over SSH as lines', () => {
  it('says one line per table, and joins the one whose number is typed', async () => {
    const ada = await ssh.connect({ key: newPlayerKey(), user: 'ada', cols: 100, rows: 40, localAddress: '127.0.0.2' });
    const menu = await ada.waitFor('Regicide at a table of your own for friends');
    const own = Number(menuKey(menu, 'Regicide at a table of your own for friends'));
    await ada.type(...Array<string>(own - 1).fill(KEY.down));
    await ada.waitFor('p public table');
    await ada.type('p');
    await ada.waitFor('Regicide at a public table');
    await ada.type(KEY.enter);
    await ada.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);

    const reader = await ssh.connect({ user: 'rita', cols: 100, rows: 40, localAddress: '127.0.0.3', env: { REGICIDE_SCREEN_READER: '1' } });
    // The menu too comes as numbered lines: Open tables is chosen by its number and Enter.
    await reader.waitForOutput('Open tables (the lobby)');
    const row = /\r\n(\d+)\. Open tables \(the lobby\)\r\n/.exec(reader.output)?.[1];
    expect(row).toBeDefined();
    await reader.type(...(row ?? '').split(''), KEY.enter);
    await reader.waitForOutput('1. Regicide, 1 of 2 seats taken, language en, host ada');
    // Lines, each on its own: the title, then the table's line, with no cursor movement between them.
    const said = reader.output.slice(reader.output.lastIndexOf(`Open tables on 127.0.0.1:${ssh.serve.port}`));
    expect(said).toMatch(/\r\n1\. Regicide, 1 of 2 seats taken, language en, host ada, waiting [^\r\n]*\r\n/);
    expect(said.slice(0, said.indexOf('1. Regicide'))).not.toContain('\u001b');
    await reader.type('1', KEY.enter);
    await reader.waitFor('Your hand');
    await ada.waitFor('Your hand');
  });
});
