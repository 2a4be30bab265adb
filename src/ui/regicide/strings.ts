// Every text of the Regicide screens, in English and German. Texts with numbers or names are
// functions; cards arrive already formatted (symbols or letters, see theme).
import { wordsIn } from '../../text/words.js';
import type { Dictionary } from '../shared/i18n.js';
import { command } from '../shared/commands.js';
import type { RegicideKeyCtx, RegicideKeyId } from './keymap.js';
import type { PlayProblem, RegicideRefusal } from '../../games/regicide/refusals.js';

export interface RegicideTexts {
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
  power: (suit: number) => string;
  // enemy panel
  enemy: string;
  health: string;
  attack: (attack: number, shield: number, after: number) => string;
  immune: (suit: string, power: string) => string;
  immunityCancelled: string;
  // castle and piles
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
  // seats
  seats: string;
  cardsInHand: (n: number, limit: number) => string;
  yieldedLast: string;
  turn: string;
  // hand
  yourHand: string;
  handOf: (seat: number) => string;
  handHidden: string;
  /** Only bots at the table (short: the prompt follows on the same row at 80 columns). */
  handHiddenAllBots: string;
  handEmpty: string;
  handWorth: (n: number) => string;
  // phases and prompts
  promptPlay: string;
  promptDiscard: (due: number) => string;
  promptNext: string;
  waitingFor: (name: string) => string;
  // play preview
  previewValue: (value: number) => string;
  previewBlocked: (suits: string) => string;
  previewHeal: (n: number) => string;
  previewHealNothing: string;
  previewDraws: (parts: string) => string;
  previewDrawsNothing: string;
  previewDrawPart: (name: string, n: number) => string;
  previewShield: (n: number) => string;
  previewDamage: (damage: number, doubled: boolean, after: number, health: number) => string;
  previewExact: (enemy: string) => string;
  previewOverkill: (enemy: string) => string;
  previewVictory: string;
  previewAttackAfter: (due: number, handValue: number, moreComing: boolean) => string;
  previewNoAttack: string;
  previewCannotCover: string;
  previewJester: (enemy: string) => string;
  previewJesterShield: (shield: number) => string;
  previewJesterNext: string;
  previewJesterSolo: string;
  previewYield: (due: number, handValue: number) => string;
  previewFeign: (count: number) => string;
  // discard preview
  discardSelected: (total: number, due: number) => string;
  discardCovered: string;
  discardShort: (missing: number) => string;
  discardOverpaid: (due: number) => string;
  discardHandShort: (handValue: number, due: number) => string;
  // problems with a selection
  problem: (p: PlayProblem) => string;
  selectFirst: string;
  /** A move the rules refuse, in words (the selection's own problems come from the preview). */
  refusal: (r: RegicideRefusal) => string;
  notYourTurn: string;
  onlyMoves: (emptyHand: boolean, flip: boolean, yieldToo: boolean) => string;
  // asking before a whole hand goes
  confirmFlip: (n: number) => string;
  flipCost: (flipsLeft: number) => string;
  confirmFeign: (n: number) => string;
  feignCost: string;
  confirmKeys: string;
  // next-player chooser
  chooseNext: string;
  // discard browser
  discardBrowserTitle: (n: number) => string;
  discardBrowserEmpty: string;
  discardBrowserHint: string;
  // events
  eventPlay: (name: string, cards: string, effects: string) => string;
  effectHeal: (n: number) => string;
  effectDraw: (n: number) => string;
  effectShield: (n: number) => string;
  effectDamage: (n: number, doubled: boolean) => string;
  effectBlocked: (suits: string) => string;
  eventJester: (name: string, enemy: string) => string;
  eventDefeat: (enemy: string, exact: boolean) => string;
  eventReveal: (enemy: string) => string;
  eventAttack: (enemy: string, name: string, due: number) => string;
  eventYield: (name: string) => string;
  eventFeign: (name: string, count: number) => string;
  eventDiscard: (name: string, cards: string, total: number) => string;
  eventFlip: (name: string, count: number, left: number) => string;
  eventNext: (name: string, chosen: string) => string;
  eventWon: string;
  eventLost: (name: string, due: number) => string;
  eventStart: (name: string) => string;
  eventResumed: (moves: number) => string;
  // end screen
  victory: string;
  defeat: string;
  medal: (medal: 'gold' | 'silver' | 'bronze') => string;
  enemiesDefeated: (n: number, of: number) => string;
  logSaved: (path: string) => string;
  replayWith: string;
  endKeys: string;
  /** The same keys for a narrow terminal. */
  endKeysShort: string;
  /** After a lost game: the key that asks the solver. */
  endKeyAnalyze: string;
  /** The end screen's line with the seed and the variants played. */
  endSeed: (seed: string, variants: readonly string[]) => string;
  /** The practice mark; only a solo game has a medal to lose. */
  practiceGame: (solo: boolean) => string;
  practiceShort: (solo: boolean) => string;
  // hint and undo
  /** The status line's second row: variants in play, and the practice mark. */
  statusExtras: (variants: readonly string[], practice: boolean) => string;
  hintThinking: string;
  hintNone: string;
  /** "Hint: play 5♣ 3♣ (≈35% to win) — why" on one line. */
  hintLine: (move: string, why: string, chance: number | null) => string;
  hintMove: (kind: 'play' | 'discard' | 'yield' | 'flip' | 'feign' | 'next', detail: string) => string;
  undone: (moves: number) => string;
  undoNothing: string;
  /** y pressed on the table: the key that yields is p. */
  yieldKeyNote: string;
  // keys (the key map in keymap.ts decides which apply)
  keyHint: (id: RegicideKeyId, ctx: RegicideKeyCtx) => string;
  keyHelp: Record<RegicideKeyId, readonly [string, string]>;
  helpNotes: readonly string[];
  // messages outside the screen (normal terminal, after leaving)
  savedTo: (path: string) => string;
  resumeWith: string;
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
  alreadyOver: (path: string) => string;
  resumedOther: (players: number) => string;
}

