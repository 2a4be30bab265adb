// Every text of the Thronfolge screens, in English and German. Texts with numbers or names are
// functions; cards arrive already formatted (symbols or letters, see theme), and with --ascii
// the whole dictionary is spelled in plain characters (shared/ascii-text.ts).
import type { ThronfolgeKeyId } from './keymap.js';
import { command } from '../shared/commands.js';
import type { Dictionary } from '../shared/i18n.js';
import { wordsIn } from '../../text/words.js';
import { num, signed as signedNum } from '../shared/numbers.js';
import { cardText } from '../../core/cards.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/index.js';
import type { TieBreak } from '../../games/thronfolge/types.js';
import type { CrownPlace, CrownThreat } from '../../games/thronfolge/crowns.js';

export interface ThronfolgeTexts {
  title: string;
  /** Between parts of a line. */
  separator: string;
  /** A value with its sign: +5, −3, 0. */
  signed: (n: number) => string;
  /** A value, negative with the same minus sign: −11. */
  num: (n: number) => string;
  player: (seat: number) => string;
  you: string;
  bot: string;
  botLevel: (level: string) => string;
  // status line
  round: (n: number, of: number) => string;
  drawPile: (n: number) => string;
  removedHidden: (n: number) => string;
  removedOpen: string;
  starts: (name: string) => string;
  matchGame: (game: number, games: number) => string;
  // row
  row: string;
  rowEmpty: string;
  rowOlder: (n: number) => string;
  rowTakeHint: string;
  // crowns
  crowns: string;
  crownPlace: (place: CrownPlace, opponent: string) => string;
  /** `held` and `missing`: the crowns as labels, e.g. "K♠ K♣". */
  threat: (threat: CrownThreat, holder: string, held: string, missing: string) => string;
  /** Replays know every card: where a crown is, by name. */
  crownSeen: (place: 'collection' | 'hand' | 'reach' | 'row' | 'removed' | 'deck', name: string) => string;
  // collections
  turnMark: string;
  taken: string;
  notTaken: string;
  points: (n: number) => string;
  sets: (count: number, points: number) => string;
  favour: string;
  betrayal: string;
  nothing: string;
  // hand
  yourHand: string;
  handOf: (name: string) => string;
  handEmpty: string;
  promptTurn: string;
  promptMustTake: string;
  waitingFor: (name: string) => string;
  // preview
  scoreMove: (name: string, before: number, after: number) => string;
  takePreview: (cards: string, moves: string) => string;
  takeWins: (cards: string) => string;
  takeEmpty: (moves: string) => string;
  takeDone: string;
  takeRowEmpty: string;
  playPreview: (card: string, name: string, cards: string) => string;
  playThenScores: (moves: string) => string;
  playGivesCrowns: (name: string) => string;
  /** `lastRound`: there is no next round to take it in. */
  playSafe: (card: string, name: string, lastRound: boolean) => string;
  mustTake: string;
  notYourTurn: string;
  // messages
  /** Any other refusal (a bad card, a move of no kind, the game over): why, where the language says it briefly. */
  moveRefused: (r: OtherRefusal) => string;
  /** A refused move in words: the refusals a player meets have their own texts. */
  refusal: (r: ThronfolgeRefusal) => string;
  // events
  eventStart: (name: string, coinToss: boolean, opponent: string | null) => string;
  eventResumed: (moves: number) => string;
  eventPlay: (name: string, card: string) => string;
  eventTake: (name: string, cards: string, before: number, after: number) => string;
  eventTakeNothing: (name: string) => string;
  eventRound: (round: number, name: string) => string;
  eventCrowns: (name: string) => string;
  eventFinal: (a: number, b: number) => string;
  // end screen
  gameOver: (headline: string) => string;
  wins: (name: string) => string;
  youWin: string;
  sharedVictory: string;
  decidedBy: (reason: 'crowns' | 'score', tieBreak: TieBreak | null) => string;
  category: string;
  followersOf: (suit: string) => string;
  familiesTotal: string;
  setsTotal: string;
  setsCell: (count: number, points: number) => string;
  favourTotal: string;
  betrayalTotal: string;
  /** Below the total, apart from the categories: crowns score nothing (three win at once). */
  crownsHeld: string;
  crownsCell: (n: number) => string;
  total: string;
  matchTally: (game: number, games: number, a: string, b: string, shared: number) => string;
  matchWon: (name: string) => string;
  matchLevel: string;
  nextStarts: (name: string) => string;
  logSaved: (path: string) => string;
  replayWith: string;
  endKeys: string;
  endKeysNext: string;
  /** After the last game: play again (same options, new seed), a new game (defaults), leave. */
  endKeysAgain: string;
  /** The same keys for a narrow terminal. */
  endKeysShort: string;
  endSeed: (seed: string, variants: readonly string[]) => string;
  practiceGame: string;
  practiceShort: string;
  /** Variants in play and the practice mark, for the status line; '' when neither. */
  statusExtras: (variants: readonly string[], practice: boolean) => string;
  hintThinking: string;
  hintNone: string;
  hintLine: (move: string, why: string) => string;
  hintPlay: (card: string) => string;
  hintTake: string;
  /** A take as the replay stepper names it. */
  moveTake: string;
  undone: (moves: number) => string;
  undoNothing: string;
  // footer
  // keys (the key map in keymap.ts decides which apply)
  keyHint: (id: ThronfolgeKeyId) => string;
  keyHelp: Record<ThronfolgeKeyId, readonly [string, string]>;
  helpNotes: readonly string[];
  /** The small tag after a hand card: follower, crown (favour and betrayal show their value). */
  tagFollower: string;
  tagCrown: string;
  // the panel of unseen cards (wide terminals)
  unseenTitle: (n: number) => string;
  unseenNote: string;
  // replay
  bothHands: string;
  // messages on the normal screen, after leaving
  savedTo: (path: string) => string;
  resumeWith: string;
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
  alreadyOver: (path: string) => string;
  resultLine: (text: string, a: number, b: number) => string;
}

