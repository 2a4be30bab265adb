// The settings file: its values are the defaults of the options (an option on the command line
// wins), `config set`/`unset` edit it and keep the rest, a broken file or an unknown key is one
// line and the defaults, and the file's server comes before the remembered one.
import { Command, Option } from 'commander';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountServer, REMEMBERED_SERVER_FILE } from '../../src/cli/account/account-server.js';
import { oneOf } from '../../src/cli/program/option-parsers.js';
import type { ServerAddress } from '../../src/net/client/address.js';
import { requestJson, routeUrl } from '../../src/net/client/http-request.js';
import { applySettings } from '../../src/cli/settings/apply.js';
import { editedSettings, readSettings, settingsPath } from '../../src/cli/settings/file.js';
import { settingsProblemLine } from '../../src/cli/settings/words.js';
import { LANGS } from '../../src/text/lang.js';
import { runBin } from './drive.js';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'settings-'));

function fileWith(text: string): string {
  const path = join(fresh(), 'config.toml');
  writeFileSync(path, text);
  return path;
}

/** A program with the options the settings name, parsed after the file at `path` is applied. */
function parsed(path: string, argv: string[]): { values: Record<string, unknown>; problems: string[] } {
  const program = new Command('t').exitOverride();
  const play = program
    .command('play')
    .addOption(new Option('--lang <lang>').argParser(oneOf('--lang', LANGS)))
    .option('--ascii')
    .addOption(new Option('--bot <level>').choices(['easy', 'hard']).default('hard'))
    .option('--no-mouse')
    .option('--resume [file]')
    .option('--online')
    .action(() => undefined);
  const problems = applySettings(program, readSettings(path)).map((problem) => settingsProblemLine(problem, 'en'));
  program.parse(['play', ...argv], { from: 'user' });
  return { values: play.opts(), problems };
}

describe('the settings as the defaults of the options', () => {
  it("gives the file's values to the options; an option on the command line wins", () => {
    const path = fileWith('lang = "de"\nascii = true\nbot = "easy"\nmouse = false\n');
    expect(parsed(path, []).values).toEqual({ lang: 'de', ascii: true, bot: 'easy', mouse: false });
    expect(parsed(path, ['--lang', 'fr', '--bot', 'hard', '--no-ascii']).values).toEqual({ lang: 'fr', ascii: false, bot: 'hard', mouse: false });
    expect(parsed(path, []).problems).toEqual([]);
    // A --no-x the file turns on is undone for one run by --x.
    expect(parsed(path, ['--mouse']).values).toMatchObject({ mouse: true });
  });

  it('leaves a resumed game its own bot level, and a quick match without one', () => {
    const path = fileWith('bot = "easy"\n');
    expect(parsed(path, ['--resume']).values).toEqual({ bot: 'hard', mouse: true, resume: true });
    expect(parsed(path, ['--online']).values).toEqual({ bot: 'hard', mouse: true, online: true });
    expect(parsed(path, ['--online', '--bot', 'easy']).values).toEqual({ bot: 'easy', mouse: true, online: true });
  });

  it('ignores what is not TOML, an unknown key and a bad value, each in one line', () => {
    const broken = parsed(fileWith('lang = "de\n'), []);
    expect(broken.values).toEqual({ bot: 'hard', mouse: true });
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]).toMatch(/is not valid TOML \(line 1, column \d+\).*using the defaults$/);
    const wrong = parsed(fileWith('lang = "xx"\ncolour = "red"\nascii = "yes"\nbot = "easy"\n'), []);
    expect(wrong.values).toEqual({ bot: 'easy', mouse: true });
    expect(wrong.problems).toHaveLength(3);
    expect(wrong.problems.join('\n')).toContain('unknown setting "colour"');
    expect(wrong.problems.every((p) => !p.includes('\n'))).toBe(true);
  });
});

describe('editing the file', () => {
  const text = '# mine\nlang = "de"   # German\n\n[later]\nlang = "kept"\n';

  it('sets a key in place or adds it above the first table, and keeps comments and tables', () => {
    expect(editedSettings(text, 'lang', 'fr')).toBe('# mine\nlang = "fr"\n\n[later]\nlang = "kept"\n');
    expect(editedSettings(text, 'ascii', true)).toBe('# mine\nlang = "de"   # German\nascii = true\n\n[later]\nlang = "kept"\n');
    expect(editedSettings('', 'bot', 'easy')).toBe('bot = "easy"\n');
  });

  it('unsets a key and leaves the rest', () => {
    expect(editedSettings(text, 'lang', undefined)).toBe('# mine\n\n[later]\nlang = "kept"\n');
    expect(editedSettings(text, 'ascii', undefined)).toBe(text);
  });
});

