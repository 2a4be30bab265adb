// `config`: the settings and where each comes from; `config set KEY VALUE` and `config unset KEY`
// edit the settings file (see ./file.ts), keeping the rest of it as the player wrote it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Argument, type Command } from 'commander';
import type { GameCard } from '../../modules/card.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { type Lang, resolveLang } from '../../text/lang.js';
import { REMEMBERED_SERVER_FILE } from '../account/remembered-server.js';
import { UsageError, runCommand } from '../program/errors.js';
import { chosenLang, langOption } from '../program/option-parsers.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { SETTINGS_TEXTS, type SettingsTexts } from './texts.js';
import type { Settings } from './file.js';
import { settingsPath } from './where.js';
import { SETTING_KEYS, settingFromText, settingNames, settingValues } from './keys.js';
import { keyProblemLine } from './words.js';
import { lineTexts } from '../words/line-texts.js';
import { argumentPairs } from '../completion/spec.js';
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
function defaultOf(key: string, module: GameCard, env: NodeJS.ProcessEnv, t: SettingsTexts): [string, string] {
  switch (key) {
    case 'lang':
      return [resolveLang(undefined, env), t.locale];
    case 'bot':
      return [module.bots.default, t.byDefault];
    case 'server': {
      const remembered = rememberedServer(env);
      return remembered ? [remembered, t.remembered] : [t.none, t.noServer];
    }
    case 'screen-reader':
      return screenReaderWanted(false, env) ? ['true', t.environment] : ['false', t.byDefault];
    case 'mouse':
      return ['true', t.byDefault];
    default:
      return SETTING_KEYS[key].kind === 'boolean' ? ['false', t.byDefault] : [t.none, t.byDefault];
  }
}

export function showSettings(program: Command, module: GameCard, lang: Lang, settings: Settings, env: NodeJS.ProcessEnv = process.env): string {
  const t = SETTINGS_TEXTS[lang];
  const used = new Set(everyAttribute(program));
  const rows = settingNames().map((key) => {
    const attribute = SETTING_KEYS[key].attribute;
    const unused = attribute !== null && !used.has(attribute) ? ` ${t.unused}` : '';
    const value = settings.values[key];
    const [shown, source] = value !== undefined ? [String(value), t.fromFile] : defaultOf(key, module, env, t);
    return [key, printable(shown), source + unused];
  });
  const width = (i: number): number => Math.max(...rows.map((r) => r[i].length));
  const state = settings.broken ? 'broken' : settings.exists ? 'read' : 'missing';
  return [t.header(printable(settings.path), state), ...rows.map(([k, v, s]) => `  ${k.padEnd(width(0))}  ${v.padEnd(width(1))}  ${s}`), t.footer(program.name())].join('\n');
}

export function addConfigCommand(program: Command, module: GameCard): void {
  const name = program.name();
  const config = program
    .command('config')
    .description('show the settings and where each comes from (the settings file, the environment, the defaults)')
    .addOption(langOption())
    .action((flags: { lang?: Lang }) =>
      runCommand(name, async () => {
        // The reader (with the TOML parser) loads when `config` runs.
        const { readSettings } = await import('./file.js');
        process.stdout.write(showSettings(program, module, chosenLang(flags.lang), readSettings(settingsPath())) + '\n');
        return 0;
      }),
    );
  const set = config
    .command('set')
    .description('write a setting to the settings file')
    .addArgument(new Argument('<key>', 'the setting').choices(settingNames()))
    .argument('<value>', 'its value')
    .addOption(langOption())
    .action((key: string, text: string, flags: { lang?: Lang }) =>
      runCommand(name, async () => {
        const result = settingFromText(key, text);
        if ('problem' in result) throw new UsageError(keyProblemLine(result.problem));
        return edit(key, result.value, SETTINGS_TEXTS[chosenLang(flags.lang)]);
      }),
    );
  argumentPairs.set(set, settingValues());
  config
    .command('unset')
    .description('remove a setting from the settings file (its default applies again)')
    .addArgument(new Argument('<key>', 'the setting').choices(settingNames()))
    .addOption(langOption())
    .action((key: string, flags: { lang?: Lang }) =>
      runCommand(name, async () => {
        if (!SETTING_KEYS[key]) throw new UsageError(keyProblemLine({ code: 'unknownKey', key }));
        return edit(key, undefined, SETTINGS_TEXTS[chosenLang(flags.lang)]);
      }),
    );
}

async function edit(key: string, value: string | boolean | undefined, t: SettingsTexts): Promise<number> {
  const { readSettings, writeSetting, SettingNotEditable } = await import('./file.js');
  const path = settingsPath();
  const settings = readSettings(path);
  const lines = lineTexts();
  if (settings.broken) throw new UsageError(lines.settings.broken(path));
  try {
    writeSetting(path, key, value);
  } catch (e) {
    if (e instanceof SettingNotEditable) throw new UsageError(lines.settings.handEdited(key));
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(code ? lines.settings.cannotWrite(path, lines.systemWhy(code)) : (e as Error).message.split('\n')[0]);
  }
  process.stdout.write(`${value === undefined ? t.removed(key, printable(path)) : t.written(`${key} = ${JSON.stringify(value)}`, printable(path))}\n`);
  return 0;
}
