// Plays seeded Thronfolge duels between two bots and sums up what a report needs. Game i uses
// seed `${seed}/${i}`; the round-1 starter alternates (seat 1 on even games, seat 2 on odd), so
// neither bot profits from starting. Bots are seeded botSeed(`${seed}/${i}`, seat).
import { thronfolge } from '../../games/thronfolge/index.js';
import { botSeed } from '../../core/rng.js';
import { makeThronfolgeBot, type ThronfolgeBotLevel } from '../../games/thronfolge/bots/index.js';
import type { Variant } from '../../games/thronfolge/types.js';
import { playBotGame } from '../../table/bot-game.js';
import type { SimKind } from '../module.js';
import { mergeHistogram, newHistogram, recordMs } from '../tally.js';

export interface ThronfolgeSimSpec {
  bots: [ThronfolgeBotLevel, ThronfolgeBotLevel];
  variants: Variant[];
  seed: string;
}

/** Scores are kept as a histogram from SCORE_MIN upwards. */
export const SCORE_MIN = -40;
const SCORE_SLOTS = 161;

export interface ThronfolgeTally {
  games: number;
  /** Outright wins by seat (shared victories not included). */
  wins: [number, number];
  shared: number;
  /** Games won outright by the seat that started round 1. */
  starterWins: number;
  crownWins: number;
  /** By seat: games by final score − SCORE_MIN. */
  scores: [number[], number[]];
  moves: number;
  timing: [number[], number[]];
}

export function emptyThronfolgeTally(): ThronfolgeTally {
  const slots = (): number[] => new Array<number>(SCORE_SLOTS).fill(0);
  return { games: 0, wins: [0, 0], shared: 0, starterWins: 0, crownWins: 0, scores: [slots(), slots()], moves: 0, timing: [newHistogram(), newHistogram()] };
}

export function mergeThronfolgeTally(into: ThronfolgeTally, from: ThronfolgeTally): void {
  into.games += from.games;
  for (const seat of [0, 1]) {
    into.wins[seat] += from.wins[seat];
    for (let i = 0; i < SCORE_SLOTS; i++) into.scores[seat][i] += from.scores[seat][i];
    mergeHistogram(into.timing[seat], from.timing[seat]);
  }
  into.shared += from.shared;
  into.starterWins += from.starterWins;
  into.crownWins += from.crownWins;
  into.moves += from.moves;
}

export function playThronfolgeGame(spec: ThronfolgeSimSpec, index: number, tally: ThronfolgeTally): void {
  const seed = `${spec.seed}/${index}`;
  const first = index % 2 === 0 ? 1 : 2;
  const bots = spec.bots.map((level, i) => makeThronfolgeBot(level, botSeed(seed, i + 1)));
  const timing = (seat: number, ms: number): void => recordMs(tally.timing[seat - 1], ms);
  const { table, result: r } = playBotGame(thronfolge, { first, variants: spec.variants }, seed, bots, timing);
  tally.moves += table.movesMade;
  tally.games++;
  if (r.shared) tally.shared++;
  else if (r.winner !== null) {
    tally.wins[r.winner - 1]++;
    if (r.winner === first) tally.starterWins++;
    if (r.reason === 'crowns') tally.crownWins++;
  }
  for (const seat of [0, 1]) {
    const slot = Math.max(0, Math.min(SCORE_SLOTS - 1, r.scores[seat] - SCORE_MIN));
    tally.scores[seat][slot]++;
  }
}

export const thronfolgeSim = { empty: emptyThronfolgeTally, merge: mergeThronfolgeTally, play: playThronfolgeGame } satisfies SimKind<ThronfolgeSimSpec, ThronfolgeTally> as SimKind;
