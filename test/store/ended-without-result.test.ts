// A turn-based table whose clock ended the game leaves each seat a copy with no result. That copy
// is over: nothing offers to continue it (the latest unfinished game, the saves' unfinished list,
// the statistics' unfinished count), and `saves --delete-finished` takes it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playerCopyWith } from '../../src/cli/saves/finished-log.js';
import type { GameLog } from '../../src/core/log.js';
import { regicideStats } from '../../src/modules/regicide/stats.js';
import type { EndMessage } from '../../src/net/wire/messages.js';
import { isOpen } from '../../src/store/log-marks.js';
import { createSaveStore, writeLogAtomically } from '../../src/store/save-store.js';
import { listSavedLogs, unfinishedSaves } from '../../src/store/saved-logs.js';
import { finishedLog } from '../net/watch-fixtures.js';

/** The end a table sends when its clock ended the game after `moves` moves: the log, no result. */
function clockEnd(moves: number): EndMessage {
  const whole = finishedLog('regicide', { players: 2, variants: [] }, 'clock-ended');
  const log: GameLog = { ...whole, moves: whole.moves.slice(0, moves), result: null };
  return { log, outcome: { kind: 'ended', seat: 2 } } as unknown as EndMessage;
}

describe('a copy of a game a table ended with no result', () => {
  it('is marked over, for a seat and for a watcher', () => {
    const seat = playerCopyWith('regicide', clockEnd(3), 1, []);
    const watcher = playerCopyWith('regicide', clockEnd(3), 0, []);
    expect(isOpen(seat)).toBe(false);
    expect(isOpen(watcher)).toBe(false);
    expect(seat.result).toBeNull();
  });

  it('is never offered to continue, nor counted unfinished; a game still going is', () => {
    const env = { XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'ended-copy-')) };
    const store = createSaveStore('regicide', env);
    const open: GameLog = { ...(clockEnd(2).log as GameLog) };
    writeLogAtomically(join(store.folder, '20261201-100000-aaaaaaaa.json'), open);
    writeLogAtomically(join(store.folder, '20261202-100000-bbbbbbbb.json'), playerCopyWith('regicide', clockEnd(3), 1, []));
    const saves = listSavedLogs('regicide', env);
    expect(saves).toHaveLength(2);
    expect(store.latestUnfinished()).toContain('aaaaaaaa');
    expect(unfinishedSaves(saves).map((s) => s.id)).toEqual(['20261201-100000-aaaaaaaa']);
    const stats = regicideStats(
      saves.map((s) => ({ log: s.log!, startedMs: s.startedMs })),
      '2026-12-03',
    );
    expect(stats.unfinished).toBe(1);
  });
});
