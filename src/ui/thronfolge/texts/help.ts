// Thronfolge: the keys — footer hints, the help overlay and its notes (the key map decides which apply).
import type { ShellKeyId } from '../../shell/shell-keymap.js';
import type { ThronfolgeKeyId } from '../keymap.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface ThronfolgeHelpTexts {
  keyHint: (id: ThronfolgeKeyId | ShellKeyId) => string;
  keyHelp: Record<ThronfolgeKeyId | ShellKeyId, readonly [string, string]>;
  helpNotes: readonly string[];
}

const en: ThronfolgeHelpTexts = {
  keyHint: (id) =>
    (
      ({ cursor: '←→ choose', submit: 'Enter play', take: 't take', log: 'v log', hint: 'i hint', undo: 'u undo', help: '? help', quit: 'q quit' }) as Partial<
        Record<ThronfolgeKeyId | ShellKeyId, string>
      >
    )[id] ?? '',
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
  keyHint: (id) =>
    (
      ({ cursor: '←→ wählen', submit: 'Enter spielen', take: 't nehmen', log: 'v Verlauf', hint: 'i Tipp', undo: 'u zurück', help: '? Hilfe', quit: 'q Ende' }) as Partial<
        Record<ThronfolgeKeyId | ShellKeyId, string>
      >
    )[id] ?? '',
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
    'Familien ♠ 8, ♥ 7, ♦ 6, ♣ 5 Punkte für mehr Anhänger als der andere; 5 je vollständigem Satz.',
    'Gunst zählt ihren Wert, Verrat zieht ihn ab. Alle drei Kronen (K♠ K♣ K♦) gewinnen sofort.',
    'Gleichstand: mehr ♠-, dann ♥-, ♦-, ♣-Anhänger, dann mehr Kronen; sonst gewinnen beide.',
    'Marken – Anhänger (a): A–8♠ A–7♥ A–6♦ A–5♣ · Kronen (k): K♠ K♦ K♣',
    'Gunst (+N): J♠ J♥ J♦ J♣ +2 · 10♠ 10♣ +3 · K♥ +4',
    'Verrat (−N): 9♠ 9♦ 9♣ −1 · 10♥ 10♦ Q♥ Q♦ −2 · Q♠ Q♣ −3',
  ],
};

const fr: ThronfolgeHelpTexts = {
  keyHint: (id) =>
    (
      ({ cursor: '←→ choisir', submit: 'Entrée jouer', take: 't prendre', log: 'v journal', hint: 'i conseil', undo: 'u annuler', help: '? aide', quit: 'q quitter' }) as Partial<
        Record<ThronfolgeKeyId | ShellKeyId, string>
      >
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'choisir une carte de votre main'],
    pick: ['1–5', 'aller à la carte numéro N'],
    submit: ['Entrée', 'jouer la carte choisie au bout de la rangée'],
    take: ['t', 'prendre les cinq dernières cartes de la rangée (une fois par manche)'],
    log: ['v', 'lire tout le journal de la partie (↑/↓, PgPréc/PgSuiv)'],
    hint: ['i', 'conseil\u00a0: ce que jouerait le bot fort, et pourquoi\u00a0; le premier conseil demande confirmation, car la partie devient un entraînement'],
    undo: ['u', 'contre le bot\u00a0: reprendre votre dernier coup et sa réponse\u00a0; la première fois demande, car la partie devient un entraînement'],
    help: ['?', 'cette aide'],
    quit: ['q', 'quitter (la partie est sauvegardée\u00a0; reprise avec --resume)'],
  },
  helpNotes: [
    'À chaque tour\u00a0: jouer une carte ou prendre. À chaque manche, vous jouez vos cinq cartes et prenez une seule fois.',
    'Familles ♠ 8, ♥ 7, ♦ 6, ♣ 5 points pour strictement plus de partisans\u00a0; 5 par série complète.',
    'La faveur ajoute sa valeur, la trahison la retranche. Les trois couronnes (K♠ K♣ K♦) gagnent aussitôt.',
    'Égalité\u00a0: plus de partisans ♠, puis ♥, ♦, ♣, puis plus de couronnes\u00a0; sinon les deux gagnent.',
    'Marques en main — partisans (p)\u00a0: A–8♠ A–7♥ A–6♦ A–5♣ · couronnes (c)\u00a0: K♠ K♦ K♣',
    'Faveur (+N)\u00a0: J♠ J♥ J♦ J♣ +2 · 10♠ 10♣ +3 · K♥ +4',
    'Trahison (−N)\u00a0: 9♠ 9♦ 9♣ −1 · 10♥ 10♦ Q♥ Q♦ −2 · Q♠ Q♣ −3',
  ],
};

const nb: ThronfolgeHelpTexts = {
  keyHint: (id) =>
    (
      ({ cursor: '←→ velg', submit: 'Enter spill', take: 't ta', log: 'v logg', hint: 'i tips', undo: 'u angre', help: '? hjelp', quit: 'q avslutt' }) as Partial<
        Record<ThronfolgeKeyId | ShellKeyId, string>
      >
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'velg et kort på hånden'],
    pick: ['1–5', 'gå til kort nummer N'],
    submit: ['Enter', 'spill det valgte kortet til slutten av rekken'],
    take: ['t', 'ta de fem siste kortene i rekken (én gang per runde)'],
    log: ['v', 'les hele spilloggen (↑/↓, PgUp/PgDn)'],
    hint: ['i', 'tips: hva den sterke boten ville spilt og hvorfor; det første spør, for spillet blir da øving'],
    undo: ['u', 'mot boten: angre ditt siste trekk og svaret på det; første gang spør den, for spillet blir da øving'],
    help: ['?', 'denne hjelpen'],
    quit: ['q', 'avslutt (spillet er lagret; fortsett med --resume)'],
  },
  helpNotes: [
    'Hver tur: spill et kort eller ta. Hver runde spiller du alle fem kortene og tar nøyaktig én gang.',
    'Familier ♠ 8, ♥ 7, ♦ 6, ♣ 5 poeng for flest tilhengere; 5 for hvert komplett sett.',
    'Gunst legger til verdien sin, svik trekker fra. Alle tre kronene (K♠ K♣ K♦) vinner straks.',
    'Uavgjort: flest ♠-, så ♥-, ♦-, ♣-tilhengere, så flest kroner; ellers vinner begge.',
    'Merker på hånden – tilhengere (·): A–8♠ A–7♥ A–6♦ A–5♣ · kroner (k): K♠ K♦ K♣',
    'Gunst (+N): J♠ J♥ J♦ J♣ +2 · 10♠ 10♣ +3 · K♥ +4',
    'Svik (−N): 9♠ 9♦ 9♣ −1 · 10♥ 10♦ Q♥ Q♦ −2 · Q♠ Q♣ −3',
  ],
};

export const THRONFOLGE_HELP: Dictionary<ThronfolgeHelpTexts> = { en, de, fr, nb };
