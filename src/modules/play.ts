// A game of any module at this terminal: opened new or from its save (--resume) by the module's
// policy for its extra log fields, then seated — bots where the module's seating puts them, at
// their level, each with its own seed; hints and undo where the module allows them — and saved
// after every move.
import { botSeed } from '../core/rng.js';
import type { AnyGame, MoveOf, OptionsOf } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import type { SaveStore } from '../store/save-store.js';
import type { ClientOf } from '../table/client.js';
import { botHinter, type Hint, type Hinter, type HintsAway } from '../table/hint.js';
import type { TalkState } from '../core/talk.js';
import type { SeatUpdate } from '../table/types.js';
import { localTable } from '../table/local-table.js';
import { type GameStart, openGame, type OpenedGame } from '../table/opener.js';
import { autosaveTo } from '../table/saves.js';
import type { BotOf } from '../core/bot.js';
import type { GameModule } from './module.js';

/** A new game of `module`, or the saved one --resume names; a ResumeFailure (a code) when there is nothing to resume. */
export function openAt<G extends AnyGame, X extends object>(module: GameModule<G, X>, start: GameStart<Partial<OptionsOf<G>>, X>, store: SaveStore): OpenedGame<G, X> {
  return openGame(module.game, module.extras, start, store);
}

/** The hint of a game from `seed`: the default level's move, with the module's own figures. */
export function hinterOf<G extends AnyGame, X extends object>(module: GameModule<G, X>, seed: string): Hinter<G> {
  return botHinter(module.game, seed, (salt) => module.bots.make(module.bots.default, salt), module.hintExtra);
}

/** A hint to work out away from the message loop: the seat's bot seed (one-way), never the game's seed. */
export interface HintJob {
  game: string;
  seatSeed: string;
  update: SeatUpdate;
  before: SeatUpdate[];
  heard: TalkState;
}

/** Where a session sends its hint jobs (see cli/ssh/hint-pool.ts): one at a time, dropped when the game goes. */
export interface HintDesk {
  ask(job: HintJob): Promise<Hint | null | 'stale'>;
  drop(): void;
}

/** The hints of a game from `seed`, worked out at `desk`: the same hints `hinterOf` gives on the loop. */
export function hintsAwayOf<G extends AnyGame, X extends object>(module: GameModule<G, X>, seed: string, desk: HintDesk): HintsAway<G> {
  return {
    ask: (update, before, heard) => desk.ask({ game: module.id, seatSeed: botSeed(seed, update.seat), update, before, heard }) as Promise<Hint<MoveOf<G>> | null | 'stale'>,
    drop: () => desk.drop(),
  };
}

/**
 * The bots of a game from `seed`, by seat: each seeded from the game's seed and its seat through
 * a one-way hash, so a game with bots is the same every time and no bot could rebuild the deal.
 */
export function botsOf<G extends AnyGame>(module: Pick<GameModule<G>, 'bots'>, levels: ReadonlyMap<number, string>, seed: string): Map<number, BotOf<G>> {
  return new Map([...levels].map(([seat, level]) => [seat, module.bots.make(level, botSeed(seed, seat))]));
}

export interface TerminalSeats {
  /** Pause before each bot move. */
  botDelayMs: number;
  /** --log FILE: also written after every move. */
  logFile?: string;
  /** The save is written before the first move (the next game of a match). */
  presaved?: boolean;
  /** Instead of the save and --log (an SSH guest's game is kept nowhere). */
  persist?: (log: GameLog) => void;
  /** Hints are worked out here, off the message loop (an SSH session's), instead of in the call. */
  hintDesk?: HintDesk;
}

/** The client of an opened game at this terminal, saving to its save (and --log) after every move. */
export function clientAt<G extends AnyGame, X extends object>(module: GameModule<G, X>, opened: OpenedGame<G, X>, seats: TerminalSeats): { client: ClientOf<G>; persist: (log: GameLog) => void } {
  const { table, extras } = opened;
  const seating = module.seating(extras, table.seatCount);
  const logFile = seats.logFile && module.logFileOf ? module.logFileOf(seats.logFile, extras) : seats.logFile;
  const persist = seats.persist ?? autosaveTo(opened.savePath, logFile);
  const client = localTable(table, {
    bots: botsOf(module, seating.bots, table.log.seed),
    botDelayMs: seats.botDelayMs,
    persist,
    ...(seats.hintDesk ? { hintsAway: hintsAwayOf(module, table.log.seed, seats.hintDesk) } : { hinter: hinterOf(module, table.log.seed) }),
    undo: seating.undo,
    saved: opened.resumed || seats.presaved === true,
  });
  return { client, persist };
}
