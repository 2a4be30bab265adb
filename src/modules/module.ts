// A game's module: everything the program needs of one game beyond its rules, in one record that
// the registry lists — its Game, its bots with the default level, the hint, the extra log fields
// and how a resumed game takes them, the facts of a save, the statistics, the simulator's kinds
// and the options of a networked table. The front ends loop over the registry or look a game up
// in it; none of them names a game.
import type { BotOf } from '../core/bot.js';
import type { AnyGame, OptionsOf, RefusalOf, StateOf, ViewOf } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import type { PhraseParams, Signal } from '../core/talk.js';
import type { DailyDay, DailyPlay, DailyStats, StatsEntry } from '../store/stats/common.js';

// The statistics' shapes, for the screens that word them (they read no store themselves).
export type { DailyDay, DailyPlay, DailyStats, StatsEntry, Streaks, WinTally } from '../store/stats/common.js';
import type { ShareMarks } from '../store/log-marks.js';

// The marks of a daily game's share text, for the screens that word it.
export type { ShareMarks } from '../store/log-marks.js';
import type { HintExtra } from '../table/hint.js';
import type { ExtrasPolicy } from '../table/opener.js';

/** The bots a game offers: their levels, the one every command plays unless told otherwise, and the factory. */
export interface BotLevels<G extends AnyGame> {
  readonly levels: readonly string[];
  /** The strongest level that still decides well within a quarter second (see the README's figures). */
  readonly default: string;
  /** A bot of `level` with its own seed (never the game's: see core/rng's botSeed). */
  make(level: string, seed: string): BotOf<G>;
  /**
   * What this game's bots signal after a jester, from their seat's view alone (the same at every
   * level, and cheap: a server says it on its loop while the bot decides on a worker). Absent: never.
   */
  signal?(view: ViewOf<G>): Signal | null;
}

/** Who plays which seat of a game at this terminal, from its extra log fields. */
export interface Seating {
  /** Seats played by bots, with their level. */
  bots: ReadonlyMap<number, string>;
  /** Undo is offered (no other person at the table whose turns it would take back). */
  undo: boolean;
}

/** Where an unfinished save stands, from public facts only (never a hand, never the seed). */
export interface SaveFacts<G extends AnyGame> {
  /** What the log itself says: the number of seats, and the game's own fields (in the order a summary lists them). */
  fromLog(log: GameLog): { players: number } & Record<string, unknown>;
  /** Where the replayed game stands (the current enemy, the round …). */
  fromState(state: StateOf<G>, ascii: boolean): Record<string, unknown>;
}

/** The statistics of a game's saves; the parts every game has, beside its own. */
export interface GameStats {
  game: string;
  daily: DailyStats;
  dailyHistory: DailyDay<DailyPlay>[];
}

/** A kind of simulation: plays one numbered game of a run into a mergeable tally. */
export interface SimKind<Spec = unknown, Tally = unknown> {
  empty(): Tally;
  merge(into: Tally, from: Tally): void;
  play(spec: Spec, index: number, tally: Tally): void;
}

/** A finished daily game as the server's field ranks it (higher `score` is better). */
export interface DailyStanding {
  won: boolean;
  score: number;
  /** Where the game was lost: the card (in notation) the player fell at; null when won or not said. */
  fellAt: string | null;
}

/** A finished team event game as the server ranks it: enemies defeated first, then jesters kept. */
export interface EventStanding {
  won: boolean;
  defeated: number;
  jesters: number;
}

/** The solver's verdict on a deal with every card in view: the best any team could do. */
export interface EventCeiling {
  verdict: 'winnable' | 'not-winnable' | 'unknown';
  nodes: number;
}

/**
 * A game's weekly team event (src/net/events): one deal for each of its player counts, the same
 * for every team, played at server tables and ranked from the server's replay of each game.
 */
