// A stranger who has a table's code cannot keep it at its reservation limit: one address (an IPv6
// /64 counts as one) holds at most its share of the table's outstanding seat reservations, so the
// guest the code was meant for, coming from elsewhere, still gets in. The attacker polls the way
// the attack did: reservations it never takes up, renewed as they lapse.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, createBody, from, postJson } from './edge-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    botDelayMs: 0,
    limits: { trustProxy: ['127.0.0.1'], reservationsPerTable: 8, reservationsPerAddress: 2, joinsPerMinutePerAddress: 1000 },
  });
});
afterAll(async () => {
  await server?.close();
});

const join = (address: string, code: string): Promise<RawResponse> => postJson(server.port, `/matchmake/joinById/${code}`, {}, from(address));

describe('seat reservations per address', () => {
  it('an address polling a known code holds only its share; the invited guest still gets a seat', async () => {
    const created = await postJson(server.port, '/matchmake/create/table', createBody({ options: { players: 4, variants: [] } }), from('198.51.100.1'));
    const code = created.json.room.roomId as string;
    const host = await new Client(`ws://127.0.0.1:${server.port}`).consumeSeatReservation(created.json);
    // Twenty reservations from one /64 (a different address in it each time), none taken up.
    const answers: string[] = [];
    for (let i = 1; i <= 20; i++) {
      const r = await join(`2001:db8:66:1::${i.toString(16)}`, code);
      answers.push(r.status === 200 ? 'reserved' : String(r.json?.code));
    }
    expect(answers.slice(0, 2)).toEqual(['reserved', 'reserved']);
    expect(new Set(answers.slice(2))).toEqual(new Set(['reservationQuota']));
    // The guest, from its own address, reserves and takes its seat.
    const guest = await join('203.0.113.7', code);
    expect(guest.status).toBe(200);
    const seat = await new Client(`ws://127.0.0.1:${server.port}`).consumeSeatReservation(guest.json);
    await Promise.all([seat.leave(true), host.leave(true)]);
  });
});
