// Who sees what right now, from the table client and which human last took the keyboard (hot
// seat). Pure, so render code and key handlers agree on it. Everything comes from a seat's update:
// its view and its legal moves.
import { type Card } from '../../core/cards.js';
import { handCards } from '../../games/regicide/view-cards.js';
import type { RegicideMove, RegicideResult, RegicideView } from '../../games/regicide/types.js';
import type { PlayMarks } from '../../table/client.js';
import type { RegicideClient } from '../../modules/regicide/index.js';
import type { RegicideKeyCtx } from './keymap.js';
import { onlyKeyMoves } from './only-moves.js';

export interface SeatScreen {
  over: boolean;
  /** The seat to move (the last one once the game is over). */
  currentSeat: number;
  botTurn: boolean;
  /** Two or more humans and the one to move has not yet taken the keyboard. */
  needHandOver: boolean;
  /** The seat whose hand is on screen, or null (none: all bots, or a bot moving at a shared keyboard). */
  viewer: number | null;
  /** The viewer's view (or the seat to move's, with its hand emptied, when there is none). */
  view: RegicideView;
  hand: Card[];
  /** The viewer's legal moves (empty unless it is the viewer's turn). */
  legal: RegicideMove[];
  myTurn: boolean;
  humans: readonly number[];
  /** Seats played by bots (shown as such; the other seats are people, here or elsewhere). */
  bots: readonly number[];
  movesMade: number;
  result: RegicideResult | null;
  canHint: boolean;
  canUndo: boolean;
  /** Undo or a hint was used: the game counts as practice. */
  practice: boolean;
  /** The daily deal and attempt, or a retried deal (null: the table does not say). */
  marks: PlayMarks | null;
  /** The game's seed, once the game is over (null before, or when the table does not say). */
  seed: string | null;
}

export function seatScreen(client: RegicideClient, revealed: number | null): SeatScreen {
  const humans = client.humans;
  const probe = client.update(humans[0] ?? 1);
  const over = probe.toMove === null;
  const currentSeat = probe.toMove ?? probe.view.current;
  const botTurn = !over && client.bots.includes(currentSeat);
  const needHandOver = !over && humans.length >= 2 && !botTurn && revealed !== currentSeat;
  // At a shared keyboard nobody's hand shows while a bot moves: any of the humans may be looking.
  const viewer = humans.length === 1 ? humans[0] : humans.length === 0 || botTurn ? null : revealed;
  const update = client.update(viewer ?? currentSeat);
  // With no viewer nobody may see a hand, so the view handed to the board carries none.
  const view = viewer === null ? { ...update.view, hand: [] } : update.view;
  const myTurn = !over && !needHandOver && viewer === currentSeat;
  return {
    over,
    currentSeat,
    botTurn,
    needHandOver,
    viewer,
    view,
    hand: handCards(view),
    legal: myTurn ? update.legal : [],
    myTurn,
    humans,
    bots: client.bots,
    movesMade: update.movesMade,
    result: update.result,
    canHint: client.hint !== undefined,
    canUndo: client.undo !== undefined && !over && update.movesMade > 0,
    practice: client.practice?.() ?? false,
    marks: client.marks?.() ?? null,
    seed: over ? (client.seedAfterEnd?.() ?? null) : null,
  };
}

/** The key context of this moment. */
export function keyCtxOf(screen: SeatScreen): RegicideKeyCtx {
  const { view, legal } = screen;
  const has = (type: RegicideMove['type']): boolean => legal.some((m) => m.type === type);
  return {
    handOver: screen.needHandOver,
    myTurn: screen.myTurn,
    phase: view.phase,
    players: view.players,
    handSize: screen.hand.length,
    solo: view.players === 1,
    feignVariant: view.variants.includes('feign-death'),
    canYield: has('yield'),
    canFlip: has('flip'),
    canFeign: has('feign'),
    only: screen.myTurn ? onlyKeyMoves(view.phase, legal) : null,
    canHint: screen.canHint,
    canUndo: screen.canUndo,
  };
}

/** The seat whose events the shared event log shows: the one player at this terminal, else nobody's private ones. */
export const logSeat = (client: RegicideClient): number => (client.humans.length === 1 ? client.humans[0] : 0);
