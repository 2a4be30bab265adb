// A puzzle at one terminal: a table at the puzzle's position (rebuilt from its log, so the event
// log shows the moves that led there), the solver at the keyboard. The answer is checked before
// it reaches the table: the one right move is played, a wrong legal one changes nothing and is
// kept with its explanation (made by the caller: the game's own refutation), an illegal one is
// refused as the rules say. The first try is what counts (`firstTry`), as in every puzzle site.
import type { AnyGame, MoveOf, StateOf } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import type { ClientOf } from './client.js';
import { scriptedTableParts } from './scripted-table.js';
import { Table } from './table.js';

export interface PuzzleTry<Why> {
  /** The move tried, in notation. */
  move: string;
  right: boolean;
  /** Why a wrong move loses (null for the right one). */
  why: Why | null;
}

export interface PuzzleStatus<Why> {
  tries: readonly PuzzleTry<Why>[];
  solved: boolean;
  /** Whether the first try was the answer; null before any try. */
  firstTry: boolean | null;
  /** The player gave up and asked for the answer. */
  revealed: boolean;
}

export interface PuzzleClient<G extends AnyGame, Why> extends ClientOf<G> {
  puzzleStatus(): PuzzleStatus<Why>;
  /** Gives up: the status says so, and the answer may be shown. */
  reveal(): void;
}

const atKeyboard = { kind: 'human', decide: () => {} } as const;

/** `log` leads to the position; `answer` is the one right move (notation); `explain` words nothing, it returns codes. */
export function puzzleTable<G extends AnyGame, Why>(game: G, log: GameLog, solver: number, answer: string, explain: (move: string) => Why): PuzzleClient<G, Why> {
  return puzzleAt(game, Table.resume<G>(game, log), solver, answer, explain);
}

/**
 * A puzzle given as its position alone (a puzzle from a player's game: no log leads there, and
 * `log` names only the game and its options); otherwise as `puzzleTable`.
 */
export function positionPuzzleTable<G extends AnyGame, Why>(game: G, state: StateOf<G>, log: GameLog, solver: number, answer: string, explain: (move: string) => Why): PuzzleClient<G, Why> {
  return puzzleAt(game, Table.atPosition(game, state, log), solver, answer, explain);
}

function puzzleAt<G extends AnyGame, Why>(game: G, table: Table<G>, solver: number, answer: string, explain: (move: string) => Why): PuzzleClient<G, Why> {
  for (let seat = 1; seat <= table.seatCount; seat++) table.sit(seat, atKeyboard);
  const { parts, notify } = scriptedTableParts(table);
  table.subscribe(notify);
  const tries: PuzzleTry<Why>[] = [];
  let solved = false;
  let revealed = false;
  const right = game.formatMove(game.parseMove(answer));
  table.start();
  return {
    ...parts,
    humans: [solver],
    bots: [],
    signal: (seat, value) => table.signal(seat, value),
    say: (seat, code) => table.say(seat, code),
    submit(seat, move: MoveOf<G>) {
      if (seat !== solver) return { code: 'notYourTurn', seat, toMove: table.toMove() ?? seat };
      if (solved || revealed) return { code: 'staleTurn' };
      const text = game.formatMove(move);
      const legal = table.updateFor(seat).legal.some((m) => game.formatMove(m) === text);
      // A move the rules refuse is refused as they say, and is no try.
      if (!legal) return table.submit(seat, move);
      if (text !== right) {
        tries.push({ move: text, right: false, why: explain(text) });
        notify();
        return { code: 'staleTurn' };
      }
      tries.push({ move: text, right: true, why: null });
      solved = true;
      return table.submit(seat, move);
    },
    puzzleStatus: () => ({ tries, solved, firstTry: tries.length === 0 ? null : tries[0].right, revealed }),
    reveal() {
      revealed = true;
      notify();
    },
  };
}