// Counted words, in each dictionary's own language.
const EN = wordsIn('en');
const DE = wordsIn('de');
const cards = { one: '# card', other: '# cards' };
const moves = { one: '# move', other: '# moves' };
const karten = { one: '# Karte', other: '# Karten' };

const en: RegicideTexts = {
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
  power: (s) => ['shield', 'heal', 'draw', 'double'][s] ?? '',
  enemy: 'Enemy',
  health: 'Damage',
  attack: (a, s, after) => (s > 0 ? `Attack ${a} − shield ${s} = ${after}` : `Attack ${a}`),
  immune: (suit, power) => `Immune to ${suit}: no ${power}`,
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
  previewValue: (v) => `Value ${v}`,
  previewBlocked: (suits) => `${suits} blocked (immune)`,
  previewHeal: (n) => `♥ heals ${n}: discard → under the tavern`,
  previewHealNothing: '♥ heals 0 (discard pile empty)',
  previewDraws: (parts) => `♦ draws: ${parts}`,
  previewDrawsNothing: '♦ draws 0 (hands full or tavern empty)',
  previewDrawPart: (name, n) => `${name} ${n}`,
  previewShield: (n) => `♠ shield +${n}`,
  previewDamage: (d, doubled, after, health) => `Deals ${d}${doubled ? ' (♣ doubled)' : ''} → ${after}/${health}`,
  previewExact: (enemy) => `Exact kill: ${enemy} joins the tavern face down (drawn next)`,
  previewOverkill: (enemy) => `Overkill: ${enemy} is defeated and discarded`,
  previewVictory: 'That defeats the last enemy: victory!',
  previewAttackAfter: (due, hv, more) => `Then you cover ${due} damage (rest of hand worth ${hv}${more ? ' + cards drawn' : ''})`,
  previewNoAttack: 'The shield stops the whole attack: nothing to cover',
  previewCannotCover: 'Your other cards cannot cover that: you would lose',
  previewJester: (enemy) => `Jester: ${enemy} loses its immunity, no damage, no attack`,
  previewJesterShield: (s) => `Spades already played now shield ${s}`,
  previewJesterNext: 'Then you choose who plays next',
  previewJesterSolo: 'Then you play again',
  previewYield: (due, hv) => (due > 0 ? `p yields: you take ${due} damage (hand worth ${hv})` : 'p yields: the shield stops the attack'),
  previewFeign: (n) => `e feigns death: yield and discard all ${n} cards instead of taking the attack`,
  discardSelected: (total, due) => `Selected ${total} of ${due} damage`,
  discardCovered: 'covers it — press Enter',
  discardShort: (m) => `${m} short`,
  discardOverpaid: (due) => `too many, one card fewer still covers ${due}`,
  discardHandShort: (hv, due) => `Your whole hand is worth ${hv}, less than ${due}`,
  problem: (p) =>
    ({
      jesterAlone: 'a jester is always played alone',
      aceWithOne: 'an ace pairs with exactly one other card',
      oneRank: 'a combo needs cards of one rank',
      faceInCombo: 'face cards cannot form a combo (only with an ace)',
      comboTotal: 'combos must total 10 or less',
      tooMany: 'at most four cards in a combo',
    })[p],
  selectFirst: 'Select cards first: space or the number keys',
  refusal: (r) => {
    switch (r.code) {
      case 'gameOver':
        return 'The game is over';
      case 'wrongPhase':
        if (r.phase === 'discard') return `Not now: cover ${r.due} damage first`;
        if (r.phase === 'next') return 'Not now: choose who plays next';
        return r.solo ? 'Not now: play cards or flip a jester' : 'Not now: play cards or yield';
      case 'notInHand':
        return 'Those cards are not all in your hand';
      case 'badCombo':
        return `Not a play: ${en.problem(r.problem)}`;
      case 'discardTooLow':
        return `Those cards are worth ${r.worth}: ${r.due - r.worth} short of ${r.due}`;
      case 'discardTooHigh':
        return `Too many cards: one fewer still covers ${r.due}; stop once the damage is covered`;
      case 'cannotYield':
        if (r.reason === 'solo') return 'No yielding in solo without the solo-yield variant';
        if (r.reason === 'twiceInARow') return 'No yielding twice in a row (solo-yield)';
        return 'You may not yield: everyone else yielded last turn';
      case 'cannotFeign':
        if (r.reason === 'variant') return 'Feigning death needs the feign-death variant';
        if (r.reason === 'handNotFull') return `Feigning death needs a full hand (you hold ${r.size} of ${r.limit})`;
        if (r.reason === 'twiceInARow') return 'No feigning right after a yield or a feign';
        return 'You may not feign: everyone else yielded last turn';
      case 'cannotFlip':
        return r.reason === 'notSolo' ? 'Flipping a jester is for solo games only' : 'No jester left to flip';
      case 'noSuchSeat':
        return `Choose a seat from 1 to ${r.players}`;
      case 'unknownMove':
        return 'Unknown move';
    }
  },
  notYourTurn: 'Not your turn',
  onlyMoves: (empty, flip, yieldToo) => {
    const head = empty ? 'Your hand is empty' : 'No play is possible';
    const keys = [flip ? 'f to flip a jester' : '', yieldToo ? 'p to yield' : ''].filter(Boolean).join(' or ');
    return `${head}: press ${keys}.`;
  },
  confirmFlip: (n) => `Flip a jester: discard your ${EN.count(n, cards)} and draw a fresh hand?`,
  flipCost: (left) => (left >= 2 ? 'It costs a jester: a win now earns silver at best, not gold.' : 'It is your last jester: a win now earns bronze at best.'),
  confirmFeign: (n) => `Feign death: discard all ${EN.count(n, cards)} instead of covering the attack?`,
  feignCost: 'Your whole hand goes to the discard pile; you start again with no cards.',
  confirmKeys: 'y / Enter: do it    n / Esc: keep the hand',
  chooseNext: 'Who plays next?',
  discardBrowserTitle: (n) => `Discard pile: ${EN.count(n, cards)}, by suit`,
  discardBrowserEmpty: 'The discard pile is empty.',
  discardBrowserHint: 'd or Esc closes',
  eventPlay: (name, cards, effects) => `${name} plays ${cards}: ${effects}`,
  effectHeal: (n) => `heals ${n}`,
  effectDraw: (n) => `draws ${n}`,
  effectShield: (n) => `shield +${n}`,
  effectDamage: (n, doubled) => `deals ${n}${doubled ? ' (doubled)' : ''}`,
  effectBlocked: (suits) => `${suits} blocked`,
  eventJester: (name, enemy) => `${name} plays a jester: ${enemy} loses its immunity`,
  eventDefeat: (enemy, exact) => (exact ? `${enemy} defeated exactly: it joins the tavern` : `${enemy} defeated`),
  eventReveal: (enemy) => `Next enemy: ${enemy}`,
  eventAttack: (enemy, name, due) => `${enemy} attacks ${name}: ${due} to cover`,
  eventYield: (name) => `${name} yields`,
  eventFeign: (name, n) => `${name} feigns death and discards ${EN.count(n, cards)}`,
  eventDiscard: (name, cards, total) => `${name} discards ${cards} (${total})`,
  eventFlip: (name, n, left) => `${name} flips a jester: a fresh hand of ${n} (${left} left)`,
  eventNext: (name, chosen) => (name === chosen ? `${name} plays on` : `${name} lets ${chosen} play next`),
  eventWon: 'The castle has fallen: victory!',
  eventLost: (name, due) => (due > 0 ? `${name} cannot cover ${due} damage: defeat` : `${name} can neither play nor yield: defeat`),
  eventStart: (name) => `The game begins. ${name} starts.`,
  eventResumed: (n) => `Game resumed after ${EN.count(n, moves)}.`,
  victory: 'Victory! The castle has fallen.',
  defeat: 'Defeat.',
  medal: (m) => ({ gold: 'Gold medal (no jester flipped)', silver: 'Silver medal (one jester flipped)', bronze: 'Bronze medal (both jesters flipped)' })[m],
  enemiesDefeated: (n, of) => `Enemies defeated: ${n} of ${of}`,
  logSaved: (path) => `Game log: ${path}`,
  replayWith: 'Watch it again with:',
  endKeys: 'r retry this deal · p play again (new seed) · n new game · q/Enter leave',
  endKeysShort: 'r retry · p play again · n new game · q leave',
  endKeyAnalyze: 'a: could this deal have been won?',
  endSeed: (seed, variants) => `Seed ${seed} · variants: ${variants.length ? variants.join(', ') : 'none'}`,
  practiceShort: (solo) => (solo ? 'practice game, no medal' : 'practice game'),
  practiceGame: (solo) => `Practice game (undo or hints used): ${solo ? 'no medal, ' : ''}counted apart in stats`,
  statusExtras: (variants, practice) =>
    [variants.length ? `Variants: ${variants.join(', ')}` : '', practice ? 'Practice (undo or hints used)' : ''].filter(Boolean).join(' · '),
  hintThinking: 'Hint: thinking…',
  hintNone: 'No hint: it is not your move.',
  hintLine: (move, why, chance) => `Hint: ${move}${chance === null ? '' : ` (≈${Math.round(chance * 100)}% to win)`}${why ? ` — ${why}` : ''}`,
  hintMove: (kind, detail) =>
    ({ play: `play ${detail}`, discard: `discard ${detail}`, yield: 'yield', flip: 'flip a jester', feign: 'feign death', next: `let ${detail} play next` })[kind],
  undone: (n) => `Took back ${EN.count(n, moves)}. This game now counts as practice.`,
  undoNothing: 'Nothing to take back.',
  yieldKeyNote: 'To yield, press p (pass): y only answers "yes" to a question.',
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
      } as Partial<Record<RegicideKeyId, string>>
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
  },
  helpNotes: [
    'Plays: one card; 2–4 cards of one rank totalling 10 or less; an ace with one other card; a jester alone.',
    '♥ heals the tavern from the discard pile, ♦ draws cards, ♣ doubles damage, ♠ shields against the attack.',
    'An enemy blocks its own suit’s power until a jester is played against it.',
    'Cover an attack by discarding one card at a time; stop as soon as the damage is covered.',
  ],
  savedTo: (path) => `The game is saved in ${path}`,
  resumeWith: `Continue it with: ${command('regicide', 'play', '--resume')}`,
  noUnfinished: (folder) => `no unfinished game to resume in ${folder}`,
  cannotResume: (why) => `cannot resume: ${why}`,
  alreadyOver: (path) => `${path}: that game is over; watch it with: ${command('regicide', 'replay', path)}`,
  resumedOther: (n) => `Resuming a game for ${EN.count(n, { one: 'one player', other: '# players' })}; its own options apply.`,
};

