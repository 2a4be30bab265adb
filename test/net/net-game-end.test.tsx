// The end of a networked game at a seat: the end screen offers only leaving (no p, r or n, which
// would start nothing: a new game is a new table), the help lists no such key, and leaving keeps
// in the terminal what a local game keeps there — the result and how to replay this seat's copy of
// the log — with a warning when the revealed deal did not match its commitment.
import { describe, expect, it, vi } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { LobbyMessage, WireUpdate } from '../../src/net/wire/messages.js';
import { NetTableApp, type NetExit } from '../../src/ui/net/NetTableApp.js';
import { KEYS, renderUi, until } from '../ui/helpers.js';
import { commands, fakeTable, seat } from './lobby-fixtures.js';
import { finishedLog, watchedPosition } from './watch-fixtures.js';

/** Seat 1's last update of a game every seat played with the easy bot, and the end message. */
function finished(game: AnyGame, options: object, seed: string) {
  const log = finishedLog(game.id, options, seed);
  const at = watchedPosition(
    game,
    options,
    seed,
    (_legal, played) => game.parseMove(log.moves[played]),
    () => false,
  );
  const update: WireUpdate = { seat: 1, view: game.view(at.state, 1), legal: [], toMove: null, movesMade: log.moves.length, lastMove: null, events: [], result: at.publicUpdate.result };
  const end = { result: at.publicUpdate.result, log, seed, salt: 's', commitment: 'c', seedChosen: false };
  return { update, end };
}

/** A team event's end while its week runs: the server keeps the seed, the salt and the log. */
const SEALED = { seed: '', salt: '', log: null, sealedUntil: Date.UTC(2026, 11, 7) };

function endedTable(game: AnyGame, options: object, seed: string, dealMatches = true, sealed = false) {
  const finishedGame = finished(game, options, seed);
  const { update } = finishedGame;
  const end = sealed ? { ...finishedGame.end, ...SEALED } : finishedGame.end;
  const lobby: LobbyMessage = {
    code: 'KQX7-2MPD',
    game: game.id,
    options,
    seats: [seat(1, 'Ann'), seat(2, 'Bob')],
    started: true,
    over: true,
    toMove: null,
    host: 1,
    seedChosen: false,
    commitment: 'ab'.repeat(32),
    embedded: true,
  };
  const table = fakeTable(lobby, update);
  Object.assign(table, { game: game.id, end, deal: { shown: 'c', matches: dealMatches, ...(sealed && { sealedUntil: SEALED.sealedUntil }) } });
  return { table, lobby, result: end.result };
}

