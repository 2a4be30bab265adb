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
    lobbyLeave: ['q', 'lobby: leave the table (the host closes it)'],
    tableBot: ['B', 'during the game, the host: give the seat of a player who left to a bot'],
  },
};

const de: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Enter', 'Warteraum, Gastgeber: jetzt beginnen (freie Plätze bekommen Bots)'],
    lobbyBot: ['1–4', 'Warteraum, Gastgeber: diesen freien Platz einem Bot geben'],
    lobbyLeave: ['q', 'Warteraum: den Tisch verlassen (der Gastgeber schließt ihn)'],
    tableBot: ['B', 'im Spiel, Gastgeber: den Platz einer gegangenen Person einem Bot geben'],
  },
};

const fr: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Entrée', 'salle d’attente, l’hôte\u00a0: commencer maintenant (les places libres vont à des bots)'],
    lobbyBot: ['1–4', 'salle d’attente, l’hôte\u00a0: donner cette place libre à un bot'],
    lobbyLeave: ['q', 'salle d’attente\u00a0: quitter la table (l’hôte la ferme)'],
    tableBot: ['B', 'en cours de partie, l’hôte\u00a0: donner à un bot la place d’un joueur parti'],
  },
};

const nb: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Enter', 'venterommet, verten: start nå (ledige plasser får boter)'],
    lobbyBot: ['1–4', 'venterommet, verten: gi den ledige plassen til en bot'],
    lobbyLeave: ['q', 'venterommet: forlat bordet (verten lukker det)'],
    tableBot: ['B', 'under spillet, verten: gi plassen til en som har gått, til en bot'],
  },
};

export const NET_KEYS: Dictionary<NetKeysTexts> = { en, de, fr, nb };
