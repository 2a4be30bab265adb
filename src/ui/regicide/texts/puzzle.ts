// The words of `regicide puzzle`: the puzzle's card, the whole deal it shows, the answer to a
// try (a wrong move's refutation in the learner's language), and the keys around it.
import type { Dictionary } from '../../shared/i18n.js';
import { DE, EN, FR, NB } from './counted.js';

export interface PuzzleTexts {
  /** Heading of the daily puzzle (date as YYYY-MM-DD) or of one in the stream. */
  daily: (date: string, number: number, total: number) => string;
  stream: (number: number, total: number) => string;
  /** Heading of a puzzle from a player's game (a server's stream: its position only, never whose game). */
  player: string;
  /** Heading of the server's puzzle of the day from players' games (date as YYYY-MM-DD), offered right after the day's own. */
  playersDaily: (date: string) => string;
  /** The stepper's first position on a puzzle from a player's game: the puzzle's own, not a deal's start. */
  linePosition: string;
  /** The next puzzle of the server's stream could not be read (`why`: one printable line). */
  nextUnread: (server: string, why: string) => string;
  task: string;
  /** Why the whole deal is shown, and what still is not. */
  shown: string;
  tavern: (cards: string) => string;
  castle: (cards: string) => string;
  nothing: string;
  startKeys: string;
  /** Under the board while trying. */
  tryKeys: string;
  right: (move: string) => string;
  wrong: (move: string) => string;
  cannotCover: (enemy: string, due: number, worth: number) => string;
  fallsLater: (enemy: string, defeated: number, total: number) => string;
  tryAgain: string;
  solved: (tries: number) => string;
  revealed: (answer: string) => string;
  /** The solver's line: how many moves, the answer among them. */
  line: (moves: number) => string;
  endKeys: (more: boolean) => string;
  /** The board's quit question: leaving gives the puzzle up. */
  quitNote: string;
  tooSmall: (cols: number, rows: number, needCols: number, needRows: number) => string;
}

const en: PuzzleTexts = {
  quitNote: 'Leaving gives the puzzle up and shows the answer.',
  daily: (date, n, total) => `Puzzle of ${date} (no. ${n} of ${total})`,
  stream: (n, total) => `Puzzle ${n} of ${total}`,
  player: 'Puzzle from a player’s game',
  playersDaily: (date) => `Today’s puzzle from players’ games (${date})`,
  linePosition: 'The puzzle’s position, before the answer',
  nextUnread: (server, why) => `The next puzzle could not be read from ${server}: ${why}.`,
  task: 'Find the one move that keeps the deal winnable. The solver proved that every other move loses.',
  shown:
    'As a chess puzzle shows the whole board, this one shows the whole deal: the tavern in order and the castle in order. Only the order in which hearts put cards back under the tavern stays unknown.',
  tavern: (cards) => `Tavern, top first: ${cards}`,
  castle: (cards) => `Castle, next first: ${cards}`,
  nothing: 'empty',
  startKeys: 'Enter: start · q: leave',
  tryKeys: 'Your move on the board. q: give up and see the answer',
  right: (move) => `Right: ${move} is the only move that keeps the deal winnable.`,
  wrong: (move) => `${move} loses.`,
  cannotCover: (enemy, due, worth) => `After it, ${enemy} attacks for ${due} and your hand is worth only ${worth}: the game ends there.`,
  fallsLater: (enemy, defeated, total) =>
    `The solver checked every way on and none wins. Played on as well as the bot plays, the deal falls at ${enemy} with ${EN.count(defeated, { one: '# enemy', other: '# enemies' })} of ${total} defeated.`,
  tryAgain: 'Try another move, or q for the answer.',
  solved: (tries) => (tries === 1 ? 'Solved at the first try.' : `Solved at try ${tries}.`),
  revealed: (answer) => `The answer was ${answer}.`,
  line: (moves) => `The solver's line wins in ${EN.count(moves, { one: '# move', other: '# moves' })}, the answer first.`,
  endKeys: (more) => (more ? 'Enter: the solver’s line in the replay stepper · n: next puzzle · q: leave' : 'Enter: the solver’s line in the replay stepper · q: leave'),
  tooSmall: (c, r, nc, nr) => `The terminal is ${c}×${r}; a puzzle needs at least ${nc}×${nr}. Please enlarge it, or press q to leave.`,
};

