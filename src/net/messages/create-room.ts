// What a client sends to create a room (`host`), and its check: the server takes nothing it has
// not checked here.
import * as v from 'valibot';
import { gameModules, isGameId } from '../../modules/registry.js';
import { LANGS, type Lang } from '../../text/lang.js';
import { TURN_TIMEOUTS, type TurnTimeout } from '../wire/turn-timeouts.js';
import { WATCH_POLICIES, type WatchPolicy } from '../wire/watch-policies.js';

/** The options a client sends to create a room (`host`), all checked by the server. */
export interface CreateRoomOptions {
  game: string;
  options: object;
  /** A seed the host chose; without one the server draws it (and every joiner is told if not). */
  seed?: string;
  /** Seats played by the server's bots from the start. */
  bots?: number[];
  botLevel?: string;
  /** Milliseconds a bot waits before moving, so that people can follow (at least the server's minimum). */
  botDelayMs?: number;
  /** The creator's secret: the client that joins with it first is the host (seat 1). */
  hostKey: string;
  name?: string;
  /** Who may watch (default: nobody). */
  watchers?: WatchPolicy;
  /** Watchers may send greetings (default: they only watch). */
  watcherGreetings?: boolean;
  /** Listed in the server's lobby while it waits for players (default: private, found by its code only). */
  public?: boolean;
  /** The language the table speaks, shown in the lobby. */
  lang?: Lang;
  /** A turn-based table (CONTRACT-30): the time per move, and what the clock does when it runs out. */
  turnBased?: TurnBasedCreate;
  /** A table of the week's team event: its deal is the week's for its player count (accounts only). */
  event?: boolean;
}

/** The create option of a turn-based table: hours per move (1 to 14 days), what the clock does. */
export interface TurnBasedCreate {
  moveHours: number;
  onTimeout?: TurnTimeout;
}

/** A turn-based table's longest time per move: two weeks. */
export const TURN_MOVE_HOURS_MAX = 14 * 24;

export const CreateRoomSchema = v.object({
  game: v.pipe(
    v.string(),
    v.check(
      (id: string) => isGameId(id),
      (issue) =>
        `Invalid game: Expected one of ${gameModules()
          .map((m) => JSON.stringify(m.id))
          .join(' | ')} but received ${JSON.stringify(issue.input).slice(0, 40)}`,
    ),
  ),
  options: v.optional(v.record(v.string(), v.unknown()), {}),
  /** A seed the host chose; without one the server draws it (and every joiner is told if not). */
  seed: v.optional(v.string()),
  /** Seats played by the server's bots from the start. */
  bots: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(4)), []),
  botLevel: v.optional(v.pipe(v.string(), v.maxLength(20))),
  /** Milliseconds a bot waits before moving, so that people can follow (at least the server's minimum). */
  botDelayMs: v.optional(v.number()),
  /** The creator's secret: the client that joins with it first is the host (seat 1). */
  hostKey: v.pipe(v.string(), v.minLength(16), v.maxLength(100)),
  name: v.optional(v.unknown()),
  watchers: v.optional(v.picklist(WATCH_POLICIES), 'no'),
  watcherGreetings: v.optional(v.boolean(), false),
  public: v.optional(v.boolean(), false),
  lang: v.optional(v.picklist(LANGS)),
  /** A turn-based table (issue 30): each move has `moveHours`; what the clock does when one runs out (a duel: always 'lose'). Accounts only. */
  turnBased: v.optional(
    v.object({
      moveHours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TURN_MOVE_HOURS_MAX)),
      onTimeout: v.optional(v.picklist(TURN_TIMEOUTS)),
    }),
  ),
  /** A table of the week's team event (src/net/events): the server deals the week's deal. Accounts only. */
  event: v.optional(v.boolean(), false),
});