export interface TeamEventRule<G extends AnyGame = AnyGame> {
  /** The player counts the week has a deal for. */
  readonly playerCounts: readonly number[];
  /** The highest count of enemies there is (a won game). */
  readonly maxScore: number;
  /** The options of the event's deal for `players` (no variant). */
  optionsFor(players: number): OptionsOf<G>;
  /** The standing of a finished game from its replayed final state. */
  standingOf(state: StateOf<G>): EventStanding;
  /** The solver's verdict on the deal of `seed` for `players`, within `maxNodes` positions. */
  ceiling(seed: string, players: number, maxNodes: number): EventCeiling;
}

/**
 * How a game's daily deal is ranked among the players of a day, on a server that gathers the
 * results (src/net/daily/daily-judge.ts): which logs are the daily game itself and what each scored.
 */
export interface DailyFieldRule<G extends AnyGame = AnyGame> {
  /** What the score counts, for the words of the field: the enemies defeated, or a duel's points. */
  readonly measure: 'enemies' | 'points';
  /** The highest score there is (every enemy), or null when points have no fixed top. */
  readonly maxScore: number | null;
  /** The solver's verdict that holds for every daily deal of the game (proven winnable), or null. */
  readonly verdict: 'winnable' | null;
  /** Whether the log's options and seats are those of the daily game (not a variant, not another bot). */
  isDailyGame(log: GameLog): boolean;
  /** The standing of a finished game from its replayed final state. */
  standingOf(state: StateOf<G>): DailyStanding;
}

/**
 * A game's daily deal: the same for everyone on a UTC date. Its command's `--daily` plays it, the
 * SSH menu offers it when it is a game of one, and a server replays the day's games from its seed.
 */
export interface DailyDeal<G extends AnyGame = AnyGame> {
  /** The day's seed (YYYY-MM-DD); a one-line Error when there is none. */
  seed(date: string): Promise<string>;
  /** The deal's options when it is a game of one (the SSH menu plays it at the player's own screen); absent when it needs an opponent. */
  readonly soloOptions?: OptionsOf<G>;
}

/** Why a first attempt at a puzzle is refused. */
export type PuzzleAttemptProblem = 'noPuzzle' | 'badMove' | 'illegalMove';

/** A first attempt at a puzzle as the server judged it: the move as the puzzles write it, and whether it is the answer. */
export type PuzzleVerdict = { ok: true; puzzle: string; move: string; right: boolean } | { ok: false; problem: PuzzleAttemptProblem };

/** A game's bundled puzzles, as a server judges attempts at them (loaded on first use: hence promises). */
export interface PuzzleRule {
  judge(puzzleId: string, moveText: string): Promise<PuzzleVerdict>;
  /** A move's text as the puzzles write it, or null when it is no move. */
  canonicalMove(text: string): Promise<string | null>;
  /** Whether `puzzleId` is one of the bundled set's. */
  has(puzzleId: string): Promise<boolean>;
  /** The bundled set's puzzle of a UTC date (YYYY-MM-DD): its id, its number (from 1) and the set's size; null for no date. */
  daily(date: string): Promise<{ id: string; number: number; total: number } | null>;
  /** The puzzles of a player's finished game (its log, untrusted: a log that does not replay has none), within `budget`. */
  mine(log: GameLog, budget: MiningBudget): Promise<MinedReport>;
  /** A move tried at a mined puzzle, judged at its kept position. */
  judgeMined(puzzle: MinedPuzzle, moveText: string): Promise<{ ok: true; move: string; right: boolean } | { ok: false; problem: 'badMove' | 'illegalMove' }>;
}

/** What mining one game may spend: positions searched by the solver over the whole game. */
export interface MiningBudget {
  nodesPerGame: number;
  /** Only the last this many positions are tried (the maker's default when absent). */
  lastPositions?: number;
}

/**
 * A puzzle mined from a player's game, as a server keeps and shows it: the position itself (the
 * game's state as JSON), never the deal's seed nor the moves that led there.
 */
