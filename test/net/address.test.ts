// Room codes and addresses: codes are random, unambiguous and read back in any case; addresses
// accept HOST:PORT/CODE and ws(s):// URLs under a path, and refuse anything else in one line.
import { describe, expect, it } from 'vitest';
import { parseRoomAddress, parseServerAddress } from '../../src/net/client/address.js';
import { newRoomCode, normalizeRoomCode } from '../../src/net/wire/room-code.js';
import { RateLimiter } from '../../src/net/http/rate-limit.js';

describe('room codes', () => {
  it('are eight characters without look-alikes, and differ from each other', () => {
    const codes = new Set(Array.from({ length: 2000 }, newRoomCode));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });
  it('are read back in any case and without the dash', () => {
    expect(normalizeRoomCode('kqx72mpd')).toBe('KQX7-2MPD');
    expect(normalizeRoomCode('KQX7-2MP0')).toBeNull();
    expect(normalizeRoomCode('KQX7')).toBeNull();
  });
});

describe('addresses', () => {
  it('HOST:PORT/CODE', () => {
    expect(parseRoomAddress('192.168.1.5:2567/kqx7-2mpd')).toEqual({ endpoint: 'ws://192.168.1.5:2567', display: '192.168.1.5:2567', code: 'KQX7-2MPD' });
  });
  it('a TLS URL under a path', () => {
    expect(parseRoomAddress('wss://cards.example.org/play/KQX7-2MPD')).toEqual({ endpoint: 'wss://cards.example.org/play', display: 'wss://cards.example.org/play', code: 'KQX7-2MPD' });
    expect(parseServerAddress('https://cards.example.org').endpoint).toBe('wss://cards.example.org');
  });
  it('refuses what is not an address', () => {
    expect(() => parseRoomAddress('192.168.1.5:2567')).toThrow(/HOST:PORT\/CODE/);
    expect(() => parseRoomAddress('nonsense')).toThrow(/HOST:PORT\/CODE/);
    expect(() => parseServerAddress('ftp://x')).toThrow(/ws:\/\//);
  });
});

describe('the rate limit', () => {
  it('allows a burst, then the steady rate', () => {
    let now = 0;
    const limiter = new RateLimiter(10, 5, () => now);
    const burst = Array.from({ length: 8 }, () => limiter.take());
    expect(burst.filter(Boolean)).toHaveLength(5);
    expect(limiter.refusedInARow).toBe(3);
    now += 200; // two more tokens
    expect([limiter.take(), limiter.take(), limiter.take()]).toEqual([true, true, false]);
  });
});

describe('wire updates', () => {
  it("turn back into the table's SeatUpdate with parsed moves", async () => {
    const { regicide } = await import('../../src/games/regicide/index.js');
    const { toSeatUpdate } = await import('../../src/net/client/seat-update.js');
    const wire = { seat: 2, view: {}, legal: ['yield', 'play 7H'], toMove: 2, movesMade: 1, lastMove: { seat: 1, text: 'play 5S' }, events: [], result: null };
    const u = toSeatUpdate(regicide, wire);
    expect(u.legal.map((m) => regicide.formatMove(m as never))).toEqual(['yield', 'play 7H']);
    expect(regicide.formatMove(u.lastMove!.move as never)).toBe('play 5S');
  });
});
