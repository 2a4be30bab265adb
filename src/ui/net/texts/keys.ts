// The keys of a networked table in the help and the README (see net-keymap.ts).
import type { Dictionary } from '../../shared/texts-for.js';
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
    lobbyMute: ['m', "lobby, the host: mute or unmute a player's phrases — m, then that seat's number (signals still count)"],
    muteSeat: ['1–4', 'after m (lobby) or M (game): mute or unmute the phrases of that seat'],
    muteCancel: ['any other key', 'after m or M: any other key cancels'],
    lobbyLeave: ['q', 'lobby: leave the table (the host closes it)'],
    tableBot: ['B', 'during the game, the host: give the seat of a player who left to a bot'],
    tableAllow: ['A', 'during the game, the host of a table that asks (--watchers ask): let the first person asking watch'],
    tableRefuse: ['X', 'during the game, the host of a table that asks: refuse the first person asking to watch'],
    tableMute: ['M', "during the game, the host: mute or unmute a player's phrases — M, then that seat's number"],
    tableSay: ['s', 'during the game: say a quick phrase to the table (public facts and greetings only)'],
    tableLater: [
      'L',
      'during the game: continue later — the table becomes turn-based (or, if it is turn-based, is played live again) once every player agrees; L also agrees to what another proposed',
    ],
    tableNo: ['N', 'during the game: say no to a proposal to change the pace (or take your yes back)'],
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
    lobbyMute: ['m', 'Warteraum, Gastgeber: die Sätze einer Person stummschalten oder wieder erlauben – m, dann die Platznummer (Zeichen zählen weiter)'],
    muteSeat: ['1–4', 'nach m (Warteraum) oder M (Spiel): die Sätze dieses Platzes stummschalten oder wieder erlauben'],
    muteCancel: ['andere Taste', 'nach m oder M: jede andere Taste bricht ab'],
    lobbyLeave: ['q', 'Warteraum: den Tisch verlassen (der Gastgeber schließt ihn)'],
    tableBot: ['B', 'im Spiel, Gastgeber: den Platz einer gegangenen Person einem Bot geben'],
    tableAllow: ['A', 'im Spiel, Gastgeber eines Tischs, der fragt (--watchers ask): die erste fragende Person zuschauen lassen'],
    tableRefuse: ['X', 'im Spiel, Gastgeber eines Tischs, der fragt: die erste fragende Person ablehnen'],
    tableMute: ['M', 'im Spiel, Gastgeber: die Sätze einer Person stummschalten oder wieder erlauben – M, dann die Platznummer'],
    tableSay: ['s', 'im Spiel: dem Tisch einen kurzen Satz sagen (nur öffentliche Fakten und Grüße)'],
    tableLater: [
      'L',
      'im Spiel: später weiterspielen – der Tisch wird rundenbasiert (oder, wenn er rundenbasiert ist, wieder in Echtzeit), sobald alle zustimmen; L stimmt auch dem Vorschlag eines anderen zu',
    ],
    tableNo: ['N', 'im Spiel: einen Vorschlag, das Tempo zu wechseln, ablehnen (oder dein Ja zurücknehmen)'],
    phraseSay: ['1–9', 'kurze Sätze: Satz N sagen (alle lesen ihn in ihrer Sprache)'],
    phraseClose: ['Esc / s / q', 'kurze Sätze: schließen, ohne etwas zu sagen'],
  },
};

