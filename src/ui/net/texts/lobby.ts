// The waiting room of a networked table: who sits where, how to join, how the deal is made, the
// host's and the guests' keys.
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetLobbyTexts {
  tableTitle: (game: string, code: string) => string;
  othersJoin: string;
  seatLine: (seat: number, name: string, status: string, you: boolean, host: boolean) => string;
  status: { bot: string; connected: string; reconnecting: (left: string) => string; left: string; away: string; empty: string };
  hostKeys: (emptySeats: number[]) => string;
  guestKeys: string;
  seedChosen: string;
  serverSeed: string;
  /** A turn-based table's waiting room: its time per move ("2 d"), and that nobody need wait here. */
  turnBasedTable: (perMove: string) => string;
  embeddedDeals: string;
  commitment: (short: string) => string;
  connecting: string;
  you: string;
  /** A table of a game this program has no screen for. */
  unknownGame: (game: string) => string;
}

const en: NetLobbyTexts = {
  tableTitle: (game, code) => `${game} — table ${code}`,
  othersJoin: 'Others join with:',
  seatLine: (seat, name, status, you, host) => `Seat ${seat}: ${name || '—'}${you ? ' (you)' : ''}${host ? ' · host' : ''} (${status})`,
  status: { bot: 'bot', connected: 'connected', reconnecting: (left) => `reconnecting… ${left}`, left: 'left', away: 'away', empty: 'empty' },
  hostKeys: (empty) => `Enter: start now${empty.length ? ' (empty seats get bots)' : ''}${empty.length ? ` · ${empty.join('/')}: give that empty seat to a bot` : ''} · q: leave`,
  guestKeys: 'Waiting for the host to start · q: leave',
  seedChosen: 'Seed chosen by the host: the host may know the deal.',
  serverSeed: 'The server drew the seed.',
  turnBasedTable: (p) => `Turn-based table: ${p} per move. It starts once every seat is taken; you need not wait here.`,
  embeddedDeals: "This table runs on the host's machine: it deals the cards and keeps the log.",
  commitment: (short) => `Deal commitment: ${short}… (checked at the end)`,
  connecting: 'Connecting…',
  you: 'you',
  unknownGame: (game) => `This table plays ${game}, which this program cannot show.`,
};

const de: NetLobbyTexts = {
  tableTitle: (game, code) => `${game} – Tisch ${code}`,
  othersJoin: 'Die anderen setzen sich dazu mit:',
  seatLine: (seat, name, status, you, host) => `Platz ${seat}: ${name || '—'}${you ? ' (du)' : ''}${host ? ' · Gastgeber' : ''} (${status})`,
  status: { bot: 'Bot', connected: 'verbunden', reconnecting: (left) => `verbindet neu… ${left}`, left: 'gegangen', away: 'abwesend', empty: 'frei' },
  hostKeys: (empty) => `Enter: jetzt beginnen${empty.length ? ' (freie Plätze bekommen Bots)' : ''}${empty.length ? ` · ${empty.join('/')}: diesen freien Platz einem Bot geben` : ''} · q: gehen`,
  guestKeys: 'Warten, bis der Gastgeber beginnt · q: gehen',
  seedChosen: 'Seed vom Gastgeber gewählt: Er kann das Blatt kennen.',
  serverSeed: 'Der Server hat den Seed gezogen.',
  turnBasedTable: (p) => `Rundenbasierter Tisch: ${p} pro Zug. Es geht los, sobald alle Plätze vergeben sind; du musst hier nicht warten.`,
  embeddedDeals: 'Dieser Tisch läuft auf dem Rechner des Gastgebers: er gibt die Karten und führt das Protokoll.',
  commitment: (short) => `Festlegung des Blatts: ${short}… (wird am Ende geprüft)`,
  connecting: 'Verbinde…',
  you: 'du',
  unknownGame: (game) => `An diesem Tisch wird ${game} gespielt; das kann dieses Programm nicht zeigen.`,
};

const fr: NetLobbyTexts = {
  tableTitle: (game, code) => `${game} — table ${code}`,
  othersJoin: 'Les autres s’installent avec\u00a0:',
  seatLine: (seat, name, status, you, host) => `Place ${seat}\u00a0: ${name || '—'}${you ? ' (vous)' : ''}${host ? ' · hôte' : ''} (${status})`,
  status: { bot: 'bot', connected: 'connecté', reconnecting: (left) => `reconnexion… ${left}`, left: 'parti', away: 'absent', empty: 'libre' },
  hostKeys: (empty) =>
    `Entrée\u00a0: commencer${empty.length ? ' (les places libres vont à des bots)' : ''}${empty.length ? ` · ${empty.join('/')}\u00a0: donner cette place libre à un bot` : ''} · q\u00a0: partir`,
  guestKeys: 'En attente du départ donné par l’hôte · q\u00a0: partir',
  seedChosen: 'Graine choisie par l’hôte\u00a0: l’hôte peut connaître la donne.',
  serverSeed: 'Le serveur a tiré la graine.',
  turnBasedTable: (p) => `Table au tour par tour : ${p} par coup. La partie commence quand toutes les places sont prises ; inutile d’attendre ici.`,
  embeddedDeals: 'Cette table tourne sur la machine de l’hôte\u00a0: elle distribue les cartes et tient le journal.',
  commitment: (short) => `Engagement de la donne\u00a0: ${short}… (vérifié à la fin)`,
  connecting: 'Connexion…',
  you: 'vous',
  unknownGame: (game) => `Cette table joue à ${game}, que ce programme ne sait pas afficher.`,
};

const nb: NetLobbyTexts = {
  tableTitle: (game, code) => `${game} – bord ${code}`,
  othersJoin: 'De andre blir med slik:',
  seatLine: (seat, name, status, you, host) => `Plass ${seat}: ${name || '—'}${you ? ' (du)' : ''}${host ? ' · vert' : ''} (${status})`,
  status: { bot: 'bot', connected: 'tilkoblet', reconnecting: (left) => `kobler til igjen… ${left}`, left: 'gått', away: 'borte', empty: 'ledig' },
  hostKeys: (empty) => `Enter: start nå${empty.length ? ' (ledige plasser får boter)' : ''}${empty.length ? ` · ${empty.join('/')}: gi den ledige plassen til en bot` : ''} · q: gå`,
  guestKeys: 'Venter på at verten starter · q: gå',
  seedChosen: 'Frøet er valgt av verten: verten kan kjenne given.',
  serverSeed: 'Serveren trakk frøet.',
  turnBasedTable: (p) => `Turbasert bord: ${p} per trekk. Spillet starter når alle plassene er tatt; du trenger ikke vente her.`,
  embeddedDeals: 'Dette bordet kjører på vertens maskin: den deler ut kortene og fører loggen.',
  commitment: (short) => `Forpliktelse for given: ${short}… (kontrolleres til slutt)`,
  connecting: 'Kobler til…',
  you: 'du',
  unknownGame: (game) => `Dette bordet spiller ${game}, som dette programmet ikke kan vise.`,
};

export const NET_LOBBY: Dictionary<NetLobbyTexts> = { en, de, fr, nb };
