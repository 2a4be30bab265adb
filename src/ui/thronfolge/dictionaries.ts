// Every dictionary of Thronfolge's screens, by area: what its record in the screens'
// registry gives the list of all dictionaries (src/ui/dictionaries.ts), and so the completeness
// and style tests. The words of its lessons are not here: its lessons (lessons.ts) own them.
import type { Dictionary } from '../shared/texts-for.js';
import { THRONFOLGE_AREAS } from './strings.js';
import { THRONFOLGE_NARRATION_TEXTS } from './texts/narration.js';
import { THRONFOLGE_RULES } from './texts/rules.js';
import { THRONFOLGE_SHARE } from './texts/share.js';

export const THRONFOLGE_DICTIONARIES: Readonly<Record<string, Dictionary<unknown>>> = {
  ...THRONFOLGE_AREAS,
  rules: THRONFOLGE_RULES,
  share: THRONFOLGE_SHARE,
  narration: THRONFOLGE_NARRATION_TEXTS,
};
