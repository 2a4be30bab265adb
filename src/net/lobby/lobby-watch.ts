// A live view of a server's lobby: one plain request for the listing, then long polls with the
// version held (the server answers when the listing changes). A failure is reported and tried
// again after a pause; a server that answers a long poll at once with the same version is asked
// again only after a pause too, so a server without long polls is not hammered.
import type { LobbyListing, LobbyQuery, LobbyTable } from './lobby-client.js';

/** What the lobby shows: one game's tables or all, tables of one size or any. */
export interface LobbyFilter {
  /** A game's id, or null for every game. */
  game: string | null;
  /** Tables of this many seats, or null for any. */
  seats: number | null;
  /** Only turn-based tables (the lobby's t key). */
  turnBased?: boolean;
}

export const queryOf = (f: LobbyFilter): LobbyQuery => ({ ...(f.game !== null && { game: f.game }), ...(f.seats !== null && { seats: f.seats }), ...(f.turnBased === true && { turnBased: true }) });

export type LobbyRead = (query: LobbyQuery, signal: AbortSignal) => Promise<LobbyListing>;

export interface LobbySeen {
  /** The latest listing (null before the first answer). */
  listing: LobbyListing | null;
  /** When it came (ms, Date.now()): the waiting times count on from there. */
  receivedAt: number;
  /** The last request's failure, until one succeeds again. */
  error: unknown;
}

/** What a filter keeps: the server filters too, this holds the list to it whatever the server did. */
export const fitsFilter = (t: LobbyTable, query: LobbyQuery): boolean =>
  (query.game === undefined || t.game === query.game) && (query.seats === undefined || t.seats === query.seats) && (query.turnBased !== true || t.turnBased === true);

const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

export interface LobbyWatchTiming {
  /** Pause after a failure before asking again. */
  retryMs?: number;
  /** Pause when a long poll came back with the listing unchanged. */
  sameMs?: number;
}

/** Watches the lobby for `query` until stopped; `onSeen` hears every listing and every failure. */
export function watchLobby(read: LobbyRead, query: LobbyQuery, onSeen: (seen: LobbySeen) => void, timing: LobbyWatchTiming = {}): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let seen: LobbySeen = { listing: null, receivedAt: 0, error: null };
  void (async () => {
    let after: string | undefined;
    while (!signal.aborted) {
      try {
        const listing = await read({ ...query, ...(after !== undefined && { after }) }, signal);
        if (signal.aborted) return;
        const unchanged = after !== undefined && listing.version === after;
        after = listing.version;
        seen = { listing: { ...listing, tables: listing.tables.filter((t) => fitsFilter(t, query)) }, receivedAt: Date.now(), error: null };
        onSeen(seen);
        if (unchanged) await pause(timing.sameMs ?? 2000, signal);
      } catch (e) {
        if (signal.aborted) return;
        after = undefined;
        seen = { ...seen, error: e };
        onSeen(seen);
        await pause(timing.retryMs ?? 3000, signal);
      }
    }
  })();
  return () => controller.abort();
}

/** A table's waiting time now: what the server said, counted on since the listing came. */
export const waitedNow = (t: LobbyTable, receivedAt: number, now: number): number => t.waitingSeconds + Math.max(0, Math.floor((now - receivedAt) / 1000));
