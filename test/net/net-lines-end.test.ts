// The end of a networked game in the screen-reader mode: leaving leaves what the screen leaves in
// the terminal — the result, the command that replays this seat's copy of the log (its place on
// the command's own line) and the deal's check — as lines.
import { describe, expect, it } from 'vitest';
import { runNetLines } from '../../src/ui/net/net-lines.js';
import { lineStreams } from '../ui/line-streams.js';
import { endedTable } from './ended-table.js';
import { commands } from './lobby-fixtures.js';

const UI = { lang: 'en', ascii: false, color: false, fourColor: false } as const;

/**
 * The table one move before its end (Bob to move), as this seat heard it; `end()` brings the last
 * move and the end message, as the server does.
 */
function endingTable(seed: string) {
  const { table, log } = endedTable(seed);
  const last = table.update!;
  const endMessage = table.end;
  const moves = log.moves.length;
  table.history.push(...log.moves.slice(0, -1).map(() => ({ seat: 1, text: '', events: [] })));
  Object.assign(table, { update: { ...last, movesMade: moves - 1, toMove: 2, result: null }, end: null, lobby: { ...table.lobby!, over: false } });
  const end = (): void => {
    table.history.push({ seat: 2, text: '', events: [] });
    table.push({ update: last, end: endMessage, lobby: { ...table.lobby!, over: true } });
  };
  return { table, end };
}

describe('a networked game’s end in the screen-reader mode', () => {
  it('leaving says the result, the replay command with the log’s place, as lines', async () => {
    const { table, end } = endingTable('net-lines-end-1');
    const { io, hear, type, raw } = lineStreams();
    const done = runNetLines({ table, joinLine: null, commands, ui: UI, savePath: '/logs/net.json' }, io);
    await hear(/^Your hand/);
    end();
    await hear(/Enemies defeated/);
    type('q');
    expect(await done).toBe(0);
    const lines = raw().trimEnd().split('\n');
    const at = lines.lastIndexOf('Watch it again with:');
    expect(at).toBeGreaterThan(0);
    expect(lines[at - 1]).toMatch(/^(Victory! The castle has fallen\.|Defeat\.) · Enemies defeated: \d+ of 12$/);
    expect(lines[at + 1]).toBe('npx regicide replay /logs/net.json');
  });

  it('in French, and with no log kept (no path): the result line only', async () => {
    const { table, end } = endingTable('net-lines-end-2');
    const { io, hear, type, raw } = lineStreams();
    const done = runNetLines({ table, joinLine: null, commands, ui: { ...UI, lang: 'fr' } }, io);
    await hear(/^Votre main/);
    end();
    await hear(/Ennemis vaincus/);
    type('q');
    await done;
    const last = raw().trimEnd().split('\n').at(-1) ?? '';
    expect(last).toMatch(/Ennemis vaincus\u202f: \d+ sur 12$/);
    expect(raw()).not.toContain('replay');
  });
});
