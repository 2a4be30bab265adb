// The word for a seat, shared by every game (a networked table puts the players' names instead).
import type { Dictionary } from '../i18n.js';

export interface SharedSeatsTexts {
  player: (seat: number) => string;
}

const en: SharedSeatsTexts = {
  player: (seat) => `Player ${seat}`,
};

const de: SharedSeatsTexts = {
  player: (seat) => `Spieler ${seat}`,
};

const fr: SharedSeatsTexts = {
  player: (seat) => `Joueur ${seat}`,
};

const nb: SharedSeatsTexts = {
  player: (seat) => `Spiller ${seat}`,
};

export const SHARED_SEATS: Dictionary<SharedSeatsTexts> = { en, de, fr, nb };
