// What the networked screens need of a table in another process: the latest update of this
// seat, the public lobby facts, the end and its deal check, and the actions. The client's
// RemoteTable provides it.
import type { CodedMessage, EndMessage, LobbyMessage, SaidMessage, TurnMessage, WatchRequestsMessage, WireUpdate } from '../../net/wire/messages.js';
import type { ConnectionStatus, DealCheck, RemoteChange } from '../../net/client/remote-table.js';

export interface NetTableLike {
  readonly seat: number;
  readonly code: string;
  readonly game: string;
  readonly host: boolean;
  readonly update: WireUpdate | null;
  readonly lobby: LobbyMessage | null;
  readonly end: EndMessage | null;
  readonly deal: DealCheck | null;
  /** The notice that closed the table (its host closed it), if it ended so. */
  readonly closedBy: CodedMessage | null;
  /** Every move so far with the events this seat may see. */
  readonly history: { seat: number; text: string; events: unknown[] }[];
  /** Everything said at the table so far (checked and printable). */
  readonly said: SaidMessage[];
  /** The host of a table that asks: who waits to watch. */
  readonly watchRequests: WatchRequestsMessage['requests'];
  readonly status: ConnectionStatus;
  /** A turn-based table's clock, and the moves this seat had seen before this visit (absent: a live table). */
  readonly turn?: TurnMessage | null;
  readonly seenAtVisit?: number | null;
  /** The team event's week the client holds the table to be of: the player chose an event table before joining (absent or null: not one). */
  readonly eventWeek?: string | null;
  reconnectMsLeft(seat: number): number | null;
  subscribe(listener: (change: RemoteChange) => void): () => void;
  submit(move: string): boolean;
  signal(value: 'go' | 'rather-not'): boolean;
  say(code: string): boolean;
  mute(seat: number, muted: boolean): void;
  answerWatch(id: string, allow: boolean): void;
  start(bots: boolean): void;
  giveToBot(seat: number): void;
  /** Agree to a change of pace ("continue later", or back to live play), or say no to it. */
  pace(to: 'turn' | 'live', agree: boolean): void;
  leave(): Promise<void>;
}

export type { EndMessage, LobbyMessage, RemoteChange, WireUpdate };
