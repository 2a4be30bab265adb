// The screen-reader narration of Regicide: the labels of its lines and the sentences that the
// screen shows as panels (the enemy, the piles, the table). Cards come in already spoken.
import type { Phase } from '../../../games/regicide/types.js';
import type { Dictionary } from '../../shared/i18n.js';

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
  selected: (cards: string, value: number) => string;
  cleared: string;
  chosenSeat: (name: string) => string;
}

const en: RegicideNarrationTexts = {
  label: { turn: 'Turn', move: 'Move', drew: 'You drew', enemy: 'Enemy', piles: 'Piles', table: 'Table', hand: 'Your hand', moves: 'Moves', keys: 'Keys' },
  yourTurn: (phase, due) => (phase === 'discard' ? `yours: cover ${due} damage` : phase === 'next' ? 'yours: choose who plays next' : 'yours: play'),
  theirTurn: (name) => `${name}’s`,
  enemy: (card, damage, health, attack, shield, after) =>
    `${card}, damage ${damage} of ${health}, attack ${attack}${shield > 0 ? `, shield ${shield}, so it hits for ${after}` : ''}`,
  immune: (suit) => `immune to ${suit}`,
  immunityCancelled: 'immunity cancelled by a jester',
  castleFallen: 'none, the castle has fallen',
  piles: (castle, tavern, discard) => `${castle} enemies still in the castle, tavern ${tavern} cards, discard pile ${discard}`,
  flips: (n) => `jesters to flip: ${n}`,
  seat: (name, cards, yielded) => `${name} holds ${cards} ${cards === 1 ? 'card' : 'cards'}${yielded ? ', yielded last turn' : ''}`,
  handEmpty: 'empty',
  more: (n) => `and ${n} more`,
  keys: (phase, solo) =>
    phase === 'next'
      ? 'a seat number, then Enter; s repeats the situation'
      : `numbers select cards, Enter ${phase === 'discard' ? 'discards' : 'plays'}${phase === 'play' ? (solo ? ', f flips a jester' : ', p yields') : solo ? ', f flips a jester' : ''}, c clears, s repeats the situation, q quits`,
  noMoves: 'nothing to do until your turn',
  selected: (cards, value) => `selected ${cards}, worth ${value}; Enter to confirm`,
  cleared: 'nothing selected',
  chosenSeat: (name) => `${name} chosen; Enter to confirm`,
};

const de: RegicideNarrationTexts = {
  label: { turn: 'Zug', move: 'Gespielt', drew: 'Gezogen', enemy: 'Gegner', piles: 'Stapel', table: 'Tisch', hand: 'Deine Hand', moves: 'Züge', keys: 'Tasten' },
  yourTurn: (phase, due) => (phase === 'discard' ? `du: ${due} Schaden abwehren` : phase === 'next' ? 'du: bestimme, wer weiterspielt' : 'du: ausspielen'),
  theirTurn: (name) => name,
  enemy: (card, damage, health, attack, shield, after) =>
    `${card}, Schaden ${damage} von ${health}, Angriff ${attack}${shield > 0 ? `, Schild ${shield}, er trifft also mit ${after}` : ''}`,
  immune: (suit) => `immun gegen ${suit}`,
  immunityCancelled: 'Immunität von einem Narren aufgehoben',
  castleFallen: 'keiner, die Burg ist gefallen',
  piles: (castle, tavern, discard) => `noch ${castle} Gegner in der Burg, Taverne ${tavern} Karten, Ablage ${discard}`,
  flips: (n) => `Narren zum Umdrehen: ${n}`,
  seat: (name, cards, yielded) => `${name} hält ${cards} ${cards === 1 ? 'Karte' : 'Karten'}${yielded ? ', hat zuletzt gepasst' : ''}`,
  handEmpty: 'leer',
  more: (n) => `und ${n} weitere`,
  keys: (phase, solo) =>
    phase === 'next'
      ? 'eine Platznummer, dann Enter; s wiederholt die Lage'
      : `Zahlen wählen Karten, Enter ${phase === 'discard' ? 'wirft ab' : 'spielt'}${phase === 'play' ? (solo ? ', f dreht einen Narren um' : ', p passt') : solo ? ', f dreht einen Narren um' : ''}, c leert die Wahl, s wiederholt die Lage, q beendet`,
  noMoves: 'nichts zu tun, bis du dran bist',
  selected: (cards, value) => `gewählt ${cards}, Wert ${value}; Enter bestätigt`,
  cleared: 'nichts gewählt',
  chosenSeat: (name) => `${name} gewählt; Enter bestätigt`,
};

export const REGICIDE_NARRATION_TEXTS: Dictionary<RegicideNarrationTexts> = { en, de };
