// Regicide remembers its bots' level in the save, so --resume plays on at the same strength.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLogAtomically } from '../../src/store/save-store.js';
import { botLevelFor, DEFAULT_BOT_LEVEL, openGame, type RegicidePlayCli } from '../../src/ui/regicide/entry.js';
import { newSession } from '../../src/ui/regicide/session.js';

const cli = (extra: Partial<RegicidePlayCli>): RegicidePlayCli => ({
  options: { players: 2, variants: [] },
  seed: 'lvl',
  bots: [2],
  lang: 'en',
  ascii: false,
  fourColor: false,
  color: false,
  ...extra,
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Regicide bot level', () => {
  it('the default is hard; the user beats the save, the save beats the default', () => {
    expect(DEFAULT_BOT_LEVEL).toBe('hard');
    expect(botLevelFor(undefined, undefined)).toBe('hard');
    expect(botLevelFor(undefined, 'easy')).toBe('easy');
    expect(botLevelFor('normal', 'easy')).toBe('normal');
  });

  it('a new game records its level; --resume without a level plays on at the saved one', () => {
    vi.stubEnv('XDG_DATA_HOME', mkdtempSync(join(tmpdir(), 'regicide-level-')));
    const fresh = openGame(cli({ botLevel: 'easy' }));
    expect(fresh.session.log.botLevel).toBe('easy');
    expect(openGame(cli({})).session.log.botLevel).toBe('hard');
    writeLogAtomically(fresh.savePath, fresh.session.log);

    const resumed = openGame(cli({ resume: fresh.savePath, bots: [] }));
    expect(resumed.resumed).toBe(true);
    expect(resumed.session.log.botLevel).toBe('easy');
    expect(resumed.session.log.bots).toEqual([2]);
    expect(openGame(cli({ resume: fresh.savePath, botLevel: 'normal' })).session.log.botLevel).toBe('normal');

    // A save written before the level was recorded resumes at the default.
    const old = { ...newSession({ players: 2, variants: [] }, 'old', [2]).log };
    const oldPath = join(process.env.XDG_DATA_HOME!, 'old.json');
    writeLogAtomically(oldPath, old);
    expect(openGame(cli({ resume: oldPath })).session.log.botLevel).toBe('hard');
  });
});

describe('Regicide bot seats on --resume', () => {
  it('seats from --bots are checked against the saved game, not silently dropped', () => {
    vi.stubEnv('XDG_DATA_HOME', mkdtempSync(join(tmpdir(), 'regicide-seats-')));
    const fresh = openGame(cli({ bots: [] }));
    writeLogAtomically(fresh.savePath, fresh.session.log);
    expect(openGame(cli({ resume: fresh.savePath, bots: [2] })).session.log.bots).toEqual([2]);
    expect(() => openGame(cli({ resume: fresh.savePath, bots: [3] }))).toThrow('--bots names seat 3, but the game has 2 seats');
  });
});
