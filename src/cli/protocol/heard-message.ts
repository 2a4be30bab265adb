// The protocol's line for something said at the table (`signal` or `phrase`): the codes, and the
// protocol's English (src/protocol/english.ts) beside them for scripts.
import { heardEnglish } from '../../protocol/english.js';
import type { Heard } from '../../table/client.js';

/** The `signal` or `phrase` line of something said at a table of `game`. */
export function heardMessage(game: string, heard: Heard): object {
  if (heard.kind === 'signal') return { type: 'signal', at: heard.at, seat: heard.seat, value: heard.value, message: heardEnglish(game, heard) };
  const watcher = 'watcher' in heard ? { watcher: heard.watcher } : {};
  return { type: 'phrase', at: heard.at, seat: heard.seat, ...watcher, code: heard.code, params: heard.params, message: heardEnglish(game, heard) };
}
