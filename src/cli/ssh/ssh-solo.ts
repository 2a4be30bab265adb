// A game of one over SSH, in the session's process: the menu's solo and daily items, and the real
// game the lessons lead into.
import type { GameLog } from '../../core/log.js';
import { printable } from '../../core/printable.js';
import { serverSeed } from '../../net/server/server-seed.js';
import { clientAt, openAt } from '../../modules/play.js';
import { openFailure } from '../saves/resume-words.js';
import { attemptOf } from '../../store/log-marks.js';
import { nextAttemptIn } from '../daily/next-attempt.js';
import { dailyOpening, type ServedGame } from './served-games.js';
import type { LessonsLeft } from './ssh-lessons.js';
import { playerStore } from './ssh-player.js';
import { sendSessionDaily } from './ssh-daily.js';
import type { At } from './session-at.js';
import { playAtServer } from './ssh-server-tables.js';
import { onSessionLines } from './session-lines.js';

/** Out of the lessons: the menu's line, or the real game they lead into (a game of one where there is one, else a table with bots). */
export async function afterLessons(at: At, game: ServedGame, left: LessonsLeft): Promise<string | null> {
  if (!left.play) return left.notice;
  if (at.place.gone()) return null;
  return game.solo ? playSolo(at, game.module.id, false) : playAtServer(at, { kind: 'bots', game: game.module.id, players: game.tables.seats[0] });
}

/**
 * A game of one in this process (no bots, and its hints on the hint workers, so nothing runs on
 * the loop but the moves and the screen). From its
 * end screen: the same options again with a new deal, the same deal again (a retry), or a new
 * game with the defaults.
 */
export async function playSolo(at: At, gameId: string, resume: boolean | 'daily'): Promise<string | null> {
  const game = at.games.find((g) => g.module.id === gameId);
  if (!game?.solo) return null;
  const { module, solo } = game;
  const nextAttempt = (log: GameLog, date: string): number => (at.env ? nextAttemptIn(module.id, at.env)(date) : attemptOf(log) + 1);
  const ui = at.ui();
  // A guest's store is never written to: its client keeps the log in memory only.
  const store = playerStore(module.id, at.env ?? { XDG_DATA_HOME: '/nonexistent/ssh-guest' });
  const fresh = (seed: string) => ({ options: module.hostOptions({ players: 1 }), seed, extras: {} });
  type Start = ReturnType<typeof fresh> & { resume?: string | true; retry?: true; daily?: string; attempt?: number };
  let start: Start = { ...fresh(at.ctx.seed ?? serverSeed()), ...(resume === true ? { resume: true as const } : {}) };
  if (resume === 'daily' && game.daily) {
    // Today's unfinished game of the deal goes on; else a new attempt at it (its date and number in the log, for the streak).
    let day;
    try {
      day = await dailyOpening(game, at.env);
    } catch (e) {
      return printable((e as Error).message);
    }
    start = { options: game.daily.soloOptions, seed: day.seed, extras: {}, ...('continue' in day.start ? { resume: day.start.continue } : { daily: day.date, attempt: day.start.attempt }) };
  }
  for (;;) {
    let opened;
    try {
      opened = openAt(module, start, store);
    } catch (e) {
      return printable((await openFailure(module.id, e, solo.resumeTexts(ui.lang, false), ui.lang)).message);
    }
    const { client } = clientAt(module, opened, { botDelayMs: at.ctx.botDelayMs ?? 0, hintDesk: at.hints, ...(at.env ? {} : { persist: () => {} }) });
    // A screen-reader session plays it as lines (see session-lines.ts).
    const reason = at.screenReader ? await onSessionLines(at.place, (io) => solo.lines(client, ui, io)) : await solo.run(client, at.env ? opened.savePath : '', ui, at.place);
    const { log } = opened.table;
    // A finished daily game goes to the day's field at once (a retry's too: the server keeps it apart).
    if (at.daily && log.result !== null) {
      const field = await sendSessionDaily(at.daily, module.id, log, at.env ? opened.savePath : '', ui.lang, at.place.stdout.columns);
      if (field !== null) at.field = field;
    }
    if (at.place.gone()) return null;
    if (reason === 'new') start = fresh(serverSeed());
    else if (reason === 'again') start = { options: log.options, seed: serverSeed(), extras: opened.extras };
    else if (reason === 'retry') start = { options: log.options, seed: log.seed, extras: opened.extras, retry: true, ...(log.daily ? { daily: log.daily, attempt: nextAttempt(log, log.daily) } : {}) };
    else return null;
  }
}
