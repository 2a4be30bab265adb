// The one game loop. A table holds a game's state and log, asks the seat to move for a decision,
// applies it through the rules, tells every seat what it may know and every subscriber (autosave,
// protocol, server log) what happened. Seats and front ends never see the state itself.
// Table talk runs beside the moves: after a jester every seat but the chooser is asked whether it
// would like to go next (bots answer at once) before the chooser is asked; quick phrases may come
// at any time. What is said goes into the log as annotations and to every seat and talk listener.
import type { AnyGame, EventOf, Game, MoveOf, OptionsOf, PublicViewOf, RefusalOf, ResultOf, StateOf, ViewOf } from '../core/game.js';
import { type GameLog, newLog, type ReplayedMove, ReplayFailure, replayLog } from '../core/log.js';
import { annotationsOf, NO_TALK, type Said, type Signal, type SignalWindow, type TalkState, talkAt } from '../core/talk.js';
import type { LogMarks } from '../store/log-marks.js';
import { phraseRefusal, signalRefusal, type TalkPosition } from './talk-rules.js';
import type { AnyRefusal, ChangeOf, PlayerOf, PublicUpdateOf, TalkRefusal, TurnOf, UpdateOf } from './types.js';

/**
 * The log a table keeps: its game's log, the marks the table itself sets (practice), and the
 * extra fields of whoever opened it (`Extras`: bot seats, opponent, match …), kept for resume.
 */
export type TableLog<G extends AnyGame = AnyGame, Extras extends object = Record<string, unknown>> = GameLog<OptionsOf<G>, ResultOf<G>> & LogMarks & Extras;

/** G's parts as one Game type: the rules the table calls, checked against its own types. */
type RulesOf<G extends AnyGame> = Game<StateOf<G>, MoveOf<G>, ViewOf<G>, ResultOf<G>, OptionsOf<G>, EventOf<G>, RefusalOf<G>, PublicViewOf<G>>;

export class Table<G extends AnyGame = AnyGame, Extras extends object = Record<string, unknown>> {
  private readonly rules: RulesOf<G>;
  private state: StateOf<G>;
  /** Every move so far with all its events (history is filtered per seat on the way out). */
  private readonly played: ReplayedMove<MoveOf<G>, EventOf<G>>[] = [];
  private readonly seats = new Map<number, PlayerOf<G>>();
  private readonly listeners = new Set<(change: ChangeOf<G>) => void>();
  private readonly talkListeners = new Set<(said: Said) => void>();
  private asking = false;
  private askAgain = false;
  private started = false;
  /** Set up at a position no log replays to (tests): there is no history to recall. */
  private setAtPosition = false;
  /** Grows with every take-back: a turn asked before it is stale even at the same move count. */
  private epoch = 0;
  /** signalWindow's last answer and the position it was for (states are never changed in place). */
  private windowAt: { state: StateOf<G>; at: number; window: SignalWindow | null } | null = null;
  private finish!: (result: ResultOf<G>) => void;
  /** Settles with the result once the game is over. */
  readonly finished: Promise<ResultOf<G>>;
  readonly log: TableLog<G, Extras>;

  private constructor(
    readonly game: G,
    log: TableLog<G, Extras>,
  ) {
    this.rules = game;
    this.log = log;
    this.state = this.rules.setup(this.rules.normalizeOptions(log.options), log.seed);
    this.finished = new Promise((resolve) => (this.finish = resolve));
  }

  /** A new game; `extras` are extra log fields (bot seats, level, match, …) kept for resume. */
  static create<G extends AnyGame, Extras extends object = Record<string, unknown>>(game: G, options: Partial<OptionsOf<G>>, seed: string, extras?: Extras): Table<G, Extras> {
    const log: TableLog<G, Extras> = { ...newLog<OptionsOf<G>, ResultOf<G>>(game.id, seed, game.normalizeOptions(options)), ...(extras as Extras) };
    return new Table(game, log);
  }

