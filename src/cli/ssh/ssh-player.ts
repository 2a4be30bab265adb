// Where an SSH player's games live: a player who proved a key has a folder of their own on the
// server (named by the key's hash), laid out like a terminal's data folder, so saves, statistics
// and the daily streak work as they do at home. A guest has none: nothing of theirs is written.
import { join } from 'node:path';
import type { AnyModule } from '../../modules/module.js';
import { regicideModule } from '../../modules/regicide/index.js';
import type { GameId } from '../../modules/registry.js';
import { thronfolgeModule } from '../../modules/thronfolge/index.js';
import { createSaveStore, type SaveStore } from '../../store/save-store.js';
import { listSavedLogs } from '../../store/saved-logs.js';
import type { Lang } from '../option-parsers.js';
import { regicideStatsWords } from '../regicide/stats-text.js';
import type { GameStatsText } from '../stats-text.js';
import { thronfolgeStatsWords } from '../thronfolge/stats-text.js';
import { todayUtc } from '../today.js';

export const PLAYERS_FOLDER = 'ssh-players';

/** The environment the stores read (XDG_DATA_HOME) for a key's player; null for a guest. */
export const playerEnv = (dataDir: string, keyId: string | null): NodeJS.ProcessEnv | null =>
  keyId && /^[0-9a-f]{64}$/.test(keyId) ? { XDG_DATA_HOME: join(dataDir, PLAYERS_FOLDER, keyId) } : null;

export const playerStore = (game: GameId | string, env: NodeJS.ProcessEnv): SaveStore => createSaveStore(game, env);

/** One game's statistics as `stats` prints them. */
function statsText(module: AnyModule, words: GameStatsText, env: NodeJS.ProcessEnv, lang: Lang): string {
  const saves = listSavedLogs(module.game.id, env);
  const entries = saves.flatMap((s) => (s.log ? [{ log: s.log, startedMs: s.startedMs }] : []));
  return words.text(module.stats(entries, todayUtc()), lang, false, saves.length - entries.length);
}

/** Both games' statistics as `stats` prints them. */
export function playerStatsTexts(env: NodeJS.ProcessEnv, lang: Lang): { regicide: string; thronfolge: string } {
  return {
    regicide: statsText(regicideModule as unknown as AnyModule, regicideStatsWords, env, lang),
    thronfolge: statsText(thronfolgeModule as unknown as AnyModule, thronfolgeStatsWords, env, lang),
  };
}
