// One arena game: an outside bot (a BotProcess) in one seat, built-in bots in the others, at a
// table of the game. The bot hears exactly what `play --json` would say to that seat — a `state`
// line when it must decide, `event` lines for the other seats' moves, `signal`/`phrase` lines, an
// `error` line and the state again for a line that is not a legal move, and the `end` line — and
// must answer each state within the time limit. It loses the game (a forfeit) when it does not
// answer in time, when it exits, or after three refused lines for one decision.
import type { BotOf } from '../../core/bot.js';
import type { AnyGame, OptionsOf } from '../../core/game.js';
import { botSeat } from '../../table/bot-seat.js';
import { Table } from '../../table/table.js';
import type { TalkRefusal, TurnOf } from '../../table/types.js';
import { talkRefusalEnglish } from '../../protocol/english.js';
import { heardMessage } from '../protocol/heard-message.js';
import { stateLine, submitLine } from '../protocol/protocol-driver.js';
import { parseTalkLine } from '../protocol/talk-command.js';
import type { BotProcess, Forfeit } from './bot-process.js';
import { quoted } from '../../core/printable.js';

/** Refused lines a decision may take before the bot forfeits. */
export const MAX_REFUSED = 3;

export interface ArenaTable<G extends AnyGame> {
  game: G;
  options: Partial<OptionsOf<G>>;
  seed: string;
  /** The outside bot's seat. */
  seat: number;
  /** The built-in bots of the other seats. */
  others: ReadonlyMap<number, BotOf<G>>;
  bot: BotProcess;
  limitMs: number;
}

export interface ArenaGameEnd<G extends AnyGame> {
  table: Table<G>;
  forfeit: Forfeit | null;
}

export async function playArenaTable<G extends AnyGame>(run: ArenaTable<G>): Promise<ArenaGameEnd<G>> {
  const { game, seat, bot } = run;
  const table = Table.create(game, run.options, run.seed);
  table.subscribe((change) => {
    if (change.seat !== seat) bot.send({ type: 'event', event: 'move', seat: change.seat, move: change.text });
  });
  table.onTalk((said) => bot.send(heardMessage(game.id, said)));
  let waiting: TurnOf<G> | null = null;
  const outside = { kind: 'human' as const, decide: (turn: TurnOf<G>) => ((waiting = turn), bot.send(stateLine(game, turn))) };
  for (let s = 1; s <= table.seatCount; s++) table.sit(s, s === seat ? outside : botSeat(run.others.get(s)!));
  table.start();
  while (table.toMove() !== null) {
    const turn = waiting as TurnOf<G> | null;
    if (!turn) throw new Error('no seat is deciding');
    waiting = null;
    const forfeit = await decide(run, table, turn);
    if (forfeit) return { table, forfeit };
  }
  bot.send({ type: 'end', result: table.log.result, log: table.log });
  return { table, forfeit: null };
}

/** Reads lines until one plays a move for `turn`; a forfeit when none does. */
async function decide<G extends AnyGame>(run: ArenaTable<G>, table: Table<G>, turn: TurnOf<G>): Promise<Forfeit | null> {
  const { game, seat, bot } = run;
  const deadline = performance.now() + run.limitMs;
  let refused = 0;
  let last = '';
  const refuse = (error: object): Forfeit | null => {
    if (++refused >= MAX_REFUSED) return { kind: 'garbage', detail: `sent ${MAX_REFUSED} lines for one decision that were not a legal move, the last ${quoted(last.slice(0, 60))}` };
    bot.send({ type: 'error', ...error });
    bot.send(stateLine(game, turn));
    return null;
  };
  for (;;) {
    const line = await bot.nextLine(deadline);
    if (typeof line !== 'string') return line.kind === 'timeout' ? { kind: 'timeout', detail: `gave no move within ${run.limitMs} ms` } : line;
    const text = line.trim();
    last = text;
    const talk = parseTalkLine(text);
    if (talk instanceof Error) {
      const forfeit = refuse({ code: 'badTalk', params: {}, message: talk.message });
      if (forfeit) return forfeit;
      continue;
    }
    if (talk) {
      // The bot speaks for its own seat only; a talk line is not a move, and the decision waits on.
      const refusal: TalkRefusal | null =
        talk.seat !== undefined && talk.seat !== seat ? { code: 'notYourSeat', seat: talk.seat } : talk.kind === 'signal' ? table.signal(seat, talk.value) : table.say(seat, talk.code);
      if (refusal) {
        const { code, ...params } = refusal;
        const forfeit = refuse({ code, params, message: talkRefusalEnglish(refusal) });
        if (forfeit) return forfeit;
      }
      continue;
    }
    const refusal = submitLine(game, turn, text);
    if (refusal === null) return null;
    const forfeit = refuse({ message: refusal });
    if (forfeit) return forfeit;
  }
}
