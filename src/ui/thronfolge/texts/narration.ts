// The screen-reader narration of Thronfolge: the labels of its lines and the sentences the
// screen shows as panels (the row, the collections, the scores). Cards come in already spoken.
import type { Dictionary } from '../../shared/i18n.js';

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
}

const en: ThronfolgeNarrationTexts = {
  label: { turn: 'Turn', move: 'Move', dealt: 'You were dealt', round: 'Round', row: 'Row', take: 'A take gets', collection: 'Collections', opponent: 'Opponent', hand: 'Your hand', moves: 'Moves', keys: 'Keys' },
  yourTurn: (canTake) => (canTake ? 'yours: play a card or take' : 'yours: play a card'),
  theirTurn: (name) => `${name}’s`,
  round: (round, deck) => `${round} of 4, draw pile ${deck} cards`,
  rowEmpty: 'empty',
  collection: (name, cards, score) => `${name}: ${cards}, score ${score}`,
  nothingYet: 'nothing yet',
  opponent: (name, cards, taken) => `${name} holds ${cards} ${cards === 1 ? 'card' : 'cards'}, ${taken ? 'has taken this round' : 'may still take this round'}`,
  handEmpty: 'empty',
  take: 'take',
  play: (card) => `play ${card}`,
  keys: (canTake) => `a number chooses a card, Enter plays it${canTake ? ', t takes' : ''}, s repeats the situation, q quits`,
  noMoves: 'nothing to do until your turn',
  chosen: (card) => `${card} chosen; Enter plays it`,
};

const de: ThronfolgeNarrationTexts = {
  label: { turn: 'Zug', move: 'Gespielt', dealt: 'Neu auf der Hand', round: 'Runde', row: 'Reihe', take: 'Nehmen bringt', collection: 'Sammlungen', opponent: 'Gegner', hand: 'Deine Hand', moves: 'Züge', keys: 'Tasten' },
  yourTurn: (canTake) => (canTake ? 'du: ausspielen oder nehmen' : 'du: eine Karte ausspielen'),
  theirTurn: (name) => name,
  round: (round, deck) => `${round} von 4, Stapel ${deck} Karten`,
  rowEmpty: 'leer',
  collection: (name, cards, score) => `${name}: ${cards}, ${score} Punkte`,
  nothingYet: 'noch nichts',
  opponent: (name, cards, taken) => `${name} hält ${cards} ${cards === 1 ? 'Karte' : 'Karten'}, ${taken ? 'hat in dieser Runde genommen' : 'darf in dieser Runde noch nehmen'}`,
  handEmpty: 'leer',
  take: 'nehmen',
  play: (card) => `${card} ausspielen`,
  keys: (canTake) => `eine Zahl wählt eine Karte, Enter spielt sie${canTake ? ', t nimmt' : ''}, s wiederholt die Lage, q beendet`,
  noMoves: 'nichts zu tun, bis du dran bist',
  chosen: (card) => `${card} gewählt; Enter spielt sie aus`,
};

export const THRONFOLGE_NARRATION_TEXTS: Dictionary<ThronfolgeNarrationTexts> = { en, de };
