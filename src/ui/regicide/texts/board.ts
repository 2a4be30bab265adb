// Regicide: the words of the board — status line, enemy, castle and piles, seats, the hand and its
// prompt, the next-player chooser and the discard pile browser.
import { EN, DE, FR, NB, cards, karten, cartes, kort, degats } from './counted.js';
import type { Dictionary } from '../../shared/texts-for.js';

export interface RegicideBoardTexts {
  title: string;
  /** Between parts of one line. */
  sep: string;
  solo: string;
  players: (n: number) => string;
  seed: (seed: string) => string;
  player: (seat: number) => string;
  you: string;
  bot: string;
  rankName: (rank: number) => string;
  suitName: (suit: number) => string;
  /** The enemy's name the language's way: "Valet de cœur", "Herz-Bube". */
  enemyName: (rank: number, suit: number) => string;
  power: (suit: number) => string;
  enemy: string;
  health: string;
  attack: (attack: number, shield: number, after: number) => string;
  immune: (suit: string, power: string) => string;
  /** The same in a narrow panel (a 60-column terminal). */
  immuneShort: (suit: string, power: string) => string;
  immunityCancelled: string;
  castle: string;
  castleLeft: (j: number, q: number, k: number) => string;
  /** The same, for a narrow terminal. */
  castleLeftShort: (j: number, q: number, k: number) => string;
  defeated: (n: number, of: number) => string;
  tavern: (n: number) => string;
  discardPile: (n: number) => string;
  flipsLeft: (n: number) => string;
  played: string;
  nothingPlayed: string;
  seats: string;
  cardsInHand: (n: number, limit: number) => string;
  yieldedLast: string;
  turn: string;
  yourHand: string;
  handOf: (seat: number) => string;
  handHidden: string;
  /** Only bots at the table (short: the prompt follows on the same row at 80 columns). */
  handHiddenAllBots: string;
  handEmpty: string;
  handWorth: (n: number) => string;
  promptPlay: string;
  promptDiscard: (due: number) => string;
  promptNext: string;
  waitingFor: (name: string) => string;
  chooseNext: string;
  discardBrowserTitle: (n: number) => string;
  discardBrowserEmpty: string;
  discardBrowserHint: string;
  /** The status line's second row: variants in play, and the practice mark. */
  statusExtras: (variants: readonly string[], practice: boolean) => string;
}

const en: RegicideBoardTexts = {
  title: 'Regicide',
  sep: ' · ',
  solo: 'Solo',
  players: (n) => `${n} players`,
  seed: (seed) => `seed ${seed}`,
  player: (seat) => `Player ${seat}`,
  you: 'you',
  bot: 'bot',
  rankName: (r) => ({ 11: 'Jack', 12: 'Queen', 13: 'King' })[r] ?? String(r),
  suitName: (s) => ['Spades', 'Hearts', 'Diamonds', 'Clubs'][s] ?? 'Jester',
  enemyName: (r, s) => `${en.rankName(r)} (${en.suitName(s)})`,
  power: (s) => ['shield', 'heal', 'draw', 'double'][s] ?? '',
  enemy: 'Enemy',
  health: 'Damage',
  attack: (a, s, after) => (s > 0 ? `Attack ${a} − shield ${s} = ${after}` : `Attack ${a}`),
  immune: (suit, power) => `Immune to ${suit}: no ${power}`,
  immuneShort: (suit, power) => `Immune to ${suit}: no ${power}`,
  immunityCancelled: 'Immunity cancelled (jester)',
  castle: 'Castle',
  castleLeft: (j, q, k) => `To come: J ${j} · Q ${q} · K ${k}`,
  castleLeftShort: (j, q, k) => `To come J${j} Q${q} K${k}`,
  defeated: (n, of) => `Defeated ${n}/${of}`,
  tavern: (n) => `Tavern ${n}`,
  discardPile: (n) => `Discard ${n}`,
  flipsLeft: (n) => `Jesters ${n}`,
  played: 'Played against it',
  nothingPlayed: 'nothing yet',
  seats: 'Table',
  cardsInHand: (n, limit) => `${n}/${limit}`,
  yieldedLast: 'yielded',
  turn: '▶',
  yourHand: 'Your hand',
  handOf: (seat) => `Hand of Player ${seat}`,
  handHidden: 'Hands stay hidden while a bot plays',
  handHiddenAllBots: 'Bots only: hands stay hidden (the replay shows them)',
  handEmpty: '(empty hand)',
  handWorth: (n) => `worth ${n}`,
  promptPlay: 'Your turn: select cards and press Enter.',
  promptDiscard: (due) => `Cover ${due} damage: select cards to discard.`,
  promptNext: 'Jester played: choose who plays next.',
  waitingFor: (name) => `${name} is thinking…`,
  chooseNext: 'Who plays next?',
  discardBrowserTitle: (n) => `Discard pile: ${EN.count(n, cards)}, by suit`,
  discardBrowserEmpty: 'The discard pile is empty.',
  discardBrowserHint: 'd or Esc closes',
  statusExtras: (variants, practice) => [variants.length ? `Variants: ${variants.join(', ')}` : '', practice ? 'Practice (undo or hints used)' : ''].filter(Boolean).join(' · '),
};

