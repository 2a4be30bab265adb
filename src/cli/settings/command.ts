// `config`: the settings and where each comes from; `config set KEY VALUE` and `config unset KEY`
// edit the settings file (see ./file.ts), keeping the rest of it as the player wrote it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Argument, type Command } from 'commander';
import type { AnyModule } from '../../modules/module.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { resolveLang } from '../../text/lang.js';
import { REMEMBERED_SERVER_FILE } from '../account-server.js';
import { UsageError, runCommand } from '../errors.js';
import { SCREEN_READER_VARIABLE } from '../screen-reader.js';
import { readSettings, settingsPath, writeSetting } from './file.js';
import { SETTING_KEYS, settingFromText, settingNames, unknownKey } from './keys.js';
import { printable } from '../../core/printable.js';

const everyAttribute = (command: Command): string[] => [...command.options.map((o) => o.attributeName()), ...command.commands.flatMap(everyAttribute)];

function rememberedServer(env: NodeJS.ProcessEnv): string {
  try {
    return readFileSync(join(dataHome(env), APP_FOLDER, REMEMBERED_SERVER_FILE), 'utf8').trim();
  } catch {
    return '';
  }
}

/** Each setting's value and its source when the file does not set it. */
function defaultOf(key: string, module: AnyModule, env: NodeJS.ProcessEnv): [string, string] {
  switch (key) {
    case 'lang':
      return [resolveLang(undefined, env), 'from LC_ALL / LC_MESSAGES / LANG'];
    case 'bot':
      return [module.bots.default, 'default'];
    case 'server': {
      const remembered = rememberedServer(env);
      return remembered ? [remembered, 'remembered from the last --server'] : ['(none)', 'name one with --server or config set server'];
    }
    case 'screen-reader':
      return /^(1|true|yes|on)$/i.test(env[SCREEN_READER_VARIABLE] ?? '') || env.INK_SCREEN_READER === 'true' ? ['true', 'environment'] : ['false', 'default'];
    case 'mouse':
      return ['true', 'default'];
    default:
      return SETTING_KEYS[key].kind === 'boolean' ? ['false', 'default'] : ['(none)', 'default'];
  }
}

export function showSettings(program: Command, module: AnyModule, env: NodeJS.ProcessEnv = process.env): string {
  const settings = readSettings(settingsPath(env));
  const used = new Set(everyAttribute(program));
  const rows = settingNames().map((key) => {
    const attribute = SETTING_KEYS[key].attribute;
    const unused = attribute !== null && !used.has(attribute) ? ' (no option of this version uses it yet)' : '';
    const value = settings.values[key];
    const [shown, source] = value !== undefined ? [String(value), 'settings file'] : defaultOf(key, module, env);
    return [key, printable(shown), source + unused];
  });
  const width = (i: number): number => Math.max(...rows.map((r) => r[i].length));
  const state = settings.broken ? 'not read, see above' : settings.exists ? 'read' : 'not there yet';
  return [
    `settings file: ${printable(settings.path)} (${state})`,
    ...rows.map(([k, v, s]) => `  ${k.padEnd(width(0))}  ${v.padEnd(width(1))}  ${s}`),
    `a command-line option wins over the file; change a setting with: ${program.name()} config set KEY VALUE`,
  ].join('\n');
}

export function addConfigCommand(program: Command, module: AnyModule): void {
  const name = program.name();
  const config = program
    .command('config')
    .description('show the settings and where each comes from (the settings file, the environment, the defaults)')
    .action(() =>
      runCommand(name, async () => {
        process.stdout.write(showSettings(program, module) + '\n');
        return 0;
      }),
    );
  config
    .command('set')
    .description('write a setting to the settings file')
    .addArgument(new Argument('<key>', 'the setting').choices(settingNames()))
    .argument('<value>', 'its value')
    .action((key: string, text: string) =>
      runCommand(name, async () => {
        const result = settingFromText(key, text);
        if ('problem' in result) throw new UsageError(result.problem);
        return edit(key, result.value);
      }),
    );
  config
    .command('unset')
    .description('remove a setting from the settings file (its default applies again)')
    .addArgument(new Argument('<key>', 'the setting').choices(settingNames()))
    .action((key: string) =>
      runCommand(name, async () => {
        if (!SETTING_KEYS[key]) throw new UsageError(unknownKey(key));
        return edit(key, undefined);
      }),
    );
}

function edit(key: string, value: string | boolean | undefined): number {
  const path = settingsPath();
  const settings = readSettings(path);
  if (settings.broken) throw new UsageError(`the settings file ${path} cannot be read; fix or remove it first`);
  try {
    writeSetting(path, key, value);
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0]);
  }
  process.stdout.write(value === undefined ? `${key} removed from ${path}\n` : `${key} = ${JSON.stringify(value)} in ${path}\n`);
  return 0;
}
