// The daily field over SSH, through ssh2's client as a player would reach it: a key's daily game
// played to its end in the session is sent in-process for the key's account (no question asked),
// the session shows the day's field before the menu, and the game is ranked: another player asking
// the server over HTTP sees it in the field. A guest's daily game is sent nowhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regicideDaily } from '../../src/cli/regicide/daily.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { askDailyField } from '../../src/net/daily/daily-client.js';
import { regicide } from '../../src/games/regicide/index.js';
import { keysFor, waitForSavedMoves } from '../e2e/driver.js';
import { KEY } from '../e2e/terminal.js';
import { menuKey, newPlayerKey, pressUntil } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';
import { losing } from './losing-policy.js';

// The server's own day: the field ranks today's deal on its clock (no REGICIDE_TODAY here).
const TODAY = new Date().toISOString().slice(0, 10);
const keys = mkdtempSync(join(tmpdir(), 'ssh-daily-keys-'));

const ssh = useSshServe({}, () => rmSync(keys, { recursive: true, force: true }));

const fieldFromOutside = async () => {
  const asked = await askDailyField(parseServerAddress(`127.0.0.1:${ssh.serve.port}`), clientKey(join(keys, 'outsider')), 'regicide', {});
  if (!asked.ok) throw new Error(`field refused: ${asked.code}`);
  return asked.body.field as { players: number; wins: number; day: string };
};

describe('the daily field over SSH', () => {
  it('ranks a key’s daily game played in a session and shows the field before the menu', async () => {
    expect(await fieldFromOutside()).toMatchObject({ players: 0, day: TODAY });
    const seed = await regicideDaily().seed(TODAY);
    const key = newPlayerKey();
    const home = join(ssh.serve.dataDir, 'ssh-players', key.keyId);
    const t = await ssh.connect({ key, user: 'fieldy', cols: 80, rows: 24 });
    const menu = await t.waitFor('today’s deal');
    await t.type(menuKey(menu, 'today’s deal'));
    await t.waitFor('Your hand');
    let state = regicide.setup(regicide.normalizeOptions({ players: 1, variants: [] }), seed);
    let moves = 0;
    while (state.outcome === null && moves < 200) {
      const next = losing(state);
      await t.type(...keysFor(state, next));
      await waitForSavedMoves({ dataHome: home }, ++moves);
      state = regicide.apply(state, next);
    }
    expect(state.outcome).toBe('lost');
    await t.waitFor('Defeat');
    // Leaving the end screen: the day's field, on the session's screen, before the menu.
    const field = await pressUntil(t, KEY.escape, (s) => s.includes(`The field of ${TODAY}`));
    expect(field.replace(/\s+/g, ' ')).toContain('1 player, 0 won');
    expect(field).toContain('Enemies defeated');
    expect(field).toContain('the only player so far');
    for (const line of field.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // Any key: the menu.
    await t.type(' ');
    await t.waitFor('today’s deal');
    // Ranked: the server's field has it for everyone.
    expect(await fieldFromOutside()).toMatchObject({ players: 1, wins: 0, day: TODAY });
  });

  it('sends nothing for a guest', async () => {
    const guest = await ssh.connect({ user: 'walker', cols: 100, rows: 40 });
    const menu = await guest.waitFor('today’s deal');
    await guest.type(menuKey(menu, 'today’s deal'));
    await guest.waitFor('Your hand');
    const seed = await regicideDaily().seed(TODAY);
    let state = regicide.setup(regicide.normalizeOptions({ players: 1, variants: [] }), seed);
    let moves = 0;
    while (state.outcome === null && moves < 200) {
      const next = losing(state);
      await guest.type(...keysFor(state, next));
      state = regicide.apply(state, next);
      moves++;
      // A guest keeps no save to wait on: the move's line in the log pane says it was taken.
      if (state.outcome === null) await guest.waitFor(new RegExp(`^\\s*${moves}\\. `, 'm'));
    }
    await guest.waitFor('Defeat');
    const back = await pressUntil(guest, KEY.escape, (s) => s.includes('today’s deal') || s.includes('The field of'));
    expect(back).not.toContain('The field of');
    expect((await fieldFromOutside()).players).toBe(1);
  });
});