const de: RegicideBoardTexts = {
  title: 'Regicide',
  sep: ' · ',
  solo: 'Solo',
  players: (n) => `${n} Spieler`,
  seed: (seed) => `Seed ${seed}`,
  player: (seat) => `Spieler ${seat}`,
  you: 'du',
  bot: 'Bot',
  rankName: (r) => ({ 11: 'Bube', 12: 'Dame', 13: 'König' })[r] ?? String(r),
  suitName: (s) => ['Pik', 'Herz', 'Karo', 'Kreuz'][s] ?? 'Narr',
  enemyName: (r, s) => `${de.suitName(s)}-${de.rankName(r)}`,
  power: (s) => ['Schild', 'Heilen', 'Ziehen', 'Verdoppeln'][s] ?? '',
  enemy: 'Gegner',
  health: 'Schaden',
  attack: (a, s, after) => (s > 0 ? `Angriff ${a} − Schild ${s} = ${after}` : `Angriff ${a}`),
  immune: (suit, power) => `Immun gegen ${suit}: kein ${power}`,
  immuneShort: (suit, power) => `Immun ${suit}: kein ${power}`,
  immunityCancelled: 'Immunität aufgehoben (Narr)',
  castle: 'Burg',
  castleLeft: (j, q, k) => `Es folgen: B ${j} · D ${q} · K ${k}`,
  castleLeftShort: (j, q, k) => `Es folgen B${j} D${q} K${k}`,
  defeated: (n, of) => `Besiegt ${n}/${of}`,
  tavern: (n) => `Taverne ${n}`,
  discardPile: (n) => `Ablage ${n}`,
  flipsLeft: (n) => `Narren ${n}`,
  played: 'Dagegen gespielt',
  nothingPlayed: 'noch nichts',
  seats: 'Tisch',
  cardsInHand: (n, limit) => `${n}/${limit}`,
  yieldedLast: 'gepasst',
  turn: '▶',
  yourHand: 'Deine Hand',
  handOf: (seat) => `Hand von Spieler ${seat}`,
  handHidden: 'Hände verdeckt, solange ein Bot spielt',
  handHiddenAllBots: 'Nur Bots: Hände verdeckt (die Wiederholung zeigt sie)',
  handEmpty: '(leere Hand)',
  handWorth: (n) => `Wert ${n}`,
  promptPlay: 'Du bist dran: Karten wählen und Enter drücken.',
  promptDiscard: (due) => `${due} Schaden abwehren: Karten zum Abwerfen wählen.`,
  promptNext: 'Narr gespielt: wer spielt als Nächstes?',
  waitingFor: (name) => `${name} überlegt …`,
  chooseNext: 'Wer spielt als Nächstes?',
  discardBrowserTitle: (n) => `Ablage: ${DE.count(n, karten)}, nach Farbe`,
  discardBrowserEmpty: 'Die Ablage ist leer.',
  discardBrowserHint: 'd oder Esc schließt',
  statusExtras: (variants, practice) => [variants.length ? `Varianten: ${variants.join(', ')}` : '', practice ? 'Übung (Rücknahme oder Tipps genutzt)' : ''].filter(Boolean).join(' · '),
};

