// The line printed on the terminal once a networked screen is gone: what happened, and the command
// that brings this seat back.
import type { Dictionary } from '../../shared/i18n.js';

export interface NetLeavingTexts {
  closedTable: (code: string) => string;
  leftLobby: (code: string) => string;
  hostSaved: (command: string) => string;
  leftTable: (command: string) => string;
  hostClosedResumable: (command: string) => string;
  hostClosedLobby: string;
  lostConnection: (command: string) => string;
}

const en: NetLeavingTexts = {
  closedTable: (code) => `You closed the table ${code}.`,
  leftLobby: (code) => `You left the table ${code}.`,
  hostSaved: (command) => `The table is saved. Continue it with: ${command}`,
  leftTable: (command) => `You left the table. Rejoin with: ${command}`,
  hostClosedResumable: (command) => `The host closed the table; it is saved. When the host opens it again, rejoin with: ${command}`,
  hostClosedLobby: 'The host closed the table before the game began. Ask them for a new address.',
  lostConnection: (command) => `The connection to the table was lost. When it is back, rejoin with: ${command}`,
};

const de: NetLeavingTexts = {
  closedTable: (code) => `Du hast den Tisch ${code} geschlossen.`,
  leftLobby: (code) => `Du hast den Tisch ${code} verlassen.`,
  hostSaved: (command) => `Der Tisch ist gespeichert. Weiter geht es mit: ${command}`,
  leftTable: (command) => `Du hast den Tisch verlassen. Zurück mit: ${command}`,
  hostClosedResumable: (command) => `Der Gastgeber hat den Tisch geschlossen; er ist gespeichert. Sobald er ihn wieder öffnet, zurück mit: ${command}`,
  hostClosedLobby: 'Der Gastgeber hat den Tisch vor Spielbeginn geschlossen. Frag nach einer neuen Adresse.',
  lostConnection: (command) => `Die Verbindung zum Tisch ist verloren. Sobald sie wieder geht, zurück mit: ${command}`,
};

export const NET_LEAVING: Dictionary<NetLeavingTexts> = { en, de };
