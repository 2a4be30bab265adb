// The lessons are offered once per data folder, to someone who has not played the game there and
// never opened its lessons: the first `play` (or `duel`) offers them, no later one does.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learnOffer } from '../../src/store/learn-offer.js';
import { NO_PROGRESS, writeLessonProgress } from '../../src/store/lesson-progress.js';

const home = (): NodeJS.ProcessEnv => ({ XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'learn-offer-')) });

describe('the offer of the lessons on a first game', () => {
  it('is made until it is seen, and never again once seen (taken or not)', () => {
    const env = home();
    // Made, but not seen (a terminal too small for the board): the next game makes it again.
    expect(learnOffer('regicide', env)).not.toBeNull();
    const offer = learnOffer('regicide', env);
    expect(offer).not.toBeNull();
    offer?.seen();
    expect(learnOffer('regicide', env)).toBeNull();
    // Each game has its own first time.
    expect(learnOffer('thronfolge', env)).not.toBeNull();
  });

  it('counts a mark of an earlier version (no "seen" in it) as seen', () => {
    const env = home();
    mkdirSync(join(env.XDG_DATA_HOME!, 'regicide-cli', 'learn'), { recursive: true });
    writeFileSync(join(env.XDG_DATA_HOME!, 'regicide-cli', 'learn', 'regicide.offered.json'), JSON.stringify({ version: 1, offered: true }));
    expect(learnOffer('regicide', env)).toBeNull();
  });

  it('is not made to someone who has a save of the game, even one that no longer reads', () => {
    const env = home();
    const saves = join(env.XDG_DATA_HOME!, 'regicide-cli', 'regicide');
    mkdirSync(saves, { recursive: true });
    writeFileSync(join(saves, '20261201-120000-abcd1234.json'), 'not a log');
    expect(learnOffer('regicide', env)).toBeNull();
  });

  it('is not made to someone who opened the lessons (or started them again)', () => {
    const env = home();
    writeLessonProgress('thronfolge', NO_PROGRESS, env);
    expect(learnOffer('thronfolge', env)).toBeNull();
  });

  it('is not made where the data folder cannot be written (it would come back every time)', () => {
    const env = home();
    writeFileSync(join(env.XDG_DATA_HOME!, 'regicide-cli'), 'a file where the folder should be');
    expect(learnOffer('regicide', env)).toBeNull();
  });
});
