// The command line in the player's language: every command's --help of both programs, and the
// usage errors of bad options, read in German, French and Norwegian with no English left outside
// the option names, the command names and the values one types. --help is read from the
// programs as bin/ builds them (in this process); the errors from the built program, as a player
// meets them (`npm run build` first), with a locale and no settings file of the test's own.
import type { Command } from 'commander';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameCli } from '../../src/cli/program/game-cli.js';
import { regicideCli, regicideProgram } from '../../src/cli/regicide/main.js';
import { thronfolgeCli, thronfolgeProgram } from '../../src/cli/thronfolge/main.js';
import { descriptionsOf } from '../../src/cli/words/descriptions.js';
import { allCommands, localizeHelp } from '../../src/cli/words/localize.js';
import { loadRunWords } from '../../src/cli/words/run-words.js';
import { binPath, ROOT } from './drive.js';
import { englishIn, type Other } from './english-words.js';

const LANGS = ['de', 'fr', 'nb'] as const;
const LOCALES: Record<Other, string> = { de: 'de_DE.UTF-8', fr: 'fr_FR.UTF-8', nb: 'nb_NO.UTF-8' };

const PROGRAMS: [string, () => Command, GameCli][] = [
  ['regicide', regicideProgram, regicideCli],
  ['thronfolge', thronfolgeProgram, thronfolgeCli],
];

/** Every name a command line of `program` may hold: its commands (and their parts, "make", "puzzles"), and `help`. */
const commandNames = (program: Command): Set<string> => new Set(['help', ...allCommands(program).flatMap((c) => [c.name(), ...c.name().split('-')])]);

/** The texts --help shows for `command`: its description, its options' and its arguments'. */
const shownTexts = (command: Command): string[] =>
  [command.description(), ...command.options.filter((o) => !o.hidden).map((o) => o.description), ...command.registeredArguments.map((a) => a.description)].filter((text) => text !== '');

describe('--help in every language', () => {
  for (const lang of LANGS) {
    for (const [name, make, cli] of PROGRAMS) {
      it(`${name}: every command's --help in ${lang} has no English line outside option and command names`, async () => {
        const program = make();
        await loadRunWords(lang);
        localizeHelp(program, lang, await descriptionsOf(lang, cli.helpWords));
        const names = commandNames(program);
        const commands = allCommands(program);
        expect(commands.length).toBeGreaterThan(30);
        const english = commands.flatMap((command) =>
          command
            .helpInformation()
            .split('\n')
            .filter((line) => englishIn(line, lang, names).length > 0)
            .map((line) => `${command.name()}: ${line.trim()}`),
        );
        expect(english).toEqual([]);
      });
    }

    it(`the ${lang} dictionaries word every description of both programs, and nothing else`, async () => {
      const shared = await descriptionsOf(lang);
      const shownBy = PROGRAMS.map(([, make]) => new Set(allCommands(make()).flatMap(shownTexts)));
      for (const [i, [name, , cli]] of PROGRAMS.entries()) {
        const own = await cli.helpWords!(lang);
        const all = { ...shared, ...own };
        expect(
          [...shownBy[i]].filter((text) => all[text] === undefined),
          `${name}: without a translation`,
        ).toEqual([]);
        expect(
          Object.keys(own).filter((text) => !shownBy[i].has(text)),
          `${name}: shown by no command`,
        ).toEqual([]);
      }
      expect(
        Object.keys(shared).filter((text) => !shownBy.some((shown) => shown.has(text))),
        'shared, shown by no command',
      ).toEqual([]);
    });
  }

  it('keeps the headings, the help line and the option names as the player types them', async () => {
    const program = regicideProgram();
    await loadRunWords('de');
    localizeHelp(program, 'de', await descriptionsOf('de', regicideCli.helpWords));
    const play = program.commands.find((c) => c.name() === 'play')!;
    const help = play.helpInformation();
    expect(help).toMatch(/^Aufruf: regicide play \[Optionen\]\n/);
    expect(help).toContain('  --players <n> ');
    expect(help).toContain('Zahl der Spieler, 1 bis 4');
    expect(help).toMatch(/-h, --help\s+Hilfe zum Befehl anzeigen/);
    expect(program.helpInformation()).toMatch(/-V, --version\s+die Versionsnummer ausgeben/);
  });
});

