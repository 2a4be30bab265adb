// The rules in French and Norwegian from the built program (`rules --lang fr|nb`, both games), and
// the language taken from the locale when --lang is not given: LANG=fr_FR.UTF-8 reads French,
// nb_NO, no and nn read Bokmål, LC_ALL wins over LANG, and --lang over both.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/text/lang.js';
import { textWidth } from '../../src/text/width.js';
import { rulesText as regicideRules } from '../../src/ui/regicide/rules-text.js';
import { rulesText as thronfolgeRules } from '../../src/ui/thronfolge/rules-text.js';
import { binPath, ROOT } from './drive.js';

const GAMES = [
  { bin: 'regicide', rules: regicideRules },
  { bin: 'thronfolge', rules: thronfolgeRules },
] as const;

/** The program's output with exactly these locale variables (none of the test's own). */
function run(bin: string, args: string[], locale: Record<string, string> = {}): string {
  const env: Record<string, string | undefined> = { ...process.env, LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined, ...locale };
  const r = spawnSync(process.execPath, [binPath(bin), ...args], { cwd: ROOT, env: env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe('the rules in every language', () => {
  for (const { bin, rules } of GAMES) {
    for (const lang of ['fr', 'nb'] as const) {
      it(`${bin} rules --lang ${lang} prints the ${lang} rules, within 80 columns`, () => {
        const out = run(bin, ['rules', '--lang', lang]);
        expect(out).toBe(rules(lang, false) + '\n');
        for (const other of LANGS.filter((l) => l !== lang)) expect(out).not.toBe(rules(other, false) + '\n');
        expect(out.split('\n').filter((line) => textWidth(line) > 80)).toEqual([]);
      });
    }
  }

  it('--ascii turns the suits into letters in French and Norwegian too', () => {
    for (const lang of ['fr', 'nb'] as const) expect(run('thronfolge', ['rules', '--lang', lang, '--ascii'])).not.toMatch(/[♠♥♦♣]/);
  });
});

describe('the language from the locale', () => {
  const cases: [Record<string, string>, Lang][] = [
    [{ LANG: 'fr_FR.UTF-8' }, 'fr'],
    [{ LANG: 'nb_NO.UTF-8' }, 'nb'],
    [{ LANG: 'nb_NO' }, 'nb'],
    [{ LANG: 'no' }, 'nb'],
    [{ LANG: 'nn' }, 'nb'],
    [{ LANG: 'nn_NO.UTF-8' }, 'nb'],
    [{ LANG: 'de_DE.UTF-8' }, 'de'],
    [{ LANG: 'C' }, 'en'],
    [{ LC_ALL: 'fr_FR.UTF-8', LANG: 'nb_NO.UTF-8' }, 'fr'],
    [{ LC_MESSAGES: 'nn_NO.UTF-8', LANG: 'de_DE.UTF-8' }, 'nb'],
  ];
  for (const [locale, lang] of cases) {
    it(`${Object.entries(locale)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} reads ${lang}`, () => {
      expect(run('regicide', ['rules'], locale)).toBe(regicideRules(lang, false) + '\n');
    });
  }

  it('--lang wins over the locale', () => {
    expect(run('thronfolge', ['rules', '--lang', 'nb'], { LC_ALL: 'fr_FR.UTF-8' })).toBe(thronfolgeRules('nb', false) + '\n');
    expect(run('thronfolge', ['rules', '--lang', 'en'], { LANG: 'fr_FR.UTF-8' })).toBe(thronfolgeRules('en', false) + '\n');
  });
});
