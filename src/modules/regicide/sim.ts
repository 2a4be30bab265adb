// Plays seeded Regicide games with bots, one per seat, and sums up what a report needs.
// Game i of a run uses seed `${seed}/${i}` and its bots botSeed(that seed, seat), so a report
// does not depend on how the games are split over workers.
import { regicide } from '../../games/regicide/index.js';
import { botSeed } from '../../core/rng.js';
import { makeRegicideBot, type RegicideBotLevel } from '../../games/regicide/bots/index.js';
import type { Variant } from '../../games/regicide/types.js';
import { playBotGame } from '../../table/bot-game.js';
import type { SimKind } from '../module.js';
import { mergeHistogram, newHistogram, recordMs } from '../tally.js';

export interface RegicideSimSpec {
  players: number;
  bot: RegicideBotLevel;
  variants: Variant[];
  seed: string;
}

/** Mergeable totals of a batch of games: every field adds up. */
export interface RegicideTally {
  games: number;
  wins: number;
  defeatedSum: number;
  /** By enemies defeated 0..12. */
  defeated: number[];
  medals: { gold: number; silver: number; bronze: number };
  moves: number;
  timing: number[];
}

export function emptyRegicideTally(): RegicideTally {
  return { games: 0, wins: 0, defeatedSum: 0, defeated: new Array<number>(13).fill(0), medals: { gold: 0, silver: 0, bronze: 0 }, moves: 0, timing: newHistogram() };
}

export function mergeRegicideTally(into: RegicideTally, from: RegicideTally): void {
  into.games += from.games;
  into.wins += from.wins;
  into.defeatedSum += from.defeatedSum;
  for (let i = 0; i < into.defeated.length; i++) into.defeated[i] += from.defeated[i];
  into.medals.gold += from.medals.gold;
  into.medals.silver += from.medals.silver;
  into.medals.bronze += from.medals.bronze;
  into.moves += from.moves;
  mergeHistogram(into.timing, from.timing);
}

/** Plays game number `index` of a run and adds it to `tally`. */
export function playRegicideGame(spec: RegicideSimSpec, index: number, tally: RegicideTally): void {
  const seed = `${spec.seed}/${index}`;
  const options = { players: spec.players, variants: spec.variants };
  const bots = Array.from({ length: spec.players }, (_, i) => makeRegicideBot(spec.bot, botSeed(seed, i + 1)));
  const { table, result } = playBotGame(regicide, options, seed, bots, (_, ms) => recordMs(tally.timing, ms));
  tally.moves += table.movesMade;
  tally.games++;
  if (result.outcome === 'won') tally.wins++;
  tally.defeatedSum += result.enemiesDefeated;
  tally.defeated[result.enemiesDefeated]++;
  if (result.medal) tally.medals[result.medal]++;
}

export const regicideSim = { empty: emptyRegicideTally, merge: mergeRegicideTally, play: playRegicideGame } satisfies SimKind<RegicideSimSpec, RegicideTally> as SimKind;
