// The words of the puzzles' crowd (a server's answer to a first attempt): how many solved the
// puzzle and out of how many first attempts, the moves most often tried, and the player's puzzle
// rating with what this attempt moved it by; and the question asked once before anything is sent.
import type { Dictionary } from '../../shared/i18n.js';
import type { Words } from '../../../text/words.js';
import { DE, EN, FR, NB } from './counted.js';

const shown = (w: Words, r: number, provisional: boolean): string => `${w.number(Math.round(r))}${provisional ? '?' : ''}`;
const moved = (w: Words, change: number): string => w.signed(Math.round(change), '±0');

/** The server's refusals a player can do something about (any other is said by its code). */
export type CrowdRefusal = 'noPuzzle' | 'tooMany' | 'unavailable';

export interface PuzzleCrowdTexts {
  /** `percent` of `tries` first attempts found the answer. */
  solvedShare: (percent: number, tries: number) => string;
  noneYet: string;
  /** `moves`: the most-tried moves, each with its count (`triedTimes`), joined. */
  mostTried: (moves: string) => string;
  triedTimes: (move: string, tries: number) => string;
  /** The rating (a "?" after it while provisional, as the ladder marks it) and what this attempt moved it by. */
  rating: (rating: number, provisional: boolean, change: number) => string;
  /** The first attempt was counted before: the rating stands. */
  ratingKept: (rating: number, provisional: boolean) => string;
  /** The server's operator keeps this key out of the rankings: nothing counted. */
  notCounted: string;
  /** The player tried this puzzle offline first: the crowd was read, no attempt sent. */
  triedOffline: string;
  /** The server's puzzle of the day is not in this program's set (its program is newer): this program's own is played. */
  serverDailyMissing: (server: string) => string;
  /** The server's puzzle of the day could not be read: this program's own is played. */
  serverDailyUnread: (server: string, why: string) => string;
  sending: (server: string) => string;
  /** The crowd of a puzzle tried offline is being read (no attempt is sent). */
  reading: (server: string) => string;
  unreachable: (server: string, why: string) => string;
  refused: (server: string, code: CrowdRefusal) => string;
  ask: (server: string) => string;
  /** Between the line's parts (French spaces its semicolon). */
  separator: string;
}

const en: PuzzleCrowdTexts = {
  solvedShare: (p, n) => `${p}% solved it (${EN.count(n, { one: '# try', other: '# tries' })})`,
  noneYet: 'No first attempt counted yet',
  mostTried: (moves) => `most tried: ${moves}`,
  triedTimes: (move, n) => `${move} (${EN.number(n)})`,
  rating: (r, p, c) => `your puzzle rating ${shown(EN, r, p)} (${moved(EN, c)})`,
  ratingKept: (r, p) => `your puzzle rating ${shown(EN, r, p)} (your first attempt was counted before)`,
  notCounted: 'your attempt is not counted: this key is kept out of the rankings by the server’s operator',
  triedOffline: 'you tried this puzzle offline before, so nothing was sent',
  serverDailyMissing: (server) => `The puzzle of the day on ${server} is not in this program’s set (its program is newer): here is this program’s own.`,
  serverDailyUnread: (server, why) => `The puzzle of the day on ${server} could not be read (${why}): here is this program’s own.`,
  sending: (server) => `Sending your first attempt to ${server}…`,
  reading: (server) => `Asking ${server} how the others did…`,
  unreachable: (server, why) => `The puzzles on ${server} could not be reached: ${why}`,
  separator: '; ',
  refused: (server, code) =>
    ({
      noPuzzle: `${server} does not have this puzzle (its program is older than yours): nothing was counted`,
      tooMany: `${server} takes no more attempts this minute: this one was not counted`,
      unavailable: `The puzzles on ${server} are not available right now: nothing was counted`,
    })[code],
  ask: (server) => `Send your first attempt at each puzzle to ${server}, to see how others did and get a puzzle rating? (asked once) [y/n] `,
};

const de: PuzzleCrowdTexts = {
  solvedShare: (p, n) => `${p} % haben es gelöst (${DE.count(n, { one: '# Versuch', other: '# Versuche' })})`,
  noneYet: 'Noch kein erster Versuch gezählt',
  mostTried: (moves) => `am häufigsten versucht: ${moves}`,
  triedTimes: (move, n) => `${move} (${DE.number(n)})`,
  rating: (r, p, c) => `deine Rätselwertung ${shown(DE, r, p)} (${moved(DE, c)})`,
  ratingKept: (r, p) => `deine Rätselwertung ${shown(DE, r, p)} (dein erster Versuch wurde schon gezählt)`,
  notCounted: 'dein Versuch zählt nicht: Dieser Schlüssel ist vom Betreiber des Servers aus den Ranglisten genommen',
  triedOffline: 'du hast dieses Rätsel schon offline versucht, darum wurde nichts geschickt',
  serverDailyMissing: (server) => `Das Rätsel des Tages auf ${server} fehlt in der Sammlung dieses Programms (der Server hat eine neuere Version): Hier kommt das Rätsel dieses Programms.`,
  serverDailyUnread: (server, why) => `Das Rätsel des Tages auf ${server} ließ sich nicht abrufen (${why}): Hier kommt das Rätsel dieses Programms.`,
  sending: (server) => `Dein erster Versuch geht an ${server} …`,
  reading: (server) => `Anfrage an ${server}: Wie ging es den anderen …`,
  unreachable: (server, why) => `Die Rätsel auf ${server} waren nicht erreichbar: ${why}`,
  separator: '; ',
  refused: (server, code) =>
    ({
      noPuzzle: `${server} hat dieses Rätsel nicht (sein Programm ist älter als deins): Es wurde nichts gezählt`,
      tooMany: `${server} nimmt in dieser Minute keine Versuche mehr an: Dieser Versuch wurde nicht gezählt`,
      unavailable: `Die Rätsel auf ${server} sind gerade nicht verfügbar: Es wurde nichts gezählt`,
    })[code],
  ask: (server) => `Deinen ersten Versuch bei jedem Rätsel an ${server} schicken, um zu sehen, wie es anderen ging, und eine Rätselwertung zu bekommen? (einmalige Frage) [j/n] `,
};

