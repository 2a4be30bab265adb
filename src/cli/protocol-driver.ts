// The headless JSON-lines protocol of ../shared/protocol.md, for any game of the engine:
// a `state` line whenever a stdin-driven seat must decide, `error` lines that change nothing,
// `event` lines for bot moves, and an `end` line with the result and the log.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Bot } from '../core/bot.js';
import type { AnyGame } from '../core/game.js';
import { type GameLog, newLog } from '../core/log.js';
import { writeLogFile } from './log-file.js';

export interface ProtocolRun {
  game: AnyGame;
  options: object;
  seed: string;
  /** Seats (1-based) played by built-in bots; every other seat reads its moves from `input`. */
  bots: Map<number, Bot<unknown, unknown>>;
  logFile?: string;
  input: Readable;
  output: Writable;
  errors: Writable;
}

export async function runProtocol(run: ProtocolRun): Promise<number> {
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

async function playUntilEnd(run: ProtocolRun, lines: AsyncIterator<string>): Promise<number> {
  const { game, seed, bots, output } = run;
  const options = game.normalizeOptions(run.options);
  let state = game.setup(options, seed);
  const log: GameLog = newLog(game.id, seed, options);
  const send = (msg: object): void => void output.write(JSON.stringify(msg) + '\n');
  const save = (): void => {
    if (run.logFile) writeLogFile(run.logFile, log);
  };
  const record = (move: unknown): string => {
    const text = game.formatMove(move);
    log.moves.push(text);
    save();
    return text;
  };

  // Written before the first move too: a log file that cannot be written fails at once.
  save();
  while (game.outcome(state) === null) {
    const seat = game.currentSeat(state) as number;
    const view = game.view(state, seat);
    const legal = game.legalMoves(state);
    const bot = bots.get(seat);
    if (bot) {
      const move = bot.choose(view, legal);
      state = game.apply(state, move);
      send({ type: 'event', event: 'move', seat, move: record(move) });
      continue;
    }
    const stateLine = { type: 'state', protocol: 1, game: game.id, seat, view, legal: legal.map(game.formatMove) };
    send(stateLine);
    for (;;) {
      const next = await lines.next();
      if (next.done) {
        save();
        const played = log.moves.length === 1 ? '1 move' : `${log.moves.length} moves`;
        run.errors.write(`${game.id}: input ended before the game was over (${played} played)\n`);
        return 1;
      }
      const text = next.value.trim();
      try {
        const move = game.parseMove(text);
        state = game.apply(state, move);
        record(move);
        break;
      } catch (e) {
        send({ type: 'error', message: (e as Error).message });
        send(stateLine);
      }
    }
  }
  log.result = game.outcome(state);
  save();
  send({ type: 'end', result: log.result, log });
  return 0;
}
