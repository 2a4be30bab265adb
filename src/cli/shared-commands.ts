// Pieces both programs share: display options, the `replay` and the `rules` commands.
import { type Command, Option } from 'commander';
import type { AnyGame } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import { UsageError, runCommand } from './errors.js';
import { checkFinished, readLogFile } from './log-file.js';
import { langOption, chosenLang } from './option-parsers.js';
import type { Lang } from '../text/lang.js';
import { verifyLogFile } from './verify-command.js';

export interface DisplayFlags {
  lang?: Lang;
  ascii?: boolean;
  fourColor?: boolean;
  color?: boolean;
}

export interface DisplayChoice {
  lang: Lang;
  ascii: boolean;
  fourColor: boolean;
  color: boolean;
}

/** --lang, --ascii, --no-color, and --four-color where the game has suit colours that matter. */
export function addDisplayOptions(command: Command, fourColor: boolean): Command {
  command
    .addOption(langOption('language of every text'))
    .option('--ascii', 'S H D C instead of suit symbols, no box drawing');
  if (fourColor) command.option('--four-color', 'four suit colours');
  return command.option('--no-color', 'no colours (NO_COLOR is honoured too)');
}

export function displayChoice(flags: DisplayFlags): DisplayChoice {
  return {
    lang: chosenLang(flags.lang),
    ascii: Boolean(flags.ascii),
    fourColor: Boolean(flags.fourColor),
    color: flags.color !== false && !process.env.NO_COLOR,
  };
}

/** `replay FILE`: the interactive stepper, or `--verify` for scripts. */
export function addReplayCommand(
  program: Command,
  game: AnyGame,
  fourColor: boolean,
  playCommand: string,
  openStepper: (log: GameLog, ui: DisplayChoice) => Promise<number>,
): void {
  const command = program
    .command('replay <file>')
    .description('step through a logged game, or check it with --verify')
    .option('--verify', 're-play the log: exit 0 if every move is legal and the result matches');
  addDisplayOptions(command, fourColor).action((file: string, flags: DisplayFlags & { verify?: boolean }) =>
    runCommand(game.id, async () => {
      if (flags.verify) return verifyLogFile(game, file);
      const log = readLogFile(file, game.id);
      checkFinished(game, log, file, `npx ${game.id} ${playCommand}`);
      if (!process.stdin.isTTY) throw new UsageError(`the replay stepper needs a terminal; use "${game.id} replay --verify FILE" in scripts`);
      return openStepper(log, displayChoice(flags));
    }),
  );
}

/** `rules`: the rules in the project's own words, in the chosen language. */
export function addRulesCommand(program: Command, game: AnyGame, rulesText: () => Promise<(lang: Lang, ascii: boolean) => string>): void {
  program
    .command('rules')
    .description('the rules, in your language')
    .addOption(langOption())
    .option('--ascii', 'S H D C instead of suit symbols')
    .action((flags: DisplayFlags) =>
      runCommand(game.id, async () => {
        const text = await rulesText();
        process.stdout.write(text(chosenLang(flags.lang), Boolean(flags.ascii)) + '\n');
        return 0;
      }),
    );
}
