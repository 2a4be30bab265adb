// Who sees what right now, from the table client and which human last took the keyboard (hot
// seat). Pure, so render code and key handlers agree on it. Everything comes from a seat's update:
// its view and its legal moves.
import { type Card } from '../../core/cards.js';
import type { TalkState } from '../../core/talk.js';
import { handCards } from '../../games/regicide/view-cards.js';
import type { RegicideMove, RegicideResult, RegicideView } from '../../games/regicide/types.js';
import type { PlayMarks } from '../../table/client.js';
import type { RegicideClient } from '../../modules/regicide/index.js';
import type { RegicideKeyCtx } from './keymap.js';
import { onlyKeyMoves } from './only-moves.js';
import { NO_STEPS, type SignalSteps } from './reducer.js';

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
  /** After a jester until its player chooses: the window and each other seat's latest signal. */
  talk: TalkState;
  /**
   * People at one keyboard, after a jester: the seat whose signal step it is (each other person
   * signals behind the hand-over before the chooser decides), or null.
   */
  signaller: number | null;
  /** The viewer is at its signal step now. */
  signalling: boolean;
  /** The viewer may signal now (a window is open and the viewer is not its chooser). */
  canSignal: boolean;
}

/**
 * The next person at this keyboard to signal after a jester: the humans other than the chooser,
 * in turn order from the chooser on, who have not finished their step. Only when the chooser is
 * one of the people here (a bot chooses on its own pace, with nobody's hand on screen).
 */
export function signallerOf(talk: TalkState, humans: readonly number[], players: number, steps: SignalSteps): number | null {
  const window = talk.window;
  if (!window || humans.length < 2 || !humans.includes(window.chooser)) return null;
  const done = steps.at === window.at ? steps.seats : [];
  for (let k = 1; k < players; k++) {
    const seat = ((window.chooser - 1 + k) % players) + 1;
    if (humans.includes(seat) && !done.includes(seat)) return seat;
  }
  return null;
}

export function seatScreen(client: RegicideClient, revealed: number | null, steps: SignalSteps = NO_STEPS): SeatScreen {
  const humans = client.humans;
  const probe = client.update(humans[0] ?? 1);
  const over = probe.toMove === null;
  const currentSeat = probe.toMove ?? probe.view.current;
  const botTurn = !over && client.bots.includes(currentSeat);
  const talk = client.talk();
  const signaller = over ? null : signallerOf(talk, humans, probe.view.players, steps);
  // The seat that must hold the keyboard now: a person giving a signal, else the seat to move.
  const actor = signaller ?? currentSeat;
  const needHandOver = !over && humans.length >= 2 && !botTurn && revealed !== actor;
  // At a shared keyboard nobody's hand shows while a bot moves: any of the humans may be looking.
  const viewer = humans.length === 1 ? humans[0] : humans.length === 0 || botTurn ? null : revealed;
  const update = client.update(viewer ?? currentSeat);
  // With no viewer nobody may see a hand, so the view handed to the board carries none.
  const view = viewer === null ? { ...update.view, hand: [] } : update.view;
  const myTurn = !over && !needHandOver && viewer === currentSeat && signaller === null;
  const canSignal = !over && !needHandOver && viewer !== null && talk.window !== null && viewer !== talk.window.chooser && humans.includes(viewer);
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
    canHint: client.hint !== undefined || client.hintLater !== undefined,
    canUndo: client.undo !== undefined && !over && update.movesMade > 0,
    practice: client.practice?.() ?? false,
    marks: client.marks?.() ?? null,
    seed: over ? (client.seedAfterEnd?.() ?? null) : null,
    talk,
    signaller,
    signalling: signaller !== null && canSignal && viewer === signaller,
    canSignal,
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
    canSignal: screen.canSignal,
    signalling: screen.signalling,
  };
}

/** The seat whose events the shared event log shows: the one player at this terminal, else nobody's private ones. */
export const logSeat = (client: RegicideClient): number => (client.humans.length === 1 ? client.humans[0] : 0);