const de: PuzzleTexts = {
  quitNote: 'Beenden gibt das Rätsel auf und zeigt die Lösung.',
  daily: (date, n, total) => `Rätsel vom ${date} (Nr. ${n} von ${total})`,
  stream: (n, total) => `Rätsel ${n} von ${total}`,
  player: 'Rätsel aus der Partie eines Spielers',
  playersDaily: (date) => `Spieler-Rätsel des Tages (${date})`,
  linePosition: 'Die Stellung des Rätsels, vor der Lösung',
  nextUnread: (server, why) => `Das nächste Rätsel ließ sich nicht von ${server} laden: ${why}.`,
  task: 'Finde den einen Zug, mit dem das Blatt noch zu gewinnen ist. Der Solver hat bewiesen, dass jeder andere Zug verliert.',
  shown:
    'Wie ein Schachrätsel das ganze Brett zeigt, zeigt dieses das ganze Blatt: die Taverne und die Burg in ihrer Reihenfolge. Verborgen bleibt nur, in welcher Reihenfolge ein gespieltes Herz Karten aus der Ablage unter die Taverne legt.',
  tavern: (cards) => `Taverne, oberste zuerst: ${cards}`,
  castle: (cards) => `Burg, nächster Gegner zuerst: ${cards}`,
  nothing: 'leer',
  startKeys: 'Enter: los · q: beenden',
  tryKeys: 'Dein Zug auf dem Spielfeld. q: aufgeben und die Lösung sehen',
  right: (move) => `Richtig: ${move} ist der einzige Zug, mit dem das Blatt noch zu gewinnen ist.`,
  wrong: (move) => `${move} verliert.`,
  cannotCover: (enemy, due, worth) => `Danach greift ${enemy} mit ${due} an, und deine Hand ist nur ${worth} wert: Damit endet das Spiel.`,
  fallsLater: (enemy, defeated, total) =>
    `Der Solver hat jeden Weg geprüft, keiner gewinnt. Spielt man so gut weiter wie der Bot, scheitert das Spiel an ${enemy}, nach ${defeated} von ${total} besiegten Gegnern.`,
  tryAgain: 'Versuch einen anderen Zug oder drück q für die Lösung.',
  solved: (tries) => (tries === 1 ? 'Im ersten Versuch gelöst.' : `Im ${tries}. Versuch gelöst.`),
  revealed: (answer) => `Die Lösung war ${answer}.`,
  line: (moves) => `Der Weg des Solvers gewinnt in ${DE.count(moves, { one: '# Zug', other: '# Zügen' })}, beginnend mit der Lösung.`,
  endKeys: (more) => (more ? 'Enter: der Weg des Solvers Zug für Zug · n: nächstes Rätsel · q: beenden' : 'Enter: der Weg des Solvers Zug für Zug · q: beenden'),
  tooSmall: (c, r, nc, nr) => `Das Terminal hat ${c}×${r} Zeichen; ein Rätsel braucht mindestens ${nc}×${nr}. Bitte vergrößere es oder drück q zum Beenden.`,
};

