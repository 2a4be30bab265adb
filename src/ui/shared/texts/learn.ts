// The words around the lessons of both games: the lesson's heading, what a wrong move gets when
// the lesson has no words of its own for it, the end of a lesson, and the offer of `learn`.
import type { Dictionary } from '../i18n.js';

export interface LearnTexts {
  heading: (n: number, total: number, title: string) => string;
  goal: string;
  /** A legal move the step does not name: the goal follows. */
  notThisMove: string;
  lessonDone: string;
  /** Keys on the lesson's first card. */
  startKeys: string;
  /** Keys at the end of a lesson: Enter goes on (after the last lesson into a real game), p plays a real game now. */
  doneKeys: (more: boolean) => string;
  allDone: (command: string) => string;
  resumed: string;
  /** The quit question's note in a lesson. */
  quitKept: string;
  /** A terminal too small for a lesson: its size, the size a lesson needs, and why more rows than a game. */
  tooSmall: (cols: number, rows: number, needCols: number, needRows: number) => string;
  /** Under it: the lesson waits; q leaves. */
  tooSmallKeys: string;
  /** After leaving: the progress is kept, and which lesson `learn` opens next. */
  kept: (command: string, lesson: number) => string;
  /** Printed under the help when the program runs without a command. */
  offer: (command: string) => string;
  /** On the message line of someone's first game (short: it shares the line with nothing). */
  firstGame: (command: string) => string;
  /** One line per lesson in the list. */
  listLine: (n: number, title: string, state: 'done' | 'started' | 'new') => string;
}

const en: LearnTexts = {
  heading: (n, total, title) => `Lesson ${n} of ${total}: ${title}`,
  goal: 'Your move:',
  notThisMove: 'Not the move this lesson asks for.',
  lessonDone: 'Lesson done.',
  startKeys: 'Enter: start · q: leave',
  doneKeys: (more) => (more ? 'Enter: next lesson · p: play a real game now · q: leave (your progress is kept)' : 'Enter: play a real game now · q: leave'),
  allDone: (command) => `Every lesson done. Now a real game: ${command}`,
  resumed: 'Going on where you left this lesson.',
  quitKept: 'Your progress is kept: learn goes on at this step of the lesson.',
  tooSmall: (c, r, nc, nr) => `The terminal is ${c}×${r}; a lesson needs at least ${nc}×${nr} (its panel takes rows above the board). Please enlarge it.`,
  tooSmallKeys: 'The lesson waits and goes on as soon as it fits. q leaves (your progress is kept).',
  kept: (command, lesson) => `Your progress is kept: ${command} goes on with lesson ${lesson}.`,
  offer: (command) => `New here? ${command} walks you through a first game, one idea at a time.`,
  firstGame: (command) => `New here? For a guided first game: quit, then ${command}`,
  listLine: (n, title, state) => `${String(n).padStart(2)}. ${title}${state === 'done' ? ' (done)' : state === 'started' ? ' (started)' : ''}`,
};

const de: LearnTexts = {
  heading: (n, total, title) => `Lektion ${n} von ${total}: ${title}`,
  goal: 'Dein Zug:',
  notThisMove: 'Das ist nicht der Zug, um den es in dieser Lektion geht.',
  lessonDone: 'Lektion geschafft.',
  startKeys: 'Enter: los · q: beenden',
  doneKeys: (more) => (more ? 'Enter: nächste Lektion · p: jetzt ein echtes Spiel · q: beenden (dein Fortschritt bleibt)' : 'Enter: jetzt ein echtes Spiel spielen · q: beenden'),
  allDone: (command) => `Alle Lektionen geschafft. Jetzt ein echtes Spiel: ${command}`,
  resumed: 'Es geht weiter, wo du diese Lektion verlassen hast.',
  quitKept: 'Dein Fortschritt bleibt: learn macht bei diesem Schritt der Lektion weiter.',
  tooSmall: (c, r, nc, nr) => `Das Terminal hat ${c}×${r} Zeichen; eine Lektion braucht mindestens ${nc}×${nr} (ihr Kasten steht über dem Spielfeld). Bitte vergrößern.`,
  tooSmallKeys: 'Die Lektion wartet und geht weiter, sobald sie passt. q beendet (dein Fortschritt bleibt).',
  kept: (command, lesson) => `Dein Fortschritt bleibt: ${command} macht mit Lektion ${lesson} weiter.`,
  offer: (command) => `Neu hier? ${command} führt dich durch ein erstes Spiel, Schritt für Schritt.`,
  firstGame: (command) => `Neu hier? Ein geführtes erstes Spiel: beenden, dann ${command}`,
  listLine: (n, title, state) => `${String(n).padStart(2)}. ${title}${state === 'done' ? ' (geschafft)' : state === 'started' ? ' (angefangen)' : ''}`,
};

