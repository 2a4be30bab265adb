// Why --resume could not open a save, in words: the frame from the screens' dictionary of the
// player's language, a file that is no game log and options the game refuses in the words of the
// engine's problems, and the move that does not replay as `replay --verify` words it (English:
// the protocol's words for the move of a save that does not replay).
import type { Lang } from '../../text/lang.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import { replayErrorEnglish } from '../../protocol/english.js';
import { ResumeFailure, type ResumeProblem } from '../../table/saves.js';
import type { ResumeTexts } from '../../ui/games.js';
import { engineErrorWords, logErrorWords, problemWords } from '../../ui/shared/problem-texts.js';
import { lineTexts } from '../words/line-texts.js';
import { loadRunWords } from '../words/run-words.js';

export type { ResumeTexts };

export async function resumeProblemText(game: string, problem: ResumeProblem, t: ResumeTexts, lang: Lang): Promise<string> {
  switch (problem.code) {
    case 'noUnfinished':
      return t.noUnfinished(problem.folder);
    case 'unreadable':
      return t.cannotResume(logErrorWords(lang, problem.log, problem.path));
    case 'badOptions':
      return t.cannotResume(`${problem.path}: ${problemWords(lang, problem.options)}`);
    case 'noReplay': {
      const { error } = problem;
      if (lang === 'en' || !isGameId(game)) return t.cannotResume(`${problem.path}: ${replayErrorEnglish(game, error)}`);
      // A guest over SSH reads a language the run may not have loaded yet.
      await loadRunWords(lang);
      // Loaded only here: its words of the rules' refusals are the network's (ui/net), which a first frame never needs.
      const { replayProblemLine } = await import('./replay-words.js');
      const why = await replayProblemLine(gameModule(game).game, error.problem, lang);
      return t.cannotResume(lineTexts(lang).verify.notLegal(problem.path, error.moveNumber, error.move, why));
    }
    case 'over':
      return t.cannotResume(t.alreadyOver(problem.path));
  }
}

/**
 * A failure to open a game in words: a ResumeFailure worded, a coded problem of the engine (--bots
 * naming a seat the save does not have) in `lang` with the exit code of bad input, any other error
 * as it is (with its exit code).
 */
export async function openFailure(game: string, e: unknown, t: ResumeTexts, lang: Lang): Promise<Error> {
  const coded = engineErrorWords(lang, e);
  if (coded !== null) return Object.assign(new Error(coded), { exitCode: 2 });
  if (!(e instanceof ResumeFailure)) return e as Error;
  return Object.assign(new Error(await resumeProblemText(game, e.problem, t, lang)), { exitCode: e.exitCode });
}
