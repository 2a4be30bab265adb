// The daily field's words (see field-text.ts): how the day's players did, where the player
// stands, and what a server made of a game sent to it.
import type { Dictionary } from '../i18n.js';
import { wordsIn } from '../../../text/words.js';

const EN = wordsIn('en');
const DE = wordsIn('de');
const FR = wordsIn('fr');
const NB = wordsIn('nb');

export type FieldMedal = 'gold' | 'silver' | 'bronze';
export type FieldApart = 'notToday' | 'notDailyGame' | 'startedOutside' | 'doesNotReplay' | 'unfinished' | 'notFirst' | 'rankingBan' | 'removed';

export interface SharedFieldTexts {
  title: (date: string, server: string) => string;
  players: (players: number, wins: number) => string;
  practiceApart: (n: number) => string;
  nobody: string;
  chartHead: (measure: 'enemies' | 'points') => string;
  /** The mark beside the player's own row of the chart. */
  you: string;
  beat: (percent: number) => string;
  alone: string;
  medal: (m: FieldMedal) => string;
  /** `card` is the card in words ("the queen of spades" is made from "queen of spades"). */
  mostFell: (card: string, players: number) => string;
  winnable: string;
  ownPractice: string;
  ownApart: (reason: FieldApart) => string;
  notPlayed: string;
  historyHead: string;
  historyRow: (day: string, score: string, place: string) => string;
  historyField: (players: number, wins: number) => string;
  sent: (server: string) => string;
  sentRanked: string;
  ask: (server: string) => string;
  /** Asked once, right after a yes to `ask`: may the server make puzzles of the games it is sent. */
  askPuzzles: string;
  /** Said before `askPuzzles` to a player who said yes to `ask` before that question existed (asked once too). */
  puzzlesNew: (server: string) => string;
  unreachable: (server: string, why: string) => string;
}

const APART_EN: Record<FieldApart, string> = {
  notToday: 'not today’s deal',
  notDailyGame: 'not the daily game (other options or another bot)',
  startedOutside: 'started outside the day',
  doesNotReplay: 'its moves do not replay',
  unfinished: 'not finished',
  notFirst: 'not your first attempt of the day',
  rankingBan: 'this key is kept out of the rankings by the server’s operator',
  removed: 'removed by the server’s operator',
};
const APART_DE: Record<FieldApart, string> = {
  notToday: 'nicht das heutige Spiel',
  notDailyGame: 'nicht das Tagesspiel (andere Optionen oder ein anderer Bot)',
  startedOutside: 'außerhalb des Tages begonnen',
  doesNotReplay: 'die Züge lassen sich nicht nachspielen',
  unfinished: 'nicht zu Ende gespielt',
  notFirst: 'nicht dein erster Versuch des Tages',
  rankingBan: 'dieser Schlüssel ist vom Betreiber des Servers aus den Ranglisten genommen',
  removed: 'vom Betreiber des Servers entfernt',
};
const APART_FR: Record<FieldApart, string> = {
  notToday: 'pas la donne du jour',
  notDailyGame: 'pas la partie du jour (autres options ou autre bot)',
  startedOutside: 'commencée hors de la journée',
  doesNotReplay: 'ses coups ne se rejouent pas',
  unfinished: 'pas terminée',
  notFirst: 'pas votre premier essai du jour',
  rankingBan: 'cette clé est tenue hors des classements par l’opérateur du serveur',
  removed: 'retirée par l’opérateur du serveur',
};
const APART_NB: Record<FieldApart, string> = {
  notToday: 'ikke dagens giv',
  notDailyGame: 'ikke dagens spill (andre valg eller en annen bot)',
  startedOutside: 'startet utenfor dagen',
  doesNotReplay: 'trekkene lar seg ikke spille om igjen',
  unfinished: 'ikke ferdig',
  notFirst: 'ikke ditt første forsøk i dag',
  rankingBan: 'denne nøkkelen er holdt utenfor rangeringene av serverens operatør',
  removed: 'fjernet av serverens operatør',
};

