// The keys of a networked table in the help and the README (see net-keymap.ts).
import type { Dictionary } from '../../shared/i18n.js';
import type { NetKeyId } from '../net-keymap.js';

export interface NetKeysTexts {
  netKeyHelp: Record<NetKeyId, readonly [string, string]>;
}

const en: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Enter', 'lobby, the host: start now (empty seats get bots)'],
    lobbyBot: ['1–4', 'lobby, the host: give that empty seat to a bot'],
    lobbyAllow: ['a', 'lobby, the host of a table that asks (--watchers ask): let the first person asking watch'],
    lobbyRefuse: ['x', 'lobby, the host of a table that asks: refuse the first person asking to watch'],
    lobbyLeave: ['q', 'lobby: leave the table (the host closes it)'],
    tableBot: ['B', 'during the game, the host: give the seat of a player who left to a bot'],
    tableSay: ['s', 'during the game: say a quick phrase to the table (public facts and greetings only)'],
    phraseSay: ['1–9', 'quick phrases: say phrase N (everyone reads it in their own language)'],
    phraseClose: ['Esc / s / q', 'quick phrases: close without saying anything'],
  },
};

const de: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Enter', 'Warteraum, Gastgeber: jetzt beginnen (freie Plätze bekommen Bots)'],
    lobbyBot: ['1–4', 'Warteraum, Gastgeber: diesen freien Platz einem Bot geben'],
    lobbyAllow: ['a', 'Warteraum, Gastgeber eines Tischs, der fragt (--watchers ask): die erste fragende Person zuschauen lassen'],
    lobbyRefuse: ['x', 'Warteraum, Gastgeber eines Tischs, der fragt: die erste fragende Person ablehnen'],
    lobbyLeave: ['q', 'Warteraum: den Tisch verlassen (der Gastgeber schließt ihn)'],
    tableBot: ['B', 'im Spiel, Gastgeber: den Platz einer gegangenen Person einem Bot geben'],
    tableSay: ['s', 'im Spiel: dem Tisch einen kurzen Satz sagen (nur öffentliche Fakten und Grüße)'],
    phraseSay: ['1–9', 'kurze Sätze: Satz N sagen (alle lesen ihn in ihrer Sprache)'],
    phraseClose: ['Esc / s / q', 'kurze Sätze: schließen, ohne etwas zu sagen'],
  },
};

export const NET_KEYS: Dictionary<NetKeysTexts> = { en, de };
