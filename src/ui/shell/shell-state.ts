// The shell's state and how a key changes it, in order of priority: the size guard, an open
// overlay (help, event log, quit, the practice question, then the game's own), the hand-over,
// the shell's keys, the front end's keys (a networked table), and last the game's key map and
// reducer. Pure: the table is read through `env`, and what must be done to it (a move, an undo, a
// hint, leaving) comes back as an effect for the shell to carry out before the next key.
import type { Lang } from '../../text/lang.js';
import { actionOf, type Binding, type KeyPress } from '../shared/keymap.js';
import { confirmAnswer } from '../shared/confirm-key.js';
import { logKey, LOG_KEYMAP, logOpening } from '../shared/EventLogOverlay.js';
import { HAND_OVER_KEYMAP } from '../shared/HandOver.js';
import { HELP_KEYMAP, helpKey, type HelpRows } from '../shared/HelpOverlay.js';
import { SIZE_GUARD_KEYMAP } from '../shared/SizeGuard.js';
import type { ShellFacts, ShellGame, ShellTalk, ShellUi } from './game.js';
import { SHELL_KEYMAP, type ShellKeyCtx } from './shell-keymap.js';

export type ShellOverlay = { kind: 'help'; top: number } | { kind: 'log'; top: number } | { kind: 'quit' } | { kind: 'practice'; assist: 'hint' | 'undo' };

export interface ShellState<Ui> {
  /** The game's own screen state (cursor, selection, its overlays, who holds the keyboard, the note). */
  ui: Ui;
  overlay: ShellOverlay | null;
  /** The table position `ui` belongs to: once the table moves on, the game's afterMove applies. */
  position: number;
  /** The hand-over whose Enter counts (it arms a moment after it appears). */
  armedTurn: string | null;
  /** The size guard's quit question is open. */
  sizeQuit: boolean;
}

/** What a key needs of the moment, read from the table before each key. */
export interface KeyEnv<Screen, Ctx> {
  screen: Screen;
  facts: ShellFacts;
  ctx: Ctx;
  /** The terminal is big enough for the game. */
  fits: boolean;
  lang: Lang;
  /** The help as drawn now (for its scroll range). */
  help: { keys: HelpRows; notes: readonly string[]; after: HelpRows; width: number; rows: number };
  /** Lines of the event log, and the terminal's rows (the log overlay's page). */
  logLines: number;
  rows: number;
  /** The hand-over on screen now, or null. */
  turn: string | null;
}

/** What the shell must do to the table or the screen after a key. */
export type ShellEffect<Move, HostAction> =
  { kind: 'submit'; move: Move } | { kind: 'talk'; talk: ShellTalk } | { kind: 'assist'; assist: 'hint' | 'undo' } | { kind: 'leave'; reason: 'quit' } | { kind: 'host'; action: HostAction };

/** Keys of the front end around the game (a networked table's), below the shell's own. */
export interface HostKeys<HostAction, HostId extends string = string, HostCtx = unknown> {
  keymap: readonly Binding<HostId, HostCtx, HostAction>[];
  /** What the keys depend on right now (read before each key). */
  ctx: () => HostCtx;
  /** The help overlay's row for each (listed while the key applies). */
  help: Record<HostId, readonly [string, string]>;
  perform: (action: HostAction) => void;
}

/** The hand-over of this moment, as a key that changes with every turn (each arms afresh). */
export const turnOf = (facts: ShellFacts): string | null => (facts.needHandOver && !facts.over ? `${facts.seatToMove}-${facts.movesMade}` : null);

export function initialShell<Ui>(ui: Ui, position: number): ShellState<Ui> {
  return { ui, overlay: null, position, armedTurn: null, sizeQuit: false };
}

/** The state caught up with the table: after a move (or an undo) the game's afterMove applies once. */
export function followTable<Screen, Ui extends ShellUi<Move, unknown>, Move>(
  game: Pick<ShellGame<never, Screen, Ui, unknown, Move, ShellKeyCtx, string, never>, 'afterMove'>,
  state: ShellState<Ui>,
  screen: Screen,
  facts: ShellFacts,
): ShellState<Ui> {
  return state.position === facts.movesMade ? state : { ...state, position: facts.movesMade, ui: game.afterMove(state.ui, screen) };
}

type Game<Screen, Ui extends ShellUi<Move, unknown>, Action, Move, Ctx extends ShellKeyCtx> = Pick<
  ShellGame<never, Screen, Ui, Action, Move, Ctx, string, never>,
  'keymap' | 'reduce' | 'takeKeyboard' | 'overlay'
>;

/**
 * One key: the state after it, and what the shell must then do. The state must have caught up
 * with the table in `env` (see followTable).
 */