/** The built program's run with exactly this locale, no settings file and no saved games. */
function run(bin: string, args: string[], locale: string): { status: number | null; stdout: string; stderr: string } {
  const home = mkdtempSync(join(tmpdir(), 'help-lang-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    LC_ALL: locale,
    LC_MESSAGES: undefined,
    LANG: undefined,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    CI: 'true',
  };
  const r = spawnSync(process.execPath, [binPath(bin), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Bad command lines: an unknown option, a number out of range, not a number, a missing value, an unknown command, a missing argument, too many, a choice not offered. */
const BAD: [string, string[]][] = [
  ['regicide', ['play', '--bogus']],
  ['regicide', ['play', '--players', '9']],
  ['regicide', ['play', '--players', 'x']],
  ['regicide', ['play', '--players']],
  ['regicide', ['frob']],
  ['regicide', ['replay']],
  ['regicide', ['rules', 'extra']],
  ['regicide', ['completion', 'tcsh']],
  ['regicide', ['play', '--bot', 'genius']],
  ['regicide', ['share', '--date', 'yesterday']],
  ['thronfolge', ['duel', '--first', '3']],
  ['thronfolge', ['sim', '--bots', 'hard']],
];

/** Everyday refusals: share with no daily game played, a save number out of the list, options that do not go together. */
const EVERYDAY: [string, string[]][] = [
  ['regicide', ['share']],
  ['regicide', ['saves', '--delete', '3']],
  ['regicide', ['play', '--solo', '--players', '3']],
  ['regicide', ['play', '--daily', '--players', '2']],
  ['thronfolge', ['duel', '--resume', '--seed', '1']],
  ['regicide', ['join', '--json']],
];

describe('usage errors in every language', () => {
  it('are one line in English as before', () => {
    const r = run('regicide', ['play', '--players', '9'], 'C');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe("regicide: option '--players <n>' argument '9' is invalid. --players must be from 1 to 4.\n");
    expect(run('regicide', ['play', '--bogus'], 'C').stderr).toBe("regicide: unknown option '--bogus'\n");
  });

  for (const lang of LANGS) {
    it(`are one line each in ${lang}, exit 2, with no English outside option and command names`, () => {
      const names = new Set([...commandNames(regicideProgram()), ...commandNames(thronfolgeProgram())]);
      const lines = BAD.map(([bin, args]) => {
        const r = run(bin, args, LOCALES[lang]);
        expect(r.status, `${bin} ${args.join(' ')}`).toBe(2);
        expect(r.stderr.split('\n'), `${bin} ${args.join(' ')}`).toHaveLength(2);
        expect(r.stderr.startsWith(`${bin}: `)).toBe(true);
        return r.stderr.trimEnd();
      });
      expect(lines.filter((line) => englishIn(line.replace(/'[^']*'|„[^“]*“|«[^»]*»/g, ' '), lang, names).length > 0)).toEqual([]);
      // Each line says something of its own: none fell back to the English one.
      expect(new Set(lines).size).toBe(BAD.length);
    });
  }

  for (const lang of LANGS) {
    it(`everyday refusals are one line each in ${lang}, with no English outside option and command names`, () => {
      const names = new Set([...commandNames(regicideProgram()), ...commandNames(thronfolgeProgram())]);
      const lines = EVERYDAY.map(([bin, args]) => {
        const r = run(bin, args, LOCALES[lang]);
        expect(r.status, `${bin} ${args.join(' ')}`).not.toBe(0);
        expect(r.stderr.split('\n'), `${bin} ${args.join(' ')}: ${r.stderr}`).toHaveLength(2);
        return r.stderr.trimEnd();
      });
      expect(lines.filter((line) => englishIn(line.replace(/„[^“]*“|«[^»]*»/g, ' '), lang, names).length > 0)).toEqual([]);
    });
  }

  it('--lang on the command line wins over the locale, for the help and the errors', () => {
    expect(run('regicide', ['rules', '--lang', 'nb', '--help'], LOCALES.fr).stdout).toMatch(/^Bruk: regicide rules \[valg\]/);
    expect(run('regicide', ['play', '--lang=de', '--players', '0'], LOCALES.fr).stderr).toBe('regicide: ungültiger Wert „0“ für die Option „--players <n>“. --players muss zwischen 1 und 4 liegen.\n');
  });

  it('a program run without a command shows its help in the locale', () => {
    const r = run('thronfolge', [], LOCALES.fr);
    expect(r.stderr).toMatch(/^Utilisation\u202f: thronfolge \[options\] \[commande\]/);
  });
});
