// The keys of a networked table: in the lobby the host starts the game, gives an empty seat to a
// bot, answers a request to watch (a/x) or mutes a player's phrases (m, then the seat), anyone
// leaves; during the game the host gives the seat of a player who left to a bot (B), answers a
// request to watch (A/X) or mutes a player (M, then the seat) — capitals, which no game's keys use;
// anyone proposes to continue later or to play live again, or agrees (L), or says no (N).
// The handlers, the help overlay and the README's key table are made from these maps.
import type { Binding } from '../shared/keymap.js';

export type NetKeyId = 'lobbyStart' | 'lobbyBot' | 'lobbyLeave' | 'lobbyAllow' | 'lobbyRefuse' | 'lobbyMute' | 'muteSeat' | 'muteCancel' | TableKeyId | 'phraseSay' | 'phraseClose';

export interface LobbyKeyCtx {
  host: boolean;
  /** Seats the host may give to a bot now. */
  botSeats: readonly number[];
  /** The host of a table that asks: the first request to watch, or null. */
  request: string | null;
  /** The seats the host may mute (the other players'). */
  muteSeats: readonly number[];
}

export type LobbyAction = { type: 'start' } | { type: 'bot'; seat: number } | { type: 'leave' } | { type: 'answer'; id: string; allow: boolean } | { type: 'muting' };

const seatDigit = (input: string): number => (/^[1-4]$/.test(input) ? Number(input) : 0);

export interface MuteKeyCtx {
  /** The seats the host may mute (the other players'), and those muted now. */
  muteSeats: readonly number[];
  muted: readonly number[];
}

export type MuteAction = { type: 'mute'; seat: number; muted: boolean } | { type: 'cancel' };

/**
 * After m (lobby) or M (game): a seat number mutes or unmutes that seat, and any other key
 * cancels, so a digit meant for muting never gives a seat to a bot or picks a card.
 */
export const MUTE_KEYMAP: readonly Binding<'muteSeat' | 'muteCancel', MuteKeyCtx, MuteAction>[] = [
  {
    id: 'muteSeat',
    matches: ({ input }) => seatDigit(input) > 0,
    when: () => true,
    action: ({ input }, c) => {
      const seat = seatDigit(input);
      return c.muteSeats.includes(seat) ? { type: 'mute', seat, muted: !c.muted.includes(seat) } : { type: 'cancel' };
    },
  },
  { id: 'muteCancel', matches: () => true, when: () => true, action: () => ({ type: 'cancel' }) },
];

export const LOBBY_KEYMAP: readonly Binding<NetKeyId, LobbyKeyCtx, LobbyAction>[] = [
  { id: 'lobbyStart', matches: ({ key }) => key.return, when: (c) => c.host, action: () => ({ type: 'start' }) },
  {
    id: 'lobbyBot',
    matches: ({ input }) => seatDigit(input) > 0,
    when: (c) => c.host,
    action: ({ input }, c) => (c.botSeats.includes(seatDigit(input)) ? { type: 'bot', seat: seatDigit(input) } : null),
  },
  // The host answers the first request to watch (--watchers ask): a lets in, x refuses.
  { id: 'lobbyAllow', matches: ({ input }) => input === 'a', when: (c) => c.host && c.request !== null, action: (_p, c) => ({ type: 'answer', id: c.request!, allow: true }) },
  { id: 'lobbyRefuse', matches: ({ input }) => input === 'x', when: (c) => c.host && c.request !== null, action: (_p, c) => ({ type: 'answer', id: c.request!, allow: false }) },
  { id: 'lobbyMute', matches: ({ input }) => input === 'm', when: (c) => c.host && c.muteSeats.length > 0, action: () => ({ type: 'muting' }) },
  { id: 'lobbyLeave', matches: ({ input }) => input === 'q', when: () => true, action: () => ({ type: 'leave' }) },
];

export interface TableKeyCtx {
  host: boolean;
  /** The seat of a player who left (not yet a bot's), or null. */
  vacated: number | null;
  /** The game has quick phrases to say. */
  canSay: boolean;
  /** The first request to watch (--watchers ask), or null. */
  request: string | null;
  /** The seats the host may mute (the other players'). */
  muteSeats: readonly number[];
  /** The game runs: anyone may propose (or accept) a change of pace. */
  canPace: boolean;
  /** A change of pace waits for answers: N says no to it (or takes this seat's yes back). */
  pacePending: boolean;
}

export type TableKeyId = 'tableBot' | 'tableAllow' | 'tableRefuse' | 'tableMute' | 'tableSay' | 'tableLater' | 'tableNo';

export type TableAction = { type: 'bot'; seat: number } | { type: 'say' } | { type: 'answer'; id: string; allow: boolean } | { type: 'muting' } | { type: 'pace'; agree: boolean };

/** Capitals for the host, so that no game key is taken from the table; s ("say") is no game's key either. */
export const TABLE_KEYMAP: readonly Binding<TableKeyId, TableKeyCtx, TableAction>[] = [
  { id: 'tableBot', matches: ({ input }) => input === 'B', when: (c) => c.host && c.vacated !== null, action: (_p, c) => ({ type: 'bot', seat: c.vacated! }) },
  { id: 'tableAllow', matches: ({ input }) => input === 'A', when: (c) => c.host && c.request !== null, action: (_p, c) => ({ type: 'answer', id: c.request!, allow: true }) },
  { id: 'tableRefuse', matches: ({ input }) => input === 'X', when: (c) => c.host && c.request !== null, action: (_p, c) => ({ type: 'answer', id: c.request!, allow: false }) },
  { id: 'tableMute', matches: ({ input }) => input === 'M', when: (c) => c.host && c.muteSeats.length > 0, action: () => ({ type: 'muting' }) },
  { id: 'tableSay', matches: ({ input }) => input === 's', when: (c) => c.canSay, action: () => ({ type: 'say' }) },
  // "Continue later" (turn-based) and back to live: anyone proposes or agrees (L), or says no (N); capitals too.
  { id: 'tableLater', matches: ({ input }) => input === 'L', when: (c) => c.canPace, action: () => ({ type: 'pace', agree: true }) },
  { id: 'tableNo', matches: ({ input }) => input === 'N', when: (c) => c.canPace && c.pacePending, action: () => ({ type: 'pace', agree: false }) },
];

export type PhraseAction = { type: 'say'; index: number } | { type: 'close' };

/** The quick-phrase menu (s): a number says that phrase, Esc (or s again) closes it. */
export const PHRASE_MENU_KEYMAP: readonly Binding<'phraseSay' | 'phraseClose', { count: number }, PhraseAction>[] = [
  {
    id: 'phraseSay',
    matches: ({ input }) => /^[1-9]$/.test(input),
    when: () => true,
    action: ({ input }, c) => (Number(input) <= c.count ? { type: 'say', index: Number(input) - 1 } : null),
  },
  { id: 'phraseClose', matches: ({ input, key }) => key.escape || input === 's' || input === 'q', when: () => true, action: () => ({ type: 'close' }) },
];
