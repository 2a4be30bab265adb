// The settings a player may keep in the settings file: each one names the command-line option it
// is the default of (the option's own parser checks the value), except `server`, which is the
// server the account and lobby commands talk to (see ../account/account-server.ts).
import { parseServerAddress } from '../../net/client/address.js';
import { LANGS } from '../../text/lang.js';
import { gameCards } from '../../modules/cards.js';

export type SettingValue = string | boolean;

/** What is wrong with a setting's key or value, as a code: words.ts words it in the run's language. */
export type KeyProblem =
  | { code: 'unknownKey'; key: string }
  | { code: 'notBoolean'; key: string }
  | { code: 'notString'; key: string }
  | { code: 'oneOf'; key: string; allowed: string }
  | { code: 'badServer'; text: string };

export interface SettingKey {
  readonly kind: 'string' | 'boolean';
  /** The option's attribute it sets (commander's camel case), or null when no option reads it. */
  readonly attribute: string | null;
  /** What the value may be, for `config` and the docs. */
  readonly allowed: string;
  /** A problem with a string value before any option sees it, or null. */
  check?(value: string): KeyProblem | null;
}

const BOT_LEVELS = [...new Set(gameCards().flatMap((g) => g.bots.levels))];
const boolean = (attribute: string): SettingKey => ({ kind: 'boolean', attribute, allowed: 'true or false' });

export const SETTING_KEYS: Readonly<Record<string, SettingKey>> = {
  lang: { kind: 'string', attribute: 'lang', allowed: LANGS.join(', '), check: (v) => ((LANGS as readonly string[]).includes(v) ? null : { code: 'oneOf', key: 'lang', allowed: LANGS.join(', ') }) },
  ascii: boolean('ascii'),
  'four-color': boolean('fourColor'),
  'screen-reader': boolean('screenReader'),
  bot: { kind: 'string', attribute: 'bot', allowed: BOT_LEVELS.join(', '), check: (v) => (BOT_LEVELS.includes(v) ? null : { code: 'oneOf', key: 'bot', allowed: BOT_LEVELS.join(', ') }) },
  server: { kind: 'string', attribute: null, allowed: 'HOST:PORT', check: serverProblem },
  // The theme, the mouse and notifications: applied to the option of that name wherever a
  // command has one, accepted (and unused) where none has.
  theme: { kind: 'string', attribute: 'theme', allowed: 'a theme of --theme' },
  mouse: boolean('mouse'),
  // The terminal's notifications when it becomes the player's turn (false: as --no-notify).
  notify: boolean('notify'),
};

export const settingNames = (): string[] => Object.keys(SETTING_KEYS);

/** The values `config set KEY` may be completed with, by key (free text has none). */
export const settingValues = (): Record<string, readonly string[]> => ({
  lang: LANGS,
  bot: BOT_LEVELS,
  ...Object.fromEntries(
    Object.entries(SETTING_KEYS)
      .filter(([, k]) => k.kind === 'boolean')
      .map(([name]) => [name, ['true', 'false']]),
  ),
});

function serverProblem(text: string): KeyProblem | null {
  try {
    parseServerAddress(text);
    return null;
  } catch {
    return { code: 'badServer', text };
  }
}

const YES = /^(true|yes|on|1)$/i;
const NO = /^(false|no|off|0)$/i;

/** `config set KEY TEXT`: the value as the file keeps it, or its problem. */
export function settingFromText(key: string, text: string): { value: SettingValue } | { problem: KeyProblem } {
  const setting = SETTING_KEYS[key];
  if (!setting) return { problem: { code: 'unknownKey', key } };
  if (setting.kind === 'boolean') {
    if (YES.test(text.trim())) return { value: true };
    if (NO.test(text.trim())) return { value: false };
    return { problem: { code: 'notBoolean', key } };
  }
  const value = key === 'server' ? text.trim() : text.trim().toLowerCase();
  const problem = setting.check?.(value) ?? null;
  return problem ? { problem } : { value };
}

/** A value read from the file: its problem, or null when it may be used. */
export function settingProblem(key: string, value: unknown): KeyProblem | null {
  const setting = SETTING_KEYS[key];
  if (!setting) return { code: 'unknownKey', key };
  if (typeof value !== setting.kind) return { code: setting.kind === 'boolean' ? 'notBoolean' : 'notString', key };
  return typeof value === 'string' ? (setting.check?.(value) ?? null) : null;
}
