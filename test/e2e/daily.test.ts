// Friction 2, the daily deal tracked: --daily continues today's unfinished daily instead of a
// fresh attempt; the screen, `saves` and `stats` say "daily" (stats with the history and the
// attempts); a daily opened and left before the player's first move leaves no save, also the
// Thronfolge daily whose bot moves first.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dailySeedOf } from '../../src/modules/daily-seed.js';
import { newLog } from '../../src/core/log.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_BIN, Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
const start = (args: string[], home: string, env: Record<string, string>, bin?: string, cols = 80, rows = 24) => {
  const t = new Terminal(args, { dataHome: home, env, bin, cols, rows });
  running.push(t);
  return t;
};
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

const savesIn = (home: string, game: string): string[] => {
  try {
    return readdirSync(join(home, 'regicide-cli', game))
      .filter((n) => n.endsWith('.json'))
      .map((n) => join(home, 'regicide-cli', game, n));
  } catch {
    return [];
  }
};
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { moves: string[]; daily?: string; attempt?: number; result: unknown };

/** A date whose daily duel the bot starts (the coin toss comes from the seed). */
function dateBotStarts(): string {
  for (let day = 1; day <= 28; day++) {
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    if (thronfolge.currentSeat(thronfolge.setup(thronfolge.normalizeOptions({ first: null, variants: [] }), dailySeedOf(date, 1))) === 2) return date;
  }
  throw new Error('no such date in November');
}

/** q, then yes: the program leaves at once. */
async function quit(t: Terminal, question = 'Quit now?', yes = 'y'): Promise<string> {
  await t.type('q');
  const s = await t.waitFor(question);
  await t.type(yes);
  expect(await t.exit()).toBe(0);
  return s;
}

describe('friction 2: the daily duel in a terminal', () => {
  it('leaves no save when quit before the first move, though the bot moved; then continues the one started', async () => {
    const home = tempDataHome();
    const env = { REGICIDE_TODAY: dateBotStarts(), THRONFOLGE_BOT_DELAY_MS: '20' };
    const first = start(['duel', '--daily'], home, env, THRONFOLGE_BIN);
    const screen = await first.waitFor('Your turn');
    expect(screen).toContain(`Daily deal ${env.REGICIDE_TODAY} (attempt 1)`);
    expect(screen).toMatch(/1\. Player 2 (plays|takes)/);
    expect(await quit(first)).toContain('Nothing is saved yet');
    expect(savesIn(home, 'thronfolge')).toEqual([]);
    expect(first.normalBuffer()).not.toContain('--resume');

    // Now a move, and leave: the save holds both moves.
    const second = start(['duel', '--daily'], home, env, THRONFOLGE_BIN);
    await second.waitFor('Your turn');
    await second.type('1', '\r');
    await second.waitFor('2. Player 1 plays');
    await quit(second);
    const [path] = savesIn(home, 'thronfolge');
    expect(readJson(path)).toMatchObject({ daily: env.REGICIDE_TODAY, attempt: 1 });
    const moves = readJson(path).moves.length;
    expect(moves).toBeGreaterThanOrEqual(2);

    // --daily again continues that game: no new save, the moves so far in the log.
    const third = start(['duel', '--daily'], home, env, THRONFOLGE_BIN);
    // On a busy machine the first frame with the turn may come before the rebuilt log fills in.
    const again = await third.waitFor((s) => s.includes('Your turn') && s.includes('2. Player 1 plays'));
    expect(again).toContain('(attempt 1)');
    await quit(third);
    expect(savesIn(home, 'thronfolge')).toEqual([path]);

    // `saves` says which game is the daily.
    const list = start(['saves'], home, env, THRONFOLGE_BIN, 120);
    expect(await list.exit()).toBe(0);
    expect(list.normalBuffer()).toContain(`daily ${env.REGICIDE_TODAY}`);
  }, 120_000);
});

