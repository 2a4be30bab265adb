// The screen-reader narration of Regicide: the labels of its lines and the sentences that the
// screen shows as panels (the enemy, the piles, the table). Cards come in already spoken.
import type { Phase } from '../../../games/regicide/types.js';
import type { Dictionary } from '../../shared/texts-for.js';
import { EN, DE, FR, NB, cards, karten, cartes, kort, ennemis, fiender, degats } from './counted.js';

export interface RegicideNarrationTexts {
  label: Readonly<Record<'turn' | 'move' | 'drew' | 'enemy' | 'piles' | 'table' | 'hand' | 'moves' | 'keys', string>>;
  yourTurn: (phase: Phase, due: number) => string;
  theirTurn: (name: string) => string;
  enemy: (card: string, damage: number, health: number, attack: number, shield: number, after: number) => string;
  immune: (suit: string) => string;
  immunityCancelled: string;
  castleFallen: string;
  piles: (castle: number, tavern: number, discard: number) => string;
  flips: (n: number) => string;
  seat: (name: string, cards: number, yielded: boolean) => string;
  handEmpty: string;
  more: (n: number) => string;
  keys: (phase: Phase, solo: boolean) => string;
  noMoves: string;
  /** After another seat's jester: the keys that signal to its player. */
  signalKeys: string;
  selected: (cards: string, value: number) => string;
  cleared: string;
  chosenSeat: (name: string) => string;
  /** A selection and the screen's preview of it, then the key that makes it. */
  selectedPreview: (cards: string, preview: string, discard: boolean) => string;
  /** A number key with no card of the hand under it. */
  noCard: (position: number) => string;
  /** The arrows (or h and l) moved the screen's cursor onto a card: space selects or unselects it. */
  cursorOn: (card: string, selected: boolean) => string;
  /** Enter with nothing selected (this mode selects by number keys only). */
  selectByNumber: string;
  /** A cover step with too many ways to list: their number, and how to find one. */
  manyCovers: (count: number) => string;
}

const en: RegicideNarrationTexts = {
  label: { turn: 'Turn', move: 'Move', drew: 'You drew', enemy: 'Enemy', piles: 'Piles', table: 'Table', hand: 'Your hand', moves: 'Moves', keys: 'Keys' },
  yourTurn: (phase, due) => (phase === 'discard' ? `yours: cover ${due} damage` : phase === 'next' ? 'yours: choose who plays next' : 'yours: play'),
  theirTurn: (name) => `${name}’s`,
  enemy: (card, damage, health, attack, shield, after) => `${card}, damage ${damage} of ${health}, attack ${attack}${shield > 0 ? `, shield ${shield}, so it hits for ${after}` : ''}`,
  immune: (suit) => `immune to ${suit}`,
  immunityCancelled: 'immunity cancelled by a jester',
  castleFallen: 'none, the castle has fallen',
  piles: (castle, tavern, discard) => `${EN.count(castle, { one: '# enemy', other: '# enemies' })} still in the castle, tavern ${EN.count(tavern, cards)}, discard pile ${discard}`,
  flips: (n) => `jesters to flip: ${n}`,
  seat: (name, n, yielded) => `${name} holds ${EN.count(n, cards)}${yielded ? ', yielded last turn' : ''}`,
  handEmpty: 'empty',
  more: (n) => `and ${n} more`,
  keys: (phase, solo) =>
    phase === 'next'
      ? 'a seat number, then Enter; s repeats the situation'
      : `numbers (or the arrows and space) select cards, Enter ${phase === 'discard' ? 'discards' : 'plays'}${phase === 'play' ? (solo ? ', f flips a jester' : ', p yields') : solo ? ', f flips a jester' : ''}, c clears, d the discard pile, s repeats the situation, q quits`,
  noMoves: 'nothing to do until your turn',
  signalKeys: 'g: I would like to go next, r: rather not me.',
  selected: (cards, value) => `selected ${cards}, worth ${value}; Enter to confirm`,
  cleared: 'nothing selected',
  chosenSeat: (name) => `${name} chosen; Enter to confirm`,
  selectedPreview: (cards, preview, discard) => `selected ${cards}: ${preview}; Enter ${discard ? 'discards' : 'plays'}`,
  noCard: (position) => `no card ${position} in your hand`,
  cursorOn: (card, selected) => `${card}, ${selected ? 'selected' : 'not selected'}; space ${selected ? 'unselects' : 'selects'} it`,
  selectByNumber: 'Select cards first with the number keys.',
  manyCovers: (count) => `${count} ways to cover; select cards and each selection says whether it covers`,
};

