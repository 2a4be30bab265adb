// "Your tables" over SSH and a finished turn-based table: the list keeps it where the session can
// fetch its end (as `regicide tables` at a terminal does), and choosing it shows the end — the
// result as the table left it — with the player's copy of the log kept with the key's saves and
// said so (no local replay command); an end whose deal does not check out keeps nothing.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sessionFinishedLines, sessionTablesRead } from '../../src/cli/ssh/ssh-tables.js';
import type { RegicideResult } from '../../src/games/regicide/types.js';
import { dealCommitment } from '../../src/net/wire/deal-commitment.js';
import { finishedLog } from './watch-fixtures.js';

const KEPT = "The game's log is kept with your key's saves on this server; your statistics count it.";

/** A finished two-seat Regicide table (seat 2 a bot) as the game server's tables/result answers for seat 1. */
function answer(seed: string, salt = 'salt-1') {
  const log = finishedLog('regicide', { players: 2, variants: [] }, seed);
  return { code: 'KQX7-2MPD', game: 'regicide', seat: 1, bots: [2], end: { result: log.result, seed, salt, commitment: dealCommitment(salt, seed), seedChosen: false, log } };
}

const row = (code: string, status: string, updatedAt: number) => ({
  code,
  game: 'regicide',
  status,
  seats: 2,
  names: ['ada', 'Bot 2'],
  yourSeat: 1,
  toMove: null,
  yourTurn: false,
  deadline: null,
  moves: 10,
  moveHours: 24,
  updatedAt,
});

describe('a finished table over SSH', () => {
  it('is listed where its end can be fetched, and left out where it cannot', async () => {
    const source = () => Promise.resolve({ now: 2, tables: [row('T472-HXPP', 'open', 2), row('KQX7-2MPD', 'finished', 1)] });
    const withEnd = await sessionTablesRead(source, 'acc', 'example.org:2567', true)(new AbortController().signal);
    const without = await sessionTablesRead(source, 'acc', 'example.org:2567')(new AbortController().signal);
    expect(withEnd.tables.map((t) => t.code)).toEqual(['T472-HXPP', 'KQX7-2MPD']);
    expect(without.tables.map((t) => t.code)).toEqual(['T472-HXPP']);
  });

  it('shows the end, keeps the copy with the key’s saves and says so; in German too', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ssh-finished-'));
    const got = answer('ssh-finished-1');
    const asked: string[] = [];
    const source = (accountId: string, code: string) => (asked.push(`${accountId} ${code}`), Promise.resolve(got));
    const path = join(folder, 'copy.json');
    const lines = await sessionFinishedLines(source, 'acc-1', 'KQX7-2MPD', 'en', () => path);
    expect(asked).toEqual(['acc-1 KQX7-2MPD']);
    const result = got.end.result as RegicideResult;
    expect(lines[0]).toBe('The game at table KQX7-2MPD (Regicide) is over.');
    expect(lines.join('\n')).toContain(`Enemies defeated: ${result.enemiesDefeated} of 12`);
    expect(lines.at(-1)).toBe(KEPT);
    expect(lines.join('\n')).not.toMatch(/npx|replay/);
    // The kept copy replays: the game's moves, this seat's.
    expect(existsSync(path)).toBe(true);
    expect((JSON.parse(readFileSync(path, 'utf8')) as { moves: string[] }).moves).toEqual(got.end.log.moves);

    const de = await sessionFinishedLines(source, 'acc-1', 'KQX7-2MPD', 'de', () => join(folder, 'de.json'));
    expect(de.at(-1)).toContain('Spielständen deines Schlüssels');
  });

  it('an end whose deal does not match its commitment keeps nothing and says so in one line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ssh-finished-'));
    const got = answer('ssh-finished-2');
    const bad = { ...got, end: { ...got.end, commitment: dealCommitment('other', 'ssh-finished-2') } };
    const path = join(folder, 'copy.json');
    const lines = await sessionFinishedLines(
      () => Promise.resolve(bad),
      'acc-1',
      'KQX7-2MPD',
      'en',
      () => path,
    );
    expect(lines).toHaveLength(1);
    expect(existsSync(path)).toBe(false);
    // Nothing at all from the server (no such table): one line too.
    expect(
      await sessionFinishedLines(
        () => Promise.resolve(undefined),
        'acc-1',
        'KQX7-2MPD',
        'en',
        () => path,
      ),
    ).toHaveLength(1);
  });
});
