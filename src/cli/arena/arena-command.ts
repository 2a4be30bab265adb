// `regicide arena --bot-cmd CMD` (and `thronfolge arena`): an outside bot against the published
// deal set, beside the built-in levels. Forfeits are one line each on stderr as they happen; the
// report follows on stdout (text, or one JSON object with --json). Exit 0 whatever the bot did.
import { type Command, InvalidArgumentError, Option } from 'commander';
import type { AnyGame } from '../../core/game.js';
import { parseIntInRange } from '../program/option-parsers.js';
import type { ArenaGame } from './arena-game.js';
import type { ArenaDealBase, ArenaDealSet } from './deal-set.js';
import type { GameCard } from '../../modules/card.js';
import { argumentReason } from '../words/argument-texts.js';

interface ArenaFlags {
  botCmd: string;
  deals?: number;
  timeLimit: number;
  others: string;
  levels: string[];
  json?: boolean;
}

/** `easy,hard`, `all` or `none`: the built-in levels to compare with. */
function levelList(levels: readonly string[]) {
  return (text: string): string[] => {
    const t = text.trim().toLowerCase();
    if (t === 'all') return [...levels];
    if (t === 'none') return [];
    const parts = t.split(',').map((p) => p.trim());
    const bad = parts.find((p) => !levels.includes(p));
    if (bad !== undefined) throw new InvalidArgumentError(argumentReason((t) => t.arenaLevels(levels.join(', '))));
    return [...new Set(parts)];
  };
}

/**
 * `arena` for the game of `card` on its deal `set`; the rest of the game's part (its module, how a
 * seat did) loads when the command runs.
 */
export function addArenaCommand<G extends AnyGame, D extends ArenaDealBase>(program: Command, card: GameCard, set: ArenaDealSet<D>, load: () => Promise<ArenaGame<G, D>>): Command {
  const levels = card.bots.levels;
  return program
    .command('arena')
    .description(`let an outside bot (any program speaking the JSON-lines protocol) play the published deal set ${set.id}, beside the built-in levels`)
    .requiredOption('--bot-cmd <command>', "the bot's command line, run by the shell once per deal")
    .option('--deals <n>', `only the first N of the set's ${set.deals.length} deals`, parseIntInRange('--deals', 1, set.deals.length))
    .option('--time-limit <ms>', 'milliseconds the bot may take for each decision', parseIntInRange('--time-limit', 10, 600_000), 5000)
    .addOption(new Option('--others <level>', 'level of the built-in bots at the other seats').choices(levels).default(card.bots.default))
    .addOption(new Option('--levels <list>', `built-in levels to compare with on the same deals: all, none, or some of ${levels.join(',')}`).argParser(levelList(levels)).default([...levels], 'all'))
    .option('--json', 'print one JSON object instead of the text report')
    .action(async (flags: ArenaFlags) => {
      const arena = await load();
      const { runArena } = await import('./arena-run.js');
      const { endAllBots } = await import('./bot-process.js');
      // A bot runs in a process group of its own: ^C or an error here must end it too.
      process.once('exit', endAllBots);
      process.once('SIGINT', () => {
        endAllBots();
        process.exit(130);
      });
      const { arenaReport, formatArenaReport } = await import('./arena-report.js');
      const { progressBar } = await import('../../sim/progress.js');
      const bar = progressBar(flags.deals ?? arena.set.deals.length, `${program.name()} arena, deals`);
      // On a terminal a forfeit's line first clears the progress line it would run into.
      const clear = process.stderr.isTTY ? '\r\x1b[2K' : '';
      const results = await runArena(arena as unknown as ArenaGame, {
        botCmd: flags.botCmd,
        deals: flags.deals,
        limitMs: flags.timeLimit,
        others: flags.others,
        levels: flags.levels,
        log: (line) => process.stderr.write(`${clear}${program.name()} arena: ${line}\n`),
        progress: (done) => bar.update(done),
      });
      bar.finish();
      const report = arenaReport(arena as unknown as ArenaGame, results, flags.timeLimit, flags.others, flags.levels);
      process.stdout.write((flags.json ? JSON.stringify(report) : formatArenaReport(report, arena.othersWords(flags.others))) + '\n');
    });
}
