// Whether a room plays live or turn-based, and the switches between them. A turn-based table
// (issue 30) has its own part (turn/turn-room.ts: its clock, its rows, parking); "continue later"
// and back (turn/turn-pace.ts) move the table's log between the live store and the rows in an
// order that survives a crash: the new home is written first, and only then does the old one
// forget it. Apart from table-room.ts because that order is a protocol of its own, and the
// room's hooks need only ask for the part.
import type { RoomContext } from './room-context.js';
import type { RoomLifecycle } from './room-lifecycle.js';
import type { RoomPlay } from './room-play.js';
import { newRoomCode } from '../wire/room-code.js';
import { turnSetting } from '../state/room-setup.js';
import { TurnRoom } from '../turn/turn-room.js';
import { RoomPace } from '../turn/turn-pace.js';
import { type TurnServices, turnQuota } from '../turn/turn-services.js';

export class RoomTurnMode {
  /** A turn-based table's own part, or null while the table plays live. */
  part: TurnRoom | null = null;

  constructor(
    private readonly context: RoomContext,
    private readonly play: RoomPlay,
    private readonly lifecycle: RoomLifecycle,
    /** Seats are reserved and not yet taken: a turn-based room does not park under them. */
    private readonly expecting: () => boolean,
  ) {}

  /** The proposals to change the table's pace: "continue later" and back, by the switches here. */
  paceOf(): RoomPace {
    const services = this.context.services;
    return new RoomPace(this.context, {
      turnTables: () => services.turn !== undefined && !services.embedded,
      quota: async (account) => (services.turn ? turnQuota(services.turn, account) : { open: 0, limit: 0 }),
      toTurn: (moveHours) => this.toTurnBased(moveHours),
      toLive: () => this.toLive(),
    });
  }

  /** The table plays turn-based from its creation. */
  begin(turn: TurnServices): void {
    this.part = this.partFor(turn);
  }

  /**
   * A turn-based table's code is its row's (a parked table's code is never drawn again); a live
   * table's code must not be a parked turn-based table's either.
   */
  async claimCode(): Promise<void> {
    const turn = this.context.services.turn;
    if (!turn) return;
    const s = this.context.state();
    for (let tries = 0; ; tries++) {
      const free = s.turn
        ? await turn.tables.create(s.code, { game: s.net.id, seats: s.roster.seats.length, moveMs: s.turn.moveMs, onTimeout: s.turn.onTimeout })
        : !(await turn.tables.exists(s.code));
      if (free) return;
      if (tries >= 3) throw new Error('no free room code');
      s.code = newRoomCode();
    }
  }

  private partFor(turn: TurnServices): TurnRoom {
    const lifecycle = this.lifecycle;
    return new TurnRoom(
      this.context,
      this.play,
      turn,
      {
        park: () => lifecycle.park(),
        open: () => lifecycle.open && !lifecycle.stopping,
        moved: () => lifecycle.moved(),
        expecting: this.expecting,
      },
      this.context.state().code,
    );
  }

  /**
   * "Continue later": the live table becomes turn-based (every seat agreed, turn/turn-pace.ts).
   * Its rows are written first, then its log goes there; only then does the live store forget it,
   * so that a crash in between leaves the table in the database (a restart skips a live log whose
   * code has rows). False when it could not (the room is stopping, the code has rows already).
   */
  async toTurnBased(moveHours: number): Promise<boolean> {
    const { services, connections } = this.context;
    const turn = services.turn;
    const s = this.context.state();
    const journal = this.context.journal();
    const mayTurn = (): boolean => !s.turn && !s.over && !this.lifecycle.stopping && this.lifecycle.open;
    if (!turn || !mayTurn()) return false;
    await journal.whenIdle();
    // Asked again after the wait: the room may be stopping or the game over by now.
    if (!mayTurn()) return false;
    const setting = turnSetting(s.net, moveHours);
    if (!(await turn.tables.create(s.code, { game: s.net.id, seats: s.roster.seats.length, ...setting }))) return false;
    // Everyone here has seen every move so far: their next visit sums up only what comes after.
    for (const x of s.roster.seats) if (!x.bot) await turn.tables.markSeen(s.code, x.seat, s.table.movesMade);
    s.turn = setting;
    const part = this.partFor(turn);
    this.part = part;
    journal.use(part.store);
    journal.save();
    await journal.whenIdle();
    await services.store?.remove(s.code).catch((e: unknown) => this.context.event('saveFailed', { message: String(e) }));
    // The seats here hear the clock, as a visit's join does.
    for (const x of s.roster.seats) {
      const client = connections.clientAt(x.seat);
      if (client && !x.bot) void part.joined(client, x.seat);
    }
    return true;
  }

  /**
   * Back to live play (everyone here agreed): the log goes to the live store first, then the
   * table's rows go, and the clock with them. A crash in between leaves the table turn-based.
   */
  async toLive(): Promise<boolean> {
    const turn = this.context.services.turn;
    const part = this.part;
    const s = this.context.state();
    const journal = this.context.journal();
    // Asked again after every wait: the room may be stopping, or the clock have ended the game, by then.
    const mayGoLive = (): boolean => this.part === part && s.turn !== null && !s.turn.outcome && !s.over && !this.lifecycle.stopping && this.lifecycle.open;
    if (!turn || !part || !mayGoLive()) return false;
    await journal.whenIdle();
    if (!mayGoLive()) return false;
    const store = this.context.services.store;
    if (store?.claim) {
      if (!(await store.claim(s.code))) return false;
      if (!mayGoLive()) {
        // The claim is given back: the table stays turn-based, its code its rows'.
        await store.remove(s.code);
        return false;
      }
    }
    part.retire();
    this.part = null;
    s.turn = null;
    journal.use(store);
    journal.save();
    await journal.whenIdle();
    await turn.tables.forget(s.code);
    return true;
  }

  /** The clock: a turn-based table's move ran out (turn-actions.ts); true when the room acted. */
  async timedOut(seat: number): Promise<boolean> {
    // A room parking now is gone in a moment: the clock tries again and restores it.
    if (this.lifecycle.stopping) throw new Error(`table ${this.context.roomId()} is parking or stopping; try again`);
    return (await this.part?.timedOut(seat)) ?? false;
  }
}
