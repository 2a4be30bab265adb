// A hostile server that answers every request with a body without end (on loopback, bounded: it
// stops at 48 MB or when the client hangs up). Each client (the lobby, the puzzles' reads, the
// account routes, the tables, matchmaking) reads at most its limit, hangs up, and fails with its
// one-line failure; without the limit each read the whole 48 MB into memory before looking at it.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerAddress, parseServerAddress } from '../../src/net/client/address.js';
import { post as accountPost } from '../../src/net/accounts/account-client.js';
import { lobbyList } from '../../src/net/lobby/lobby-client.js';
import { readPuzzleCrowd } from '../../src/net/puzzles/puzzle-reads-client.js';
import { MatchmakeClient } from '../../src/net/client/matchmake-client.js';
import { finishedTable } from '../../src/net/lobby/tables-client.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SENT_AT_MOST = 48 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

let hostile: Server;
let address: ServerAddress;
/** Bytes sent for the last request, once its connection is gone. */
let sent: Promise<number>;

beforeAll(async () => {
  hostile = createServer((_req, res) => {
    let bytes = 0;
    let closed = false;
    sent = new Promise((resolve) => res.once('close', () => ((closed = true), resolve(bytes))));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    const pump = (): void => {
      while (!closed && bytes < SENT_AT_MOST) {
        bytes += CHUNK.length;
        if (!res.write(CHUNK)) return void res.once('drain', pump);
      }
      if (!closed) res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const port = (hostile.address() as { port: number }).port;
  address = parseServerAddress(`127.0.0.1:${port}`);
});
afterAll(() => new Promise<void>((resolve) => hostile.close(() => resolve())));
const keys = mkdtempSync(join(tmpdir(), 'endless-answer-'));
afterAll(() => rmSync(keys, { recursive: true, force: true }));

describe('an answer without end', () => {
  it('the lobby reads at most a megabyte of it and says the server is no lobby', async () => {
    await expect(lobbyList(address)).rejects.toMatchObject({ problem: { kind: 'nonsense' } });
    expect(await sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("a puzzle's crowd is read up to 16 kB, then one line", async () => {
    const reply = await readPuzzleCrowd(address, 'puzzles/0@51');
    expect(reply).toEqual({ ok: false, why: 'HTTP 200' });
    expect(await sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('an account answer is read up to its limit (an export holds logs), then one line', async () => {
    await expect(accountPost(address, 'account/challenge', {})).rejects.toThrow(/not an account answer/);
    expect(await sent).toBeLessThan(40 * 1024 * 1024);
  });

  it("the tables' client reads a megabyte of it and says the answer is no list of tables", async () => {
    await expect(finishedTable(address, clientKey(keys), 'ABCD-2345')).rejects.toMatchObject({ problem: { kind: 'nonsense' } });
    expect(await sent).toBeLessThan(8 * 1024 * 1024);
  });

  it('a matchmaking request reads 64 kB of it and gives up with one line', async () => {
    await expect(new MatchmakeClient(address.endpoint).create('regicide', {})).rejects.toThrow("the server's answer is too large");
    expect(await sent).toBeLessThan(8 * 1024 * 1024);
  });
});