describe('the file through the built program', () => {
  const env = (): Record<string, string> => ({ XDG_CONFIG_HOME: fresh(), XDG_DATA_HOME: fresh(), LANG: 'C', LC_ALL: '', LC_MESSAGES: '' });

  it('config set and unset write the file; the settings apply; the command line wins', () => {
    const e = env();
    const file = join(e.XDG_CONFIG_HOME, 'regicide', 'config.toml');
    expect(runBin('regicide', ['config', 'set', 'lang', 'de'], '', e)).toMatchObject({ code: 0, stderr: '' });
    expect(readFileSync(file, 'utf8')).toBe('lang = "de"\n');
    expect(runBin('regicide', ['rules'], '', e).stdout).toMatch(/^REGICIDE – so spielt/);
    expect(runBin('thronfolge', ['rules', '--lang', 'en'], '', e).stdout).not.toContain('Spiel');
    expect(runBin('regicide', ['rules', '--lang', 'fr'], '', e).stdout).toMatch(/^REGICIDE — les règles/);
    const shown = runBin('regicide', ['config', '--lang', 'en'], '', e).stdout;
    expect(shown).toMatch(/lang\s+de\s+settings file/);
    expect(shown).toMatch(/ascii\s+false\s+default/);
    // In the file's language, which the file itself sets.
    expect(runBin('regicide', ['config'], '', { ...e, LANG: 'fr_FR.UTF-8' }).stdout).toMatch(/^Einstellungsdatei: .*\(gelesen\)\n\s+lang\s+de\s+Einstellungsdatei\n/);
    expect(runBin('regicide', ['config', '--lang', 'nb'], '', e).stdout).toMatch(/^Innstillingsfil: /);
    expect(runBin('regicide', ['config', 'unset', 'lang'], '', e).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(runBin('regicide', ['rules'], '', e).stdout).toMatch(/^REGICIDE — how this program/);
  });

  it('an unknown key or a bad value is one line, exit 2, and the file untouched', () => {
    const e = env();
    const file = join(e.XDG_CONFIG_HOME, 'regicide', 'config.toml');
    for (const args of [
      ['config', 'set', 'colour', 'red'],
      ['config', 'set', 'bot', 'godlike'],
      ['config', 'unset', 'colour'],
      ['config', 'set', 'ascii', 'maybe'],
    ]) {
      const r = runBin('regicide', args, '', e);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(existsSync(file)).toBe(false);
  });

  it('a broken file is one line on stderr and the defaults, and config set leaves it alone', () => {
    const e = env();
    const file = join(e.XDG_CONFIG_HOME, 'regicide', 'config.toml');
    mkdirSync(join(e.XDG_CONFIG_HOME, 'regicide'));
    writeFileSync(file, 'lang = "de\n');
    const r = runBin('regicide', ['rules'], '', e);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^REGICIDE — how this program/);
    expect(r.stderr).toMatch(/^regicide: the settings file .* is not valid TOML .*using the defaults\n$/);
    const set = runBin('regicide', ['config', 'set', 'lang', 'fr'], '', e);
    expect(set.code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('lang = "de\n');
  });
});

describe('the server', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("--server wins and is remembered once it answers; else the file's server; else the remembered one", async () => {
    const config = fresh();
    const folder = fresh();
    vi.stubEnv('XDG_CONFIG_HOME', config);
    // A server that answers every request with a JSON object, on a free loopback port.
    const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const there = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ask = (address: ServerAddress) => requestJson({ method: 'GET', url: routeUrl(address, 'health'), timeoutMs: 5_000, maxBytes: 1_000 });
    try {
      const answering = accountServer(folder, there, 'regicide');
      expect(answering.endpoint).toBe(`ws://${there}`);
      // Not yet: nothing has answered there.
      expect(existsSync(join(folder, REMEMBERED_SERVER_FILE))).toBe(false);
      await ask(answering);
      expect(readFileSync(join(folder, REMEMBERED_SERVER_FILE), 'utf8')).toBe(`${there}\n`);
      expect(accountServer(folder, undefined, 'regicide').endpoint).toBe(`ws://${there}`);
      // A typo answers nothing and is not kept.
      const typo = accountServer(folder, '127.0.0.1:1', 'regicide');
      await expect(ask(typo)).rejects.toThrow();
      expect(readFileSync(join(folder, REMEMBERED_SERVER_FILE), 'utf8')).toBe(`${there}\n`);
      mkdirSync(join(config, 'regicide'));
      writeFileSync(settingsPath(), 'server = "127.0.0.1:9002"\n');
      expect(accountServer(folder, undefined, 'regicide').endpoint).toBe('ws://127.0.0.1:9002');
      expect(accountServer(folder, there, 'regicide').endpoint).toBe(`ws://${there}`);
    } finally {
      server.close();
    }
  });
});
