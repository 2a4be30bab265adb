// A third game that exists only in the tests, to prove the registry: High card, for two. Each
// player is dealt three of the cards 1 to 6; the one to lead plays a card, the other answers, and
// the higher card takes the trick and leads the next. Most tricks of three wins. Its module is
// complete (bots, seating, saves, statistics, a simulator kind, hosted tables) and it is registered
// in one line: `registerGame(highCardModule)`.
import type { Bot } from '../../src/core/bot.js';
import { type Game, IllegalMoveError } from '../../src/core/game.js';
import { botGenerator, rngFromSeed, shuffleInPlace, withRng } from '../../src/core/rng.js';
import { GREETINGS } from '../../src/core/talk.js';
import { codesOf, type GameModule, type SimKind } from '../../src/modules/module.js';
import { dailyStats } from '../../src/store/stats/common.js';
import { playBotGame } from '../../src/table/bot-game.js';

export const HAND = 3;

export type HighCardOptions = Record<string, never>;
export interface HighCardMove {
  card: number;
}
export interface HighCardResult {
  winner: 1 | 2;
  tricks: [number, number];
}
export interface HighCardState {
  hands: [number[], number[]];
  /** The trick so far: who played which card. */
  trick: { seat: number; card: number }[];
  /** 0-based seat to move. */
  current: 0 | 1;
  tricks: [number, number];
  result: HighCardResult | null;
}
export interface HighCardView {
  seat: number;
  hand: number[];
  opponentCards: number;
  trick: { seat: number; card: number }[];
  tricks: [number, number];
}
/** What a watcher sees: every public fact, the hand sizes but no hand. */
export interface HighCardPublicView {
  hands: [number, number];
  trick: { seat: number; card: number }[];
  tricks: [number, number];
}
export type HighCardEvent = { type: 'play'; seat: number; card: number } | { type: 'trick'; winner: number };
export type HighCardRefusal = { code: 'gameOver' } | { code: 'notInHand'; card: number };

export type HighCardGame = Game<HighCardState, HighCardMove, HighCardView, HighCardResult, HighCardOptions, HighCardEvent, HighCardRefusal, HighCardPublicView>;

const refusalOf = (s: HighCardState, m: HighCardMove): HighCardRefusal | null => (s.result ? { code: 'gameOver' } : s.hands[s.current].includes(m.card) ? null : { code: 'notInHand', card: m.card });

function next(s: HighCardState, m: HighCardMove): { state: HighCardState; events: HighCardEvent[] } {
  const seat = s.current + 1;
  const hands: [number[], number[]] = [[...s.hands[0]], [...s.hands[1]]];
  hands[s.current] = hands[s.current].filter((c) => c !== m.card);
  const trick = [...s.trick, { seat, card: m.card }];
  const events: HighCardEvent[] = [{ type: 'play', seat, card: m.card }];
  if (trick.length < 2) return { state: { ...s, hands, trick, current: s.current === 0 ? 1 : 0 }, events };
  const winner = trick[0].card > trick[1].card ? trick[0].seat : trick[1].seat;
  const tricks: [number, number] = [s.tricks[0], s.tricks[1]];
  tricks[winner - 1]++;
  events.push({ type: 'trick', winner });
  const over = hands[0].length === 0;
  const result: HighCardResult | null = over ? { winner: tricks[0] > tricks[1] ? 1 : 2, tricks } : null;
  return { state: { hands, trick: [], current: (winner - 1) as 0 | 1, tricks, result }, events };
}

