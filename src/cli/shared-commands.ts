// Pieces both programs share: display options, the `replay` and the `rules` commands.
import { type Command, Option } from 'commander';
import type { AnyGame } from '../core/game.js';
import { uiGame } from '../ui/games.js';
import { UsageError, runCommand } from './errors.js';
import { checkFinished, readLogFile } from './log-file.js';
import { langOption, chosenLang, themeOption } from './option-parsers.js';
import type { ThemeName } from '../ui/shared/palettes.js';
import type { Lang } from '../text/lang.js';
import { verifyLogFile } from './verify-command.js';
import { command as printedCommand } from '../ui/shared/commands.js';

export interface DisplayFlags {
  lang?: Lang;
  ascii?: boolean;
  fourColor?: boolean;
  color?: boolean;
  theme?: ThemeName;
}

export interface DisplayChoice {
  lang: Lang;
  ascii: boolean;
  fourColor: boolean;
  color: boolean;
  /** --theme; left out: the terminal's background decides. */
  theme?: ThemeName;
}

/** --lang, --ascii, --no-color, --theme, and --four-color where the game's suit colours matter (its screens say so). */
export function addDisplayOptions(command: Command, fourColor: boolean): Command {
  command
    .addOption(langOption('language of every text'))
    .option('--ascii', 'S H D C instead of suit symbols, no box drawing');
  if (fourColor) command.option('--four-color', 'four suit colours, colour-blind safe');
  return command.option('--no-color', 'no colours (NO_COLOR is honoured too)').addOption(themeOption());
}

export function displayChoice(flags: DisplayFlags): DisplayChoice {
  return {
    lang: chosenLang(flags.lang),
    ascii: Boolean(flags.ascii),
    fourColor: Boolean(flags.fourColor),
    color: flags.color !== false && !process.env.NO_COLOR,
    ...(flags.theme && { theme: flags.theme }),
  };
}

/** `replay FILE`: the interactive stepper (the game's screens, from the screens' registry), or `--verify` for scripts. */
export function addReplayCommand(program: Command, game: AnyGame, playCommand: string): void {
  const command = program
    .command('replay <file>')
    .description('step through a logged game, or check it with --verify')
    .option('--verify', 're-play the log: exit 0 if every move is legal and the result matches');
  addDisplayOptions(command, uiGame(game.id)?.fourColor ?? false).action((file: string, flags: DisplayFlags & { verify?: boolean }) =>
    runCommand(game.id, async () => {
      if (flags.verify) return verifyLogFile(game, file);
      const log = readLogFile(file, game.id);
      checkFinished(game, log, file, printedCommand(game.id, playCommand));
      if (!process.stdin.isTTY) throw new UsageError(`the replay stepper needs a terminal; use "${game.id} replay --verify FILE" in scripts`);
      const screens = uiGame(game.id);
      if (!screens) throw new UsageError(`${game.id} has no screens; use "${game.id} replay --verify FILE"`);
      return screens.replay(log, displayChoice(flags));
    }),
  );
}

/** `rules`: the rules in the project's own words (the game's screens have them), in the chosen language. */
export function addRulesCommand(program: Command, game: AnyGame): void {
  const screens = uiGame(game.id);
  if (!screens) return;
  program
    .command('rules')
    .description('the rules, in your language')
    .addOption(langOption())
    .option('--ascii', 'S H D C instead of suit symbols')
    .action((flags: DisplayFlags) =>
      runCommand(game.id, async () => {
        const text = await screens.rules();
        process.stdout.write(text(chosenLang(flags.lang), Boolean(flags.ascii)) + '\n');
        return 0;
      }),
    );
}