const fr: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Entrée', 'salle d’attente, l’hôte\u00a0: commencer maintenant (les places libres vont à des bots)'],
    lobbyBot: ['1–4', 'salle d’attente, l’hôte\u00a0: donner cette place libre à un bot'],
    lobbyAllow: ['a', 'salle d’attente, l’hôte d’une table qui demande (--watchers ask)\u00a0: laisser regarder la première personne qui demande'],
    lobbyRefuse: ['x', 'salle d’attente, l’hôte d’une table qui demande\u00a0: refuser la première personne qui demande à regarder'],
    lobbyMute: ['m', 'salle d’attente, l’hôte\u00a0: couper ou rétablir les phrases d’un joueur — m, puis le numéro de sa place (ses signes comptent toujours)'],
    muteSeat: ['1–4', 'après m (salle d’attente) ou M (partie)\u00a0: couper ou rétablir les phrases de cette place'],
    muteCancel: ['autre touche', 'après m ou M\u00a0: toute autre touche annule'],
    lobbyLeave: ['q', 'salle d’attente\u00a0: quitter la table (l’hôte la ferme)'],
    tableBot: ['B', 'en cours de partie, l’hôte\u00a0: donner à un bot la place d’un joueur parti'],
    tableAllow: ['A', 'en cours de partie, l’hôte d’une table qui demande (--watchers ask)\u00a0: laisser regarder la première personne qui demande'],
    tableRefuse: ['X', 'en cours de partie, l’hôte d’une table qui demande\u00a0: refuser la première personne qui demande à regarder'],
    tableMute: ['M', 'en cours de partie, l’hôte\u00a0: couper ou rétablir les phrases d’un joueur — M, puis le numéro de sa place'],
    tableSay: ['s', 'en cours de partie\u00a0: dire une phrase rapide à la table (faits publics et salutations seulement)'],
    tableLater: [
      'L',
      'en cours de partie : continuer plus tard — la table passe au tour par tour (ou, si elle l’est déjà, repasse en temps réel) dès que tous sont d’accord ; L accepte aussi la proposition d’un autre',
    ],
    tableNo: ['N', 'en cours de partie : refuser une proposition de changer de rythme (ou retirer votre oui)'],
    phraseSay: ['1–9', 'phrases rapides\u00a0: dire la phrase N (chacun la lit dans sa langue)'],
    phraseClose: ['Échap / s / q', 'phrases rapides\u00a0: fermer sans rien dire'],
  },
};

const nb: NetKeysTexts = {
  netKeyHelp: {
    lobbyStart: ['Enter', 'venterommet, verten: start nå (ledige plasser får boter)'],
    lobbyBot: ['1–4', 'venterommet, verten: gi den ledige plassen til en bot'],
    lobbyAllow: ['a', 'venterommet, verten ved et bord som spør (--watchers ask): la den første som spør, se på'],
    lobbyRefuse: ['x', 'venterommet, verten ved et bord som spør: avvis den første som spør om å se på'],
    lobbyMute: ['m', 'venterommet, verten: demp eller slå på setningene til en spiller – m, så plassnummeret (tegnene teller fortsatt)'],
    muteSeat: ['1–4', 'etter m (venterommet) eller M (spillet): demp eller slå på setningene til den plassen'],
    muteCancel: ['annen tast', 'etter m eller M: en annen tast avbryter'],
    lobbyLeave: ['q', 'venterommet: forlat bordet (verten lukker det)'],
    tableBot: ['B', 'under spillet, verten: gi plassen til en som har gått, til en bot'],
    tableAllow: ['A', 'under spillet, verten ved et bord som spør (--watchers ask): la den første som spør, se på'],
    tableRefuse: ['X', 'under spillet, verten ved et bord som spør: avvis den første som spør om å se på'],
    tableMute: ['M', 'under spillet, verten: demp eller slå på setningene til en spiller – M, så plassnummeret'],
    tableSay: ['s', 'under spillet: si en kort setning til bordet (bare offentlige fakta og hilsener)'],
    tableLater: ['L', 'under spillet: fortsett senere – bordet blir turbasert (eller, hvis det er turbasert, spilles direkte igjen) når alle sier ja; L sier også ja til det en annen foreslo'],
    tableNo: ['N', 'under spillet: si nei til et forslag om å bytte tempo (eller ta tilbake ja-et ditt)'],
    phraseSay: ['1–9', 'korte setninger: si setning N (alle leser den på sitt eget språk)'],
    phraseClose: ['Esc / s / q', 'korte setninger: lukk uten å si noe'],
  },
};

export const NET_KEYS: Dictionary<NetKeysTexts> = { en, de, fr, nb };
