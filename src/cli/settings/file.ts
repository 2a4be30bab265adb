// The settings file: `$XDG_CONFIG_HOME/regicide/config.toml` (or ~/.config/regicide/config.toml),
// TOML read with smol-toml. Reading never throws: a broken file, an unknown key or a bad value is
// one problem each, as a code (the caller words it in the run's language, which the file itself
// may choose, and says it on stderr) and the defaults. `config set`/`unset` edit the
// file line by line, so the player's comments, order and other keys stay as they were.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse, TomlError } from 'smol-toml';
import { type KeyProblem, SETTING_KEYS, settingProblem, type SettingValue } from './keys.js';

import { settingsPath } from './where.js';

export { SETTINGS_FOLDER, settingsPath } from './where.js';

/** A problem of the file as a whole, of one of its keys, or of a value an option refuses (apply.ts). */
export type SettingsProblem =
  | { code: 'unreadable'; path: string; why: string | undefined }
  | { code: 'notToml'; path: string; line: number | null; column: number | null }
  | { code: 'key'; path: string; problem: KeyProblem }
  | { code: 'option'; path: string; key: string; problem: KeyProblem | { code: 'refused'; reason: string } };

/** `config set` on a key the player wrote in a form this command does not edit (a table, many lines). */
export class SettingNotEditable extends Error {
  constructor(readonly key: string) {
    super(`the settings file has ${key} in a form this command does not edit; change it by hand`);
    this.name = 'SettingNotEditable';
  }
}

export interface Settings {
  path: string;
  /** The file is there (even when broken). */
  exists: boolean;
  /** The usable values. */
  values: Partial<Record<string, SettingValue>>;
  /** The problems: the file as a whole (then no values), or a key. */
  problems: SettingsProblem[];
  /** The file could not be read as TOML: `config set` leaves it alone. */
  broken: boolean;
}

export function readSettings(path: string = settingsPath()): Settings {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return { path, exists: !missing, values: {}, problems: missing ? [] : [{ code: 'unreadable', path, why: (e as NodeJS.ErrnoException).code }], broken: !missing };
  }
  let table: Record<string, unknown>;
  try {
    table = parse(text);
  } catch (e) {
    const where = e instanceof TomlError ? { line: e.line, column: e.column } : { line: null, column: null };
    return { path, exists: true, values: {}, problems: [{ code: 'notToml', path, ...where }], broken: true };
  }
  const values: Settings['values'] = {};
  const problems: SettingsProblem[] = [];
  for (const [key, value] of Object.entries(table)) {
    const problem = settingProblem(key, value);
    if (problem) problems.push({ code: 'key', path, problem });
    else values[key] = value as SettingValue;
  }
  return { path, exists: true, values, problems, broken: false };
}

/** The line a value is written as (TOML basic strings take JSON's escapes). */
const line = (key: string, value: SettingValue): string => `${key} = ${typeof value === 'string' ? JSON.stringify(value) : String(value)}`;

/** `key = …` at the top level (before the first [table]), bare or quoted. */
const keyLine = (key: string): RegExp => new RegExp(`^\\s*(${key}|"${key}"|'${key}')\\s*=`);
const tableHeader = /^\s*\[/;

/**
 * The file's text with `key` set to `value` (or removed when `value` is undefined). Only
 * SETTING_KEYS are written, and only their single-line form: a key that spans lines is a file
 * the player wrote by hand, and the result is checked by parsing it again.
 */
export function editedSettings(text: string, key: string, value: SettingValue | undefined): string {
  if (!SETTING_KEYS[key]) throw new Error(`unknown setting ${key}`);
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  const end = lines.findIndex((l) => tableHeader.test(l));
  const top = end === -1 ? lines.length : end;
  const at = lines.slice(0, top).findIndex((l) => keyLine(key).test(l));
  if (value === undefined) {
    if (at !== -1) lines.splice(at, 1);
  } else if (at !== -1) {
    lines[at] = line(key, value);
  } else {
    // After the last top-level line that is not blank, so a table below stays below.
    let after = top;
    while (after > 0 && lines[after - 1].trim() === '') after--;
    lines.splice(after, 0, line(key, value));
  }
  const result = lines.length ? `${lines.join('\n')}\n` : '';
  const check = parse(result);
  const expected = value === undefined ? undefined : value;
  if (check[key] !== expected) throw new SettingNotEditable(key);
  return result;
}

/** Sets (or with undefined, removes) one key in the file; the file is replaced whole, never half-written. */
export function writeSetting(path: string, key: string, value: SettingValue | undefined): void {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const next = editedSettings(text, key, value);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, next, { mode: 0o600 });
  renameSync(temporary, path);
}
