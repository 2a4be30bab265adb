// Regicide's keys with their English help, in key-map order: the README's key table.
import type { GameKeyRows } from '../game-keys.js';
import { withShellKeys } from '../shell/shell-keymap.js';
import { REGICIDE_END_KEYMAP } from './end-keymap.js';
import { PILE_KEYMAP, REGICIDE_KEYMAP } from './keymap.js';
import { REGICIDE_TEXTS } from './strings.js';

export function keyRows(): GameKeyRows {
  const t = REGICIDE_TEXTS.en;
  return {
    table: withShellKeys(REGICIDE_KEYMAP).map((b) => t.keyHelp[b.id]),
    end: REGICIDE_END_KEYMAP.map((b) => t.endKeyHelp[b.id]),
    screens: [['discard pile (d, Regicide)', PILE_KEYMAP.map((b) => t.keyHelp[b.id])]],
  };
}
