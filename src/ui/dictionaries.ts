// Every dictionary of the screens, by screen area: what a translator works through to add a
// language (each is a `Dictionary<T>`, one entry per language of `LANGS`), and what the
// completeness test checks. A new area goes in here too (the test finds any that is missing).
import type { Dictionary } from './shared/i18n.js';
import { NET_AREAS } from './net/net-strings.js';
import { REGICIDE_AREAS } from './regicide/strings.js';
import { REGICIDE_RULES } from './regicide/texts/rules.js';
import { SHARED_AREAS } from './shared/shared-strings.js';
import { SHARED_ANSWERS } from './shared/texts/answers.js';
import { SHARED_PICKER } from './shared/texts/picker.js';
import { SHARED_SHARE } from './shared/texts/share.js';
import { THRONFOLGE_AREAS } from './thronfolge/strings.js';
import { THRONFOLGE_RULES } from './thronfolge/texts/rules.js';

const under = (prefix: string, areas: Record<string, Dictionary<unknown>>): [string, Dictionary<unknown>][] =>
  Object.entries(areas).map(([area, dictionary]) => [`${prefix}/${area}`, dictionary]);

/** Area name (folder/area) → its dictionary. */
export const DICTIONARIES: ReadonlyMap<string, Dictionary<unknown>> = new Map([
  ...under('regicide', { ...REGICIDE_AREAS, rules: REGICIDE_RULES }),
  ...under('thronfolge', { ...THRONFOLGE_AREAS, rules: THRONFOLGE_RULES }),
  ...under('shared', { ...SHARED_AREAS, answers: SHARED_ANSWERS, picker: SHARED_PICKER, share: SHARED_SHARE }),
  ...under('net', NET_AREAS),
]);
