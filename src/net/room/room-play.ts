// The game in a room: it starts, every seat gets its player (a person's connection, or a server
// bot, on a worker when the server has them), each seat is sent its own update once the move is
// durable, and at the end everyone gets the result.
import { botSeat } from '../../table/bot-seat.js';
import type { SeatPlayer, SeatUpdate } from '../../table/types.js';
import { botSeedFor } from '../wire/games.js';
import type { RoomContext } from './room-context.js';
import type { RoomLifecycle } from './room-lifecycle.js';
import type { RoomTalk } from './room-talk.js';
import { awaitSignals as awaitSignalsOf, decideAfterSignals, type SignalWait } from '../bots/signal-wait.js';
import { toWireUpdate } from '../client/seat-update.js';
import { gameLogOf } from '../state/room-setup.js';

/** What the game needs of the Colyseus room beyond the shared parts. */
export interface PlayRoom {
  /** Whether Colyseus disposes of the room once its last connection goes. */
  setAutoDispose(on: boolean): void;
  /** How many connections the room has. */
  connected(): number;
  talk(): RoomTalk;
}

export class RoomPlay {
  private readonly botDisposers = new Map<number, () => void>();
  /** The seats the server's bots played when the game started (a later bot took a person's seat over). */
  private botsAtStart: ReadonlySet<number> = new Set();

  constructor(
    private readonly room: RoomContext,
    private readonly lifecycle: RoomLifecycle,
    private readonly colyseus: PlayRoom,
  ) {}

  startGame(): void {
    this.room.state().started = true;
    this.room.event('started', {});
    this.room.journal().save();
    this.room.lobbyChanged(true);
    this.startTable();
    this.eventStarted();
  }

  /** A team event's table: the team (the accounts seated now) starts the week's deal. */
  private eventStarted(): void {
    const facts = this.eventFacts();
    facts?.events.started(facts.facts).catch((e: unknown) => this.room.event('eventError', { message: e instanceof Error ? e.message : String(e) }));
  }

  private eventFacts() {
    const s = this.room.state();
    const events = this.room.services.events;
    if (!s.event || !events) return null;
    const seats = s.roster.seats.map((x) => ({ seat: x.seat, account: x.account ?? null, bot: x.bot }));
    return { events, facts: { key: s.code, game: s.net.id, week: s.event.week, players: seats.length, turnBased: s.turn !== null, seats } };
  }

  startTable(): void {
    const s = this.room.state();
    // A running game stays in memory while its players are away (they may rejoin with their token).
    this.colyseus.setAutoDispose(false);
    this.botsAtStart = new Set(s.roster.seats.filter((x) => x.bot).map((x) => x.seat));
    for (const x of s.roster.seats) s.table.sit(x.seat, x.bot ? this.botPlayer(x.seat) : this.remotePlayer(x.seat));
    s.table.subscribe(() => {
      this.room.journal().save();
      this.room.services.metrics?.moved(s.net.id);
    });
    // Watchers hear each move after the seats (and after the journal: a move is durable first).
    s.table.subscribe(() => this.room.watchers().moved());
    this.colyseus.talk().follow();
    void s.table.finished.then(() => this.gameOver());
    s.table.start();
    this.room.watchers().moved();
  }

  /**
   * A person's seat: its update goes to its connection. Its moves come as messages and are
   * submitted to the table for the seat the connection is bound to, so the turn is not kept.
   */
  private remotePlayer(seat: number): SeatPlayer {
    return {
      kind: 'remote',
      see: (update) => {
        const message = this.wire(update);
        // Sent once the move is durable: no player sees a move that a crash could take back.
        this.room.journal().afterSave(() => this.room.connections.clientAt(seat)?.send('update', message));
      },
      decide: () => {},
    };
  }

