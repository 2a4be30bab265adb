// A Thronfolge duel at this terminal: new or saved (--resume), against the bot or a second person,
// alone or as one game of a match, and the client the screen holds. Match play (who starts the
// next game, its seed, the tally) is the game's own (src/games/thronfolge/match.ts).
import { randomInt } from 'node:crypto';
import { cardText } from '../../core/cards.js';
import type { GameLog } from '../../core/log.js';
import { thronfolge, type ThronfolgeGame } from '../../games/thronfolge/index.js';
import { type MatchInfo, newMatch, nextFirst, nextGame, seedOfNextGame } from '../../games/thronfolge/match.js';
import type { ThronfolgeOptions } from '../../games/thronfolge/types.js';
import type { SaveStore } from '../../store/save-store.js';
import { trySave } from '../../table/local-table.js';
import type { GameStart, OpenedGame } from '../../table/opener.js';
import { Table } from '../../table/table.js';
import { clientAt, openAt } from '../play.js';
import { type BotLevel, type Opponent, thronfolgeModule, type ThronfolgeClient, type ThronfolgeLogExtras, type ThronfolgeTable } from './index.js';

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

/**
 * The duel's start as any game's: a new duel plays the level it was given, a resumed one the
 * level --bot asked for (else its save's); a match of N games starts with its first.
 */
const gameStartOf = (start: DuelStart): GameStart<ThronfolgeOptions, ThronfolgeLogExtras> => ({
  ...start,
  extras: {
    vs: start.vs,
    botLevel: start.resume ? start.botLevelGiven : start.botLevel,
    match: start.games > 1 ? newMatch(start.seed, start.games) : undefined,
  },
});

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
}

/** A new duel, or the saved one --resume names; a ResumeFailure (a code) when there is nothing to resume. */
export function openDuel(start: DuelStart, host: DuelHost): DuelGame {
  return seatDuel(openAt(thronfolgeModule, gameStartOf(start), host.store), start.logFile, host.botDelayMs);
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
  const next = seatDuel({ table, savePath: host.store.newSavePath(), resumed: false, extras }, start.logFile, host.botDelayMs, true);
  // The bot waits until the next game is on screen (its screen lets the bots play when it shows).
  next.client.setBotsPaused(true);
  trySave(next.persist, table.log);
  return next;
}

const freshSeed = (): string => String(randomInt(1, 1e9));

/** `presaved`: the game's save is written before its first move (the next game of a match). */
function seatDuel(opened: OpenedGame<ThronfolgeGame, ThronfolgeLogExtras>, logFile: string | undefined, botDelayMs: number, presaved = false): DuelGame {
  const { client, persist } = clientAt(thronfolgeModule, opened, { botDelayMs, logFile, presaved });
  const { vs, botLevel, match } = opened.extras;
  return { table: opened.table, client, savePath: opened.savePath, resumed: opened.resumed, vs, botLevel, match, persist };
}

/** The three cards out of the game, for the replay of a finished duel (which may show them). */
export function removedCards(log: GameLog): string[] {
  const state = thronfolge.setup(thronfolge.normalizeOptions(log.options as ThronfolgeOptions), log.seed);
  return state.removed.map((c) => cardText(c));
}
