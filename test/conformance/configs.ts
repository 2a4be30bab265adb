// The configurations the conformance runs cover: every player count with every variant that
// applies to it, bot seats, the three ways to ask for solo; Thronfolge with and without
// open-discards and --first.
import type { RegicideConfig } from './regicide-rules.js';
import type { DuelConfig } from './thronfolge-referee.js';

export interface RegicideRun extends RegicideConfig {
  /** How solo is asked for: `--solo`, `--players 1` or nothing (solo is the default). */
  solo?: 'flag' | 'players' | 'default';
}

const multiVariants = [[], ['feign-death'], ['extra-jester'], ['bigger-hand'], ['smaller-hand'], ['short'], ['extra-jester', 'feign-death', 'short']];
const soloVariants = [
  [],
  ['solo-yield'],
  ['feign-death'],
  ['solo-yield', 'feign-death'],
  ['extra-jester'],
  ['bigger-hand'],
  ['smaller-hand'],
  ['short'],
  ['extra-jester', 'solo-yield', 'bigger-hand'],
];

export const REGICIDE_RUNS: RegicideRun[] = [
  ...soloVariants.map((variants, k) => ({ players: 1, variants, bots: [], solo: (['flag', 'players', 'default'] as const)[k % 3] })),
  ...[2, 3, 4].flatMap((players) => multiVariants.map((variants) => ({ players, variants, bots: [] }))),
  // Bot seats: their moves arrive as events and are checked with what is public.
  { players: 2, variants: [], bots: [2] },
  { players: 3, variants: ['feign-death'], bots: [2, 3] },
  { players: 4, variants: ['extra-jester'], bots: [1, 3] },
];

export const DUEL_RUNS: DuelConfig[] = [
  { openDiscards: false },
  { openDiscards: true },
  { first: 1, openDiscards: false },
  { first: 2, openDiscards: true },
  { first: 2, openDiscards: false },
  { first: 1, openDiscards: true },
];

export const label = (r: RegicideRun): string =>
  `${r.players}p${r.variants.length ? ' ' + r.variants.join('+') : ''}${r.bots.length ? ' bots ' + r.bots.join(',') : ''}${r.solo ? ' solo:' + r.solo : ''}`;
