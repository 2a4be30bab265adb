// Reading every save of a game: order by start, damaged files kept apart, unfinished ones first.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newLog } from '../../src/core/log.js';
import { openRegicide } from '../../src/cli/regicide/play.js';
import { listSavedLogs, startOfName, unfinishedSaves } from '../../src/store/saved-logs.js';
import { chooseResume, refusalOfFixed } from '../../src/cli/saves/resume-choice.js';

function folderWith(files: Record<string, string>, mtimes: Record<string, number> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'regicide-saves-'));
  const folder = join(home, 'regicide-cli', 'regicide');
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(folder, name), text);
    if (mtimes[name]) utimesSync(join(folder, name), mtimes[name], mtimes[name]);
  }
  return { env: { XDG_DATA_HOME: home }, folder };
}

const log = (result: unknown) => JSON.stringify({ ...newLog('regicide', 'seed', { players: 1, variants: [] }), result });
const done = { outcome: 'lost', enemiesDefeated: 2, medal: null };

describe('saved logs', () => {
  it('reads the start time from the file name (local time)', () => {
    expect(startOfName('20261130-071205-abcd1234.json')).toBe(new Date(2026, 10, 30, 7, 12, 5).getTime());
    expect(startOfName('mine.json')).toBeNull();
  });

  it('lists saves by start, keeps damaged files apart and ignores other files', () => {
    const { env } = folderWith({
      '20261130-100000-bbbbbbbb.json': log(done),
      '20261129-100000-aaaaaaaa.json': log(null),
      '20261130-120000-cccccccc.json': '{ truncated',
      'notes.txt': 'not a save',
    });
    const saves = listSavedLogs('regicide', env);
    expect(saves.map((s) => s.id)).toEqual(['20261129-100000-aaaaaaaa', '20261130-100000-bbbbbbbb', '20261130-120000-cccccccc']);
    expect(saves[2].log).toBeNull();
    expect(saves[2].problem).toEqual({ code: 'notJson' });
  });

  it('is empty when the folder does not exist yet', () => {
    expect(listSavedLogs('regicide', { XDG_DATA_HOME: join(tmpdir(), 'no-such-folder-here') })).toEqual([]);
  });

  it('numbers unfinished games in the order they were started, whichever was played last (friction 7)', () => {
    const files = { '20261129-100000-bbbbbbbb.json': log(null), '20261128-100000-aaaaaaaa.json': log(null), '20261130-100000-cccccccc.json': log(done) };
    const order = ['20261128-100000-aaaaaaaa', '20261129-100000-bbbbbbbb'];
    for (const [a, b] of [
      [2_000_000_000, 1_900_000_000],
      [1_900_000_000, 2_000_000_000],
    ]) {
      const { env } = folderWith(files, { '20261128-100000-aaaaaaaa.json': a, '20261129-100000-bbbbbbbb.json': b });
      expect(unfinishedSaves(listSavedLogs('regicide', env)).map((s) => s.id)).toEqual(order);
    }
  });

  it('marks the log of a daily game with its date, and leaves other games alone', () => {
    const store = { folder: '/saves', newSavePath: () => '/saves/new.json', latestUnfinished: () => null };
    const start = { options: { players: 1, variants: [] }, seed: 'daily-2026-11-30', bots: [] };
    expect(openRegicide({ ...start, daily: '2026-11-30' }, store).table.log).toMatchObject({ daily: '2026-11-30' });
    expect(openRegicide(start, store).table.log).not.toHaveProperty('daily');
  });
});

describe('choosing the game to resume', () => {
  const save = (id: string) => ({ path: `/saves/${id}.json`, id, startedMs: 0, modifiedMs: 0, log: null });

  it('leaves the choice to the game when nothing is unfinished, and takes the only one directly', async () => {
    const never = async () => {
      throw new Error('no list for fewer than two games');
    };
    expect(await chooseResume([], never)).toBe(true);
    expect(await chooseResume([save('a')], never)).toBe('/saves/a.json');
  });

  it('asks with several, and answers null when the player leaves the list', async () => {
    expect(await chooseResume([save('a'), save('b')], async (saves) => saves.findIndex((s) => s.id === 'b'))).toBe('/saves/b.json');
    expect(await chooseResume([save('a'), save('b')], async () => null)).toBeNull();
  });

  it('names the options a save fixes in one line', () => {
    expect(refusalOfFixed([])).toBeNull();
    expect(refusalOfFixed(['--seed'])).toBe('--resume continues a saved game whose setting is fixed; drop --seed');
    expect(refusalOfFixed(['--players', '--seed', '--variant'])).toBe('--resume continues a saved game whose settings are fixed; drop --players, --seed and --variant');
  });
});
