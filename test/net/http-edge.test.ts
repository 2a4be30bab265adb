// The HTTP edge answers and forgets: a path outside the game's routes gets a 404 and its
// connection is closed (so that thousands of them cannot pile up), headers or a body trickled in
// (slowloris) are cut off by the timeouts, an idle kept-alive connection is closed, and a body
// over the cap is refused before it is read — while the WebSocket of a table stays open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, httpRequest, postJson, rawSocket, within } from './edge-helpers.js';

const LIMITS = { headersTimeoutMs: 400, requestTimeoutMs: 800, idleTimeoutMs: 300, connectionsPerAddress: 32 };

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: LIMITS });
});
afterAll(async () => {
  await server?.close();
});

/** The server still seats players: a table is opened and a guest takes seat 2. */
async function stillServing(host?: RemoteTable): Promise<void> {
  const address = parseServerAddress(`127.0.0.1:${server.port}`);
  host ??= await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, botDelayMs: 0 });
  const guest = await RemoteTable.join({ ...address, code: host.code }, {});
  expect(guest.seat).toBe(2);
  await Promise.all([host.leave(), guest.leave()]);
}

/** Writes `piece` every `everyMs` until the server closes the connection; at most `max` pieces. */
async function trickle(s: Awaited<ReturnType<typeof rawSocket>>, piece: string, everyMs: number, max: number): Promise<number> {
  let sent = 0;
  while (!s.isClosed() && sent < max) {
    s.socket.write(piece);
    sent++;
    await Promise.race([s.closed, new Promise((r) => setTimeout(r, everyMs))]);
  }
  return sent;
}

describe('an unanswered path', () => {
  it('gets a 404 and its connection is closed; many of them leave the server serving', async () => {
    // More than the open connections one address may hold: had any stayed open, the last would be refused.
    const count = 3 * LIMITS.connectionsPerAddress;
    for (let i = 0; i < count; i += 16) {
      const batch = await Promise.all(
        Array.from({ length: 16 }, async (_, j) => {
          const s = await rawSocket(server.port);
          s.socket.write(`GET /nothing-${i + j} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`);
          return within(5000, s.closed, 'the server closing a 404 connection');
        }),
      );
      for (const text of batch) expect(text).toMatch(/^HTTP\/1\.1 404 /);
    }
    // Every other method and path too, including Colyseus's own GET route.
    for (const [method, path] of [
      ['GET', '/matchmake/'],
      ['POST', '/matchmake/joinOrCreate/table'],
      ['PUT', '/'],
      ['DELETE', '/x'],
    ]) {
      const r = await httpRequest(server.port, method, path);
      expect({ status: r.status, code: r.json?.code }).toEqual({ status: 404, code: 'notFound' });
    }
    await stillServing();
  });
});

describe('slow clients', () => {
  it('headers trickled in are cut off by the headers timeout', async () => {
    const s = await rawSocket(server.port);
    s.socket.write('POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\n');
    const sent = await trickle(s, 'X-Slow: 1\r\n', 100, 100);
    expect(sent).toBeLessThan(100);
    expect(s.received()).toMatch(/^HTTP\/1\.1 408 |^$/);
  });

  it('a body trickled in is cut off by the request timeout, and no table is opened', async () => {
    const s = await rawSocket(server.port);
    const body = JSON.stringify(createBody());
    s.socket.write(`POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    let at = 0;
    while (!s.isClosed() && at < body.length) {
      s.socket.write(body[at++]);
      await Promise.race([s.closed, new Promise((r) => setTimeout(r, 100))]);
    }
    expect(at).toBeLessThan(body.length);
    expect(s.received()).not.toMatch(/sessionId/);
  });

  it('a connection that sends nothing, and an idle kept-alive one, are closed', async () => {
    const silent = await rawSocket(server.port);
    await within(5000, silent.closed, 'the silent connection to be closed');
    const idle = await rawSocket(server.port);
    idle.socket.write(`POST /matchmake/joinById/AAAA-BBBB HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
    const text = await within(5000, idle.closed, 'the idle kept-alive connection to be closed');
    expect(text).toMatch(/^HTTP\/1\.1 404 [\s\S]*keep-alive/i);
  });

  it("a table's WebSocket outlives the request timeouts", async () => {
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, botDelayMs: 0 });
    // Time passes (measured by a slow request being cut off twice over), the table's socket stays.
    for (let i = 0; i < 2; i++) {
      const s = await rawSocket(server.port);
      s.socket.write('POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\n');
      await trickle(s, 'X-Slow: 1\r\n', 100, 100);
    }
    expect(host.status).toBe('connected');
    await stillServing(host);
  });
});

describe('an oversized body', () => {
  it('declared too large: refused before the upload ends, and the connection is closed', async () => {
    const s = await rawSocket(server.port);
    const total = 64 * 1024 * 1024;
    s.socket.write(`POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n{"game":"regicide","x":"`);
    let sent = 0;
    const chunk = 'a'.repeat(64 * 1024);
    while (!s.received().includes('\r\n\r\n') && !s.isClosed() && sent < total) {
      s.socket.write(chunk);
      sent += chunk.length;
      await new Promise((r) => setImmediate(r));
    }
    expect(s.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(total / 4);
    await within(5000, s.closed, 'the connection to be closed');
  });

  it('without a length (chunked): refused once past the cap, long before the body ends', async () => {
    const s = await rawSocket(server.port);
    s.socket.write('POST /matchmake/create/table HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    let sent = 0;
    const piece = 'b'.repeat(1024);
    while (!s.received().includes('\r\n\r\n') && !s.isClosed() && sent < 16 * 1024 * 1024) {
      s.socket.write(`${piece.length.toString(16)}\r\n${piece}\r\n`);
      sent += piece.length;
      await new Promise((r) => setImmediate(r));
    }
    expect(s.received()).toMatch(/^HTTP\/1\.1 413 /);
    expect(sent).toBeLessThan(1024 * 1024);
    await within(5000, s.closed, 'the connection to be closed');
  });

  it('a body within the cap but not a JSON object is refused with a reason', async () => {
    const r = await httpRequest(server.port, 'POST', '/matchmake/create/table', '[1,2]');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'badRequest', params: { reason: 'not a JSON object' }, error: expect.stringMatching(/JSON object/) });
    const ok = await postJson(server.port, '/matchmake/create/table', createBody());
    expect(ok.status).toBe(200);
    expect(typeof ok.json.sessionId).toBe('string');
  });
});
