// The headless JSON-lines protocol of ../shared/protocol.md, for any game, as one front end of the
// table: a `state` line whenever a stdin-driven seat must decide, `error` lines that change
// nothing, `event` lines for bot moves, and an `end` line with the result and the log.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { jsonLine } from '../core/json-line.js';
import type { AnyGame, MoveOf, OptionsOf } from '../core/game.js';
import { botSeat } from '../table/bot-seat.js';
import type { BotOf } from '../core/bot.js';
import { refusalText } from '../table/refusal-text.js';
import { Table } from '../table/table.js';
import type { TurnOf } from '../table/types.js';
import { wordsIn } from '../text/words.js';
import { writeLogFile } from './log-file.js';

export interface ProtocolRun<G extends AnyGame = AnyGame> {
  game: G;
  options: Partial<OptionsOf<G>>;
  seed: string;
  /** Seats (1-based) played by built-in bots; every other seat reads its moves from `input`. */
  bots: Map<number, BotOf<G>>;
  logFile?: string;
  input: Readable;
  output: Writable;
  errors: Writable;
}

export async function runProtocol<G extends AnyGame>(run: ProtocolRun<G>): Promise<number> {
  // A reader that goes away (a closed pipe) ends the game quietly instead of with a stack trace.
  run.output.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(1);
    throw e;
  });
  const reader = createInterface({ input: run.input, crlfDelay: Infinity });
  try {
    return await playUntilEnd(run, reader[Symbol.asyncIterator]());
  } finally {
    // An open stdin would keep the process alive after the end line.
    reader.close();
  }
}

/** The protocol's `state` line: the seat's view and legal moves, nothing else. */
export function stateLine<G extends AnyGame>(game: G, turn: TurnOf<G>): object {
  const { seat, view, legal } = turn.update;
  return { type: 'state', protocol: 1, game: game.id, seat, view, legal: legal.map((m) => game.formatMove(m)) };
}

async function playUntilEnd<G extends AnyGame>(run: ProtocolRun<G>, lines: AsyncIterator<string>): Promise<number> {
  const { game, bots } = run;
  const table = Table.create(game, run.options, run.seed);
  // Error lines quote what was typed: every control escaped.
  const send = (msg: object): void => void run.output.write(jsonLine(msg) + '\n');
  const save = (): void => {
    if (run.logFile) writeLogFile(run.logFile, table.log);
  };
  table.subscribe((change) => {
    save();
    if (bots.has(change.seat)) send({ type: 'event', event: 'move', seat: change.seat, move: change.text });
  });

  /** The decision stdin must answer now (null while bots play or once the game is over). */
  let waiting: TurnOf<G> | null = null;
  const fromStdin = { kind: 'human' as const, decide: (turn: TurnOf<G>) => ((waiting = turn), send(stateLine(game, turn))) };
  for (let seat = 1; seat <= table.seatCount; seat++) table.sit(seat, bots.has(seat) ? botSeat(bots.get(seat)!) : fromStdin);

  // Written before the first move too: a log file that cannot be written fails at once.
  save();
  table.start();
  while (table.toMove() !== null) {
    const turn = waiting as TurnOf<G> | null;
    if (!turn) throw new Error('no seat is deciding');
    const next = await lines.next();
    if (next.done) {
      save();
      const played = wordsIn('en').count(table.movesMade, { one: '# move', other: '# moves' });
      run.errors.write(`${game.id}: input ended before the game was over (${played} played)\n`);
      return 1;
    }
    const refusal = submitLine(game, turn, next.value.trim());
    if (refusal !== null) {
      send({ type: 'error', message: refusal });
      send(stateLine(game, turn));
    }
  }
  save();
  send({ type: 'end', result: table.log.result, log: table.log });
  return 0;
}

/** Parses and submits one line: null when played, else the one-line reason it was not. */
export function submitLine<G extends AnyGame>(game: G, turn: TurnOf<G>, text: string): string | null {
  let move: MoveOf<G>;
  try {
    move = game.parseMove(text);
  } catch (e) {
    return (e as Error).message;
  }
  const refusal = turn.submit(move);
  return refusal === null ? null : refusalText(game, refusal);
}
