// `share [--date D]`: the share text of a day's daily deal (today by
// default), to paste into a chat: its first finished try, the one the daily streak counts (later
// tries knew the deal). No card, no seed.
import { type Command, InvalidArgumentError } from 'commander';
import { loadModule, type GameCard } from '../../modules/card.js';
import { listSavedLogs } from '../../store/saved-logs.js';
import { dayNumber } from '../../store/stats/common.js';
import { command } from '../../ui/shared/commands.js';
import { shareText } from '../../ui/shared/share-text.js';
import { runCommand } from '../program/errors.js';
import { langOption, chosenLang } from '../program/option-parsers.js';
import type { Lang } from '../../text/lang.js';
import { firstDailySaveOf, shareLinesOf } from './share-facts.js';
import { todayUtc } from './today.js';
import { argumentReason } from '../words/argument-texts.js';
import { usageTexts } from '../words/usage-texts.js';

interface ShareFlags {
  date?: string;
  lang?: Lang;
  ascii?: boolean;
}

function parseDate(text: string): string {
  if (dayNumber(text) === null) throw new InvalidArgumentError(argumentReason((t) => t.date('--date')));
  return text;
}

export function addShareCommand(program: Command, card: GameCard): Command {
  const game = card.id;
  return program
    .command('share')
    .description("the daily deal's result to paste into a chat (no cards, no seed)")
    .option('--date <date>', 'the day (default: today, UTC)', parseDate)
    .addOption(langOption())
    .option('--ascii', '# and - instead of ■ and □')
    .action((flags: ShareFlags) =>
      runCommand(game, async () => {
        const module = await loadModule(card);
        const date = flags.date ?? todayUtc();
        const first = firstDailySaveOf(module, listSavedLogs(game), date);
        const lang = chosenLang(flags.lang);
        const ascii = Boolean(flags.ascii);
        const lines = first && (await shareLinesOf(game, first.save.log, lang, ascii));
        if (!first || !lines) {
          // Only today's deal can be played (--daily); a past day's is gone.
          const play = command(game, module.playCommand, '--daily');
          const t = usageTexts();
          process.stderr.write(`${game}: ${date === todayUtc() ? t.share.noDaily(date, play) : t.share.noPastDaily(date, play)}\n`);
          return 1;
        }
        // With a server remembered and consent given: "beat 73% of players", and the day's field below.
        const { dailyFieldShown } = await import('./daily-field.js');
        const unsent = date === todayUtc() ? { log: first.save.log, path: first.save.path } : null;
        const field = await dailyFieldShown(module, date, { lang, ascii: Boolean(flags.ascii), history: false, unsent });
        process.stdout.write(shareText(lines, lang, ascii, field?.beat ?? null) + '\n');
        if (field) process.stderr.write(`\n${field.text}\n`);
        return 0;
      }),
    );
}
