// What an operator's Prometheus reads from one server process (prom-client, a registry of this
// server's own): rooms and clients by game and state (asked of the rooms at each scrape), moves,
// the time from a client's move to its update leaving, bot decision time, refusals by code, and
// tables taken over and handed over; plus Node's own process metrics. The series by game are
// those of the registry's games, each there from the start at zero (so rate() and a dashboard
// see a game before its first table).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PACKAGE_NAME } from '../../core/package-name.js';
import { gameModules } from '../../modules/registry.js';

export type RoomState = 'lobby' | 'playing' | 'over';
const ROOM_STATES: readonly RoomState[] = ['lobby', 'playing', 'over'];

/** A metric's name: the package's prefix before it. */
const named = (name: string): string => `${PACKAGE_NAME}_${name}`;
/** The games the series are by: every registered one (a test's own games too, once registered). */
const gameIds = (): string[] => gameModules().map((m) => m.id);

/** One room as a scrape counts it. */
export interface RoomSample {
  game: string;
  state: RoomState;
  clients: number;
}

/** What the rooms report (RoomServices.metrics). */
export interface RoomMetrics {
  /** A room counts from now until the returned function is called. */
  track(sample: () => RoomSample): () => void;
  moved(game: string): void;
  /** ms from a client's move arriving to its update leaving (after the durable write). */
  moveToView(game: string, ms: number): void;
  botDecided(game: string, level: string, ms: number): void;
}

// Milliseconds: a move on an idle server takes about one; a busy one tens.
const LATENCY_BUCKETS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

export class ServerMetrics implements RoomMetrics {
  readonly registry = new Registry();
  private readonly rooms = new Set<() => RoomSample>();
  private readonly moves: Counter<'game'>;
  private readonly latency: Histogram<'game'>;
  private readonly botTime: Histogram<'game' | 'level'>;
  private readonly refusals: Counter<'code'>;
  private readonly takeovers: Counter<'from'>;
  private readonly handovers: Counter;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: named('') });
    this.roomGauge(named('rooms'), 'Tables held by this process, by game and state (lobby, playing, over)', () => 1);
    this.roomGauge(named('clients'), "Connected clients of this process's tables, by game and the table's state", (s) => s.clients);
    this.moves = new Counter({ name: named('moves_total'), help: "Moves made at this process's tables (moves per second: rate())", labelNames: ['game'], registers });
    this.latency = new Histogram({
      name: named('move_to_view_ms'),
      help: "Milliseconds from a client's move arriving to its update leaving (after the durable write)",
      labelNames: ['game'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.botTime = new Histogram({
      name: named('bot_decision_ms'),
      help: 'Milliseconds a server bot took to decide (on its worker thread)',
      labelNames: ['game', 'level'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.refusals = new Counter({ name: named('refused_total'), help: 'Refused messages and requests, by code', labelNames: ['code'], registers });
    this.takeovers = new Counter({
      name: named('tables_taken_over_total'),
      help: 'Tables this process took over (from: released by a drain, or lost with a dead process)',
      labelNames: ['from'],
      registers,
    });
    this.handovers = new Counter({ name: named('tables_handed_over_total'), help: 'Tables this process handed over while draining', registers });
    for (const game of gameIds()) {
      this.moves.inc({ game }, 0);
      this.latency.zero({ game });
    }
  }

  /** A gauge summed over the rooms at each scrape: `value` of each room, by its game and state. */
  private roomGauge(name: string, help: string, value: (s: RoomSample) => number): void {
    const rooms = this.rooms;
    new Gauge({
      name,
      help,
      labelNames: ['game', 'state'],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const game of gameIds()) for (const state of ROOM_STATES) this.set({ game, state }, 0);
        for (const sample of rooms) {
          const s = sample();
          this.inc({ game: s.game, state: s.state }, value(s));
        }
      },
    });
  }

  track(sample: () => RoomSample): () => void {
    this.rooms.add(sample);
    return () => this.rooms.delete(sample);
  }

  moved(game: string): void {
    this.moves.inc({ game });
  }

  moveToView(game: string, ms: number): void {
    this.latency.observe({ game }, ms);
  }

  botDecided(game: string, level: string, ms: number): void {
    this.botTime.observe({ game, level }, ms);
  }

  refused(code: string): void {
    this.refusals.inc({ code });
  }

  /** Counts what the room events say (refusals, takeovers, hand-overs). */
  observe(e: { event: string; why?: unknown; from?: unknown }): void {
    if (e.event === 'takenOver') this.takeovers.inc({ from: String(e.from) });
    else if (e.event === 'handedOver') this.handovers.inc();
    else if (e.event === 'refused' && e.why !== undefined && !('address' in e)) this.refused(String(e.why));
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
