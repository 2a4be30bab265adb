// The watcher list and the talk gate as pure rules with an injected clock: who may watch, how
// many, requests waiting for the host and for how long, names; phrases' rate per speaker, mutes,
// watchers' greetings.
import { describe, expect, it } from 'vitest';
import { freshTable, gameLogOf, lobbyOf, recordOf, restoredTable } from '../../src/net/state/room-setup.js';
import { roomServices } from '../../src/net/server/room-services.js';
import { PHRASE_BURST, TalkGate } from '../../src/net/seats/talk-gate.js';
import { WatcherList } from '../../src/net/seats/watcher-list.js';

function list(policy: 'yes' | 'no' | 'ask', clock = { t: 0 }) {
  let id = 0;
  return new WatcherList(policy, { now: () => clock.t, newId: () => `id${++id}`, max: 3, pendingMax: 2, askMs: 1000, perAddress: 2, pendingPerAddress: 1 });
}

describe('the watcher list', () => {
  it('no: nobody watches; yes: anyone, up to the limit, with unique clean names', () => {
    expect(list('no').admit()).toEqual({ ok: false, code: 'noWatchers' });
    const yes = list('yes');
    expect(yes.add('a', 'Eve').admitted).toBe(true);
    expect(yes.add('b', 'eve').name).toBe('eve 2');
    expect(yes.add('c', '\u001b[31m').name).toBe('[31m');
    expect(yes.admit()).toEqual({ ok: false, code: 'watchersFull' });
    yes.remove('a');
    expect(yes.admit()).toEqual({ ok: true });
  });

  it('ask: requests wait for the host (a few at once), are let in or refused, and expire unanswered', () => {
    const clock = { t: 0 };
    const ask = list('ask', clock);
    const eve = ask.add('a', 'Eve');
    ask.add('b', 'Bob');
    expect(eve.admitted).toBe(false);
    expect(ask.admit()).toEqual({ ok: false, code: 'watchersFull' });
    expect(ask.answer('nope', true)).toBeNull();
    expect(ask.answer(eve.id, true)?.admitted).toBe(true);
    expect(ask.answer(eve.id, false)).toBeNull();
    expect(ask.admitted().map((e) => e.name)).toEqual(['Eve']);
    clock.t = 999;
    expect(ask.expireDue()).toEqual([]);
    clock.t = 1000;
    expect(ask.expireDue().map((e) => e.name)).toEqual(['Bob']);
    expect(ask.pending()).toEqual([]);
  });
});

describe('the watcher list, per address', () => {
  it('takes at most its share of watchers from one address, and one request to watch from it at a time', () => {
    const yes = list('yes');
    yes.add('a', 'Eve', '192.0.2.1');
    yes.add('b', 'Eve', '192.0.2.1');
    expect(yes.admit('192.0.2.1')).toEqual({ ok: false, code: 'watchersFull', params: { perAddress: 2 } });
    expect(yes.admit('192.0.2.2')).toEqual({ ok: true });
    const ask = list('ask');
    ask.add('a', 'Eve', '2001:db8::/64');
    expect(ask.admit('2001:db8::/64')).toEqual({ ok: false, code: 'watchersFull', params: { perAddress: 2 } });
    expect(ask.admit('192.0.2.2')).toEqual({ ok: true });
  });

  it("gives no watcher a name that looks like a seat's", () => {
    expect(list('yes').add('a', 'Аnn', '', ['Ann', 'Bob']).name).toBe('Аnn 2');
  });
});

describe('the talk gate', () => {
  it('lets a burst of phrases through per speaker, then one every two seconds', () => {
    const clock = { t: 0 };
    const gate = new TalkGate([], false, () => clock.t);
    for (let i = 0; i < PHRASE_BURST; i++) expect(gate.phrase('seat:1', 1)).toBeNull();
    expect(gate.phrase('seat:1', 1)).toBe('talkRate');
    expect(gate.phrase('seat:2', 2)).toBeNull();
    clock.t = 2000;
    expect(gate.phrase('seat:1', 1)).toBeNull();
    expect(gate.phrase('seat:1', 1)).toBe('talkRate');
  });

  it('silences muted seats and watchers unless the host lets them greet', () => {
    const gate = new TalkGate([2], false, () => 0);
    expect(gate.phrase('seat:2', 2)).toBe('muted');
    gate.setMuted(2, false);
    expect(gate.phrase('seat:2', 2)).toBeNull();
    expect(gate.phrase('w1', null)).toBe('watchersSilent');
    gate.watcherGreetings = true;
    expect(gate.phrase('w1', null)).toBeNull();
    gate.setMuted(3, true);
    expect(gate.mutedSeats()).toEqual([3]);
  });
});

describe('a restored table', () => {
  it('keeps who may watch, whether watchers greet, and the muted seats', () => {
    const services = roomServices();
    const fresh = freshTable({ game: 'regicide', options: { players: 3 }, hostKey: 'k'.repeat(20), watchers: 'ask', watcherGreetings: true }, services);
    fresh.talk.setMuted(2, true);
    const back = restoredTable({ ...gameLogOf(fresh), room: recordOf(fresh) }, services);
    expect(lobbyOf(back, false, 0)).toMatchObject({ watching: 'ask', watcherGreetings: true, muted: [2], watchers: [] });
    // A table recorded before watchers existed takes none.
    const { watchers: _w, watcherGreetings: _g, muted: _m, ...older } = recordOf(fresh);
    expect(lobbyOf(restoredTable({ ...gameLogOf(fresh), room: older }, services), false, 0)).toMatchObject({ watching: 'no', watcherGreetings: false, muted: [] });
  });
});
