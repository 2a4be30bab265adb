// Where an SSH player's games live: a player who proved a key has a folder of their own on the
// server (named by the key's hash), laid out like a terminal's data folder, so saves, statistics
// and the daily streak work as they do at home. A guest has none: nothing of theirs is written.
import { join } from 'node:path';
import type { GameId } from '../../core/game.js';
import { createSaveStore, type SaveStore } from '../../store/save-store.js';
import { listSavedLogs } from '../../store/saved-logs.js';
import type { StatsEntry } from '../../store/stats/common.js';
import { regicideStats } from '../../store/stats/regicide-stats.js';
import { thronfolgeStats } from '../../store/stats/thronfolge-stats.js';
import type { Lang } from '../option-parsers.js';
import { regicideStatsText, thronfolgeStatsText } from '../stats-text.js';
import { todayUtc } from '../today.js';

export const PLAYERS_FOLDER = 'ssh-players';

/** The environment the stores read (XDG_DATA_HOME) for a key's player; null for a guest. */
export const playerEnv = (dataDir: string, keyId: string | null): NodeJS.ProcessEnv | null =>
  keyId && /^[0-9a-f]{64}$/.test(keyId) ? { XDG_DATA_HOME: join(dataDir, PLAYERS_FOLDER, keyId) } : null;

export const playerStore = (game: GameId, env: NodeJS.ProcessEnv): SaveStore => createSaveStore(game, env);

/** Both games' statistics as `stats` prints them. */
export function playerStatsTexts(env: NodeJS.ProcessEnv, lang: Lang): { regicide: string; thronfolge: string } {
  const today = todayUtc();
  const entries = (game: GameId): { entries: StatsEntry[]; damaged: number } => {
    const saves = listSavedLogs(game, env);
    const entries = saves.flatMap((s) => (s.log ? [{ log: s.log, startedMs: s.startedMs }] : []));
    return { entries, damaged: saves.length - entries.length };
  };
  const r = entries('regicide');
  const t = entries('thronfolge');
  return {
    regicide: regicideStatsText(regicideStats(r.entries, today), lang, false, r.damaged),
    thronfolge: thronfolgeStatsText(thronfolgeStats(t.entries, today), lang, t.damaged),
  };
}
