// Who sits where at a networked table, as pure rules over plain data and an injected clock:
// joining (a free seat, the creator's seat 1, a held seat by its token), rejoins and their rate,
// names (cleaned, unique at the table by what they look like, fixed once taken), the host role and its hand-over, reconnection deadlines,
// vacating, and bots taking over. No sockets: the room adapter binds connections to the seats
// this decides, and tests drive it without a server.
import { cleanName, NAME_MAX, sameName } from './names.js';
import type { joinOptionsOf } from '../wire/messages.js';

type JoinOptions = ReturnType<typeof joinOptionsOf>;
import type { NetCode, RefusalCode } from '../wire/net-codes.js';

export interface RosterSeat {
  seat: number;
  name: string;
  bot: boolean;
  /** A connection is bound to this seat now. */
  present: boolean;
  /** sha256 of the seat's token ('' while the seat has none). */
  tokenHash: string;
  /** Clock time by which a dropped player must be back, while they may be. */
  reconnectUntil: number | null;
  /** The player left or their time ran out: the host may give the seat to a bot. */
  vacated: boolean;
  /** The account whose key proof took the seat (a server with accounts); absent: a guest's seat. */
  account?: string;
}

export interface RosterOptions {
  now: () => number;
  hash: (secret: string) => string;
  /** How long a dropped player keeps the seat. */
  reconnectMs: number;
  rejoinsPerMinutePerSeat: number;
}

export type Admission = { ok: true; seat: number; rejoin: boolean; byAccount?: boolean } | { ok: false; code: RefusalCode; params?: Record<string, unknown> };

export interface RosterState {
  seats: RosterSeat[];
  hostKeyHash: string;
  /** The seat holding the host role, or null while nobody can hold it. */
  hostSeat: number | null;
  /** Seat 1 waits for the creator (the client with the host key), who has not joined yet. */
  creatorPending: boolean;
}

/** What a leave did to the seat. */
export type LeaveOutcome = 'freed' | 'vacated' | 'reconnecting';

const MINUTE = 60_000;

export class SeatRoster {
  private readonly rejoins = new Map<number, number[]>();

  constructor(
    readonly state: RosterState,
    private readonly o: RosterOptions,
  ) {}

  /** A new table: seat 1 for the creator, `bots` for the server's bots. */
  static fresh(count: number, bots: readonly number[], hostKeyHash: string, o: RosterOptions): SeatRoster {
    const seats = Array.from({ length: count }, (_, i) => SeatRoster.emptySeat(i + 1));
    for (const s of seats) if (bots.includes(s.seat)) Object.assign(s, { bot: true, name: `Bot ${s.seat}` });
    return new SeatRoster({ seats, hostKeyHash, hostSeat: 1, creatorPending: true }, o);
  }

  /**
   * A restored table: everyone who held a seat gets the usual time to come back. A turn-based
   * table's players come back whenever they visit (by their account): nobody is waited for.
   */
  static restored(state: Omit<RosterState, 'creatorPending'>, o: RosterOptions, turnBased = false): SeatRoster {
    const until = o.now() + o.reconnectMs;
    for (const s of state.seats) Object.assign(s, { present: false, vacated: false, reconnectUntil: s.tokenHash && !s.bot && !turnBased ? until : null });
    return new SeatRoster({ ...state, creatorPending: false }, o);
  }

  private static emptySeat(seat: number): RosterSeat {
    return { seat, name: '', bot: false, present: false, tokenHash: '', reconnectUntil: null, vacated: false };
  }

  get seats(): readonly RosterSeat[] {
    return this.state.seats;
  }

  seatOf(seat: number): RosterSeat | undefined {
    return Number.isInteger(seat) ? this.state.seats[seat - 1] : undefined;
  }

  get hostSeat(): number | null {
    return this.state.hostSeat;
  }

