// Regicide: the message line — a refused move in words, what to do first, which keys move the game on.
import type { RegicideRefusal } from '../../../games/regicide/refusals.js';
import { REGICIDE_PREVIEW } from './preview.js';
import type { Dictionary } from '../../shared/texts-for.js';
import { FR, degats } from './counted.js';

export interface RegicideMessagesTexts {
  selectFirst: string;
  /** A move the rules refuse, in words (the selection's own problems come from the preview). */
  refusal: (r: RegicideRefusal) => string;
  notYourTurn: string;
  onlyMoves: (emptyHand: boolean, flip: boolean, yieldToo: boolean) => string;
  /** y pressed on the table: the key that yields is p. */
  yieldKeyNote: string;
}

const en: RegicideMessagesTexts = {
  selectFirst: 'Select cards first: space or the number keys',
  refusal: (r) => {
    switch (r.code) {
      case 'gameOver':
        return 'The game is over';
      case 'wrongPhase':
        if (r.phase === 'discard') return `Not now: cover ${r.due} damage first`;
        if (r.phase === 'next') return 'Not now: choose who plays next';
        return r.solo ? 'Not now: play cards or flip a jester' : 'Not now: play cards or yield';
      case 'notInHand':
        return 'Those cards are not all in your hand';
      case 'badCombo':
        return `Not a play: ${REGICIDE_PREVIEW.en.problem(r.problem)}`;
      case 'discardTooLow':
        return `Those cards are worth ${r.worth}: ${r.due - r.worth} short of ${r.due}`;
      case 'discardTooHigh':
        return `Too many cards: one fewer still covers ${r.due}; stop once the damage is covered`;
      case 'cannotYield':
        if (r.reason === 'solo') return 'No yielding in solo without the solo-yield variant';
        if (r.reason === 'twiceInARow') return 'No yielding twice in a row (solo-yield)';
        return 'You may not yield: everyone else yielded last turn';
      case 'cannotFeign':
        if (r.reason === 'variant') return 'Feigning death needs the feign-death variant';
        if (r.reason === 'handNotFull') return `Feigning death needs a full hand (you hold ${r.size} of ${r.limit})`;
        if (r.reason === 'twiceInARow') return 'No feigning right after a yield or a feign';
        return 'You may not feign: everyone else yielded last turn';
      case 'cannotFlip':
        return r.reason === 'notSolo' ? 'Flipping a jester is for solo games only' : 'No jester left to flip';
      case 'noSuchSeat':
        return `Choose a seat from 1 to ${r.players}`;
      case 'unknownMove':
        return 'Unknown move';
    }
  },
  notYourTurn: 'Not your turn',
  onlyMoves: (empty, flip, yieldToo) => {
    const head = empty ? 'Your hand is empty' : 'No play is possible';
    const keys = [flip ? 'f to flip a jester' : '', yieldToo ? 'p to yield' : ''].filter(Boolean).join(' or ');
    return `${head}: press ${keys}.`;
  },
  yieldKeyNote: 'To yield, press p (pass): y only answers "yes" to a question.',
};

