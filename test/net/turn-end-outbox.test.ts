// The end's push of a turn-based game survives a process that dies right after writing the end
// (issue 30): the push is queued in the same transaction as the end (an outbox), so a process
// killed at that point — the test's seam throws right after the write commits, and at every
// write after it, as a dead process writes nothing more — leaves it queued, and the sender of
// the next process sends it to a receiver on 127.0.0.1 exactly once; queued again under its
// key, it is skipped.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { matchMaker } from '@colyseus/core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { proofOf } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { PushSender } from '../../src/net/push/push-sender.js';
import { PushService } from '../../src/net/push/push-service.js';
import { endedMessage } from '../../src/net/turn/turn-clock-texts.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { type RawResponse, postJson } from './edge-helpers.js';
import { startReceiver } from './push-helpers.js';
import { isRawClient, rawConnect, rawJoin } from './raw-client.js';

const dir = mkdtempSync(join(tmpdir(), 'turn-end-outbox-'));
const data = join(dir, 'data');
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));
let now = Date.UTC(2026, 11, 1, 18);
const clock = () => now;
let s: NetServer | undefined;

afterAll(async () => {
  await s?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { challenge?: string; room?: { roomId: string; processId: string }; sessionId?: string };
const answer = (r: RawResponse): Answer => r.json as Answer;

async function parked(code: string): Promise<void> {
  for (let i = 0; i < 800 && matchMaker.getLocalRoomById(code); i++) await new Promise((r) => setTimeout(r, 25));
  expect(matchMaker.getLocalRoomById(code)).toBeUndefined();
}

describe("the end's push of a turn-based game", () => {
  it('is sent after a process died right after writing the end, exactly once', async () => {
    const receiver = await startReceiver();
    // The pushes' service on a database handle of its own, on the same file the server writes.
    mkdirSync(data, { recursive: true });
    const pushes = await openDatabase(sqliteFileIn(data));
    const service = new PushService(pushes.db, { now: clock });
    const server = (s = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, database: sqliteFileIn(data), botDelayMs: 0, clock, push: service }));
    const proofFor = async (key: ClientKey): Promise<unknown> => {
      const challenge = answer(await postJson(server.port, '/account/challenge', {})).challenge ?? '';
      return proofOf(parseServerAddress(`127.0.0.1:${server.port}`), key, challenge);
    };
    const [host, guest] = [keyIn('host'), keyIn('guest')];

    // A started Regicide table of two accounts whose clock ends the game; the guest has a webhook.
    const created = await postJson(server.port, '/matchmake/create/table', {
      game: 'regicide',
      options: { players: 2 },
      hostKey: 'h'.repeat(24),
      name: 'Host',
      turnBased: { moveHours: 1, onTimeout: 'end' },
      proof: await proofFor(host),
    });
    expect(created.status).toBe(200);
    const reservation = answer(created) as { room: { roomId: string; processId: string }; sessionId: string };
    const code = reservation.room.roomId;
    const first = await rawConnect(server.port, reservation);
    await first.until((f) => f.type === 'turn', 'the turn message');
    first.close();
    await parked(code);
    const second = await rawJoin(server.port, code, { name: 'Guest', proof: await proofFor(guest) });
    if (!isRawClient(second)) throw new Error(`join refused: ${second.body}`);
    await second.until((f) => f.type === 'update', 'the start');
    second.close();
    await parked(code);
    const account = await server.accounts!.accountFor({ fingerprint: guest.fingerprint, kind: 'ed25519', publicKey: guest.publicPem });
    const added = await service.addAddress(account.id, { kind: 'webhook', url: receiver.url('/hook') }, false);
    expect(added.ok).toBe(true);

    // The process dies right after the end's write commits: nothing of it runs after that point.
    const dead: string[] = [];
    server.turn!.tables.afterWrite = (table, status) => {
      if (table !== code || (status !== 'ended' && dead.length === 0)) return;
      dead.push(status);
      throw new Error('the process died here');
    };
    const row = (await server.turn!.tables.load(code))!.row;
    now = row.deadline! + 1;
    await server.turn!.actions.timedOut(code, row.to_move!);
    await parked(code);
    expect(dead[0]).toBe('ended');
    expect((await server.turn!.tables.load(code))!.row.status).toBe('ended');
    await server.close();
    s = undefined;

    // The next process's sender: the registration's test message and the end's push, once.
    const restarted = await openDatabase(sqliteFileIn(data));
    const sender = new PushSender(restarted.db, { allow: ['127.0.0.1'], now: clock });
    for (let n = await sender.runOnce(); n > 0; n = await sender.runOnce());
    const ended = endedMessage({ code, game: 'regicide', seats: 2 }, { kind: 'ended', seat: row.to_move! }, `regicide tables --server `);
    const endPushes = () => receiver.received.filter((r) => r.body.includes(ended.title));
    expect(endPushes()).toHaveLength(1);
    expect(receiver.received).toHaveLength(2);

    // Queued again under its key (a second write of the end), it is skipped.
    await new PushService(restarted.db, { now: clock }).notify(account.id, ended, { key: `ended-${code}` });
    now += 60_000;
    for (let n = await sender.runOnce(); n > 0; n = await sender.runOnce());
    expect(endPushes()).toHaveLength(1);
    await restarted.close();
    await pushes.close();
    await receiver.close();
  }, 60_000);
});