const fr: LearnTexts = {
  heading: (n, total, title) => `Leçon ${n} sur ${total}\u00a0: ${title}`,
  goal: 'À vous de jouer\u00a0:',
  notThisMove: 'Ce n’est pas le coup que cette leçon attend.',
  lessonDone: 'Leçon terminée.',
  startKeys: 'Entrée\u00a0: commencer · q\u00a0: sortir',
  doneKeys: (more) =>
    more ? 'Entrée\u00a0: leçon suivante · p\u00a0: jouer une vraie partie · q\u00a0: sortir (vos progrès sont gardés)' : 'Entrée\u00a0: jouer une vraie partie maintenant · q\u00a0: sortir',
  allDone: (command) => `Toutes les leçons sont faites. Place à une vraie partie\u00a0: ${command}`,
  resumed: 'On reprend là où vous aviez laissé cette leçon.',
  quitKept: 'Vos progrès sont gardés\u00a0: learn reprendra à cette étape de la leçon.',
  tooSmall: (c, r, nc, nr) => `Le terminal fait ${c}×${r}\u00a0; une leçon demande au moins ${nc}×${nr} (son encadré prend des lignes au-dessus du jeu). Agrandissez-le.`,
  tooSmallKeys: 'La leçon attend et reprend dès qu’elle tient à l’écran. q pour sortir (vos progrès sont gardés).',
  kept: (command, lesson) => `Vos progrès sont gardés\u00a0: ${command} reprendra à la leçon ${lesson}.`,
  offer: (command) => `Première fois\u00a0? ${command} vous guide dans une première partie, une idée à la fois.`,
  firstGame: (command) => `Première fois\u00a0? Partie guidée\u00a0: quittez, puis ${command}`,
  listLine: (n, title, state) => `${String(n).padStart(2)}. ${title}${state === 'done' ? ' (faite)' : state === 'started' ? ' (commencée)' : ''}`,
};

const nb: LearnTexts = {
  heading: (n, total, title) => `Leksjon ${n} av ${total}: ${title}`,
  goal: 'Ditt trekk:',
  notThisMove: 'Det er ikke trekket denne leksjonen ber om.',
  lessonDone: 'Leksjonen er fullført.',
  startKeys: 'Enter: start · q: gå ut',
  doneKeys: (more) => (more ? 'Enter: neste leksjon · p: spill et ekte spill nå · q: gå ut (fremgangen din blir lagret)' : 'Enter: spill et ekte spill nå · q: gå ut'),
  allDone: (command) => `Alle leksjonene er fullført. Nå et ekte spill: ${command}`,
  resumed: 'Vi fortsetter der du forlot denne leksjonen.',
  quitKept: 'Fremgangen din blir lagret: learn fortsetter fra dette steget i leksjonen.',
  tooSmall: (c, r, nc, nr) => `Terminalen er ${c}×${r}; en leksjon trenger minst ${nc}×${nr} (feltet tar linjer over spillebrettet). Gjør den større.`,
  tooSmallKeys: 'Leksjonen venter og fortsetter så snart den får plass. q går ut (fremgangen din blir lagret).',
  kept: (command, lesson) => `Fremgangen din er lagret: ${command} fortsetter med leksjon ${lesson}.`,
  offer: (command) => `Ny her? ${command} tar deg gjennom et første spill, én idé om gangen.`,
  firstGame: (command) => `Ny her? Et guidet første spill: avslutt, så ${command}`,
  listLine: (n, title, state) => `${String(n).padStart(2)}. ${title}${state === 'done' ? ' (fullført)' : state === 'started' ? ' (påbegynt)' : ''}`,
};

export const LEARN_TEXTS: Dictionary<LearnTexts> = { en, de, fr, nb };