const de: RegicideMessagesTexts = {
  selectFirst: 'Zuerst Karten wählen: Leertaste oder Zifferntasten',
  refusal: (r) => {
    switch (r.code) {
      case 'gameOver':
        return 'Das Spiel ist vorbei';
      case 'wrongPhase':
        if (r.phase === 'discard') return `Jetzt nicht: erst ${r.due} Schaden abwehren`;
        if (r.phase === 'next') return 'Jetzt nicht: erst bestimmen, wer als Nächstes spielt';
        return r.solo ? 'Jetzt nicht: Karten spielen oder einen Narren umdrehen' : 'Jetzt nicht: Karten spielen oder passen';
      case 'notInHand':
        return 'Diese Karten sind nicht alle auf deiner Hand';
      case 'badCombo':
        return `Kein gültiger Spielzug: ${REGICIDE_PREVIEW.de.problem(r.problem)}`;
      case 'discardTooLow':
        return `Diese Karten sind ${r.worth} wert: Es fehlen ${r.due - r.worth} zu ${r.due}`;
      case 'discardTooHigh':
        return `Zu viele Karten: eine weniger deckt ${r.due} schon; abwerfen, bis der Schaden gedeckt ist`;
      case 'cannotYield':
        if (r.reason === 'solo') return 'Im Solo kein Passen ohne die Variante solo-yield';
        if (r.reason === 'twiceInARow') return 'Nicht zweimal nacheinander passen (solo-yield)';
        return 'Passen geht nicht: Alle anderen haben zuletzt gepasst';
      case 'cannotFeign':
        if (r.reason === 'variant') return 'Totstellen braucht die Variante feign-death';
        if (r.reason === 'handNotFull') return `Totstellen braucht eine volle Hand (du hast ${r.size} von ${r.limit})`;
        if (r.reason === 'twiceInARow') return 'Kein Totstellen direkt nach Passen oder Totstellen';
        return 'Totstellen geht nicht: Alle anderen haben zuletzt gepasst';
      case 'cannotFlip':
        return r.reason === 'notSolo' ? 'Narren umdrehen gibt es nur im Solo' : 'Kein Narr mehr zum Umdrehen';
      case 'noSuchSeat':
        return `Wähle einen Platz von 1 bis ${r.players}`;
      case 'unknownMove':
        return 'Unbekannter Zug';
    }
  },
  notYourTurn: 'Du bist nicht am Zug',
  onlyMoves: (empty, flip, yieldToo) => {
    const head = empty ? 'Deine Hand ist leer' : 'Kein Spielzug möglich';
    const keys = [flip ? 'f (Narr umdrehen)' : '', yieldToo ? 'p (passen)' : ''].filter(Boolean).join(' oder ');
    return `${head}: drücke ${keys}.`;
  },
  yieldKeyNote: 'Zum Passen p drücken: y beantwortet nur eine Frage mit „ja“.',
};

const fr: RegicideMessagesTexts = {
  selectFirst: 'Choisissez d’abord des cartes\u00a0: espace ou les chiffres',
  refusal: (r) => {
    switch (r.code) {
      case 'gameOver':
        return 'La partie est terminée';
      case 'wrongPhase':
        if (r.phase === 'discard') return `Pas maintenant\u00a0: encaissez d’abord ${FR.count(r.due, degats)}`;
        if (r.phase === 'next') return 'Pas maintenant\u00a0: choisissez qui joue ensuite';
        return r.solo ? 'Pas maintenant\u00a0: jouez des cartes ou retournez un joker' : 'Pas maintenant\u00a0: jouez des cartes ou passez';
      case 'notInHand':
        return 'Ces cartes ne sont pas toutes dans votre main';
      case 'badCombo':
        return `Coup impossible\u00a0: ${REGICIDE_PREVIEW.fr.problem(r.problem)}`;
      case 'discardTooLow':
        return `Ces cartes valent ${r.worth}\u00a0: il manque ${r.due - r.worth} pour ${r.due}`;
      case 'discardTooHigh':
        return `Trop de cartes\u00a0: une de moins couvre déjà ${r.due}\u00a0; arrêtez dès que les dégâts sont couverts`;
      case 'cannotYield':
        if (r.reason === 'solo') return 'Pas de passe en solo sans la variante solo-yield';
        if (r.reason === 'twiceInARow') return 'Pas deux passes de suite (solo-yield)';
        return 'Impossible de passer\u00a0: tous les autres ont passé au dernier tour';
      case 'cannotFeign':
        if (r.reason === 'variant') return 'Faire le mort demande la variante feign-death';
        if (r.reason === 'handNotFull') return `Faire le mort demande une main pleine (vous avez ${r.size} sur ${r.limit})`;
        if (r.reason === 'twiceInARow') return 'Pas de mort simulée juste après une passe ou une autre mort simulée';
        return 'Impossible de simuler la mort\u00a0: tous les autres ont passé au dernier tour';
      case 'cannotFlip':
        return r.reason === 'notSolo' ? 'On ne retourne un joker qu’en solo' : 'Plus aucun joker à retourner';
      case 'noSuchSeat':
        return `Choisissez une place de 1 à ${r.players}`;
      case 'unknownMove':
        return 'Coup inconnu';
    }
  },
  notYourTurn: 'Ce n’est pas votre tour',
  onlyMoves: (empty, flip, yieldToo) => {
    const head = empty ? 'Votre main est vide' : 'Aucun coup possible';
    const keys = [flip ? 'f pour retourner un joker' : '', yieldToo ? 'p pour passer' : ''].filter(Boolean).join(' ou ');
    return `${head}\u00a0: appuyez sur ${keys}.`;
  },
  yieldKeyNote: 'Pour passer, appuyez sur p\u00a0: y ne fait que répondre «\u00a0oui\u00a0» à une question.',
};