describe('review item 9: the daily duel’s first move at 80×24', () => {
  it('shows the whole preview (what the opponent could then take, and the scores if they do) beside the first-game note', async () => {
    const home = tempDataHome();
    const env = { REGICIDE_TODAY: '2026-12-01', THRONFOLGE_BOT_DELAY_MS: '20' };
    const t = start(['duel', '--daily'], home, env, THRONFOLGE_BIN);
    // The bot begins that day; the status takes two rows, and a first run shows the note.
    const screen = await t.waitFor((s) => s.includes('Your turn') && s.includes('New here?'));
    expect(screen).toMatch(/^start: Player 2/m);
    expect(screen).toMatch(/Enter play \S+: Player 2 could then take/);
    expect(screen).toMatch(/if they do: you \d+→\d+ \(\+\d+\) · Player 2 \d+→\d+ \(\+\d+\)/);
    expect(screen).toMatch(/^1\. Player 2 (plays|takes)/m);
    // After the first move the note is gone and the full collections come back.
    await t.type('\r');
    const after = await t.waitFor((s) => /^2\. Player 1 plays/m.test(s) && !s.includes('New here?'));
    expect(after).toMatch(/│ Betrayal \d/);
  }, 60_000);
});

describe('friction 2: the daily Regicide deal in a terminal', () => {
  it('continues an unfinished daily; after a finished one it starts attempt 2, in German too', async () => {
    const home = tempDataHome();
    const env = { REGICIDE_TODAY: '2026-11-30' };
    const first = start(['play', '--daily'], home, env);
    expect(await first.waitFor('Your hand')).toContain('Daily deal 2026-11-30 (attempt 1)');
    await first.type('f');
    await first.waitFor('Flip a jester');
    await first.type('y');
    await first.waitFor('Jesters 1');
    await quit(first);
    const [path] = savesIn(home, 'regicide');
    const second = start(['play', '--daily'], home, env);
    // The flip was kept: the same game goes on.
    expect(await second.waitFor('Your hand')).toContain('Jesters 1');
    await quit(second);
    expect(savesIn(home, 'regicide')).toEqual([path]);

    // Finished (marked so in the file): --daily now starts a second attempt of the same deal.
    const log = readJson(path);
    writeFileSync(path, JSON.stringify({ ...log, result: { outcome: 'lost', enemiesDefeated: 3, medal: null } }));
    const third = start(['play', '--daily', '--lang', 'de'], home, env);
    expect(await third.waitFor('Deine Hand')).toContain('Tagesspiel 2026-11-30 (Versuch 2)');
    expect(await third.waitFor('Narren 2')).toBeTruthy();
    await quit(third, 'Jetzt beenden?', 'j');
  }, 120_000);
});

describe('friction 2: stats lists the daily history', () => {
  it('each day with its result, the practice mark and the tries', async () => {
    const home = tempDataHome();
    const folder = join(home, 'regicide-cli', 'regicide');
    const base = newLog('regicide', 'daily-2026-11-29', { players: 1, variants: [] });
    const put = (name: string, extra: object) => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.json`), JSON.stringify({ ...base, bots: [], ...extra }));
    };
    put('20261129-100000-aaaaaaaa', { daily: '2026-11-29', attempt: 1, result: { outcome: 'lost', enemiesDefeated: 7, medal: null } });
    put('20261129-110000-bbbbbbbb', { daily: '2026-11-29', attempt: 2, retry: true, result: { outcome: 'won', enemiesDefeated: 12, medal: 'gold' } });
    put('20261130-100000-cccccccc', { daily: '2026-11-30', attempt: 1, practice: true, result: { outcome: 'won', enemiesDefeated: 12, medal: 'silver' } });
    const t = start(['stats'], home, { REGICIDE_TODAY: '2026-11-30' });
    expect(await t.exit()).toBe(0);
    const text = t.normalBuffer();
    expect(text).toContain('Daily deals:');
    expect(text).toMatch(/2026-11-30 {2}won, 12 of 12, practice/);
    expect(text).toMatch(/2026-11-29 {2}lost, 7 of 12 {2}\(2 tries\)/);
    expect(text.indexOf('2026-11-30  won')).toBeLessThan(text.indexOf('2026-11-29  lost'));
  });
});
