// The watchers of a room, as the Colyseus adapter sees them: the connections behind the entries
// of the watcher list (../seats/watcher-list.ts), what each is sent — the public view after every move,
// the public event log, the talk, the lobby and at the end the whole log — and the requests the
// host answers. A watcher has no seat: it cannot move or signal, and greets only when the host
// allows. One waiting for the host's answer hears nothing of the table but that it waits.
import type { Client } from '@colyseus/core';
import * as v from 'valibot';
import { GREETINGS } from '../../core/talk.js';
import {
  CLOSE_WATCH_REFUSED,
  type CodedMessage,
  type EndMessage,
  type HistoryMessage,
  type LobbyMessage,
  type PublicWireUpdate,
  type SaidMessage,
  SayMessage,
  WATCH_ASK_SECONDS,
  WatcherAnswerMessage,
  type WatchingMessage,
  type WatchRequestsMessage,
} from '../wire/messages.js';
import { type AdmitAnswer, type NetCode, RoomRefusal, netMessage } from '../wire/net-codes.js';
import type { TableState } from '../state/room-setup.js';
import type { WatcherEntry } from '../seats/watcher-list.js';

/** What the watchers need of their room. */
export interface WatchRoom {
  state(): TableState;
  /** Runs `send` once everything changed so far is durable (the order of messages is kept). */
  afterSave(send: () => void): void;
  /** The connection of the seat holding the host role, if it is here. */
  hostClient(): Client | undefined;
  /** The seat the message's connection plays, if any. */
  seatOf(client: Client): number | undefined;
  lobby(): LobbyMessage;
  endMessage(): EndMessage;
  lobbyChanged(): void;
  /** Sends to every connection the table's talk reaches (seats and admitted watchers). */
  broadcast(type: string, message: unknown): void;
  refuse(client: Client, error: CodedMessage): void;
  event(event: string, fields: Record<string, unknown>): void;
  later(ms: number, run: () => void): void;
  allowReconnection(client: Client, seconds: number): Promise<Client>;
}

/** An admitted watcher whose connection drops may come back within this. */
const WATCHER_RECONNECT_SECONDS = 30;

const greeting = (code: string): boolean => (GREETINGS as readonly string[]).includes(code);
/** A watcher's greetings are counted by its address (its connection when that is unknown), across its rejoins. */
const greeter = (entry: WatcherEntry): string => (entry.address === '' ? `watcher:${entry.session}` : `watcher@${entry.address}`);

export class RoomWatchers {
  private readonly clients = new Map<string, Client>();

  constructor(private readonly room: WatchRoom) {}

  private get list() {
    return this.room.state().watchers;
  }

  /** Would a watcher (from `address`) be let in (or let ask)? No side effects: the HTTP edge asks before it reserves. */
  admit(address?: string): AdmitAnswer {
    const a = this.list.admit(address);
    return a.ok ? a : { ...a, params: a.params ?? {} };
  }

  isWatcher(client: Client): boolean {
    return this.list.has(client.sessionId);
  }

  /** Connections of watchers still waiting for the host: no broadcast reaches them. */
  waiting(): Client[] {
    return this.list.pending().flatMap((e) => this.clients.get(e.session) ?? []);
  }

  /** A watcher arrives; a refusal is thrown with its code (Colyseus answers the join with it). */
  join(client: Client, name: unknown, address?: string): void {
    const admission = this.list.admit(address);
    if (!admission.ok) throw new RoomRefusal(admission.code, admission.params);
    const seatNames = this.room.state().roster.seats.map((s) => s.name);
    const entry = this.list.add(client.sessionId, name, address, seatNames);
    this.clients.set(client.sessionId, client);
    this.room.event('watcherJoined', { name: entry.name, admitted: entry.admitted });
    client.send('watching', this.watching(entry));
    if (entry.admitted) return this.welcome(client);
    this.requestsChanged();
    this.room.later(WATCH_ASK_SECONDS * 1000 + 50, () => {
      const due = this.list.expireDue();
      for (const entry of due) this.turnAway(entry, 'noAnswer');
      if (due.length > 0) this.requestsChanged();
    });
  }

  /** A watcher's connection went: an admitted one may come back for a while. */
  async leave(client: Client, consented: boolean): Promise<void> {
    const entry = this.list.get(client.sessionId);
    if (!entry || this.clients.get(entry.session) !== client) return;
    this.clients.delete(entry.session);
    if (!consented && entry.admitted) {
      try {
        const back = await this.room.allowReconnection(client, WATCHER_RECONNECT_SECONDS);
        this.clients.set(entry.session, back);
        this.welcome(back);
        return;
      } catch {
        // Not back in time: the watcher is gone.
      }
    }
    // Its greeting allowance stays with its address: leaving and coming back does not renew it.
    this.list.remove(entry.session);
    this.room.event('watcherLeft', { name: entry.name });
    if (entry.admitted) this.room.lobbyChanged();
    else this.requestsChanged();
  }

