// The keys of Regicide's end screen: play again, retry the deal, a new game (none of these at a
// networked table), the solver after a lost game, leave. The end screen's handler and the README's key table are made from this map.
import type { Binding } from '../shared/keymap.js';

export type RegicideEndKeyId = 'endAgain' | 'endRetry' | 'endNew' | 'endAnalyze' | 'endLeave';

/** How the end screen is left (see ExitReason). */
export type RegicideEndChoice = 'over' | 'again' | 'retry' | 'new' | 'analyze';

export interface RegicideEndCtx {
  /** The game was lost and its log is on this machine: the solver can look at it. */
  canAnalyze: boolean;
  /** A next game can start from here (not at a networked table, whose end just leaves). */
  newGames: boolean;
}

/** The keys that start a next game: not offered where none can start. */
export const REGICIDE_NEW_GAME_KEYS: ReadonlySet<string> = new Set<RegicideEndKeyId>(['endAgain', 'endRetry', 'endNew']);

export const REGICIDE_END_KEYMAP: readonly Binding<RegicideEndKeyId, RegicideEndCtx, RegicideEndChoice>[] = [
  { id: 'endAgain', matches: ({ input }) => input === 'p', when: (c) => c.newGames, action: () => 'again' },
  { id: 'endRetry', matches: ({ input }) => input === 'r', when: (c) => c.newGames, action: () => 'retry' },
  { id: 'endNew', matches: ({ input }) => input === 'n', when: (c) => c.newGames, action: () => 'new' },
  { id: 'endAnalyze', matches: ({ input }) => input === 'a', when: (c) => c.canAnalyze, action: () => 'analyze' },
  { id: 'endLeave', matches: ({ input, key }) => input === 'q' || key.return || key.escape, when: () => true, action: () => 'over' },
];