  botPlayer(seat: number): SeatPlayer {
    const s = this.room.state();
    const { services } = this.room;
    this.botDisposers.get(seat)?.();
    const seed = botSeedFor(s.table.log.seed, seat);
    const onError = (e: unknown): void => this.room.event('botError', { seat, message: (e as Error).message });
    if (services.bots) {
      const awaitSignals = (decide: () => void): boolean => awaitSignalsOf(this.signalWait(), s.botDelayMs, decide);
      const onDecided = (ms: number): void => services.metrics?.botDecided(s.net.id, s.botLevel, ms);
      const player = services.bots.seat({ game: s.net.id, level: s.botLevel, seed, delayMs: s.botDelayMs, onError, awaitSignals, onDecided });
      this.botDisposers.set(seat, () => player.dispose());
      return player;
    }
    return botSeat(s.net.makeBot(s.botLevel, seed), { schedule: (decideNow) => decideAfterSignals(this.signalWait(), s.botDelayMs, decideNow), onError });
  }

  /** What a bot chooser waits for after a jester: the signals of the people here. */
  private signalWait(): SignalWait {
    const s = this.room.state();
    const people = (): number[] => s.roster.seats.filter((x) => !x.bot && x.present).map((x) => x.seat);
    return { table: s.table, people, later: (ms, run) => this.lifecycle.later(ms, run) };
  }

  /** The game ended (the engine's result, or a turn-based table's clock ended it): everyone hears, the room goes once empty. */
  gameOver(): void {
    if (this.lifecycle.disposed) return;
    const s = this.room.state();
    s.over = true;
    this.room.journal().save();
    this.room.event('ended', { result: s.table.result(), moves: s.table.movesMade, seedChosen: s.seedChosen });
    this.room.journal().afterSave(() => this.room.broadcast('end', this.room.endMessage()));
    this.room.lobbyChanged(true);
    this.reportEnd();
    this.colyseus.setAutoDispose(true);
    if (this.colyseus.connected() === 0) void this.room.disconnect();
  }

  /** Tells the services who played and how it ended (once: the table finishes once). */
  private reportEnd(): void {
    const s = this.room.state();
    const { services } = this.room;
    this.eventEnded();
    if (!services.gameEnded) return;
    const seats = s.roster.seats.map((x) => {
      const tookOver = x.bot && !this.botsAtStart.has(x.seat);
      return { seat: x.seat, account: x.account ?? null, bot: x.bot, tookOver };
    });
    // A turn-based duel its clock ended: the seat whose time ran out loses (the ladder rates it once per key).
    const outcome = s.turn?.outcome;
    const timedOut = outcome?.kind === 'timeout' ? { timedOut: outcome.seat } : {};
    try {
      services.gameEnded({ key: `${s.turn ? 'turn' : 'live'}:${s.code}`, game: s.net.id, seats, botLevel: s.botLevel, seedChosen: s.seedChosen, result: s.table.result(), ...timedOut });
    } catch (e) {
      this.room.event('gameEndedError', { message: e instanceof Error ? e.message : String(e) });
    }
  }

  /** A team event's game ended: the server judges it from its own log (replayed), and the room's log says how. */
  private eventEnded(): void {
    const facts = this.eventFacts();
    if (!facts) return;
    facts.events
      .ended(facts.facts, gameLogOf(this.room.state()))
      .then((answer) => this.room.event('eventJudged', answer.recorded ? { standing: answer.standing, reason: answer.reason, defeated: answer.defeated, jesters: answer.jesters } : { already: true }))
      .catch((e: unknown) => this.room.event('eventError', { message: e instanceof Error ? e.message : String(e) }));
  }

  /** A seat's update as it goes on the wire, with the signal window it may answer. */
  wire(u: SeatUpdate) {
    return { ...toWireUpdate(this.room.state().net.game, u), window: this.room.state().table.signalWindow() };
  }

  /** The server's bots stop with the room. */
  dispose(): void {
    for (const dispose of this.botDisposers.values()) dispose();
    this.botDisposers.clear();
  }
}
