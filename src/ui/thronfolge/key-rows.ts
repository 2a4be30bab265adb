// Thronfolge's keys with their English help, in key-map order: the README's key table.
import { THRONFOLGE_KEYMAP } from './keymap.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export const keyRows = (): readonly (readonly [string, string])[] => THRONFOLGE_KEYMAP.map((b) => THRONFOLGE_TEXTS.en.keyHelp[b.id]);
