// Changing a table's pace (issue 30, "continue later"): a seat proposes that its live table become
// turn-based, or that a turn-based one be played live again; every seat a person holds must agree
// (a bot's seat, or one given up, has no say), then the room switches (table-room.ts: the rows,
// the store, the clock). The proposal is the lobby's (everyone sees who agreed so far); a "no", or
// a seat leaving, ends it. It is not kept across a restart: only the switch itself is durable.
import type { Client } from '@colyseus/core';
import * as v from 'valibot';
import { type Pace, PaceMessage, type PaceProposal } from '../wire/messages.js';
import { type NetCode, netMessage } from '../wire/net-codes.js';
import { refusalMessage } from '../wire/refusal-text.js';
import type { RoomContext } from '../room/room-context.js';
import type { RosterSeat } from '../seats/seat-roster.js';
import { TURN_DEFAULT_MOVE_HOURS } from '../state/room-setup.js';

type Refusal = { code: NetCode; params?: Record<string, unknown> };

/** What the pace needs of its room beyond the shared parts: the switch itself. */
export interface PaceHost {
  /** This server keeps turn-based tables (it keeps accounts). */
  turnTables(): boolean;
  /** The open turn-based tables an account holds now, and its limit. */
  quota(account: string): Promise<{ open: number; limit: number }>;
  /** Makes the table turn-based (its rows written before this resolves); false when it could not. */
  toTurn(moveHours: number): Promise<boolean>;
  /** Makes the table live again (its log in the live store, its rows gone, before this resolves). */
  toLive(): Promise<boolean>;
}

export class RoomPace {
  /** A switch under way: nothing else about the pace is taken until it is done. */
  private switching = false;

  constructor(
    private readonly room: RoomContext,
    private readonly host: PaceHost,
  ) {}

  async onPace(client: Client, raw: unknown): Promise<void> {
    const seat = this.room.connections.seatOf(client);
    if (seat === undefined) return this.room.refuseCode(client, this.room.watchers().isWatcher(client) ? 'watching' : 'noSeat');
    const parsed = v.safeParse(PaceMessage, raw);
    if (!parsed.success) return this.room.refuseCode(client, 'badMessage', { type: 'pace', expected: '{"to": "turn"|"live", "agree": true|false}' });
    const { to, agree } = parsed.output;
    if (this.refusedNow(client, to)) return;
    const pending = this.room.state().pace;
    if (!agree) {
      if (!pending || pending.to !== to) return this.room.refuseCode(client, 'noProposal');
      return this.end('paceDeclined', seat);
    }
    if (!pending) {
      // The proposer hears at once why it cannot be (a guest at the table, an account at its limit…).
      const refused = await this.refusal(to);
      if (refused) return this.room.refuseCode(client, refused.code, refused.params);
      // The check waited on the database: the table may have moved on meanwhile (a switch began,
      // the game ended, the seat went), and another seat may have proposed (this one agrees to it).
      if (this.room.connections.seatOf(client) !== seat || this.refusedNow(client, to)) return;
      const s = this.room.state();
      if (!s.pace) {
        s.pace = { to, by: seat, agreed: [seat], moveHours: TURN_DEFAULT_MOVE_HOURS };
        this.room.event('paceProposed', { seat, to });
      }
    }
    const now = this.room.state().pace;
    if (!now) return;
    if (!now.agreed.includes(seat)) now.agreed.push(seat);
    this.room.lobbyChanged(true);
    if (this.everyoneAgreed()) await this.switchPace(client, now);
  }

  /**
   * Refuses `client` (and says true) when the table cannot take a word about changing to `to`
   * now: a switch under way, no game, a game over, the pace it has. Asked again after every wait.
   */
  private refusedNow(client: Client, to: Pace): boolean {
    const s = this.room.state();
    if (this.switching) this.room.refuseCode(client, 'paceBusy');
    else if (!s.started) this.room.refuseCode(client, 'notStarted');
    else if (s.over || s.turn?.outcome) this.room.refuse(client, refusalMessage(s.net.game, { code: 'gameOver' }));
    else if ((to === 'turn') === (s.turn !== null)) this.room.refuseCode(client, 'samePace', { to });
    else return false;
    return true;
  }

