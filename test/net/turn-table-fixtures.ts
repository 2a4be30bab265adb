// A turn-based table of two accounts started through a real server on loopback and left parked,
// with the proof, join and parking helpers it is made of, for the tests of what happens to such a
// table later (turn-finished.test.ts, turn-timeout.test.ts). Each test file runs its own server.
import { matchMaker } from '@colyseus/core';
import { expect } from 'vitest';
import { proofOf } from '../../src/net/accounts/account-client.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import type { ClientKey } from '../../src/net/accounts/client-key.js';
import { postJson } from './edge-helpers.js';
import { type RawClient, isRawClient, rawConnect, rawJoin } from './raw-client.js';

/** A key proof of `key` on the server at `port`, on a fresh challenge. */
export async function proofAt(port: number, key: ClientKey): Promise<Record<string, unknown>> {
  const challenge = (await postJson(port, '/account/challenge', {})).json as { challenge?: string };
  return { ...proofOf(parseServerAddress(`127.0.0.1:${port}`), key, challenge.challenge ?? '') };
}

/** Waits until the room of `code` has left this process (a turn-based table parks when nobody is there). */
export async function parked(code: string): Promise<void> {
  for (let i = 0; i < 200 && matchMaker.getLocalRoomById(code); i++) await new Promise((r) => setTimeout(r, 25));
  expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
}

/** `key`'s account joins the table `code`. */
export async function joinedAt(port: number, code: string, key: ClientKey): Promise<RawClient> {
  const c = await rawJoin(port, code, { proof: await proofAt(port, key) });
  if (!isRawClient(c)) throw new Error(`join refused: ${c.body}`);
  return c;
}

export interface StartedTable {
  game: string;
  /** The create's `turnBased` options (moveHours, onTimeout). */
  turnBased: Record<string, unknown>;
  host: ClientKey;
  guest: ClientKey;
}

/** A started table of two accounts (a two-player Regicide, or a duel), parked; its code. */
export async function startedTable(port: number, t: StartedTable): Promise<string> {
  const created = await postJson(port, '/matchmake/create/table', {
    game: t.game,
    ...(t.game === 'regicide' && { options: { players: 2 } }),
    hostKey: 'h'.repeat(24),
    name: 'Host',
    turnBased: t.turnBased,
    proof: await proofAt(port, t.host),
  });
  expect(created.status).toBe(200);
  const reservation = created.json as { room: { roomId: string; processId: string }; sessionId: string };
  const first = await rawConnect(port, reservation);
  await first.until((f) => f.type === 'turn', 'the turn message');
  first.close();
  const code = reservation.room.roomId;
  await parked(code);
  const second = await joinedAt(port, code, t.guest);
  await second.until((f) => f.type === 'update', 'the start');
  second.close();
  await parked(code);
  return code;
}