/** Screen numbers in a dictionary's language; a change shows +0 when nothing changes. */
const numbersIn = (locale: string) => ({
  num: (n: number): string => num(n, false, locale),
  signed: (n: number): string => signedNum(n, '0', false, locale),
  change: (n: number): string => signedNum(n, '+0', false, locale),
});
// Counted words and screen numbers, in each dictionary's own language.
const EN = wordsIn('en');
const DE = wordsIn('de');
const enNum = numbersIn('en');
const deNum = numbersIn('de');
const moves = { one: '# move', other: '# moves' };

/** The refusals without a text of their own. */
type OtherRefusal = Exclude<ThronfolgeRefusal, { code: 'alreadyTaken' | 'rowEmpty' | 'handEmptyMustTake' }>;

/** Taking twice, taking from an empty row and playing from an empty hand in the screen's words. */
function refusalWords(r: ThronfolgeRefusal, t: ThronfolgeTexts): string {
  if (r.code === 'alreadyTaken') return t.takeDone;
  if (r.code === 'rowEmpty') return t.takeRowEmpty;
  if (r.code === 'handEmptyMustTake') return t.mustTake;
  return t.moveRefused(r);
}

/** Why a move that the screen's keys do not make was refused (a remote table's, a stale one's). */
function englishReason(r: OtherRefusal): string {
  if (r.code === 'notACard') return 'that is not a card';
  if (r.code === 'notInGame') return `${cardText(r.card)} is not one of the 45 Thronfolge cards`;
  if (r.code === 'notInHand') return `${cardText(r.card)} is not in your hand`;
  if (r.code === 'unknownMove') return 'unknown move; expected "play C" or "take"';
  return 'the game is over';
}

