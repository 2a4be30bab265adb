// The lines under a networked game's end screen: the deal checked against its commitment.
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetEndTexts {
  dealOk: string;
  dealBad: string;
  dealChosenByHost: string;
  /**
   * A team event's game: the seed and the log stay on the server until the week is over (`until`,
   * a UTC moment; null when the server did not say), so the deal is checked then, not now.
   */
  dealSealed: (until: string | null) => string;
}

const en: NetEndTexts = {
  dealOk: 'Deal checked: the seed matches the commitment shown before the game.',
  dealBad: 'Warning: the revealed seed does NOT match the commitment shown before the game.',
  dealChosenByHost: 'The host chose the seed of this game.',
  dealSealed: (until) => `Team event: this deal is sealed until ${until ?? 'the week is over'}; its seed is checked against the commitment when the week ends.`,
};

const de: NetEndTexts = {
  dealOk: 'Blatt geprüft: der Seed passt zur Festlegung vor dem Spiel.',
  dealBad: 'Warnung: der enthüllte Seed passt NICHT zur Festlegung vor dem Spiel.',
  dealChosenByHost: 'Den Seed dieses Spiels hat der Gastgeber gewählt.',
  dealSealed: (until) => `Team-Event: Dieses Blatt bleibt ${until ? `bis ${until}` : 'bis zum Ende der Woche'} versiegelt; sein Seed wird mit der Festlegung geprüft, wenn die Woche endet.`,
};

const fr: NetEndTexts = {
  dealOk: 'Donne vérifiée\u00a0: la graine correspond à l’engagement affiché avant la partie.',
  dealBad: 'Attention\u00a0: la graine révélée NE correspond PAS à l’engagement affiché avant la partie.',
  dealChosenByHost: 'L’hôte a choisi la graine de cette partie.',
  dealSealed: (until) =>
    `Événement d’équipe\u00a0: cette donne reste scellée ${until ? `jusqu’au ${until}` : 'jusqu’à la fin de la semaine'}\u00a0; sa graine sera vérifiée avec l’engagement à la fin de la semaine.`,
};

const nb: NetEndTexts = {
  dealOk: 'Given er kontrollert: frøet stemmer med forpliktelsen som ble vist før spillet.',
  dealBad: 'Advarsel: det avslørte frøet stemmer IKKE med forpliktelsen som ble vist før spillet.',
  dealChosenByHost: 'Verten valgte frøet i dette spillet.',
  dealSealed: (until) => `Lagturnering: denne given er forseglet ${until ? `til ${until}` : 'til uken er over'}; frøet kontrolleres mot forpliktelsen når uken slutter.`,
};

export const NET_END: Dictionary<NetEndTexts> = { en, de, fr, nb };
