// The limits the room enforces, each attacked through a whole server (the HTTP edge in front, as
// a stranger meets it): rejoins of one seat, the minimum bot pause, the bot levels the operator
// allows, and abandoned tables (closed after `abandonedMinutes`, skipped by `--resume` unless it
// is the host's own table). Each attack would succeed without its limit.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable, type TableRefused } from '../../src/net/client/remote-table.js';
import type { RoomEvent } from '../../src/net/server/room-services.js';
import { roomLogPath } from '../../src/net/logs/room-store.js';
import { type NetServer, type NetServerOptions, startNetServer } from '../../src/net/server/server.js';
import { within } from './edge-helpers.js';
import { cutConnection, waitFor } from './net-helpers.js';

async function serverWith(o: Partial<NetServerOptions>): Promise<{ server: NetServer; address: ReturnType<typeof parseServerAddress>; events: RoomEvent[] }> {
  const events: RoomEvent[] = [];
  const server = await startNetServer({ port: 0, host: '127.0.0.1', logEvent: (e) => void events.push(e as RoomEvent), ...o });
  return { server, address: parseServerAddress(`127.0.0.1:${server.port}`), events };
}

const refusalOf = async (attempt: Promise<unknown>): Promise<TableRefused> => {
  try {
    await attempt;
  } catch (e) {
    return e as TableRefused;
  }
  throw new Error('not refused');
};

/** The client's program dies: its socket is cut, and it does not try to come back. */
const dies = (t: RemoteTable): void => {
  (t as unknown as { leaving: boolean }).leaving = true;
  cutConnection(t);
};

describe('rejoins per seat', () => {
  it('a seat rejoined again and again with its token is refused past the limit, with the wait', async () => {
    const { server, address } = await serverWith({ limits: { rejoinsPerMinutePerSeat: 3 } });
    try {
      const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] } });
      const guest = await RemoteTable.join({ ...address, code: host.code }, {});
      const rejoined: RemoteTable[] = [];
      for (let i = 0; i < 3; i++) rejoined.push(await RemoteTable.join({ ...address, code: host.code }, { seatToken: guest.seatToken }));
      expect(rejoined.map((t) => t.seat)).toEqual([2, 2, 2]);
      const refused = await refusalOf(RemoteTable.join({ ...address, code: host.code }, { seatToken: guest.seatToken }));
      expect(refused.code).toBe('rejoinQuota');
      expect(Number(refused.params.seconds)).toBeGreaterThan(0);
      await Promise.all([host, ...rejoined].map((t) => t.leave()));
    } finally {
      await server.close();
    }
  });
});

describe('the minimum bot pause', () => {
  it("a client asking for bots with no pause gets the server's minimum, and its bot waits that long", async () => {
    const { server, address, events } = await serverWith({ botDelayMs: 800, limits: { minBotDelayMs: 300 } });
    try {
      const host = await RemoteTable.create(address, { game: 'thronfolge', options: { first: 1, variants: [] }, bots: [2], botLevel: 'easy', botDelayMs: 0 });
      await waitFor(host, () => host.update?.toMove === 1, 10_000, 'the host to move');
      expect(events.find((e) => e.event === 'created' && e.room === host.code)).toMatchObject({ botDelayMs: 300 });
      const sent = performance.now();
      host.submit(host.update!.legal[0]);
      await waitFor(host, () => (host.update?.movesMade ?? 0) >= 2, 10_000, "the bot's answer");
      // A lower bound only: a busy machine makes it later, never sooner.
      expect(performance.now() - sent).toBeGreaterThanOrEqual(290);
      await host.leave();
    } finally {
      await server.close();
    }
  });
});

describe('bot levels', () => {
  it('a level the operator did not allow is refused with the allowed ones; an allowed one opens', async () => {
    const { server, address } = await serverWith({ limits: { botLevels: ['easy'] } });
    try {
      const refused = await refusalOf(RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, bots: [2], botLevel: 'hard' }));
      expect(refused.code).toBe('botLevel');
      expect(refused.params.allowed).toEqual(['easy']);
      const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, bots: [2], botLevel: 'easy' });
      await host.leave();
    } finally {
      await server.close();
    }
  });
});

describe('abandoned tables', () => {
  // 0.02 minutes: 1.2 s.
  const limits = { abandonedMinutes: 0.02 };

  it("close once nobody has been back for abandonedMinutes; --resume skips them, except the host's own", async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-abandoned-'));
    const first = await serverWith({ dataDir: data, reconnectSeconds: 1, limits, botDelayMs: 0 });
    const host = await RemoteTable.create(first.address, { game: 'regicide', options: { players: 2, variants: [] }, bots: [2], botLevel: 'easy', botDelayMs: 0 });
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    const code = host.code;
    dies(host);
    // The seat's reconnection time (1 s) runs out, then the abandoned time: the room closes itself.
    await within(
      15_000,
      (async () => {
        while (!first.events.some((e) => e.event === 'abandoned' && e.room === code)) await new Promise((resolve) => setTimeout(resolve, 50));
      })(),
      'the table to close',
    );
    const refused = await refusalOf(RemoteTable.join({ ...first.address, code }, { seatToken: host.seatToken }));
    expect(refused.code).toBe('noTable');
    await first.server.close();
    const record = JSON.parse(readFileSync(roomLogPath(data, code), 'utf8')).room;
    expect(record.abandonedSince).toBeLessThanOrEqual(Date.now() - 1000);

    // Its log stays, but a restart does not bring it back…
    const second = await serverWith({ dataDir: data, resume: true, limits });
    expect(second.server.restored).toEqual([]);
    expect(second.events).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'restoreSkipped', room: `${code}.json` })]));
    await second.server.close();
    // …unless it is the host's own table (`host --resume`).
    const third = await serverWith({ dataDir: data, resume: true, keepTable: code, limits });
    try {
      expect(third.server.restored).toEqual([code]);
      const back = await RemoteTable.join({ ...third.address, code }, { seatToken: host.seatToken });
      expect(back.seat).toBe(1);
      await back.leave();
    } finally {
      await third.server.close();
    }
  });
});
