// The line printed on the terminal once a networked screen is gone: what happened, and the command
// that brings this seat back.
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetLeavingTexts {
  closedTable: (code: string) => string;
  /** A turn-based table: leaving it (even as its host) leaves it waiting, on the server. */
  leftTurnTable: (code: string, command: string) => string;
  leftLobby: (code: string) => string;
  hostSaved: (command: string) => string;
  leftTable: (command: string) => string;
  hostClosedResumable: (command: string) => string;
  hostClosedLobby: string;
  lostConnection: (command: string) => string;
  /** The quit question's note at a networked table (not --resume: what leaving really does there). */
  quitTurnTable: (command: string) => string;
  quitHostSaved: (command: string) => string;
  /** The command on a line of its own: a long one (an address and a code) is not broken across lines. */
  quitSeat: (command: string) => string;
  /** At a table that could go turn-based: the key that pauses it for everyone instead. */
  quitLaterHint: string;
  /** The help's q row at a networked table: leaving, and what it does there (the quit question's note). */
  quitHelp: (note: string) => string;
}

const en: NetLeavingTexts = {
  closedTable: (code) => `You closed the table ${code}.`,
  leftTurnTable: (code, command) => `You left the table ${code}; it waits for you on the server. Your tables: ${command}`,
  leftLobby: (code) => `You left the table ${code}.`,
  hostSaved: (command) => `The table is saved. Continue it with: ${command}`,
  leftTable: (command) => `You left the table. Rejoin with: ${command}`,
  hostClosedResumable: (command) => `The host closed the table; it is saved. When the host opens it again, rejoin with: ${command}`,
  hostClosedLobby: 'The host closed the table before the game began. Ask them for a new address.',
  lostConnection: (command) => `The connection to the table was lost. When it is back, rejoin with: ${command}`,
  quitTurnTable: (c) => `The table waits for you on the server; come back when you like (your tables: ${c}).`,
  quitHostSaved: (c) => `You are the host: the table closes for everyone and is saved; continue it with: ${c}`,
  quitSeat: (c) => `The others play on; the host may give your seat to a bot. Rejoin with:\n${c}`,
  quitLaterHint: 'To pause for everyone instead, press L: continue later, turn-based, once all agree.',
  quitHelp: (note) => `leave the table: ${note}`,
};

const de: NetLeavingTexts = {
  closedTable: (code) => `Du hast den Tisch ${code} geschlossen.`,
  leftTurnTable: (code, command) => `Du hast den Tisch ${code} verlassen; er wartet auf dem Server auf dich. Deine Tische: ${command}`,
  leftLobby: (code) => `Du hast den Tisch ${code} verlassen.`,
  hostSaved: (command) => `Der Tisch ist gespeichert. Weiter geht es mit: ${command}`,
  leftTable: (command) => `Du hast den Tisch verlassen. Zurück mit: ${command}`,
  hostClosedResumable: (command) => `Der Gastgeber hat den Tisch geschlossen; er ist gespeichert. Sobald er ihn wieder öffnet, zurück mit: ${command}`,
  hostClosedLobby: 'Der Gastgeber hat den Tisch vor Spielbeginn geschlossen. Frag nach einer neuen Adresse.',
  lostConnection: (command) => `Die Verbindung zum Tisch ist verloren. Sobald sie wieder geht, zurück mit: ${command}`,
  quitTurnTable: (c) => `Der Tisch wartet auf dem Server auf dich; komm zurück, wann du willst (deine Tische: ${c}).`,
  quitHostSaved: (c) => `Du bist Gastgeber: Der Tisch schließt für alle und ist gespeichert; weiter mit: ${c}`,
  quitSeat: (c) => `Die anderen spielen weiter; der Gastgeber kann deinen Platz einem Bot geben. Zurück mit:\n${c}`,
  quitLaterHint: 'Um stattdessen für alle zu pausieren, drück L: später weiterspielen, rundenbasiert, wenn alle zustimmen.',
  quitHelp: (note) => `den Tisch verlassen: ${note}`,
};

const fr: NetLeavingTexts = {
  closedTable: (code) => `Vous avez fermé la table ${code}.`,
  leftTurnTable: (code, command) => `Vous avez quitté la table ${code}\u00a0; elle vous attend sur le serveur. Vos tables\u00a0: ${command}`,
  leftLobby: (code) => `Vous avez quitté la table ${code}.`,
  hostSaved: (command) => `La table est sauvegardée. Pour la reprendre\u00a0: ${command}`,
  leftTable: (command) => `Vous avez quitté la table. Pour revenir\u00a0: ${command}`,
  hostClosedResumable: (command) => `L’hôte a fermé la table\u00a0; elle est sauvegardée. Quand l’hôte la rouvrira, revenez avec\u00a0: ${command}`,
  hostClosedLobby: 'L’hôte a fermé la table avant le début de la partie. Demandez-lui une nouvelle adresse.',
  lostConnection: (command) => `La connexion à la table est perdue. Quand elle reviendra, revenez avec\u00a0: ${command}`,
  quitTurnTable: (c) => `La table vous attend sur le serveur ; revenez quand vous voulez (vos tables : ${c}).`,
  quitHostSaved: (c) => `Vous êtes l’hôte : la table se ferme pour tous et elle est sauvegardée ; reprenez-la avec : ${c}`,
  quitSeat: (c) => `Les autres continuent ; l’hôte peut donner votre place à un bot. Revenez avec :\n${c}`,
  quitLaterHint: 'Pour faire une pause pour tous, appuyez plutôt sur L : continuer plus tard, au tour par tour, si tous sont d’accord.',
  quitHelp: (note) => `quitter la table\u00a0: ${note}`,
};

const nb: NetLeavingTexts = {
  closedTable: (code) => `Du stengte bordet ${code}.`,
  leftTurnTable: (code, command) => `Du forlot bordet ${code}; det venter på deg på serveren. Bordene dine: ${command}`,
  leftLobby: (code) => `Du forlot bordet ${code}.`,
  hostSaved: (command) => `Bordet er lagret. Fortsett med: ${command}`,
  leftTable: (command) => `Du forlot bordet. Bli med igjen med: ${command}`,
  hostClosedResumable: (command) => `Verten stengte bordet; det er lagret. Når verten åpner det igjen, kom tilbake med: ${command}`,
  hostClosedLobby: 'Verten stengte bordet før spillet begynte. Be om en ny adresse.',
  lostConnection: (command) => `Forbindelsen til bordet ble brutt. Når den er tilbake, bli med igjen med: ${command}`,
  quitTurnTable: (c) => `Bordet venter på deg på serveren; kom tilbake når du vil (bordene dine: ${c}).`,
  quitHostSaved: (c) => `Du er vert: bordet lukkes for alle og er lagret; fortsett med: ${c}`,
  quitSeat: (c) => `De andre spiller videre; verten kan gi plassen din til en bot. Bli med igjen med:\n${c}`,
  quitLaterHint: 'For å ta pause for alle i stedet, trykk L: fortsett senere, turbasert, når alle sier ja.',
  quitHelp: (note) => `forlat bordet: ${note}`,
};

export const NET_LEAVING: Dictionary<NetLeavingTexts> = { en, de, fr, nb };
