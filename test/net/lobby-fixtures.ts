// A fake networked table for screen tests: the lobby and seats of a table, the calls its keys
// make, and the changes a test pushes to it.
import type { LobbyMessage, WireUpdate } from '../../src/net/wire/messages.js';
import type { RemoteChange } from '../../src/net/client/remote-table.js';
import type { NetTableLike } from '../../src/ui/net/types.js';

export function fakeTable(lobby: LobbyMessage, update: WireUpdate | null = null) {
  const calls: string[] = [];
  const listeners = new Set<(c: RemoteChange) => void>();
  const table: NetTableLike & { calls: string[]; push(c: Partial<NetTableLike>): void; emit(c: RemoteChange): void } = {
    seat: 1,
    code: 'KQX7-2MPD',
    game: 'regicide',
    host: true,
    update,
    lobby,
    end: null,
    deal: null,
    closedBy: null,
    history: [],
    said: [],
    watchRequests: [],
    status: 'connected',
    calls,
    reconnectMsLeft: (seat) => table.lobby?.seats[seat - 1].reconnectMsLeft ?? null,
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    submit: (m) => (calls.push(`submit ${m}`), true),
    signal: (v) => (calls.push(`signal ${v}`), true),
    say: (c) => (calls.push(`say ${c}`), true),
    mute: (s, m) => void calls.push(`mute ${s} ${m}`),
    answerWatch: (id, allow) => void calls.push(`watcher ${id} ${allow}`),
    start: (bots) => void calls.push(`start ${bots}`),
    giveToBot: (s) => void calls.push(`bot ${s}`),
    pace: (to, agree) => void calls.push(`pace ${to} ${agree}`),
    leave: async () => {},
    push(c) {
      Object.assign(table, c);
      for (const l of listeners) l({ kind: 'lobby', lobby: table.lobby! });
    },
    /** A change as the server would bring it (an error, a notice). */
    emit(c) {
      for (const l of listeners) l(c);
    },
  };
  return table;
}

export const seat = (n: number, name: string, more: Partial<LobbyMessage['seats'][number]> = {}) => ({ seat: n, name, connected: true, bot: false, reconnectMsLeft: null, vacated: false, ...more });

export const lobby: LobbyMessage = {
  code: 'KQX7-2MPD',
  game: 'regicide',
  options: { players: 3, variants: [] },
  seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, '', { connected: false })],
  started: false,
  over: false,
  toMove: null,
  host: 1,
  seedChosen: false,
  commitment: 'ab'.repeat(32),
  embedded: true,
};

export const commands = { rejoin: 'npx regicide join --resume 10.0.0.2:2567/KQX7-2MPD', resumeHost: 'npx regicide host --resume' };
