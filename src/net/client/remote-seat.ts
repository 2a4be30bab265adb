// What a client reads of its networked table and what its seat sends to it. The table's state is
// one value, changed only by the reducer (remote-reducer.ts) in the connection that extends this
// class (remote-table.ts); here it is read out, and the seat's messages go out over the room.
import type { Room } from 'colyseus.js';
import type { Signal } from '../../core/talk.js';
import type { Pace } from '../wire/messages.js';
import { type ConnectionStatus, type RemoteState, initialRemoteState } from './remote-reducer.js';

/** A seat's view of its table and its messages to it; the connection is RemoteTable's. */
export abstract class RemoteSeat {
  protected s: RemoteState;
  protected linkStatus: ConnectionStatus = 'connected';
  protected room!: Room;

  protected constructor(watcher: boolean, chosenEvent: boolean) {
    this.s = initialRemoteState(watcher, chosenEvent);
  }

  /** What this client knows of the table now (the reducer's state). */
  get state(): RemoteState {
    return this.s;
  }
  get update() {
    return this.s.update;
  }
  get lobby() {
    return this.s.lobby;
  }
  get end() {
    return this.s.end;
  }
  get deal() {
    return this.s.deal;
  }
  get commitmentShown() {
    return this.s.commitmentShown;
  }
  /** The team event's week this client holds the table to be of (null: none; see RemoteState.chosenEvent). */
  get eventWeek() {
    return this.s.eventWeek;
  }
  get closedBy() {
    return this.s.closedBy;
  }
  get history() {
    return this.s.history;
  }
  get said() {
    return this.s.said;
  }
  get watcher() {
    return this.s.watcher;
  }
  get admitted() {
    return this.s.admitted;
  }
  get publicUpdate() {
    return this.s.publicUpdate;
  }
  get watchName() {
    return this.s.watchName;
  }
  get watchRequests() {
    return this.s.watchRequests;
  }
  get seat() {
    return this.s.seat;
  }
  get code() {
    return this.s.code;
  }
  get game() {
    return this.s.game;
  }
  get seatToken() {
    return this.s.seatToken;
  }
  get turn() {
    return this.s.turn;
  }
  get seenAtVisit() {
    return this.s.seenAtVisit;
  }
  get status(): ConnectionStatus {
    return this.linkStatus;
  }

  /** This seat holds the host role (it passes on when the host leaves for good). */
  get host(): boolean {
    return this.lobby && this.lobby.host !== undefined ? this.lobby.host === this.seat : this.s.welcomedAsHost;
  }

  /**
   * Sends a move in notation with the position it answers; a refusal comes back as an `error`
   * change. While the connection is down nothing is sent: back at the table, the seat's update
   * comes again and the seat answers it then.
   */
  submit(move: string): boolean {
    if (this.status !== 'connected') return false;
    this.room.send('move', { text: move, at: this.update?.movesMade ?? 0 });
    return true;
  }

  /** After a jester: this seat's signal, with the position it answers. False while disconnected. */
  signal(value: Signal): boolean {
    if (this.status !== 'connected') return false;
    this.room.send('signal', { value, at: this.update?.movesMade ?? 0 });
    return true;
  }

  /** A quick phrase by its code (a watcher: a greeting, if the host allows). */
  say(code: string): boolean {
    if (this.status !== 'connected') return false;
    this.room.send('say', { code });
    return true;
  }

  /** Host: silence a seat's phrases, or let it speak again. */
  mute(seat: number, muted: boolean): void {
    this.room.send('mute', { seat, muted });
  }

  /** Host: let a watcher in, or refuse them. */
  answerWatch(id: string, allow: boolean): void {
    this.room.send('watcher', { id, allow });
  }

  /** Host: start now; with `bots`, empty seats are given to bots. */
  start(bots: boolean): void {
    this.room.send('start', { bots });
  }

  /** Agree to a change of pace (propose it, or accept the one proposed), or say no to it: "continue later" (turn) or back to live play. */
  pace(to: Pace, agree: boolean): void {
    if (this.status === 'connected') this.room.send('pace', { to, agree });
  }

  /** Host: give a seat whose player is gone to a bot. */
  giveToBot(seat: number): void {
    this.room.send('bot', { seat });
  }

  /** Sends a raw message (tests of the server's defences). */
  sendRaw(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  /** The underlying connection (tests cut it to simulate a network failure). */
  get connection(): Room {
    return this.room;
  }

  /** Milliseconds until a reconnecting seat's time is up, counted from when the lobby arrived. */
  reconnectMsLeft(seat: number, now = performance.now()): number | null {
    const left = this.lobby?.seats[seat - 1]?.reconnectMsLeft;
    return left === null || left === undefined ? null : Math.max(0, left - (now - this.s.lobbyAt));
  }
}
