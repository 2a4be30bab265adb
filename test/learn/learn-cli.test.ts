// The README's `learn` commands that run without a terminal, the offer line under the help, and
// bad input: one line and exit 2. The progress file decides which lesson `learn` opens next.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonToOpen } from '../../src/cli/learn/learn-command.js';
import { REGICIDE_LESSONS } from '../../src/games/regicide/lessons/index.js';
import { NO_PROGRESS, writeLessonProgress } from '../../src/store/lesson-progress.js';

const ROOT = join(import.meta.dirname, '../..');
const run = (bin: string, args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', `${bin}.js`), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', CI: 'true', LANG: 'en_US.UTF-8', XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'learn-cli-')), ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('regicide learn and thronfolge learn', () => {
  it('--list names every lesson, and which are done', () => {
    const home = mkdtempSync(join(tmpdir(), 'learn-cli-'));
    writeLessonProgress('regicide', { version: 1, done: ['powers'], current: { lesson: 'combos', moves: ['play 3C 3D 3H'] } }, { XDG_DATA_HOME: home });
    const r = run('regicide', ['learn', '--list'], { XDG_DATA_HOME: home });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([' 1. Attack and the four suit powers (done)', ' 2. Immunity', ' 3. Combos and companions (started)']);
    const de = run('thronfolge', ['learn', '--list', '--lang', 'de']);
    expect(de.stdout.split('\n')[0]).toBe(' 1. Die Reihe, Anlegen und Nehmen');
    expect(de.stdout.trim().split('\n')).toHaveLength(6);
  });

  it('runs without a command: the help, and one line offering the lessons', () => {
    const r = run('regicide', []);
    expect(r.stderr + r.stdout).toContain('New here? npx regicide learn walks you through a first game');
    // Never in front of a game: play's help says nothing of it.
    expect(run('regicide', ['play', '--help']).stdout).not.toContain('New here?');
    expect(run('thronfolge', [], { LANG: 'de_DE.UTF-8' }).stderr).toContain('Neu hier? npx thronfolge learn');
  });

  it('refuses a lesson that does not exist, and a lesson without a terminal, in one line', () => {
    const missing = run('regicide', ['learn', '9']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('regicide: no lesson "9"; choose 1 to 8 (see --list)\n');
    const piped = run('thronfolge', ['learn']);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toBe('thronfolge: the lessons need a terminal; run "thronfolge learn" in one\n');
  });

  it('opens the lesson left half done, else the first not done, else none', () => {
    expect(lessonToOpen(REGICIDE_LESSONS, NO_PROGRESS)).toBe(0);
    expect(lessonToOpen(REGICIDE_LESSONS, { version: 1, done: ['powers', 'immunity'], current: null })).toBe(2);
    expect(lessonToOpen(REGICIDE_LESSONS, { version: 1, done: ['powers'], current: { lesson: 'exact', moves: [] } })).toBe(6);
    expect(lessonToOpen(REGICIDE_LESSONS, { version: 1, done: REGICIDE_LESSONS.map((l) => l.id), current: null })).toBeNull();
    expect(lessonToOpen(REGICIDE_LESSONS, NO_PROGRESS, 'jester')).toBe(3);
  });
});
