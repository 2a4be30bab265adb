// A Regicide table for one terminal: a new game or a saved one (--resume), its bot seats and
// their level (kept in the log, so a resumed game plays on as it was), and the client the screen
// holds.
import type { GameLog } from '../core/log.js';
import { makeRegicideBot, type RegicideBot, type RegicideBotLevel } from '../games/regicide/bots/index.js';
import { regicide, type RegicideGame } from '../games/regicide/index.js';
import { checkBotSeats } from '../games/regicide/setup.js';
import type { RegicideOptions, RegicideResult } from '../games/regicide/types.js';
import type { LogMarks } from '../store/log-marks.js';
import type { SaveStore } from '../store/save-store.js';
import { botSeed } from '../core/rng.js';
import type { ClientOf } from './client.js';
import { regicideHinter } from './hint.js';
import { localTable } from './local-table.js';
import { autosaveTo, marksFor, resumeSave, type ResumeTexts } from './saves.js';
import { Table } from './table.js';

export type RegicideClient = ClientOf<RegicideGame>;

/** Extra log fields (the protocol allows extras) that --resume needs to play on as before; --daily's date and attempt, a retry. */
export interface RegicideLogExtras extends Pick<LogMarks, 'daily' | 'attempt' | 'retry'> {
  /** Seats played by bots. */
  bots?: number[];
  /** The bots' strength. */
  botLevel?: RegicideBotLevel;
}

export type RegicideLog = GameLog<RegicideOptions, RegicideResult> & RegicideLogExtras;

/** A Regicide table at this terminal, with the extras its log keeps. */
export type RegicideTable = Table<RegicideGame, RegicideLogExtras>;

/** The CLI's default level (the strongest that still decides well within a quarter second). */
export const DEFAULT_BOT_LEVEL: RegicideBotLevel = 'hard';

/** The level a game plays at: the user's choice, else the save's, else the default. */
export const botLevelFor = (given: RegicideBotLevel | undefined, saved: RegicideBotLevel | undefined): RegicideBotLevel =>
  given ?? saved ?? DEFAULT_BOT_LEVEL;

export interface RegicideStart {
  options: RegicideOptions;
  seed: string;
  /** 1-based seats played by bots (with --resume: instead of the save's when given). */
  bots: number[];
  /** Unset: a new game plays at the default level, a resumed one at its save's. */
  botLevel?: RegicideBotLevel;
  /** --resume [FILE]. */
  resume?: string | true;
  /** --daily: the date of today's deal, kept in the log for the daily streak. */
  daily?: string;
  /** Which try of the daily deal (or of a retried deal) this is. */
  attempt?: number;
  /** The same deal again, from the end screen (r). */
  retry?: boolean;
}

export interface OpenedRegicide {
  table: RegicideTable;
  savePath: string;
  resumed: boolean;
  bots: number[];
  botLevel: RegicideBotLevel;
}

/** A new game, or the saved one --resume names; a one-line Error when there is nothing to resume. */
export function openRegicide(start: RegicideStart, store: SaveStore, t: ResumeTexts & { alreadyOver: (path: string) => string }): OpenedRegicide {
  if (!start.resume) {
    const botLevel = botLevelFor(start.botLevel, undefined);
    const extras: RegicideLogExtras = { bots: start.bots, botLevel, ...marksFor(start) };
    const table = Table.create(regicide, start.options, start.seed, extras);
    return { table, savePath: store.newSavePath(), resumed: false, bots: start.bots, botLevel };
  }
  const { path, table } = resumeSave<RegicideGame, RegicideLogExtras>(store, regicide, start.resume, t, t.alreadyOver);
  const saved = table.log;
  // Bot seats come from --bots when given, otherwise from the save; either way they must exist.
  const bots = start.bots.length ? start.bots : (saved.bots ?? []);
  checkBotSeats(bots, table.seatCount);
  // The bots' level likewise: --bot when given, otherwise the save's (and it stays recorded).
  const botLevel = botLevelFor(start.botLevel, saved.botLevel);
  Object.assign(table.log, { bots, botLevel });
  return { table, savePath: path, resumed: true, bots, botLevel };
}

/**
 * Each bot is seeded from the game's seed and its seat through a one-way hash: a game with bots is
 * the same every time, and no bot could rebuild the deal from its seed.
 */
export function regicideBots(seats: readonly number[], seed: string, level: RegicideBotLevel): Map<number, RegicideBot> {
  return new Map(seats.map((seat) => [seat, makeRegicideBot(level, botSeed(seed, seat))]));
}

/**
 * The client of a table at this terminal, saving to `savePath` (and `logFile`) after every move;
 * `persist` instead, when given (an SSH guest's game is kept nowhere).
 */
export function regicideClient(opened: OpenedRegicide, botDelayMs: number, logFile?: string, persist?: (log: GameLog) => void): RegicideClient {
  const { table } = opened;
  return localTable(table, {
    bots: regicideBots(opened.bots, table.log.seed, opened.botLevel),
    botDelayMs,
    persist: persist ?? autosaveTo(opened.savePath, logFile),
    hinter: regicideHinter(table.log.seed),
    // Undo only alone at the table: with other people it would take back their turns too.
    undo: table.seatCount === 1,
    saved: opened.resumed,
  });
}
