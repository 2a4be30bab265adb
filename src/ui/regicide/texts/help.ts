// Regicide: the keys — footer hints, the help overlay and its notes (the key map decides which apply).
import type { ShellKeyId } from '../../shell/shell-keymap.js';
import type { RegicideKeyCtx, RegicideKeyId } from '../keymap.js';
import type { Dictionary } from '../../shared/i18n.js';

export interface RegicideHelpTexts {
  keyHint: (id: RegicideKeyId | ShellKeyId, ctx: RegicideKeyCtx) => string;
  /** Every key's row in the help and the README (the discard pile browser's too). */
  keyHelp: Record<RegicideKeyId | ShellKeyId | 'pileClose', readonly [string, string]>;
  helpNotes: readonly string[];
}

const en: RegicideHelpTexts = {
  keyHint: (id, c) =>
    (
      {
      cursor: '←→ move',
      toggle: 'space/1-9 select',
      submit: c.phase === 'discard' ? 'Enter discard' : 'Enter play',
      yield: 'p yield',
      flip: 'f flip',
      feign: 'e feign',
      nextChoose: `↑↓ or 1-${c.players} choose`,
      nextConfirm: 'Enter confirm',
      pile: 'd pile',
      log: 'v log',
      hint: 'i hint',
      undo: 'u undo',
      help: '? help',
      quit: 'q quit',
      } as Partial<Record<RegicideKeyId | ShellKeyId, string>>
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'move over your hand'],
    toggle: ['space', 'select or unselect the card under the cursor'],
    pick: ['1–9', 'select or unselect card number N'],
    submit: ['Enter', 'play the selection (or discard it when covering damage)'],
    clear: ['c / Esc', 'clear the selection'],
    yield: ['p', 'yield (pass): play nothing and take the attack'],
    yieldKey: ['y', 'does not yield (y answers "yes" in questions): it says that p yields'],
    flip: ['f', 'solo: flip a set-aside jester for a fresh hand (asks first; with an empty hand it flips at once)'],
    feign: ['e', 'feign death (variant): discard a full hand instead of the attack (asks first)'],
    nextChoose: ['↑ ↓ ← →', 'after a jester: move to the seat that plays next'],
    nextPick: ['1–9', 'after a jester: choose seat N'],
    nextConfirm: ['Enter', 'after a jester: confirm the chosen seat'],
    pile: ['d', 'browse the discard pile'],
    log: ['v', 'read the whole event log (↑/↓, PgUp/PgDn)'],
    hint: ['i', 'hint: what the hard bot would play and why (solo: chance to win); the first asks, as it makes the game practice'],
    undo: ['u', 'solo: take back your last move; the first asks, as it makes the game practice'],
    help: ['?', 'this help'],
    quit: ['q', 'quit (the game is saved; continue with --resume)'],
    pileClose: ['d / Esc / q / Enter', 'close the discard pile'],
  },
  helpNotes: [
    'Plays: one card; 2–4 cards of one rank totalling 10 or less; an ace with one other card; a jester alone.',
    '♥ heals the tavern from the discard pile, ♦ draws cards, ♣ doubles damage, ♠ shields against the attack.',
    'An enemy blocks its own suit’s power until a jester is played against it.',
    'Cover an attack by discarding one card at a time; stop as soon as the damage is covered.',
  ],
};

const de: RegicideHelpTexts = {
  keyHint: (id, c) =>
    (
      {
      cursor: '←→ Cursor',
      toggle: 'Leer/1-9 Wahl',
      submit: c.phase === 'discard' ? 'Enter abwerfen' : 'Enter spielen',
      yield: 'p passen',
      flip: 'f Narr',
      feign: 'e totstellen',
      nextChoose: `↑↓ oder 1-${c.players} wählen`,
      nextConfirm: 'Enter bestätigen',
      pile: 'd Ablage',
      log: 'v Verlauf',
      hint: 'i Tipp',
      undo: 'u zurück',
      help: '? Hilfe',
      quit: 'q Ende',
      } as Partial<Record<RegicideKeyId | ShellKeyId, string>>
    )[id] ?? '',
  keyHelp: {
    cursor: ['← → h l', 'über die Hand bewegen'],
    toggle: ['Leertaste', 'Karte unter dem Cursor wählen oder abwählen'],
    pick: ['1–9', 'Karte Nummer N wählen oder abwählen'],
    submit: ['Enter', 'die Auswahl spielen (oder abwerfen, wenn Schaden abzuwehren ist)'],
    clear: ['c / Esc', 'Auswahl aufheben'],
    yield: ['p', 'passen (aussetzen): nichts spielen und den Angriff hinnehmen'],
    yieldKey: ['y', 'passt nicht (y heißt „ja“ in Fragen): sagt, dass p passt'],
    flip: ['f', 'Solo: einen beiseitegelegten Narren umdrehen, neue Hand (fragt vorher; mit leerer Hand sofort)'],
    feign: ['e', 'totstellen (Variante): volle Hand abwerfen statt des Angriffs (fragt vorher)'],
    nextChoose: ['↑ ↓ ← →', 'nach einem Narren: zum Platz, der als Nächstes spielt'],
    nextPick: ['1–9', 'nach einem Narren: Platz N wählen'],
    nextConfirm: ['Enter', 'nach einem Narren: den gewählten Platz bestätigen'],
    pile: ['d', 'die Ablage durchsehen'],
    log: ['v', 'den ganzen Spielverlauf lesen (↑/↓, BildAuf/BildAb)'],
    hint: ['i', 'Tipp: was der starke Bot spielen würde und warum (Solo: Siegchance); der erste fragt, denn das Spiel wird zur Übung'],
    undo: ['u', 'Solo: deinen letzten Zug zurücknehmen; die erste Rücknahme fragt, denn das Spiel wird zur Übung'],
    help: ['?', 'diese Hilfe'],
    quit: ['q', 'beenden (das Spiel ist gespeichert; weiter mit --resume)'],
    pileClose: ['d / Esc / q / Enter', 'die Ablage schließen'],
  },
  helpNotes: [
    'Spielbar: eine Karte; 2–4 Karten eines Rangs mit Summe höchstens 10; ein Ass mit einer anderen Karte; ein Narr allein.',
    '♥ heilt die Taverne aus der Ablage, ♦ zieht Karten, ♣ verdoppelt den Schaden, ♠ schwächt den Angriff.',
    'Ein Gegner blockiert seine Farbe, bis ein Narr gegen ihn gespielt wird.',
    'Einen Angriff wehrst du ab, indem du Karte für Karte abwirfst, bis der Schaden gedeckt ist.',
  ],
};

export const REGICIDE_HELP: Dictionary<RegicideHelpTexts> = { en, de };
