// What a game's screens give a watcher's screen (WatchApp.tsx): its rules (to read the wire's
// moves and check the end log), its name, the event log in its words, its board over the public
// view (hand sizes, never a hand), the result in a line, and its replay stepper for the end log.
// The watcher's frame around them — title, turn and signals, keys, help, greetings — is shared.
import type { ReactElement, ReactNode } from 'react';
import type { AnyGame } from '../../core/game.js';
import type { GameLog } from '../../core/log.js';
import type { Heard, HistoryEntry } from '../../table/client.js';
import type { PublicUpdate } from '../../table/types.js';
import type { Lang } from '../../text/lang.js';
import type { Message } from '../shared/MessageLine.js';
import type { TerminalSize } from '../shared/use-terminal-size.js';

export interface WatchBoardProps {
  /** The table now, as a person behind it sees it. */
  update: PublicUpdate;
  bots: readonly number[];
  /** What the board may fill (the terminal less the watcher's title row). */
  size: TerminalSize;
  /** The shared middle part: whose turn (or the result), after a jester the signals. */
  turn: ReactNode;
  turnRows: number;
  message: Message;
  events: readonly string[];
  hints: readonly string[];
}

export interface WatchScreens {
  game: AnyGame;
  title: (lang: Lang) => string;
  /** Its board shows every seat's hand size (otherwise the watcher's frame adds a line of them). */
  showsHandSizes: boolean;
  /** The event log: its opening line, each move's public events numbered, what was said under its move. */
  useLog(update: PublicUpdate | null, history: readonly HistoryEntry[], said: readonly Heard[]): string[];
  /** A seat as the game's texts name it (a player's name inside a SeatNamesProvider). */
  usePlayer(): (seat: number) => string;
  /** The result in one line ('' before the end); the table's last update says its options (how many enemies). */
  useResultLine(result: unknown, update: PublicUpdate | null): string;
  /** The same line outside a screen, in `lang` (the plain watch log, a screen-reader session's watch). */
  resultText(result: unknown, update: PublicUpdate | null, lang: Lang): string;
  Board(props: WatchBoardProps): ReactElement;
  /** The game's replay stepper on the finished game's log; q comes back. */
  Replay(props: { log: GameLog; onQuit: () => void }): ReactElement;
}