const en: ThronfolgeTexts = {
  title: 'Thronfolge',
  separator: ' · ',
  signed: enNum.signed,
  num: enNum.num,
  player: (seat) => `Player ${seat}`,
  you: 'you',
  bot: 'bot',
  botLevel: (level) => `${level} bot`,
  round: (n, of) => `Round ${n}/${of}`,
  drawPile: (n) => `Draw pile ${n}`,
  removedHidden: (n) => `${n} removed unseen`,
  removedOpen: 'Removed',
  starts: (name) => `start: ${name}`,
  matchGame: (g, n) => `Game ${g}/${n}`,
  row: 'Row',
  rowEmpty: '(empty)',
  rowOlder: (n) => `+${n} older`,
  rowTakeHint: '← a take gets these',
  crowns: 'Crowns',
  crownPlace: (place, opponent) =>
    ({ mine: 'yours', theirs: opponent, hand: 'in your hand', reach: 'in reach', row: 'in the row', removed: 'removed', unseen: 'unseen' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} ${EN.count(th.missing.length, { one: 'is', other: 'are' })}`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} holds ${held}: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} in reach — their next take wins!` : `${k} in reach; they have taken this round`);
        case 'row':
          return head + `${k} back in the row and can come within reach`;
        case 'hand':
          return head + `${missing} is in your hand — playing it puts it in their reach`;
        default:
          return head + `${missing} is unseen and may still reach the row`;
      }
    }
    const head = held ? `You hold ${held}: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} in reach — take now and win!` : `${k} in reach, but you have taken this round`);
      case 'row':
        return head + `${missing} is back in the row`;
      case 'hand':
        return head + `${missing} is in your hand; play it, then take it back`;
      default:
        return head + `${missing} has not been seen yet`;
    }
  },
  crownSeen: (place, name) =>
    ({ collection: name, hand: `${name}'s hand`, reach: 'in reach', row: 'in the row', removed: 'removed', deck: 'draw pile' })[place],
  turnMark: '▶',
  taken: 'taken',
  // Not "may take": next to the score it read as "a take gives 0 points".
  notTaken: 'no take yet',
  points: (n) => `${enNum.num(n)} pts`,
  sets: (count, points) => `Sets ${count} (${enNum.change(points)})`,
  favour: 'Favour',
  betrayal: 'Betrayal',
  nothing: '—',
  yourHand: 'Your hand',
  handOf: (name) => `Hand of ${name}`,
  handEmpty: '(empty)',
  promptTurn: 'Your turn',
  promptMustTake: 'Your hand is empty: take with t',
  waitingFor: (name) => `${name} is thinking…`,
  scoreMove: (name, before, after) => `${name} ${enNum.num(before)}→${enNum.num(after)} (${enNum.change(after - before)})`,
  takePreview: (cards, moves) => `t take ${cards}: ${moves}`,
  takeWins: (cards) => `t take ${cards}: all three crowns — you win at once!`,
  takeEmpty: (moves) => `t take: the row is empty, you get nothing (${moves})`,
  takeDone: 't: you have taken this round — play a card',
  takeRowEmpty: 't: the row is empty, there is nothing to take',
  playPreview: (card, name, cards) => `Enter play ${card}: ${name} could then take ${cards}`,
  playThenScores: (moves) => `   if they do: ${moves}`,
  playGivesCrowns: (name) => `   that would give ${name} all three crowns and the game!`,
  playSafe: (card, name, lastRound) =>
    `Enter play ${card}: ${name} has taken this round${lastRound ? ', the last one, and cannot take it any more' : ' and cannot take it before the next'}`,
  notYourTurn: 'Not your turn',
  mustTake: 'Your hand is empty: you must take (t)',
  moveRefused: (r) => `Not allowed: ${englishReason(r)}`,
  refusal: (r) => refusalWords(r, en),
  eventStart: (name, coin, opp) => `The duel begins${opp ? ` against the ${opp}` : ''}. ${name} starts${coin ? ' (coin toss)' : ''}.`,
  eventResumed: (n) => `Duel resumed after ${EN.count(n, moves)}.`,
  eventPlay: (name, card) => `${name} plays ${card}`,
  eventTake: (name, cards, before, after) => `${name} takes ${cards} (${before}→${after})`,
  eventTakeNothing: (name) => `${name} takes from the empty row: nothing`,
  eventRound: (r, name) => `Round ${r}: five new cards each; ${name} starts.`,
  eventCrowns: (name) => `${name} holds all three crowns and wins!`,
  eventFinal: (a, b) => `The draw pile is empty: final score ${enNum.num(a)} : ${enNum.num(b)}.`,
  gameOver: (headline) => `Game over — ${headline}`,
  wins: (name) => `${name} wins.`,
  youWin: 'You win!',
  sharedVictory: 'A shared victory: both win.',
  decidedBy: (reason, tb) => {
    if (reason === 'crowns') return 'Decided by three crowns in one collection.';
    switch (tb) {
      case 'score':
        return 'Decided by the higher score.';
      case 'spades':
        return 'Equal scores: more ♠ followers decided.';
      case 'hearts':
        return 'Equal scores and ♠: more ♥ followers decided.';
      case 'diamonds':
        return 'Equal scores, ♠ and ♥: more ♦ followers decided.';
      case 'clubs':
        return 'Equal scores, ♠, ♥ and ♦: more ♣ followers decided.';
      case 'crowns':
        return 'Equal scores and followers: more crowns decided.';
      default:
        return 'Equal in score, every family and crowns: nothing decided.';
    }
  },
  category: 'Category',
  followersOf: (suit) => `${suit} followers`,
  familiesTotal: 'Families',
  setsTotal: 'Sets (5 each)',
  setsCell: (count, points) => `${count} × 5 = ${points}`,
  favourTotal: 'Favour',
  betrayalTotal: 'Betrayal',
  crownsHeld: 'Crowns (no points)',
  crownsCell: (n) => `${n} of 3`,
  total: 'Total',
  matchTally: (g, n, a, b, shared) => `Match after game ${g} of ${n}: ${a} · ${b}${shared ? ` · shared ${shared}` : ''}`,
  matchWon: (name) => `${name} wins the match.`,
  matchLevel: 'The match ends level.',
  nextStarts: (name) => `Next game: ${name} starts.`,
  logSaved: (path) => `Game log: ${path}`,
  replayWith: 'Watch it again with:',
  endKeys: 'q or Enter: leave',
  endKeysNext: 'Enter: next game   q: leave (the next game is saved)',
  endKeysAgain: 'r retry this deal · p play again (new seed) · n new game · q/Enter leave',
  endKeysShort: 'r retry · p play again · n new game · q leave',
  endSeed: (seed, variants) => `Seed ${seed} · variants: ${variants.length ? variants.join(', ') : 'none'}`,
  practiceGame: 'Practice game (undo or hints used): counted apart in stats',
  practiceShort: 'practice game',
  statusExtras: (variants, practice) => [variants.length ? variants.join(', ') : '', practice ? 'practice' : ''].filter(Boolean).join(' · '),
  hintThinking: 'Hint: thinking…',
  hintNone: 'No hint: it is not your move.',
  hintLine: (move, why) => `Hint: ${move}${why ? ` — ${why}` : ''}`,
  hintPlay: (card) => `play ${card}`,
  hintTake: 'take (t)',
  moveTake: 'take',
  undone: (n) => `Took back ${EN.count(n, moves)}. This game now counts as practice.`,
  undoNothing: 'Nothing to take back.',
  keyHint: (id) => (({ cursor: '←→ choose', submit: 'Enter play', take: 't take', log: 'v log', hint: 'i hint', undo: 'u undo', help: '? help', quit: 'q quit' }) as Partial<Record<ThronfolgeKeyId, string>>)[id] ?? '',
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
  tagFollower: 'f',
  tagCrown: 'c',
  unseenTitle: (n) => `Not seen yet: ${n} cards`,
  unseenNote: 'draw pile, other hand, removed',
  bothHands: 'Hands',
  savedTo: (path) => `The duel is saved in ${path}`,
  resumeWith: `Continue it with: ${command('thronfolge', 'duel', '--resume')}`,
  noUnfinished: (folder) => `no unfinished duel to resume in ${folder}`,
  cannotResume: (why) => `cannot resume: ${why}`,
  alreadyOver: (path) => `${path}: that game is over; watch it with: ${command('thronfolge', 'replay', path)}`,
  resultLine: (text, a, b) => `${text} (${enNum.num(a)} : ${enNum.num(b)})`,
};

