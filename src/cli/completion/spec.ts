// What a shell completes, read from the program itself: its commands (nested ones too), their
// options, whether an option takes a value and which values (the option's choices, the game's
// languages, variants and bot levels, or a file). The scripts are made from this at the moment
// they are printed, so they name exactly the commands and options of the installed version.
import type { Argument, Command, Option } from 'commander';
import { gameCards } from '../../modules/cards.js';
import { LANGS } from '../../text/lang.js';

/** A value list, or FILE: the shell's file names. */
export const FILE = '@file';
export type Values = readonly string[] | typeof FILE | null;

export interface OptionSpec {
  /** Its names: --long and -s. */
  names: string[];
  takesValue: boolean;
  values: Values;
  description: string;
}

export interface CommandSpec {
  /** The words that lead to it from the program (empty for the program itself). */
  path: string[];
  description: string;
  subcommands: { name: string; description: string }[];
  options: OptionSpec[];
  /** What its first positional argument takes. */
  args: Values;
  /** The second argument's values by the first (`config set lang` → the languages). */
  pairs: Readonly<Record<string, readonly string[]>>;
}

/** A command's second argument's values by its first, for the completion (see `CommandSpec.pairs`). */
export const argumentPairs = new WeakMap<Command, Readonly<Record<string, readonly string[]>>>();

/** Values of options that check them with a parser of their own rather than commander's choices. */
function knownValues(program: string): Record<string, readonly string[]> {
  const levels = [...new Set(gameCards().flatMap((g) => g.bots.levels))];
  return { '--lang': LANGS, '--variant': gameCards().find((g) => g.id === program)?.variants ?? [], '--levels': ['all', 'none', ...levels], '--bot-levels': levels };
}

const FILE_PLACEHOLDER = /[<[](file|dir|folder|path|log)[\]>]/i;

function valuesOf(option: Option, known: Record<string, readonly string[]>): Values {
  if (!(option.required || option.optional)) return null;
  if (option.argChoices) return option.argChoices;
  if (option.long && known[option.long]) return known[option.long];
  return FILE_PLACEHOLDER.test(option.flags) ? FILE : null;
}

function argsOf(argument: Argument | undefined): Values {
  if (!argument) return null;
  if (argument.argChoices) return argument.argChoices;
  return /file|log/i.test(argument.name()) ? FILE : null;
}

const hidden = (command: Command): boolean => (command as unknown as { _hidden?: boolean })._hidden === true;

export function completionSpec(program: Command): CommandSpec[] {
  const known = knownValues(program.name());
  const walk = (command: Command, path: string[]): CommandSpec[] => {
    const visible = command.commands.filter((c) => !hidden(c));
    const options: OptionSpec[] = command.options
      .filter((o) => !o.hidden)
      .map((o) => ({ names: [o.long, o.short].filter((n): n is string => Boolean(n)), takesValue: o.required || o.optional, values: valuesOf(o, known), description: o.description }));
    // Commander adds --help when it parses; --version is among the program's options already.
    if (!options.some((o) => o.names.includes('--help'))) options.push({ names: ['--help', '-h'], takesValue: false, values: null, description: 'display help for command' });
    const spec: CommandSpec = {
      path,
      description: command.description(),
      subcommands: visible.map((c) => ({ name: c.name(), description: c.description() })),
      options,
      args: argsOf(command.registeredArguments[0]),
      pairs: argumentPairs.get(command) ?? {},
    };
    return [spec, ...visible.flatMap((c) => walk(c, [...path, c.name()]))];
  };
  return walk(program, []);
}