export function shellKey<Screen, Ui extends ShellUi<Move, unknown>, Action, Move, Ctx extends ShellKeyCtx, HostAction>(
  game: Game<Screen, Ui, Action, Move, Ctx>,
  state: ShellState<Ui>,
  press: KeyPress,
  env: KeyEnv<Screen, Ctx>,
  host?: HostKeys<HostAction>,
): { state: ShellState<Ui>; effect?: ShellEffect<Move, HostAction> } {
  const same = { state };
  // Too small a terminal shows no table: only its quit question takes keys.
  if (!env.fits) {
    if (!state.sizeQuit) return actionOf(SIZE_GUARD_KEYMAP, press, null) ? { state: { ...state, sizeQuit: true } } : same;
    const answer = confirmAnswer(press.input, press.key, env.lang);
    if (answer === 'yes') return { state, effect: { kind: 'leave', reason: 'quit' } };
    return answer === 'no' ? { state: { ...state, sizeQuit: false } } : same;
  }
  // The end screen takes its own keys; until it does, nothing counts.
  if (env.facts.over) return same;
  const overlay = state.overlay;
  if (overlay) return overlayKey(state, overlay, press, env);
  if (game.overlay?.isOpen(state.ui)) {
    const action = game.overlay.action(state.ui, press, env.lang);
    return action === null ? same : reduced(game, state, action, env.screen);
  }
  if (env.turn !== null && actionOf(HAND_OVER_KEYMAP, press, { armed: state.armedTurn === env.turn })) {
    return { state: { ...state, ui: game.takeKeyboard(state.ui, env.facts.seatToMove) } };
  }
  const shell = actionOf(SHELL_KEYMAP, press, env.ctx);
  if (shell) {
    if (shell.type === 'open') {
      const opened: ShellOverlay = shell.overlay === 'log' ? { kind: 'log', top: logOpening(env.logLines, env.rows) } : shell.overlay === 'help' ? { kind: 'help', top: 0 } : { kind: 'quit' };
      return { state: { ...state, overlay: opened } };
    }
    // The first hint or undo of a game asks first: it makes the game practice.
    if (!env.facts.practice) return { state: { ...state, overlay: { kind: 'practice', assist: shell.assist } } };
    return { state, effect: { kind: 'assist', assist: shell.assist } };
  }
  const hostAction = host ? actionOf(host.keymap, press, host.ctx()) : null;
  if (hostAction !== null) return { state, effect: { kind: 'host', action: hostAction } };
  const action = actionOf(game.keymap, press, env.ctx);
  return action === null ? same : reduced(game, state, action, env.screen);
}

function reduced<Screen, Ui extends ShellUi<Move, unknown>, Action, Move, Ctx extends ShellKeyCtx, HostAction>(
  game: Game<Screen, Ui, Action, Move, Ctx>,
  state: ShellState<Ui>,
  action: Action,
  screen: Screen,
): { state: ShellState<Ui>; effect?: ShellEffect<Move, HostAction> } {
  const { ui, move, talk } = game.reduce(state.ui, action, screen);
  const next = { ...state, ui };
  if (talk) return { state: next, effect: { kind: 'talk', talk } };
  return move === undefined ? { state: next } : { state: next, effect: { kind: 'submit', move } };
}

function overlayKey<Ui, Move, HostAction>(
  state: ShellState<Ui>,
  overlay: ShellOverlay,
  press: KeyPress,
  env: KeyEnv<unknown, unknown>,
): { state: ShellState<Ui>; effect?: ShellEffect<Move, HostAction> } {
  const closed = { ...state, overlay: null };
  switch (overlay.kind) {
    case 'help': {
      const action = actionOf(HELP_KEYMAP, press, null);
      if (action === null) return { state };
      const top = helpKey(overlay.top, action, env.help);
      return { state: top === null ? closed : { ...state, overlay: { kind: 'help', top } } };
    }
    case 'log': {
      const action = actionOf(LOG_KEYMAP, press, null);
      if (action === null) return { state };
      const top = logKey(overlay.top, action, env.logLines, env.rows);
      return { state: top === null ? closed : { ...state, overlay: { kind: 'log', top } } };
    }
    case 'quit': {
      const answer = confirmAnswer(press.input, press.key, env.lang);
      if (answer === 'yes') return { state, effect: { kind: 'leave', reason: 'quit' } };
      return { state: answer === 'no' ? closed : state };
    }
    case 'practice': {
      const answer = confirmAnswer(press.input, press.key, env.lang);
      if (answer === 'yes') return { state: closed, effect: { kind: 'assist', assist: overlay.assist } };
      return { state: answer === 'no' ? closed : state };
    }
  }
}