describe('the end of a networked game', () => {
  it('the help during the game lists the end screen’s leaving key, not play again, retry or a new game', async () => {
    const state = regicide.setup({ players: 2, variants: [] }, 'net-end-help');
    const legal = regicide.legalMoves(state).map((m) => regicide.formatMove(m));
    const update: WireUpdate = { seat: 1, view: regicide.view(state, 1), legal, toMove: 1, movesMade: 0, lastMove: null, events: [], result: null };
    const { table, lobby } = endedTable(regicide, { players: 2, variants: [] }, 'net-end-help');
    Object.assign(table, { update, end: null, deal: null, lobby: { ...lobby, over: false } });
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/net.json" commands={commands} onExit={() => {}} />);
    await until(r.screen, (x) => x.includes('Your hand'), 5000);
    await r.type('?', ...Array<string>(24).fill(KEYS.down));
    const s = await until(r.screen, (x) => x.includes('q / Enter / Esc'), 5000);
    expect(s).not.toMatch(/play again|retry this deal|new game:/);
    r.unmount();
  });

  it('Regicide: only q/Enter is offered; p, r and n do nothing; q leaves the result and the replay command', async () => {
    const { table, result } = endedTable(regicide, { players: 2, variants: [] }, 'net-end-1');
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/net.json" commands={commands} onExit={onExit} />);
    const s = await until(r.screen, (x) => x.includes('q/Enter leave'), 5000);
    expect(s).not.toMatch(/play again|retry|new game/);
    await r.type('p', 'r', 'n');
    expect(onExit).not.toHaveBeenCalled();
    await r.type('q');
    const { outcome, enemiesDefeated } = result as { outcome: string; enemiesDefeated: number };
    expect(onExit).toHaveBeenCalledWith({
      code: 0,
      line: `${outcome === 'won' ? 'Victory! The castle has fallen.' : 'Defeat.'} · Enemies defeated: ${enemiesDefeated} of 12\nWatch it again with:\nnpx regicide replay /logs/net.json`,
    });
    r.unmount();
  });

  it('Thronfolge, in German: only leaving is offered; Enter leaves the result line and the replay command', async () => {
    const { table, result } = endedTable(thronfolge, { first: null, variants: [] }, 'net-end-2');
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/duel.json" commands={commands} onExit={onExit} />, { lang: 'de' });
    const s = await until(r.screen, (x) => x.includes('q oder Enter: beenden'), 5000);
    expect(s).not.toMatch(/neues Spiel|noch mal/);
    await r.type('p', 'r', 'n');
    expect(onExit).not.toHaveBeenCalled();
    await r.type('\r');
    const line = onExit.mock.calls[0]?.[0].line ?? '';
    const { scores } = result as { scores: [number, number] };
    expect(line.split('\n')[0]).toContain(String(scores[0]));
    expect(line.split('\n').slice(1)).toEqual(['Noch einmal ansehen mit:', 'npx thronfolge replay /logs/duel.json']);
    r.unmount();
  });

  it('a deal that did not match its commitment is said after the replay command too', async () => {
    const { table } = endedTable(regicide, { players: 2, variants: [] }, 'net-end-3', false);
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/net.json" commands={commands} onExit={onExit} />);
    await until(r.screen, (x) => x.includes('q/Enter leave'), 5000);
    await r.type('q');
    expect(onExit.mock.calls[0]?.[0].line?.split('\n').at(-1)).toBe('Warning: the revealed seed does NOT match the commitment shown before the game.');
    r.unmount();
  });

  it('a team event’s sealed deal: the result and when the deal is checked, no false warning and no replay of a log not kept', async () => {
    // As the reducer leaves it: no seed to check yet, so `matches` is false, and the end has no log.
    const { table, result } = endedTable(regicide, { players: 2, variants: [] }, 'net-end-4', false, true);
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/net.json" commands={commands} onExit={onExit} />);
    const s = await until(r.screen, (x) => x.includes('q/Enter leave'), 5000);
    expect(s).toContain('sealed until 2026-12-07 00:00 UTC');
    expect(s).not.toContain('does NOT match');
    // No replay command on the end screen either: the log stays on the server; nor an empty seed.
    expect(s).not.toMatch(/Watch it again|replay/);
    expect(s).not.toContain('Seed ');
    await r.type('q');
    const { outcome, enemiesDefeated } = result as { outcome: string; enemiesDefeated: number };
    expect(onExit).toHaveBeenCalledWith({
      code: 0,
      line: `${outcome === 'won' ? 'Victory! The castle has fallen.' : 'Defeat.'} · Enemies defeated: ${enemiesDefeated} of 12\nTeam event: this deal is sealed until 2026-12-07 00:00 UTC; its seed is checked against the commitment when the week ends.`,
    });
    r.unmount();
  });

  it('a sealed deal in German, Thronfolge: the result line and the sealed line, nothing to replay', async () => {
    const { table } = endedTable(thronfolge, { first: null, variants: [] }, 'net-end-5', false, true);
    const onExit = vi.fn<(exit: NetExit) => void>();
    const r = renderUi(<NetTableApp table={table} joinLine={null} savePath="/logs/duel.json" commands={commands} onExit={onExit} />, { lang: 'de' });
    await until(r.screen, (x) => x.includes('q oder Enter: beenden'), 5000);
    await r.type('\r');
    const lines = onExit.mock.calls[0]?.[0].line?.split('\n') ?? [];
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Team-Event: Dieses Blatt bleibt bis 2026-12-07 00:00 UTC versiegelt; sein Seed wird mit der Festlegung geprüft, wenn die Woche endet.');
    expect(lines.join('\n')).not.toMatch(/replay|ansehen mit|NICHT/);
    r.unmount();
  });
});
