// A table in another process, as the game screens see any table: a TableClient for this
// terminal's one seat. Moves go out in notation; a refusal, a notice, a lost connection or a
// player reconnecting comes back as the table's notice (worded by the screen from its code), and
// the lobby's bot seats as `bots`.
import type { AnyGame } from '../../core/game.js';
import { printable } from '../../core/printable.js';
import { NO_TALK, type SignalWindow, type TalkState, talkAt } from '../../core/talk.js';
import type { CodedNotice, Heard, HistoryEntry, TableClient, TableNotice } from '../../table/client.js';
import type { SeatUpdate } from '../../table/types.js';
import type { CodedMessage, LobbySeat } from '../wire/messages.js';
import type { RemoteTable } from './remote-table.js';
import { toSeatUpdate } from './seat-update.js';
import { type SeatReturn, seatReturns } from './seats-back.js';

/**
 * The notices this client makes itself, beside the server's codes: the connection is lost, a
 * player is reconnecting, left or back, the host closed a table a watcher waits to see resumed, the first round's notes (who chose the seed, whose machine
 * deals), someone asks the host to watch, a watcher waits to be let in, a change of pace waits
 * for the seats' answers, and what the screen asks (the seat to mute). Screens word each one (a test holds them to it).
 */
export const CLIENT_NOTICE_CODES = [
  'connectionLost',
  'reconnecting',
  'vacated',
  'returned',
  'hostAway',
  'seedChosen',
  'embeddedDeals',
  'watchRequest',
  'asking',
  'mutePrompt',
  'muted',
  'pace',
] as const;
export type ClientNoticeCode = (typeof CLIENT_NOTICE_CODES)[number];

export interface RemoteClientOptions {
  /** The first round repeats the lobby's notes on the deal (a table that filled up started at once). */
  firstRoundNotes: boolean;
  /** What the screen itself asks now (the seat to mute after the host's key), said before anything else. */
  prompt?: () => ClientNoticeCode | null;
  /** What the screen itself just did and confirms (the host muted or unmuted a seat), said after a prompt. */
  confirmed?: () => { code: ClientNoticeCode; params: Record<string, unknown> } | null;
}

/** One of this client's own notices (a seat's screen's or a watcher's), worded by the screen from its code. */
export const ownNotice = (code: ClientNoticeCode, tone: 'error' | 'info', params: Record<string, unknown> = {}): CodedNotice => ({ kind: 'coded', code, params, tone });
/** A server's code as a notice, its English kept for a code the screen does not know. */
export const serverNotice = (m: CodedMessage, tone: 'error' | 'info'): CodedNotice => ({ kind: 'coded', code: m.code, params: m.params, tone, fallback: m.message });

/**
 * Players dropping, leaving and coming back, as a seat or a watcher hears it: a countdown, then a
 * seat left for good (`host`: this terminal may give it to a bot), then a player back; or null.
 */
export function seatsNotice(seats: readonly LobbySeat[], msLeftOf: (seat: number) => number | null, back: SeatReturn | null, host: boolean): CodedNotice | null {
  for (const s of seats) {
    const msLeft = msLeftOf(s.seat);
    if (msLeft !== null) return ownNotice('reconnecting', 'info', { seat: s.seat, name: s.name, msLeft });
  }
  const left = seats.find((s) => s.vacated && !s.bot);
  if (left) return ownNotice('vacated', 'info', { seat: left.seat, name: left.name, host });
  return back ? ownNotice('returned', 'info', { seat: back.seat, name: back.name }) : null;
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

export function remoteClient(table: RemoteTableLike, game: AnyGame, options: RemoteClientOptions): TableClient {
  let refusal: CodedMessage | null = null;
  let news: CodedMessage | null = null;
  const listeners = new Set<() => void>();
  const returns = seatReturns(
    () => table.lobby,
    () => table.update?.movesMade ?? 0,
  );
  table.subscribe((change) => {
    if (change.kind === 'lobby') returns.lobby();
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
      return seats()
        .filter((s) => s.bot)
        .map((s) => s.seat);
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
    // The seed is revealed by the end message only (and checked against the lobby's commitment); a
    // team event's end leaves it empty while the week runs: nothing to show yet.
    seedAfterEnd: () => (table.end && table.end.seed !== '' ? printable(String(table.end.seed)) : null),
    notice: (): TableNotice | null => {
      const asked = options.prompt?.() ?? null;
      if (asked !== null) return ownNotice(asked, 'info');
      const done = options.confirmed?.() ?? null;
      if (done !== null) return ownNotice(done.code, 'info', done.params);
      if (table.status === 'reconnecting' || table.status === 'closed') return ownNotice('connectionLost', 'error');
      // Someone waits at the door until the host answers (the lobby shows it on its own): the
      // question stays until A or X answers it, over any news (which waits for the answer).
      const request = table.host ? table.watchRequests[0] : undefined;
      if (request) return ownNotice('watchRequest', 'info', { name: request.name, waiting: table.watchRequests.length });
      if (refusal) return serverNotice(refusal, 'error');
      // A change of pace waits for this seat's answer (or for the others'): the keys to answer are on the line.
      const pace = table.lobby?.pace;
      if (pace && !table.end) {
        const by = seats()[pace.by - 1];
        return ownNotice('pace', 'info', { to: pace.to, seat: pace.by, name: by?.name ?? '', hours: pace.moveHours, agreed: pace.agreed.includes(table.seat) });
      }
      if (news) return serverNotice(news, 'info');
      const comings = seatsNotice(seats(), (seat) => table.reconnectMsLeft(seat), returns.now(), table.host);
      if (comings) return comings;
      // A table that filled up started at once: its lobby's notes were on screen only briefly.
      if (!options.firstRoundNotes || (table.update?.movesMade ?? 0) >= seats().length) return null;
      if (table.lobby?.seedChosen) return ownNotice('seedChosen', 'info');
      return table.lobby?.embedded && !table.host ? ownNotice('embeddedDeals', 'info') : null;
    },
    close: () => {},
  };
}
