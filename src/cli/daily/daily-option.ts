// `--daily`: today's deal (UTC date, or REGICIDE_TODAY), the same for everyone. The option sets
// the seed before the play command runs and records the date, which goes into the log as
// `"daily": "YYYY-MM-DD"` for the daily streak, with the attempt number. An unfinished game of
// today's deal is continued instead of starting again. Options that would change the deal are
// refused. Each game says what its daily deal is (its module's `dailyDeal`, src/modules/<game>/daily.ts)
// and what its command refuses beside it (src/cli/<game>/daily.ts).
import type { Command } from 'commander';
import type { AnyModule } from '../../modules/module.js';
import { loadModule, type GameCard } from '../../modules/card.js';
import { exitWithUsageError } from '../program/errors.js';
import { todayUtc } from './today.js';
import { usageTexts } from '../words/usage-texts.js';
import { runLang } from '../words/run-lang.js';
import type { Lang } from '../../text/lang.js';

function refuseWithDaily(game: string, what: Readonly<Record<Lang, string>>, given: readonly string[]): void {
  const lang = runLang();
  if (given.length) exitWithUsageError(game, usageTexts(lang).dailyFixed(what[lang], given));
}

/**
 * Today's unfinished game of this deal (continued: `dailyContinue` is its path), or else the
 * attempt number of a new one (`attempt`). Loaded only for --daily.
 */
async function continueOrCount(cmd: Command, module: AnyModule, date: string, seed: string): Promise<void> {
  const { dailyStart } = await import('./daily-continue.js');
  const start = dailyStart(module, date, seed);
  if ('attempt' in start) cmd.setOptionValue('attempt', start.attempt);
  else cmd.setOptionValue('dailyContinue', start.continue);
}

function dailyDate(game: string): string {
  try {
    return todayUtc();
  } catch (e) {
    exitWithUsageError(game, (e as Error).message);
  }
}

/** A game's daily deal: what --daily plays, what it refuses, and the day's seed. */
export interface DailyRule {
  /** --daily's help. */
  description: string;
  /** What --daily plays, for the refusal, in each language: "today's solo deal". */
  plays: Readonly<Record<Lang, string>>;
  /** The options given that would change the deal, as the user typed them (see fixedOptionsGiven). */
  refused(cmd: Command): string[];
  /** The day's seed (the module's daily deal's); a one-line Error when there is none. */
  seed(date: string): Promise<string>;
}

/** `--daily` on a game's play command: the day's seed and date are set before the action runs. */
export function addDaily(command: Command, card: GameCard, rule: DailyRule): Command {
  const game = card.id;
  return command.option('--daily', rule.description).hook('preAction', async (cmd) => {
    if (!cmd.getOptionValue('daily')) return;
    refuseWithDaily(game, rule.plays, rule.refused(cmd));
    const date = dailyDate(game);
    let seed: string;
    try {
      seed = await rule.seed(date);
    } catch (e) {
      exitWithUsageError(game, (e as Error).message);
    }
    cmd.setOptionValue('seed', seed);
    cmd.setOptionValue('daily', date);
    await continueOrCount(cmd, await loadModule(card), date, seed);
  });
}

/** The flags --resume and --daily leave for a game's opener (--daily fills the last three). */
export interface DailyFlags {
  resume?: string | true;
  daily?: string;
  dailyContinue?: string;
  attempt?: number;
}

/** --daily continues today's unfinished game of the deal (its save keeps the date and attempt), else starts attempt N. */
export function dailyChoice(flags: DailyFlags): { resume?: string | true; daily?: string; attempt?: number } {
  return {
    resume: flags.resume ?? flags.dailyContinue,
    daily: flags.dailyContinue ? undefined : flags.daily,
    attempt: flags.attempt,
  };
}
