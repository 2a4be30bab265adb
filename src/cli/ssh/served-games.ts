// The games the SSH menu offers: every registered game with screens, each as its module and its
// entry in the screens' registry describe it (title, tables, solo game, lessons, rules,
// statistics) with its module's daily deal when that is a game of one, so the menu and the session name
// no game. A game without screens plays over the protocol only.
import { workerBeside } from '../../net/server/worker-script.js';
import type { AnyModule } from '../../modules/module.js';
import { gameModules } from '../../modules/registry.js';
import { type LessonScreens, type MenuTables, type PuzzleScreens, type SoloScreens, uiGame } from '../../ui/games.js';
import type { GameStatsText } from '../../ui/shared/stats-text.js';
import type { MenuGame } from '../../ui/ssh/entry.js';
import type { Lang } from '../../text/lang.js';
import type { LessonProgress } from '../../store/lesson-progress.js';
import { dailyStart } from '../daily/daily-continue.js';
import { lessonToOpen } from '../learn/learn-command.js';
import { todayUtc } from '../daily/today.js';
import { playerStatsText, playerStore } from './ssh-player.js';

export interface ServedGame {
  module: AnyModule;
  title: string;
  tables: MenuTables;
  /** Its game of one on the session's screen; null: it has none. */
  solo: SoloScreens | null;
  rules: (lang: Lang, ascii: boolean) => string;
  stats: GameStatsText;
  /** Its lessons on the session's screen; null: it has none. */
  lessons: LessonScreens | null;
  /** Its puzzles on the session's screen (the server's puzzle of the day); null: it has none. */
  puzzle: PuzzleScreens | null;
  /** Its daily deal when that is a game of one (played as the solo game is): the deal's options; null: none here. */
  daily: { soloOptions: unknown } | null;
}

/** The game's seed of `date` from a worker thread (the first answer counts). */
export function seedOffTheLoop(game: string, date: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // daily-seed-worker.js beside this module, or its .ts from source.
    const worker = workerBeside(import.meta.url, 'daily-seed-worker', { game, date });
    worker.once('message', (m: { seed?: string; error?: string }) => (m.seed ? resolve(m.seed) : reject(new Error(m.error ?? 'no daily seed'))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the daily seed's worker ended (${code})`)));
  });
}

/** A day's seed of each game, worked out once off the loop (Regicide's needs the solver) and shared by every session. */
const dailySeeds = new Map<string, Promise<string>>();

export function dailySeedOf(game: ServedGame, date: string): Promise<string> {
  const key = `${game.module.id} ${date}`;
  let seed = dailySeeds.get(key);
  if (!seed) {
    // Yesterday's are never asked for again.
    for (const old of dailySeeds.keys()) if (old.startsWith(`${game.module.id} `)) dailySeeds.delete(old);
    seed = seedOffTheLoop(game.module.id, date);
    // A failure is not kept: the next menu asks again.
    seed.catch(() => dailySeeds.delete(key));
    dailySeeds.set(key, seed);
  }
  return seed;
}

/** Today's seeds worked out before the first session asks (the solver then runs before anyone waits on it). */
export async function warmDailySeeds(): Promise<void> {
  try {
    const date = todayUtc();
    await Promise.all((await servedGames()).flatMap((g) => (g.daily ? [dailySeedOf(g, date)] : [])));
  } catch {
    // The menu asks again and shows what went wrong.
  }
}

/** What a daily item of the menu opens: today's unfinished game of the deal, or a new attempt. */
export async function dailyOpening(game: ServedGame, env: NodeJS.ProcessEnv | null): Promise<{ date: string; seed: string; start: { continue: string } | { attempt: number } }> {
  const date = todayUtc();
  const seed = await dailySeedOf(game, date);
  return { date, seed, start: env ? dailyStart(game.module, date, seed, env) : { attempt: 1 } };
}

let served: Promise<ServedGame[]> | null = null;

/** The served games, their screens' parts loaded once for every session. */
export function servedGames(): Promise<ServedGame[]> {
  served ??= Promise.all(
    gameModules().flatMap((module) => {
      const ui = uiGame(module.id);
      if (!ui) return [];
      // The deal's options, as the game's own (the table that plays them checks them).
      const soloOptions: unknown = module.dailyDeal?.soloOptions;
      const daily = ui.solo && soloOptions ? { soloOptions } : null;
      return [
        Promise.all([ui.rules(), ui.stats(), ui.solo?.() ?? null, ui.learn?.() ?? null, (module.puzzles && ui.puzzle?.()) ?? null]).then(([rules, stats, solo, lessons, puzzle]): ServedGame => ({
          module,
          title: ui.title,
          tables: ui.tables,
          solo,
          rules,
          stats,
          lessons,
          puzzle,
          daily,
        })),
      ];
    }),
  );
  return served;
}

/** The games as the menu shows them to this player (`env`: a key's player; null: a guest), with where their lessons stand. */
export async function menuGames(games: readonly ServedGame[], env: NodeJS.ProcessEnv | null, progressOf: (game: string) => LessonProgress): Promise<MenuGame[]> {
  // A day without a deal (no seed proven winnable, a bad REGICIDE_TODAY) leaves the item out, not the menu.
  const dailies = await Promise.all(games.map((g) => (g.daily ? dailyOpening(g, env).catch(() => null) : null)));
  return games.map((g, i) => ({
    id: g.module.id,
    title: g.title,
    tables: g.tables,
    solo: g.solo !== null,
    unfinishedSolo: Boolean(env && g.solo && playerStore(g.module.id, env).latestUnfinished() !== null),
    rules: g.rules,
    stats: env ? (lang: Lang) => playerStatsText(g.module, g.stats, env, lang) : null,
    daily: dailies[i] ? { date: dailies[i].date, unfinished: 'continue' in dailies[i].start } : null,
    lessons: g.lessons ? { total: g.lessons.lessons.length, next: nextLesson(g.lessons, progressOf(g.module.id)) } : null,
  }));
}

/** The lesson "learn" opens, from 1 (null: every one is done). */
export function nextLesson(lessons: LessonScreens, progress: LessonProgress): number | null {
  const index = lessonToOpen(lessons.lessons, progress);
  return index === null ? null : index + 1;
}
