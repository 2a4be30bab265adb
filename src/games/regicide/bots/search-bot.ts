// The search bots (`normal`, `hard`): determinized flat Monte Carlo. Each iteration samples one
// world consistent with the view (and what the bot remembers), then plays every candidate move
// in that same world followed by a policy rollout to the end of the game. Common worlds across
// candidates cancel most of the luck; the candidate with the best mean outcome is chosen, unless
// the endgame check (endgame.ts) runs for this player count and prefers the runner-up. Choosing
// who goes next after a jester, `hard` weighs each sampled world by how well it agrees with the
// signals the others gave (signal.ts).
import type { TalkState } from '../../../core/talk.js';
import type { RegicideMove, RegicideState, RegicideView } from '../types.js';
import type { RegicideBot } from './regicide-bot.js';
import { CardMemory } from './memory.js';
import { findLegal } from './moves.js';
import { candidateMoves } from '../heuristics/candidates.js';
import { rolloutValue } from '../heuristics/rollout.js';
import { botGenerator, drawRngState } from '../../../core/rng.js';
import { sampleState, stateFromPlacement } from './world.js';
import { seenOf } from './seen.js';
import { TavernTracker } from './tavern-tracker.js';
import { applyInPlace, cloneState } from '../apply.js';
import { policyMove } from '../heuristics/policy.js';
import { type EndgameConfig, endgameChoice } from './endgame.js';
import { signalWeigher } from './signal.js';

export interface SearchConfig {
  /** Sampled worlds in the first round (every candidate is played out once in each). */
  worlds: number;
  /** Candidates kept after the policy's pre-ranking. */
  maxCandidates: number;
  /** Halving rounds: after each, the better half of the candidates gets `worlds` more worlds. */
  rounds?: number;
  /**
   * Worlds per round by player count, overriding `worlds`. Team games hide more cards (every
   * other hand) and their playouts are longer and noisier; their decisions had CPU time to spare
   * (p95 under 50 ms on an idle core), so they get more worlds. Four players hide the most (three
   * hands) and gain from twice as many: 65.4% -> 71.4% over 700 paired deals (difference ±4.7);
   * two players gained nothing from three times as many.
   */
  worldsByPlayers?: Partial<Record<number, number>>;
  /**
   * The solver's endgame check (endgame.ts), by player count; absent counts skip it. From the
   * queens on, over paired deals (seeds `tune/<i>`): two players 76.8% -> 80.2% (500 deals,
   * difference ±4.5), three 82.5% -> 88.0% (200, ±6.3); four only 69.4% -> 70.2% (356, ±6.5),
   * not worth the time, so four players (three hidden hands: the least accurate tables) skip it.
   * Solo keeps its bot as measured.
   */
  endgameByPlayers?: Partial<Record<number, EndgameConfig>>;
  /**
   * With teammates, follow the public events move by move (tavern-tracker.ts) and sample hidden
   * cards from what they allow: who drew an exact kill, how deep healed cards lie. Solo keeps the
   * sampler it was measured with.
   */
  followTeamGames?: boolean;
  /**
   * Choosing who goes next after a jester: weigh each sampled world by the others' signals (soft
   * evidence about their hands, see signal.ts) instead of counting every world alike.
   */
  heedSignals?: boolean;
}

/** The endgame check of `hard` with teammates: from the queens on, the best two moves, 40 tables. */
const TEAM_ENDGAME: EndgameConfig = { fromDefeated: 4, top: 2, worlds: 40, nodes: 1000 };

export const SEARCH_LEVELS: Record<'normal' | 'hard', SearchConfig> = {
  normal: { worlds: 16, maxCandidates: 5, rounds: 1 },
  hard: {
    worlds: 32,
    maxCandidates: 8,
    rounds: 3,
    worldsByPlayers: { 2: 40, 3: 44, 4: 96 },
    endgameByPlayers: { 2: TEAM_ENDGAME, 3: TEAM_ENDGAME },
    followTeamGames: true,
    heedSignals: true,
  },
};

export function makeSearchBot(config: SearchConfig, seed: string, name = 'search'): RegicideBot {
  const next = botGenerator(seed);
  const memory = new CardMemory();
  const tracker = config.followTeamGames ? new TavernTracker() : null;
  return {
    name,
    observe: tracker ? (update) => tracker.observe(update) : undefined,
    choose(view: RegicideView, legal: RegicideMove[], heard?: TalkState): RegicideMove {
      const seen = seenOf(view);
      memory.observe(view, seen);
      if (legal.length === 1) return legal[0];
      // Asked with a view alone (outside a table, or the thread was lost) the view and memory decide.
      const followed = tracker !== null && view.players > 1 && tracker.follows(view);
      const sample = followed ? (): RegicideState => stateFromPlacement(view, seen, next, tracker.sample(next)) : (): RegicideState => sampleState(view, seen, next, memory);
      const first = sample();
      const candidates = candidateMoves(first, legal, config.maxCandidates);
      if (candidates.length === 1) return candidates[0];
      // Successive halving: every round plays the surviving candidates in the same fresh worlds
      // (common random numbers), then keeps the better half for the next round.
      const totals = new Float64Array(candidates.length);
      const counts = new Float64Array(candidates.length);
      let alive = candidates.map((_, i) => i);
      const rounds = config.rounds ?? 1;
      const worlds = config.worldsByPlayers?.[view.players] ?? config.worlds;
      const weigh = config.heedSignals && view.phase === 'next' ? signalWeigher(heard) : null;
      for (let round = 0; round < rounds && alive.length > 1; round++) {
        for (let w = 0; w < worlds; w++) {
          const world = round === 0 && w === 0 ? first : sample();
          const rolloutRng = drawRngState(next);
          const weight = weigh ? weigh(world) : 1;
          for (const i of alive) {
            const s = cloneState(world);
            applyInPlace(s, candidates[i]);
            totals[i] += weight * rolloutValue(s, rolloutRng);
            counts[i] += weight;
          }
        }
        alive.sort((x, y) => totals[y] / counts[y] - totals[x] / counts[x]);
        if (round < rounds - 1) alive = alive.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
      }
      const endgame = config.endgameByPlayers?.[view.players];
      if (endgame && view.defeated >= endgame.fromDefeated && alive.length > 1) {
        return candidates[endgameChoice(candidates, alive, sample, endgame)];
      }
      return candidates[alive[0]] ?? findLegal(legal, policyMove(first)) ?? legal[0];
    },
  };
}
