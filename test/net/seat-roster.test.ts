// The seat roster's rules without sockets, on a clock the test moves: joining, the creator's seat,
// rejoins by token and their rate, names unique at the table, reconnection deadlines, vacating,
// bots taking over, and the host role passing on when the host leaves for good.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeatRoster } from '../../src/net/seats/seat-roster.js';

const hash = (s: string): string => createHash('sha256').update(s).digest('hex');

function roster(count = 3, bots: number[] = [], rejoinsPerMinutePerSeat = 3) {
  const clock = { t: 1_000_000 };
  const r = SeatRoster.fresh(count, bots, hash('host-key-0123456789'), { now: () => clock.t, hash, reconnectMs: 120_000, rejoinsPerMinutePerSeat });
  /** Admits and seats a player; returns the seat. */
  const join = (o: Parameters<SeatRoster['admit']>[0], started = false, token = `token-${Math.random()}`): number => {
    const a = r.admit(o, started);
    if (!a.ok) throw new Error(a.code);
    r.join(a.seat, a, hash(o.seatToken ?? token), o.name);
    return a.seat;
  };
  return { r, clock, join };
}

describe('joining', () => {
  it('seat 1 waits for the creator; others fill the free seats, a wished one if free', () => {
    const { r, join } = roster(3);
    expect(r.admit({ name: 'Early' }, false)).toEqual({ ok: true, seat: 2, rejoin: false });
    expect(join({ hostKey: 'host-key-0123456789', name: 'Ann' })).toBe(1);
    expect(join({ name: 'Bob', seat: 3 })).toBe(3);
    expect(join({ name: 'Cy', seat: 3 })).toBe(2);
    expect(r.admit({ name: 'Dee' }, false)).toEqual({ ok: false, code: 'tableFull' });
    expect(r.full).toBe(true);
  });

  it('admit has no side effects', () => {
    const { r } = roster(2);
    const before = JSON.stringify(r.state);
    r.admit({ hostKey: 'host-key-0123456789' }, false);
    r.admit({ seatToken: 'nope' }, true);
    expect(JSON.stringify(r.state)).toBe(before);
  });

  it('a started table takes only seat tokens; a bad token is refused', () => {
    const { r, join } = roster(2);
    join({ hostKey: 'host-key-0123456789' });
    join({ name: 'Bob' }, false, 'bob-token');
    expect(r.admit({ name: 'Late' }, true)).toEqual({ ok: false, code: 'started' });
    expect(r.admit({ seatToken: 'not-bob' }, true)).toEqual({ ok: false, code: 'noTable' });
    expect(r.admit({ seatToken: 'bob-token' }, true)).toEqual({ ok: true, seat: 2, rejoin: true });
  });

  it('the host key seats the creator once only', () => {
    const { r, join } = roster(2);
    join({ hostKey: 'host-key-0123456789' });
    expect(r.admit({ hostKey: 'host-key-0123456789' }, false)).toEqual({ ok: true, seat: 2, rejoin: false });
  });
});

describe('names', () => {
  it("are cleaned and unique at the table, case aside; a rejoin cannot take another seat's name", () => {
    const { r, join } = roster(3);
    join({ hostKey: 'host-key-0123456789', name: 'Ann' });
    join({ name: 'ann' }, false, 'second');
    expect(r.seats[1].name).toBe('ann 2');
    join({ name: '\u001b[31mBob' }, false, 'third');
    expect(r.seats[2].name).toBe('[31mBob');
    // Seat 2 rejoins asking for seat 1's name: it keeps its own.
    const a = r.admit({ seatToken: 'second' }, false);
    expect(a.ok).toBe(true);
    r.join(2, { rejoin: true }, hash('second'), 'Ann');
    expect(r.seats[1].name).toBe('ann 2');
  });
});

describe('rejoins', () => {
  it('are limited per seat per minute', () => {
    const { r, clock, join } = roster(2, [], 3);
    join({ hostKey: 'host-key-0123456789' });
    join({ name: 'Bob' }, false, 'bob');
    for (let i = 0; i < 3; i++) expect(join({ seatToken: 'bob' }, true)).toBe(2);
    expect(r.admit({ seatToken: 'bob' }, true)).toMatchObject({ ok: false, code: 'rejoinQuota' });
    clock.t += 61_000;
    expect(r.admit({ seatToken: 'bob' }, true)).toEqual({ ok: true, seat: 2, rejoin: true });
  });

  it('a rejoin on a held seat replaces the connection', () => {
    const { r, join } = roster(2);
    join({ hostKey: 'host-key-0123456789' });
    join({ name: 'Bob' }, false, 'bob');
    const a = r.admit({ seatToken: 'bob' }, true);
    expect(a.ok && r.join(a.seat, a, hash('bob'), 'Bob')).toEqual({ replaced: true });
  });
});

