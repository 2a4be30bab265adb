// `arena --bot-cmd CMD`: the outside bot plays each deal of the published set at its seat, a new
// process per deal; then each built-in level plays the same deals at the same seat, with the same
// built-in bots (the same seeds) at the other seats. A forfeit is one line on `log` and a lost
// game; the run goes on.
import { botSeed } from '../../core/rng.js';
import { quoted } from '../../core/printable.js';
import type { BotOf } from '../../core/bot.js';
import type { AnyGame } from '../../core/game.js';
import { botSeat } from '../../table/bot-seat.js';
import { Table } from '../../table/table.js';
import type { ArenaGame, SeatOutcome } from './arena-game.js';
import { playArenaTable } from './arena-table.js';
import { BotProcess, type Forfeit } from './bot-process.js';
import type { ArenaDealBase } from './deal-set.js';

export interface ArenaRun {
  botCmd: string;
  /** The first N deals of the set (all by default). */
  deals?: number;
  limitMs: number;
  /** The built-in bots' level at the other seats. */
  others: string;
  /** Built-in levels to compare with, on the same deals. */
  levels: string[];
  /** One line for each forfeit (already printable). */
  log: (line: string) => void;
  /** Deals done so far (the bot's game and the levels'). */
  progress?: (done: number) => void;
}

export interface DealOutcome extends SeatOutcome {
  forfeit?: Forfeit['kind'];
}

export interface ArenaDealResult {
  seed: string;
  seat: number;
  group: string;
  ceiling?: string;
  bot: DealOutcome;
  levels: Record<string, SeatOutcome>;
}

/** The built-in bots of every seat but `seat`, seeded from the deal as the simulator seeds them. */
function othersOf<G extends AnyGame>(arena: ArenaGame<G>, seed: string, seat: number, seats: number, level: string): Map<number, BotOf<G>> {
  const bots = new Map<number, BotOf<G>>();
  for (let s = 1; s <= seats; s++) if (s !== seat) bots.set(s, arena.module.bots.make(level, botSeed(seed, s)));
  return bots;
}

/** A built-in level at the bot's seat, the others as in the bot's game. */
function playBuiltIn<G extends AnyGame>(arena: ArenaGame<G>, deal: ArenaDealBase, level: string, others: string): SeatOutcome {
  const table = Table.create(arena.module.game, arena.options(deal), deal.seed);
  const bots = othersOf(arena, deal.seed, deal.seat, table.seatCount, others);
  bots.set(deal.seat, arena.module.bots.make(level, botSeed(deal.seed, deal.seat)));
  for (let s = 1; s <= table.seatCount; s++) table.sit(s, botSeat(bots.get(s)!));
  table.start();
  return arena.outcome(table, deal.seat, false);
}

async function playOutside<G extends AnyGame>(arena: ArenaGame<G>, deal: ArenaDealBase, run: ArenaRun, index: number): Promise<DealOutcome> {
  const seats = Table.create(arena.module.game, arena.options(deal), deal.seed).seatCount;
  const bot = new BotProcess(run.botCmd);
  try {
    const { table, forfeit } = await playArenaTable({
      game: arena.module.game,
      options: arena.options(deal),
      seed: deal.seed,
      seat: deal.seat,
      others: othersOf(arena, deal.seed, deal.seat, seats, run.others),
      bot,
      limitMs: run.limitMs,
    });
    if (!forfeit) {
      // A second to read the end line and leave by itself.
      await bot.close(1000);
      return arena.outcome(table, deal.seat, false);
    }
    const words = forfeit.kind === 'crash' && bot.lastWords() ? `${forfeit.detail} (last on its stderr: ${quoted(bot.lastWords().slice(0, 80))})` : forfeit.detail;
    run.log(`deal ${index + 1} (${deal.seed}, seat ${deal.seat}): ${forfeit.kind}: the bot ${words}; counted as a loss`);
    return { ...arena.outcome(table, deal.seat, true), forfeit: forfeit.kind };
  } finally {
    bot.kill();
    await bot.exited;
  }
}

export async function runArena<G extends AnyGame>(arena: ArenaGame<G>, run: ArenaRun): Promise<ArenaDealResult[]> {
  const deals = arena.set.deals.slice(0, run.deals ?? arena.set.deals.length);
  const results: ArenaDealResult[] = [];
  for (const [i, deal] of deals.entries()) {
    const bot = await playOutside(arena, deal, run, i);
    const levels: Record<string, SeatOutcome> = {};
    for (const level of run.levels) levels[level] = playBuiltIn(arena, deal, level, run.others);
    results.push({ seed: deal.seed, seat: deal.seat, group: arena.group(deal), ...(arena.ceiling ? { ceiling: arena.ceiling(deal) } : {}), bot, levels });
    run.progress?.(i + 1);
  }
  return results;
}
