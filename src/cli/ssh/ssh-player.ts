// Where an SSH player's games live: a player who proved a key has a folder of their own on the
// server (named by the key's hash), laid out like a terminal's data folder, so saves, statistics
// and the daily streak work as they do at home. A guest has none: nothing of theirs is written.
import { join } from 'node:path';
import type { AnyModule } from '../../modules/module.js';
import { createSaveStore, type SaveStore } from '../../store/save-store.js';
import { listSavedLogs } from '../../store/saved-logs.js';
import { statsEntriesOf } from '../../store/stats/common.js';
import type { GameStatsText } from '../../ui/shared/stats-text.js';
import type { Lang } from '../../text/lang.js';
import { todayUtc } from '../daily/today.js';
import { readSettings, settingsPath, writeSetting } from '../settings/file.js';
import { THEME_NAMES, type ThemeName } from '../../ui/shared/palettes.js';

export const PLAYERS_FOLDER = 'ssh-players';

/** The environment the stores read (XDG_DATA_HOME) for a key's player; null for a guest. */
export const playerEnv = (dataDir: string, keyId: string | null): NodeJS.ProcessEnv | null => (keyId && /^[0-9a-f]{64}$/.test(keyId) ? { XDG_DATA_HOME: join(dataDir, PLAYERS_FOLDER, keyId) } : null);

export const playerStore = (game: string, env: NodeJS.ProcessEnv): SaveStore => createSaveStore(game, env);

/** A key's player's settings file, laid out as a terminal's (its folder's config/): the theme chosen over SSH. */
const playerSettingsPath = (env: NodeJS.ProcessEnv): string => settingsPath({ XDG_CONFIG_HOME: join(env.XDG_DATA_HOME ?? '', 'config') });

/** The theme this key's player chose last (a broken or missing file: none). */
export function playerTheme(env: NodeJS.ProcessEnv): ThemeName | undefined {
  const value = readSettings(playerSettingsPath(env)).values.theme;
  return THEME_NAMES.find((name) => name === value);
}

/** Keeps the theme for this key's next sessions, as `config set theme` does at a terminal. */
export function keepPlayerTheme(env: NodeJS.ProcessEnv, theme: ThemeName): void {
  writeSetting(playerSettingsPath(env), 'theme', theme);
}

/** One game's statistics from this player's saves, as its `stats` prints them. */
export function playerStatsText(module: AnyModule, words: GameStatsText, env: NodeJS.ProcessEnv, lang: Lang): string {
  const { entries, damaged } = statsEntriesOf(listSavedLogs(module.id, env));
  return words.text(module.stats(entries, todayUtc()), lang, false, damaged);
}
