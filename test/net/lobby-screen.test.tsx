// The networked lobby and the game screen of a seat, driven by a fake table object: seats with their state,
// the reconnection countdown, and the host's keys.
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import type { LobbyMessage, WireUpdate } from '../../src/net/wire/messages.js';
import { NetTableApp } from '../../src/ui/net/NetTableApp.js';
import type { NetTableLike } from '../../src/ui/net/types.js';
import { commands, fakeTable, lobby, seat } from './lobby-fixtures.js';
import { cardLabel, parseCard } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { KEYS, renderUi, until } from '../ui/helpers.js';

describe('the networked lobby', () => {
  it('lists the seats and the join line; Enter starts with bots, a digit gives a seat to a bot', async () => {
    const table = fakeTable(lobby);
    const r = render(<NetTableApp table={table} joinLine="npx regicide join 10.0.0.2:2567/KQX7-2MPD" savePath="/s.json" commands={commands} onExit={() => {}} />);
    const frame = await until(
      () => r.lastFrame() ?? '',
      (s) => s.includes('Seat 3'),
    );
    expect(frame).toContain('npx regicide join 10.0.0.2:2567/KQX7-2MPD');
    expect(frame).toMatch(/Seat 1: Ann \(you\) · host \(connected\)/);
    expect(frame).toMatch(/Seat 3: — \(empty\)/);
    r.stdin.write('3');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('bot 3'),
    );
    r.stdin.write(KEYS.enter);
    await until(
      () => table.calls.join(','),
      (s) => s.includes('start true'),
    );
    r.unmount();
  });

  it('lists the watchers; the host lets the first person asking in with a, or refuses with x', async () => {
    const table = fakeTable({ ...lobby, watching: 'ask', watchers: ['Eve'] });
    (table as { watchRequests: NetTableLike['watchRequests'] }).watchRequests = [
      { id: 'w1', name: 'Finn' },
      { id: 'w2', name: 'Gus' },
    ];
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    const frame = await until(r.screen, (s) => s.includes('Watching: Eve'));
    expect(frame).toContain('Finn asks to watch (1 more waiting) · a: let in · x: refuse');
    await r.type('a');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('watcher w1 true'),
    );
    (table as { watchRequests: NetTableLike['watchRequests'] }).watchRequests = [{ id: 'w2', name: 'Gus' }];
    table.push({});
    await until(r.screen, (s) => s.includes('Gus asks to watch ·'));
    await r.type('x');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('watcher w2 false'),
    );
    r.unmount();
  });

  it('a guest sees the watchers but cannot answer for the host', async () => {
    const table = Object.assign(fakeTable({ ...lobby, watching: 'yes', watchers: [] }), { host: false, seat: 2 });
    (table as { watchRequests: NetTableLike['watchRequests'] }).watchRequests = [{ id: 'w1', name: 'Finn' }];
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'de' });
    const frame = await until(r.screen, (s) => s.includes('Niemand schaut zu'));
    expect(frame).not.toContain('Finn');
    await r.type('a');
    expect(table.calls.filter((c) => c.startsWith('watcher'))).toEqual([]);
    r.unmount();
  });

  it('the host mutes a player with m and the seat number, unmutes the same way; while muting a digit never gives a seat to a bot', async () => {
    const table = fakeTable(lobby);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (s) => s.includes("m: mute a player's phrases"));
    await r.type('m');
    await until(r.screen, (s) => s.includes('Mute or unmute whose phrases?'));
    // Seat 3 is empty: not a seat to mute, and not given to a bot either; it cancels.
    await r.type('3');
    await until(r.screen, (s) => !s.includes('Mute or unmute whose phrases?'));
    await r.type('m');
    await until(r.screen, (s) => s.includes('Mute or unmute whose phrases?'));
    await r.type('2');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('mute 2 true'),
    );
    table.push({ lobby: { ...lobby, muted: [2] } });
    await until(r.screen, (s) => /Seat 2: Bob.*· phrases muted/.test(s));
    await r.type('m');
    await until(r.screen, (s) => s.includes('Mute or unmute whose phrases?'));
    await r.type('2');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('mute 2 false'),
    );
    expect(table.calls.filter((c) => c.startsWith('bot'))).toEqual([]);
    r.unmount();
  });

  it('a guest has no mute key', async () => {
    const table = Object.assign(fakeTable(lobby), { host: false, seat: 2 });
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'fr' });
    const frame = await until(r.screen, (s) => s.includes('Place 3') || s.includes('place 3'));
    expect(frame).not.toContain('couper les phrases');
    await r.type('m');
    await r.type('1');
    expect(table.calls).toEqual([]);
    r.unmount();
  });

  it('offers bot keys only for the seats this table has empty; q leaves with one line and status 0', async () => {
    const duel = fakeTable({ ...lobby, options: { players: 2, variants: [] }, seats: [seat(1, 'Ann'), seat(2, '', { connected: false })] });
    const exits: unknown[] = [];
    const r = render(<NetTableApp table={duel} joinLine={null} savePath="/s.json" commands={commands} onExit={(e) => exits.push(e)} />);
    const frame = await until(
      () => r.lastFrame() ?? '',
      (s) => s.includes('Seat 2'),
    );
    expect(frame).toContain('2: give that empty seat to a bot');
    expect(frame).not.toMatch(/2[–-]4/);
    // A digit for a seat the table does not have does nothing.
    r.stdin.write('4');
    r.stdin.write('q');
    await until(
      () => String(exits.length),
      (n) => n !== '0',
    );
    expect(duel.calls).toEqual([]);
    expect(exits).toEqual([{ code: 0, line: 'You closed the table KQX7-2MPD.' }]);
    r.unmount();
  });

  it('tells a guest who chose the seed and whose machine deals', async () => {
    const table = fakeTable({ ...lobby, seedChosen: true });
    Object.assign(table, { seat: 2, host: false });
    const r = render(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    const frame = await until(
      () => r.lastFrame() ?? '',
      (s) => s.includes('Seat 3'),
    );
    expect(frame).toContain('Seed chosen by the host');
    expect(frame).toContain("This table runs on the host's machine");
    expect(frame).toContain('Waiting for the host to start');
    r.unmount();
  });

  it('shows a dropped player counting down during the game', async () => {
    // A real position of a three-player game, seat 2 to move (seat 1 yielded and covered).
    let state = regicide.setup({ players: 3, variants: [] }, 'net-screen');
    state = regicide.apply(state, { type: 'yield' });
    const cover = regicide.legalMoves(state).find((m) => m.type === 'discard');
    if (cover) state = regicide.apply(state, cover);
    const view = regicide.view(state, 1);
    const update: WireUpdate = { seat: 1, view, legal: [], toMove: 2, movesMade: cover ? 2 : 1, lastMove: null, events: [], result: null };
    const table = fakeTable({ ...lobby, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob', { connected: false, reconnectMsLeft: 105_000 }), seat(3, 'Bot 3', { bot: true })] }, update);
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />);
    const frame = await until(r.screen, (s) => s.includes('reconnecting'));
    expect(frame).toContain('Bob reconnecting… 1:45');
    // The same game screen as local play, with this seat's own hand.
    expect(frame).toContain('Your hand');
    for (const card of view.hand) expect(frame).toContain(cardLabel(parseCard(card)!));
    // The help lists the networked table's key beside the game's, before anyone has left.
    await r.type('?');
    const help = await until(r.screen, (s) => s.includes('Help'));
    expect(help).toContain('give the seat of a player who left to a bot');
    r.unmount();
  });

  it("s opens the quick phrases, a number says one; what is said shows in the event log in the reader's language", async () => {
    let state = regicide.setup({ players: 3, variants: [] }, 'net-screen');
    state = regicide.apply(state, { type: 'yield' });
    const cover = regicide.legalMoves(state).find((m) => m.type === 'discard');
    if (cover) state = regicide.apply(state, cover);
    const movesMade = cover ? 2 : 1;
    const update: WireUpdate = { seat: 1, view: regicide.view(state, 1), legal: [], toMove: 2, movesMade, lastMove: null, events: [], result: null };
    const table = fakeTable({ ...lobby, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, 'Bot 3', { bot: true })] }, update);
    (table as { said: NetTableLike['said'] }).said = [{ at: 0, seat: 2, kind: 'phrase', code: 'my-hand', params: { cards: 5 } }];
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/s.json" commands={commands} onExit={() => {}} />, { lang: 'de' });
    await until(r.screen, (s) => s.includes('Bob: „ich habe 5 Karten“'));
    await r.type('s');
    const menu = await until(r.screen, (s) => s.includes('An den Tisch sagen'));
    expect(menu).toContain('1 meine Kartenzahl');
    expect(menu).toContain('3 viel Glück');
    // While the menu is open a number says a phrase, not a card.
    await r.type('3');
    await until(
      () => table.calls.join(','),
      (s) => s.includes('say good-luck'),
    );
    await until(r.screen, (s) => !s.includes('An den Tisch sagen'));
    expect(table.calls.filter((c) => c.startsWith('submit'))).toEqual([]);
    await r.type('s', KEYS.escape);
    await until(r.screen, (s) => !s.includes('An den Tisch sagen'));
    expect(table.calls.filter((c) => c.startsWith('say'))).toEqual(['say good-luck']);
    r.unmount();
  });
});
