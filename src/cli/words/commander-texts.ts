// Commander's own words in each language: the help's headings, its help and version lines, the
// placeholders of a usage line, and the usage errors it raises, by their code. The option names
// (`--players <n>`) stay as they are typed; what is said about them is the language's.
import type { Lang } from '../../text/lang.js';
import { wordsIn } from '../../text/words.js';

export interface CommanderTexts {
  /** The headings commander writes, keyed by its English ("Usage:", "Options:" …). */
  headings: Readonly<Record<string, string>>;
  helpOption: string;
  helpCommand: string;
  version: string;
  /** The placeholders of a usage line and of a command's arguments, keyed by commander's English name. */
  placeholders: Readonly<Record<string, string>>;
  /** "(choices: …, default: …)" after an option. */
  choices: string;
  default: string;
  /** The usage errors, each one line without the program's name. */
  errors: {
    unknownOption(flag: string): string;
    unknownCommand(name: string): string;
    missingArgument(name: string): string;
    optionMissingArgument(flags: string): string;
    missingMandatoryOptionValue(flags: string): string;
    invalidOptionArgument(flags: string, value: string, why: string): string;
    invalidArgument(name: string, value: string, why: string): string;
    excessArguments(expected: number, got: number): string;
    allowedChoices(choices: string): string;
  };
}

const en: CommanderTexts = {
  headings: { 'Usage:': 'Usage:', 'Options:': 'Options:', 'Commands:': 'Commands:', 'Arguments:': 'Arguments:', 'Global Options:': 'Global Options:' },
  helpOption: 'display help for command',
  helpCommand: 'display help for command',
  version: 'output the version number',
  placeholders: {},
  choices: 'choices',
  default: 'default',
  errors: {
    unknownOption: (flag) => `unknown option '${flag}'`,
    unknownCommand: (name) => `unknown command '${name}'`,
    missingArgument: (name) => `missing required argument '${name}'`,
    optionMissingArgument: (flags) => `option '${flags}' argument missing`,
    missingMandatoryOptionValue: (flags) => `required option '${flags}' not specified`,
    invalidOptionArgument: (flags, value, why) => `option '${flags}' argument '${value}' is invalid. ${why}`,
    invalidArgument: (name, value, why) => `command-argument value '${value}' is invalid for argument '${name}'. ${why}`,
    excessArguments: (expected, got) => `too many arguments. Expected ${expected} argument${expected === 1 ? '' : 's'} but got ${got}.`,
    allowedChoices: (choices) => `Allowed choices are ${choices}.`,
  },
};

const deWords = wordsIn('de');
const de: CommanderTexts = {
  headings: { 'Usage:': 'Aufruf:', 'Options:': 'Optionen:', 'Commands:': 'Befehle:', 'Arguments:': 'Argumente:', 'Global Options:': 'Allgemeine Optionen:' },
  helpOption: 'Hilfe zum Befehl anzeigen',
  helpCommand: 'Hilfe zu einem Befehl anzeigen',
  version: 'die Versionsnummer ausgeben',
  placeholders: {
    options: 'Optionen',
    command: 'Befehl',
    file: 'Datei',
    address: 'Adresse',
    code: 'Code',
    key: 'Schlüssel',
    lesson: 'Lektion',
    shell: 'Shell',
    value: 'Wert',
  },
  choices: 'Auswahl',
  default: 'Vorgabe',
  errors: {
    unknownOption: (flag) => `unbekannte Option „${flag}“`,
    unknownCommand: (name) => `unbekannter Befehl „${name}“`,
    missingArgument: (name) => `das Argument „${name}“ fehlt`,
    optionMissingArgument: (flags) => `die Option „${flags}“ braucht einen Wert`,
    missingMandatoryOptionValue: (flags) => `die Option „${flags}“ muss angegeben werden`,
    invalidOptionArgument: (flags, value, why) => `ungültiger Wert „${value}“ für die Option „${flags}“. ${why}`,
    invalidArgument: (name, value, why) => `ungültiger Wert „${value}“ für das Argument „${name}“. ${why}`,
    excessArguments: (expected, got) => `zu viele Argumente: ${expected === 0 ? 'keines' : deWords.count(expected, { one: 'eines', other: '#' })} erwartet, ${got} erhalten.`,
    allowedChoices: (choices) => `Erlaubt sind: ${choices}.`,
  },
};

