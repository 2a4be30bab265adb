// Commander argument parsers: each turns text into a value or says, in one line, what is allowed.
import { InvalidArgumentError, Option } from 'commander';
import { randomInt } from 'node:crypto';
import { quoted } from '../../core/printable.js';
import { SEED_MAX, seedProblem } from '../../core/seed-text.js';
import { argumentReason, type ArgumentTexts } from '../words/argument-texts.js';
import { type Lang, LANGS, resolveLang } from '../../text/lang.js';
import { THEME_NAMES } from '../../ui/shared/palettes.js';

export function parseIntInRange(name: string, low: number, high: number) {
  return (text: string): number => {
    if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError(argumentReason((t) => t.wholeNumber(name, low, high)));
    const n = Number(text);
    if (n < low || n > high) throw new InvalidArgumentError(argumentReason((t) => t.range(name, low, high)));
    return n;
  };
}

/** A seed: printable text of at most SEED_MAX characters (it is shown to every player). */
/** `HOST:PORT` for a listener (`[::1]:9100` for IPv6). */
export function parseListenAddress(name: string) {
  return (text: string): { host: string; port: number } => {
    const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(text);
    const port = m ? Number(m[2]) : NaN;
    if (!m || port > 65535) throw new InvalidArgumentError(argumentReason((t) => t.listenAddress(name)));
    return { host: m[1].replace(/^\[|\]$/g, ''), port };
  };
}

export function parseSeed(text: string): string {
  if (seedProblem(text) === null) return text;
  const why = (t: ArgumentTexts): string => (text.trim() === '' ? t.seedEmpty : text.length > SEED_MAX ? t.seedTooLong(SEED_MAX) : t.seedNotPrintable);
  throw new InvalidArgumentError(argumentReason(why));
}

export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

/** A repeatable --variant: each value must be one of `allowed`; repeats are kept once. */
export function variantOf<T extends string>(allowed: readonly T[]) {
  return (text: string, previous: T[] = []): T[] => {
    const v = text.trim().toLowerCase() as T;
    if (!allowed.includes(v)) throw new InvalidArgumentError(argumentReason((t) => t.variant(quoted(text), allowed.join(', '))));
    return previous.includes(v) ? previous : [...previous, v];
  };
}

export function oneOf<T extends string>(name: string, allowed: readonly T[]) {
  return (text: string): T => {
    const v = text.trim().toLowerCase() as T;
    if (!allowed.includes(v)) throw new InvalidArgumentError(argumentReason((t) => t.oneOf(name, allowed.join(', '))));
    return v;
  };
}

/** `2,3` → [2, 3]; every seat between 1 and `max` (checked later when the player count is known). */
export function parseSeatList(text: string): number[] {
  const seats = text.split(',').map((s) => s.trim());
  if (seats.some((s) => !/^[1-9]$/.test(s))) throw new InvalidArgumentError(argumentReason((t) => t.seatList));
  return [...new Set(seats.map(Number))].sort((a, b) => a - b);
}

/** A fresh seed for a game started without --seed; it is recorded in the log. */
export const randomSeed = (): string => String(randomInt(1, 1_000_000_000));

/** --lang wins; otherwise the locale (LC_ALL, LC_MESSAGES, LANG) names the language. */
export const chosenLang = (explicit: Lang | undefined): Lang => resolveLang(explicit, process.env);

/** `--theme`, the same on every command that draws a screen (docs/keys.md: Themes). */
export const themeOption = (): Option =>
  new Option('--theme <theme>', `colours: ${THEME_NAMES.join(', ')} (default: from the terminal's background, else dark)`).argParser(oneOf('--theme', THEME_NAMES));

/** `--no-mouse`: the screen leaves the mouse to the terminal (selecting text); `mouse = false` in the settings does the same. */
export const noMouseOption = (): Option => new Option('--no-mouse', 'no clicks or wheel on the screen (the terminal keeps the mouse for selecting text)');

/** `--lang`, the same everywhere a player reads text. */
export const langOption = (what = 'language of the text'): Option => new Option('--lang <lang>', `${what}: ${LANGS.join(', ')} (default: from LANG)`).argParser(oneOf('--lang', LANGS));
