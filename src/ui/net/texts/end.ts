// The lines under a networked game's end screen: the deal checked against its commitment.
import type { Dictionary } from '../../shared/i18n.js';

export interface NetEndTexts {
  dealOk: string;
  dealBad: string;
  dealChosenByHost: string;
}

const en: NetEndTexts = {
  dealOk: 'Deal checked: the seed matches the commitment shown before the game.',
  dealBad: 'Warning: the revealed seed does NOT match the commitment shown before the game.',
  dealChosenByHost: 'The host chose the seed of this game.',
};

const de: NetEndTexts = {
  dealOk: 'Blatt geprüft: der Startwert passt zur Festlegung vor dem Spiel.',
  dealBad: 'Warnung: der enthüllte Startwert passt NICHT zur Festlegung vor dem Spiel.',
  dealChosenByHost: 'Den Startwert dieses Spiels hat der Gastgeber gewählt.',
};

export const NET_END: Dictionary<NetEndTexts> = { en, de };
