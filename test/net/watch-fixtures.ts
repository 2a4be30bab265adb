// What the watcher-screen tests feed the screen: a stand-in for the remote table a watcher holds
// (the fields watchClient reads, and the changes a test pushes), and positions of real games as a
// watcher receives them — the public view, the public events of every move, and a finished log.
import type { AnyGame } from '../../src/core/game.js';
import type { GameLog } from '../../src/core/log.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import type { LobbyMessage, PublicWireUpdate, SaidMessage } from '../../src/net/wire/messages.js';
import type { RemoteChange } from '../../src/net/client/remote-table.js';
import type { WatchTableLike } from '../../src/net/client/watch-client.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { Table } from '../../src/table/table.js';

export interface FakeWatchTable extends WatchTableLike {
  /** The greetings the screen sent. */
  sent: string[];
  /** Changes the table's fields, then tells the listeners as the remote table would. */
  push(fields: Partial<Mutable<WatchTableLike>>, change?: RemoteChange): void;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function fakeWatchTable(fields: Partial<Mutable<WatchTableLike>> = {}): FakeWatchTable {
  const listeners = new Set<(c: RemoteChange) => void>();
  const table: FakeWatchTable = {
    publicUpdate: null,
    lobby: null,
    end: null,
    history: [],
    said: [],
    status: 'connected',
    admitted: true,
    closedBy: null,
    sent: [],
    reconnectMsLeft: (seat) => table.lobby?.seats[seat - 1]?.reconnectMsLeft ?? null,
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    say: (code) => (table.sent.push(code), true),
    push(more, change = { kind: 'public', update: table.publicUpdate! } as RemoteChange) {
      Object.assign(table, more);
      for (const l of listeners) l(change);
    },
    ...fields,
  };
  return table;
}

export const watchLobby = (game: string, names: readonly string[], more: Partial<LobbyMessage> = {}): LobbyMessage => ({
  code: 'KQX7-2MPD',
  game,
  options: {},
  seats: names.map((name, i) => ({ seat: i + 1, name: name === 'bot' ? `Bot ${i + 1}` : name, connected: name !== '', bot: name === 'bot', reconnectMsLeft: null, vacated: false })),
  started: true,
  over: false,
  toMove: null,
  host: 1,
  seedChosen: false,
  commitment: 'ab'.repeat(32),
  embedded: false,
  watching: 'yes',
  watchers: ['Eve'],
  ...more,
});

export interface WatchedPosition {
  state: unknown;
  publicUpdate: PublicWireUpdate;
  history: { seat: number; text: string; events: unknown[] }[];
}

/** A game played with `pick` choosing each move until `stop` holds, as a watcher received it. */
export function watchedPosition(game: AnyGame, options: object, seed: string, pick: (legal: unknown[], played: number) => unknown, stop: (state: unknown) => boolean, maxMoves = 400): WatchedPosition {
  let state = game.setup(game.normalizeOptions(options), seed);
  const history: WatchedPosition['history'] = [];
  let last: { seat: number; text: string } | null = null;
  let events: unknown[] = [];
  while (!stop(state) && game.currentSeat(state) !== null && history.length < maxMoves) {
    const seat = game.currentSeat(state)!;
    const move = pick(game.legalMoves(state), history.length);
    const step = game.step(state, move);
    if (!step.ok) throw new Error('illegal move in a fixture');
    state = step.state;
    events = game.eventsFor(step.events, 0);
    last = { seat, text: game.formatMove(move) };
    history.push({ ...last, events });
  }
  const view = game.publicView(state);
  const chooser = game.talk.signalChooser(view);
  return {
    state,
    history,
    publicUpdate: {
      view,
      toMove: game.currentSeat(state),
      movesMade: history.length,
      lastMove: last,
      events,
      result: game.outcome(state),
      window: chooser === null ? null : { at: history.length, chooser },
    },
  };
}

/** A finished game's log, every seat played by the easy bot (as the end message brings it). */
export function finishedLog(id: string, options: object, seed: string): GameLog {
  const net = netGame(id);
  const table = Table.create(net.game, options, seed);
  const count = net.seats(net.game.normalizeOptions(options));
  for (let s = 1; s <= count; s++) table.sit(s, botSeat(net.makeBot('easy', botSeedFor(seed, s))));
  table.start();
  return table.log as GameLog;
}

export const signal = (at: number, seat: number, value: 'go' | 'rather-not'): SaidMessage => ({ at, seat, kind: 'signal', value });
