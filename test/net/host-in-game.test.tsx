// The host's controls during a networked game: a request to watch is shown on the message line
// with the keys that answer it (A lets in, X refuses), M and a seat number mute or unmute that
// seat's phrases, and none of these keys reaches the game. First against a fake table, then a
// real server on 127.0.0.1: a watcher asks mid-game and is let in or refused, and a muted
// seat's phrase reaches nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import type { WireUpdate } from '../../src/net/wire/messages.js';
import { type RemoteChange, RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import type { NetTableLike } from '../../src/ui/net/types.js';
import { renderUi, settle, until } from '../ui/helpers.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';
import { waitFor } from './net-helpers.js';

/** A three-player Regicide position with seat 1 (this terminal, the host) to move. */
function myTurn(): WireUpdate {
  const state = regicide.setup({ players: 3, variants: [] }, 'host-keys');
  const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
  return { seat: 1, view: regicide.view(state, 1), legal, toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
}

const playing = () => fakeTable({ ...lobby, started: true, watching: 'ask', watchers: [], seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Cy')] }, myTurn());
const setRequests = (table: NetTableLike, requests: NetTableLike['watchRequests']) => Object.assign(table, { watchRequests: requests });

describe('the host during the game (fake table)', () => {
  it('sees who asks to watch with the keys; A lets in, X refuses, and neither plays a card', async () => {
    const table = playing();
    setRequests(table, [
      { id: 'w1', name: 'Finn' },
      { id: 'w2', name: 'Gus' },
    ]);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Finn asks to watch (1 more waiting) · A: let in · X: refuse'));
    await r.type('A');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('watcher w1 true'),
    );
    setRequests(table, [{ id: 'w2', name: 'Gus' }]);
    table.push({});
    await until(r.screen, (s) => s.includes('Gus asks to watch · A: let in · X: refuse'));
    await r.type('X');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('watcher w2 false'),
    );
    setRequests(table, []);
    table.push({});
    await until(r.screen, (s) => !s.includes('asks to watch'));
    // With nobody asking, A and X do nothing.
    await r.type('A', 'X');
    expect(table.calls.filter((c) => c.startsWith('watcher'))).toEqual(['watcher w1 true', 'watcher w2 false']);
    expect(table.calls.filter((c) => c.startsWith('submit'))).toEqual([]);
    r.unmount();
  });

  it('the question to let someone watch stays over news and a refused move until A or X answers it', async () => {
    const table = playing();
    setRequests(table, [{ id: 'w1', name: 'Finn' }]);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Finn asks to watch · A: let in · X: refuse'));
    table.emit({ kind: 'error', code: 'notYourTurn', params: {}, message: 'not your turn' });
    table.emit({ kind: 'notice', code: 'hostLeft', params: { name: 'Bob', seat: 2, newHost: 1 }, message: 'Bob left' });
    await settle();
    await settle();
    expect(r.screen()).toContain('Finn asks to watch · A: let in · X: refuse');
    await r.type('A');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('watcher w1 true'),
    );
    // Answered: what waited behind the question shows.
    setRequests(table, []);
    table.push({});
    await until(r.screen, (s) => !s.includes('asks to watch'));
    r.unmount();
  });

  it('M, then a seat number, mutes or unmutes that seat; the digit picks no card; any other key cancels', async () => {
    const table = playing();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'de' });
    await until(r.screen, (s) => s.includes('Deine Hand'));
    await r.type('M');
    await until(r.screen, (s) => s.includes('Wessen Sätze stummschalten'));
    await r.type('2');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('mute 2 true'),
    );
    await until(r.screen, (s) => !s.includes('Wessen Sätze stummschalten'));
    table.push({ lobby: { ...table.lobby!, muted: [2] } });
    await r.type('M', '2');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('mute 2 false'),
    );
    // Seat 1 is the host's own: no seat to mute, so the key only cancels; so does a letter.
    await r.type('M', '1', 'M', 'h');
    await until(r.screen, (s) => !s.includes('Wessen Sätze stummschalten'));
    expect(table.calls.filter((c) => c.startsWith('mute'))).toEqual(['mute 2 true', 'mute 2 false']);
    expect(table.calls.filter((c) => c.startsWith('submit'))).toEqual([]);
    r.unmount();
  });

  it('the help lists the host keys of the game', async () => {
    const table = playing();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'fr' });
    await until(r.screen, (s) => s.includes('Votre main'));
    await r.type('?');
    const help = await until(r.screen, (s) => s.includes('laisser regarder la première personne'));
    expect(help).toMatch(/\bA\b/);
    r.unmount();
  });

  it('a guest sees no request and has no host keys', async () => {
    const table = Object.assign(playing(), { host: false, seat: 2 });
    setRequests(table, [{ id: 'w1', name: 'Finn' }]);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes('Your hand'));
    await r.type('A', 'X', 'M', '1');
    expect(r.screen()).not.toContain('Finn');
    expect(table.calls.filter((c) => /^(watcher|mute)/.test(c))).toEqual([]);
    r.unmount();
  });
});

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
});

