// The client's state of a networked table, message by message, without a socket: what each of the
// server's messages changes, what listeners are told, and what a hostile or broken message leaves.
import { describe, expect, it } from 'vitest';
import { dealCommitment } from '../../src/net/wire/deal-commitment.js';
import type { LobbyMessage, WireUpdate } from '../../src/net/wire/messages.js';
import { type RemoteState, initialRemoteState, reduceRemote } from '../../src/net/client/remote-reducer.js';
import { weekBounds } from '../../src/net/events/event-week.js';

const lobby = (over: Partial<LobbyMessage> = {}): LobbyMessage => ({
  code: 'ABCDE',
  game: 'regicide',
  options: {},
  seats: [{ seat: 1, name: 'Ann', connected: true, bot: false, reconnectMsLeft: null, vacated: false }],
  started: false,
  over: false,
  toMove: null,
  host: 1,
  seedChosen: false,
  commitment: dealCommitment('salt', 'seed-1'),
  embedded: false,
  ...over,
});

const update = (movesMade: number, lastMove?: { seat: number; text: string }): WireUpdate => ({ movesMade, events: [], legal: [], ...(lastMove && { lastMove }) }) as unknown as WireUpdate;

/** Feeds the messages in order; the clock reads `now` for each. */
function run(messages: [string, unknown][], start: RemoteState = initialRemoteState(false), now = 1000) {
  let state = start;
  const changes: unknown[] = [];
  let welcomed = false;
  const peers: unknown[] = [];
  for (const [type, body] of messages) {
    const r = reduceRemote(state, { type, body }, now);
    state = r.state;
    if (r.change) changes.push(r.change);
    if (r.welcomed) welcomed = true;
    if (r.peers !== undefined) peers.push(r.peers);
  }
  return { state, changes, welcomed, peers };
}

