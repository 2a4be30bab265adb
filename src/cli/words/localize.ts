// `--help` in the player's language. The commands are declared with their English descriptions
// (the words a translator starts from, as gettext's msgids are); a dictionary per language maps
// each one to its translation, and commander's Help is configured on every command to show the
// translation, commander's own headings and lines in that language, and the placeholders of a
// usage line ([options], <file>) in its words (see descriptions.ts). Option names stay as typed.
// English changes nothing.
import { type Argument, type Command, Help, type Option } from 'commander';
import type { Lang } from '../../text/lang.js';
import { typeset } from '../../text/typography.js';
import { ENGLISH_WORDS, runWords } from './run-words.js';
import type { CommanderTexts } from './types.js';
import type { Descriptions } from './descriptions.js';

export const allCommands = (command: Command): Command[] => [command, ...command.commands.flatMap(allCommands)];

/** `[options]`, `<file>`, `[address]`, `[lesson...]` in a usage line, with the names in `texts`' words. */
const placeholders = (text: string, texts: CommanderTexts): string =>
  text.replace(/([[<])([a-z-]+)((?:\.\.\.)?[\]>])/g, (whole, open: string, name: string, close: string) => {
    const word = texts.placeholders[name];
    return word ? `${open}${word}${close}` : whole;
  });

/** A value as typed (commander quotes it as JSON, which reads as English punctuation in another language). */
const typed = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** "(choices: …, default: …)" as commander adds it after a description, in `texts`' words. */
function extraInfo(item: Option | Argument, texts: CommanderTexts, lang: Lang): string {
  const info: string[] = [];
  if (item.argChoices) info.push(`${texts.choices}: ${item.argChoices.join(', ')}`);
  const shown = 'isBoolean' in item ? item.required || item.optional || (item.isBoolean() && typeof item.defaultValue === 'boolean') : true;
  if (item.defaultValue !== undefined && shown) info.push(`${texts.default}: ${item.defaultValueDescription ?? typed(item.defaultValue)}`);
  return info.length > 0 ? typeset(` (${info.join(', ')})`, lang) : '';
}

/** Every command of `program` shows its help in `lang`, from `descriptions`. */
export function localizeHelp(program: Command, lang: Lang, descriptions: Descriptions): void {
  if (lang === 'en') return;
  const texts = runWords(lang).commander;
  const say = (english: string): string => typeset(descriptions[english] ?? english, lang);
  const plain = new Help();
  for (const command of allCommands(program)) {
    command.configureHelp({
      styleTitle: (title) => typeset(texts.headings[title] ?? title, lang),
      commandDescription: (cmd) => say(cmd.description()),
      subcommandDescription: (cmd) => (cmd.name() === 'help' && cmd.description() === ENGLISH_WORDS.commander.helpCommand ? texts.helpCommand : say(cmd.summary() || cmd.description())),
      optionDescription: (option) => {
        if (option.long === '--help') return texts.helpOption;
        if (option.long === '--version') return texts.version;
        return option.description ? say(option.description) + extraInfo(option, texts, lang) : extraInfo(option, texts, lang).trimStart();
      },
      argumentDescription: (argument) => (argument.description ? say(argument.description) : '') + extraInfo(argument, texts, lang),
      argumentTerm: (argument) => texts.placeholders[argument.name()] ?? argument.name(),
      subcommandTerm: (cmd) => placeholders(plain.subcommandTerm(cmd), texts),
      commandUsage: (cmd) => placeholders(plain.commandUsage(cmd), texts),
    });
  }
}
