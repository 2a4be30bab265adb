// What --daily opens: today's unfinished game of the deal, or a new attempt with its number.
import type { GameLog } from '../core/log.js';
import { replayLog } from '../core/log.js';
import { regicide } from '../games/regicide/index.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { nextDailyAttempt, unfinishedDaily } from '../store/daily-saves.js';
import { listSavedLogs } from '../store/saved-logs.js';

export function dailyStart(game: 'regicide' | 'thronfolge', date: string, seed: string): { continue: string } | { attempt: number } {
  const engine = game === 'regicide' ? regicide : thronfolge;
  const saves = listSavedLogs(game);
  // Only a save of today's very deal whose moves replay can be continued.
  const continuable = (log: GameLog): boolean => log.seed === seed && !replayLog(engine, log).error;
  const open = unfinishedDaily(saves, date, continuable);
  return open ? { continue: open.path } : { attempt: nextDailyAttempt(saves, date) };
}
