// A Thronfolge duel for one terminal: new or saved (--resume), against the bot or a second person,
// alone or as one game of a match, and the client the screen holds. Match play (who starts the
// next game, its seed, the tally) lives in match.ts.
import { randomInt } from 'node:crypto';
import { botSeed } from '../core/rng.js';
import { cardText } from '../core/cards.js';
import type { GameLog } from '../core/log.js';
import { makeThronfolgeBot, type ThronfolgeBot } from '../games/thronfolge/bots/index.js';
import { thronfolge, type ThronfolgeGame } from '../games/thronfolge/index.js';
import type { ThronfolgeOptions, ThronfolgeResult } from '../games/thronfolge/types.js';
import type { LogMarks } from '../store/log-marks.js';
import type { SaveStore } from '../store/save-store.js';
import type { ClientOf } from './client.js';
import { thronfolgeHinter } from './hint.js';
import { localTable, trySave } from './local-table.js';
import { logFileOfGame, type MatchInfo, newMatch, nextFirst, nextGame, seedOfGame, seedOfNextGame, singleGame } from './match.js';
import { autosaveTo, marksFor, resumeSave, type ResumeTexts } from './saves.js';
import { Table } from './table.js';

export type ThronfolgeClient = ClientOf<ThronfolgeGame>;
export type Opponent = 'bot' | 'human';
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';

/**
 * Extra log fields (the protocol allows extras) that --resume needs to go on as before: who seat
 * 2 is, the bot's level and the match this game belongs to; --daily's date and attempt, a retry.
 */
export interface ThronfolgeLogExtras extends Pick<LogMarks, 'daily' | 'attempt' | 'retry'> {
  vs?: Opponent;
  botLevel?: BotLevel;
  match?: MatchInfo;
}

export type ThronfolgeLog = GameLog<ThronfolgeOptions, ThronfolgeResult> & ThronfolgeLogExtras;

/** A Thronfolge table at this terminal, with the extras its log keeps. */
export type ThronfolgeTable = Table<ThronfolgeGame, ThronfolgeLogExtras>;

export interface DuelStart {
  /** Validated: first (null = coin toss), variants. */
  options: ThronfolgeOptions;
  seed: string;
  /** True when the user chose the seed: only then do later games of a match derive theirs from it. */
  seedGiven?: boolean;
  vs: Opponent;
  botLevel: BotLevel;
  /** The level the user asked for (--bot): it also applies to a resumed duel. */
  botLevelGiven?: BotLevel;
  /** Match play: N games (1 = a single game). */
  games: number;
  /** --log FILE (game k ≥ 2 of a match: FILE-gk). */
  logFile?: string;
  resume?: string | true;
  /** --daily: the date of today's duel, kept in the log for the daily streak. */
  daily?: string;
  /** Which try of the daily deal (or of a retried deal) this is. */
  attempt?: number;
  /** The same deal again, from the end screen (r). */
  retry?: boolean;
}

/** One game of the duel at this terminal. */
export interface DuelGame {
  table: ThronfolgeTable;
  client: ThronfolgeClient;
  savePath: string;
  resumed: boolean;
  vs: Opponent;
  botLevel: BotLevel;
  match: MatchInfo;
  /** Writes this game's log (autosave and --log). */
  persist: (log: GameLog) => void;
}

export interface DuelHost {
  store: SaveStore;
  botDelayMs: number;
  texts: ResumeTexts & { alreadyOver: (path: string) => string };
}

/** A new duel, or the saved one --resume names; a one-line Error when there is nothing to resume. */
export function openDuel(start: DuelStart, host: DuelHost): DuelGame {
  if (!start.resume) {
    const match = start.games > 1 ? newMatch(start.seed, start.games) : singleGame(start.seed);
    const extras: ThronfolgeLogExtras = { vs: start.vs, botLevel: start.botLevel, match, ...marksFor(start) };
    const table = Table.create(thronfolge, start.options, seedOfGame(start.seed, 1), extras);
    return seatDuel(table, host.store.newSavePath(), false, start.logFile, host.botDelayMs);
  }
  const { path, table } = resumeSave<ThronfolgeGame, ThronfolgeLogExtras>(host.store, thronfolge, start.resume, host.texts, host.texts.alreadyOver);
  const saved = table.log;
  // The opponent and the match come from the save (a log written elsewhere gets the CLI's choice).
  const botLevel = start.botLevelGiven ?? saved.botLevel ?? start.botLevel;
  Object.assign(table.log, { vs: saved.vs ?? start.vs, botLevel, match: saved.match ?? singleGame(saved.seed) });
  return seatDuel(table, path, true, start.logFile, host.botDelayMs);
}

/** The next game of a match (its first move saves it); null after the last game or before the end. */
export function nextDuel(finished: DuelGame, start: Pick<DuelStart, 'logFile' | 'seedGiven'>, host: DuelHost): DuelGame | null {
  const result = finished.table.result();
  if (!result) return null;
  const following = nextGame(finished.match, result);
  if (!following) return null;
  const first = nextFirst(result, finished.client.update(1).view.firstStarter);
  const seed = seedOfNextGame(following.seed, following.game, start.seedGiven === true, freshSeed);
  const options = { ...finished.table.log.options, first };
  const extras: ThronfolgeLogExtras = { vs: finished.vs, botLevel: finished.botLevel, match: following };
  const table = Table.create(thronfolge, options, seed, extras);
  // Saved at once, unlike a new game: quitting on the end screen must not lose the rest of the match.
  // A failed save shows on the next game's first move, which saves again.
  const next = seatDuel(table, host.store.newSavePath(), false, start.logFile, host.botDelayMs, true);
  // The bot waits until the next game is on screen (its screen lets the bots play when it shows).
  next.client.setBotsPaused(true);
  trySave(next.persist, table.log);
  return next;
}

const freshSeed = (): string => String(randomInt(1, 1e9));

/** `presaved`: the game's save is written before its first move (the next game of a match). */
function seatDuel(table: ThronfolgeTable, savePath: string, resumed: boolean, logFile: string | undefined, botDelayMs: number, presaved = false): DuelGame {
  const { log } = table;
  const vs = log.vs ?? 'bot';
  const botLevel = log.botLevel ?? 'hard';
  const match = log.match ?? singleGame(log.seed);
  const bots = new Map<number, ThronfolgeBot>();
  // With a bot, the human is always seat 1.
  if (vs === 'bot') bots.set(2, makeThronfolgeBot(botLevel, botSeed(log.seed, 2)));
  const persist = autosaveTo(savePath, logFile ? logFileOfGame(logFile, match.game) : undefined);
  const client = localTable(table, { bots, botDelayMs, persist, hinter: thronfolgeHinter(log.seed), undo: vs === 'bot', saved: resumed || presaved });
  return { table, client, savePath, resumed, vs, botLevel, match, persist };
}

/** The three cards out of the game, for the replay of a finished duel (which may show them). */
export function removedCards(log: GameLog): string[] {
  const state = thronfolge.setup(thronfolge.normalizeOptions(log.options as ThronfolgeOptions), log.seed);
  return state.removed.map((c) => cardText(c));
}
