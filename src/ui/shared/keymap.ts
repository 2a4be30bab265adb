// One key map per game: each binding says which keys it takes, when it applies, what it does, and
// how it reads in the footer, the help overlay and the README. Key handling, footer hints, help
// and the README's key table are all made from it, so they cannot disagree.
import type { Key } from 'ink';

export interface KeyPress {
  input: string;
  key: Key;
}

/** How a footer hint fares when the row is short: 'move' hints always stay, 'cursor' go first. */
export type HintRank = 'move' | 'select' | 'extra' | 'cursor';

export interface Binding<Id extends string, Ctx, Action> {
  id: Id;
  matches: (press: KeyPress, ctx: Ctx) => boolean;
  /** Whether the key does anything in this game at this moment. */
  when: (ctx: Ctx) => boolean;
  /** What it does (null: nothing after all, e.g. a number past the end of the hand). */
  action: (press: KeyPress, ctx: Ctx) => Action | null;
  /** Shown in the footer only when it applies and `hint` is set. */
  hint?: HintRank;
  /**
   * Offered (footer and help) only when this holds too: a key may work without being offered,
   * e.g. to explain why a move is not possible now.
   */
  offer?: (ctx: Ctx) => boolean;
}

/** The bindings offered now: they apply, and their move is possible. */
export const offered = <Id extends string, Ctx, Action>(map: readonly Binding<Id, Ctx, Action>[], ctx: Ctx): Binding<Id, Ctx, Action>[] => map.filter((b) => b.when(ctx) && (!b.offer || b.offer(ctx)));

/** The action of the first binding that takes the key now, or null. */
export function actionOf<Id extends string, Ctx, Action>(map: readonly Binding<Id, Ctx, Action>[], press: KeyPress, ctx: Ctx): Action | null {
  for (const b of map) if (b.when(ctx) && b.matches(press, ctx)) return b.action(press, ctx);
  return null;
}

/** Hints are joined with two spaces (see Footer). */
const rowLength = (hints: readonly string[]): number => [...hints.join('  ')].length;

/**
 * The footer: the hints of the keys that apply now, on one row. When it is too narrow, cursor
 * hints go first, then the extras, then the selection keys: the keys that move the game on stay.
 */
export function footerOf<Id extends string, Ctx, Action>(map: readonly Binding<Id, Ctx, Action>[], ctx: Ctx, hintText: (id: Id, ctx: Ctx) => string, width: number): string[] {
  const shown = offered(map, ctx).filter((b) => b.hint);
  const drops: HintRank[][] = [[], ['cursor'], ['cursor', 'extra'], ['cursor', 'extra', 'select']];
  let hints: string[] = [];
  for (const dropped of drops) {
    hints = [
      ...new Set(
        shown
          .filter((b) => !dropped.includes(b.hint!))
          .map((b) => hintText(b.id, ctx))
          .filter(Boolean),
      ),
    ];
    if (rowLength(hints) <= width) return hints;
  }
  return hints;
}

/** The help overlay's rows: every key offered now, with what it does. */
export function helpRowsOf<Id extends string, Ctx, Action>(map: readonly Binding<Id, Ctx, Action>[], ctx: Ctx, help: Record<Id, readonly [string, string]>): [string, string][] {
  const rows = offered(map, ctx).map((b) => help[b.id]);
  return [...new Map(rows.map(([k, what]) => [k, [k, what] as [string, string]])).values()];
}
