// Thronfolge: the keys — footer hints, the help overlay and its notes (the key map decides which apply).
import type { ShellKeyId } from '../../shell/shell-keymap.js';
import type { ThronfolgeKeyId } from '../keymap.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface ThronfolgeHelpTexts {
  keyHint: (id: ThronfolgeKeyId | ShellKeyId) => string;
  keyHelp: Record<ThronfolgeKeyId | ShellKeyId, readonly [string, string]>;
  helpNotes: readonly string[];
}

const en: ThronfolgeHelpTexts = {
  keyHint: (id) => (({ cursor: '←→ choose', submit: 'Enter play', take: 't take', log: 'v log', hint: 'i hint', undo: 'u undo', help: '? help', quit: 'q quit' }) as Partial<Record<ThronfolgeKeyId | ShellKeyId, string>>)[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'choose a card of your hand'],
    pick: ['1–5', 'jump to card number N'],
    submit: ['Enter', 'play the chosen card to the end of the row'],
    take: ['t', 'take the last five cards of the row (once per round)'],
    log: ['v', 'read the whole event log (↑/↓, PgUp/PgDn)'],
    hint: ['i', 'hint: what the hard bot would play and why; the first asks, as it makes the game practice'],
    undo: ['u', 'against the bot: take back your last move and its reply; the first asks, as it makes the game practice'],
    help: ['?', 'this help'],
    quit: ['q', 'quit (the game is saved; continue with --resume)'],
  },
  helpNotes: [
    'Each turn: play a card or take. Each round you play all five cards and take exactly once.',
    'Families ♠ 8, ♥ 7, ♦ 6, ♣ 5 points for strictly more followers; 5 per complete set.',
    'Favour adds its value, betrayal subtracts it. All three crowns (K♠ K♣ K♦) win at once.',
    'Ties: more ♠, then ♥, ♦, ♣ followers, then more crowns; else both win.',
    'Hand tags — followers (f): A–8♠ A–7♥ A–6♦ A–5♣ · crowns (c): K♠ K♦ K♣',
    'Favour (+N): J♠ J♥ J♦ J♣ +2 · 10♠ 10♣ +3 · K♥ +4',
    'Betrayal (−N): 9♠ 9♦ 9♣ −1 · 10♥ 10♦ Q♥ Q♦ −2 · Q♠ Q♣ −3',
  ],
};

const de: ThronfolgeHelpTexts = {
  keyHint: (id) => (({ cursor: '←→ wählen', submit: 'Enter spielen', take: 't nehmen', log: 'v Verlauf', hint: 'i Tipp', undo: 'u zurück', help: '? Hilfe', quit: 'q Ende' }) as Partial<Record<ThronfolgeKeyId | ShellKeyId, string>>)[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'eine Karte der Hand wählen'],
    pick: ['1–5', 'zu Karte Nummer N springen'],
    submit: ['Enter', 'die gewählte Karte ans Ende der Reihe spielen'],
    take: ['t', 'die letzten fünf Karten der Reihe nehmen (einmal pro Runde)'],
    log: ['v', 'den ganzen Spielverlauf lesen (↑/↓, BildAuf/BildAb)'],
    hint: ['i', 'Tipp: was der starke Bot spielen würde und warum; der erste fragt, denn das Spiel wird zur Übung'],
    undo: ['u', 'gegen den Bot: deinen letzten Zug samt Antwort zurücknehmen; die erste Rücknahme fragt, denn das Spiel wird zur Übung'],
    help: ['?', 'diese Hilfe'],
    quit: ['q', 'beenden (das Spiel ist gespeichert; weiter mit --resume)'],
  },
  helpNotes: [
    'Pro Zug: eine Karte spielen oder nehmen. Pro Runde spielst du alle fünf Karten und nimmst genau einmal.',
    'Familien ♠ 8, ♥ 7, ♦ 6, ♣ 5 Punkte für echt mehr Anhänger; 5 je vollständigem Satz.',
    'Gunst zählt ihren Wert, Verrat zieht ihn ab. Alle drei Kronen (K♠ K♣ K♦) gewinnen sofort.',
    'Gleichstand: mehr ♠-, dann ♥-, ♦-, ♣-Anhänger, dann mehr Kronen; sonst gewinnen beide.',
    'Marken — Anhänger (a): A–8♠ A–7♥ A–6♦ A–5♣ · Kronen (k): K♠ K♦ K♣',
    'Gunst (+N): J♠ J♥ J♦ J♣ +2 · 10♠ 10♣ +3 · K♥ +4',
    'Verrat (−N): 9♠ 9♦ 9♣ −1 · 10♥ 10♦ Q♥ Q♦ −2 · Q♠ Q♣ −3',
  ],
};

export const THRONFOLGE_HELP: Dictionary<ThronfolgeHelpTexts> = { en, de };
