// The language of one run of the program: what its help, its usage errors and its everyday lines
// are worded in. It is chosen before commander parses (help and errors are written while it
// parses), the way a command's own --lang would choose it: --lang on the command line, else
// `lang` in the settings file, else the locale (LC_ALL, LC_MESSAGES, LANG). One process runs
// one program, so the choice is kept here for the parsers and lines that have no --lang of their own.
import { type Lang, LANGS, resolveLang, type LocaleEnvironment } from '../../text/lang.js';

const isLang = (text: string | undefined): text is Lang => LANGS.some((lang) => lang === text);

/** The value of the last well-formed --lang in `argv` (`--lang fr` or `--lang=fr`), before a `--`. */
export function langInArgv(argv: readonly string[]): Lang | undefined {
  let found: Lang | undefined;
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    const value = argv[i] === '--lang' ? argv[i + 1] : argv[i].startsWith('--lang=') ? argv[i].slice('--lang='.length) : undefined;
    const lang = value?.trim().toLowerCase();
    if (isLang(lang)) found = lang;
  }
  return found;
}

/** --lang in `argv`, else the settings file's `lang`, else the locale. */
export function langOfRun(argv: readonly string[], settingsLang: unknown, env: LocaleEnvironment): Lang {
  return langInArgv(argv) ?? (typeof settingsLang === 'string' && isLang(settingsLang) ? settingsLang : resolveLang(undefined, env));
}

let current: Lang | undefined;

/** Sets the language of this run (runProgram does, before parsing). */
export function setRunLang(lang: Lang): void {
  current = lang;
}

/** The language of this run: as set, or the locale's when no program set one (a test calling a parser). */
export const runLang = (): Lang => current ?? resolveLang(undefined, process.env);
