// What a game gives the shell: its screen builder (who sees what now), its reducer, key map and
// key words, its board and end screen, and the few words the shell needs of it. The shell does the
// rest the same for every game: the size guard, the hand-over, the overlays, help, quit, undo and
// hint, the notice line and the one key listener.
import type { ReactNode } from 'react';
import type { TableClient } from '../../table/client.js';
import type { Hint } from '../../table/hint.js';
import type { Signal } from '../../core/talk.js';
import type { AnyRefusal, TalkRefusal } from '../../table/types.js';
import type { Dictionary } from '../shared/texts-for.js';
import type { Lang } from '../../text/lang.js';
import type { SharedTalkTexts } from '../shared/texts/talk.js';
import type { Binding, KeyPress } from '../shared/keymap.js';
import type { Message } from '../shared/MessageLine.js';
import type { ExitReason } from '../shared/run-screen.js';
import type { TerminalSize } from '../shared/use-terminal-size.js';
import type { ShellKeyCtx, ShellKeyId } from './shell-keymap.js';

/** The notes the shell itself puts on the message line (a game adds its own kinds). */
export type ShellNote<Move = unknown> =
  | { kind: 'hintThinking' }
  | { kind: 'hint'; text: string }
  | { kind: 'undone'; moves: number }
  /** The table refused the move (the game words it). */
  | { kind: 'refused'; move: Move; refusal: AnyRefusal }
  /** The table refused a signal or a phrase (nothing was said). */
  | { kind: 'talkRefused'; refusal: TalkRefusal };

/** Something a key says at the table (not a move): a signal after a jester, or a quick phrase. */
export type ShellTalk = { kind: 'signal'; value: Signal } | { kind: 'phrase'; code: string };

/** What the shell keeps in a game's screen state: who holds the keyboard, and the message line's note. */
export interface ShellUi<Move = unknown, GameNote = never> {
  /** Hot seat: the human who last took the keyboard. */
  revealed: number | null;
  note: ShellNote<Move> | GameNote | null;
}

/** What the shell needs to know of the table at this moment, from the game's screen. */
export interface ShellFacts {
  over: boolean;
  /** Two or more humans share the keyboard and the one to move has not taken it yet. */
  needHandOver: boolean;
  /** The seat to move (the hand-over names it). */
  seatToMove: number;
  /** The seat whose hand is on screen, or null. */
  viewer: number | null;
  myTurn: boolean;
  movesMade: number;
  /** Undo or a hint was used: the game counts as practice (the first asks before). */
  practice: boolean;
  /** A win would earn a medal (the practice question says what it costs). */
  medal: boolean;
}

/** The words the shell takes from a game's dictionary. */
export interface ShellWords<KeyId extends string, Ctx> {
  hintThinking: string;
  hintNone: string;
  undone: (moves: number) => string;
  undoNothing: string;
  player: (seat: number) => string;
  keyHint: (id: KeyId | ShellKeyId, ctx: Ctx) => string;
  keyHelp: Record<KeyId | ShellKeyId, readonly [string, string]>;
  helpNotes: readonly string[];
}

/** What the shell hands the game's board (`options`: what this game's screen was opened with). */
export interface TableSlot<Screen, Ui, Options = unknown> {
  options: Options;
  screen: Screen;
  ui: Ui;
  message: Message;
  events: readonly string[];
  size: TerminalSize;
  width: number;
  /** The footer: the hints of the keys offered now (game and shell keys), fitted to the width. */
  hints: string[];
  /** The daily deal or retry mark, worded. */
  marks: string;
}

/** What the shell hands the game's end screen. */
export interface EndSlot<Screen, Options = unknown> {
  options: Options;
  screen: Screen;
  events: readonly string[];
  size: TerminalSize;
  width: number;
  savePath: string;
  armDelayMs?: number;
  /** The daily deal or retry mark, worded. */
  marks: string;
  onLeave: (reason: ExitReason) => void;
}

/**
 * A game's part of the screen: one constant per game. What differs between two screens of the same
 * game (a match's seating, the solver offered after a loss) comes as `options`.
 */
export interface ShellGame<
  Client extends TableClient<unknown, Move>,
  Screen,
  Ui extends ShellUi<Move, unknown>,
  Action,
  Move,
  Ctx extends ShellKeyCtx,
  KeyId extends string,
  Texts extends ShellWords<KeyId, Ctx>,
  Options = unknown,
> {
  texts: Dictionary<Texts>;
  /**
   * Who sees what now (the viewer, the hand, the seat to move), from the client and who holds the
   * keyboard (and the rest of the screen state, for a step of the game's own such as signalling).
   */
  screenOf(client: Client, revealed: number | null, ui?: Ui): Screen;
  factsOf(screen: Screen): ShellFacts;
  keyCtxOf(screen: Screen): Ctx;
  keymap: readonly Binding<KeyId, Ctx, Action>[];
  /** The end screen's keys and their help rows (the end screen handles them; the help lists them). */
  endKeys: {
    keymap: readonly Pick<Binding<string, never, unknown>, 'id'>[];
    help: (t: Texts) => Record<string, readonly [string, string]>;
    /** Whether the end screen opened with `options` offers this key (absent: every key); the help lists only those. */
    offered?: (id: string, options: Options) => boolean;
  };
  initialUi(client: Client): Ui;
  /** Pure: the new screen state, and the move to submit (or what to say) when the action makes one. */
  reduce(ui: Ui, action: Action, screen: Screen): { ui: Ui; move?: Move; talk?: ShellTalk };
  /** The screen state once the position changed (a move, an undo): a fresh selection. */
  afterMove(ui: Ui, screen: Screen): Ui;
  /** A human takes the keyboard at a shared terminal. */
  takeKeyboard(ui: Ui, seat: number): Ui;
  /** Before an undo or a hint is asked of the table (the note says it is thinking, a selection goes). */
  assisting(ui: Ui, assist: 'hint' | 'undo'): Ui;
  /** The game's own question or screen over the table (Regicide: flip, feign, the discard pile). */
  overlay?: {
    isOpen(ui: Ui): boolean;
    /** A key while it is open: the action it makes, or null. */
    action(ui: Ui, press: KeyPress, lang: Lang): Action | null;
    render(ui: Ui, screen: Screen, width: number): ReactNode;
  };
  /** The event log, one line per event, numbered by move, with what was said (worded by `talk`) under its move. */
  eventsOf(client: Client, t: Texts, ascii: boolean, options: Options, talk: SharedTalkTexts): string[];
  /** The message line for a note of the game's own, or null. */
  noteMessage(ui: Ui, screen: Screen, t: Texts, ascii: boolean): Message;
  /** A refused move in words. */
  refusedText(move: Move, refusal: AnyRefusal, screen: Screen, t: Texts, ascii: boolean): string;
  /** A hint in one line (the table as it stands when the hint arrives). */
  hintText(hint: Hint<Move>, screen: Screen, t: Texts, ascii: boolean): string;
  Table(slot: TableSlot<Screen, Ui, Options>): ReactNode;
  End(slot: EndSlot<Screen, Options>): ReactNode;
  /** Once, when the game has ended (a match prepares its next game). */
  onOver?(options: Options): void;
}
