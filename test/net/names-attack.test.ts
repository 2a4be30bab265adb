// Names as an impostor would send them, over the wire: invisible and blank names, a look-alike of
// another seat's name (Cyrillic and Greek letters, fullwidth forms, accents, spacing, case) and a
// rename by rejoining with the seat's token. None reaches the table as sent: a blank name becomes
// the seat's own ("Player N"), a look-alike is told apart, and a seat keeps the name it joined with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameSkeleton } from '../../src/net/seats/names.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from './raw-client.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

type Lobby = { seats: { seat: number; name: string }[] };

/** A four-seat table whose host (seat 1) is called `hostName`. */
async function openTable(hostName: string): Promise<{ code: string; host: RawClient }> {
  const created = await postJson(server.port, '/matchmake/create/table', createBody({ options: { players: 4, variants: [] }, name: hostName }));
  const host = await rawConnect(server.port, created.json);
  await host.until((f) => f.type === 'welcome', 'the welcome');
  return { code: created.json.room.roomId as string, host };
}

/** Joins with `options` and answers the seat's name as the table's lobby shows it, and the seat's token. */
async function seatName(code: string, options: Record<string, unknown>): Promise<{ client: RawClient; name: string; token: string; seat: number }> {
  const client = await rawJoin(server.port, code, options);
  if (!isRawClient(client)) throw new Error(`refused: ${client.status} ${client.body}`);
  const welcome = (await client.until((f) => f.type === 'welcome', 'the welcome')).message as { seat: number; seatToken: string };
  const lobby = (await client.until((f) => f.type === 'lobby', 'the lobby')).message as Lobby;
  return { client, name: lobby.seats[welcome.seat - 1].name, token: welcome.seatToken, seat: welcome.seat };
}

describe('names sent by an impostor', () => {
  it("invisible or blank names become the seat's own name", async () => {
    const invisible = ['\u3164', '\u200b\u200b\u2060', '\u2800\u2800', ' \u115f\u1160 ', '\u034f\ufe0f', '\u3000\u00ad'];
    const seen: string[] = [];
    for (let i = 0; i < invisible.length; i += 3) {
      const { code, host } = await openTable('Ann');
      const joined = [];
      for (const name of invisible.slice(i, i + 3)) {
        const j = await seatName(code, { name });
        joined.push(j.client);
        seen.push(j.name === `Player ${j.seat}` ? 'fallback' : JSON.stringify(j.name));
      }
      [host, ...joined].forEach((c) => c.close());
    }
    expect(seen).toEqual(Array(invisible.length).fill('fallback'));
  });

  it("a look-alike of another seat's name is told apart from it", async () => {
    const lookalikes = ['Вob', 'Ｂｏｂ', 'B\u0301ob', 'B o b', 'BOB', 'Βοβ'];
    const names: string[] = [];
    for (let i = 0; i < lookalikes.length; i += 3) {
      const { code, host } = await openTable('Bob');
      const joined = [];
      for (const name of lookalikes.slice(i, i + 3)) {
        const j = await seatName(code, { name });
        joined.push(j.client);
        names.push(j.name);
      }
      [host, ...joined].forEach((c) => c.close());
    }
    for (const name of names) expect(nameSkeleton(name), name).not.toBe(nameSkeleton('Bob'));
  });

  it('ignores case also where a capital I looks like a small l', () => {
    for (const name of ['ALICE', 'alice', 'AIice', 'A1ice', '\u0410lic\u0435']) expect(nameSkeleton(name), name).toBe(nameSkeleton('Alice'));
  });

  it('a seat cannot rename itself by rejoining with its token', async () => {
    const { code, host } = await openTable('Ann');
    const eve = await seatName(code, { name: 'Eve' });
    expect(eve.name).toBe('Eve');
    const back = await seatName(code, { seatToken: eve.token, name: 'Mallory' });
    expect(back.seat).toBe(eve.seat);
    expect(back.name).toBe('Eve');
    [host, eve.client, back.client].forEach((c) => c.close());
  });
});
