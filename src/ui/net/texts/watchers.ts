// Watchers in the lobby: who watches, who asks, and the host's answer keys, in this reader's
// language (the server's talk and watch codes are worded with the other codes, in codes.ts).
import type { Dictionary } from '../../shared/i18n.js';

export interface NetWatchersTexts {
  /** The names of the people watching (already printable), or that nobody is. */
  watchersLine: (names: readonly string[]) => string;
  /** The host: the first of the requests to watch, and the keys that answer it. */
  watchRequest: (name: string, waiting: number) => string;
}

const en: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Nobody is watching' : `Watching: ${names.join(', ')}`),
  watchRequest: (name, waiting) => `${name} asks to watch${waiting > 1 ? ` (${waiting - 1} more waiting)` : ''} · a: let in · x: refuse`,
};

const de: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Niemand schaut zu' : `Es schauen zu: ${names.join(', ')}`),
  watchRequest: (name, waiting) => `${name} möchte zuschauen${waiting > 1 ? ` (${waiting - 1} weitere warten)` : ''} · a: hereinlassen · x: ablehnen`,
};

const fr: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Personne ne regarde' : `Spectateurs\u00a0: ${names.join(', ')}`),
  watchRequest: (name, waiting) =>
    `${name} demande à regarder${waiting > 1 ? ` (encore ${waiting - 1} en attente)` : ''} · a\u00a0: accepter · x\u00a0: refuser`,
};

const nb: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Ingen ser på' : `Ser på: ${names.join(', ')}`),
  watchRequest: (name, waiting) => `${name} vil se på${waiting > 1 ? ` (${waiting - 1} til venter)` : ''} · a: slipp inn · x: avvis`,
};

export const NET_WATCHERS: Dictionary<NetWatchersTexts> = { en, de, fr, nb };