  /**
   * A table rebuilt from a log; throws a ReplayFailure naming the first move that does not
   * replay (and the game's one-line Error for options it does not take). The log's extra fields are taken as `Extras` on trust: they came from a save file.
   */
  static resume<G extends AnyGame, Extras extends object = Record<string, unknown>>(game: G, log: GameLog): Table<G, Extras> {
    const run = replayLog(game, log);
    if (run.error) throw new ReplayFailure(run.error);
    const table = new Table<G, Extras>(game, { ...(log as TableLog<G, Extras>), moves: run.moves.map((m) => m.text) });
    // Talk read from a file is checked (codes and counts only) and kept for the positions played.
    const said = annotationsOf(log, table.seatCount).filter((a) => a.at <= run.moves.length);
    if (said.length > 0) table.log.annotations = said;
    else delete table.log.annotations;
    table.state = run.state;
    table.played.push(...run.moves);
    table.log.result = table.result();
    return table;
  }

  /**
   * A table at a given position with the log that led there (taken on trust): for positions no
   * short log reaches, such as tests of an endgame screen.
   */
  static atPosition<G extends AnyGame>(game: G, state: StateOf<G>, log: GameLog): Table<G> {
    const table = new Table<G>(game, { ...(log as TableLog<G>) });
    table.state = state;
    table.setAtPosition = true;
    return table;
  }

  /** How many seats the game has. */
  get seatCount(): number {
    return this.rules.seatCount(this.log.options);
  }

  /** The seat that must decide now (1-based), or null once the game is over. */
  toMove(): number | null {
    return this.rules.currentSeat(this.state);
  }

  result(): ResultOf<G> | null {
    return this.rules.outcome(this.state);
  }

  get movesMade(): number {
    return this.played.length;
  }

  /** Puts a player in a seat (before `start`, or to replace one: a bot taking over a seat). */
  sit(seat: number, player: PlayerOf<G>): void {
    this.seats.set(seat, player);
    if (this.started) {
      this.tell(seat, player);
      this.askToSignal([seat]);
      if (this.toMove() === seat) this.askSeatToMove();
    }
  }

  /** Subscribes to everything said at the table; returns the unsubscribe function. */
  onTalk(listener: (said: Said) => void): () => void {
    this.talkListeners.add(listener);
    return () => this.talkListeners.delete(listener);
  }

