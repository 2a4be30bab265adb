// The lines under a networked game's end screen: the deal checked against its commitment.
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetEndTexts {
  dealOk: string;
  dealBad: string;
  dealChosenByHost: string;
  /** A team event's game: the seed stays on the server until the week is over. */
  dealSealed: string;
}

const en: NetEndTexts = {
  dealOk: 'Deal checked: the seed matches the commitment shown before the game.',
  dealBad: 'Warning: the revealed seed does NOT match the commitment shown before the game.',
  dealChosenByHost: 'The host chose the seed of this game.',
  dealSealed: "Team event: the server reveals this deal's seed once the week is over.",
};

const de: NetEndTexts = {
  dealOk: 'Blatt geprüft: der Seed passt zur Festlegung vor dem Spiel.',
  dealBad: 'Warnung: der enthüllte Seed passt NICHT zur Festlegung vor dem Spiel.',
  dealChosenByHost: 'Den Seed dieses Spiels hat der Gastgeber gewählt.',
  dealSealed: 'Team-Event: Den Seed dieses Blatts zeigt der Server erst nach dem Ende der Woche.',
};

const fr: NetEndTexts = {
  dealOk: 'Donne vérifiée\u00a0: la graine correspond à l’engagement affiché avant la partie.',
  dealBad: 'Attention\u00a0: la graine révélée NE correspond PAS à l’engagement affiché avant la partie.',
  dealChosenByHost: 'L’hôte a choisi la graine de cette partie.',
  dealSealed: 'Événement d’équipe\u00a0: le serveur révèle la graine de cette donne une fois la semaine terminée.',
};

const nb: NetEndTexts = {
  dealOk: 'Given er kontrollert: frøet stemmer med forpliktelsen som ble vist før spillet.',
  dealBad: 'Advarsel: det avslørte frøet stemmer IKKE med forpliktelsen som ble vist før spillet.',
  dealChosenByHost: 'Verten valgte frøet i dette spillet.',
  dealSealed: 'Lagturnering: tjeneren viser frøet til denne given først når uken er over.',
};

export const NET_END: Dictionary<NetEndTexts> = { en, de, fr, nb };
