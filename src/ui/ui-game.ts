// What a game's screens give the program: one record of pointers into the game's own folder
// (src/ui/<id>/), each loaded only when used, so the CLI, the network screens and the SSH menu look
// a game's screens up in the screens' registry (games.ts) without naming it — and without loading
// Ink, or another game's screens and texts, for a command that does not show them.
import type { AnyGame } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import type { ClientOf } from '../table/client.js';
import type { Lang } from '../text/lang.js';
import type { ExitReason, SessionScreen, UiChoice } from './shared/run-screen.js';
import type { GameStatsText } from './shared/stats-text.js';
import type { GameKeyRows } from './game-keys.js';
import type { SeatUpdate } from '../table/types.js';
import type { LineGame, LineStreams } from './shared/line-session.js';
import type { SeatNames } from './shared/seat-names.js';
import type { LessonOf } from '../table/lesson-runner.js';
import type { LessonClient } from '../table/lesson-table.js';
import type { Dictionary } from './shared/texts-for.js';
import type { LessonExit } from './shared/lesson-words.js';
import type { LessonTexts } from './shared/texts/lesson-texts.js';
import type { WatchScreens } from './net/watch-screens.js';
import type { CastOptions } from './shared/cast-recorder.js';
import type { NetSeatScreen } from './net/net-seat.js';
import type { PuzzleScreens } from './shared/puzzle-crowd-facts.js';

export type { GameKeyRows, KeyRow } from './game-keys.js';

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
  /** The same game in the screen-reader mode (a session that asked for it): lines on `io`, its end's keys included. */
  lines(client: ClientOf<AnyGame>, ui: UiChoice, io: LineStreams): Promise<ExitReason>;
  resumeTexts(lang: Lang, ascii: boolean): ResumeTexts;
}

/** A game's guided lessons: the game, its lessons, their words, and the screen that shows one (the SSH menu's "learn", `learn`). */
export interface LessonScreens<G extends AnyGame = AnyGame> {
  game: G;
  lessons: readonly LessonOf<G>[];
  /** Each lesson's words (its title is `${id}.title`); the dictionaries list them as the game's area `lessons`. */
  words: Dictionary<LessonTexts>;
  /** Lesson `number` of `total` on `client` until the learner goes on, leaves or presses Ctrl-C (`session`: on an SSH session's screen). */
  run(client: LessonClient<G>, number: number, total: number, ui: UiChoice, session?: SessionScreen): Promise<LessonExit>;
  /** The same lesson in the screen-reader mode (a session that asked for it): lines on `io`. */
  lines(client: LessonClient<G>, number: number, total: number, ui: UiChoice, io: LineStreams): Promise<LessonExit>;
}

/**
 * A finished daily game's share text in the game's own words: its lines (src/ui/shared/share-text.ts
 * joins them, adds the field's line and folds --ascii); null when the log is no daily game it shares.
 */
export type ShareWords = (log: GameLog, lang: Lang, ascii: boolean) => string[] | null;

/** The tables a menu of games (the SSH front's) opens of a game on the game server. */
export interface MenuTables {
  /** Seats at a table with bots or friends: the fewest and the most (the menu steps between them). */
  seats: readonly [min: number, max: number];
  /** A table of one's own for friends, with a code to pass on (otherwise bots fill the other seats). */
  friends: boolean;
}

/**
 * The words of the game's own refusals (the codes its module lists in `refusalCodes`) in `lang`,
 * typeset for it: what a networked table's screen says when the server refuses a move.
 */
export type RefusalWords = (lang: Lang, refusal: { code: string } & Record<string, unknown>) => string;

export interface UiGame {
  /** The game's id, as its module in src/modules/registry.ts has it. */
  id: string;
  /** The game's name as the screens and the README's key table write it. */
  title: string;
  /** Its suits' colours matter: the screens offer --four-color. */
  fourColor: boolean;
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
  /** The lines of its daily deal's share text (`share`, `stats --daily`; absent: the game shares none). */
  share?(): Promise<ShareWords>;
  /** Its puzzles on a session's screen (absent: the game has none). */
  puzzle?(): Promise<PuzzleScreens>;
  /** Its seat's screen at a networked table (the lobby and the table around it are shared). */
  netSeat(): Promise<NetSeatScreen>;
  /** The words of its rules' refusals, when a networked table's server refuses a move. */
  refusalWords(): Promise<RefusalWords>;
  /** Every dictionary of its screens by area (the completeness and style tests read them all). */
  dictionaries(): Promise<Readonly<Record<string, Dictionary<unknown>>>>;
  /** The game in the screen-reader mode: its narration and keys (see shared/line-session.ts); `names` name the seats of a networked table. */
  lineGame(ui: UiChoice, names: SeatNames | null): Promise<LineGame<SeatUpdate, unknown>>;
}