  /** A seat left: a proposal waiting for everyone cannot be agreed now. */
  seatLeft(seat: number): void {
    if (this.room.state().pace && !this.switching) this.end('paceCancelled', seat);
  }

  private end(notice: 'paceDeclined' | 'paceCancelled', seat: number): void {
    const s = this.room.state();
    this.room.event(notice, { seat, to: s.pace?.to });
    s.pace = null;
    this.room.broadcast('notice', netMessage(notice, { seat, name: s.roster.seats[seat - 1]?.name ?? '' }));
    this.room.lobbyChanged(true);
  }

  /**
   * A seat became a bot's or was given up while a proposal waits: it has no say any more, so its
   * yes no longer counts and its silence no longer holds the others up (they may all have agreed).
   */
  async seatsChanged(): Promise<void> {
    const pace = this.room.state().pace;
    if (!pace || this.switching) return;
    const holders = this.holders().map((x) => x.seat);
    pace.agreed = pace.agreed.filter((seat) => holders.includes(seat));
    this.room.lobbyChanged(true);
    if (this.everyoneAgreed()) await this.switchPace(undefined, pace);
  }

  /** The seats a person holds, here or not (a bot's seat, or one given up, has no say). */
  private holders(): RosterSeat[] {
    return this.room.state().roster.seats.filter((x) => !x.bot && x.tokenHash !== '');
  }

  /** Every seat a person holds agreed. */
  private everyoneAgreed(): boolean {
    const agreed = this.room.state().pace?.agreed ?? [];
    const holders = this.holders();
    return holders.length > 0 && holders.every((x) => agreed.includes(x.seat));
  }

  /** Why the table cannot take this pace now, or null. */
  private async refusal(to: Pace): Promise<Refusal | null> {
    const people = this.holders();
    if (to === 'live') {
      const away = people.find((x) => !x.present);
      return away ? { code: 'liveAway', params: { seat: away.seat } } : null;
    }
    if (!this.host.turnTables()) return { code: 'laterNoServer' };
    const guests = people.filter((x) => x.account === undefined).map((x) => x.seat);
    if (guests.length > 0) return { code: 'laterGuests', params: { seats: guests } };
    for (const x of people) {
      const q = await this.host.quota(x.account ?? '');
      if (q.open >= q.limit) return { code: 'laterQuota', params: { seat: x.seat, limit: q.limit } };
    }
    return null;
  }

  /**
   * Everyone agreed to `proposal`: checked once more (a seat may have changed meanwhile), then the
   * room switches. One switch at a time: nothing else about the pace is taken until it is done.
   */
  private async switchPace(client: Client | undefined, proposal: PaceProposal): Promise<void> {
    if (this.switching) return this.tell(client, { code: 'paceBusy' });
    const s = this.room.state();
    const { to, moveHours } = proposal;
    this.switching = true;
    try {
      const refused = await this.refusal(to);
      // The check waited on the database: a proposal ended meanwhile (the game over with it) is not acted on.
      if (s.pace !== proposal || s.over || s.turn?.outcome) return;
      if (refused) {
        s.pace = null;
        this.room.lobbyChanged(true);
        return this.tell(client, refused);
      }
      const done = to === 'turn' ? await this.host.toTurn(moveHours) : await this.host.toLive();
      s.pace = null;
      this.room.lobbyChanged(true);
      if (!done) return this.tell(client, { code: 'paceBusy' });
      this.room.event('paceChanged', { to, moves: s.table.movesMade });
      this.room.broadcast('notice', to === 'turn' ? netMessage('nowTurnBased', { moveHours }) : netMessage('nowLive'));
    } finally {
      this.switching = false;
    }
  }

  /** Why the switch did not happen, to the seat whose yes set it off (or, set off by a seat's change, to every seat here). */
  private tell(client: Client | undefined, refused: Refusal): void {
    const to = client ? [client] : this.holders().flatMap((x) => this.room.connections.clientAt(x.seat) ?? []);
    for (const c of to) this.room.refuseCode(c, refused.code, refused.params);
  }
}
