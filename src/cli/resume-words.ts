// Why --resume could not open a save, in words: the frame from the screens' dictionary of the
// player's language, the move that does not replay in the protocol's English (the words
// `replay --verify` prints for the same file).
import { replayErrorEnglish } from '../protocol/english.js';
import { ResumeFailure, type ResumeProblem } from '../table/saves.js';
import type { ResumeTexts } from '../ui/games.js';

export type { ResumeTexts };

export function resumeProblemText(game: string, problem: ResumeProblem, t: ResumeTexts): string {
  switch (problem.code) {
    case 'noUnfinished':
      return t.noUnfinished(problem.folder);
    case 'unreadable':
      return t.cannotResume(problem.reason);
    case 'badOptions':
      return t.cannotResume(`${problem.path}: ${problem.reason}`);
    case 'noReplay':
      return t.cannotResume(`${problem.path}: ${replayErrorEnglish(game, problem.error)}`);
    case 'over':
      return t.cannotResume(t.alreadyOver(problem.path));
  }
}

/** A failure to open a game in words: a ResumeFailure worded, any other error as it is (with its exit code). */
export function openFailure(game: string, e: unknown, t: ResumeTexts): Error {
  if (!(e instanceof ResumeFailure)) return e as Error;
  return Object.assign(new Error(resumeProblemText(game, e.problem, t)), { exitCode: e.exitCode });
}
