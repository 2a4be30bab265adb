// The game a day's share text is about: the first finished try of that day's daily deal (the one
// the daily streak counts; later tries knew the deal). Its facts come from the game's module.
import type { AnyModule } from '../modules/module.js';
import type { SavedLog } from '../store/saved-logs.js';
import type { ShareFacts } from '../ui/shared/share-text.js';

/** The facts of a finished daily game's share text (null for any other log), as the share text takes them. */
export const shareFactsOf = (module: AnyModule, log: SavedLog['log'] & object): ShareFacts | null => module.shareFacts(log) as ShareFacts | null;

/** The first finished try of that day's daily deal, or null when none was finished. */
export function firstDailyOf(module: AnyModule, saves: readonly SavedLog[], date: string): ShareFacts | null {
  return firstDailySaveOf(module, saves, date)?.facts ?? null;
}

/** The save of that first finished try, with its facts. */
export function firstDailySaveOf(module: AnyModule, saves: readonly SavedLog[], date: string): { save: SavedLog & { log: object }; facts: ShareFacts } | null {
  const tries = saves
    .flatMap((s) => (s.log ? [{ save: s as SavedLog & { log: object }, facts: shareFactsOf(module, s.log) }] : []))
    .filter((x): x is { save: SavedLog & { log: object }; facts: ShareFacts } => x.facts !== null && x.facts.date === date)
    .sort((a, b) => a.facts.attempt - b.facts.attempt || a.save.startedMs - b.save.startedMs);
  return tries[0] ?? null;
}
