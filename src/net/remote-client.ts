// A table in another process, as the game screens see any table: a TableClient for this
// terminal's one seat. Moves go out in notation; a refusal, a notice, a lost connection or a
// player reconnecting comes back as the table's notice (worded by the screen from its code), and
// the lobby's bot seats as `bots`.
import type { AnyGame } from '../core/game.js';
import { printable } from '../core/printable.js';
import { NO_TALK, type SignalWindow, type TalkState, talkAt } from '../core/talk.js';
import type { Heard, HistoryEntry, TableClient, TableNotice } from '../table/client.js';
import type { SeatUpdate } from '../table/types.js';
import { countdownText } from './countdown.js';
import type { CodedMessage, LobbySeat } from './messages.js';
import type { RemoteTable } from './remote-table.js';
import { toSeatUpdate } from './seat-update.js';

export interface RemoteNoticeTexts {
  reconnecting: (name: string, left: string) => string;
  connectionLost: string;
  /** A player left; for the host a key gives the seat to a bot. */
  vacated: (seat: LobbySeat, host: boolean) => string;
  /** An error or notice of the server, worded from its code. */
  words: (message: CodedMessage) => string;
  /** What the first round says when nothing else is to be said (who chose the seed, whose machine deals). */
  firstRound: () => string | null;
  /** For the host of a table that asks: the first request to watch, and the keys that answer it. */
  watchRequest: (name: string, waiting: number) => string;
  /** What the screen itself asks now (the seat to mute after the host's key), said before anything else. */
  prompt?: () => string | null;
}

/** What this needs of the remote table (a RemoteTable, or a stand-in in tests). */
export type RemoteTableLike = Pick<
  RemoteTable,
  'update' | 'lobby' | 'end' | 'history' | 'said' | 'watchRequests' | 'status' | 'seat' | 'host' | 'reconnectMsLeft' | 'subscribe' | 'submit' | 'signal' | 'say' | 'mute' | 'answerWatch'
>;

/** The talk of a networked table now: the window the server sent with the latest update, and the signals given in it. */
export function remoteTalk(said: readonly Heard[], window: SignalWindow | null | undefined): TalkState {
  // A watcher's greeting is a phrase: it never counts as a signal.
  return window ? talkAt(said, window) : NO_TALK;
}

export function remoteClient(table: RemoteTableLike, game: AnyGame, texts: RemoteNoticeTexts): TableClient {
  let refusal: CodedMessage | null = null;
  let news: CodedMessage | null = null;
  const listeners = new Set<() => void>();
  table.subscribe((change) => {
    if (change.kind === 'error') refusal = change;
    else if (change.kind === 'notice') news = change;
    else if (change.kind === 'update') refusal = news = null;
    listeners.forEach((l) => l());
  });
  const seats = () => table.lobby?.seats ?? [];
  const update = (): SeatUpdate => toSeatUpdate(game, table.update!);
  return {
    get seatCount() {
      return seats().length;
    },
    humans: [table.seat],
    get bots() {
      return seats().filter((s) => s.bot).map((s) => s.seat);
    },
    // Only this seat's update ever reaches this process.
    update: () => update(),
    history: (): HistoryEntry[] => table.history,
    submit: (_seat, move) => {
      refusal = null;
      table.submit(game.formatMove(move));
      return null;
    },
    talk: () => remoteTalk(table.said, table.update?.window),
    said: () => table.said,
    phrases: game.talk.phrases,
    // The server refuses what it will not pass on: the refusal comes back as the notice.
    signal: (seat, value) => {
      if (seat !== table.seat) return { code: 'notYourSeat', seat };
      refusal = null;
      table.signal(value);
      return null;
    },
    say: (seat, code) => {
      if (seat !== table.seat) return { code: 'notYourSeat', seat };
      refusal = null;
      table.say(code);
      return null;
    },
    mute: (seat, muted) => table.mute(seat, muted),
    muted: () => table.lobby?.muted ?? [],
    watchers: () => table.lobby?.watchers ?? [],
    watchRequests: () => table.watchRequests,
    answerWatch: (id, allow) => table.answerWatch(id, allow),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The server's bots keep their own pace.
    setBotsPaused: () => {},
    // The seed is revealed by the end message only (and checked against the lobby's commitment).
    seedAfterEnd: () => (table.end ? printable(String(table.end.seed)) : null),
    notice: (): TableNotice | null => {
      const asked = texts.prompt?.() ?? null;
      if (asked !== null) return { kind: 'remote', text: asked, tone: 'info' };
      if (table.status === 'reconnecting' || table.status === 'closed') return { kind: 'remote', text: texts.connectionLost, tone: 'error' };
      if (refusal) return { kind: 'remote', text: texts.words(refusal), tone: 'error' };
      if (news) return { kind: 'remote', text: texts.words(news), tone: 'info' };
      // Someone waits at the door until the host answers (the lobby shows it on its own).
      const request = table.host ? table.watchRequests[0] : undefined;
      if (request) return { kind: 'remote', text: texts.watchRequest(request.name, table.watchRequests.length), tone: 'info' };
      for (const s of seats()) {
        const left = table.reconnectMsLeft(s.seat);
        if (left !== null) return { kind: 'remote', text: texts.reconnecting(s.name || `${s.seat}`, countdownText(left)), tone: 'info' };
      }
      const left = seats().find((s) => s.vacated && !s.bot);
      if (left) return { kind: 'remote', text: texts.vacated(left, table.host), tone: 'info' };
      // A table that filled up started at once: its lobby's notes were on screen only briefly.
      const note = (table.update?.movesMade ?? 0) < seats().length ? texts.firstRound() : null;
      return note ? { kind: 'remote', text: note, tone: 'info' } : null;
    },
    close: () => {},
  };
}