const de: RegicideNarrationTexts = {
  label: { turn: 'Zug', move: 'Gespielt', drew: 'Gezogen', enemy: 'Gegner', piles: 'Stapel', table: 'Tisch', hand: 'Deine Hand', moves: 'Züge', keys: 'Tasten' },
  yourTurn: (phase, due) => (phase === 'discard' ? `du: ${due} Schaden abwehren` : phase === 'next' ? 'du: bestimme, wer weiterspielt' : 'du: ausspielen'),
  theirTurn: (name) => name,
  enemy: (card, damage, health, attack, shield, after) => `${card}, Schaden ${damage} von ${health}, Angriff ${attack}${shield > 0 ? `, Schild ${shield}, er trifft also mit ${after}` : ''}`,
  immune: (suit) => `immun gegen ${suit}`,
  immunityCancelled: 'Immunität von einem Narren aufgehoben',
  castleFallen: 'keiner, die Burg ist gefallen',
  piles: (castle, tavern, discard) => `noch ${castle} Gegner in der Burg, Taverne ${DE.count(tavern, karten)}, Ablage ${discard}`,
  flips: (n) => `Narren zum Umdrehen: ${n}`,
  seat: (name, n, yielded) => `${name} hält ${DE.count(n, karten)}${yielded ? ', hat zuletzt gepasst' : ''}`,
  handEmpty: 'leer',
  more: (n) => `und ${n} weitere`,
  keys: (phase, solo) =>
    phase === 'next'
      ? 'eine Platznummer, dann Enter; s wiederholt die Lage'
      : `Zahlen (oder die Pfeile und die Leertaste) wählen Karten, Enter ${phase === 'discard' ? 'wirft ab' : 'spielt'}${phase === 'play' ? (solo ? ', f dreht einen Narren um' : ', p passt') : solo ? ', f dreht einen Narren um' : ''}, c leert die Wahl, d die Ablage, s wiederholt die Lage, q beendet`,
  noMoves: 'nichts zu tun, bis du dran bist',
  signalKeys: 'g: ich würde gern, r: lieber nicht ich.',
  selected: (cards, value) => `gewählt ${cards}, Wert ${value}; Enter bestätigt`,
  cleared: 'nichts gewählt',
  chosenSeat: (name) => `${name} gewählt; Enter bestätigt`,
  selectedPreview: (cards, preview, discard) => `gewählt ${cards}: ${preview}; Enter ${discard ? 'wirft ab' : 'spielt'}`,
  noCard: (position) => `keine Karte ${position} auf der Hand`,
  cursorOn: (card, selected) => `${card}, ${selected ? 'gewählt' : 'nicht gewählt'}; die Leertaste ${selected ? 'nimmt sie aus der Wahl' : 'wählt sie'}`,
  selectByNumber: 'Wähle zuerst Karten mit den Zahlentasten.',
  manyCovers: (count) => `${count} Möglichkeiten abzuwehren; wähle Karten, jede Wahl sagt, ob sie reicht`,
};

