// The lobby client against a fake of the lobby routes on loopback: the listing read and checked,
// the long poll answered when the listing changes, a hostile server's text made printable and its
// malformed tables left out, and each failure worded as one line in the player's language.
import { getEventListeners } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { LobbyFailure, lobbyList, lobbyQuick, lobbyTableFrom } from '../../src/net/lobby/lobby-client.js';
import { lobbyTroubleWords } from '../../src/ui/net/lobby-words.js';
import { lobbyTexts } from '../../src/cli/lobby/lobby-server.js';
import { type FakeLobby, startFakeLobby, table } from './lobby-fake.js';

let fake: FakeLobby | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

describe('the lobby client', () => {
  it('reads the listing, with the filter sent as asked', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { variants: ['short'], waitingSeconds: 42 }), table('ABCD-2345', { game: 'thronfolge', seats: 2 })]);
    const server = parseServerAddress(fake.address);
    const all = await lobbyList(server);
    expect(all.version).toBe('v1');
    expect(all.tables.map((t) => t.code)).toEqual(['KQX7-2MPD', 'ABCD-2345']);
    expect(all.tables[0]).toEqual({ code: 'KQX7-2MPD', game: 'regicide', seats: 3, taken: 1, free: 2, variants: ['short'], lang: 'en', host: 'Ann', waitingSeconds: 42 });
    const duels = await lobbyList(server, { game: 'thronfolge', seats: 2 });
    expect(duels.tables.map((t) => t.code)).toEqual(['ABCD-2345']);
    expect(fake.listRequests.at(-1)).toEqual({ game: 'thronfolge', seats: 2 });
  });

  it('a long poll waits until the listing changes, and then brings the new one', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD')], 10_000);
    const server = parseServerAddress(fake.address);
    const first = await lobbyList(server);
    let answered = false;
    const waiting = lobbyList(server, { after: first.version }).then((l) => ((answered = true), l));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    fake.change((tables) => [...tables, table('ABCD-2345', { host: 'Bo' })]);
    const next = await waiting;
    expect(next.version).toBe('v2');
    expect(next.tables.map((t) => t.host)).toEqual(['Ann', 'Bo']);
  });

  it('requests under one long-lived signal leave no listener on it; aborting it ends the waiting poll', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD')], 10_000);
    const server = parseServerAddress(fake.address);
    const watcher = new AbortController();
    for (let i = 0; i < 20; i++) await lobbyList(server, {}, watcher.signal);
    expect(getEventListeners(watcher.signal, 'abort')).toHaveLength(0);
    const waiting = lobbyList(server, { after: 'v1' }, watcher.signal);
    watcher.abort();
    await expect(waiting).rejects.toThrow();
  });

  it('a quick answer is a code to join or host; anything else is no lobby answer', async () => {
    fake = await startFakeLobby();
    const server = parseServerAddress(fake.address);
    fake.quickAnswers = [{ code: 'kqx72mpd', host: true }];
    const create = { game: 'regicide', options: { players: 2 }, hostKey: 'k'.repeat(32), public: true as const };
    expect(await lobbyQuick(server, { game: 'regicide', create })).toEqual({ code: 'KQX7-2MPD', host: true });
    expect(fake.quickRequests[0]).toEqual({ game: 'regicide', create });
    fake.quickAnswers = [{ code: '../../etc', host: false }];
    await expect(lobbyQuick(server, { game: 'regicide', create })).rejects.toMatchObject({ problem: { kind: 'nonsense' } });
  });

  it("a hostile server's names and variants are made printable; a table that is not one is left out", () => {
    const hostile = lobbyTableFrom({
      code: 'KQX7-2MPD',
      game: 'regicide',
      seats: 3,
      taken: 1,
      free: 2,
      variants: ['short\u001b[31m', 7],
      lang: 'en\u0007',
      host: 'Eve\u001b[2J\u001b]0;pwn\u0007\u202e',
      waitingSeconds: 3,
    });
    expect(hostile).toMatchObject({ host: 'Eve\\u{1b}[2J\\u{1b}]0;pwn\\u{7}\\u{202e}', variants: ['short\\u{1b}[31m'], lang: 'en\\u{7}' });
    expect(JSON.stringify(hostile)).not.toMatch(/\u001b|\u0007|\u202e/);
    for (const bad of [
      null,
      'x',
      { code: 'nope', game: 'regicide', seats: 3, taken: 1 },
      { code: 'KQX7-2MPD', game: 'Regi cide', seats: 3, taken: 1 },
      { code: 'KQX7-2MPD', game: 'regicide', seats: 3, taken: 4 },
      { code: 'KQX7-2MPD', game: 'regicide', seats: -1, taken: 0 },
    ]) {
      expect(lobbyTableFrom(bad)).toBeNull();
    }
  });

  it('a refusal, a server without a lobby and no server at all are each one line in the player language', async () => {
    fake = await startFakeLobby();
    const server = parseServerAddress(fake.address);
    const en = lobbyTexts('en');
    fake.refuse = { status: 429, code: 'tooMany' };
    const tooMany = await lobbyList(server).catch((e: unknown) => e);
    expect(tooMany).toBeInstanceOf(LobbyFailure);
    expect(lobbyTroubleWords(en, tooMany, fake.address)).toBe('Too many lobby requests from your address; wait a minute.');
    expect(lobbyTroubleWords(lobbyTexts('de'), tooMany, fake.address)).toBe('Zu viele Lobby-Anfragen von deiner Adresse; warte eine Minute.');
    fake.refuse = { status: 400, code: 'bad\u001b[2Jrequest' };
    const refused = await lobbyList(server).catch((e: unknown) => e);
    expect(lobbyTroubleWords(en, refused, 'S')).toBe('S refused the lobby request (HTTP 400, bad\\u{1b}[2Jrequest).');
    const port = (fake as FakeLobby).address;
    await fake.close();
    fake = null;
    const gone = await lobbyList(parseServerAddress(port)).catch((e: unknown) => e);
    expect(lobbyTroubleWords(lobbyTexts('fr'), gone, port)).toBe(`Aucun serveur ne répond à ${port}.`);
  });

  it('a server that is no lobby (an HTML page) is said so', async () => {
    const http = createServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<h1>Not found</h1>');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = `127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const e = await lobbyList(parseServerAddress(address)).catch((x: unknown) => x);
      expect(lobbyTroubleWords(lobbyTexts('en'), e, address)).toBe(`${address} has no lobby (an older serve, or a host's own table).`);
    } finally {
      http.close();
    }
  });
});
