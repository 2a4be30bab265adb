// The games the SSH menu offers: every registered game with screens, each as its module and its
// entry in the screens' registry describe it (title, tables, solo game, rules, statistics), so
// the menu and the session name no game. A game without screens plays over the protocol only.
import type { AnyModule } from '../../modules/module.js';
import { gameModules } from '../../modules/registry.js';
import { type MenuTables, type SoloScreens, uiGame } from '../../ui/games.js';
import type { GameStatsText } from '../../ui/shared/stats-text.js';
import type { MenuGame } from '../../ui/ssh/entry.js';
import type { Lang } from '../../text/lang.js';
import { playerStatsText, playerStore } from './ssh-player.js';

export interface ServedGame {
  module: AnyModule;
  title: string;
  tables: MenuTables;
  /** Its game of one on the session's screen; null: it has none. */
  solo: SoloScreens | null;
  rules: (lang: Lang, ascii: boolean) => string;
  stats: GameStatsText;
}

let served: Promise<ServedGame[]> | null = null;

/** The served games, their screens' parts loaded once for every session. */
export function servedGames(): Promise<ServedGame[]> {
  served ??= Promise.all(
    gameModules().flatMap((module) => {
      const ui = uiGame(module.id);
      if (!ui) return [];
      return [
        Promise.all([ui.rules(), ui.stats(), ui.solo?.() ?? null]).then(([rules, stats, solo]) => ({ module, title: ui.title, tables: ui.tables, solo, rules, stats })),
      ];
    }),
  );
  return served;
}

/** The games as the menu shows them to this player (`env`: a key's player; null: a guest). */
export function menuGames(games: readonly ServedGame[], env: NodeJS.ProcessEnv | null): MenuGame[] {
  return games.map((g) => ({
    id: g.module.id,
    title: g.title,
    tables: g.tables,
    solo: g.solo !== null,
    unfinishedSolo: Boolean(env && g.solo && playerStore(g.module.id, env).latestUnfinished() !== null),
    rules: g.rules,
    stats: env ? (lang: Lang) => playerStatsText(g.module, g.stats, env, lang) : null,
  }));
}
