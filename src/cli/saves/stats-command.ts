// `stats` of every game: statistics from the saved games (text or --json), computed by the game's
// module and worded by its part of the statistics text.
import type { Command } from 'commander';
import { loadModule, type GameCard } from '../../modules/card.js';
import { listSavedLogs } from '../../store/saved-logs.js';
import { statsEntriesOf } from '../../store/stats/common.js';
import { savesFolder } from '../../store/data-dir.js';
import { runCommand } from '../program/errors.js';
import { langOption, chosenLang } from '../program/option-parsers.js';
import type { Lang } from '../../text/lang.js';
import type { GameStatsText } from '../../ui/shared/stats-text.js';
import { firstDailySaveOf, shareLinesOf } from '../daily/share-facts.js';
import { todayUtc } from '../daily/today.js';

interface StatsFlags {
  json?: boolean;
  daily?: boolean;
  lang?: Lang;
  ascii?: boolean;
}

export function addStatsCommand(program: Command, card: GameCard, statsCli: { description: string; words: () => Promise<GameStatsText> }): Command {
  const game = card.id;
  return program
    .command('stats')
    .description('statistics of your saved games: wins, streaks, the daily streak' + statsCli.description)
    .option('--json', 'print one JSON object instead of the text')
    .option('--daily', 'only the daily deal: the streak, every day played and the share text of the latest')
    .addOption(langOption())
    .option('--ascii', 'draw the bar chart with # instead of blocks')
    .action((flags: StatsFlags) =>
      runCommand(game, async () => {
        const module = await loadModule(card);
        const today = todayUtc();
        const saves = listSavedLogs(game);
        const { entries, damaged } = statsEntriesOf(saves);
        const stats = module.stats(entries, today);
        const lang = chosenLang(flags.lang);
        // The words (and the text layout under them) load here, not with `--help`.
        const words = await statsCli.words();
        if (flags.daily) {
          const [{ dailyStatsText }, { shareText }] = await Promise.all([import('../../ui/shared/stats-text.js'), import('../../ui/shared/share-text.js')]);
          // The share text of the most recent day played: its first finished try.
          const latest = stats.dailyHistory[0]?.date;
          const first = latest ? firstDailySaveOf(module, saves, latest) : null;
          const lines = first && (await shareLinesOf(game, first.save.log, lang, Boolean(flags.ascii)));
          // With a server remembered and consent given: the field of that day and the last 30 days against it.
          const { dailyFieldShown } = await import('../daily/daily-field.js');
          const unsent = first && latest === today ? { log: first.save.log, path: first.save.path } : null;
          const field = flags.json ? null : await dailyFieldShown(module, latest ?? today, { lang, ascii: Boolean(flags.ascii), history: true, unsent });
          const share = latest && lines ? { date: latest, text: shareText(lines, lang, Boolean(flags.ascii), field?.beat ?? null) } : null;
          if (flags.json) {
            process.stdout.write(JSON.stringify({ game, today, daily: stats.daily, dailyHistory: stats.dailyHistory, share }) + '\n');
            return 0;
          }
          process.stdout.write(dailyStatsText(stats, words, lang, share) + (field ? `\n\n${field.text}` : '') + '\n');
          return 0;
        }
        if (flags.json) {
          process.stdout.write(JSON.stringify({ ...stats, today, damagedFiles: damaged, folder: savesFolder(game) }) + '\n');
          return 0;
        }
        process.stdout.write(words.text(stats, lang, Boolean(flags.ascii), damaged) + '\n');
        return 0;
      }),
    );
}