const fr: PuzzleCrowdTexts = {
  solvedShare: (p, n) => `${p}\u00a0% l’ont résolu (${FR.count(n, { one: '# essai', other: '# essais' })})`,
  noneYet: 'Aucun premier essai compté pour l’instant',
  mostTried: (moves) => `les plus essayés : ${moves}`,
  triedTimes: (move, n) => `${move} (${FR.number(n)})`,
  rating: (r, p, c) => `votre cote aux problèmes ${shown(FR, r, p)} (${moved(FR, c)})`,
  ratingKept: (r, p) => `votre cote aux problèmes ${shown(FR, r, p)} (votre premier essai a déjà compté)`,
  notCounted: 'votre essai ne compte pas : l’opérateur du serveur tient cette clé hors des classements',
  triedOffline: 'vous aviez déjà essayé ce problème hors ligne, rien n’a donc été envoyé',
  serverDailyMissing: (server) => `Le problème du jour de ${server} ne figure pas dans le recueil de ce programme (celui du serveur est plus récent) : voici celui de ce programme.`,
  serverDailyUnread: (server, why) => `Le problème du jour de ${server} n’a pas pu être lu (${why}) : voici celui de ce programme.`,
  sending: (server) => `Envoi de votre premier essai à ${server}…`,
  reading: (server) => `On demande à ${server} comment les autres s’en sont sortis…`,
  unreachable: (server, why) => `Les problèmes sur ${server} sont injoignables : ${why}`,
  separator: '\u202f; ',
  refused: (server, code) =>
    ({
      noPuzzle: `${server} n’a pas ce problème (son programme est plus ancien que le vôtre) : rien n’a été compté`,
      tooMany: `${server} n’accepte plus d’essais pour cette minute : celui-ci n’a pas été compté`,
      unavailable: `Les problèmes sur ${server} ne sont pas disponibles pour l’instant : rien n’a été compté`,
    })[code],
  ask: (server) => `Envoyer votre premier essai à chaque problème à ${server}, pour voir comment les autres ont fait et obtenir une cote aux problèmes ? (question posée une fois) [o/n] `,
};

const nb: PuzzleCrowdTexts = {
  solvedShare: (p, n) => `${p} % løste den (${NB.count(n, { one: '# forsøk', other: '# forsøk' })})`,
  noneYet: 'Ingen første forsøk telt ennå',
  mostTried: (moves) => `oftest prøvd: ${moves}`,
  triedTimes: (move, n) => `${move} (${NB.number(n)})`,
  rating: (r, p, c) => `din oppgaverating ${shown(NB, r, p)} (${moved(NB, c)})`,
  ratingKept: (r, p) => `din oppgaverating ${shown(NB, r, p)} (ditt første forsøk er allerede telt)`,
  notCounted: 'forsøket ditt telles ikke: serverens operatør holder denne nøkkelen utenfor rangeringene',
  triedOffline: 'du har prøvd denne oppgaven uten nett før, så ingenting ble sendt',
  serverDailyMissing: (server) => `Dagens oppgave på ${server} finnes ikke i dette programmets samling (programmet der er nyere): her er dette programmets egen.`,
  serverDailyUnread: (server, why) => `Dagens oppgave på ${server} kunne ikke leses (${why}): her er dette programmets egen.`,
  sending: (server) => `Sender ditt første forsøk til ${server} …`,
  reading: (server) => `Spør ${server} hvordan det gikk for de andre …`,
  unreachable: (server, why) => `Oppgavene på ${server} kunne ikke nås: ${why}`,
  separator: '; ',
  refused: (server, code) =>
    ({
      noPuzzle: `${server} har ikke denne oppgaven (programmet der er eldre enn ditt): ingenting ble telt`,
      tooMany: `${server} tar ikke imot flere forsøk dette minuttet: dette forsøket ble ikke telt`,
      unavailable: `Oppgavene på ${server} er ikke tilgjengelige akkurat nå: ingenting ble telt`,
    })[code],
  ask: (server) => `Sende ditt første forsøk på hver oppgave til ${server}, for å se hvordan andre gjorde det og få en oppgaverating? (spørres én gang) [j/n] `,
};

export const REGICIDE_PUZZLE_CROWD_TEXTS: Dictionary<PuzzleCrowdTexts> = { en, de, fr, nb };
