// Regicide's module: the rules, the bots (hard by default), the solo hint's chance to win, the
// log fields a game at this terminal keeps (bot seats and level), the facts of a save, the
// statistics, the simulator and the options of a hosted table.
import { cardLabel } from '../../core/cards.js';
import { VARIANTS } from '../../games/regicide/types.js';
import type { GameLog } from '../../core/log.js';
import { REGICIDE_BOT_LEVELS, makeRegicideBot, type RegicideBotLevel } from '../../games/regicide/bots/index.js';
import { regicideSignal } from '../../games/regicide/bots/signal.js';
import { winChance } from '../../games/regicide/bots/win-chance.js';
import { regicide, type RegicideGame } from '../../games/regicide/index.js';
import { checkBotSeats } from '../../games/regicide/setup.js';
import type { RegicideOptions, RegicideResult, Variant } from '../../games/regicide/types.js';
import type { LogMarks } from '../../store/log-marks.js';
import type { ClientOf } from '../../table/client.js';
import type { Table } from '../../table/table.js';
import type { RegicideRefusal } from '../../games/regicide/refusals.js';
import { codesOf, type GameModule } from '../module.js';
import { regicidePhraseEnglish, regicideRefusalEnglish } from './protocol-english.js';
import { regicideDailyField } from './daily-field.js';
import { regicideDailyDeal } from './daily.js';
import { regicideTeamEvent } from './team-event.js';
import { regicidePuzzles } from './puzzle-rule.js';
import { regicideShareFacts } from './share.js';
import { regicideAnalyzeSim } from './analyze-sim.js';
import { regicideCompareSim } from './compare-sim.js';
import { regicidePuzzleSim } from './puzzle-sim.js';
import { regicideSim } from './sim.js';
import { regicideStats } from './stats.js';

/** Extra log fields (the protocol allows extras) that --resume needs to play on as before; --daily's date and attempt, a retry. */
export interface RegicideLogExtras {
  /** Seats played by bots. */
  bots: number[];
  /** The bots' strength. */
  botLevel: RegicideBotLevel;
}

export type RegicideLog = GameLog<RegicideOptions, RegicideResult> & Partial<RegicideLogExtras> & Pick<LogMarks, 'daily' | 'attempt' | 'retry'>;

/** A Regicide table at this terminal, with the extras its log keeps. */
export type RegicideTable = Table<RegicideGame, RegicideLogExtras>;
export type RegicideClient = ClientOf<RegicideGame>;

/** Solo hints also estimate the chance to win: a rough figure (about ±17 points), cheap enough to wait for. */
export const HINT_PLAYOUTS = 8;

/** The level every command plays unless told otherwise: the strongest that still decides well within a quarter second. */
const DEFAULT_LEVEL: RegicideBotLevel = 'hard';

export const regicideModule = {
  id: 'regicide',
  variants: VARIANTS,
  game: regicide,
  playCommand: 'play',
  bots: {
    levels: REGICIDE_BOT_LEVELS,
    default: DEFAULT_LEVEL,
    make: (level, seed) => makeRegicideBot(level as RegicideBotLevel, seed),
    signal: regicideSignal,
  },
  refusalEnglish: regicideRefusalEnglish,
  refusalCodes: codesOf<RegicideRefusal['code']>({
    gameOver: true,
    wrongPhase: true,
    notInHand: true,
    badCombo: true,
    discardTooLow: true,
    discardTooHigh: true,
    cannotYield: true,
    cannotFeign: true,
    cannotFlip: true,
    noSuchSeat: true,
    unknownMove: true,
  }),
  phraseEnglish: regicidePhraseEnglish,
  hintExtra: (u, move, salt) => (u.view.players === 1 ? { chance: winChance(u.view, move, salt, HINT_PLAYOUTS), playouts: HINT_PLAYOUTS } : undefined),
  extras: {
    defaults: () => ({ bots: [], botLevel: DEFAULT_LEVEL }),
    fixed: [],
    check: (extras, seatCount) => checkBotSeats(extras.bots, seatCount),
  },
  seating: (extras, seatCount) => ({
    bots: new Map(extras.bots.map((seat) => [seat, extras.botLevel])),
    // Undo only alone at the table: with other people it would take back their turns too.
    undo: seatCount === 1,
  }),
  save: {
    fromLog: (log) => ({ players: (log.options as Partial<RegicideOptions>).players ?? 1 }),
    fromState: (state, ascii) => ({ enemy: state.enemy >= 0 ? cardLabel(state.enemy, ascii) : undefined, defeated: state.defeated }),
  },
  stats: regicideStats,
  shareFacts: regicideShareFacts,
  dailyDeal: regicideDailyDeal(),
  dailyField: regicideDailyField,
  teamEvent: regicideTeamEvent,
  puzzles: regicidePuzzles,
  sim: { play: regicideSim, compare: regicideCompareSim, analyze: regicideAnalyzeSim, puzzles: regicidePuzzleSim },
  hostOptions(flags) {
    if (flags.first !== undefined) throw new Error('--first is a Thronfolge option');
    const options = regicide.normalizeOptions({ players: flags.players ?? 2, variants: (flags.variant ?? []) as Variant[] });
    checkBotSeats(flags.bots ?? [], options.players);
    if ((flags.bots ?? []).includes(1)) throw new Error("seat 1 is the host's; bots may sit in the other seats");
    return options;
  },
} as const satisfies GameModule<RegicideGame, RegicideLogExtras>;
