// The daily field over SSH, through ssh2's client as a player would reach it: a key's daily game
// played to its end in the session is sent in-process for the key's account (no question asked),
// the session shows the day's field before the menu, and the game is ranked: another player asking
// the server over HTTP sees it in the field. A guest's daily game is sent nowhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicideDaily } from '../../src/cli/regicide/daily.js';
import { parseServerAddress } from '../../src/net/address.js';
import { clientKey } from '../../src/net/client-key.js';
import { askDailyField } from '../../src/net/daily-client.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { sumValues } from '../../src/games/regicide/values.js';
import { keysFor, waitForSavedMoves } from '../e2e/driver.js';
import { KEY } from '../e2e/terminal.js';
import { menuKey, newPlayerKey, type SshServe, type SshTerminal, sessionOpener, startSshServe } from './ssh-helpers.js';

// The server's own day: the field ranks today's deal on its clock (no REGICIDE_TODAY here).
const TODAY = new Date().toISOString().slice(0, 10);
const keys = mkdtempSync(join(tmpdir(), 'ssh-daily-keys-'));
let serve: SshServe;
const open: SshTerminal[] = [];
const connect = sessionOpener(open);

beforeAll(async () => {
  serve = await startSshServe();
});
afterAll(async () => {
  for (const t of open) t.drop();
  await serve?.stop();
  rmSync(keys, { recursive: true, force: true });
});

/** A policy that loses soon: the weakest single card, and every card thrown away when hit. */
function losing(state: RegicideState): RegicideMove {
  const legal = regicide.legalMoves(state);
  const plays = legal.filter((m): m is Extract<RegicideMove, { type: 'play' }> => m.type === 'play' && m.cards.length === 1);
  const discards = legal.filter((m): m is Extract<RegicideMove, { type: 'discard' }> => m.type === 'discard');
  if (discards.length) return discards.reduce((a, b) => (b.cards.length > a.cards.length ? b : a));
  if (plays.length) return plays.reduce((a, b) => (sumValues(b.cards) < sumValues(a.cards) ? b : a));
  return legal.find((m) => m.type !== 'flip') ?? legal[0];
}

/** Presses `key` until the screen passes `check` (an end screen ignores keys for a moment after it appears). */
async function pressUntil(t: SshTerminal, key: string, check: (screen: string) => boolean): Promise<string> {
  for (let i = 0; ; i++) {
    if (check(t.screen())) return t.screen();
    await t.type(key);
    try {
      return await t.waitFor(check, 3000);
    } catch (e) {
      if (i >= 10) throw e;
    }
  }
}

const fieldFromOutside = async () => {
  const asked = await askDailyField(parseServerAddress(`127.0.0.1:${serve.port}`), clientKey(join(keys, 'outsider')), 'regicide', {});
  if (!asked.ok) throw new Error(`field refused: ${asked.code}`);
  return asked.body.field as { players: number; wins: number; day: string };
};

describe('the daily field over SSH', () => {
  it('ranks a key’s daily game played in a session and shows the field before the menu', async () => {
    expect(await fieldFromOutside()).toMatchObject({ players: 0, day: TODAY });
    const seed = await regicideDaily().seed(TODAY);
    const key = newPlayerKey();
    const home = join(serve.dataDir, 'ssh-players', key.keyId);
    const t = await connect(serve.ssh, { key, user: 'fieldy', cols: 80, rows: 24 });
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
    const guest = await connect(serve.ssh, { user: 'walker', cols: 100, rows: 40 });
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