describe('the host during the game (real server on 127.0.0.1)', () => {
  it('lets a watcher who asks mid-game in with A, refuses the next with X, and mutes a seat with M 2', async () => {
    const address = parseServerAddress(`127.0.0.1:${server.port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, name: 'Host', watchers: 'ask' });
    const room = { ...address, code: host.code };
    const bob = await RemoteTable.join(room, { name: 'Bob' });
    await waitFor(host, () => host.update !== null && bob.update !== null, 20_000, 'the start');
    const r = renderUi(<NetTableApp table={host} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    const screen = (s: () => string, check: (x: string) => boolean) => until(s, check, 20_000);

    const eve = await RemoteTable.watch(room, { name: 'Eve' });
    await screen(r.screen, (s) => s.includes('Eve asks to watch · A: let in · X: refuse'));
    await r.type('A');
    await waitFor(eve, () => eve.admitted && eve.publicUpdate !== null, 20_000, 'being let in');
    await screen(r.screen, (s) => !s.includes('Eve asks to watch'));

    const mallory = await RemoteTable.watch(room, { name: 'Mallory' });
    const malloryNotices: string[] = [];
    mallory.subscribe((c) => (c.kind === 'notice' ? malloryNotices.push(c.code) : undefined));
    await screen(r.screen, (s) => s.includes('Mallory asks to watch'));
    await r.type('X');
    await waitFor(mallory, () => mallory.status === 'closed', 20_000, 'being turned away');
    expect(malloryNotices).toContain('watchRefused');
    expect(mallory.publicUpdate).toBeNull();

    // Bob's phrase before the mute reaches everyone; after M 2 his next one reaches nobody.
    bob.say('good-luck');
    await waitFor(eve, () => eve.said.some((s) => s.seat === 2 && s.kind === 'phrase'), 20_000, 'the first phrase');
    await r.type('M', '2');
    await waitFor(bob, () => (bob.lobby?.muted ?? []).includes(2), 20_000, 'the mute');
    const bobErrors: RemoteChange[] = [];
    bob.subscribe((c) => (c.kind === 'error' ? bobErrors.push(c) : undefined));
    bob.say('sorry');
    await waitFor(bob, () => bobErrors.some((c) => c.kind === 'error' && c.code === 'muted'), 20_000, 'the muted refusal');
    // The host speaks after the refusal: once the others hear it, all that came before was passed on.
    host.say('well-played');
    for (const t of [host, eve]) await waitFor(t, () => t.said.some((s) => s.seat === 1 && s.kind === 'phrase' && s.code === 'well-played'), 20_000, "the host's phrase");
    for (const t of [host, eve]) expect(t.said.filter((s) => s.seat === 2 && s.kind === 'phrase' && s.code === 'sorry')).toEqual([]);
    r.unmount();
    await Promise.all([eve, bob, host].map((t) => t.leave()));
  });
});
