// A networked table as a watcher's screen sees it (a WatchClient): the public view after every
// move, the public event log, what is said, the lobby's names and bots, and at the end the whole
// log. A lost connection, a refusal or the host's answer comes back as the notice, a code the
// screen words (see CLIENT_NOTICE_CODES).
import type { AnyGame } from '../../core/game.js';
import { GREETINGS } from '../../core/talk.js';
import type { TableNotice, WatchClient, WatchStatus } from '../../table/client.js';
import type { PublicUpdate } from '../../table/types.js';
import type { CodedMessage } from '../wire/messages.js';
import { ownNotice, remoteTalk, seatsNotice, serverNotice } from './remote-client.js';
import { seatReturns } from './seats-back.js';
import type { RemoteTable } from './remote-table.js';
import { lastMoveOf } from './seat-update.js';

/** What this needs of the remote table (a RemoteTable made by `RemoteTable.watch`, or a stand-in). */
export type WatchTableLike = Pick<RemoteTable, 'publicUpdate' | 'lobby' | 'end' | 'history' | 'said' | 'status' | 'admitted' | 'closedBy' | 'subscribe' | 'say' | 'reconnectMsLeft'>;

export function watchClient(table: WatchTableLike, game: AnyGame): WatchClient {
  let news: { message: CodedMessage; tone: 'error' | 'info' } | null = null;
  let refused = false;
  const listeners = new Set<() => void>();
  const returns = seatReturns(
    () => table.lobby,
    () => table.publicUpdate?.movesMade ?? 0,
  );
  table.subscribe((change) => {
    if (change.kind === 'lobby') returns.lobby();
    if (change.kind === 'error') news = { message: change, tone: 'error' };
    if (change.kind === 'notice') news = { message: change, tone: change.code === 'watchRefused' ? 'error' : 'info' };
    if (change.kind === 'notice' && change.code === 'watchRefused') refused = true;
    // A move, or the way back to the table (after its host resumed it), makes older news stale.
    else if (change.kind === 'public' || (change.kind === 'connection' && change.status === 'connected')) news = null;
    listeners.forEach((l) => l());
  });
  const seats = () => table.lobby?.seats ?? [];
  const status = (): WatchStatus => (refused ? 'refused' : table.status === 'closed' ? 'closed' : table.admitted ? 'watching' : 'asking');
  return {
    get seatCount() {
      return seats().length;
    },
    get bots() {
      return seats()
        .filter((s) => s.bot)
        .map((s) => s.seat);
    },
    names: () => seats().map((s) => s.name),
    watchers: () => table.lobby?.watchers ?? [],
    status,
    update: (): PublicUpdate | null => {
      const u = table.publicUpdate;
      return u ? { ...u, lastMove: lastMoveOf(game, u.lastMove) } : null;
    },
    history: () => table.history,
    talk: () => remoteTalk(table.said, table.publicUpdate?.window),
    said: () => table.said,
    greetings: () => (table.admitted && table.lobby?.watcherGreetings ? GREETINGS : []),
    greet: (code) => table.admitted && table.lobby?.watcherGreetings === true && (GREETINGS as readonly string[]).includes(code) && table.say(code),
    end: () => (table.end ? { result: table.end.result, log: table.end.log } : null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notice: (): TableNotice | null => {
      // The host closed the table mid-game: this watcher waits for it to be resumed (it follows it back).
      if (table.status === 'reconnecting' && table.closedBy?.code === 'hostClosed') return ownNotice('hostAway', 'info');
      if (news) return serverNotice(news.message, news.tone);
      if (table.status !== 'connected' && !table.end) return ownNotice('connectionLost', 'error');
      if (!table.admitted) return ownNotice('asking', 'info');
      if (table.end) return null;
      // Players dropping, leaving and coming back, as the seats hear it (a watcher gives no seat to a bot).
      return seatsNotice(seats(), (seat) => table.reconnectMsLeft(seat), returns.now(), false);
    },
    close: () => {},
  };
}
