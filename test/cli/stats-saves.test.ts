// `stats`, `saves`, `--daily` and the --resume refusals through the built binaries, with a
// temporary XDG_DATA_HOME holding logs of games really played by the engine and its bots.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type GameLog, newLog } from '../../src/core/log.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { makeThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { binPath, ROOT } from './drive.js';

/** Plays `seed` with easy bots for at most `maxMoves` moves (all moves: to the end). */
function regicideLog(seed: string, maxMoves = Infinity, extras: object = {}): GameLog {
  const options = regicide.normalizeOptions({ players: 1, variants: [] });
  let state: RegicideState = regicide.setup(options, seed);
  const log = newLog('regicide', seed, options);
  const bot = makeRegicideBot('easy', seed);
  while (regicide.outcome(state) === null && log.moves.length < maxMoves) {
    const move = bot.choose(regicide.view(state, 1), regicide.legalMoves(state));
    state = regicide.apply(state, move);
    log.moves.push(regicide.formatMove(move));
  }
  return { ...log, result: regicide.outcome(state), bots: [], ...extras } as GameLog;
}

function thronfolgeLog(seed: string, maxMoves = Infinity): GameLog {
  const options = thronfolge.normalizeOptions({ first: null, variants: [] });
  let state = thronfolge.setup(options, seed);
  const log = newLog('thronfolge', seed, options);
  const bots = [makeThronfolgeBot('easy', `${seed}/1`), makeThronfolgeBot('easy', `${seed}/2`)];
  while (thronfolge.outcome(state) === null && log.moves.length < maxMoves) {
    const seat = thronfolge.currentSeat(state) as number;
    const move = bots[seat - 1].choose(thronfolge.view(state, seat), thronfolge.legalMoves(state));
    state = thronfolge.apply(state, move);
    log.moves.push(thronfolge.formatMove(move));
  }
  return { ...log, result: thronfolge.outcome(state), vs: 'bot', botLevel: 'easy' } as GameLog;
}

let home: string;
const folder = (game: string) => join(home, 'regicide-cli', game);
function save(game: string, name: string, log: GameLog): string {
  mkdirSync(folder(game), { recursive: true });
  const path = join(folder(game), `${name}.json`);
  writeFileSync(path, JSON.stringify(log));
  return path;
}

function run(bin: 'regicide' | 'thronfolge', args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [binPath(bin), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input: '',
    env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, REGICIDE_TODAY: '2026-11-30', LANG: 'en_US.UTF-8', LC_ALL: '', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Seeds whose easy-bot games end in a win and a loss (found once by playing them).
let won: GameLog;
let lost: GameLog;
function findOutcomes() {
  for (let i = 0; !won || !lost; i++) {
    const log = regicideLog(`stats-${i}`);
    const outcome = (log.result as { outcome: string }).outcome;
    if (outcome === 'won' && !won) won = log;
    if (outcome === 'lost' && !lost) lost = log;
  }
}

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'regicide-cli-stats-'));
});

