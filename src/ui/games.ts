// The screens' twin of the game registry (src/modules/registry.ts): for each game, where its
// screens are. A thin record of pointers into the game's own folder, loaded only when used, so
// the CLI can look a game's screens up without naming it (and without loading Ink for --help).
import type { AnyGame } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import type { GameId } from '../modules/registry.js';
import type { ClientOf } from '../table/client.js';
import type { Lang } from '../text/lang.js';
import type { ExitReason, SessionScreen, UiChoice } from './shared/run-screen.js';
import type { GameStatsText } from './shared/stats-text.js';
import type { GameKeyRows } from './game-keys.js';
import type { SeatUpdate } from '../table/types.js';
import type { LineGame } from './shared/line-session.js';
import type { SeatNames } from './shared/seat-names.js';
import type { LessonOf } from '../table/lesson-runner.js';
import type { LessonClient } from '../table/lesson-table.js';
import type { Dictionary } from './shared/texts-for.js';
import type { LessonExit } from './shared/lesson-words.js';
import type { LessonTexts } from './shared/texts/lesson-texts.js';
import type { WatchScreens } from './net/watch-screens.js';
import type { CastOptions } from './shared/cast-recorder.js';
import type { PuzzleScreens } from './shared/puzzle-crowd-facts.js';

export type { GameKeyRows, KeyRow } from './game-keys.js';
export type { PuzzleScreens } from './shared/puzzle-crowd-facts.js';

/** One move's public events as lines in `lang`; `byName` names a seat (null: "Player N"). */
export type PublicEventLines = (events: readonly unknown[], lang: Lang, byName: (seat: number) => string | null) => string[];

/** The words a game's screens give a save that cannot be resumed (each game's dictionary has them). */
export interface ResumeTexts {
  noUnfinished: (folder: string) => string;
  cannotResume: (why: string) => string;
  alreadyOver: (path: string) => string;
}

/** A game of one on a session's own screen (the SSH menu's "solo"), on a client of this process. */
export interface SoloScreens {
  /** The game screen on `client` until the player leaves; why they left. */
  run(client: ClientOf<AnyGame>, savePath: string, ui: UiChoice, session: SessionScreen): Promise<ExitReason>;
  resumeTexts(lang: Lang, ascii: boolean): ResumeTexts;
}

/** A game's guided lessons on a session's screen (the SSH menu's "learn"). */
export interface LessonScreens {
  game: AnyGame;
  lessons: readonly LessonOf<AnyGame>[];
  /** Each lesson's words (its title is `${id}.title`). */
  words: Dictionary<LessonTexts>;
  /** Lesson `number` of `total` on `client` until the learner goes on, leaves or presses Ctrl-C. */
  run(client: LessonClient<AnyGame>, number: number, total: number, ui: UiChoice, session: SessionScreen): Promise<LessonExit>;
}

/** The tables a menu of games (the SSH front's) opens of a game on the game server. */
export interface MenuTables {
  /** Seats at a table with bots or friends: the fewest and the most (the menu steps between them). */
  seats: readonly [min: number, max: number];
  /** A table of one's own for friends, with a code to pass on (otherwise bots fill the other seats). */
  friends: boolean;
}

export interface UiGame {
  /** The game's name as the screens and the README's key table write it. */
  title: string;
  /** Its suits' colours matter: the screens offer --four-color. */
  fourColor: boolean;
  /** The game's screens for local play: its entry module. */
  entry: () => Promise<object>;
  /** The replay stepper on a log (checked first: a broken log never opens the screen); its exit code. */
  replay(log: GameLog, ui: UiChoice): Promise<number>;
  /** `replay --cast`: the stepper's screens as an asciicast (v2) text; a broken log throws. */
  cast(log: GameLog, ui: UiChoice, options: CastOptions): Promise<string>;
  /** `rules`: the rules in the project's own words. */
  rules(): Promise<(lang: Lang, ascii: boolean) => string>;
  /** Every key with what it does, in key-map order (one label may do several things). */
  keyRows(): Promise<GameKeyRows>;
  /** What a watcher's screen shows of the game (its board over the public view, its log, its replay). */
  watch(): Promise<WatchScreens>;
  /** The plain lines of a move's public events (the `watch` log). */
  publicEventLines(): Promise<PublicEventLines>;
  /** `stats`: the game's part of the statistics text. */
  stats(): Promise<GameStatsText>;
  /** What the SSH menu opens of it on the game server. */
  tables: MenuTables;
  /** A game of one at the player's own screen (absent: the game has no solo). */
  solo?(): Promise<SoloScreens>;
  /** Its guided lessons on a session's screen (absent: the game has none). */
  learn?(): Promise<LessonScreens>;
  /** Its puzzles on a session's screen (absent: the game has none). */
  puzzle?(): Promise<PuzzleScreens>;
  /** The game in the screen-reader mode: its narration and keys (see shared/line-session.ts); `names` name the seats of a networked table. */
  lineGame(ui: UiChoice, names: SeatNames | null): Promise<LineGame<SeatUpdate, unknown>>;
}