  /** The host answers a request to watch. */
  onAnswer(client: Client, raw: unknown): void {
    const seat = this.room.seatOf(client);
    if (seat === undefined || seat !== this.room.state().roster.hostSeat) return this.refuseCode(client, 'notHost');
    const parsed = v.safeParse(WatcherAnswerMessage, raw);
    if (!parsed.success) return this.refuseCode(client, 'badMessage', { type: 'watcher', expected: '{"id": the request\'s id, "allow": true|false}' });
    const entry = this.list.answer(parsed.output.id, parsed.output.allow);
    if (!entry) return this.refuseCode(client, 'noWatchRequest');
    this.requestsChanged();
    const watcher = this.clients.get(entry.session);
    if (!parsed.output.allow) return this.turnAway(entry, 'refused');
    this.room.event('watcherAdmitted', { name: entry.name });
    if (watcher) {
      watcher.send('watching', this.watching(entry));
      this.welcome(watcher);
    }
  }

  /** A watcher's greeting, when the host allows them; anything else a watcher says is refused. */
  onSay(client: Client, raw: unknown): void {
    const entry = this.list.get(client.sessionId);
    if (!entry?.admitted) return this.refuseCode(client, 'watching');
    const parsed = v.safeParse(SayMessage, raw);
    if (!parsed.success) return this.refuseCode(client, 'badMessage', { type: 'say', expected: '{"code": a phrase\'s code}' });
    const { code } = parsed.output;
    if (!greeting(code)) return this.refuseCode(client, 'notGreeting');
    const s = this.room.state();
    const blocked = s.talk.phrase(greeter(entry), null);
    if (blocked) return this.refuseCode(client, blocked);
    const said: SaidMessage = { at: s.table.movesMade, seat: 0, watcher: entry.name, kind: 'phrase', code, params: {} };
    this.room.afterSave(() => this.room.broadcast('said', said));
  }

  /** The table moved (or started): every admitted watcher gets the public view, once it is durable. */
  moved(): void {
    const message = this.publicUpdate();
    const targets = this.admittedClients();
    if (targets.length > 0) this.room.afterSave(() => targets.forEach((c) => c.send('public', message)));
  }

  /** The host (back) at the table hears who is waiting to watch. */
  tellHost(client: Client): void {
    if (this.list.policy === 'ask') client.send('watchRequests', this.requests());
  }

  private admittedClients(): Client[] {
    return this.list.admitted().flatMap((e) => this.clients.get(e.session) ?? []);
  }

  /** Everything a watcher let in is told: the lobby, and once the game runs the moves so far and the view. */
  private welcome(client: Client): void {
    const s = this.room.state();
    client.send('lobby', this.room.lobby());
    this.room.lobbyChanged();
    if (s.started) {
      const history: HistoryMessage = { moves: s.table.historyFor(0), said: [...s.table.said()] };
      const update = this.publicUpdate();
      this.room.afterSave(() => {
        client.send('history', history);
        client.send('public', update);
      });
    }
    if (s.over) this.room.afterSave(() => client.send('end', this.room.endMessage()));
  }

  private publicUpdate(): PublicWireUpdate {
    const u = this.room.state().table.publicUpdate();
    return { ...u, lastMove: u.lastMove && { seat: u.lastMove.seat, text: u.lastMove.text } };
  }

  private turnAway(entry: WatcherEntry, reason: 'refused' | 'noAnswer'): void {
    this.list.remove(entry.session);
    const client = this.clients.get(entry.session);
    this.clients.delete(entry.session);
    this.room.event('watcherRefused', { name: entry.name, reason });
    if (!client) return;
    client.send('notice', netMessage('watchRefused', { reason }));
    client.leave(CLOSE_WATCH_REFUSED, 'not let in to watch');
  }

  private requestsChanged(): void {
    const host = this.room.hostClient();
    if (host) this.tellHost(host);
  }

  private requests(): WatchRequestsMessage {
    return { requests: this.list.pending().map((e) => ({ id: e.id, name: e.name })) };
  }

  private watching(entry: WatcherEntry): WatchingMessage {
    const s = this.room.state();
    return { code: s.code, game: s.net.id, name: entry.name, admitted: entry.admitted };
  }

  private refuseCode(client: Client, code: NetCode, params?: Record<string, unknown>): void {
    this.room.refuse(client, netMessage(code, params));
  }
}
