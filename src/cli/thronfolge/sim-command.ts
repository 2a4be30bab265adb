// `thronfolge sim`: two bots duel many seeded games (starters alternate); the report gives wins,
// scores and speed.
import { type Command, InvalidArgumentError, Option } from 'commander';
import { THRONFOLGE_BOT_LEVELS, type ThronfolgeBotLevel } from '../../games/thronfolge/bots/levels.js';
import type { Variant as ThronfolgeVariant } from '../../games/thronfolge/types.js';
import { VARIANTS as THRONFOLGE_VARIANTS } from '../../games/thronfolge/types.js';
import { thronfolgeCard } from '../../modules/thronfolge/card.js';
import type { SimRunner } from '../../sim/pool.js';
import { addRunOptions, defaultWorkers } from '../sim/sim-command.js';
import { addQueueOptions, onQueue, type QueueFlags, runQueued } from '../sim/sim-queue.js';
import type { CompareFlags } from '../sim/compare-options.js';
import { addCompareOptions } from '../sim/compare-options.js';
import { compareOrExit, queuedCompare, runCompareCommand } from '../sim/compare-command.js';
import { argumentReason } from '../words/argument-texts.js';

/** Seat 1 plays at the default level, seat 2 the easy bot. */
const DEFAULT_PAIR: [ThronfolgeBotLevel, ThronfolgeBotLevel] = [thronfolgeCard.bots.default, 'easy'];

/** `easy,hard` → the two seats' bot levels. */
function botPair(text: string): [ThronfolgeBotLevel, ThronfolgeBotLevel] {
  const parts = text.split(',').map((p) => p.trim().toLowerCase());
  const ok = (p: string): p is ThronfolgeBotLevel => (THRONFOLGE_BOT_LEVELS as readonly string[]).includes(p);
  if (parts.length !== 2 || !parts.every(ok)) {
    throw new InvalidArgumentError(argumentReason((t) => t.botPair(THRONFOLGE_BOT_LEVELS.join(', '))));
  }
  return parts as [ThronfolgeBotLevel, ThronfolgeBotLevel];
}

interface ThronfolgeSimFlags extends QueueFlags, CompareFlags {
  bots: [ThronfolgeBotLevel, ThronfolgeBotLevel];
  games: number;
  seed: string;
  variant?: ThronfolgeVariant[];
  workers?: number;
  json?: boolean;
}

export function addThronfolgeSimCommand(program: Command): Command {
  const command = program
    .command('sim')
    .description('let two bots duel many seeded games (starters alternate) and report wins, scores and speed')
    // The default's description is the text to type, not the array it becomes.
    .addOption(new Option('--bots <a,b>', `bot levels of seat 1 and seat 2, each one of: ${THRONFOLGE_BOT_LEVELS.join(', ')}`).argParser(botPair).default(DEFAULT_PAIR, DEFAULT_PAIR.join(',')));
  return addCompareOptions(addQueueOptions(addRunOptions(command, THRONFOLGE_VARIANTS, 1000))).action(async (flags: ThronfolgeSimFlags) => {
    const compare = compareOrExit(program, flags, THRONFOLGE_BOT_LEVELS);
    if (compare) {
      const spec = { variants: flags.variant ?? [], seed: flags.seed };
      return runCompareCommand({ program: program.name(), game: 'thronfolge', choice: compare, spec, setting: 'duels, each deal twice with the seats swapped', pairing: 'duel', ...flags });
    }
    const workers = flags.workers ?? Math.min(defaultWorkers(), flags.games);
    const { formatThronfolgeReport, runThronfolgeSim } = await import('../../sim/thronfolge/report.js');
    const spec = { bots: flags.bots, variants: flags.variant ?? [], seed: flags.seed };
    if (onQueue(flags)) {
      const run = (s: typeof spec, games: number, runner: SimRunner) => runThronfolgeSim(s, games, 0, false, runner);
      return runQueued(flags, { program: program.name(), game: 'thronfolge', spec, games: flags.games, run, format: formatThronfolgeReport }, [queuedCompare(program.name(), 'thronfolge')]);
    }
    const report = await runThronfolgeSim(spec, flags.games, workers);
    process.stdout.write((flags.json ? JSON.stringify(report) : formatThronfolgeReport(report)) + '\n');
  });
}
