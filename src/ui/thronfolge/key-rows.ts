// Thronfolge's keys with their English help, in key-map order: the README's key table.
import type { GameKeyRows } from '../game-keys.js';
import { withShellKeys } from '../shell/shell-keymap.js';
import { THRONFOLGE_END_KEYMAP } from './end-keymap.js';
import { THRONFOLGE_KEYMAP } from './keymap.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export function keyRows(): GameKeyRows {
  const t = THRONFOLGE_TEXTS.en;
  return {
    table: withShellKeys(THRONFOLGE_KEYMAP).map((b) => t.keyHelp[b.id]),
    end: THRONFOLGE_END_KEYMAP.map((b) => t.endKeyHelp[b.id]),
    screens: [],
  };
}
