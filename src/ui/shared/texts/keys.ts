// The keys of the screens every game shares, in the help and the README: questions, the help and
// event log overlays, the hand-over, the size guard, Ctrl-C, the replay stepper, the resume list.
// (The key maps beside each screen decide what a key does; these say it.)
import type { Dictionary } from '../i18n.js';

export type SharedKeyId =
  | 'yes'
  | 'no'
  | 'helpClose'
  | 'helpScroll'
  | 'logClose'
  | 'logLine'
  | 'logPage'
  | 'logEnds'
  | 'ready'
  | 'sizeQuit'
  | 'interrupt'
  | 'replayStep'
  | 'replayEnds'
  | 'replayNumber'
  | 'replayJump'
  | 'replayForget'
  | 'replayErase'
  | 'replayPlay'
  | 'replayHelp'
  | 'replayQuit'
  | 'pickMove'
  | 'pickNumber'
  | 'pickTake'
  | 'pickLeave';

export interface SharedKeysTexts {
  sharedKeyHelp: Record<SharedKeyId, readonly [string, string]>;
  /** The help overlay's one row for every question's keys. */
  questionKeys: readonly [string, string];
  /** The help overlay's heading above the end screen's keys. */
  helpEndHeading: string;
}

const en: SharedKeysTexts = {
  sharedKeyHelp: {
    yes: ['y / Enter', 'yes (j too in German)'],
    no: ['n / Esc', 'no (nothing happens)'],
    helpClose: ['? / Esc / q', 'close the help'],
    helpScroll: ['↑ ↓', 'scroll the help when it is taller than the terminal'],
    logClose: ['v / Esc / q', 'close the event log'],
    logLine: ['↑ ↓ k j', 'one line'],
    logPage: ['PgUp PgDn space', 'one page'],
    logEnds: ['Home End', 'the first or the last lines'],
    ready: ['Enter', 'take the keyboard (once "press Enter" shows: a key typed before does nothing)'],
    sizeQuit: ['q', 'quit while the terminal is too small (asks first)'],
    interrupt: ['Ctrl-C', 'leave at once (the game is saved after every move)'],
    replayStep: ['← → h l', 'one move back or on'],
    replayEnds: ['Home End', 'the start or the end'],
    replayNumber: ['0–9', 'type a move number'],
    replayJump: ['Enter', 'go to the move typed'],
    replayForget: ['Esc', 'forget the move typed'],
    replayErase: ['Backspace', 'take back the last digit typed'],
    replayPlay: ['space', 'play on by itself, or pause'],
    replayHelp: ['?', 'this help (? Esc q close it)'],
    replayQuit: ['q / Esc', 'leave'],
    pickMove: ['↑ ↓', 'choose a game (round the list)'],
    pickNumber: ['1–9', 'choose game number N'],
    pickTake: ['Enter', 'continue the chosen game (a save that does not replay says why)'],
    pickLeave: ['Esc / q', 'leave without playing'],
  },
  questionKeys: ['y / n', 'in a question: y or Enter says yes, n or Esc no'],
  helpEndHeading: 'Once the game is over',
};

const de: SharedKeysTexts = {
  sharedKeyHelp: {
    yes: ['j / y / Enter', 'ja'],
    no: ['n / Esc', 'nein (nichts geschieht)'],
    helpClose: ['? / Esc / q', 'die Hilfe schließen'],
    helpScroll: ['↑ ↓', 'die Hilfe blättern, wenn sie höher ist als das Terminal'],
    logClose: ['v / Esc / q', 'den Spielverlauf schließen'],
    logLine: ['↑ ↓ k j', 'eine Zeile'],
    logPage: ['BildAuf BildAb Leertaste', 'eine Seite'],
    logEnds: ['Pos1 Ende', 'die ersten oder die letzten Zeilen'],
    ready: ['Enter', 'die Tastatur übernehmen (sobald „Enter drücken“ steht: eine Taste davor zählt nicht)'],
    sizeQuit: ['q', 'beenden, solange das Terminal zu klein ist (fragt vorher)'],
    interrupt: ['Strg-C', 'sofort gehen (das Spiel ist nach jedem Zug gespeichert)'],
    replayStep: ['← → h l', 'ein Zug zurück oder weiter'],
    replayEnds: ['Pos1 Ende', 'der Anfang oder das Ende'],
    replayNumber: ['0–9', 'eine Zugnummer tippen'],
    replayJump: ['Enter', 'zum getippten Zug'],
    replayForget: ['Esc', 'die getippte Nummer vergessen'],
    replayErase: ['Rücktaste', 'die letzte getippte Ziffer zurücknehmen'],
    replayPlay: ['Leertaste', 'von selbst weiterspielen oder anhalten'],
    replayHelp: ['?', 'diese Hilfe (? Esc q schließen sie)'],
    replayQuit: ['q / Esc', 'beenden'],
    pickMove: ['↑ ↓', 'ein Spiel wählen (rundum)'],
    pickNumber: ['1–9', 'Spiel Nummer N wählen'],
    pickTake: ['Enter', 'das gewählte Spiel fortsetzen (ein Spielstand, der sich nicht nachspielen lässt, sagt warum)'],
    pickLeave: ['Esc / q', 'gehen, ohne zu spielen'],
  },
  questionKeys: ['j / n', 'in einer Frage: j, y oder Enter heißt ja, n oder Esc nein'],
  helpEndHeading: 'Wenn das Spiel vorbei ist',
};