  /**
   * Whether this join would be let in, and to which seat; changes nothing. At a turn-based table
   * (`account` given) an account that holds a seat gets it back without the seat's token.
   */
  admit(o: JoinOptions, started: boolean, account: string | null = null): Admission {
    const own = account === null ? undefined : this.state.seats.find((s) => !s.bot && s.account === account);
    if (own && typeof o.seatToken !== 'string') {
      const wait = this.rejoinWait(own.seat);
      if (wait > 0) return { ok: false, code: 'rejoinQuota', params: { seconds: Math.ceil(wait / 1000) } };
      return { ok: true, seat: own.seat, rejoin: true, byAccount: true };
    }
    if (typeof o.seatToken === 'string') {
      const hash = this.o.hash(o.seatToken);
      const held = this.state.seats.find((s) => !s.bot && s.tokenHash !== '' && s.tokenHash === hash);
      if (!held) return { ok: false, code: 'noTable' };
      const wait = this.rejoinWait(held.seat);
      if (wait > 0) return { ok: false, code: 'rejoinQuota', params: { seconds: Math.ceil(wait / 1000) } };
      return { ok: true, seat: held.seat, rejoin: true };
    }
    if (typeof o.hostKey === 'string' && this.state.creatorPending && this.o.hash(o.hostKey) === this.state.hostKeyHash) {
      return this.state.seats[0].present ? { ok: false, code: 'hostPresent' } : { ok: true, seat: 1, rejoin: false };
    }
    if (started) return { ok: false, code: 'started' };
    const wished = o.seat === undefined ? undefined : this.seatOf(o.seat);
    if (wished && this.isFree(wished)) return { ok: true, seat: wished.seat, rejoin: false };
    const first = this.state.seats.find((s) => this.isFree(s));
    return first ? { ok: true, seat: first.seat, rejoin: false } : { ok: false, code: 'tableFull' };
  }

  /** Seat 1 is the creator's until they come; any seat nobody holds is free. */
  private isFree(s: RosterSeat): boolean {
    return !(s.seat === 1 && this.state.creatorPending) && !s.bot && !s.present && s.tokenHash === '';
  }

  /**
   * Seats a joining player (after `admit` said yes) with a token's hash: a rejoin keeps its
   * token, a new player brings a fresh one. Returns whether a connection held the seat until now
   * (the adapter closes that one).
   */
  join(seat: number, admission: { rejoin: boolean }, tokenHash: string, wishedName: unknown, account: string | null = null): { replaced: boolean } {
    const s = this.state.seats[seat - 1];
    const replaced = s.present;
    if (admission.rejoin) this.noteRejoin(seat);
    if (seat === 1 && this.state.creatorPending) this.state.creatorPending = false;
    s.tokenHash = tokenHash;
    // A new player's seat is their account's (or a guest's); a rejoin keeps the seat's.
    if (!admission.rejoin) {
      if (account === null) delete s.account;
      else s.account = account;
    }
    // A seat's name is fixed once it is taken: a rejoin (or a flood of them) cannot rename it.
    if (!(admission.rejoin && s.name !== '')) s.name = this.uniqueName(seat, wishedName);
    this.bind(seat);
    this.settleHost();
    return { replaced };
  }

  /** A connection (back) on the seat: the player is here. */
  bind(seat: number): void {
    Object.assign(this.state.seats[seat - 1], { present: true, reconnectUntil: null, vacated: false });
  }

  /**
   * The seat's connection went. Before the start a player who chose to leave gives the seat back;
   * later it stays theirs (vacated: a bot may take it over). A dropped one may come back until
   * the deadline.
   */
  leave(seat: number, how: { consented: boolean; started: boolean }): LeaveOutcome {
    const s = this.state.seats[seat - 1];
    s.present = false;
    let outcome: LeaveOutcome;
    if (!how.consented) {
      s.reconnectUntil = this.o.now() + this.o.reconnectMs;
      outcome = 'reconnecting';
    } else if (!how.started) {
      Object.assign(s, { tokenHash: '', name: '', reconnectUntil: null, vacated: false });
      delete s.account;
      outcome = 'freed';
    } else {
      Object.assign(s, { reconnectUntil: null, vacated: true });
      outcome = 'vacated';
    }
    this.settleHost();
    return outcome;
  }

  /**
   * The operator banned the seat's player: the seat is given up for good, as a leave for good
   * gives it up (freed before the start, vacated after), and its token opens it no more.
   */
  ban(seat: number, started: boolean): void {
    const s = this.state.seats[seat - 1];
    Object.assign(s, { present: false, tokenHash: '', reconnectUntil: null, vacated: started, ...(!started && { name: '' }) });
    delete s.account;
    this.settleHost();
  }

  /** Seats whose reconnection time has run out become vacated; returns them. */
  expireDue(): number[] {
    const now = this.o.now();
    const due = this.state.seats.filter((s) => !s.present && s.reconnectUntil !== null && s.reconnectUntil <= now);
    for (const s of due) Object.assign(s, { reconnectUntil: null, vacated: true });
    if (due.length > 0) this.settleHost();
    return due.map((s) => s.seat);
  }

  /** The seat's reconnection ended now (the transport gave up on it). */
  expire(seat: number): void {
    const s = this.state.seats[seat - 1];
    if (s.present) return;
    Object.assign(s, { reconnectUntil: null, vacated: true });
    this.settleHost();
  }