export const highCard: HighCardGame = {
  id: 'highcard',
  normalizeOptions: (options) => {
    if (Object.keys(options ?? {}).length) throw new Error('High card has no options');
    return {};
  },
  setup(_options, seed) {
    const { value: deck } = withRng(rngFromSeed(seed), (n) => shuffleInPlace([1, 2, 3, 4, 5, 6], n));
    return { hands: [deck.slice(0, HAND).sort(), deck.slice(HAND).sort()], trick: [], current: 0, tricks: [0, 0], result: null };
  },
  seatCount: () => 2,
  currentSeat: (s) => (s.result ? null : s.current + 1),
  legalMoves: (s) => (s.result ? [] : s.hands[s.current].map((card) => ({ card }))),
  isLegal: (s, m) => refusalOf(s, m) === null,
  apply(s, m) {
    const refusal = refusalOf(s, m);
    if (refusal) throw new IllegalMoveError(refusal);
    return next(s, m).state;
  },
  step(s, m) {
    const refusal = refusalOf(s, m);
    return refusal ? { ok: false, refusal } : { ok: true, ...next(s, m) };
  },
  eventsFor: (events) => [...events],
  view: (s, seat) => ({ seat, hand: [...s.hands[seat - 1]], opponentCards: s.hands[2 - seat].length, trick: [...s.trick], tricks: [s.tricks[0], s.tricks[1]] }),
  publicView: (s) => ({ hands: [s.hands[0].length, s.hands[1].length], trick: [...s.trick], tricks: [s.tricks[0], s.tricks[1]] }),
  // Nothing to coordinate in a duel of single cards: the greetings every game has.
  talk: { signalChooser: () => null, phrases: GREETINGS, phraseParams: () => ({}) },
  outcome: (s) => s.result,
  parseMove(text) {
    const m = /^play ([1-6])$/.exec(text.trim().toLowerCase());
    if (!m) throw new Error(`unknown move "${text}"; expected "play N"`);
    return { card: Number(m[1]) };
  },
  formatMove: (m) => `play ${m.card}`,
};

/** random: any card; easy: the lowest card that takes the trick, else the lowest. */
export function makeHighCardBot(level: string, seed: string): Bot<HighCardView, HighCardMove, HighCardEvent> {
  if (level === 'random') {
    const draw = botGenerator(seed);
    return { name: 'random', choose: (_view, legal) => legal[Math.floor(draw() * legal.length)] };
  }
  if (level !== 'easy') throw new Error(`unknown bot level "${level}"`);
  return {
    name: 'easy',
    choose(view, legal) {
      const cards = legal.map((m) => m.card).sort((a, b) => a - b);
      const toBeat = view.trick[0]?.card ?? 0;
      return { card: cards.find((c) => c > toBeat) ?? cards[0] };
    },
  };
}

export interface HighCardExtras {
  bots: number[];
  botLevel: string;
}

export interface HighCardTally {
  games: number;
  wins: [number, number];
}

const sim: SimKind<{ seed: string; level: string }, HighCardTally> = {
  empty: () => ({ games: 0, wins: [0, 0] }),
  merge(into, from) {
    into.games += from.games;
    into.wins[0] += from.wins[0];
    into.wins[1] += from.wins[1];
  },
  play(spec, index, tally) {
    const seed = `${spec.seed}/${index}`;
    const { result } = playBotGame(
      highCard,
      {},
      seed,
      [1, 2].map((s) => makeHighCardBot(spec.level, `${seed}/${s}`)),
    );
    tally.games++;
    tally.wins[result.winner - 1]++;
  },
};

export const highCardModule: GameModule<HighCardGame, HighCardExtras> = {
  id: 'highcard',
  game: highCard,
  playCommand: 'play',
  bots: { levels: ['random', 'easy'], default: 'easy', make: makeHighCardBot },
  refusalEnglish: (r) => (r.code === 'gameOver' ? 'the game is over' : `${r.card} is not in your hand`),
  refusalCodes: codesOf<HighCardRefusal['code']>({ gameOver: true, notInHand: true }),
  extras: {
    defaults: () => ({ bots: [2], botLevel: 'easy' }),
    fixed: [],
    check(extras, seatCount) {
      const outside = extras.bots.find((s) => s < 1 || s > seatCount);
      if (outside !== undefined) throw new Error(`there is no seat ${outside}`);
    },
  },
  seating: (extras) => ({ bots: new Map(extras.bots.map((s) => [s, extras.botLevel])), undo: extras.bots.length === 1 }),
  save: { fromLog: () => ({ players: 2 }), fromState: (s) => ({ tricks: [s.tricks[0], s.tricks[1]] }) },
  stats: (entries, today) => ({
    game: 'highcard',
    finished: entries.filter((e) => e.log.result !== null).length,
    daily: dailyStats([], today),
    dailyHistory: [],
  }),
  shareFacts: () => null,
  sim: { play: sim as SimKind },
  hostOptions(flags) {
    if (flags.players !== undefined && flags.players !== 2) throw new Error('High card is for two');
    return highCard.normalizeOptions({});
  },
};

// A worker thread of the simulator imports this file to find the game (see registerGame's source).
export default highCardModule;