  /** Subscribes to every move; returns the unsubscribe function. */
  subscribe(listener: (change: ChangeOf<G>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every seat where the game stands and asks the seat to move. */
  start(): void {
    this.started = true;
    for (const [seat, player] of this.seats) this.tell(seat, player);
    const result = this.result();
    if (result !== null) this.finish(result);
    else this.askToMove();
  }

  /** What `seat` may know now. */
  updateFor(seat: number): UpdateOf<G> {
    return this.updateAt(this.state, seat, this.played.length);
  }

  /** What `seat` may know in `state`, reached by the first `movesMade` moves. */
  private updateAt(state: StateOf<G>, seat: number, movesMade: number): UpdateOf<G> {
    const game = this.rules;
    const toMove = game.currentSeat(state);
    const last = movesMade > 0 ? this.played[movesMade - 1] : undefined;
    return {
      seat,
      view: game.view(state, seat),
      legal: toMove === seat ? game.legalMoves(state) : [],
      toMove,
      movesMade,
      lastMove: last ? { seat: last.seat, move: last.move, text: last.text } : null,
      events: last ? game.eventsFor(last.events, seat) : [],
      result: game.outcome(state),
    };
  }

  /** What a person standing behind the table may know now (a watcher): no hand, drawn cards as counts. */
  publicUpdate(): PublicUpdateOf<G> {
    const game = this.rules;
    const last = this.played.at(-1);
    return {
      view: game.publicView(this.state),
      toMove: game.currentSeat(this.state),
      movesMade: this.played.length,
      lastMove: last ? { seat: last.seat, move: last.move, text: last.text } : null,
      events: last ? game.eventsFor(last.events, 0) : [],
      result: game.outcome(this.state),
      window: this.signalWindow(),
    };
  }

  // ---- table talk ----

  /** After a jester, until its player chooses: the position and the chooser; else null. */
  signalWindow(): SignalWindow | null {
    // Asked several times a move (every seat's signal, every talk) and the same until the state
    // changes: a whole public view each time was about 5% of a simulation of easy bots.
    const known = this.windowAt;
    if (known?.state === this.state && known.at === this.played.length) return known.window;
    const chooser = this.rules.talk.signalChooser(this.rules.publicView(this.state));
    const window = chooser === null ? null : { at: this.played.length, chooser };
    this.windowAt = { state: this.state, at: this.played.length, window };
    return window;
  }

  /** The open signal window (if any) and each seat's latest signal in it. */
  talk(): TalkState {
    return talkAt(this.said(), this.signalWindow());
  }

  /** Everything said so far, oldest first. */
  said(): readonly Said[] {
    return this.log.annotations ?? [];
  }

  /**
   * `seat` signals whether it would like to go next (`at`: the position it answers, when known):
   * null when said (the same signal again says nothing new), else why not.
   */
  signal(seat: number, value: Signal, at?: number): TalkRefusal | null {
    const window = this.signalWindow();
    const refusal = signalRefusal(this.talkPosition(), window, seat, value, at);
    if (refusal || !window) return refusal;
    if (this.talk().signals.find((s) => s.seat === seat)?.value === value) return null;
    this.remember({ at: window.at, seat, kind: 'signal', value });
    return null;
  }

  /** `seat` says a quick phrase; a fact it states is taken from the public view. */
  say(seat: number, code: string): TalkRefusal | null {
    const talk = this.rules.talk;
    const refusal = phraseRefusal(this.talkPosition(), talk.phrases, seat, code);
    if (refusal) return refusal;
    this.remember({ at: this.played.length, seat, kind: 'phrase', code, params: talk.phraseParams(this.rules.publicView(this.state), seat, code) });
    return null;
  }

  private talkPosition(): TalkPosition {
    return { said: this.said(), seats: this.seatCount, movesMade: this.played.length, over: this.toMove() === null };
  }

  private remember(said: Said): void {
    this.log.annotations = [...this.said(), said];
    for (const player of this.seats.values()) player.hear?.(said);
    for (const listener of this.talkListeners) listener(said);
  }

  /** After a jester every seat but the chooser (of `seats`, default all) may signal. */
  private askToSignal(seats?: number[]): void {
    const window = this.signalWindow();
    if (!window) return;
    for (const [seat, player] of this.seats) {
      if (seat === window.chooser || !player.mayTalk || (seats && !seats.includes(seat))) continue;
      player.mayTalk({ update: this.updateFor(seat), window, signal: (value) => this.signal(seat, value, window.at) });
    }
  }

  /** Every move so far with its events as `seat` may see them: an event log rebuilt on resume. */
  historyFor(seat: number): { seat: number; text: string; events: EventOf<G>[] }[] {
    return this.played.map((p) => ({ seat: p.seat, text: p.text, events: this.rules.eventsFor(p.events, seat) }));
  }

  /**
   * Tells a seat where the game stands; one that remembers first hears the updates it missed,
   * rebuilt by replaying the game from its seed (a table set up at a position has none to give).
   */
  private tell(seat: number, player: PlayerOf<G>): void {
    if (player.recall && this.played.length > 0) player.recall(this.updatesBefore(seat));
    player.see?.(this.updateFor(seat));
  }

  /**
   * The updates `seat` was told before the current one: the start, then after each earlier move
   * (none for a table set up at a position, which no log replays to).
   */
  updatesBefore(seat: number): UpdateOf<G>[] {
    if (this.setAtPosition || this.played.length === 0) return [];
    const updates: UpdateOf<G>[] = [];
    const earlier = { ...this.log, moves: this.log.moves.slice(0, this.played.length - 1) };
    replayLog(this.game, earlier, (state, movesMade) => updates.push(this.updateAt(state, seat, movesMade)));
    return updates;
  }

  /** Plays a move for `seat`: null when applied, else why not (nothing changes). */
  submit(seat: number, move: MoveOf<G>): AnyRefusal<RefusalOf<G>> | null {
    const toMove = this.toMove();
    if (toMove === null) return { code: 'gameOver' };
    if (toMove !== seat) return { code: 'notYourTurn', seat, toMove };
    const step = this.rules.step(this.state, move);
    if (!step.ok) return step.refusal;
    const change = this.record(seat, move, step.state, step.events);
    for (const listener of this.listeners) listener(change);
    for (const [s, player] of this.seats) player.see?.(this.updateFor(s));
    if (change.result !== null) this.finish(change.result);
    else this.askToMove();
    return null;
  }

  /** Every seat may now signal if a jester was played, then the seat to move is asked. */
  private askToMove(): void {
    this.askToSignal();
    this.askSeatToMove();
  }

  /**
   * Takes back the last `count` moves: the position is rebuilt by replaying the log without them
   * (the log simply gets shorter, so a save still replays). Extra log fields stay. Every seat is
   * told the new position and the seat to move is asked again; a pending bot decision goes stale.
   * Not once the game is over. Returns the moves taken back.
   */
  takeBack(count: number): number {
    const n = Math.min(count, this.played.length);
    if (n <= 0 || this.toMove() === null) return 0;
    const shorter = { ...this.log, moves: this.log.moves.slice(0, this.played.length - n) };
    const run = replayLog(this.game, shorter);
    if (run.error) throw new ReplayFailure(run.error);
    this.epoch++;
    this.state = run.state;
    this.played.length = 0;
    this.played.push(...run.moves);
    this.log.moves = run.moves.map((m) => m.text);
    this.log.result = this.result();
    // What was said at the positions taken back goes with them.
    if (this.log.annotations) this.log.annotations = this.log.annotations.filter((a) => a.at <= run.moves.length);
    if (this.started) {
      for (const [s, player] of this.seats) this.tell(s, player);
      this.askToMove();
    }
    return n;
  }

  /** Seats of the moves so far, oldest first (who played what is public). */
  movers(): number[] {
    return this.played.map((p) => p.seat);
  }

  private record(seat: number, move: MoveOf<G>, next: StateOf<G>, events: EventOf<G>[]): ChangeOf<G> {
    const text = this.rules.formatMove(move);
    this.state = next;
    this.played.push({ seat, move, text, events });
    this.log.moves = [...this.log.moves, text];
    this.log.result = this.result();
    return { seat, move, text, events, movesMade: this.played.length, result: this.log.result };
  }

  /**
   * Asks the seat to move for its decision. A seat that answers at once (a bot) would otherwise
   * recurse through submit once per move; the loop below keeps the stack flat.
   */
  private askSeatToMove(): void {
    if (this.asking) {
      this.askAgain = true;
      return;
    }
    this.asking = true;
    try {
      do {
        this.askAgain = false;
        const seat = this.toMove();
        const player = seat === null ? undefined : this.seats.get(seat);
        if (seat !== null && player) player.decide(this.turnFor(seat));
      } while (this.askAgain);
    } finally {
      this.asking = false;
    }
  }

  private turnFor(seat: number): TurnOf<G> {
    const at = this.played.length;
    const epoch = this.epoch;
    return {
      update: this.updateFor(seat),
      submit: (move) => (this.played.length !== at || this.epoch !== epoch ? { code: 'staleTurn' } : this.submit(seat, move)),
      heard: () => (this.played.length === at && this.epoch === epoch ? this.talk() : NO_TALK),
    };
  }
}
