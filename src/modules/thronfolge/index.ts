// Thronfolge's module: the rules, the bots (hard by default), the log fields a duel at this
// terminal keeps (who seat 2 is, the bot's level, the match), the facts of a save, the
// statistics, the simulator (and its fairness run) and the options of a hosted duel.
import { VARIANTS } from '../../games/thronfolge/types.js';
import type { GameLog } from '../../core/log.js';
import type { ThronfolgeBotLevel } from '../../games/thronfolge/bots/index.js';
import { thronfolge, type ThronfolgeGame } from '../../games/thronfolge/index.js';
import { logFileOfGame, type MatchInfo, singleGame } from '../../games/thronfolge/match.js';
import type { ThronfolgeOptions, ThronfolgeResult, Variant } from '../../games/thronfolge/types.js';
import type { LogMarks } from '../../store/log-marks.js';
import type { ClientOf } from '../../table/client.js';
import type { Table } from '../../table/table.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/refusals.js';
import { codesOf, type GameModule } from '../module.js';
import { thronfolgeRefusalEnglish } from './protocol-english.js';
import { balanceSim } from './balance-sim.js';
import { DEFAULT_LEVEL, thronfolgeBots } from './bots.js';
import { thronfolgeDailyField } from './daily-field.js';
import { thronfolgeDailyDeal } from './daily.js';
import { thronfolgeShareFacts } from './share.js';
import { thronfolgeCompareSim } from './compare-sim.js';
import { thronfolgeSim } from './sim.js';
import { thronfolgeStats } from './stats.js';

export type Opponent = 'bot' | 'human';
export type BotLevel = ThronfolgeBotLevel;

/**
 * Extra log fields (the protocol allows extras) that --resume needs to go on as before: who seat
 * 2 is, the bot's level and the match this game belongs to; --daily's date and attempt, a retry.
 */
export interface ThronfolgeLogExtras {
  vs: Opponent;
  botLevel: BotLevel;
  match: MatchInfo;
}

export type ThronfolgeLog = GameLog<ThronfolgeOptions, ThronfolgeResult> & Partial<ThronfolgeLogExtras> & Pick<LogMarks, 'daily' | 'attempt' | 'retry'>;

/** A Thronfolge table at this terminal, with the extras its log keeps. */
export type ThronfolgeTable = Table<ThronfolgeGame, ThronfolgeLogExtras>;
export type ThronfolgeClient = ClientOf<ThronfolgeGame>;

export const thronfolgeModule = {
  id: 'thronfolge',
  variants: VARIANTS,
  game: thronfolge,
  playCommand: 'duel',
  bots: thronfolgeBots,
  refusalEnglish: thronfolgeRefusalEnglish,
  refusalCodes: codesOf<ThronfolgeRefusal['code']>({
    gameOver: true,
    handEmptyMustTake: true,
    notACard: true,
    notInGame: true,
    notInHand: true,
    alreadyTaken: true,
    rowEmpty: true,
    unknownMove: true,
  }),
  extras: {
    defaults: (seed) => ({ vs: 'bot', botLevel: DEFAULT_LEVEL, match: singleGame(seed) }),
    // Who seat 2 is and the match are the save's (the duel command refuses --vs and --games with --resume).
    fixed: ['vs', 'match'],
  },
  // With a bot, the human is always seat 1; undo only against the bot.
  seating: (extras) => ({ bots: new Map(extras.vs === 'bot' ? [[2, extras.botLevel]] : []), undo: extras.vs === 'bot' }),
  logFileOf: (file, extras) => logFileOfGame(file, extras.match.game),
  save: {
    fromLog(log) {
      const extra = log as GameLog & Partial<ThronfolgeLogExtras>;
      const match = extra.match && extra.match.games > 1 ? { match: { game: extra.match.game, games: extra.match.games } } : {};
      return { players: 2, vs: extra.vs ?? 'bot', ...match };
    },
    fromState: (state) => ({ round: state.round }),
  },
  stats: thronfolgeStats,
  // A networked duel: against the server's bot or a person at another terminal, from either seat;
  // a watcher's copy (seat 0) is no duel of theirs.
  netLogMarks: (seat, botSeats) => ({ vs: botSeats.includes(seat === 1 ? 2 : 1) ? 'bot' : 'human', netSeat: seat }),
  shareFacts: thronfolgeShareFacts,
  dailyDeal: thronfolgeDailyDeal,
  dailyField: thronfolgeDailyField,
  // Set, not measured: round numbers in the bots' order of strength (docs/ladder.md); they never change.
  ladder: { botRatings: { random: 800, easy: 1200, normal: 1500, hard: 1800 } },
  sim: { play: thronfolgeSim, balance: balanceSim, compare: thronfolgeCompareSim },
  hostOptions(flags) {
    if (flags.players !== undefined && flags.players !== 2) throw new Error('Thronfolge is a duel: two players');
    if ((flags.bots ?? []).some((s) => s !== 2)) throw new Error('in a duel only seat 2 can be a bot');
    return thronfolge.normalizeOptions({ first: flags.first ?? null, variants: (flags.variant ?? []) as Variant[] });
  },
} as const satisfies GameModule<ThronfolgeGame, ThronfolgeLogExtras>;
