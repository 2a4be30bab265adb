// What --daily opens: today's unfinished game of the deal, or a new attempt with its number.
import type { GameLog } from '../../core/log.js';
import { replayLog } from '../../core/log.js';
import type { AnyModule } from '../../modules/module.js';
import { nextDailyAttempt, unfinishedDaily } from '../../store/daily-saves.js';
import { listSavedLogs } from '../../store/saved-logs.js';

/** `env`: whose saves (an SSH player's folder; by default this user's). */
export function dailyStart(module: AnyModule, date: string, seed: string, env: NodeJS.ProcessEnv = process.env): { continue: string } | { attempt: number } {
  const engine = module.game;
  const saves = listSavedLogs(module.id, env);
  // Only a save of today's very deal whose moves replay can be continued.
  const continuable = (log: GameLog): boolean => log.seed === seed && !replayLog(engine, log).error;
  const open = unfinishedDaily(saves, date, continuable);
  return open ? { continue: open.path } : { attempt: nextDailyAttempt(saves, date) };
}
