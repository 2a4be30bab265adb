// The settings file as the defaults of the command line: before commander parses, every option a
// setting names gets the file's value with the source "config", so an option typed on the command
// line still wins (commander sets it over a "config" value). A boolean the file turns on can be
// turned off for one run with a hidden --no-… option, and one it turns off (mouse = false) on
// again with the hidden positive option. Each problem is one line on stderr, in the run's language.
import { type Command, Option } from 'commander';
import type { Settings, SettingsProblem } from './file.js';
import { SETTING_KEYS } from './keys.js';
import { settingsProblemLine } from './words.js';

const allCommands = (command: Command): Command[] => [command, ...command.commands.flatMap(allCommands)];

/**
 * Where a command takes the option's absence as a choice of its own, the file's value gives way:
 * a resumed game keeps the level of the bots it was saved with, and a quick match (--online) or
 * two people at one keyboard (--vs human) take no level at all.
 */
const GIVES_WAY: Readonly<Record<string, (options: Record<string, unknown>) => boolean>> = {
  bot: (o) => o.resume !== undefined || o.online === true || o.vs === 'human',
};

function giveWay(command: Command): void {
  const options = command.opts();
  for (const [key, when] of Object.entries(GIVES_WAY)) {
    const attribute = SETTING_KEYS[key].attribute!;
    if (command.getOptionValueSource(attribute) !== 'config' || !when(options)) continue;
    const option = command.options.find((o) => o.attributeName() === attribute);
    command.setOptionValueWithSource(attribute, option?.defaultValue, 'default');
  }
}

/** Applies `settings` to every command of `program`; returns the problems. */
export function applySettings(program: Command, settings: Settings): SettingsProblem[] {
  const problems = [...settings.problems];
  for (const [key, value] of Object.entries(settings.values)) {
    const attribute = SETTING_KEYS[key]?.attribute;
    if (!attribute || value === undefined) continue;
    // One option per command: the positive one where a command has both --x and --no-x.
    const targets = allCommands(program).flatMap((command) => {
      const named = command.options.filter((o) => o.attributeName() === attribute);
      const option = named.find((o) => !o.negate) ?? named[0];
      return option ? [{ command, option }] : [];
    });
    let rejected: Extract<SettingsProblem, { code: 'option' }>['problem'] | null = null;
    const parsed = targets.map(({ option }) => {
      if (typeof value === 'boolean') return option.required || option.optional ? null : value;
      if (!(option.required || option.optional)) return null;
      if (option.argChoices && !option.argChoices.includes(value)) {
        rejected ??= { code: 'oneOf', key, allowed: option.argChoices.join(', ') };
        return null;
      }
      try {
        return option.parseArg ? option.parseArg(value, undefined) : value;
      } catch (e) {
        rejected ??= { code: 'refused', reason: (e as Error).message };
        return null;
      }
    });
    if (rejected) {
      problems.push({ code: 'option', path: settings.path, key, problem: rejected });
      continue;
    }
    targets.forEach(({ command, option }, i) => {
      if (parsed[i] === null) return;
      command.setOptionValueWithSource(attribute, parsed[i], 'config');
      if (value === true && !option.negate && option.long && !command.options.some((o) => o.long === option.long!.replace(/^--/, '--no-'))) {
        command.addOption(new Option(option.long.replace(/^--/, '--no-'), `not ${option.long} (the settings file turns it on)`).hideHelp());
      }
      // The other way round: a --no-x the file turns on (`mouse = false`) is undone for one run by --x.
      const positive = option.long?.replace(/^--no-/, '--');
      if (value === false && option.negate && positive && !command.options.some((o) => o.long === positive)) {
        command.addOption(new Option(positive, `not ${option.long} (the settings file asks for it)`).hideHelp());
      }
    });
  }
  if (Object.keys(settings.values).length > 0) program.hook('preAction', (_program, action) => giveWay(action));
  return problems;
}

/** Applies the settings file (as read already) to `program`, saying each problem on stderr in the run's language. */
export function applySettingsFile(program: Command, name: string, settings: Settings): void {
  for (const problem of applySettings(program, settings)) process.stderr.write(`${name}: ${settingsProblemLine(problem)}\n`);
}
