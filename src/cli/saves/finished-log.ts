// A networked game's log, kept in the player's own saves once it is over, so that its statistics
// count it: the game's module marks the copy with what this player's seat was up against (a
// person at another terminal or the server's bot). A watcher's copy is marked `watched`, for
// every game alike, and no game's statistics count it.
import { existsSync } from 'node:fs';
import type { GameLog } from '../../core/log.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import type { EndMessage, LobbyMessage } from '../../net/wire/messages.js';
import type { RemoteTable } from '../../net/client/remote-table.js';
import type { LogMarks } from '../../store/log-marks.js';
import { writeLogAtomically } from '../../store/save-store.js';

/** The player's copy of the finished log: the server's log with the module's marks for `seat` (0: a watcher's). */
export function playerCopyOf(game: string, end: EndMessage, lobby: LobbyMessage | null, seat: number): GameLog {
  return playerCopyWith(
    game,
    end,
    seat,
    (lobby?.seats ?? []).filter((s) => s.bot).map((s) => s.seat),
  );
}

/** The same copy, the bots' seats given (a finished turn-based table's end, fetched after it ended). */
export function playerCopyWith(game: string, end: EndMessage, seat: number, botSeats: readonly number[]): GameLog {
  const played = end.log as GameLog;
  // Ended by the table with no result (its clock): marked over, so that nothing offers to continue it.
  const log: GameLog & LogMarks = played.result === null ? { ...played, endedWithoutResult: true } : played;
  if (seat === 0) return { ...log, watched: true } as GameLog;
  const marks = isGameId(game) ? gameModule(game).netLogMarks?.(seat, botSeats) : undefined;
  return marks ? { ...log, ...marks } : log;
}

/** Writes the finished game's log to `path` once, when the end arrives. */
export function keepFinishedLog(table: RemoteTable, path: string): void {
  table.subscribe((change) => {
    // A team event's log stays on the server while its week runs (the end carries none).
    if (change.kind === 'end' && change.end.log !== null && typeof change.end.log === 'object' && !existsSync(path))
      writeLogAtomically(path, playerCopyOf(table.game, change.end, table.lobby, table.seat));
  });
}
