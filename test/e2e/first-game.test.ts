// Someone's very first game offers the lessons once, on the board's message line (nothing stands
// between `play` and its board); the next game in the same data folder does not, and a script
// (--json) neither sees nor uses up the offer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, THRONFOLGE_BIN, Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});
const start = (args: string[], dataHome: string, bin?: string, size: { cols?: number; rows?: number } = {}): Terminal => {
  const t = new Terminal(args, { dataHome, bin, env: { THRONFOLGE_BOT_DELAY_MS: '20' }, ...size });
  running.push(t);
  return t;
};

describe("a first game's offer of the lessons", () => {
  it('regicide play: on the first board only', async () => {
    const home = tempDataHome();
    // A script's game first: it does not use the offer up.
    const json = spawnSync(process.execPath, [join(ROOT, 'bin', 'regicide.js'), 'play', '--json', '--seed', 'first'], {
      input: '',
      env: { ...process.env, XDG_DATA_HOME: home, HOME: home },
      encoding: 'utf8',
    });
    expect(json.stdout).not.toContain('learn');
    expect(existsSync(join(home, 'regicide-cli', 'learn', 'regicide.offered.json'))).toBe(false);
    // A terminal too small for the board shows no offer, so it does not use it up.
    const small = start(['play', '--seed', 'first'], home, undefined, { cols: 40, rows: 10 });
    await small.waitFor('40×10');
    small.kill();
    const first = start(['play', '--seed', 'first'], home);
    const screen = await first.waitFor((s) => s.includes('Your hand') && s.includes('New here? For a guided first game: quit, then npx regicide learn'));
    expect(screen).toContain('Your hand');
    first.kill();
    const again = start(['play', '--seed', 'first'], home);
    const later = await again.waitFor('Your hand');
    expect(later).not.toContain('New here?');
  });

  it('thronfolge duel in German, and in the screen-reader mode as a line', async () => {
    const home = tempDataHome();
    const first = start(['duel', '--lang', 'de', '--screen-reader'], home, THRONFOLGE_BIN);
    await first.waitFor('Neu hier? Ein geführtes erstes Spiel: beenden, dann npx thronfolge learn');
    first.kill();
    const again = start(['duel', '--lang', 'de'], home, THRONFOLGE_BIN);
    const later = await again.waitFor('Deine Hand');
    expect(later).not.toContain('Neu hier?');
  });
});
