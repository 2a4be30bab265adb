// Regicide's keys with their English help, in key-map order: the README's key table.
import { REGICIDE_KEYMAP } from './keymap.js';
import { REGICIDE_TEXTS } from './strings.js';

export const keyRows = (): readonly (readonly [string, string])[] => REGICIDE_KEYMAP.map((b) => REGICIDE_TEXTS.en.keyHelp[b.id]);
