// Every dictionary of Regicide's screens, by area: what its record in the screens'
// registry gives the list of all dictionaries (src/ui/dictionaries.ts), and so the completeness
// and style tests. The words of its lessons are not here: its lessons (lessons.ts) own them.
import type { Dictionary } from '../shared/texts-for.js';
import { REGICIDE_AREAS } from './strings.js';
import { REGICIDE_NARRATION_TEXTS } from './texts/narration.js';
import { REGICIDE_PUZZLE_TEXTS } from './texts/puzzle.js';
import { REGICIDE_PUZZLE_CROWD_TEXTS } from './texts/puzzle-crowd.js';
import { REGICIDE_RULES } from './texts/rules.js';
import { REGICIDE_SHARE } from './texts/share.js';

export const REGICIDE_DICTIONARIES: Readonly<Record<string, Dictionary<unknown>>> = {
  ...REGICIDE_AREAS,
  rules: REGICIDE_RULES,
  share: REGICIDE_SHARE,
  narration: REGICIDE_NARRATION_TEXTS,
  puzzle: REGICIDE_PUZZLE_TEXTS,
  'puzzle-crowd': REGICIDE_PUZZLE_CROWD_TEXTS,
};
