// The turn-based side of one table room (issue 30): its store (the rows), the `turn` message each
// seat gets on joining and whenever the turn changes, how far each seat's player has looked
// (turn_seats.seen_moves), the push to a player whose turn it is and who is not here, parking the
// room when nobody is left, and what the clock does when a move's time runs out.
import type { Client } from '@colyseus/core';
import type { TurnMessage } from '../wire/messages.js';
import type { RoomContext, TurnPart } from '../room/room-context.js';
import type { RoomPlay } from '../room/room-play.js';
import type { TurnSetting } from '../state/room-setup.js';
import { gameTitle, type TurnServices } from './turn-services.js';
import { endedMessage } from './turn-clock-texts.js';
import { TurnStore } from './turn-store.js';
import type { TurnClock, WithinWrite } from './turn-tables.js';

/** What the turn part needs of the room beyond the shared parts. */
export interface TurnRoomHost {
  /** Parks the room: its last write, the lease given up, the room gone. */
  park(): void;
  /** The room is still open (not closing, parking or gone). */
  open(): boolean;
  /** The table went to another process. */
  moved(): void;
  /** Seats are reserved whose clients have not connected yet. */
  expecting(): boolean;
}

/** How long a table restored for a join waits for that join before it may park again. */
const JOIN_WAIT_MS = 10_000;
/** How often a room that could park but has reservations outstanding looks again. */
const RESERVATION_RECHECK_MS = 5000;

export class TurnRoom implements TurnPart {
  readonly store: TurnStore;
  /** Per seat: the moves its player had seen before this visit, and until when its clock is paused. */
  private readonly visits = new Map<number, { seenMoves: number; pausedUntil: number | null }>();
  /** Restored for a join that has not arrived yet: the room does not park before it came (or its time passed). */
  private awaitingJoin: boolean;
  /** The clock's act under way. */
  private acting = false;
  /** The seated accounts were told the game is over (once: an over table is never restored). */
  private toldEnd = false;
  /** The table went back to live play: this part does nothing more. */
  private retired = false;

  constructor(
    private readonly room: RoomContext,
    private readonly play: RoomPlay,
    private readonly turn: TurnServices,
    private readonly host: TurnRoomHost,
    code: string,
  ) {
    const restoring = turn.restoring.get(code);
    turn.restoring.delete(code);
    this.awaitingJoin = restoring?.forJoin ?? false;
    if (this.awaitingJoin)
      this.room.later(JOIN_WAIT_MS, () => {
        this.awaitingJoin = false;
        this.parkIfIdle();
      });
    this.store = new TurnStore(
      turn.tables,
      code,
      {
        toMove: () => {
          const s = this.room.state();
          return s.started && !s.over ? s.table.toMove() : null;
        },
        outcome: () => this.setting().outcome,
        saved: (now, before) => this.saved(now, before),
        lost: () => this.host.moved(),
        endWrites: () => this.endPushes(),
      },
      restoring,
    );
  }

  private setting(): TurnSetting {
    return this.room.state().turn as TurnSetting;
  }

  /** The table is played live again: the lease is no longer renewed and the room never parks. */
  retire(): void {
    this.retired = true;
    this.store.stop();
  }

  /** The join this table was restored for was refused: it need not wait for it any longer. */
  joinRefused(): void {
    this.awaitingJoin = false;
    this.room.later(0, () => this.parkIfIdle());
  }

  /** A seat (re)taken: it hears the table's clock and how far it had looked; from now on it has seen every move. */
  async joined(client: Client, seat: number): Promise<void> {
    this.awaitingJoin = false;
    const code = this.room.roomId();
    // Until the seat's last visit is read, no write may mark it as having seen the table now (the
    // join's own save would race the read, and the summary "since your last visit" would be empty).
    this.visits.delete(seat);
    const row = await this.turn.tables.seat(code, seat).catch(() => undefined);
    this.visits.set(seat, { seenMoves: row?.seen_moves ?? 0, pausedUntil: row?.paused_until ?? null });
    if (this.room.connections.clientAt(seat) !== client) return;
    client.send('turn', this.message(seat));
    this.markSeen(seat);
  }

  private message(seat: number): TurnMessage {
    const t = this.setting();
    const visit = this.visits.get(seat);
    return {
      moveMs: t.moveMs,
      onTimeout: t.onTimeout,
      toMove: this.store.clock.toMove,
      deadline: this.store.clock.deadline,
      seenMoves: visit?.seenMoves ?? 0,
      paused: visit?.pausedUntil !== null && visit?.pausedUntil !== undefined && visit.pausedUntil > this.turn.now(),
    };
  }

  private markSeen(seat: number): void {
    const moves = this.room.state().table.movesMade;
    this.turn.tables.markSeen(this.room.roomId(), seat, moves).catch((e: unknown) => this.room.event('saveFailed', { message: (e as Error).message }));
  }

  /** A durable write: the seats here hear a changed turn (and have seen the move); an absent player whose turn it is now is told. */
  private saved(now: TurnClock, before: TurnClock): void {
    const s = this.room.state();
    const changed = now.toMove !== before.toMove || now.deadline !== before.deadline;
    for (const x of s.roster.seats) {
      const client = this.room.connections.clientAt(x.seat);
      if (!client || x.bot) continue;
      if (!this.visits.has(x.seat)) continue;
      if (changed) client.send('turn', this.message(x.seat));
      this.markSeen(x.seat);
    }
    if (now.toMove !== null && now.toMove !== before.toMove) this.tellToMove(now.toMove);
    if (!this.toldEnd && (s.over || s.table.result() !== null || this.setting().outcome !== undefined)) this.tellEnded();
    // Bots played up to a person's turn, or the game ended: nobody here, the room parks.
    this.room.later(0, () => this.parkIfIdle());
  }

