// The screen-reader narration of Thronfolge: the labels of its lines and the sentences the
// screen shows as panels (the row, the collections, the scores). Cards come in already spoken.
import type { Dictionary } from '../../shared/texts-for.js';
import { EN, DE, FR, NB } from './counted.js';

export interface ThronfolgeNarrationTexts {
  label: Readonly<Record<'turn' | 'move' | 'dealt' | 'round' | 'row' | 'take' | 'collection' | 'opponent' | 'hand' | 'moves' | 'keys', string>>;
  yourTurn: (canTake: boolean) => string;
  theirTurn: (name: string) => string;
  round: (round: number, deck: number) => string;
  rowEmpty: string;
  collection: (name: string, cards: string, score: number) => string;
  nothingYet: string;
  opponent: (name: string, cards: number, taken: boolean) => string;
  handEmpty: string;
  take: string;
  play: (card: string) => string;
  keys: (canTake: boolean) => string;
  noMoves: string;
  chosen: (card: string) => string;
  /** A number key with no card of the hand under it. */
  noCard: (position: number) => string;
}

const en: ThronfolgeNarrationTexts = {
  label: {
    turn: 'Turn',
    move: 'Move',
    dealt: 'You were dealt',
    round: 'Round',
    row: 'Row',
    take: 'A take gets',
    collection: 'Collections',
    opponent: 'Opponent',
    hand: 'Your hand',
    moves: 'Moves',
    keys: 'Keys',
  },
  yourTurn: (canTake) => (canTake ? 'yours: play a card or take' : 'yours: play a card'),
  theirTurn: (name) => `${name}’s`,
  round: (round, deck) => `${round} of 4, draw pile ${deck} cards`,
  rowEmpty: 'empty',
  collection: (name, cards, score) => `${name}: ${cards}, score ${score}`,
  nothingYet: 'nothing yet',
  opponent: (name, cards, taken) => `${name} holds ${EN.count(cards, { one: '# card', other: '# cards' })}, ${taken ? 'has taken this round' : 'may still take this round'}`,
  handEmpty: 'empty',
  take: 'take',
  play: (card) => `play ${card}`,
  keys: (canTake) => `a number or the left and right arrows choose a card, Enter plays it${canTake ? ', t takes' : ''}, s repeats the situation, q quits`,
  noMoves: 'nothing to do until your turn',
  chosen: (card) => `${card} chosen; Enter plays it`,
  noCard: (position) => `no card ${position} in your hand`,
};

const de: ThronfolgeNarrationTexts = {
  label: {
    turn: 'Zug',
    move: 'Gespielt',
    dealt: 'Neu auf der Hand',
    round: 'Runde',
    row: 'Reihe',
    take: 'Nehmen bringt',
    collection: 'Sammlungen',
    opponent: 'Gegner',
    hand: 'Deine Hand',
    moves: 'Züge',
    keys: 'Tasten',
  },
  yourTurn: (canTake) => (canTake ? 'du: anlegen oder nehmen' : 'du: eine Karte anlegen'),
  theirTurn: (name) => name,
  round: (round, deck) => `${round} von 4, Stapel ${DE.count(deck, { one: '# Karte', other: '# Karten' })}`,
  rowEmpty: 'leer',
  collection: (name, cards, score) => `${name}: ${cards}, ${DE.count(score, { one: '# Punkt', other: '# Punkte' })}`,
  nothingYet: 'noch nichts',
  opponent: (name, cards, taken) => `${name} hält ${DE.count(cards, { one: '# Karte', other: '# Karten' })}, ${taken ? 'hat in dieser Runde genommen' : 'darf in dieser Runde noch nehmen'}`,
  handEmpty: 'leer',
  take: 'nehmen',
  play: (card) => `${card} anlegen`,
  keys: (canTake) => `eine Zahl oder die Pfeile nach links und rechts wählen eine Karte, Enter spielt sie${canTake ? ', t nimmt' : ''}, s wiederholt die Lage, q beendet`,
  noMoves: 'nichts zu tun, bis du dran bist',
  chosen: (card) => `${card} gewählt; Enter legt sie an`,
  noCard: (position) => `keine Karte ${position} auf der Hand`,
};

const fr: ThronfolgeNarrationTexts = {
  label: {
    turn: 'Tour',
    move: 'Coup',
    dealt: 'Vous recevez',
    round: 'Manche',
    row: 'Rangée',
    take: 'Une prise emporte',
    collection: 'Collections',
    opponent: 'Adversaire',
    hand: 'Votre main',
    moves: 'Coups',
    keys: 'Touches',
  },
  yourTurn: (canTake) => (canTake ? 'à vous\u00a0: jouez une carte ou prenez' : 'à vous\u00a0: jouez une carte'),
  theirTurn: (name) => name,
  round: (round, deck) => (deck > 0 ? `${round} sur 4, pioche\u00a0: ${FR.count(deck, { one: '# carte', other: '# cartes' })}` : `${round} sur 4, pioche vide`),
  rowEmpty: 'vide',
  collection: (name, cards, score) => `${name}\u00a0: ${cards}, ${FR.count(score, { one: '# point', other: '# points' })}`,
  nothingYet: 'rien pour l’instant',
  opponent: (name, cards, taken) => `${name} a ${FR.count(cards, { one: '# carte', other: '# cartes' })}, ${taken ? 'a déjà pris cette manche' : 'peut encore prendre cette manche'}`,
  handEmpty: 'vide',
  take: 'prendre',
  play: (card) => `jouer ${card}`,
  keys: (canTake) => `un chiffre ou les flèches gauche et droite choisissent une carte, Entrée la joue${canTake ? ', t prend' : ''}, s répète la situation, q quitte`,
  noMoves: 'rien à faire avant votre tour',
  chosen: (card) => `Carte choisie\u00a0: ${card}\u00a0; Entrée la joue`,
  noCard: (position) => `pas de carte ${position} dans votre main`,
};

const nb: ThronfolgeNarrationTexts = {
  label: {
    turn: 'Tur',
    move: 'Trekk',
    dealt: 'Du fikk',
    round: 'Runde',
    row: 'Rekke',
    take: 'Å ta gir',
    collection: 'Samlinger',
    opponent: 'Motstander',
    hand: 'Din hånd',
    moves: 'Trekk',
    keys: 'Taster',
  },
  yourTurn: (canTake) => (canTake ? 'din: spill et kort eller ta' : 'din: spill et kort'),
  theirTurn: (name) => name,
  round: (round, deck) => `${round} av 4, trekkbunken ${deck} kort`,
  rowEmpty: 'tom',
  collection: (name, cards, score) => `${name}: ${cards}, ${score} poeng`,
  nothingYet: 'ingenting ennå',
  opponent: (name, cards, taken) => `${name} har ${cards} kort, ${taken ? 'har tatt denne runden' : 'kan fortsatt ta denne runden'}`,
  handEmpty: 'tom',
  take: 'ta',
  play: (card) => `spill ${card}`,
  keys: (canTake) => `et tall eller venstre- og høyrepilen velger et kort, Enter spiller det${canTake ? ', t tar' : ''}, s gjentar situasjonen, q avslutter`,
  noMoves: 'ingenting å gjøre før det er din tur',
  chosen: (card) => `${card} valgt; Enter spiller det`,
  noCard: (position) => `ingen kort ${position} på hånden`,
};

export const THRONFOLGE_NARRATION_TEXTS: Dictionary<ThronfolgeNarrationTexts> = { en, de, fr, nb };
