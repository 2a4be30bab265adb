// Watchers and talk in the lobby: who watches, who asks, the host's answer keys, and the host's
// muting of a player's phrases, in this reader's language (the server's talk and watch codes are
// worded with the other codes, in codes.ts).
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetWatchersTexts {
  /** The names of the people watching (already printable), or that nobody is. */
  watchersLine: (names: readonly string[]) => string;
  /** The host: the first of the requests to watch, and the keys that answer it (a/x in the lobby, A/X in the game). */
  watchRequest: (name: string, waiting: number, allow: string, refuse: string) => string;
  /** The host's key to mute, beside the other host keys; the prompt after it; a muted seat's mark. */
  muteHint: string;
  mutePrompt: string;
  mutedMark: string;
  /** The same where a seat's line has no room for it (80 columns, a long name). */
  mutedMarkShort: string;
  /** The screen-reader mode's line after the host muted or unmuted a seat (its player's name, already printable). */
  mutedLine: (name: string, muted: boolean) => string;
}

const en: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Nobody is watching' : `Watching: ${names.join(', ')}`),
  watchRequest: (name, waiting, allow, refuse) => `${name} asks to watch${waiting > 1 ? ` (${waiting - 1} more waiting)` : ''} · ${allow}: let in · ${refuse}: refuse`,
  muteHint: "m: mute a player's phrases",
  mutePrompt: 'Mute or unmute whose phrases? Press the seat number (any other key cancels)',
  mutedMark: '· phrases muted',
  mutedMarkShort: '· muted',
  mutedLine: (name, muted) => `${name}'s phrases are ${muted ? 'muted' : 'unmuted'}`,
};

const de: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Niemand schaut zu' : `Es schauen zu: ${names.join(', ')}`),
  watchRequest: (name, waiting, allow, refuse) => `${name} möchte zuschauen${waiting > 1 ? ` (${waiting - 1} weitere warten)` : ''} · ${allow}: hereinlassen · ${refuse}: ablehnen`,
  muteHint: 'm: Sätze einer Person stummschalten',
  mutePrompt: 'Wessen Sätze stummschalten oder wieder erlauben? Platznummer drücken (jede andere Taste bricht ab)',
  mutedMark: '· Sätze stumm',
  mutedMarkShort: '· stumm',
  mutedLine: (name, muted) => `Die Sätze von ${name} sind ${muted ? 'stummgeschaltet' : 'wieder erlaubt'}`,
};

const fr: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Personne ne regarde' : `Spectateurs\u00a0: ${names.join(', ')}`),
  watchRequest: (name, waiting, allow, refuse) => `${name} demande à regarder${waiting > 1 ? ` (encore ${waiting - 1} en attente)` : ''} · ${allow}\u00a0: accepter · ${refuse}\u00a0: refuser`,
  muteHint: 'm\u00a0: couper les phrases d’un joueur',
  mutePrompt: 'Couper ou rétablir les phrases de qui\u00a0? Tapez le numéro de la place (toute autre touche annule)',
  mutedMark: '· phrases coupées',
  mutedMarkShort: '· muet',
  mutedLine: (name, muted) => `Les phrases de ${name} sont ${muted ? 'coupées' : 'rétablies'}`,
};

const nb: NetWatchersTexts = {
  watchersLine: (names) => (names.length === 0 ? 'Ingen ser på' : `Ser på: ${names.join(', ')}`),
  watchRequest: (name, waiting, allow, refuse) => `${name} vil se på${waiting > 1 ? ` (${waiting - 1} til venter)` : ''} · ${allow}: slipp inn · ${refuse}: avvis`,
  muteHint: 'm: demp setningene til en spiller',
  mutePrompt: 'Demp eller slå på setningene til hvem? Trykk plassnummeret (en annen tast avbryter)',
  mutedMark: '· setninger dempet',
  mutedMarkShort: '· dempet',
  mutedLine: (name, muted) => `Setningene til ${name} er ${muted ? 'dempet' : 'slått på igjen'}`,
};

export const NET_WATCHERS: Dictionary<NetWatchersTexts> = { en, de, fr, nb };