  /** Why the host may not give `seat` to a bot now, or null. */
  takeoverRefusal(seat: number, by: number): { code: NetCode; params?: Record<string, unknown> } | null {
    if (by !== this.state.hostSeat) return { code: 'notHost' };
    const s = this.seatOf(seat);
    if (!s || s.seat === by) return { code: 'noBotSeat' };
    if (s.bot) return { code: 'alreadyBot', params: { seat } };
    if (s.present || s.reconnectUntil !== null) return { code: 'playerPresent', params: { seat } };
    return null;
  }

  makeBot(seat: number): void {
    Object.assign(this.state.seats[seat - 1], { bot: true, tokenHash: '', vacated: false, reconnectUntil: null, present: false, name: `Bot ${seat}` });
    this.settleHost();
  }

  /** Why the host may not start now (with `fill`: empty seats get bots), or the seats to fill. */
  startCheck(by: number, fill: boolean, turnBased = false): { ok: false; code: NetCode; params?: Record<string, unknown> } | { ok: true; fill: number[] } {
    if (by !== this.state.hostSeat) return { ok: false, code: 'notHost' };
    // At a turn-based table a seat's player need not be here: only seats nobody holds are empty.
    const empty = this.state.seats.filter((s) => !s.bot && !s.present && !(turnBased && s.tokenHash !== ''));
    const away = empty.filter((s) => s.tokenHash !== '');
    if (away.length > 0) return { ok: false, code: 'seatAway', params: { seat: away[0].seat } };
    if (empty.length > 0 && !fill) return { ok: false, code: 'seatsEmpty', params: { seats: empty.map((s) => s.seat) } };
    return { ok: true, fill: empty.map((s) => s.seat) };
  }

  /** Every seat is a bot or has its player here. */
  get full(): boolean {
    return this.state.seats.every((s) => s.bot || s.present);
  }

  /** Every seat is a bot or held by someone, here or not (a turn-based table starts then). */
  get held(): boolean {
    return this.state.seats.every((s) => s.bot || s.tokenHash !== '');
  }

  /** No person is here or may come back in time. */
  get abandoned(): boolean {
    return this.state.seats.every((s) => s.bot || (!s.present && s.reconnectUntil === null));
  }

  /**
   * The host role stays with a host who is here or may come back; one who left for good passes
   * it to the first person at the table (who can then give seats to bots). With nobody here it
   * waits for the next one who comes.
   */
  private settleHost(): void {
    const host = this.state.hostSeat === null ? undefined : this.seatOf(this.state.hostSeat);
    const stays = host && !host.bot && (host.present || host.reconnectUntil !== null || (host.seat === 1 && this.state.creatorPending));
    if (stays) return;
    const next = this.state.seats.find((s) => !s.bot && s.present);
    if (next) this.state.hostSeat = next.seat;
  }

  /**
   * A clean name that looks like no other seat's (case, accents, spacing and look-alike letters
   * aside; nor like another seat's "Bot N" or "Player N"): "Bob" twice, or "Вob" beside "Bob",
   * becomes "… 2" for seat 2.
   */
  private uniqueName(seat: number, wished: unknown): string {
    const s = this.state.seats[seat - 1];
    const fallback = s.name || `Player ${seat}`;
    const others = this.state.seats.filter((o) => o.seat !== seat);
    const reserved = others.flatMap((o) => [`Bot ${o.seat}`, `Player ${o.seat}`]);
    const taken = (name: string): boolean => others.some((o) => sameName(o.name, name)) || reserved.some((r) => sameName(r, name));
    const name = cleanName(wished, fallback);
    if (!taken(name)) return name;
    if (s.name !== '' && !taken(s.name)) return s.name;
    const suffix = ` ${seat}`;
    const base = [...name]
      .slice(0, NAME_MAX - suffix.length)
      .join('')
      .trim();
    const candidate = base + suffix;
    return taken(candidate) ? `Player ${seat}` : candidate;
  }

  /** ms until this seat may rejoin again (0: now). */
  private rejoinWait(seat: number): number {
    const now = this.o.now();
    const recent = (this.rejoins.get(seat) ?? []).filter((t) => t > now - MINUTE);
    this.rejoins.set(seat, recent);
    return recent.length < this.o.rejoinsPerMinutePerSeat ? 0 : recent[0] + MINUTE - now;
  }

  private noteRejoin(seat: number): void {
    const list = this.rejoins.get(seat) ?? [];
    list.push(this.o.now());
    this.rejoins.set(seat, list);
  }
}