const fr: RegicideBoardTexts = {
  title: 'Regicide',
  sep: ' · ',
  solo: 'Solo',
  players: (n) => FR.count(n, { one: '# joueur', other: '# joueurs' }),
  seed: (seed) => `graine ${seed}`,
  player: (seat) => `Joueur ${seat}`,
  you: 'vous',
  bot: 'bot',
  rankName: (r) => ({ 11: 'Valet', 12: 'Dame', 13: 'Roi' })[r] ?? String(r),
  suitName: (s) => ['Pique', 'Cœur', 'Carreau', 'Trèfle'][s] ?? 'Joker',
  enemyName: (r, s) => `${fr.rankName(r)} de ${fr.suitName(s).toLowerCase()}`,
  power: (s) => ['bouclier', 'soin', 'pioche', 'doublement'][s] ?? '',
  enemy: 'Ennemi',
  health: 'Dégâts',
  attack: (a, s, after) => (s > 0 ? `Attaque ${a} − bouclier ${s} = ${after}` : `Attaque ${a}`),
  immune: (suit, power) => `Immunité contre ${suit}\u00a0: pas de ${power}`,
  immuneShort: (suit, power) => `${suit} bloqué\u00a0: pas de ${power}`,
  immunityCancelled: 'Immunité levée (joker)',
  castle: 'Château',
  castleLeft: (j, q, k) => `Restent V ${j} · D ${q} · R ${k}`,
  castleLeftShort: (j, q, k) => `Restent V${j} D${q} R${k}`,
  defeated: (n, of) => `Vaincus ${n}/${of}`,
  tavern: (n) => `Taverne ${n}`,
  discardPile: (n) => `Défausse ${n}`,
  flipsLeft: (n) => `Jokers ${n}`,
  played: 'Déjà joué',
  nothingPlayed: 'rien pour l’instant',
  seats: 'Table',
  cardsInHand: (n, limit) => `${n}/${limit}`,
  yieldedLast: 'a passé',
  turn: '▶',
  yourHand: 'Votre main',
  handOf: (seat) => `Main du joueur ${seat}`,
  handHidden: 'Mains cachées tant qu’un bot joue',
  handHiddenAllBots: 'Bots seuls\u00a0: mains cachées (la relecture les montre)',
  handEmpty: '(main vide)',
  handWorth: (n) => `valeur ${n}`,
  promptPlay: 'À vous\u00a0: choisissez des cartes et appuyez sur Entrée.',
  promptDiscard: (due) => `Encaissez ${FR.count(due, degats)}\u00a0: choisissez les cartes à défausser.`,
  promptNext: 'Joker joué\u00a0: choisissez qui joue ensuite.',
  waitingFor: (name) => `${name} réfléchit…`,
  chooseNext: 'Qui joue ensuite\u00a0?',
  discardBrowserTitle: (n) => `Défausse\u00a0: ${FR.count(n, cartes)}, par couleur`,
  discardBrowserEmpty: 'La défausse est vide.',
  discardBrowserHint: 'd ou Échap ferme',
  statusExtras: (variants, practice) => [variants.length ? `Variantes\u00a0: ${variants.join(', ')}` : '', practice ? 'Entraînement (annulation ou conseils)' : ''].filter(Boolean).join(' · '),
};

const nb: RegicideBoardTexts = {
  title: 'Regicide',
  sep: ' · ',
  solo: 'Solo',
  players: (n) => NB.count(n, { one: '# spiller', other: '# spillere' }),
  seed: (seed) => `frø ${seed}`,
  player: (seat) => `Spiller ${seat}`,
  you: 'du',
  bot: 'bot',
  rankName: (r) => ({ 11: 'Knekt', 12: 'Dame', 13: 'Konge' })[r] ?? String(r),
  suitName: (s) => ['Spar', 'Hjerter', 'Ruter', 'Kløver'][s] ?? 'Narr',
  enemyName: (r, s) => `${nb.suitName(s)} ${nb.rankName(r).toLowerCase()}`,
  power: (s) => ['skjold', 'helbreding', 'trekk', 'dobling'][s] ?? '',
  enemy: 'Fiende',
  health: 'Skade',
  attack: (a, s, after) => (s > 0 ? `Angrep ${a} − skjold ${s} = ${after}` : `Angrep ${a}`),
  immune: (suit, power) => `Immun mot ${suit}: ingen ${power}`,
  immuneShort: (suit, power) => `Immun ${suit}: ingen ${power}`,
  immunityCancelled: 'Immuniteten opphevet (narr)',
  castle: 'Slottet',
  castleLeft: (j, q, k) => `Igjen: J ${j} · Q ${q} · K ${k}`,
  castleLeftShort: (j, q, k) => `Igjen J${j} Q${q} K${k}`,
  defeated: (n, of) => `Beseiret ${n}/${of}`,
  tavern: (n) => `Taverna ${n}`,
  discardPile: (n) => `Kastebunke ${n}`,
  flipsLeft: (n) => `Narrer ${n}`,
  played: 'Spilt mot den',
  nothingPlayed: 'ingenting ennå',
  seats: 'Bordet',
  cardsInHand: (n, limit) => `${n}/${limit}`,
  yieldedLast: 'sto over',
  turn: '▶',
  yourHand: 'Din hånd',
  handOf: (seat) => `Hånden til spiller ${seat}`,
  handHidden: 'Hendene er skjult mens en bot spiller',
  handHiddenAllBots: 'Bare boter: hendene er skjult (reprisen viser dem)',
  handEmpty: '(tom hånd)',
  handWorth: (n) => `verdi ${n}`,
  promptPlay: 'Din tur: velg kort og trykk Enter.',
  promptDiscard: (due) => `Dekk ${due} skade: velg kort å kaste.`,
  promptNext: 'Narr spilt: velg hvem som spiller nå.',
  waitingFor: (name) => `${name} tenker…`,
  chooseNext: 'Hvem spiller nå?',
  discardBrowserTitle: (n) => `Kastebunken: ${NB.count(n, kort)}, etter farge`,
  discardBrowserEmpty: 'Kastebunken er tom.',
  discardBrowserHint: 'd eller Esc lukker',
  statusExtras: (variants, practice) => [variants.length ? `Varianter: ${variants.join(', ')}` : '', practice ? 'Øving (angret eller tips brukt)' : ''].filter(Boolean).join(' · '),
};

export const REGICIDE_BOARD: Dictionary<RegicideBoardTexts> = { en, de, fr, nb };
