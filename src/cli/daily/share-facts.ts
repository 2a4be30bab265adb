// The game a day's share text is about: the first finished try of that day's daily deal (the one
// the daily streak counts; later tries knew the deal). Its marks come from the game's module, its
// words from the game's screens (their `share` in the screens' registry).
import type { GameLog } from '../../core/log.js';
import type { AnyModule } from '../../modules/module.js';
import type { SavedLog } from '../../store/saved-logs.js';
import type { ShareMarks } from '../../store/log-marks.js';
import type { Lang } from '../../text/lang.js';

/** The first finished try of that day's daily deal, with its marks; null when none was finished. */
export function firstDailySaveOf(module: AnyModule, saves: readonly SavedLog[], date: string): { save: SavedLog & { log: GameLog }; marks: ShareMarks } | null {
  const tries = saves
    .flatMap((s) => {
      const marks = s.log ? module.shareFacts(s.log) : null;
      return s.log && marks?.date === date ? [{ save: { ...s, log: s.log }, marks }] : [];
    })
    .sort((a, b) => a.marks.attempt - b.marks.attempt || a.save.startedMs - b.save.startedMs);
  return tries[0] ?? null;
}

/** The lines of a finished daily game's share text in its game's words; null when its game has no share text or the log is none of its. */
export async function shareLinesOf(game: string, log: GameLog, lang: Lang, ascii: boolean): Promise<string[] | null> {
  // The screens' registry loads here, when a share text is asked for, not with the command's definition.
  const { uiGame } = await import('../../ui/games.js');
  const words = await uiGame(game)?.share?.();
  return words?.(log, lang, ascii) ?? null;
}
