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
};

export const NET_LEAVING: Dictionary<NetLeavingTexts> = { en, de, fr, nb };
