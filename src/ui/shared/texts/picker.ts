// The list --resume shows when several games are unfinished.
import type { Dictionary } from '../i18n.js';
import { wordsIn } from '../../../text/words.js';

export interface SharedPickerTexts {
  title: (n: number) => string;
  keys: string;
  /** The keys without arrows (--ascii). */
  asciiKeys: string;
  /** Enter on a save that does not replay; `verify` is the command that says why, with the file's path. */
  broken: (verify: string) => string;
}

const en: SharedPickerTexts = {
  title: (n: number) => `${n} unfinished games. Which one do you want to continue?`,
  keys: '↑/↓ or 1-9 choose   Enter continue   Esc or q: leave',
  asciiKeys: 'Up/Down or 1-9 choose   Enter continue   Esc or q: leave',
  broken: (verify) => `That save does not replay, so it cannot be continued; "${verify}" says why.`,
};

const de: SharedPickerTexts = {
  title: (n: number) => `${wordsIn('de').count(n, { one: '# unbeendetes Spiel', other: '# unbeendete Spiele' })}. Welches möchtest du fortsetzen?`,
  keys: '↑/↓ oder 1-9 wählen   Enter fortsetzen   Esc oder q: verlassen',
  asciiKeys: 'Hoch/Runter oder 1-9 wählen   Enter fortsetzen   Esc oder q: verlassen',
  broken: (verify) => `Dieser Spielstand lässt sich nicht nachspielen und nicht fortsetzen; „${verify}“ sagt, warum.`,
};

const fr: SharedPickerTexts = {
  title: (n: number) => `${wordsIn('fr').count(n, { one: '# partie inachevée', other: '# parties inachevées' })}. Laquelle voulez-vous reprendre\u00a0?`,
  keys: '↑/↓ ou 1-9 choisir   Entrée reprendre   Échap ou q\u00a0: partir',
  asciiKeys: 'Haut/Bas ou 1-9 choisir   Entrée reprendre   Échap ou q\u00a0: partir',
  broken: (verify) => `Cette sauvegarde ne se rejoue pas, elle ne peut donc pas être reprise\u00a0; «\u00a0${verify}\u00a0» dit pourquoi.`,
};

const nb: SharedPickerTexts = {
  title: (n: number) => `${wordsIn('nb').count(n, { one: '# uferdig spill', other: '# uferdige spill' })}. Hvilket vil du fortsette?`,
  keys: '↑/↓ eller 1-9 velg   Enter fortsett   Esc eller q: avslutt',
  asciiKeys: 'Opp/Ned eller 1-9 velg   Enter fortsett   Esc eller q: avslutt',
  broken: (verify) => `Dette lagrede spillet kan ikke spilles av og derfor ikke fortsettes; «${verify}» sier hvorfor.`,
};

export const SHARED_PICKER: Dictionary<SharedPickerTexts> = { en, de, fr, nb };