describe('leaving', () => {
  it('before the start a leave frees the seat; later it vacates it; a drop counts down', () => {
    const { r, clock, join } = roster(3);
    join({ hostKey: 'host-key-0123456789', name: 'Ann' });
    join({ name: 'Bob' }, false, 'bob');
    join({ name: 'Cy' }, false, 'cy');
    expect(r.leave(2, { consented: true, started: false })).toBe('freed');
    expect(r.seats[1]).toMatchObject({ name: '', tokenHash: '' });
    join({ name: 'Bob' }, false, 'bob');
    expect(r.leave(2, { consented: true, started: true })).toBe('vacated');
    expect(r.seats[1].vacated).toBe(true);
    expect(r.leave(3, { consented: false, started: true })).toBe('reconnecting');
    expect(r.seats[2].reconnectUntil).toBe(clock.t + 120_000);
    expect(r.expireDue()).toEqual([]);
    clock.t += 120_000;
    expect(r.expireDue()).toEqual([3]);
    expect(r.seats[2]).toMatchObject({ vacated: true, reconnectUntil: null });
  });

  it("a bot takes over only a seat whose player is gone for good, at the host's word", () => {
    const { r, join } = roster(3);
    join({ hostKey: 'host-key-0123456789' });
    join({ name: 'Bob' }, false, 'bob');
    join({ name: 'Cy' }, false, 'cy');
    r.leave(3, { consented: false, started: true });
    expect(r.takeoverRefusal(3, 1)).toEqual({ code: 'playerPresent', params: { seat: 3 } });
    expect(r.takeoverRefusal(2, 1)).toEqual({ code: 'playerPresent', params: { seat: 2 } });
    r.expire(3);
    expect(r.takeoverRefusal(3, 2)).toEqual({ code: 'notHost' });
    expect(r.takeoverRefusal(3, 1)).toBeNull();
    r.makeBot(3);
    expect(r.takeoverRefusal(3, 1)).toEqual({ code: 'alreadyBot', params: { seat: 3 } });
    expect(r.admit({ seatToken: 'cy' }, true)).toEqual({ ok: false, code: 'noTable' });
  });
});

describe('the host role', () => {
  it('stays while the host may come back, and passes to the next person when they leave for good', () => {
    const { r, join } = roster(3);
    join({ hostKey: 'host-key-0123456789', name: 'Ann' });
    join({ name: 'Bob' }, false, 'bob');
    join({ name: 'Cy' }, false, 'cy');
    r.leave(1, { consented: false, started: true });
    expect(r.hostSeat).toBe(1);
    r.expire(1);
    expect(r.hostSeat).toBe(2);
    // The new host may now give the old host's seat to a bot.
    expect(r.takeoverRefusal(1, 2)).toBeNull();
    r.leave(2, { consented: true, started: true });
    expect(r.hostSeat).toBe(3);
  });

  it('in the lobby a host who leaves frees seat 1 for anyone and passes the role on', () => {
    const { r, join } = roster(2);
    join({ hostKey: 'host-key-0123456789', name: 'Ann' });
    join({ name: 'Bob' }, false, 'bob');
    r.leave(1, { consented: true, started: false });
    expect(r.hostSeat).toBe(2);
    expect(r.startCheck(2, true)).toEqual({ ok: true, fill: [1] });
    expect(r.admit({ name: 'Dee' }, false)).toEqual({ ok: true, seat: 1, rejoin: false });
  });

  it('only the host starts; an away player blocks the start, empty seats need `fill`', () => {
    const { r, join } = roster(3);
    join({ hostKey: 'host-key-0123456789' });
    join({ name: 'Bob' }, false, 'bob');
    expect(r.startCheck(2, true)).toEqual({ ok: false, code: 'notHost' });
    expect(r.startCheck(1, false)).toEqual({ ok: false, code: 'seatsEmpty', params: { seats: [3] } });
    r.leave(2, { consented: false, started: false });
    expect(r.startCheck(1, true)).toEqual({ ok: false, code: 'seatAway', params: { seat: 2 } });
  });
});