  /** A push to the account whose turn it is, when its player is not at the table. Never a card, a hand or a seed. */
  private tellToMove(seat: number): void {
    const s = this.room.state();
    const x = s.roster.seats[seat - 1];
    const push = this.room.services.push;
    if (!push || !x || x.bot || x.present || x.account === undefined) return;
    const code = this.room.roomId();
    const players = s.roster.seats.length;
    push
      .notify(x.account, {
        tag: 'turn',
        title: `Your turn at table ${code} (${gameTitle(s.net.id)}, ${players} players)`,
        body: '',
        command: `${s.net.id} join ${code} --server ${this.turn.serverAddress}`,
        table: code,
      })
      .catch((e: unknown) => this.room.event('pushFailed', { message: (e as Error).message }));
  }

  /**
   * The game is over (written): the seats here hear the end (the room's broadcast), so their table
   * leaves their list; a seat away gets it on its next visit to its tables (turn-result.ts).
   */
  private tellEnded(): void {
    this.toldEnd = true;
    const s = this.room.state();
    const code = this.room.roomId();
    // A team event's end is sealed while its week runs: the table stays listed until the log can come.
    if (this.room.endMessage().log !== null)
      for (const x of s.roster.seats)
        if (!x.bot && this.room.connections.clientAt(x.seat))
          this.turn.tables.markResultSeen(code, x.seat).catch((e: unknown) => this.room.event('saveFailed', { message: e instanceof Error ? e.message : String(e) }));
  }

  /**
   * The end's push to every seated account, queued in the same transaction as the end's write (an
   * outbox: a process that dies right after the write has queued it; the sender, here or in the
   * next process, sends it), under one key per table (queued twice, it is skipped). Never a card,
   * a hand or a seed.
   */
  private endPushes(): WithinWrite | undefined {
    const s = this.room.state();
    const push = this.room.services.push;
    if (!push) return undefined;
    const code = this.room.roomId();
    const outcome = this.setting().outcome;
    const message = endedMessage({ code, game: s.net.id, seats: s.roster.seats.length }, outcome ?? { kind: 'result' }, `${s.net.id} tables --server ${this.turn.serverAddress}`);
    const accounts = [...new Set(s.roster.seats.flatMap((x) => (x.account === undefined ? [] : [x.account])))];
    return async (tx) => {
      for (const account of accounts) await push.notify(account, message, { within: tx, key: `ended-${code}` });
    };
  }

  /** Nobody is here or coming back, and no bot is about to move: the room parks. */
  parkIfIdle(): void {
    const s = this.room.state();
    // A fresh table waits for its creator; a restored one for the join it was restored for.
    if (this.retired || !this.host.open() || !s.roster.abandoned || s.roster.state.creatorPending || this.awaitingJoin) return;
    if (this.host.expecting()) return this.room.later(RESERVATION_RECHECK_MS, () => this.parkIfIdle());
    const toMove = s.started && !s.over ? s.table.toMove() : null;
    if (toMove !== null && s.roster.seats[toMove - 1]?.bot) return;
    this.host.park();
  }

  /**
   * A move's time ran out (the clock claimed the deadline): acts once, only while `seat` is still
   * to move past its deadline (a second call finds the deadline moved and does nothing). Resolves
   * once the outcome is durable; true when it acted.
   */
  async timedOut(seat: number): Promise<boolean> {
    // One act at a time: a second call while the first reads the row would pass the same check.
    if (this.acting || this.retired) return false;
    this.acting = true;
    try {
      return await this.act(seat);
    } finally {
      this.acting = false;
      // Restored for the clock: the act is done, the room may park once nobody is here.
      this.awaitingJoin = false;
      this.room.later(0, () => this.parkIfIdle());
    }
  }

  private async act(seat: number): Promise<boolean> {
    const s = this.room.state();
    const t = this.setting();
    if (!s.started || s.over || t.outcome || s.table.toMove() !== seat) return false;
    // The row's deadline decides (a holiday may have moved it since this room last wrote): past it, and still this seat's.
    await this.room.journal().whenIdle();
    const row = (await this.turn.tables.load(this.room.roomId()))?.row;
    if (!row || row.to_move !== seat || row.deadline === null || row.deadline > this.turn.now()) return false;
    if (s.over || t.outcome || s.table.toMove() !== seat) return false;
    this.store.clock = { toMove: row.to_move, deadline: row.deadline };
    this.room.event('turnTimedOut', { seat, onTimeout: t.onTimeout });
    if (t.onTimeout === 'bot') {
      // The existing takeover: the seat is a server bot's from now on, and plays until a person's turn.
      s.roster.makeBot(seat);
      s.table.sit(seat, this.play.botPlayer(seat));
      this.room.journal().save();
      this.room.lobbyChanged();
      this.room.seatsChanged();
    } else if (t.onTimeout === 'wait') {
      this.store.restartTurn();
      this.room.journal().save();
    } else {
      const winner = t.onTimeout === 'lose' ? s.roster.seats.find((x) => x.seat !== seat)?.seat : undefined;
      t.outcome = { kind: t.onTimeout === 'lose' ? 'timeout' : 'ended', seat, ...(winner !== undefined && { winner }) };
      this.play.gameOver();
    }
    await this.room.journal().whenIdle();
    return true;
  }
}
