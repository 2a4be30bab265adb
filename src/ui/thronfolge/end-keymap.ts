// The keys of Thronfolge's end screen: the next game of a match, or after the last game play
// again, retry the deal or a new game; leave. The end screen's handler and the README's key table
// are made from this map.
import type { Binding } from '../shared/keymap.js';

export type ThronfolgeEndKeyId = 'endNext' | 'endAgain' | 'endRetry' | 'endNew' | 'endLeave';

/** How the end screen is left: the next game of the match, or an ExitReason. */
export type ThronfolgeEndChoice = 'next' | 'over' | 'again' | 'retry' | 'new';

export interface ThronfolgeEndCtx {
  /** A next game of the match is ready (Enter starts it). */
  next: boolean;
  /** The last game of the duel or match: a new one may start. */
  last: boolean;
  /** A next game can start from here (not at a networked table, whose end just leaves). */
  newGames: boolean;
}

/** The keys that start a new game: not offered where none can start. */
export const THRONFOLGE_NEW_GAME_KEYS: ReadonlySet<string> = new Set<ThronfolgeEndKeyId>(['endAgain', 'endRetry', 'endNew']);

export const THRONFOLGE_END_KEYMAP: readonly Binding<ThronfolgeEndKeyId, ThronfolgeEndCtx, ThronfolgeEndChoice>[] = [
  { id: 'endNext', matches: ({ key }) => key.return, when: (c) => c.next, action: () => 'next' },
  // Mid-match the next game is already saved: a new one starts only after the last game.
  { id: 'endAgain', matches: ({ input }) => input === 'p', when: (c) => c.last && c.newGames, action: () => 'again' },
  { id: 'endRetry', matches: ({ input }) => input === 'r', when: (c) => c.last && c.newGames, action: () => 'retry' },
  { id: 'endNew', matches: ({ input }) => input === 'n', when: (c) => c.last && c.newGames, action: () => 'new' },
  { id: 'endLeave', matches: ({ input, key }) => input === 'q' || key.return || key.escape, when: () => true, action: () => 'over' },
];