const de: RegicideTexts = {
  title: 'Regicide',
  sep: ' · ',
  solo: 'Solo',
  players: (n) => `${n} Spieler`,
  seed: (seed) => `Startwert ${seed}`,
  player: (seat) => `Spieler ${seat}`,
  you: 'du',
  bot: 'Bot',
  rankName: (r) => ({ 11: 'Bube', 12: 'Dame', 13: 'König' })[r] ?? String(r),
  suitName: (s) => ['Pik', 'Herz', 'Karo', 'Kreuz'][s] ?? 'Narr',
  power: (s) => ['Schild', 'Heilen', 'Ziehen', 'Verdoppeln'][s] ?? '',
  enemy: 'Gegner',
  health: 'Schaden',
  attack: (a, s, after) => (s > 0 ? `Angriff ${a} − Schild ${s} = ${after}` : `Angriff ${a}`),
  immune: (suit, power) => `Immun gegen ${suit}: kein ${power}`,
  immunityCancelled: 'Immunität aufgehoben (Narr)',
  castle: 'Burg',
  castleLeft: (j, q, k) => `Es folgen: J ${j} · Q ${q} · K ${k}`,
  castleLeftShort: (j, q, k) => `Es folgen J${j} Q${q} K${k}`,
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
  waitingFor: (name) => `${name} überlegt…`,
  previewValue: (v) => `Wert ${v}`,
  previewBlocked: (suits) => `${suits} blockiert (Immunität)`,
  previewHeal: (n) => `♥ heilt ${n}: Ablage → unter die Taverne`,
  previewHealNothing: '♥ heilt 0 (Ablage leer)',
  previewDraws: (parts) => `♦ zieht: ${parts}`,
  previewDrawsNothing: '♦ zieht 0 (Hände voll oder Taverne leer)',
  previewDrawPart: (name, n) => `${name} ${n}`,
  previewShield: (n) => `♠ Schild +${n}`,
  previewDamage: (d, doubled, after, health) => `Macht ${d} Schaden${doubled ? ' (♣ verdoppelt)' : ''} → ${after}/${health}`,
  previewExact: (enemy) => `Genau besiegt: ${enemy} kommt verdeckt oben auf die Taverne (wird als Nächstes gezogen)`,
  previewOverkill: (enemy) => `Überschuss: ${enemy} ist besiegt und kommt auf die Ablage`,
  previewVictory: 'Damit fällt der letzte Gegner: gewonnen!',
  previewAttackAfter: (due, hv, more) => `Dann wehrst du ${due} Schaden ab (Resthand Wert ${hv}${more ? ' + gezogene Karten' : ''})`,
  previewNoAttack: 'Der Schild hält den ganzen Angriff ab: nichts abzuwehren',
  previewCannotCover: 'Deine übrigen Karten reichen dafür nicht: ihr würdet verlieren',
  previewJester: (enemy) => `Narr: ${enemy} verliert die Immunität, kein Schaden, kein Angriff`,
  previewJesterShield: (s) => `Bereits gespieltes Pik schützt jetzt mit ${s}`,
  previewJesterNext: 'Dann bestimmst du, wer als Nächstes spielt',
  previewJesterSolo: 'Dann spielst du noch einmal',
  previewYield: (due, hv) => (due > 0 ? `p passt: du nimmst ${due} Schaden (Hand Wert ${hv})` : 'p passt: der Schild hält den Angriff ab'),
  previewFeign: (n) => `e stellt sich tot: aussetzen und alle ${n} Karten abwerfen statt den Angriff abzuwehren`,
  discardSelected: (total, due) => `Gewählt ${total} von ${due} Schaden`,
  discardCovered: 'reicht — Enter drücken',
  discardShort: (m) => `es fehlen ${m}`,
  discardOverpaid: (due) => `zu viel, eine Karte weniger deckt ${due} schon`,
  discardHandShort: (hv, due) => `Deine ganze Hand ist nur ${hv} wert, weniger als ${due}`,
  problem: (p) =>
    ({
      jesterAlone: 'ein Narr wird immer allein gespielt',
      aceWithOne: 'ein Ass geht mit genau einer anderen Karte zusammen',
      oneRank: 'eine Kombination braucht Karten eines Rangs',
      faceInCombo: 'Bildkarten bilden keine Kombination (nur mit einem Ass)',
      comboTotal: 'Kombinationen dürfen zusammen höchstens 10 ergeben',
      tooMany: 'höchstens vier Karten in einer Kombination',
    })[p],
  selectFirst: 'Zuerst Karten wählen: Leertaste oder Zifferntasten',
  refusal: (r) => {
    switch (r.code) {
      case 'gameOver':
        return 'Das Spiel ist vorbei';
      case 'wrongPhase':
        if (r.phase === 'discard') return `Jetzt nicht: erst ${r.due} Schaden abwehren`;
        if (r.phase === 'next') return 'Jetzt nicht: erst bestimmen, wer als Nächstes spielt';
        return r.solo ? 'Jetzt nicht: Karten spielen oder einen Narren umdrehen' : 'Jetzt nicht: Karten spielen oder aussetzen';
      case 'notInHand':
        return 'Diese Karten sind nicht alle auf deiner Hand';
      case 'badCombo':
        return `Kein gültiger Spielzug: ${de.problem(r.problem)}`;
      case 'discardTooLow':
        return `Diese Karten sind ${r.worth} wert: es fehlen ${r.due - r.worth} zu ${r.due}`;
      case 'discardTooHigh':
        return `Zu viele Karten: eine weniger deckt ${r.due} schon; abwerfen, bis der Schaden gedeckt ist`;
      case 'cannotYield':
        if (r.reason === 'solo') return 'Im Solo kein Aussetzen ohne die Variante solo-yield';
        if (r.reason === 'twiceInARow') return 'Nicht zweimal nacheinander aussetzen (solo-yield)';
        return 'Aussetzen geht nicht: alle anderen haben zuletzt ausgesetzt';
      case 'cannotFeign':
        if (r.reason === 'variant') return 'Totstellen braucht die Variante feign-death';
        if (r.reason === 'handNotFull') return `Totstellen braucht eine volle Hand (du hast ${r.size} von ${r.limit})`;
        if (r.reason === 'twiceInARow') return 'Kein Totstellen direkt nach Aussetzen oder Totstellen';
        return 'Totstellen geht nicht: alle anderen haben zuletzt ausgesetzt';
      case 'cannotFlip':
        return r.reason === 'notSolo' ? 'Narren umdrehen gibt es nur im Solo' : 'Kein Narr mehr zum Umdrehen';
      case 'noSuchSeat':
        return `Wähle einen Platz von 1 bis ${r.players}`;
      case 'unknownMove':
        return 'Unbekannter Zug';
    }
  },
  notYourTurn: 'Du bist nicht am Zug',
  onlyMoves: (empty, flip, yieldToo) => {
    const head = empty ? 'Deine Hand ist leer' : 'Kein Spielzug möglich';
    const keys = [flip ? 'f (Narr umdrehen)' : '', yieldToo ? 'p (passen)' : ''].filter(Boolean).join(' oder ');
    return `${head}: drücke ${keys}.`;
  },
  confirmFlip: (n) => `Narr umdrehen: alle ${DE.count(n, karten)} abwerfen und neu ziehen?`,
  flipCost: (left) => (left >= 2 ? 'Das kostet einen Narren: ein Sieg bringt dann höchstens Silber statt Gold.' : 'Das ist dein letzter Narr: ein Sieg bringt dann höchstens Bronze.'),
  confirmFeign: (n) => `Totstellen: alle ${DE.count(n, karten)} abwerfen statt den Angriff abzuwehren?`,
  feignCost: 'Die ganze Hand kommt auf die Ablage; du stehst danach ohne Karten da.',
  confirmKeys: 'j / Enter: ja    n / Esc: Hand behalten',
  chooseNext: 'Wer spielt als Nächstes?',
  discardBrowserTitle: (n) => `Ablage: ${DE.count(n, karten)}, nach Farbe`,
  discardBrowserEmpty: 'Die Ablage ist leer.',
  discardBrowserHint: 'd oder Esc schließt',
  eventPlay: (name, cards, effects) => `${name} spielt ${cards}: ${effects}`,
  effectHeal: (n) => `heilt ${n}`,
  effectDraw: (n) => `zieht ${n}`,
  effectShield: (n) => `Schild +${n}`,
  effectDamage: (n, doubled) => `macht ${n} Schaden${doubled ? ' (verdoppelt)' : ''}`,
  effectBlocked: (suits) => `${suits} blockiert`,
  eventJester: (name, enemy) => `${name} spielt einen Narren: ${enemy} verliert die Immunität`,
  eventDefeat: (enemy, exact) => (exact ? `${enemy} genau besiegt: kommt in die Taverne` : `${enemy} besiegt`),
  eventReveal: (enemy) => `Nächster Gegner: ${enemy}`,
  eventAttack: (enemy, name, due) => `${enemy} greift ${name} an: ${due} abzuwehren`,
  eventYield: (name) => `${name} setzt aus`,
  eventFeign: (name, n) => `${name} stellt sich tot und wirft ${DE.count(n, karten)} ab`,
  eventDiscard: (name, cards, total) => `${name} wirft ${cards} ab (${total})`,
  eventFlip: (name, n, left) => `${name} dreht einen Narren um: neue Hand mit ${n} Karten (noch ${left})`,
  eventNext: (name, chosen) => (name === chosen ? `${name} spielt selbst weiter` : `${name} lässt ${chosen} als Nächstes spielen`),
  eventWon: 'Die Burg ist gefallen: gewonnen!',
  eventLost: (name, due) => (due > 0 ? `${name} kann ${due} Schaden nicht abwehren: verloren` : `${name} kann weder spielen noch aussetzen: verloren`),
  eventStart: (name) => `Das Spiel beginnt. ${name} fängt an.`,
  eventResumed: (n) => `Spiel nach ${DE.count(n, { one: '# Zug', other: '# Zügen' })} fortgesetzt.`,
  victory: 'Gewonnen! Die Burg ist gefallen.',
  defeat: 'Verloren.',
  medal: (m) => ({ gold: 'Goldmedaille (kein Narr umgedreht)', silver: 'Silbermedaille (ein Narr umgedreht)', bronze: 'Bronzemedaille (beide Narren umgedreht)' })[m],
  enemiesDefeated: (n, of) => `Besiegte Gegner: ${n} von ${of}`,
  logSaved: (path) => `Spielprotokoll: ${path}`,
  replayWith: 'Noch einmal ansehen mit:',
  endKeys: 'r diese Austeilung nochmal · p nochmal (neuer Seed) · n neues Spiel · q/Enter beenden',
  endKeysShort: 'r nochmal · p neuer Seed · n neues Spiel · q beenden',
  endKeyAnalyze: 'a: War dieses Blatt zu gewinnen?',
  endSeed: (seed, variants) => `Seed ${seed} · Varianten: ${variants.length ? variants.join(', ') : 'keine'}`,
  practiceShort: (solo) => (solo ? 'Übungsspiel, keine Medaille' : 'Übungsspiel'),
  practiceGame: (solo) => `Übungsspiel (Rücknahme oder Tipps genutzt): ${solo ? 'keine Medaille, ' : ''}getrennt gezählt`,
  statusExtras: (variants, practice) =>
    [variants.length ? `Varianten: ${variants.join(', ')}` : '', practice ? 'Übung (Rücknahme oder Tipps genutzt)' : ''].filter(Boolean).join(' · '),
  hintThinking: 'Tipp: wird überlegt…',
  hintNone: 'Kein Tipp: du bist nicht am Zug.',
  hintLine: (move, why, chance) => `Tipp: ${move}${chance === null ? '' : ` (≈${Math.round(chance * 100)} % Siegchance)`}${why ? ` – ${why}` : ''}`,
  hintMove: (kind, detail) =>
    ({ play: `${detail} spielen`, discard: `${detail} abwerfen`, yield: 'aussetzen', flip: 'einen Narren umdrehen', feign: 'totstellen', next: `${detail} als Nächstes spielen lassen` })[kind],
  undone: (n) => `${DE.count(n, { one: '# Zug', other: '# Züge' })} zurückgenommen. Dieses Spiel zählt jetzt als Übung.`,
  undoNothing: 'Nichts zurückzunehmen.',
  yieldKeyNote: 'Zum Passen p drücken: y beantwortet nur eine Frage mit „ja“.',
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
      } as Partial<Record<RegicideKeyId, string>>
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
  },
  helpNotes: [
    'Spielbar: eine Karte; 2–4 Karten eines Rangs mit Summe höchstens 10; ein Ass mit einer anderen Karte; ein Narr allein.',
    '♥ heilt die Taverne aus der Ablage, ♦ zieht Karten, ♣ verdoppelt den Schaden, ♠ schwächt den Angriff.',
    'Ein Gegner blockiert seine Farbe, bis ein Narr gegen ihn gespielt wird.',
    'Einen Angriff wehrst du ab, indem du Karte für Karte abwirfst, bis der Schaden gedeckt ist.',
  ],
  savedTo: (path) => `Das Spiel ist gespeichert in ${path}`,
  resumeWith: `Fortsetzen mit: ${command('regicide', 'play', '--resume')}`,
  noUnfinished: (folder) => `kein unfertiges Spiel zum Fortsetzen in ${folder}`,
  cannotResume: (why) => `fortsetzen nicht möglich: ${why}`,
  alreadyOver: (path) => `${path}: dieses Spiel ist vorbei; ansehen mit: ${command('regicide', 'replay', path)}`,
  resumedOther: (n) => `Ein Spiel für ${DE.count(n, { one: 'eine Person', other: '# Spieler' })} wird fortgesetzt; es gelten seine eigenen Optionen.`,
};

export const REGICIDE_TEXTS: Dictionary<RegicideTexts> = { en, de };
