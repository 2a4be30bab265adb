// The attempt number of another game of a day's daily deal (a retry from the end screen), from the saves.
import { nextDailyAttempt } from '../../store/daily-saves.js';
import { listSavedLogs } from '../../store/saved-logs.js';

export const nextAttemptIn =
  (game: string, env: NodeJS.ProcessEnv = process.env) =>
  (date: string): number =>
    nextDailyAttempt(listSavedLogs(game, env), date);