export const UI_GAMES = {
  regicide: {
    title: 'Regicide',
    fourColor: true,
    entry: () => import('./regicide/entry.js'),
    replay: async (log, ui) => (await import('./regicide/entry.js')).runRegicideReplay(log, ui),
    cast: async (log, ui, options) => (await import('./regicide/entry.js')).castRegicideReplay(log, ui, options),
    rules: async () => (await import('./regicide/rules-text.js')).rulesText,
    keyRows: async () => (await import('./regicide/key-rows.js')).keyRows(),
    watch: async () => (await import('./regicide/watch-board.js')).REGICIDE_WATCH,
    publicEventLines: async () => (await import('./regicide/public-lines.js')).publicEventLines,
    stats: async () => (await import('./regicide/stats-text.js')).regicideStatsWords,
    tables: { seats: [2, 4], friends: true },
    solo: async () => {
      const { runRegicideScreen, regicideResumeTexts } = await import('./regicide/entry.js');
      return { run: runRegicideScreen, resumeTexts: regicideResumeTexts };
    },
    learn: async () => {
      const [{ regicide }, { REGICIDE_LESSONS }, { REGICIDE_LESSON_TEXTS }, { runRegicideLesson }] = await Promise.all([
        import('../games/regicide/index.js'),
        import('../games/regicide/lessons/index.js'),
        import('./regicide/texts/lessons.js'),
        import('./regicide/learn-entry.js'),
      ]);
      return { game: regicide, lessons: REGICIDE_LESSONS, words: REGICIDE_LESSON_TEXTS, run: runRegicideLesson } as unknown as LessonScreens;
    },
    puzzle: async () => ({ run: (await import('./regicide/puzzle-session.js')).runSessionPuzzle }),
    lineGame: async (ui, names) => (await import('./regicide/line-entry.js')).regicideLines(ui, names) as unknown as LineGame<SeatUpdate, unknown>,
  },
  thronfolge: {
    title: 'Thronfolge',
    fourColor: false,
    entry: () => import('./thronfolge/entry.js'),
    replay: async (log, ui) => (await import('./thronfolge/entry.js')).runThronfolgeReplay(log, ui),
    cast: async (log, ui, options) => (await import('./thronfolge/entry.js')).castThronfolgeReplay(log, ui, options),
    rules: async () => (await import('./thronfolge/rules-text.js')).rulesText,
    keyRows: async () => (await import('./thronfolge/key-rows.js')).keyRows(),
    watch: async () => (await import('./thronfolge/watch-board.js')).THRONFOLGE_WATCH,
    publicEventLines: async () => (await import('./thronfolge/public-lines.js')).publicEventLines,
    stats: async () => (await import('./thronfolge/stats-text.js')).thronfolgeStatsWords,
    // A duel against a bot, or a table of one's own for a friend.
    tables: { seats: [2, 2], friends: true },
    learn: async () => {
      const [{ thronfolge }, { THRONFOLGE_LESSONS }, { THRONFOLGE_LESSON_TEXTS }, { runThronfolgeLesson }] = await Promise.all([
        import('../games/thronfolge/index.js'),
        import('../games/thronfolge/lessons/index.js'),
        import('./thronfolge/texts/lessons.js'),
        import('./thronfolge/learn-entry.js'),
      ]);
      return { game: thronfolge, lessons: THRONFOLGE_LESSONS, words: THRONFOLGE_LESSON_TEXTS, run: runThronfolgeLesson } as unknown as LessonScreens;
    },
    lineGame: async (ui, names) => (await import('./thronfolge/line-entry.js')).thronfolgeLines(ui, names) as unknown as LineGame<SeatUpdate, unknown>,
  },
} as const satisfies Record<GameId, UiGame>;

/** The screens of a game, or null for a game without any (a test's game plays headless). */
export const uiGame = (id: string): UiGame | null => (UI_GAMES as Record<string, UiGame>)[id] ?? null;
