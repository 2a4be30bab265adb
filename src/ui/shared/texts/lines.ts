// The few words of the screen-reader mode itself: its first line, the quit question, the end.
// (The end's keys are said in the end screen's own words: see line-end.ts.)
import type { Dictionary } from '../i18n.js';
import type { LineTexts } from '../line-session.js';

export const LINE_TEXTS: Dictionary<LineTexts> = {
  en: {
    start: 'Screen-reader mode: one line per change, nothing is redrawn. s repeats the situation, q quits.',
    quitQuestion: 'Quit? y quits, any other key goes on.',
    over: 'The game is over. q leaves.',
    ended: 'The game is over.',
  },
  de: {
    start: 'Bildschirmleser-Modus: eine Zeile je Änderung, nichts wird neu gezeichnet. s wiederholt die Lage, q beendet.',
    quitQuestion: 'Beenden? j beendet, jede andere Taste spielt weiter.',
    over: 'Das Spiel ist aus. q beendet.',
    ended: 'Das Spiel ist aus.',
  },
  fr: {
    start: 'Mode lecteur d’écran : une ligne par changement, rien n’est redessiné. s répète la situation, q quitte.',
    quitQuestion: 'Quitter ? o quitte, toute autre touche continue.',
    over: 'La partie est finie. q pour sortir.',
    ended: 'La partie est finie.',
  },
  nb: {
    start: 'Skjermlesermodus: én linje per endring, ingenting tegnes på nytt. s gjentar situasjonen, q avslutter.',
    quitQuestion: 'Avslutte? j avslutter, alle andre taster fortsetter.',
    over: 'Spillet er over. q går ut.',
    ended: 'Spillet er over.',
  },
};