const nb: RegicideMessagesTexts = {
  selectFirst: 'Velg kort først: mellomrom eller talltastene',
  refusal: (r) => {
    switch (r.code) {
      case 'gameOver':
        return 'Spillet er over';
      case 'wrongPhase':
        if (r.phase === 'discard') return `Ikke nå: dekk ${r.due} skade først`;
        if (r.phase === 'next') return 'Ikke nå: velg hvem som spiller nå';
        return r.solo ? 'Ikke nå: spill kort eller snu en narr' : 'Ikke nå: spill kort eller stå over';
      case 'notInHand':
        return 'Ikke alle disse kortene er på hånden din';
      case 'badCombo':
        return `Ikke et lovlig spill: ${REGICIDE_PREVIEW.nb.problem(r.problem)}`;
      case 'discardTooLow':
        return `Disse kortene er verdt ${r.worth}: det mangler ${r.due - r.worth} til ${r.due}`;
      case 'discardTooHigh':
        return `For mange kort: ett færre dekker allerede ${r.due}; stopp så snart skaden er dekket`;
      case 'cannotYield':
        if (r.reason === 'solo') return 'I solo kan du ikke stå over uten varianten solo-yield';
        if (r.reason === 'twiceInARow') return 'Du kan ikke stå over to ganger på rad (solo-yield)';
        return 'Du kan ikke stå over: alle de andre sto over sist';
      case 'cannotFeign':
        if (r.reason === 'variant') return 'Å spille død krever varianten feign-death';
        if (r.reason === 'handNotFull') return `Å spille død krever full hånd (du har ${r.size} av ${r.limit})`;
        if (r.reason === 'twiceInARow') return 'Du kan ikke spille død rett etter å ha stått over eller spilt død';
        return 'Du kan ikke spille død: alle de andre sto over sist';
      case 'cannotFlip':
        return r.reason === 'notSolo' ? 'Å snu en narr går bare i solo' : 'Ingen narr igjen å snu';
      case 'noSuchSeat':
        return `Velg en plass fra 1 til ${r.players}`;
      case 'unknownMove':
        return 'Ukjent trekk';
    }
  },
  notYourTurn: 'Det er ikke din tur',
  onlyMoves: (empty, flip, yieldToo) => {
    const head = empty ? 'Hånden din er tom' : 'Ingen spill er mulig';
    const keys = [flip ? 'f for å snu en narr' : '', yieldToo ? 'p for å stå over' : ''].filter(Boolean).join(' eller ');
    return `${head}: trykk ${keys}.`;
  },
  yieldKeyNote: 'For å stå over, trykk p (pass): y svarer bare «ja» på et spørsmål.',
};

export const REGICIDE_MESSAGES: Dictionary<RegicideMessagesTexts> = { en, de, fr, nb };
