// Who sees what right now in a duel, from the table client and which human last took the keyboard
// (two people at one keyboard). Pure, so render code and key handlers agree on it.
import type { Seat, ThronfolgeResult, ThronfolgeView } from '../../games/thronfolge/types.js';
import type { PlayMarks } from '../../table/client.js';
import type { ThronfolgeClient } from '../../modules/thronfolge/index.js';
import type { ThronfolgeKeyCtx } from './keymap.js';

export interface DuelScreen {
  over: boolean;
  /** Seat to move; null once the game is over. */
  current: Seat | null;
  needHandOver: boolean;
  /** The seat whose hand is on screen, or null before any human took the keyboard. */
  viewer: Seat | null;
  view: ThronfolgeView;
  myTurn: boolean;
  movesMade: number;
  canHint: boolean;
  canUndo: boolean;
  practice: boolean;
  result: ThronfolgeResult | null;
  /** The daily deal and attempt, or a retried deal (null: the table does not say). */
  marks: PlayMarks | null;
  /** The game's seed, once the game is over (null before, or when the table does not say). */
  seed: string | null;
}

export function duelScreen(client: ThronfolgeClient, revealed: number | null): DuelScreen {
  const probe = client.update(client.humans[0] ?? 1);
  const over = probe.toMove === null;
  const current = probe.toMove as Seat | null;
  const botTurn = current !== null && !client.humans.includes(current);
  const needHandOver = client.humans.length >= 2 && current !== null && revealed !== current;
  const viewer = (client.humans.length === 1 ? client.humans[0] : revealed) as Seat | null;
  const update = client.update(viewer ?? current ?? 1);
  const myTurn = !over && !botTurn && !needHandOver && viewer === current;
  return {
    over,
    current,
    needHandOver,
    viewer,
    view: update.view,
    myTurn,
    movesMade: update.movesMade,
    canHint: client.hint !== undefined || client.hintLater !== undefined,
    canUndo: client.undo !== undefined && !over && viewer !== null && update.movesMade > 0,
    practice: client.practice?.() ?? false,
    result: probe.result,
    marks: client.marks?.() ?? null,
    seed: over ? (client.seedAfterEnd?.() ?? null) : null,
  };
}

export const keyCtxOf = (s: DuelScreen): ThronfolgeKeyCtx => ({
  handOver: s.needHandOver,
  myTurn: s.myTurn,
  handSize: s.viewer === null ? 0 : s.view.hand.length,
  canHint: s.canHint,
  canUndo: s.canUndo,
});
