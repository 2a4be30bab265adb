// The save store: where saves live, their names, atomic writes, finding the game to resume.
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { thrownEnglish } from '../core/thrown-english.js';
import { newLog } from '../../src/core/log.js';
import { dataHome, savesFolder } from '../../src/store/data-dir.js';
import { createSaveStore, fileTimestamp, readLog, writeLogAtomically } from '../../src/store/save-store.js';

const temp = () => mkdtempSync(join(tmpdir(), 'regicide-store-'));

describe('data directory', () => {
  it('uses XDG_DATA_HOME when it is absolute, else ~/.local/share', () => {
    expect(dataHome({ XDG_DATA_HOME: '/x/data', HOME: '/home/a' })).toBe('/x/data');
    expect(dataHome({ XDG_DATA_HOME: 'relative', HOME: '/home/a' })).toBe('/home/a/.local/share');
    expect(dataHome({ HOME: '/home/a' })).toBe('/home/a/.local/share');
    expect(savesFolder('thronfolge', { XDG_DATA_HOME: '/d' })).toBe('/d/regicide-cli/thronfolge');
  });
});

describe('save store', () => {
  it('names a new save by time and a random suffix, never the seed, keeping names unique', () => {
    const home = temp();
    const when = new Date(2026, 10, 29, 13, 5, 9);
    expect(fileTimestamp(when)).toBe('20261129-130509');
    const random = createSaveStore('regicide', { XDG_DATA_HOME: home });
    const a = random.newSavePath(when);
    const b = random.newSavePath(when);
    expect(a).toMatch(/[/\\]20261129-130509-[0-9a-f]{8}\.json$/);
    expect(a).not.toBe(b);
    // The same suffix twice in the same second still gives two files.
    const store = createSaveStore('regicide', { XDG_DATA_HOME: home }, () => 'abcd1234');
    const path = store.newSavePath(when);
    expect(path).toBe(join(home, 'regicide-cli', 'regicide', '20261129-130509-abcd1234.json'));
    writeLogAtomically(path, newLog('regicide', 'my seed/1', { players: 1, variants: [] }));
    expect(store.newSavePath(when)).toBe(join(home, 'regicide-cli', 'regicide', '20261129-130509-abcd1234-2.json'));
  });

  it('writes logs atomically and reads them back', () => {
    const home = temp();
    const path = join(home, 'a', 'b', 'game.json');
    const log = { ...newLog('regicide', '7', { players: 2, variants: [] }), moves: ['yield'] };
    writeLogAtomically(path, log);
    expect(readdirSync(join(home, 'a', 'b'))).toEqual(['game.json']);
    expect(readLog(path, 'regicide')).toEqual(log);
    expect(thrownEnglish(() => readLog(path, 'thronfolge'))).toBe(`${path}: the log is of game "regicide", not thronfolge`);
    expect(thrownEnglish(() => readLog(join(home, 'none.json'), 'regicide'))).toBe(`cannot read the log ${join(home, 'none.json')}: no such file`);
  });

  it('resumes the most recently saved unfinished game, skipping finished and damaged ones', () => {
    const home = temp();
    const store = createSaveStore('regicide', { XDG_DATA_HOME: home });
    expect(store.latestUnfinished()).toBeNull();
    const folder = store.folder;
    const save = (name: string, result: unknown, age: number) => {
      const path = join(folder, name);
      writeLogAtomically(path, { ...newLog('regicide', name, { players: 1, variants: [] }), result } as never);
      const t = new Date(Date.now() - age * 1000);
      utimesSync(path, t, t);
      return path;
    };
    const older = save('older.json', null, 300);
    save('finished.json', { outcome: 'won', enemiesDefeated: 12, medal: 'gold' }, 10);
    expect(store.latestUnfinished()).toBe(older);
    const newer = save('newer.json', null, 100);
    writeFileSync(join(folder, 'broken.json'), '{"format":');
    expect(store.latestUnfinished()).toBe(newer);
  });
});
