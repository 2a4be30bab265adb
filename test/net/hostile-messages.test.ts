// The client's door for a server's messages: a hostile server writes terminal controls into every
// string of every message (welcome, lobby, update, history, public, said, notice, error, end …);
// after a few moves a seat's and a watcher's tables hold not one string with a control in it, the
// screens' clients read the updates without stumbling on the move that is no move, and a refused
// request's words and parameters are printable too.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNetProtocol } from '../../src/cli/net/net-protocol.js';
import { isPrintable } from '../../src/core/printable.js';
import { regicide } from '../../src/games/regicide/index.js';
import { refusalFrom, reservationFrom } from '../../src/net/client/matchmake-client.js';
import { remoteClient } from '../../src/net/client/remote-client.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import { HOSTILE, HOSTILE_SEEN, type HostileServer, startHostileServer } from './hostile-wire.js';
import { waitFor } from './net-helpers.js';

let server: HostileServer;
beforeAll(async () => {
  server = await startHostileServer();
});
afterAll(async () => {
  await server?.close();
});

/** Every string in `value` (keys too) that holds a control or format character. */
function unprintable(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return isPrintable(value) ? [] : [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([k, v]) => [...unprintable(k, seen), ...unprintable(v, seen)]);
}

const tableFacts = (t: RemoteTable) => ({
  code: t.code,
  game: t.game,
  seatToken: t.seatToken,
  update: t.update,
  publicUpdate: t.publicUpdate,
  lobby: t.lobby,
  history: t.history,
  said: t.said,
  end: t.end,
  closedBy: t.closedBy,
  watchName: t.watchName,
  watchRequests: t.watchRequests,
  endpoints: t.endpoints(),
});

describe("a hostile server's messages", () => {
  it("reach a seat's and a watcher's table with every string printable, and the screens' clients still read them", async () => {
    const host = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, bots: [2], watchers: 'yes', name: 'Ann' });
    const [code] = server.codes();
    const watcher = await RemoteTable.watch({ ...server.address, code }, { name: 'Eve' });
    const changes: unknown[] = [];
    host.subscribe((c) => changes.push(c));
    watcher.subscribe((c) => changes.push(c));
    const seat = remoteClient(host, regicide, { firstRoundNotes: true });
    // The host's seat also speaks the protocol (join --json): its lines are read at the end.
    const lines = new PassThrough();
    let json = '';
    lines.setEncoding('utf8').on('data', (d: string) => (json += d));
    const protocol = runNetProtocol({ table: host, rejoinCommand: 'rejoin', input: new PassThrough(), output: lines, errors: new PassThrough() });
    const watching = watchClient(watcher, regicide);
    // The host plays the first move the game reads among those the server offers (the table is
    // full with its bot, so it started at once).
    const play = (): void => {
      if (host.update?.toMove !== host.seat) return;
      const [move] = seat.update(host.seat).legal;
      if (move) host.submit(regicide.formatMove(move as never));
    };
    host.subscribe((c) => c.kind === 'update' && play());
    play();
    await waitFor(host, () => (host.update?.movesMade ?? 0) >= 4 || host.update?.result != null, 20_000, 'four moves');
    await waitFor(watcher, () => watcher.history.length >= 4 || watcher.publicUpdate?.result != null, 20_000, "the watcher's four moves");

    // The server offered a move no game has; it reached the table printable and no screen is offered it.
    expect(host.update!.legal.at(-1)).toContain(HOSTILE_SEEN);
    expect(seat.update(host.seat).legal.length).toBe(host.update!.legal.length - 1);
    expect(() => watching.update()).not.toThrow();

    server.tellAll('said', { at: 1, seat: 0, watcher: 'Eve', kind: 'phrase', code: 'good-luck', params: {} });
    server.tellAll('watchRequests', { requests: [{ id: 'abc', name: 'Mallory' }] });
    server.tellAll('notice', { code: 'hostLeft', params: { seat: 1, name: 'Ann', newHost: 2, newHostName: 'Bob', list: ['x', { deep: 'y' }] }, message: 'the host left' });
    server.tellAll('error', { code: 'noSuchThing', params: { move: 'play 5H' }, message: 'refused' });
    const log = { game: 'regicide', seed: 's', options: { players: 2, variants: [] }, moves: ['yield'], result: { outcome: 'lost', enemiesDefeated: 0, medal: null } };
    server.tellAll('end', { result: log.result, log, seed: 's', salt: 'salt', commitment: 'c', seedChosen: true });
    await waitFor(host, () => host.end !== null, 20_000, 'the end');
    await waitFor(watcher, () => watcher.end !== null, 20_000, "the watcher's end");

    // Everything the server said arrived: its text is there, made printable …
    expect(JSON.stringify(tableFacts(host))).toContain('PWNED-TITLE');
    expect(JSON.stringify(tableFacts(watcher))).toContain('PWNED-TITLE');
    expect(host.watchRequests[0].name).toContain(HOSTILE_SEEN);
    expect(seat.notice()).toMatchObject({ kind: 'coded' });
    // … and not one string the client keeps or passed on holds a control.
    expect(unprintable({ host: tableFacts(host), watcher: tableFacts(watcher), changes, notice: seat.notice(), watchNotice: watching.notice(), end: watching.end() })).toEqual([]);
    // The protocol's lines: no raw control, and no state offers the move no game has.
    expect(await protocol).toBe(0);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
    const states = json
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; legal?: string[] })
      .filter((l) => l.type === 'state');
    expect(states.length).toBeGreaterThan(0);
    expect(states.flatMap((l) => l.legal!).filter((m) => m.includes('PWNED'))).toEqual([]);
    expect(json).toContain('PWNED-TITLE');
    await Promise.all([host.leave(), watcher.leave()]);
  });

  it("gets a refusal's words and parameters, however nested, shown printable", () => {
    const refused = refusalFrom({ code: 'tableFull', params: { name: HOSTILE, list: [HOSTILE, [HOSTILE]] }, error: HOSTILE }, 'refused');
    expect(unprintable({ message: refused.message, params: refused.params })).toEqual([]);
    expect(refused.message).toContain(HOSTILE_SEEN);
  });

  it("takes of a seat reservation only its checked ids and address: never colyseus.js's development mode or another transport", () => {
    const honest = { room: { name: 'table', roomId: 'PPZH-PFMW', processId: 'x_Y-1', publicAddress: 'play.example:2567' }, sessionId: 'abc_DEF-1' };
    expect(reservationFrom({ ...honest, devMode: true, protocol: 'h3', extra: HOSTILE })).toEqual(honest);
    expect(reservationFrom({ ...honest, room: { ...honest.room, roomId: `PPZH${HOSTILE}` } })).toBeNull();
    expect(reservationFrom({ ...honest, room: { ...honest.room, publicAddress: `evil${HOSTILE}` } })).toBeNull();
    expect(reservationFrom({ ...honest, sessionId: 7 })).toBeNull();
    expect(reservationFrom({ sessionId: 'a' })).toBeNull();
  });
});
