// The list --resume shows when several games are unfinished.
import type { Dictionary } from '../i18n.js';

export interface SharedPickerTexts {
  title: (n: number) => string;
  keys: string;
  /** The keys without arrows (--ascii). */
  asciiKeys: string;
  /** Enter on a save that does not replay. */
  broken: string;
}

const en: SharedPickerTexts = {
  title: (n: number) => `${n} unfinished games. Which one do you want to continue?`,
  keys: '↑/↓ or 1-9 choose   Enter continue   Esc or q: leave',
  asciiKeys: 'Up/Down or 1-9 choose   Enter continue   Esc or q: leave',
  broken: 'That save does not replay, so it cannot be continued; "replay --verify FILE" says why.',
};

const de: SharedPickerTexts = {
  title: (n: number) => `${n} unbeendete Spiele. Welches möchtest du fortsetzen?`,
  keys: '↑/↓ oder 1-9 wählen   Enter fortsetzen   Esc oder q: verlassen',
  asciiKeys: 'Hoch/Runter oder 1-9 wählen   Enter fortsetzen   Esc oder q: verlassen',
  broken: 'Dieser Spielstand lässt sich nicht nachspielen und nicht fortsetzen; „replay --verify DATEI“ sagt, warum.',
};

export const SHARED_PICKER: Dictionary<SharedPickerTexts> = { en, de };
