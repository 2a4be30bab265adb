// A room's connections: which connection plays which seat (bound when it joins, never taken from
// a message) and each connection's rate limit. Also
// the address a reservation came from, by which the room counts what one stranger may hold.
import type { Client } from '@colyseus/core';
import { type CodedMessage, FLOOD_DISCONNECT_AFTER, RATE_BURST, RATE_PER_SECOND } from '../wire/messages.js';
import { netMessage } from '../wire/net-codes.js';
import { RateLimiter } from '../http/rate-limit.js';
import type { SeatIdentity } from '../seats/seat-identity.js';

/** What a reservation and its connection carry: the address it came from (an IPv6 /64 as one), and who joins. */
export interface SeatAuth extends SeatIdentity {
  address: string;
}

/** The identity a reservation carries (../seats/seat-identity.ts); none for a guest or a server without accounts. */
export const identityOfAuth = (auth: unknown): SeatIdentity => {
  const a = auth as Partial<SeatAuth> | undefined;
  const account = a?.account;
  return {
    ...(account && typeof account.id === 'string' && { account: { id: account.id, name: typeof account.name === 'string' ? account.name : null } }),
    ...(a?.nameHeld === true && { nameHeld: true }),
  };
};

/** Who a connection is for a ban: its address and the key it proved, as its reservation carried them. */
export const connectedOfAuth = (auth: unknown): { address?: string; key?: string } => {
  const a = auth as Partial<SeatAuth> | undefined;
  return { ...(typeof a?.address === 'string' && { address: a.address }), ...(typeof a?.key === 'string' && { key: a.key }) };
};

export const addressOfAuth = (auth: unknown): string | undefined => {
  const address = (auth as Partial<SeatAuth> | undefined)?.address;
  return typeof address === 'string' ? address : undefined;
};

/** Colyseus's reservations: auth data second, then whether taken and whether a reconnection. */
export type Reservation = [unknown, unknown, boolean?, boolean?];

/** The reservations from `address` not yet taken (a reconnection's is not counted). */
export function reservationsHeldBy(reservations: Reservation[], address: string): number {
  return reservations.filter(([, auth, consumed, reconnection]) => !consumed && !reconnection && addressOfAuth(auth) === address).length;
}

export class RoomConnections {
  private readonly clientOf = new Map<number, Client>();
  private readonly bySession = new Map<string, number>();
  private readonly limiters = new Map<string, RateLimiter>();

  constructor(
    private readonly event: (event: string, fields: Record<string, unknown>) => void,
    /** Sends one connection an error (the room's own, so that every refusal goes out one way). */
    private readonly refuse: (client: Client, error: CodedMessage) => void,
  ) {}

  /** The seat this connection plays, if any. */
  seatOf(client: Client): number | undefined {
    return this.bySession.get(client.sessionId);
  }

  /** The connection playing `seat`, if it is here. */
  clientAt(seat: number | null): Client | undefined {
    return seat === null ? undefined : this.clientOf.get(seat);
  }

  bind(client: Client, seat: number): void {
    this.clientOf.set(seat, client);
    this.bySession.set(client.sessionId, seat);
    this.limit(client);
  }

  /** The connection plays no seat any more; returns the seat it played. */
  unbind(client: Client): number | undefined {
    const seat = this.bySession.get(client.sessionId);
    this.bySession.delete(client.sessionId);
    this.limiters.delete(client.sessionId);
    if (seat !== undefined && this.clientOf.get(seat) === client) this.clientOf.delete(seat);
    return seat;
  }

  /** A connection gets a fresh rate limit (a seat's when bound, a watcher's when it joins). */
  limit(client: Client): void {
    this.limiters.set(client.sessionId, new RateLimiter(RATE_PER_SECOND, RATE_BURST));
  }

  unlimit(client: Client): void {
    this.limiters.delete(client.sessionId);
  }

  /** Every message first passes the client's rate limit; a flood is dropped, a long one disconnected. */
  guarded(client: Client, handle: () => void): void {
    const limiter = this.limiters.get(client.sessionId);
    if (!limiter) return;
    if (!limiter.take()) {
      if (limiter.refusedInARow === 1) this.refuse(client, netMessage('rate'));
      if (limiter.refusedInARow >= FLOOD_DISCONNECT_AFTER) {
        this.event('kicked', { seat: this.bySession.get(client.sessionId), why: 'flood' });
        client.leave(4008, 'flooding');
      }
      return;
    }
    handle();
  }
}
