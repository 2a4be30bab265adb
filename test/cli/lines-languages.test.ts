// The command line's other lines in the player's language: the settings file's problems,
// `config`'s refusals, the operator's acts, the server's start-up refusals and the refusals of
// the account, notify, lobby, resume, log and replay commands. Every line of the dictionaries is
// made in German, French and Norwegian and must hold no English word outside option names,
// variables and values one types, and differ from the English one (a line left in English
// fails); then a set of refusals is met through the built program (`npm run build` first).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayProblemLine } from '../../src/cli/saves/replay-words.js';
import { loadRunWords, runWords } from '../../src/cli/words/run-words.js';
import { regicide } from '../../src/games/regicide/index.js';
import { binPath, ROOT } from './drive.js';
import { englishIn, type Other } from './english-words.js';

const LANGS: readonly Other[] = ['de', 'fr', 'nb'];
const LOCALES: Record<Other, string> = { de: 'de_DE.UTF-8', fr: 'fr_FR.UTF-8', nb: 'nb_NO.UTF-8' };

/** Every line of `value` (a dictionary of strings and functions) by its path, each function called with `arg` for every parameter. */
function linesOf(value: unknown, arg: string, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return linesOf(fn(...Array.from({ length: Math.max(fn.length, 1) }, () => arg)), arg, path);
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => linesOf(v, arg, path ? `${path}.${key}` : key));
  return [];
}

/** Names a line may hold as they are typed: variables, the settings' keys, the typed values. */
const NAMES = new Set(['regicide', 'operator', 'token', 'ntfy', 'redis', 'toml', 'true', 'false', 'id', 'key', 'json', 'serve', 'account', 'replay', 'verify', 'puzzle']);

describe('the command line lines in every language', () => {
  for (const lang of LANGS) {
    it(`every line in ${lang} has no English word and is not the English line`, async () => {
      await loadRunWords(lang);
      for (const arg of ['1', '2', 'ENOENT']) {
        const english = new Map(linesOf(runWords('en').lines, arg));
        const own = linesOf(runWords(lang).lines, arg);
        expect(own.length).toBe(english.size);
        expect(own.length).toBeGreaterThan(80);
        expect(own.filter(([, line]) => englishIn(line, lang, NAMES).length > 0)).toEqual([]);
        // A line the same as the English one is a line nobody translated (a bare value excepted: a kind the server names, a system code).
        expect(own.filter(([path, line]) => line === english.get(path) && !/^(\d+|ENOENT)$/.test(line))).toEqual([]);
      }
    });
  }
});

describe('why a logged move does not replay, in every language', () => {
  it("words the table's refusal and a game already over in the game's and the command line's words", async () => {
    for (const lang of LANGS) {
      await loadRunWords(lang);
      const notYourTurn = { code: 'notYourTurn', seat: 1, toMove: 2 };
      const lines = [
        await replayProblemLine(regicide, { code: 'refused', refusal: notYourTurn }, lang),
        await replayProblemLine(regicide, { code: 'refused', refusal: { code: 'notInHand' } }, lang),
        await replayProblemLine(regicide, { code: 'alreadyOver' }, lang),
      ];
      expect(lines.filter((line) => line === '' || englishIn(line, lang, NAMES).length > 0)).toEqual([]);
    }
    expect(await replayProblemLine(regicide, { code: 'alreadyOver' }, 'en')).toBe('the game was already over');
  });
});

/** The built program's run with this locale, a settings file of `settings` (when given) and no saved games. */
function run(args: string[], locale: string, settings?: string, extra: Record<string, string> = {}): { status: number | null; stdout: string; stderr: string } {
  const home = mkdtempSync(join(tmpdir(), 'lines-lang-'));
  if (settings !== undefined) {
    mkdirSync(join(home, 'config', 'regicide'), { recursive: true });
    writeFileSync(join(home, 'config', 'regicide', 'config.toml'), settings);
  }
  const env: Record<string, string | undefined> = {
    ...process.env,
    LC_ALL: locale,
    LC_MESSAGES: undefined,
    LANG: undefined,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    REGICIDE_OPERATOR_TOKEN: undefined,
    REGICIDE_TODAY: undefined,
    CI: 'true',
    ...extra,
  };
  const r = spawnSync(process.execPath, [binPath('regicide'), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Refusals a player or an operator meets: [arguments, settings file, environment]. */
const REFUSALS: [string[], string | undefined, Record<string, string>][] = [
  [['rules'], 'lang = "de\n', {}],
  [['rules'], 'colour = "red"\nascii = "yes"\n', {}],
  [['config', 'set', 'ascii', 'maybe'], undefined, {}],
  [['config', 'set', 'server', 'ftp://'], undefined, {}],
  [['config', 'set', 'lang', 'fr'], 'lang = "de\n', {}],
  [['operator', 'bans', '--operator', '127.0.0.1:9'], undefined, {}],
  [['operator', 'unban', '--operator', '127.0.0.1:9'], undefined, { REGICIDE_OPERATOR_TOKEN: 'a-token-long-enough-for-serve-0123456789' }],
  [['join', 'nowhere', '--json'], undefined, {}],
  [['account', '--claim', 'x', '--export', 'y'], undefined, {}],
  [['notify', '--digest'], undefined, {}],
  [['account'], undefined, {}],
  [['share'], undefined, { REGICIDE_TODAY: 'yesterday' }],
  [['play', '--variant', 'bigger-hand', '--variant', 'smaller-hand'], undefined, {}],
  [['play', '--players', '2', '--bots', '3', '--json'], undefined, {}],
  [['analyze'], undefined, {}],
];

describe('refusals through the built program in every language', () => {
  for (const lang of LANGS) {
    it(`are one line each in ${lang}, with no English outside option names and values`, () => {
      const lines = REFUSALS.map(([args, settings, extra]) => {
        const r = run(args, LOCALES[lang], settings, extra);
        const line = r.stderr.split('\n').find((l) => l.startsWith('regicide: ')) ?? '';
        expect(line, `${args.join(' ')}: ${r.stderr}`).not.toBe('');
        return line;
      });
      expect(lines.filter((line) => englishIn(line.replace(/„[^“]*“|«[^»]*»|"[^"]*"/g, ' '), lang, NAMES).length > 0)).toEqual([]);
      expect(new Set(lines).size).toBe(REFUSALS.length);
    });
  }

  it('are as before in English', () => {
    expect(run(['notify', '--digest'], 'C').stderr).toBe('regicide: --digest goes with an address: notify ntfy:TOPIC --digest\n');
    expect(run(['rules'], 'C', 'colour = "red"\n').stderr).toMatch(/^regicide: .*config\.toml: unknown setting "colour"; the settings are: lang, .* \(ignored\)\n$/);
  });

  it('the settings file chooses the language of its own problems', () => {
    const r = run(['rules'], 'C', 'lang = "nb"\nascii = "yes"\n');
    expect(r.stderr).toMatch(/^regicide: .*config\.toml: ascii må være true eller false \(hoppet over\)\n$/);
  });
});
