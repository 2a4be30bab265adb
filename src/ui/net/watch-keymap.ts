// The keys of a watcher's screen: the event log, the help, the greetings (when the host allows
// them), the replay once the game is over, and leaving. The handlers, the footer, the help and
// the README's key table are made from this map.
import type { Binding } from '../shared/keymap.js';

export type WatchKeyId = 'watchLog' | 'watchGreet' | 'watchReplay' | 'watchHelp' | 'watchLeave';

export interface WatchKeyCtx {
  /** The table is on screen (the game has started): its log can be read. */
  table: boolean;
  /** The host lets watchers greet, and the game is not over. */
  greet: boolean;
  /** The game is over and its whole log has arrived. */
  replay: boolean;
}

export type WatchAction = { type: 'log' } | { type: 'greet' } | { type: 'replay' } | { type: 'help' } | { type: 'leave' };

export const WATCH_KEYMAP: readonly Binding<WatchKeyId, WatchKeyCtx, WatchAction>[] = [
  { id: 'watchLog', matches: ({ input }) => input === 'v', when: (c) => c.table, action: () => ({ type: 'log' }), hint: 'extra' },
  // s as at a player's table ("say"): a watcher has the greetings only.
  { id: 'watchGreet', matches: ({ input }) => input === 's', when: (c) => c.greet, action: () => ({ type: 'greet' }), hint: 'extra' },
  { id: 'watchReplay', matches: ({ input, key }) => input === 'r' || key.return, when: (c) => c.replay, action: () => ({ type: 'replay' }), hint: 'move' },
  { id: 'watchHelp', matches: ({ input }) => input === '?', when: () => true, action: () => ({ type: 'help' }), hint: 'extra' },
  { id: 'watchLeave', matches: ({ input }) => input === 'q', when: () => true, action: () => ({ type: 'leave' }), hint: 'move' },
];
