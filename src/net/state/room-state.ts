// A networked table's state as its room holds it: the engine's table, its seats, watchers and
// talk, whether it is public, turn-based or a team event's; and a turn-based table's clock.
import type { Table } from '../../table/table.js';
import type { NetGame } from '../wire/games.js';
import type { PaceProposal, TurnOutcome } from '../wire/messages.js';
import type { Lang } from '../../text/lang.js';
import type { SeatRoster } from '../seats/seat-roster.js';
import type { TalkGate } from '../seats/talk-gate.js';
import type { WatcherList } from '../seats/watcher-list.js';

/** A table's state as the room holds it. */
export interface TableState {
  code: string;
  net: NetGame;
  table: Table;
  roster: SeatRoster;
  botLevel: string;
  botDelayMs: number;
  /** The salt of the deal's commitment. */
  salt: string;
  /** The host chose the seed. */
  seedChosen: boolean;
  started: boolean;
  over: boolean;
  /** Since when nobody has been at this running table, or null. */
  abandonedSince: number | null;
  watchers: WatcherList;
  /** Phrases: their rate per speaker, the muted seats, whether watchers may greet. */
  talk: TalkGate;
  /** The address that opened the table (learnt from the edge once it opened), or null. */
  owner: string | null;
  /** A table listed in the lobby while it waits for players (room-listing.ts), or null: found by its code only. */
  publicTable: PublicTable | null;
  /** A turn-based table (issue 30), or null: a live one. */
  turn: TurnSetting | null;
  /** A table of a week's team event (src/net/events): its week; null: any other table. */
  event: { week: string } | null;
  /** A change of pace the seats are answering (turn/turn-pace.ts), or null; not kept across a restart. */
  pace: PaceProposal | null;
}

/** A turn-based table's clock: the time of each move, what happens when one runs out, and how its game ended without a result. */
export interface TurnSetting {
  moveMs: number;
  onTimeout: string;
  /** The clock ended the game ('ended'), or a duel was lost on time: set once, saved with the row. */
  outcome?: TurnOutcome;
}

/** A turn-based table's default time per move (`host --turn-based`): two days. */
export const TURN_DEFAULT_MOVE_HOURS = 48;
/** An hour in milliseconds: a turn-based table's time per move is set in hours. */
export const HOUR_MS = 3_600_000;

/** A turn-based table's clock: `moveHours` per move; when one runs out a bot takes the seat unless the host chose otherwise (a duel: the absent player loses). */
export function turnSetting(net: NetGame, moveHours: number, onTimeout?: string): TurnSetting {
  return { moveMs: moveHours * HOUR_MS, onTimeout: net.duel ? 'lose' : (onTimeout ?? 'bot') };
}

/** What the lobby says of a public table beyond its seats. */
export interface PublicTable {
  lang: Lang | null;
  /** When it opened (ms since the epoch): the lobby lists the oldest first. */
  openedAt: number;
  /** The name the creator asked for, shown as the host's until they take seat 1. */
  creatorName: string;
}
