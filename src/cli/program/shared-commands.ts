// Pieces both programs share: display options, the `replay` and the `rules` commands.
import { type Command, Option } from 'commander';
import { loadModule, type GameCard } from '../../modules/card.js';
import { uiGame } from '../../ui/games.js';
import { UsageError, runCommand } from './errors.js';
import { langOption, chosenLang, noMouseOption, themeOption } from './option-parsers.js';
import type { ThemeName } from '../../ui/shared/palettes.js';
import type { Lang } from '../../text/lang.js';
import { command as printedCommand } from '../../ui/shared/commands.js';
import { CAST_STEP_MS, DEFAULT_CAST_SIZE, parseCastSize, parseCastSpeed, parseCastTimestamp, writeCast } from '../saves/cast-options.js';
import { usageTexts } from '../words/usage-texts.js';

export interface DisplayFlags {
  lang?: Lang;
  ascii?: boolean;
  fourColor?: boolean;
  color?: boolean;
  theme?: ThemeName;
  /** false: --no-mouse (or the settings file). */
  mouse?: boolean;
}

export interface DisplayChoice {
  lang: Lang;
  ascii: boolean;
  fourColor: boolean;
  color: boolean;
  /** --theme; left out: the terminal's background decides. */
  theme?: ThemeName;
  /** Clicks and the wheel on the screen (--no-mouse: off). */
  mouse: boolean;
}

/** --lang, --ascii, --no-color, --theme, --no-mouse, and --four-color where the game's suit colours matter (its screens say so). */
export function addDisplayOptions(command: Command, fourColor: boolean): Command {
  command.addOption(langOption('language of every text')).option('--ascii', 'S H D C instead of suit symbols, no box drawing');
  if (fourColor) command.option('--four-color', 'four suit colours, colour-blind safe');
  return command.option('--no-color', 'no colours (NO_COLOR is honoured too)').addOption(themeOption()).addOption(noMouseOption());
}

export function displayChoice(flags: DisplayFlags): DisplayChoice {
  return {
    lang: chosenLang(flags.lang),
    ascii: Boolean(flags.ascii),
    fourColor: Boolean(flags.fourColor),
    color: flags.color !== false && !process.env.NO_COLOR,
    ...(flags.theme && { theme: flags.theme }),
    mouse: flags.mouse !== false,
  };
}

/** `replay FILE`: the interactive stepper (the game's screens, from the screens' registry), `--cast` to record it, or `--verify` for scripts. */
export function addReplayCommand(program: Command, card: GameCard): void {
  const id = card.id;
  const command = program
    .command('replay <file>')
    .description('step through a logged game, record it with --cast, or check it with --verify')
    .option('--verify', 're-play the log: exit 0 if every move is legal and the result matches')
    .option('--cast <out>', "write an asciicast (v2) of the game on the stepper's screens to OUT (asciinema plays it)")
    .option('--size <WxH>', "the recording's terminal size (default: 80x24)", parseCastSize)
    .option('--speed <s>', `the recording's pace: 1 is a move every ${CAST_STEP_MS} ms, 2 twice as fast (default: 1)`, parseCastSpeed)
    .addOption(new Option('--cast-timestamp <seconds>', "the header's time (tests)").argParser(parseCastTimestamp).hideHelp());
  addDisplayOptions(command, uiGame(id)?.fourColor ?? false).action((file: string, flags: DisplayFlags & CastFlags & { verify?: boolean }) =>
    runCommand(id, async () => {
      const casting = flags.cast !== undefined;
      if (!casting && (flags.size || flags.speed !== undefined)) throw new UsageError(usageTexts().replay.sizeWithoutCast);
      if (casting && flags.verify) throw new UsageError(usageTexts().replay.castAndVerify);
      const { game } = await loadModule(card);
      if (flags.verify) return (await import('../saves/verify-command.js')).verifyLogFile(game, file);
      const { checkFinished, readLogFile } = await import('../saves/log-file.js');
      const log = readLogFile(file, id);
      await checkFinished(game, log, file, printedCommand(id, card.playCommand));
      const screens = uiGame(id);
      if (!screens) throw new UsageError(usageTexts().replay.noScreens(id, `${id} replay --verify FILE`));
      if (casting) {
        const size = flags.size ?? DEFAULT_CAST_SIZE;
        const options = { ...size, stepMs: CAST_STEP_MS, speed: flags.speed ?? 1, timestamp: flags.castTimestamp ?? Math.floor(Date.now() / 1000) };
        writeCast(flags.cast!, await screens.cast(log, displayChoice(flags), options));
        return 0;
      }
      if (!process.stdin.isTTY) throw new UsageError(usageTexts().replay.needsTerminal(`${id} replay --verify FILE`));
      return screens.replay(log, displayChoice(flags));
    }),
  );
}

interface CastFlags {
  cast?: string;
  size?: { columns: number; rows: number };
  speed?: number;
  castTimestamp?: number;
}

/** `rules`: the rules in the project's own words (the game's screens have them), in the chosen language. */
export function addRulesCommand(program: Command, game: GameCard): void {
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