const fr: PuzzleTexts = {
  quitNote: 'Sortir abandonne le problème et montre la réponse.',
  daily: (date, n, total) => `Problème du ${date} (n° ${n} sur ${total})`,
  stream: (n, total) => `Problème ${n} sur ${total}`,
  player: 'Problème tiré de la partie d’un joueur',
  playersDaily: (date) => `Problème du jour des joueurs (${date})`,
  linePosition: 'La position du problème, avant la réponse',
  nextUnread: (server, why) => `Impossible de lire le problème suivant sur ${server} : ${why}.`,
  task: 'Trouvez le seul coup qui laisse la partie gagnable. Le solveur a prouvé que tout autre coup perd.',
  shown:
    'Comme un problème d’échecs montre tout l’échiquier, celui-ci montre toute la donne : la taverne et le château dans leur ordre. Seul l’ordre dans lequel les cœurs remettent des cartes sous la taverne reste inconnu.',
  tavern: (cards) => `Taverne, en commençant par le dessus : ${cards}`,
  castle: (cards) => `Château, prochain ennemi d’abord : ${cards}`,
  nothing: 'vide',
  startKeys: 'Entrée : commencer · q : sortir',
  tryKeys: 'Jouez votre coup sur le plateau. q : abandonner et voir la réponse',
  right: (move) => `Exact : ${move} est le seul coup qui laisse la partie gagnable.`,
  wrong: (move) => `${move} perd.`,
  cannotCover: (enemy, due, worth) => `Ensuite, ${enemy} attaque à ${due} et votre main ne vaut que ${worth} : la partie s’arrête là.`,
  fallsLater: (enemy, defeated, total) =>
    `Le solveur a vérifié toutes les suites, aucune ne gagne. En jouant aussi bien que le bot, la partie est perdue face à ${enemy}, avec ${FR.count(defeated, { one: '# ennemi vaincu', other: '# ennemis vaincus' })} sur ${total}.`,
  tryAgain: 'Essayez un autre coup, ou q pour la réponse.',
  solved: (tries) => (tries === 1 ? 'Résolu du premier coup.' : `Résolu au ${tries}e essai.`),
  revealed: (answer) => `La réponse était ${answer}.`,
  line: (moves) => `La suite du solveur gagne en ${FR.count(moves, { one: '# coup', other: '# coups' })}, en commençant par la réponse.`,
  endKeys: (more) => (more ? 'Entrée : la suite du solveur pas à pas · n : problème suivant · q : sortir' : 'Entrée : la suite du solveur pas à pas · q : sortir'),
  tooSmall: (c, r, nc, nr) => `Le terminal fait ${c}×${r} ; un problème demande au moins ${nc}×${nr}. Agrandissez-le, ou appuyez sur q pour sortir.`,
};

const nb: PuzzleTexts = {
  quitNote: 'Går du ut, gir du opp oppgaven og får se svaret.',
  daily: (date, n, total) => `Oppgaven for ${date} (nr. ${n} av ${total})`,
  stream: (n, total) => `Oppgave ${n} av ${total}`,
  player: 'Oppgave fra en spillers parti',
  playersDaily: (date) => `Dagens oppgave fra spillernes partier (${date})`,
  linePosition: 'Oppgavens stilling, før svaret',
  nextUnread: (server, why) => `Klarte ikke å hente neste oppgave fra ${server}: ${why}.`,
  task: 'Finn det ene trekket som gjør at spillet fortsatt kan vinnes. Løseren har bevist at alle andre trekk taper.',
  shown: 'Slik en sjakkoppgave viser hele brettet, viser denne hele given: tavernaen og slottet i rekkefølge. Det eneste som er ukjent, er rekkefølgen hjerter legger kort tilbake under tavernaen i.',
  tavern: (cards) => `Tavernaen, øverste først: ${cards}`,
  castle: (cards) => `Slottet, neste fiende først: ${cards}`,
  nothing: 'tomt',
  startKeys: 'Enter: start · q: gå ut',
  tryKeys: 'Gjør trekket ditt på brettet. q: gi opp og se svaret',
  right: (move) => `Riktig: ${move} er det eneste trekket som gjør at spillet fortsatt kan vinnes.`,
  wrong: (move) => `${move} taper.`,
  cannotCover: (enemy, due, worth) => `Etterpå angriper ${enemy} med ${due}, og hånden din er bare verdt ${worth}: spillet slutter der.`,
  fallsLater: (enemy, defeated, total) =>
    `Løseren sjekket alle veier videre, og ingen vinner. Spiller man videre så godt som boten, går spillet tapt mot ${enemy}, med ${defeated} av ${total} fiender beseiret.`,
  tryAgain: 'Prøv et annet trekk, eller q for svaret.',
  solved: (tries) => (tries === 1 ? 'Løst på første forsøk.' : `Løst på forsøk nr. ${tries}.`),
  revealed: (answer) => `Svaret var ${answer}.`,
  line: (moves) => `Løserens trekkrekke vinner på ${NB.count(moves, { one: '# trekk', other: '# trekk' })}, med svaret først.`,
  endKeys: (more) => (more ? 'Enter: løserens trekkrekke trekk for trekk · n: neste oppgave · q: gå ut' : 'Enter: løserens trekkrekke trekk for trekk · q: gå ut'),
  tooSmall: (c, r, nc, nr) => `Terminalen er ${c}×${r}; en oppgave trenger minst ${nc}×${nr}. Gjør den større, eller trykk q for å gå ut.`,
};

export const REGICIDE_PUZZLE_TEXTS: Dictionary<PuzzleTexts> = { en, de, fr, nb };
