// The one line `host`, `join` and `watch` print when the table cannot be reached or refuses them
// (the refusal itself is worded by the server's codes, codes.ts and door.ts).
import type { Dictionary } from '../../shared/texts-for.js';

/** What the command tried: open a table (host), take a seat, take a held seat back, watch. */
export type TableAttempt = 'open' | 'join' | 'rejoin' | 'watch';

export interface NetConnectTexts {
  /** The line: what could not be done, and why. */
  cannot: (attempt: TableAttempt, why: string) => string;
  /** Nothing listens at the address given. */
  noServerAnswers: string;
}

const en: NetConnectTexts = {
  cannot: (attempt, why) => `${{ open: 'Cannot open the table', join: 'Cannot join the table', rejoin: 'Cannot rejoin the table', watch: 'Cannot watch the table' }[attempt]}: ${why}`,
  noServerAnswers: 'no server answers at that address',
};

const de: NetConnectTexts = {
  cannot: (attempt, why) =>
    `${{ open: 'Der Tisch lässt sich nicht öffnen', join: 'Beitreten geht nicht', rejoin: 'Zurückkehren an den Tisch geht nicht', watch: 'Zuschauen geht nicht' }[attempt]}: ${why}`,
  noServerAnswers: 'unter dieser Adresse antwortet kein Server',
};

const fr: NetConnectTexts = {
  cannot: (attempt, why) =>
    `${{ open: 'Impossible d’ouvrir la table', join: 'Impossible de rejoindre la table', rejoin: 'Impossible de reprendre votre place', watch: 'Impossible de regarder la table' }[attempt]}\u00a0: ${why}`,
  noServerAnswers: 'aucun serveur ne répond à cette adresse',
};

const nb: NetConnectTexts = {
  cannot: (attempt, why) => `${{ open: 'Kan ikke åpne bordet', join: 'Kan ikke bli med ved bordet', rejoin: 'Kan ikke komme tilbake til bordet', watch: 'Kan ikke se på bordet' }[attempt]}: ${why}`,
  noServerAnswers: 'ingen server svarer på den adressen',
};

export const NET_CONNECT: Dictionary<NetConnectTexts> = { en, de, fr, nb };