const en: SharedFieldTexts = {
  title: (date, server) => `The field of ${date} on ${server}`,
  players: (p, w) => `${EN.count(p, { one: '# player', other: '# players' })}, ${EN.count(w, { one: '# won', other: '# won' })}`,
  practiceApart: (n) => EN.count(n, { one: '# practice game counted apart', other: '# practice games counted apart' }),
  nobody: 'Nobody has sent a game of this day yet.',
  chartHead: (m) => (m === 'enemies' ? 'Enemies defeated' : 'Points'),
  you: '← you',
  beat: (p) => `beat ${p}% of players`,
  alone: 'the only player so far',
  medal: (m) => `${m} medal`,
  mostFell: (card, n) => `Most lost at the ${card.replace(/\b(?!of\b)\p{L}/gu, (c) => c.toUpperCase())} (${EN.count(n, { one: '# player', other: '# players' })}).`,
  winnable: 'The solver proved this deal winnable.',
  ownPractice: 'Your game was practice (hints or undo): counted apart, not ranked.',
  ownApart: (r) => `Your game is kept apart, not ranked: ${APART_EN[r]}.`,
  notPlayed: 'You have sent no game of this day.',
  historyHead: 'Your last 30 days against the field',
  historyRow: (day, score, place) => `${day}  ${score}  ${place}`,
  historyField: (p, w) => `(${EN.count(p, { one: '# player', other: '# players' })}, ${EN.count(w, { one: '# won', other: '# won' })})`,
  sent: (server) => `Sent to ${server}.`,
  sentRanked: 'Ranked in the day’s field.',
  ask: (server) => `Send your finished daily games to ${server}, to see how the field did? (asked once) [y/n] `,
  puzzlesNew: (server) => `Your finished daily games go to ${server}. New since you agreed to that:`,
  askPuzzles: 'May the server also make puzzles from positions in those games? A puzzle shows one position, never your name or the moves that led to it. (asked once) [y/n] ',
  unreachable: (server, why) => `The day’s field on ${server} could not be reached: ${why}`,
};

const de: SharedFieldTexts = {
  title: (date, server) => `Das Feld vom ${date} auf ${server}`,
  players: (p, w) => `${DE.count(p, { one: '# Spieler', other: '# Spieler' })}, ${DE.count(w, { one: '# gewonnen', other: '# gewonnen' })}`,
  practiceApart: (n) => DE.count(n, { one: '# Übungsspiel extra gezählt', other: '# Übungsspiele extra gezählt' }),
  nobody: 'Noch niemand hat ein Spiel dieses Tages geschickt.',
  chartHead: (m) => (m === 'enemies' ? 'Besiegte Gegner' : 'Punkte'),
  you: '← du',
  beat: (p) => `besser als ${p} % der Spieler`,
  alone: 'bisher als Einzige(r) gespielt',
  medal: (m) => ({ gold: 'Goldmedaille', silver: 'Silbermedaille', bronze: 'Bronzemedaille' })[m],
  mostFell: (card, n) => `Die meisten verloren bei ${card} (${DE.count(n, { one: '# Spieler', other: '# Spieler' })}).`,
  winnable: 'Der Solver hat bewiesen, dass dieses Spiel zu gewinnen ist.',
  ownPractice: 'Dein Spiel war Übung (Tipps oder Rücknahme): extra gezählt, nicht gewertet.',
  ownApart: (r) => `Dein Spiel wird abseits gehalten, nicht gewertet: ${APART_DE[r]}.`,
  notPlayed: 'Du hast kein Spiel dieses Tages geschickt.',
  historyHead: 'Deine letzten 30 Tage gegen das Feld',
  historyRow: (day, score, place) => `${day}  ${score}  ${place}`,
  historyField: (p, w) => `(${DE.count(p, { one: '# Spieler', other: '# Spieler' })}, ${DE.count(w, { one: '# gewonnen', other: '# gewonnen' })})`,
  sent: (server) => `An ${server} geschickt.`,
  sentRanked: 'Im Feld des Tages gewertet.',
  ask: (server) => `Deine beendeten Tagesspiele an ${server} schicken, um zu sehen, wie das Feld spielte? (einmalige Frage) [j/n] `,
  puzzlesNew: (server) => `Deine beendeten Tagesspiele gehen an ${server}. Neu, seit du zugestimmt hast:`,
  askPuzzles: 'Darf der Server aus Stellungen dieser Spiele auch Rätsel machen? Ein Rätsel zeigt nur die Stellung, nie deinen Namen oder die Züge davor. (einmalige Frage) [j/n] ',
  unreachable: (server, why) => `Das Feld des Tages auf ${server} war nicht erreichbar: ${why}`,
};

