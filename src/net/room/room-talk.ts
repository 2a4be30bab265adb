// The seats' table talk in a room: signals after a jester and quick phrases arrive as coded
// messages (checked by valibot), pass the server's gate (phrases' rate, the host's mutes), then
// the table's own rules; what the table accepts goes to everyone the talk reaches once it is
// durable, in order with the moves. The host mutes and unmutes seats here.
import type { Client } from '@colyseus/core';
import * as v from 'valibot';
import type { Said } from '../../core/talk.js';
import { type CodedMessage, MuteMessage, SayMessage, SignalMessage } from '../wire/messages.js';
import { type NetCode, netMessage } from '../wire/net-codes.js';
import { talkRefusalMessage } from '../wire/refusal-text.js';
import type { TableState } from '../state/room-setup.js';

/** What the talk needs of its room. */
export interface TalkRoom {
  state(): TableState;
  seatOf(client: Client): number | undefined;
  isWatcher(client: Client): boolean;
  afterSave(send: () => void): void;
  save(): void;
  broadcast(type: string, message: unknown): void;
  refuse(client: Client, error: CodedMessage): void;
  event(event: string, fields: Record<string, unknown>): void;
  lobbyChanged(): void;
}

export class RoomTalk {
  constructor(private readonly room: TalkRoom) {}

  /** Everything the table accepts is kept in its log and sent on, after the moves before it. */
  follow(): void {
    this.room.state().table.onTalk((said: Said) => {
      this.room.save();
      this.room.afterSave(() => this.room.broadcast('said', said));
    });
  }

  onSignal(client: Client, raw: unknown): void {
    const seat = this.speaker(client);
    if (seat === undefined) return;
    const parsed = v.safeParse(SignalMessage, raw);
    if (!parsed.success) return this.refuseCode(client, 'badMessage', { type: 'signal', expected: '{"value": "go"|"rather-not", "at": moves made so far}' });
    const s = this.room.state();
    if (!s.started) return this.refuseCode(client, 'notStarted');
    const refusal = s.table.signal(seat, parsed.output.value, parsed.output.at);
    if (refusal) this.room.refuse(client, talkRefusalMessage(refusal));
  }

  onSay(client: Client, raw: unknown): void {
    const seat = this.speaker(client);
    if (seat === undefined) return;
    const parsed = v.safeParse(SayMessage, raw);
    if (!parsed.success) return this.refuseCode(client, 'badMessage', { type: 'say', expected: '{"code": a phrase\'s code}' });
    const s = this.room.state();
    if (!s.started) return this.refuseCode(client, 'notStarted');
    const blocked = s.talk.phrase(`seat:${seat}`, seat);
    if (blocked) return this.refuseCode(client, blocked);
    const refusal = s.table.say(seat, parsed.output.code);
    if (refusal) this.room.refuse(client, talkRefusalMessage(refusal));
  }

  /** Host: silence a seat's phrases (its signals still count: they are the rules' own talk). */
  onMute(client: Client, raw: unknown): void {
    const by = this.room.seatOf(client);
    const s = this.room.state();
    if (by === undefined || by !== s.roster.hostSeat) return this.refuseCode(client, 'notHost');
    const parsed = v.safeParse(MuteMessage, raw);
    if (!parsed.success || !s.roster.seatOf(parsed.output.seat)) return this.refuseCode(client, 'badMessage', { type: 'mute', expected: '{"seat": a seat of this table, "muted": true|false}' });
    s.talk.setMuted(parsed.output.seat, parsed.output.muted);
    this.room.event(parsed.output.muted ? 'muted' : 'unmuted', { seat: parsed.output.seat });
    this.room.save();
    this.room.lobbyChanged();
  }

  /** The seat of a message's connection, or undefined after refusing a watcher or a stranger. */
  private speaker(client: Client): number | undefined {
    const seat = this.room.seatOf(client);
    if (seat === undefined) this.refuseCode(client, this.room.isWatcher(client) ? 'watching' : 'noSeat');
    return seat;
  }

  private refuseCode(client: Client, code: NetCode, params?: Record<string, unknown>): void {
    this.room.refuse(client, netMessage(code, params));
  }
}
