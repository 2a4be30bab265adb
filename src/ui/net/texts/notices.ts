// News from a networked table on the message line: the connection, players reconnecting or
// leaving, the host leaving, a move the server could not read.
import type { Dictionary } from '../../shared/texts-for.js';

export interface NetNoticesTexts {
  connectionLost: string;
  reconnecting: (name: string, left: string) => string;
  vacated: (name: string) => string;
  /** For the host: a key gives the seat to a bot. */
  vacatedHint: (name: string) => string;
  /** A player who had dropped or left is connected again. */
  returned: (name: string) => string;
  /** A watcher: the host closed the table mid-game; the watcher waits to follow it back. */
  hostAway: string;
  /** The host left; `you`: this seat holds the role now, else `newHost` does. */
  hostLeft: (name: string, you: boolean, newHost: string) => string;
  /** The server could not read a move (its own words follow in English). */
  badNotation: (serverWords: string) => string;
  /**
   * A change of pace waits: `by` proposed going turn-based with `perMove` per move (`to` 'turn')
   * or playing live again; `agreed`: this seat has said yes (it waits for the others).
   */
  pace: (to: 'turn' | 'live', by: string, perMove: string, agreed: boolean) => string;
}

const en: NetNoticesTexts = {
  connectionLost: 'Connection lost — reconnecting… (if the host stopped, they can come back with host --resume)',
  reconnecting: (name, left) => `${name} reconnecting… ${left}`,
  vacated: (name) => `${name} left the table`,
  vacatedHint: (name) => `${name} left — press B to give the seat to a bot`,
  returned: (name) => `${name} is back at the table`,
  hostAway: 'The host stopped the table; it is saved. Waiting for them to resume it (host --resume)… Ctrl-C leaves',
  hostLeft: (name, you, newHost) => (you ? `${name} left: you are the host now and can give seats to bots (B)` : `${name} left: ${newHost} is the host now`),
  badNotation: (words) => `Not a move: ${words}`,
  pace: (to, by, perMove, agreed) =>
    agreed
      ? `${to === 'turn' ? 'Continue later' : 'Play live again'}: waiting for the others to agree — N takes your yes back`
      : `${by} proposes ${to === 'turn' ? `to continue later (turn-based, ${perMove} per move)` : 'to play live again'} — L yes · N no`,
};

const de: NetNoticesTexts = {
  connectionLost: 'Verbindung verloren – verbinde neu… (hat der Gastgeber beendet, kann er mit host --resume zurückkommen)',
  reconnecting: (name, left) => `${name} verbindet neu… ${left}`,
  vacated: (name) => `${name} hat den Tisch verlassen`,
  vacatedHint: (name) => `${name} ist gegangen – B gibt den Platz einem Bot`,
  returned: (name) => `${name} ist wieder am Tisch`,
  hostAway: 'Der Gastgeber hat den Tisch angehalten; der Tisch ist gespeichert. Warten, bis er ihn fortsetzt (host --resume) … Strg-C beendet',
  hostLeft: (name, you, newHost) => (you ? `${name} ist gegangen: du bist jetzt Gastgeber und kannst Plätze an Bots geben (B)` : `${name} ist gegangen: Gastgeber ist jetzt ${newHost}`),
  badNotation: () => 'Das ist kein Zug in der Notation des Spiels',
  pace: (to, by, perMove, agreed) =>
    agreed
      ? `${to === 'turn' ? 'Später weiterspielen' : 'Wieder in Echtzeit spielen'}: Warten auf das Ja der anderen – N nimmt dein Ja zurück`
      : `${by} schlägt vor: ${to === 'turn' ? `später weiter (rundenbasiert, ${perMove} pro Zug)` : 'wieder in Echtzeit spielen'} – L ja · N nein`,
};

const fr: NetNoticesTexts = {
  connectionLost: 'Connexion perdue — reconnexion… (si l’hôte a arrêté, il peut revenir avec host --resume)',
  reconnecting: (name, left) => `${name} se reconnecte… ${left}`,
  vacated: (name) => `${name} a quitté la table`,
  vacatedHint: (name) => `${name} a quitté la table — B donne la place à un bot`,
  returned: (name) => `${name} est de retour à la table`,
  hostAway: 'L’hôte a arrêté la table\u00a0; elle est sauvegardée. En attente de sa reprise (host --resume)… Ctrl-C pour quitter',
  hostLeft: (name, you, newHost) =>
    you ? `${name} a quitté la table\u00a0: vous êtes maintenant l’hôte et pouvez donner des places à des bots (B)` : `${name} a quitté la table\u00a0: ${newHost} est maintenant l’hôte`,
  badNotation: () => 'Ce n’est pas un coup dans la notation du jeu',
  pace: (to, by, perMove, agreed) =>
    agreed
      ? `${to === 'turn' ? 'Continuer plus tard' : 'Reprendre en temps réel'} : on attend l’accord des autres — N retire votre oui`
      : `${by} propose ${to === 'turn' ? `de continuer plus tard (tour par tour, ${perMove} par coup)` : 'de reprendre en temps réel'} — L oui · N non`,
};

const nb: NetNoticesTexts = {
  connectionLost: 'Forbindelsen er brutt – kobler til igjen… (har verten stoppet, kan verten komme tilbake med host --resume)',
  reconnecting: (name, left) => `${name} kobler til igjen… ${left}`,
  vacated: (name) => `${name} forlot bordet`,
  vacatedHint: (name) => `${name} har gått – B gir plassen til en bot`,
  returned: (name) => `${name} er tilbake ved bordet`,
  hostAway: 'Verten har stoppet bordet; det er lagret. Venter på at verten fortsetter det (host --resume)… Ctrl-C avslutter',
  hostLeft: (name, you, newHost) => (you ? `${name} har gått: du er nå vert og kan gi plasser til boter (B)` : `${name} har gått: ${newHost} er nå vert`),
  badNotation: () => 'Det er ikke et trekk i spillets notasjon',
  pace: (to, by, perMove, agreed) =>
    agreed
      ? `${to === 'turn' ? 'Fortsett senere' : 'Spill direkte igjen'}: venter på ja fra de andre – N tar tilbake ja-et ditt`
      : `${by} foreslår ${to === 'turn' ? `å fortsette senere (turbasert, ${perMove} per trekk)` : 'å spille direkte igjen'} – L ja · N nei`,
};

export const NET_NOTICES: Dictionary<NetNoticesTexts> = { en, de, fr, nb };