const fr: SharedFieldTexts = {
  title: (date, server) => `Le classement du ${date} sur ${server}`,
  players: (p, w) => `${FR.count(p, { one: '# joueur', other: '# joueurs' })}, ${FR.count(w, { one: '# victoire', other: '# victoires' })}`,
  practiceApart: (n) => FR.count(n, { one: '# partie d’entraînement comptée à part', other: '# parties d’entraînement comptées à part' }),
  nobody: 'Personne n’a encore envoyé de partie de ce jour.',
  chartHead: (m) => (m === 'enemies' ? 'Ennemis vaincus' : 'Points'),
  you: '← vous',
  beat: (p) => `mieux que ${p}\u00a0% des joueurs`,
  alone: 'seul à avoir joué pour l’instant',
  medal: (m) => ({ gold: 'médaille d’or', silver: 'médaille d’argent', bronze: 'médaille de bronze' })[m],
  mostFell: (card, n) => `La plupart ont perdu face ${/^dame/.test(card) ? 'à la' : 'au'} ${card} (${FR.count(n, { one: '# joueur', other: '# joueurs' })}).`,
  winnable: 'Le solveur a prouvé que cette donne peut être gagnée.',
  ownPractice: 'Votre partie était un entraînement (conseils ou annulation)\u00a0: comptée à part, non classée.',
  ownApart: (r) => `Votre partie est mise à part, non classée\u00a0: ${APART_FR[r]}.`,
  notPlayed: 'Vous n’avez envoyé aucune partie de ce jour.',
  historyHead: 'Vos 30 derniers jours face au classement',
  historyRow: (day, score, place) => `${day}  ${score}  ${place}`,
  historyField: (p, w) => `(${FR.count(p, { one: '# joueur', other: '# joueurs' })}, ${FR.count(w, { one: '# victoire', other: '# victoires' })})`,
  sent: (server) => `Envoyée à ${server}.`,
  sentRanked: 'Classée parmi les parties du jour.',
  ask: (server) => `Envoyer vos parties du jour terminées à ${server}, pour voir comment les autres ont joué\u00a0? (question posée une fois) [o/n] `,
  puzzlesNew: (server) => `Vos parties du jour terminées sont envoyées à ${server}. Nouveau depuis votre accord\u00a0:`,
  askPuzzles:
    'Le serveur peut-il aussi tirer des problèmes à partir de positions de ces parties\u00a0? Un problème ne montre que la position, jamais votre nom ni les coups qui y ont mené. (question posée une fois) [o/n] ',
  unreachable: (server, why) => `Le classement du jour sur ${server} est injoignable\u00a0: ${why}`,
};

const nb: SharedFieldTexts = {
  title: (date, server) => `Feltet for ${date} på ${server}`,
  players: (p, w) => `${NB.count(p, { one: '# spiller', other: '# spillere' })}, ${NB.count(w, { one: '# vant', other: '# vant' })}`,
  practiceApart: (n) => NB.count(n, { one: '# øvingsspill telt for seg', other: '# øvingsspill telt for seg' }),
  nobody: 'Ingen har sendt et spill fra denne dagen ennå.',
  chartHead: (m) => (m === 'enemies' ? 'Fiender beseiret' : 'Poeng'),
  you: '← du',
  beat: (p) => `bedre enn ${p} % av spillerne`,
  alone: 'den eneste som har spilt så langt',
  medal: (m) => ({ gold: 'gullmedalje', silver: 'sølvmedalje', bronze: 'bronsemedalje' })[m],
  mostFell: (card, n) => `Flest tapte mot ${card} (${NB.count(n, { one: '# spiller', other: '# spillere' })}).`,
  winnable: 'Løseren har bevist at denne given kan vinnes.',
  ownPractice: 'Spillet ditt var øving (tips eller angring): telt for seg, ikke rangert.',
  ownApart: (r) => `Spillet ditt holdes utenfor, ikke rangert: ${APART_NB[r]}.`,
  notPlayed: 'Du har ikke sendt noe spill fra denne dagen.',
  historyHead: 'Dine siste 30 dager mot feltet',
  historyRow: (day, score, place) => `${day}  ${score}  ${place}`,
  historyField: (p, w) => `(${NB.count(p, { one: '# spiller', other: '# spillere' })}, ${NB.count(w, { one: '# vant', other: '# vant' })})`,
  sent: (server) => `Sendt til ${server}.`,
  sentRanked: 'Rangert i dagens felt.',
  ask: (server) => `Sende de ferdige dagens spill til ${server}, for å se hvordan feltet gjorde det? (spørres én gang) [j/n] `,
  puzzlesNew: (server) => `De ferdige spillene dine med dagens giv sendes til ${server}. Nytt siden du sa ja til det:`,
  askPuzzles: 'Kan serveren også lage oppgaver av stillinger fra disse spillene? En oppgave viser bare stillingen, aldri navnet ditt eller trekkene som førte dit. (spørres én gang) [j/n] ',
  unreachable: (server, why) => `Dagens felt på ${server} kunne ikke nås: ${why}`,
};

export const SHARED_FIELD: Dictionary<SharedFieldTexts> = { en, de, fr, nb };