const fr: RegicideNarrationTexts = {
  label: { turn: 'Tour', move: 'Coup', drew: 'Vous piochez', enemy: 'Ennemi', piles: 'Piles', table: 'Table', hand: 'Votre main', moves: 'Coups', keys: 'Touches' },
  yourTurn: (phase, due) => (phase === 'discard' ? `à vous\u00a0: encaissez ${FR.count(due, degats)}` : phase === 'next' ? 'à vous\u00a0: choisissez qui joue ensuite' : 'à vous\u00a0: jouez'),
  theirTurn: (name) => name,
  enemy: (card, damage, health, attack, shield, after) => `${card}, dégâts ${damage} sur ${health}, attaque ${attack}${shield > 0 ? `, bouclier ${shield}, son attaque tombe donc à ${after}` : ''}`,
  immune: (suit) => `immunité contre le ${suit}`,
  immunityCancelled: 'immunité levée par un joker',
  castleFallen: 'aucun, le château est tombé',
  piles: (castle, tavern, discard) => `encore ${FR.count(castle, ennemis)} au château, taverne\u00a0: ${FR.count(tavern, cartes)}, défausse\u00a0: ${discard}`,
  flips: (n) => `jokers à retourner\u00a0: ${n}`,
  seat: (name, n, yielded) => `${name} a ${FR.count(n, cartes)}${yielded ? ', a passé au dernier tour' : ''}`,
  handEmpty: 'vide',
  more: (n) => `et ${n} de plus`,
  keys: (phase, solo) =>
    phase === 'next'
      ? 'un numéro de place, puis Entrée\u00a0; s répète la situation'
      : `les chiffres (ou les flèches et Espace) choisissent des cartes, Entrée ${phase === 'discard' ? 'défausse' : 'joue'}${phase === 'play' ? (solo ? ', f retourne un joker' : ', p passe') : solo ? ', f retourne un joker' : ''}, c vide la sélection, d la défausse, s répète la situation, q quitte`,
  noMoves: 'rien à faire avant votre tour',
  signalKeys: 'g\u00a0: je veux bien jouer ensuite, r\u00a0: plutôt pas moi.',
  selected: (cards, value) => `choisi\u00a0: ${cards}, valeur ${value}\u00a0; Entrée pour valider`,
  cleared: 'rien de choisi',
  chosenSeat: (name) => `${name} choisi\u00a0; Entrée pour valider`,
  selectedPreview: (cards, preview, discard) => `choisi\u00a0: ${cards}\u00a0: ${preview}\u00a0; Entrée ${discard ? 'défausse' : 'joue'}`,
  noCard: (position) => `pas de carte ${position} dans votre main`,
  cursorOn: (card, selected) => `${card}, ${selected ? 'choisie' : 'pas choisie'}\u00a0; Espace ${selected ? 'la retire' : 'la choisit'}`,
  selectByNumber: 'Choisissez d’abord des cartes avec les chiffres.',
  manyCovers: (count) => `${count} façons d’encaisser\u00a0; choisissez des cartes, chaque sélection dit si elle suffit`,
};

const nb: RegicideNarrationTexts = {
  label: { turn: 'Tur', move: 'Trekk', drew: 'Du trakk', enemy: 'Fiende', piles: 'Bunker', table: 'Bordet', hand: 'Din hånd', moves: 'Trekk', keys: 'Taster' },
  yourTurn: (phase, due) => (phase === 'discard' ? `din: dekk ${due} skade` : phase === 'next' ? 'din: velg hvem som spiller nå' : 'din: spill'),
  theirTurn: (name) => name,
  enemy: (card, damage, health, attack, shield, after) => `${card}, skade ${damage} av ${health}, angrep ${attack}${shield > 0 ? `, skjold ${shield}, så den treffer med ${after}` : ''}`,
  immune: (suit) => `immun mot ${suit}`,
  immunityCancelled: 'immuniteten opphevet av en narr',
  castleFallen: 'ingen, slottet har falt',
  piles: (castle, tavern, discard) => `${NB.count(castle, fiender)} igjen i slottet, taverna ${NB.count(tavern, kort)}, kastebunken ${discard}`,
  flips: (n) => `narrer å snu: ${n}`,
  seat: (name, cards, yielded) => `${name} har ${cards} kort${yielded ? ', sto over sist' : ''}`,
  handEmpty: 'tom',
  more: (n) => `og ${n} til`,
  keys: (phase, solo) =>
    phase === 'next'
      ? 'et plassnummer, så Enter; s gjentar situasjonen'
      : `tall (eller pilene og mellomrom) velger kort, Enter ${phase === 'discard' ? 'kaster' : 'spiller'}${phase === 'play' ? (solo ? ', f snur en narr' : ', p står over') : solo ? ', f snur en narr' : ''}, c tømmer valget, d kastebunken, s gjentar situasjonen, q avslutter`,
  noMoves: 'ingenting å gjøre før det er din tur',
  signalKeys: 'g: jeg tar gjerne neste, r: helst ikke meg.',
  selected: (cards, value) => `valgt ${cards}, verdi ${value}; Enter bekrefter`,
  cleared: 'ingenting valgt',
  chosenSeat: (name) => `${name} valgt; Enter bekrefter`,
  selectedPreview: (cards, preview, discard) => `valgt ${cards}: ${preview}; Enter ${discard ? 'kaster' : 'spiller'}`,
  noCard: (position) => `ingen kort ${position} på hånden`,
  cursorOn: (card, selected) => `${card}, ${selected ? 'valgt' : 'ikke valgt'}; mellomrom ${selected ? 'fjerner det fra valget' : 'velger det'}`,
  selectByNumber: 'Velg kort først med talltastene.',
  manyCovers: (count) => `${count} måter å dekke på; velg kort, hvert valg sier om det dekker`,
};

export const REGICIDE_NARRATION_TEXTS: Dictionary<RegicideNarrationTexts> = { en, de, fr, nb };
