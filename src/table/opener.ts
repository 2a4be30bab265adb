// Opening a game at this terminal, new or saved (--resume), for any game: its log keeps the
// extra fields its opener needs to play on as before (bot seats, level, opponent, match …), and a
// resumed game takes each of them by one policy, the same for every game.
import type { AnyGame, OptionsOf } from '../core/game.js';
import type { SaveStore } from '../store/save-store.js';
import { marksFor, resumeSave } from './saves.js';
import { Table } from './table.js';

/** A game's extra log fields and how a resumed game takes them. */
export interface ExtrasPolicy<X extends object> {
  /**
   * The fields of a game nothing chose (and of a log written elsewhere, which lacks them), in
   * the order the log keeps them.
   */
  defaults(seed: string): X;
  /**
   * Fields the save fixes: a resumed game keeps the save's value (the play command refuses the
   * flag together with --resume). Every other field: the command line's choice when given, else
   * the save's, else the default.
   */
  fixed: readonly (keyof X)[];
  /** Checks the fields against the game (seat numbers exist); a one-line Error. */
  check?(extras: X, seatCount: number): void;
}

/** What the command line asks for. */
export interface GameStart<O, X extends object> {
  options: O;
  seed: string;
  /** The extra fields the command line chose (undefined: not given). */
  extras: Partial<X>;
  /** --resume [FILE]. */
  resume?: string | true;
  /** --daily: the date of today's deal, kept in the log for the daily streak. */
  daily?: string;
  /** Which try of the daily deal (or of a retried deal) this is. */
  attempt?: number;
  /** The same deal again, from the end screen (r). */
  retry?: boolean;
}

export interface OpenedGame<G extends AnyGame, X extends object> {
  table: Table<G, X>;
  savePath: string;
  resumed: boolean;
  /** The extra fields the game plays with (also in its log). */
  extras: X;
}

/** The fields given: those the command line left unset do not count. */
const givenOf = <X extends object>(extras: Partial<X>): Partial<X> => Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== undefined)) as Partial<X>;

/** A resumed game's extra fields, by the policy: fixed ones from the save, the others from the command line first. */
export function resumedExtras<X extends object>(policy: ExtrasPolicy<X>, saved: Partial<X>, given: Partial<X>, seed: string): X {
  const defaults = policy.defaults(seed);
  const chosen = givenOf(given);
  const out = {} as X;
  for (const key of Object.keys(defaults) as (keyof X)[]) {
    const first = policy.fixed.includes(key) ? [saved[key], chosen[key]] : [chosen[key], saved[key]];
    out[key] = (first.find((v) => v !== undefined) ?? defaults[key]) as X[keyof X];
  }
  return out;
}

/**
 * A new game, or the saved one --resume names; a ResumeFailure (a code) when there is nothing to
 * resume, and the policy's one-line Error for extra fields that do not fit the game.
 */
export function openGame<G extends AnyGame, X extends object>(game: G, policy: ExtrasPolicy<X>, start: GameStart<Partial<OptionsOf<G>>, X>, store: SaveStore): OpenedGame<G, X> {
  if (!start.resume) {
    const extras = { ...policy.defaults(start.seed), ...givenOf(start.extras) } as X;
    const table = Table.create(game, start.options, start.seed, { ...extras, ...marksFor(start) }) as Table<G, X>;
    return { table, savePath: store.newSavePath(), resumed: false, extras };
  }
  const { path, table } = resumeSave<G, X>(store, game, start.resume);
  const extras = resumedExtras(policy, table.log, start.extras, table.log.seed);
  policy.check?.(extras, table.seatCount);
  Object.assign(table.log, extras);
  return { table, savePath: path, resumed: true, extras };
}
