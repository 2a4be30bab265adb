// A table at one terminal: the people at the keyboard play their seats through the screen, bots
// play theirs at a pace people can follow, and the log is saved after every move.
import type { BotOf } from '../core/bot.js';
import type { AnyGame, MoveOf } from '../core/game.js';
import type { GameLog } from '../core/log.js';
import { BotPacer } from './bot-pacer.js';
import { botSeat } from './bot-seat.js';
import type { ClientOf } from './client.js';
import type { Hint, Hinter, HintsAway } from './hint.js';
import { attemptOf, isRetry, marksOf } from '../store/log-marks.js';
import type { Table } from './table.js';
import type { PlayerOf } from './types.js';

export interface LocalTableOptions<G extends AnyGame = AnyGame> {
  /** 1-based seats played by bots, and the bot of each. */
  bots: ReadonlyMap<number, BotOf<G>>;
  /** Pause before each bot move. */
  botDelayMs: number;
  /** Writes the log (the autosave); a thrown error is shown, not fatal: the next move saves again. */
  persist?: (log: GameLog) => void;
  /** Offers hints (the hard bot's move) to the seats at this keyboard. */
  hinter?: Hinter<G>;
  /** Offers the same hints worked out off the message loop instead (an SSH session's game). */
  hintsAway?: HintsAway<G>;
  /** Offers undo (solo, or one person against bots). */
  undo?: boolean;
  /**
   * The game already has its save (a resumed game, or the next game of a match written at once):
   * every move is saved. Otherwise saving starts with the first move of a seat at this keyboard
   * (with none, the first move), so a game left before the player moved leaves no save — also
   * when a bot moved first.
   */
  saved?: boolean;
}

/** The daily date a log records, or null. */
const dailyOf = (log: GameLog): string | null => marksOf(log).daily ?? null;

/** A seat played at this keyboard: the screen submits its moves. */
const atKeyboard: PlayerOf<AnyGame> = { kind: 'human', decide: () => {} };

export function localTable<G extends AnyGame, Extras extends object>(table: Table<G, Extras>, options: LocalTableOptions<G>): ClientOf<G> {
  const pacer = new BotPacer(options.botDelayMs);
  const listeners = new Set<() => void>();
  const notify = (): void => listeners.forEach((l) => l());
  let saveError: string | null = null;

  const seats = Array.from({ length: table.seatCount }, (_, i) => i + 1);
  for (const seat of seats) {
    const bot = options.bots.get(seat);
    table.sit(seat, bot ? botSeat(bot, { schedule: pacer.schedule }) : atKeyboard);
  }
  const atKeyboardSeats = seats.filter((s) => !options.bots.has(s));
  let saving = options.saved === true;
  let written = false;
  const save = (): void => {
    if (!options.persist || !saving) return;
    saveError = trySave(options.persist, table.log);
    if (saveError === null) written = true;
  };
  /** Counts every change of the table (a move, an undo): a hint belongs to one of them. */
  let version = 0;
  table.subscribe((change) => {
    version++;
    if (atKeyboardSeats.length === 0 || atKeyboardSeats.includes(change.seat)) saving = true;
    save();
    notify();
  });
  // What is said is kept in the log too (a resumed game still shows the signals of its position).
  table.onTalk(() => {
    save();
    notify();
  });

  const client: ClientOf<G> = {
    seatCount: table.seatCount,
    humans: seats.filter((s) => !options.bots.has(s)),
    bots: seats.filter((s) => options.bots.has(s)),
    update: (seat) => table.updateFor(seat),
    history: (seat) => table.historyFor(seat),
    submit: (seat, move) => (options.bots.has(seat) ? { code: 'notYourTurn', seat, toMove: table.toMove() ?? seat } : table.submit(seat, move)),
    talk: () => table.talk(),
    said: () => table.said(),
    phrases: table.game.talk.phrases,
    // Bots speak for themselves: the keyboard speaks only for its own seats.
    signal: (seat, value) => (options.bots.has(seat) ? { code: 'notYourSeat', seat } : table.signal(seat, value)),
    say: (seat, code) => (options.bots.has(seat) ? { code: 'notYourSeat', seat } : table.say(seat, code)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBotsPaused: (paused) => pacer.setPaused(paused),
    notice: () => (saveError ? { kind: 'saveFailed', detail: saveError } : null),
    practice: () => table.log.practice === true,
    saved: () => options.saved === true || written,
    marks: () => ({ daily: dailyOf(table.log), attempt: attemptOf(table.log), retry: isRetry(table.log) }),
    seedAfterEnd: () => (table.toMove() === null ? table.log.seed : null),
    close: () => {
      pacer.stop();
      options.hintsAway?.drop();
    },
  };
  const humanSeat = (seat: number): boolean => !options.bots.has(seat);
  // Undo and hints may show what a move would draw: the game is marked practice in its log.
  const markPractice = (): void => {
    if (table.log.practice === true) return;
    table.log.practice = true;
    save();
  };
  const { hinter } = options;
  if (hinter) {
    client.hint = (seat) => {
      if (!humanSeat(seat) || table.toMove() !== seat) return null;
      const hint = hinter(table.updateFor(seat), table.updatesBefore(seat), table.talk());
      if (hint) markPractice();
      return hint;
    };
  }
  const { hintsAway } = options;
  if (hintsAway) {
    // One hint per position: asked again before the table changes, the same answer (no new work).
    let asked: { seat: number; version: number; hint: Promise<Hint<MoveOf<G>> | null | 'stale'> } | null = null;
    client.hintLater = (seat) => {
      if (!humanSeat(seat) || table.toMove() !== seat) return Promise.resolve(null);
      if (asked?.seat === seat && asked.version === version) return asked.hint;
      // The player said yes to practice before asking: the game is practice from the question on.
      markPractice();
      const at = version;
      const hint = hintsAway.ask(table.updateFor(seat), table.updatesBefore(seat), table.talk()).then((h) => (version === at ? h : 'stale'));
      asked = { seat, version, hint };
      return hint;
    };
  }
  if (options.undo) {
    client.undo = (seat) => {
      if (!humanSeat(seat) || table.toMove() === null) return 0;
      const movers = table.movers();
      const last = movers.lastIndexOf(seat);
      if (last < 0) return 0;
      pacer.stop();
      const taken = table.takeBack(movers.length - last);
      if (taken > 0) {
        markPractice();
        save();
        notify();
      }
      return taken;
    };
  }
  table.start();
  return client;
}

/**
 * Runs the autosave without letting a write error (disk full, no permission) end the game: the
 * error's first line is returned instead. The next move saves the whole log again.
 */
export function trySave(persist: (log: GameLog) => void, log: GameLog): string | null {
  try {
    persist(log);
    return null;
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    return text.split('\n')[0] || 'unknown error';
  }
}
