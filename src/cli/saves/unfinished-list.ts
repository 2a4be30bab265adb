// The numbered list of unfinished games that `saves`, `saves --delete N` and the --resume picker
// share: games that replay in the order they were started (a number stays put from one run to the
// next), then those that do not replay, which no list starts on.
import type { GameLog } from '../../core/log.js';
import { type SavedLog, unfinishedSaves } from '../../store/saved-logs.js';
import type { AnyModule } from '../../modules/module.js';
import { type SaveSummary, summarizeSave } from './save-summary.js';

export interface ListedSave {
  path: string;
  save: SavedLog & { log: GameLog };
  summary: SaveSummary;
}

export function unfinishedList(module: AnyModule, saves: readonly SavedLog[], ascii = false): ListedSave[] {
  const listed = unfinishedSaves(saves).map((s) => ({ path: s.path, save: s as SavedLog & { log: GameLog }, summary: summarizeSave(module, s as SavedLog & { log: GameLog }, ascii) }));
  return [...listed.filter((l) => !l.summary.problem), ...listed.filter((l) => l.summary.problem)];
}

/** Where a list's cursor starts: the game played most recently among those that replay (null: none does). */
export function preselected(list: readonly ListedSave[]): number | null {
  let best: number | null = null;
  list.forEach((l, i) => {
    if (l.summary.problem) return;
    if (best === null || l.save.modifiedMs > list[best].save.modifiedMs) best = i;
  });
  return best;
}
