// The keys of a networked table: in the lobby the host starts the game or gives an empty seat to
// a bot, anyone leaves; during the game the host gives the seat of a player who left to a bot.
// The handlers, the help overlay and the README's key table are made from these maps.
import type { Binding } from '../shared/keymap.js';

export type NetKeyId = 'lobbyStart' | 'lobbyBot' | 'lobbyLeave' | 'tableBot';

export interface LobbyKeyCtx {
  host: boolean;
  /** Seats the host may give to a bot now. */
  botSeats: readonly number[];
}

export type LobbyAction = { type: 'start' } | { type: 'bot'; seat: number } | { type: 'leave' };

const seatDigit = (input: string): number => (/^[1-4]$/.test(input) ? Number(input) : 0);

export const LOBBY_KEYMAP: readonly Binding<NetKeyId, LobbyKeyCtx, LobbyAction>[] = [
  { id: 'lobbyStart', matches: ({ key }) => key.return, when: (c) => c.host, action: () => ({ type: 'start' }) },
  {
    id: 'lobbyBot',
    matches: ({ input }) => seatDigit(input) > 0,
    when: (c) => c.host,
    action: ({ input }, c) => (c.botSeats.includes(seatDigit(input)) ? { type: 'bot', seat: seatDigit(input) } : null),
  },
  { id: 'lobbyLeave', matches: ({ input }) => input === 'q', when: () => true, action: () => ({ type: 'leave' }) },
];

export interface TableKeyCtx {
  host: boolean;
  /** The seat of a player who left (not yet a bot's), or null. */
  vacated: number | null;
}

/** Capital B, so that no game key is taken from the table. */
export const TABLE_KEYMAP: readonly Binding<'tableBot', TableKeyCtx, { seat: number }>[] = [
  { id: 'tableBot', matches: ({ input }) => input === 'B', when: (c) => c.host && c.vacated !== null, action: (_p, c) => ({ seat: c.vacated! }) },
];