describe('regicide stats', () => {
  it('counts finished games from the saves, with practice and unfinished ones apart', () => {
    findOutcomes();
    save('regicide', '20261128-100000-aaaaaaaa', { ...won, daily: '2026-11-29' } as GameLog);
    save('regicide', '20261129-100000-bbbbbbbb', lost);
    save('regicide', '20261130-090000-cccccccc', { ...won, daily: '2026-11-30' } as GameLog);
    save('regicide', '20261130-100000-dddddddd', { ...won, practice: true } as GameLog);
    save('regicide', '20261130-110000-eeeeeeee', regicideLog('unfinished', 6));
    writeFileSync(join(folder('regicide'), '20261130-120000-ffffffff.json'), '{ damaged');
    const r = run('regicide', ['stats', '--json']);
    expect(r.code).toBe(0);
    const stats = JSON.parse(r.stdout);
    expect(stats.played).toEqual({ games: 3, wins: 2, winRate: 0.6667 });
    expect(stats.streak).toEqual({ current: 1, best: 1 });
    expect(stats.practice.games).toBe(1);
    expect(stats.unfinished).toBe(1);
    expect(stats.damagedFiles).toBe(1);
    expect(stats.daily).toMatchObject({ days: 2, won: 2, current: 2, today: 'won' });
    const medals = stats.medals.gold + stats.medals.silver + stats.medals.bronze;
    expect(medals).toBe(2);

    const text = run('regicide', ['stats']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Won 2 of 3 games');
    expect(text.stdout).toMatch(/12 enemies │ █+ 2/);
    expect(Math.max(...text.stdout.split('\n').map((l) => [...l].length))).toBeLessThanOrEqual(80);
    expect(run('regicide', ['stats', '--lang', 'de']).stdout).toContain('2 von 3 Spielen gewonnen');
  });

  it('works without any save and refuses a bad REGICIDE_TODAY in one line', () => {
    expect(run('regicide', ['stats']).stdout).toContain('No finished games yet.');
    const bad = run('regicide', ['stats'], { REGICIDE_TODAY: 'tomorrow' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('regicide: REGICIDE_TODAY must be a date like 2026-11-30, got "tomorrow"\n');
  });
});

describe('saves', () => {
  it('lists unfinished games with players, moves and the current enemy, never the seed', () => {
    findOutcomes();
    save('regicide', '20261129-100000-aaaaaaaa', regicideLog('secret-seed-one', 4));
    save('regicide', '20261130-100000-bbbbbbbb', regicideLog('secret-seed-two', 10));
    save('regicide', '20261130-110000-cccccccc', lost);
    const r = run('regicide', ['saves']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Unfinished games (2)');
    expect(r.stdout).toMatch(/^ +\d {2}\d{4}-\d\d-\d\d \d\d:\d\d {2}solo {2}\d+ moves {2}enemy [JQK][♠♥♦♣], \d+ defeated$/m);
    expect(r.stdout).toContain('20261130-100000-bbbbbbbb');
    expect(r.stdout).toContain('Finished games kept for the statistics: 1.');
    expect(r.stdout).not.toContain('secret-seed');
    const json = JSON.parse(run('regicide', ['saves', '--json']).stdout);
    expect(json.unfinished.map((s: { moves: number }) => s.moves).sort()).toEqual([10, 4]);
    expect(JSON.stringify(json)).not.toContain('secret-seed');
  });

  it("marks a watcher's copy of a finished game as watched, apart from the games kept for the statistics (four languages)", () => {
    findOutcomes();
    save('regicide', '20261130-100000-bbbbbbbb', regicideLog('secret-seed-two', 10));
    save('regicide', '20261130-110000-cccccccc', lost);
    // What `watch` keeps (playerCopyOf with seat 0): the finished game, marked watched.
    save('regicide', '20261130-120000-dddddddd', { ...won, watched: true } as GameLog);
    const lines = {
      en: ['Finished games kept for the statistics: 1.', 'Watched games (kept for the replay, not in the statistics): 1.'],
      de: ['Beendete Spiele für die Statistik: 1.', 'Zugeschaute Spiele (zum Nachspielen, nicht in der Statistik): 1.'],
      fr: ['Parties terminées gardées pour les statistiques\u202f: 1.', 'Parties regardées (pour la relecture, hors statistiques)\u202f: 1.'],
      nb: ['Ferdige spill som beholdes for statistikken: 1.', 'Spill du så på (for avspilling, ikke i statistikken): 1.'],
    };
    for (const [lang, [finished, watched]] of Object.entries(lines)) {
      const out = run('regicide', ['saves', '--lang', lang]).stdout.split('\n');
      expect(out).toContain(finished);
      expect(out).toContain(watched);
    }
    expect(JSON.parse(run('regicide', ['saves', '--json']).stdout)).toMatchObject({ finished: 1, watched: 1, damaged: 0 });
    // Without a watched game, no such line.
    save('regicide', '20261130-120000-dddddddd', won);
    expect(run('regicide', ['saves']).stdout).not.toContain('Watched games');
  });

  it('deletes one by number or id, or every finished game, and refuses unknown ones', () => {
    findOutcomes();
    const a = save('regicide', '20261129-100000-aaaaaaaa', regicideLog('a', 4));
    const b = save('regicide', '20261130-100000-bbbbbbbb', regicideLog('b', 4));
    const c = save('regicide', '20261130-110000-cccccccc', lost);
    const missing = run('regicide', ['saves', '--delete', '7']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('regicide: --delete 7: the list of unfinished games has numbers 1 to 2\n');
    expect(run('regicide', ['saves', '--delete', 'no-such-id']).code).toBe(2);
    expect(run('regicide', ['saves', '--delete', '20261129-100000-aaaaaaaa']).code).toBe(0);
    expect(existsSync(a)).toBe(false);
    expect(run('regicide', ['saves', '--delete', '1']).code).toBe(0);
    expect(existsSync(b)).toBe(false);
    const w = save('regicide', '20261130-120000-dddddddd', { ...won, watched: true } as GameLog);
    const finished = run('regicide', ['saves', '--delete-finished']);
    // The watched copy goes too, said apart: it never counted in the statistics.
    expect(finished.stdout).toBe('Deleted 1 finished game (they no longer count in the statistics).\nDeleted 1 watched game (kept for the replay only).\n');
    expect(existsSync(c)).toBe(false);
    expect(existsSync(w)).toBe(false);
    expect(readdirSync(folder('regicide'))).toEqual([]);
  });

  it('shows the round of an unfinished Thronfolge duel', () => {
    save('thronfolge', '20261130-100000-aaaaaaaa', thronfolgeLog('duel', 3));
    const r = run('thronfolge', ['saves', '--lang', 'de']);
    expect(r.stdout).toMatch(/gegen den Bot {2}3 Züge {2}Runde 1 von 4/);
  });
});

describe('--resume and --daily refusals', () => {
  it('refuses options a save fixes, naming them, with exit 2', () => {
    const r = run('regicide', ['play', '--resume', '--players', '2', '--seed', 'x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('regicide: --resume continues a saved game whose settings are fixed; drop --players and --seed\n');
    const t = run('thronfolge', ['duel', '--resume', 'file.json', '--games', '3', '--vs', 'human']);
    expect(t.code).toBe(2);
    expect(t.stderr).toBe('thronfolge: --resume continues a saved game whose settings are fixed; drop --games and --vs\n');
  });

  it('plays the daily Regicide deal solo only, and Thronfolge against the bot only', () => {
    const r = run('regicide', ['play', '--daily', '--players', '3']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("regicide: --daily plays today's solo deal; it cannot be combined with --players 3\n");
    expect(run('regicide', ['play', '--daily', '--variant', 'short']).code).toBe(2);
    const t = run('thronfolge', ['duel', '--daily', '--vs', 'human']);
    expect(t.code).toBe(2);
    expect(t.stderr).toBe("thronfolge: --daily plays today's duel against the bot; it cannot be combined with --vs human\n");
  });

  it('derives the daily seed from the date', () => {
    const logFile = join(home, 'daily.json');
    run('regicide', ['play', '--daily', '--json', '--log', logFile], { REGICIDE_TODAY: '2026-12-24' });
    expect(JSON.parse(readFileSync(logFile, 'utf8'))).toMatchObject({ seed: 'daily-2026-12-24', options: { players: 1, variants: [] } });
    run('thronfolge', ['duel', '--daily', '--json', '--log', logFile], { REGICIDE_TODAY: '2026-12-24' });
    expect(JSON.parse(readFileSync(logFile, 'utf8'))).toMatchObject({ seed: 'daily-2026-12-24' });
  });
});

describe('sim help', () => {
  it('shows the default bots as typed, not as a JSON array', () => {
    const r = run('thronfolge', ['sim', '--help']);
    expect(r.stdout).toContain('(default: hard,easy)');
    expect(r.stdout).not.toContain('["hard"');
  });
});