export interface MinedPuzzle {
  position: string;
  answer: string;
  line: string[];
  choices: number;
  nodes: number;
}

export interface MinedReport {
  puzzles: MinedPuzzle[];
  /** Positions tried, positions searched over all of them, and whether the budget cut the game short. */
  positions: number;
  nodes: number;
  cut: boolean;
}

/** What `host` asks of a networked table: its flags, before the game checks them. */
export interface HostFlags {
  players?: number;
  first?: 1 | 2;
  variant?: string[];
  bots?: number[];
}

export interface GameModule<G extends AnyGame = AnyGame, X extends object = object> {
  /** The game's id: its log's "game" field, its program's name, its saves' folder. */
  readonly id: string;
  readonly game: G;
  /** The command that plays it at this terminal: `regicide play`, `thronfolge duel`. */
  readonly playCommand: string;
  readonly bots: BotLevels<G>;
  /** The names its --variant takes (shell completion offers them). */
  readonly variants?: readonly string[];
  /** The rules' refusals in the protocol's English, one line each (src/protocol/english.ts words everything else). */
  refusalEnglish(refusal: RefusalOf<G>): string;
  /** Every code of the rules' refusals (a screen's dictionary words each of them; see `codesOf`). */
  readonly refusalCodes: readonly RefusalOf<G>['code'][];
  /**
   * The game's own quick phrases in the protocol's English, by code, with the facts they state
   * (src/protocol/english.ts words the greetings every game shares).
   */
  readonly phraseEnglish?: Readonly<Record<string, (params: PhraseParams) => string>>;
  /** A hint's figures beyond the move (the hint is the default level's move). */
  readonly hintExtra?: HintExtra<G>;
  /** The extra log fields a game at this terminal keeps, and how --resume takes them. */
  readonly extras: ExtrasPolicy<X>;
  seating(extras: X, seatCount: number): Seating;
  /** The log file of a game given --log FILE (a match writes game k beside FILE). */
  logFileOf?(file: string, extras: X): string;
  readonly save: SaveFacts<G>;
  stats(entries: readonly StatsEntry[], today: string): GameStats;
  /**
   * The facts of a finished daily game's share text, or null (not a daily, or not one that is
   * shared): the marks every game's has, with the game's own (which its screens word: `share`).
   */
  shareFacts(log: GameLog): ShareMarks | null;
  /** Its daily deal (absent: the game has none). */
  readonly dailyDeal?: DailyDeal<G>;
  /** How a server ranks the daily games of a day (absent: the game has no daily field). */
  readonly dailyField?: DailyFieldRule<G>;
  /** How a server runs the game's weekly team event (absent: the game has none). */
  readonly teamEvent?: TeamEventRule<G>;
  /** How a server judges first attempts at the game's bundled puzzles (src/net/puzzles); absent: the game has none. */
  readonly puzzles?: PuzzleRule;
  /** A server with accounts rates its duels on a ladder (src/net/ladder); its bots' fixed ratings by level. Absent: no ladder. */
  readonly ladder?: { readonly botRatings: Readonly<Record<string, number>> };
  /** The simulator's kinds of run, by name; `play` is the one `sim` runs. */
  readonly sim: { readonly play: SimKind } & Readonly<Record<string, SimKind>>;
  /**
   * What a player's own copy of a finished networked game's log adds about the table, so that its
   * statistics count it truthfully: `seat` is the player's, `botSeats` the server's bots'. (A
   * watcher's copy is marked `watched` for every game alike, and never comes here.)
   */
  netLogMarks?(seat: number, botSeats: readonly number[]): object;
  /** The options of a networked table from `host`'s flags; a one-line Error for what this game does not take. */
  hostOptions(flags: HostFlags): OptionsOf<G>;
}

/** The keys of `all`, a record the compiler holds to every code of a union (none missing, none extra). */
export const codesOf = <C extends string>(all: Record<C, true>): C[] => Object.keys(all) as C[];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = GameModule<AnyGame, any>;