const frWords = wordsIn('fr');
const fr: CommanderTexts = {
  headings: { 'Usage:': 'Utilisation :', 'Options:': 'Options :', 'Commands:': 'Commandes :', 'Arguments:': 'Arguments :', 'Global Options:': 'Options générales :' },
  helpOption: 'afficher l’aide de la commande',
  helpCommand: 'afficher l’aide d’une commande',
  version: 'afficher le numéro de version',
  placeholders: {
    options: 'options',
    command: 'commande',
    file: 'fichier',
    address: 'adresse',
    code: 'code',
    key: 'clé',
    lesson: 'leçon',
    shell: 'shell',
    value: 'valeur',
  },
  choices: 'au choix',
  default: 'par défaut',
  errors: {
    unknownOption: (flag) => `option inconnue « ${flag} »`,
    unknownCommand: (name) => `commande inconnue « ${name} »`,
    missingArgument: (name) => `il manque l’argument « ${name} »`,
    optionMissingArgument: (flags) => `l’option « ${flags} » attend une valeur`,
    missingMandatoryOptionValue: (flags) => `l’option « ${flags} » est obligatoire`,
    invalidOptionArgument: (flags, value, why) => `valeur « ${value} » incorrecte pour l’option « ${flags} ». ${why}`,
    invalidArgument: (name, value, why) => `valeur « ${value} » incorrecte pour l’argument « ${name} ». ${why}`,
    excessArguments: (expected, got) =>
      `trop d’arguments : ${expected === 0 ? 'aucun attendu' : frWords.count(expected, { one: '# attendu', other: '# attendus' })}, ${frWords.count(got, { one: '# reçu', other: '# reçus' })}.`,
    allowedChoices: (choices) => `Valeurs possibles : ${choices}.`,
  },
};

const nbWords = wordsIn('nb');
const nb: CommanderTexts = {
  headings: { 'Usage:': 'Bruk:', 'Options:': 'Valg:', 'Commands:': 'Kommandoer:', 'Arguments:': 'Argumenter:', 'Global Options:': 'Felles valg:' },
  helpOption: 'vis hjelp for kommandoen',
  helpCommand: 'vis hjelp for en kommando',
  version: 'vis versjonsnummeret',
  placeholders: {
    options: 'valg',
    command: 'kommando',
    file: 'fil',
    address: 'adresse',
    code: 'kode',
    key: 'nøkkel',
    lesson: 'leksjon',
    shell: 'skall',
    value: 'verdi',
  },
  choices: 'valgmuligheter',
  default: 'standard',
  errors: {
    unknownOption: (flag) => `ukjent valg «${flag}»`,
    unknownCommand: (name) => `ukjent kommando «${name}»`,
    missingArgument: (name) => `argumentet «${name}» mangler`,
    optionMissingArgument: (flags) => `valget «${flags}» mangler verdi`,
    missingMandatoryOptionValue: (flags) => `valget «${flags}» må oppgis`,
    invalidOptionArgument: (flags, value, why) => `ugyldig verdi «${value}» for valget «${flags}». ${why}`,
    invalidArgument: (name, value, why) => `ugyldig verdi «${value}» for argumentet «${name}». ${why}`,
    excessArguments: (expected, got) => `for mange argumenter: ${expected === 0 ? 'ingen' : nbWords.number(expected)} ventet, fikk ${got}.`,
    allowedChoices: (choices) => `Tillatt: ${choices}.`,
  },
};

export const COMMANDER_TEXTS: Readonly<Record<Lang, CommanderTexts>> = { en, de, fr, nb };