const de: ThronfolgeTexts = {
  title: 'Thronfolge',
  separator: ' · ',
  signed: deNum.signed,
  num: deNum.num,
  player: (seat) => `Spieler ${seat}`,
  you: 'du',
  bot: 'Bot',
  botLevel: (level) => `den Bot (${({ random: 'zufällig', easy: 'leicht', normal: 'normal', hard: 'schwer' } as Record<string, string>)[level] ?? level})`,
  round: (n, of) => `Runde ${n}/${of}`,
  drawPile: (n) => `Stapel ${n}`,
  removedHidden: (n) => `${n} verdeckt aussortiert`,
  removedOpen: 'Aussortiert',
  starts: (name) => `Beginn: ${name}`,
  matchGame: (g, n) => `Partie ${g}/${n}`,
  row: 'Reihe',
  rowEmpty: '(leer)',
  rowOlder: (n) => `+${n} ältere`,
  rowTakeHint: '← Nehmen bringt diese',
  crowns: 'Kronen',
  crownPlace: (place, opponent) =>
    ({ mine: 'deine', theirs: opponent, hand: 'in deiner Hand', reach: 'erreichbar', row: 'in der Reihe', removed: 'aussortiert', unseen: 'ungesehen' })[place],
  threat: (th, holder, held, missing) => {
    const k = `${missing} ${DE.count(th.missing.length, { one: 'ist', other: 'sind' })}`;
    if (th.holder === 'theirs') {
      const head = held ? `${holder} hat ${held}: ` : '';
      switch (th.place) {
        case 'reach':
          return head + (th.holderCanTake ? `${k} erreichbar — Nehmen gewinnt sofort!` : `${k} erreichbar; diese Runde schon genommen`);
        case 'row':
          return head + `${k} weiter hinten in der Reihe`;
        case 'hand':
          return head + `${missing} ist in deiner Hand — ausgespielt wäre sie erreichbar`;
        default:
          return head + `${missing} ist ungesehen und kann noch kommen`;
      }
    }
    const head = held ? `Du hast ${held}: ` : '';
    switch (th.place) {
      case 'reach':
        return head + (th.holderCanTake ? `${k} erreichbar — jetzt nehmen und gewinnen!` : `${k} erreichbar, aber du hast schon genommen`);
      case 'row':
        return head + `${missing} liegt weiter hinten in der Reihe`;
      case 'hand':
        return head + `${missing} ist in deiner Hand; ausspielen, dann zurücknehmen`;
      default:
        return head + `${missing} wurde noch nicht gesehen`;
    }
  },
  crownSeen: (place, name) =>
    ({ collection: name, hand: `Hand von ${name}`, reach: 'erreichbar', row: 'in der Reihe', removed: 'aussortiert', deck: 'Stapel' })[place],
  turnMark: '▶',
  taken: 'genommen',
  notTaken: 'Nehmen offen',
  points: (n) => `${deNum.num(n)} Pkt`,
  sets: (count, points) => `Sätze ${count} (${deNum.change(points)})`,
  favour: 'Gunst',
  betrayal: 'Verrat',
  nothing: '—',
  yourHand: 'Deine Hand',
  handOf: (name) => `Hand von ${name}`,
  handEmpty: '(leer)',
  promptTurn: 'Du bist dran',
  promptMustTake: 'Deine Hand ist leer: mit t nehmen',
  waitingFor: (name) => `${name} überlegt …`,
  scoreMove: (name, before, after) => `${name} ${deNum.num(before)}→${deNum.num(after)} (${deNum.change(after - before)})`,
  takePreview: (cards, moves) => `t nimmt ${cards}: ${moves}`,
  takeWins: (cards) => `t nimmt ${cards}: alle drei Kronen — du gewinnst sofort!`,
  takeEmpty: (moves) => `t nimmt: die Reihe ist leer, du bekommst nichts (${moves})`,
  takeDone: 't: du hast diese Runde schon genommen — spiele eine Karte',
  takeRowEmpty: 't: die Reihe ist leer, es gibt nichts zu nehmen',
  playPreview: (card, name, cards) => `Enter spielt ${card}: ${name} könnte dann ${cards} nehmen`,
  playThenScores: (moves) => `   falls ja: ${moves}`,
  playGivesCrowns: (name) => `   damit hätte ${name} alle drei Kronen und gewinnt!`,
  playSafe: (card, name, lastRound) => `Enter spielt ${card}: ${name} hat schon genommen (${lastRound ? 'letzte Runde: nicht mehr' : 'erst nächste Runde wieder'})`,
  notYourTurn: 'Du bist nicht am Zug',
  mustTake: 'Deine Hand ist leer: du musst nehmen (t)',
  moveRefused: () => 'Dieser Zug ist nicht erlaubt',
  refusal: (r) => refusalWords(r, de),
  eventStart: (name, coin, opp) => `Das Duell beginnt${opp ? ` gegen ${opp}` : ''}. ${name} fängt an${coin ? ' (Münzwurf)' : ''}.`,
  eventResumed: (n) => `Duell nach ${DE.count(n, { one: '# Zug', other: '# Zügen' })} fortgesetzt.`,
  eventPlay: (name, card) => `${name} spielt ${card}`,
  eventTake: (name, cards, before, after) => `${name} nimmt ${cards} (${before}→${after})`,
  eventTakeNothing: (name) => `${name} nimmt aus der leeren Reihe: nichts`,
  eventRound: (r, name) => `Runde ${r}: je fünf neue Karten; ${name} fängt an.`,
  eventCrowns: (name) => `${name} hat alle drei Kronen und gewinnt!`,
  eventFinal: (a, b) => `Der Nachziehstapel ist leer: Endstand ${deNum.num(a)} : ${deNum.num(b)}.`,
  gameOver: (headline) => `Spielende — ${headline}`,
  wins: (name) => `${name} gewinnt.`,
  youWin: 'Du gewinnst!',
  sharedVictory: 'Geteilter Sieg: beide gewinnen.',
  decidedBy: (reason, tb) => {
    if (reason === 'crowns') return 'Entschieden durch drei Kronen in einer Sammlung.';
    switch (tb) {
      case 'score':
        return 'Entschieden durch die höhere Punktzahl.';
      case 'spades':
        return 'Punktgleich: mehr ♠-Anhänger entschieden.';
      case 'hearts':
        return 'Gleich bei Punkten und ♠: mehr ♥-Anhänger entschieden.';
      case 'diamonds':
        return 'Gleich bei Punkten, ♠ und ♥: mehr ♦-Anhänger entschieden.';
      case 'clubs':
        return 'Gleich bei Punkten, ♠, ♥ und ♦: mehr ♣-Anhänger entschieden.';
      case 'crowns':
        return 'Gleich bei Punkten und Anhängern: mehr Kronen entschieden.';
      default:
        return 'Gleich bei Punkten, allen Familien und Kronen: keine Entscheidung.';
    }
  },
  category: 'Wertung',
  followersOf: (suit) => `${suit}-Anhänger`,
  familiesTotal: 'Familien',
  setsTotal: 'Sätze (je 5)',
  setsCell: (count, points) => `${count} × 5 = ${points}`,
  favourTotal: 'Gunst',
  betrayalTotal: 'Verrat',
  crownsHeld: 'Kronen (punktlos)',
  crownsCell: (n) => `${n} von 3`,
  total: 'Summe',
  matchTally: (g, n, a, b, shared) => `Match nach Partie ${g} von ${n}: ${a} · ${b}${shared ? ` · geteilt ${shared}` : ''}`,
  matchWon: (name) => `${name} gewinnt das Match.`,
  matchLevel: 'Das Match endet unentschieden.',
  nextStarts: (name) => `Nächste Partie: ${name} fängt an.`,
  logSaved: (path) => `Spielprotokoll: ${path}`,
  replayWith: 'Noch einmal ansehen mit:',
  endKeys: 'q oder Enter: beenden',
  endKeysNext: 'Enter: nächste Partie   q: beenden (sie ist gespeichert)',
  endKeysAgain: 'r diese Austeilung nochmal · p nochmal (neuer Seed) · n neues Spiel · q/Enter beenden',
  endKeysShort: 'r nochmal · p neuer Seed · n neues Spiel · q beenden',
  endSeed: (seed, variants) => `Seed ${seed} · Varianten: ${variants.length ? variants.join(', ') : 'keine'}`,
  practiceGame: 'Übungsspiel (Rücknahme oder Tipps genutzt): getrennt gezählt',
  practiceShort: 'Übungsspiel',
  statusExtras: (variants, practice) => [variants.length ? variants.join(', ') : '', practice ? 'Übung' : ''].filter(Boolean).join(' · '),
  hintThinking: 'Tipp: wird überlegt…',
  hintNone: 'Kein Tipp: du bist nicht am Zug.',
  hintLine: (move, why) => `Tipp: ${move}${why ? ` – ${why}` : ''}`,
  hintPlay: (card) => `${card} spielen`,
  hintTake: 'nehmen (t)',
  moveTake: 'nehmen',
  undone: (n) => `${DE.count(n, { one: '# Zug', other: '# Züge' })} zurückgenommen. Dieses Spiel zählt jetzt als Übung.`,
  undoNothing: 'Nichts zurückzunehmen.',
  keyHint: (id) => (({ cursor: '←→ wählen', submit: 'Enter spielen', take: 't nehmen', log: 'v Verlauf', hint: 'i Tipp', undo: 'u zurück', help: '? Hilfe', quit: 'q Ende' }) as Partial<Record<ThronfolgeKeyId, string>>)[id] ?? '',
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
  tagFollower: 'a',
  tagCrown: 'k',
  unseenTitle: (n) => `Noch ungesehen: ${n} Karten`,
  unseenNote: 'Stapel, andere Hand, aussortiert',
  bothHands: 'Handkarten',
  savedTo: (path) => `Das Duell ist gespeichert in ${path}`,
  resumeWith: `Fortsetzen mit: ${command('thronfolge', 'duel', '--resume')}`,
  noUnfinished: (folder) => `kein unbeendetes Duell zum Fortsetzen in ${folder}`,
  cannotResume: (why) => `fortsetzen nicht möglich: ${why}`,
  alreadyOver: (path) => `${path}: dieses Spiel ist vorbei; ansehen mit: ${command('thronfolge', 'replay', path)}`,
  resultLine: (text, a, b) => `${text} (${deNum.num(a)} : ${deNum.num(b)})`,
};

export const THRONFOLGE_TEXTS: Dictionary<ThronfolgeTexts> = { en, de };
