// The headless JSON-lines protocol of ../shared/protocol.md, for any game, as one front end of the
// table: a `state` line whenever a stdin-driven seat must decide, `error` lines that change
// nothing, `event` lines for bot moves, `signal` and `phrase` lines for table talk (the bots'
// signals after a jester among them), and an `end` line with the result and the log.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { jsonLine } from '../../core/json-line.js';
import type { AnyGame, MoveOf, OptionsOf } from '../../core/game.js';
import { botSeat } from '../../table/bot-seat.js';
import type { BotOf } from '../../core/bot.js';
import { errorEnglish, refusalEnglish, talkLineEnglish, talkRefusalEnglish } from '../../protocol/english.js';
import { Table } from '../../table/table.js';
import type { TalkRefusal, TurnOf } from '../../table/types.js';
import { wordsIn } from '../../text/words.js';
import { writeLogFile } from '../saves/log-file.js';
import { parseTalkLine, type TalkCommand } from './talk-command.js';
import { heardMessage } from './heard-message.js';

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

/**
 * The protocol's `state` line: the seat's view and legal moves; after a jester also the window
 * and the others' signals so far (later ones come as `signal` lines).
 */
export function stateLine<G extends AnyGame>(game: G, turn: TurnOf<G>): object {
  const { seat, view, legal } = turn.update;
  const { window, signals } = turn.heard();
  const talk = window ? { window, signals } : {};
  return { type: 'state', protocol: 1, game: game.id, seat, view, legal: legal.map((m) => game.formatMove(m)), ...talk };
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
  table.onTalk((said) => {
    save();
    send(heardMessage(game.id, said));
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
    const text = next.value.trim();
    const talk = parseTalkLine(text);
    if (talk instanceof Error) {
      send({ type: 'error', code: 'badTalk', params: {}, message: talk.message });
      send(stateLine(game, turn));
      continue;
    }
    if (talk) {
      const error = talkFromStdin(game, table, talk, turn.update.seat, (seat) => !bots.has(seat));
      if (error) {
        send({ type: 'error', ...error });
        send(stateLine(game, turn));
      }
      continue;
    }
    const refusal = submitLine(game, turn, text);
    if (refusal !== null) {
      send({ type: 'error', message: refusal });
      send(stateLine(game, turn));
    }
  }
  save();
  send({ type: 'end', result: table.log.result, log: table.log });
  return 0;
}

/**
 * The seat a talk line speaks for: the one it names; for a phrase else the seat deciding now;
 * for a signal else the one seat stdin drives that may signal (null: the line must name it).
 */
function talkSeat(table: Table, talk: TalkCommand, deciding: number, fromStdin: (seat: number) => boolean): number | null {
  if (talk.seat !== undefined) return talk.seat;
  if (talk.kind === 'say') return deciding;
  const chooser = table.signalWindow()?.chooser;
  const may = Array.from({ length: table.seatCount }, (_, i) => i + 1).filter((s) => fromStdin(s) && s !== chooser);
  return may.length === 1 ? may[0] : null;
}

/** Says a talk line for a seat stdin drives: null when said, else the error line's code, parameters and words. */
function talkFromStdin<G extends AnyGame>(game: G, table: Table<G>, talk: TalkCommand, deciding: number, fromStdin: (seat: number) => boolean): object | null {
  const seat = talkSeat(table, talk, deciding, fromStdin);
  if (seat === null) return { code: 'whichSeat', params: {}, message: talkLineEnglish('whichSeat') };
  const refusal: TalkRefusal | null = !fromStdin(seat) ? { code: 'notYourSeat', seat } : talk.kind === 'signal' ? table.signal(seat, talk.value) : table.say(seat, talk.code);
  if (!refusal) return null;
  const { code, ...params } = refusal;
  return { code, params, message: talkRefusalEnglish(refusal) };
}

/** Parses and submits one line: null when played, else the one-line reason it was not. */
export function submitLine<G extends AnyGame>(game: G, turn: TurnOf<G>, text: string): string | null {
  let move: MoveOf<G>;
  try {
    move = game.parseMove(text);
  } catch (e) {
    return errorEnglish(game.id, e);
  }
  const refusal = turn.submit(move);
  return refusal === null ? null : refusalEnglish(game.id, refusal);
}
