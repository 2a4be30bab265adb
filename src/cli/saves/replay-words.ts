// Why a logged move does not replay, in the run's language: the rules' refusal in the game's own
// words (the dictionaries the screens use), the game being over in the command line's. A move the
// notation cannot read keeps its reader's reason, which is a sentence of the engine's.
import type { AnyGame } from '../../core/game.js';
import type { ReplayProblem } from '../../core/log.js';
import { refusalMessage } from '../../net/wire/refusal-text.js';
import { replayProblemEnglish } from '../../protocol/english.js';
import type { Lang } from '../../text/lang.js';
import { codeWords, gameCodes } from '../../ui/net/code-words.js';
import { problemWords } from '../../ui/shared/problem-texts.js';
import { lineTexts } from '../words/line-texts.js';
import { runLang } from '../words/run-lang.js';

export async function replayProblemLine(game: AnyGame, problem: ReplayProblem, lang: Lang = runLang()): Promise<string> {
  if (lang === 'en') return replayProblemEnglish(game.id, problem);
  if (problem.code === 'alreadyOver') return lineTexts(lang).log.alreadyOver;
  if (problem.code === 'unreadable') return problemWords(lang, problem.notation);
  return codeWords(lang, await gameCodes(game.id), 0, refusalMessage(game, problem.refusal));
}