const fr: SharedKeysTexts = {
  sharedKeyHelp: {
    yes: ['o / y / Entrée', 'oui'],
    no: ['n / Échap', 'non (rien ne se passe)'],
    helpClose: ['? / Échap / q', 'fermer l’aide'],
    helpScroll: ['↑ ↓', 'faire défiler l’aide quand elle dépasse le terminal'],
    logClose: ['v / Échap / q', 'fermer le journal'],
    logLine: ['↑ ↓ k j', 'une ligne'],
    logPage: ['PgPréc PgSuiv espace', 'une page'],
    logEnds: ['Début Fin', 'les premières ou les dernières lignes'],
    ready: ['Entrée', 'prendre le clavier (dès que «\u00a0appuyez sur Entrée\u00a0» s’affiche\u00a0: une touche tapée avant ne compte pas)'],
    sizeQuit: ['q', 'quitter tant que le terminal est trop petit (demande d’abord)'],
    interrupt: ['Ctrl-C', 'partir aussitôt (la partie est sauvegardée après chaque coup)'],
    replayStep: ['← → h l', 'un coup en arrière ou en avant'],
    replayEnds: ['Début Fin', 'le début ou la fin'],
    replayNumber: ['0–9', 'taper un numéro de coup'],
    replayJump: ['Entrée', 'aller au coup tapé'],
    replayForget: ['Échap', 'oublier le numéro tapé'],
    replayErase: ['Retour arrière', 'effacer le dernier chiffre tapé'],
    replayPlay: ['espace', 'dérouler tout seul, ou faire une pause'],
    replayHelp: ['?', 'cette aide (? Échap q la ferment)'],
    replayQuit: ['q / Échap', 'quitter'],
    pickMove: ['↑ ↓', 'choisir une partie (la liste boucle)'],
    pickNumber: ['1–9', 'choisir la partie numéro N'],
    pickTake: ['Entrée', 'reprendre la partie choisie (une sauvegarde qui ne se rejoue pas dit pourquoi)'],
    pickLeave: ['Échap / q', 'partir sans jouer'],
  },
  questionKeys: ['o / n', 'dans une question\u00a0: o, y ou Entrée disent oui, n ou Échap non'],
  helpEndHeading: 'Une fois la partie terminée',
};

const nb: SharedKeysTexts = {
  sharedKeyHelp: {
    yes: ['j / y / Enter', 'ja'],
    no: ['n / Esc', 'nei (ingenting skjer)'],
    helpClose: ['? / Esc / q', 'lukk hjelpen'],
    helpScroll: ['↑ ↓', 'bla i hjelpen når den er høyere enn terminalen'],
    logClose: ['v / Esc / q', 'lukk spilloggen'],
    logLine: ['↑ ↓ k j', 'én linje'],
    logPage: ['PgUp PgDn mellomrom', 'én side'],
    logEnds: ['Home End', 'de første eller de siste linjene'],
    ready: ['Enter', 'ta over tastaturet (når «trykk Enter» vises: en tast trykket før teller ikke)'],
    sizeQuit: ['q', 'avslutt mens terminalen er for liten (spør først)'],
    interrupt: ['Ctrl-C', 'gå med en gang (spillet lagres etter hvert trekk)'],
    replayStep: ['← → h l', 'ett trekk tilbake eller fram'],
    replayEnds: ['Home End', 'starten eller slutten'],
    replayNumber: ['0–9', 'skriv et trekknummer'],
    replayJump: ['Enter', 'gå til trekket du skrev'],
    replayForget: ['Esc', 'glem nummeret du skrev'],
    replayErase: ['Backspace', 'slett det siste sifferet du skrev'],
    replayPlay: ['mellomrom', 'spill videre av seg selv, eller ta pause'],
    replayHelp: ['?', 'denne hjelpen (? Esc q lukker den)'],
    replayQuit: ['q / Esc', 'avslutt'],
    pickMove: ['↑ ↓', 'velg et spill (listen går rundt)'],
    pickNumber: ['1–9', 'velg spill nummer N'],
    pickTake: ['Enter', 'fortsett det valgte spillet (en lagring som ikke kan spilles av, sier hvorfor)'],
    pickLeave: ['Esc / q', 'gå uten å spille'],
  },
  questionKeys: ['j / n', 'i et spørsmål: j, y eller Enter betyr ja, n eller Esc nei'],
  helpEndHeading: 'Når spillet er over',
};

export const SHARED_KEYS: Dictionary<SharedKeysTexts> = { en, de, fr, nb };
