// What `--resume` (without a file) continues: the only unfinished game, or the one the player
// picks from a list when there are several. And `--resume` with options the save already fixes
// is refused, naming them, instead of silently ignoring them.
import type { Command } from 'commander';
import { printable } from '../../core/printable.js';
import { listSavedLogs } from '../../store/saved-logs.js';
import { command as printedCommand } from '../../ui/shared/commands.js';
import { exitWithUsageError } from '../program/errors.js';
import { chosenLang } from '../program/option-parsers.js';
import { loadModule, type GameCard } from '../../modules/card.js';
import { type SaveWords, summaryLine } from './save-summary.js';
import type { Lang } from '../../text/lang.js';
import { type ListedSave, preselected, unfinishedList } from './unfinished-list.js';
import { usageTexts } from '../words/usage-texts.js';

/** The fixed options given on the command line, as the user typed them (`--players`). */
export function fixedOptionsGiven(command: Command, fixed: readonly string[]): string[] {
  return fixed.filter((flag) => command.getOptionValueSource(attributeOf(flag)) === 'cli');
}

const attributeOf = (flag: string): string => flag.replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** `--a, --b and --c` */
export const joinFlags = (flags: readonly string[]): string => usageTexts().joinFlags(flags);

export function refusalOfFixed(given: readonly string[]): string | null {
  if (!given.length) return null;
  return usageTexts().resumeFixed(given);
}

/**
 * The file --resume should open: `true` stays `true` when nothing is unfinished (the game then
 * says so in its own words), the path of the only unfinished save, or the one `pick` chooses
 * (null: the player left the list).
 */
export async function chooseResume<S extends { path: string }>(unfinished: readonly S[], pick: (saves: readonly S[]) => Promise<number | null>): Promise<string | true | null> {
  if (unfinished.length === 0) return true;
  if (unfinished.length === 1) return unfinished[0].path;
  const index = await pick(unfinished);
  return index === null ? null : unfinished[index].path;
}

/**
 * Adds to a play command the --resume checks and the choice among several unfinished games.
 * `fixed` are the options a save decides (refused together with --resume).
 */
export function addResumeChoice(command: Command, card: GameCard, words: SaveWords, fixed: readonly string[]): Command {
  const game = card.id;
  return command.hook('preAction', async (cmd) => {
    const resume = cmd.getOptionValue('resume') as string | true | undefined;
    if (!resume) return;
    const refusal = refusalOfFixed(fixedOptionsGiven(cmd, fixed));
    if (refusal) exitWithUsageError(game, refusal);
    // The list needs a terminal; without one the play command says what to do instead.
    if (resume !== true || cmd.getOptionValue('json') || !process.stdin.isTTY || !process.stdout.isTTY) return;
    const lang: Lang = chosenLang(cmd.getOptionValue('lang') as Lang | undefined);
    const ascii = Boolean(cmd.getOptionValue('ascii'));
    const chosen = await chooseResume(unfinishedList(await loadModule(card), listSavedLogs(game), ascii), async (list: readonly ListedSave[]) => {
      // A save that does not replay names the command that says why, with its own path.
      const rows = list.map((l) => ({ text: summaryLine(l.summary, lang, words), replays: !l.summary.problem, verify: printedCommand(game, 'replay', '--verify', printable(l.path)) }));
      const { pickSave } = await import('../../ui/shared/pick-save.js');
      return pickSave(rows, preselected(list) ?? 0, lang, ascii);
    });
    if (chosen === null) process.exit(0);
    cmd.setOptionValue('resume', chosen);
  });
}