describe('the remote table reducer', () => {
  it('a welcome gives the seat, its token, the host role and the peers, and welcomes', () => {
    const { state, changes, welcomed, peers } = run([['welcome', { code: 'ABCDE', game: 'regicide', seat: 2, seatToken: 'tok', host: false, peers: ['a:1'] }]]);
    expect(state).toMatchObject({ seat: 2, code: 'ABCDE', game: 'regicide', seatToken: 'tok', welcomedAsHost: false });
    expect(changes).toEqual([{ kind: 'welcome' }]);
    expect(welcomed).toBe(true);
    expect(peers).toEqual([['a:1']]);
  });

  it('does not change the state it is given', () => {
    const before = initialRemoteState(false);
    const copy = structuredClone(before);
    run(
      [
        ['lobby', lobby()],
        ['update', update(1, { seat: 1, text: 'x' })],
        ['said', { at: 0, seat: 1, kind: 'signal', value: 'none' }],
      ],
      before,
    );
    expect(before).toEqual(copy);
  });

  it('keeps the history move by move: an update that is not the next move adds nothing', () => {
    const { state, changes } = run([
      ['history', { moves: [{ seat: 1, text: 'a', events: [] }], said: [] }],
      ['update', update(2, { seat: 2, text: 'b' })],
      ['update', update(2, { seat: 2, text: 'b' })],
      ['update', update(5, { seat: 1, text: 'e' })],
    ]);
    expect(state.history.map((h) => h.text)).toEqual(['a', 'b']);
    expect(state.update?.movesMade).toBe(5);
    expect(changes).toHaveLength(3);
  });

  it('a lobby is kept with the clock reading, its first commitment remembered, its peers passed on', () => {
    const first = lobby();
    const { state, peers } = run(
      [
        ['lobby', { ...first, peers: ['p:1'] }],
        ['lobby', lobby({ commitment: 'other' })],
      ],
      initialRemoteState(false),
      42,
    );
    expect(state.lobbyAt).toBe(42);
    expect(state.commitmentShown).toBe(first.commitment);
    expect(state.lobby?.commitment).toBe('other');
    expect(peers).toEqual([['p:1']]);
  });

  it('the end is checked against the commitment shown first', () => {
    const shown = lobby();
    const end = (seed: string) => ['end', { result: {}, seed, salt: 'salt', commitment: shown.commitment, log: { seed } }] as [string, unknown];
    expect(run([['lobby', shown], end('seed-1')]).state.deal).toEqual({ shown: shown.commitment, matches: true });
    expect(run([['lobby', shown], end('seed-2')]).state.deal).toEqual({ shown: shown.commitment, matches: false });
    // A client that never saw a commitment cannot vouch for the deal.
    expect(run([end('seed-1')]).state.deal).toEqual({ shown: null, matches: false });
  });

  it('a sealed end is believed only at a table the player chose as an event table, that announced its event week first, and only for that week', () => {
    const week = '2026-W49';
    const until = weekBounds(week)!.end;
    const wall = until - 3 * 86_400_000;
    const sealedEnd = (sealedUntil: unknown) => ({ result: {}, seed: '', salt: '', commitment: lobby().commitment, log: null, sealedUntil });
    // A player who chose an event table before coming (host --event, join --event).
    const dealAfter = (messages: [string, unknown][], at = wall, start = initialRemoteState(false, true)) =>
      messages.reduce((s, [type, body]) => reduceRemote(s, { type, body }, 0, at).state, start).deal;
    const unchecked = { shown: lobby().commitment, matches: false };
    // An event table of this week: the deal is sealed until the week is over.
    expect(
      dealAfter([
        ['lobby', lobby({ event: week })],
        ['end', sealedEnd(until)],
      ]),
    ).toEqual({ ...unchecked, sealedUntil: until });
    // A hostile server seals the end of a table that is no event's: the deal is checked, and fails.
    expect(
      dealAfter([
        ['lobby', lobby()],
        ['end', sealedEnd(until)],
      ]),
    ).toEqual(unchecked);
    // Nor may a lobby make an event's a table the player did not choose as one (created an ordinary
    // table, joined by code without --event, picked from the lobby's listing): the server's word alone.
    expect(
      dealAfter(
        [
          ['lobby', lobby({ event: week })],
          ['end', sealedEnd(until)],
        ],
        wall,
        initialRemoteState(false, false),
      ),
    ).toEqual(unchecked);
    // Nor may a later lobby make the table an event's, once the first commitment was shown.
    expect(
      dealAfter([
        ['lobby', lobby()],
        ['lobby', lobby({ event: week })],
        ['end', sealedEnd(until)],
      ]),
    ).toEqual(unchecked);
    // Another moment than the week's end, a week far ahead, a week long over, or a number no date holds.
    for (const other of [until + 1, 1e300, Infinity, '1', -8.64e15 - 1])
      expect(
        dealAfter([
          ['lobby', lobby({ event: week })],
          ['end', sealedEnd(other)],
        ]),
      ).toEqual(unchecked);
    const farWeek = '2030-W02';
    expect(
      dealAfter([
        ['lobby', lobby({ event: farWeek })],
        ['end', sealedEnd(weekBounds(farWeek)!.end)],
      ]),
    ).toEqual(unchecked);
    expect(
      dealAfter(
        [
          ['lobby', lobby({ event: week })],
          ['end', sealedEnd(until)],
        ],
        until + 2 * 86_400_000,
      ),
    ).toEqual(unchecked);
    expect(
      dealAfter([
        ['lobby', lobby({ event: 'W49' })],
        ['end', sealedEnd(until)],
      ]),
    ).toEqual(unchecked);
  });

  it('a watcher is told whether it is let in, and its names are cut and made printable', () => {
    const { state, changes, welcomed } = run([['watching', { code: 'ABCDE', game: 'nope', admitted: true, name: 'Zoe'.repeat(20) }]], initialRemoteState(true));
    expect(state).toMatchObject({ watcher: true, admitted: true, code: 'ABCDE', game: '' });
    expect(state.watchName).toHaveLength(40);
    expect(changes).toEqual([{ kind: 'watching', admitted: true }]);
    expect(welcomed).toBe(true);
  });

  it('errors and notices get checked codes; the host closing the table is remembered', () => {
    const { state, changes } = run([
      ['error', { code: 'bad code!', params: { a: 'x'.repeat(200) }, message: 'm' }],
      ['notice', { code: 'hostClosed', params: { resumable: true }, message: 'closed' }],
    ]);
    expect(changes[0]).toMatchObject({ kind: 'error', code: 'unknown' });
    expect((changes[0] as { params: { a: string } }).params.a).toHaveLength(100);
    expect(state.closedBy).toMatchObject({ code: 'hostClosed', params: { resumable: true } });
  });

  it('what is not an object, or not a known type, changes nothing and tells nobody', () => {
    const start = initialRemoteState(false);
    for (const [type, body] of [
      ['update', 'x'],
      ['public', [1]],
      ['end', null],
      ['said', { seat: 9, kind: 'nonsense' }],
      ['whatever', {}],
    ] as [string, unknown][]) {
      const r = reduceRemote(start, { type, body }, 0);
      expect(r.state).toBe(start);
      expect(r.change).toBeNull();
    }
  });

  it('the watch requests are capped and their names made printable', () => {
    const requests = Array.from({ length: 20 }, (_, i) => ({ id: `r${i}`, name: `N${i}` }));
    const { state, changes } = run([['watchRequests', { requests }]]);
    expect(state.watchRequests).toHaveLength(16);
    expect(changes).toEqual([{ kind: 'watchRequests', requests: state.watchRequests }]);
  });
});
