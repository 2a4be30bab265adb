// Regicide remembers its bots' level in the save, so --resume plays on at the same strength.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thrownEnglish } from '../core/thrown-english.js';
import { regicide } from '../../src/games/regicide/index.js';
import { createSaveStore, writeLogAtomically } from '../../src/store/save-store.js';
import { openRegicide, type RegicideStart } from '../../src/cli/regicide/play.js';
import { regicideModule } from '../../src/modules/regicide/index.js';
import { resumedExtras } from '../../src/table/opener.js';
import { Table } from '../../src/table/table.js';

const start = (extra: Partial<RegicideStart>): RegicideStart => ({ options: { players: 2, variants: [] }, seed: 'lvl', bots: [2], ...extra });
/** Opens a game as `regicide play` does, in the current XDG_DATA_HOME. */
const openGame = (extra: Partial<RegicideStart>) => {
  const opened = openRegicide(start(extra), createSaveStore('regicide'));
  return { ...opened, log: opened.table.log as { botLevel?: string; bots?: number[] } };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Regicide bot level', () => {
  it('the default is hard; the user beats the save, the save beats the default', () => {
    const levelOf = (given: 'normal' | undefined, saved: 'easy' | undefined) => resumedExtras(regicideModule.extras, { botLevel: saved }, { botLevel: given }, 'lvl').botLevel;
    expect(regicideModule.bots.default).toBe('hard');
    expect(levelOf(undefined, undefined)).toBe('hard');
    expect(levelOf(undefined, 'easy')).toBe('easy');
    expect(levelOf('normal', 'easy')).toBe('normal');
  });

  it('a new game records its level; --resume without a level plays on at the saved one', () => {
    vi.stubEnv('XDG_DATA_HOME', mkdtempSync(join(tmpdir(), 'regicide-level-')));
    const fresh = openGame({ botLevel: 'easy' });
    expect(fresh.log.botLevel).toBe('easy');
    expect(openGame({}).log.botLevel).toBe('hard');
    writeLogAtomically(fresh.savePath, fresh.table.log);

    const resumed = openGame({ resume: fresh.savePath, bots: [] });
    expect(resumed.resumed).toBe(true);
    expect(resumed.log.botLevel).toBe('easy');
    expect(resumed.log.bots).toEqual([2]);
    expect(openGame({ resume: fresh.savePath, botLevel: 'normal' }).log.botLevel).toBe('normal');

    // A save written before the level was recorded resumes at the default.
    const old = Table.create(regicide, { players: 2, variants: [] }, 'old', { bots: [2] }).log;
    const oldPath = join(process.env.XDG_DATA_HOME!, 'old.json');
    writeLogAtomically(oldPath, old);
    expect(openGame({ resume: oldPath }).log.botLevel).toBe('hard');
  });
});

describe('Regicide bot seats on --resume', () => {
  it('seats from --bots are checked against the saved game, not silently dropped', () => {
    vi.stubEnv('XDG_DATA_HOME', mkdtempSync(join(tmpdir(), 'regicide-seats-')));
    const fresh = openGame({ bots: [] });
    writeLogAtomically(fresh.savePath, fresh.table.log);
    expect(openGame({ resume: fresh.savePath, bots: [2] }).log.bots).toEqual([2]);
    expect(thrownEnglish(() => openGame({ resume: fresh.savePath, bots: [3] }))).toBe('--bots names seat 3, but the game has 2 seats');
  });
});
