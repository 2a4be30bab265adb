// `tables`, a finished table chosen (issue 30): a seat that was away when its game ended gets what
// the seats at the table got then — the end (tables/result), its copy of the log kept in the
// player's saves (its statistics count it; `replay --verify` checks it) and the result left in the
// terminal as the end of a game at the table leaves it. The log is replayed before it is kept: a
// log that does not replay, or whose deal does not match its commitment, is the server's fault
// and nothing is kept. A team event's table stays sealed while its week runs.
import { join } from 'node:path';
import type { GameLog } from '../../core/log.js';
import { printable } from '../../core/printable.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import type { ServerAddress } from '../../net/client/address.js';
import { clientKey } from '../../net/accounts/client-key.js';
import { dealMatches } from '../../net/wire/deal-commitment.js';
import type { EndMessage } from '../../net/wire/messages.js';
import { type FinishedTable, type MyTable, finishedTable } from '../../net/lobby/tables-client.js';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import { createSaveStore, writeLogAtomically } from '../../store/save-store.js';
import { Table } from '../../table/table.js';
import type { SeatUpdate } from '../../table/types.js';
import type { Lang } from '../../text/lang.js';
import { uiGame } from '../../ui/games.js';
import { gameTitle } from '../../ui/net/lobby-words.js';
import { tablesTroubleWords } from '../../ui/net/tables-words.js';
import type { TablesTexts } from '../../ui/net/texts/tables.js';
import { playerCopyWith } from '../saves/finished-log.js';

/** The deal checks out (the seed is the one committed to at the start) and the log replays to its end: the seat's last update. */
function checkedUpdate(got: FinishedTable, log: GameLog): SeatUpdate | null {
  const end: EndMessage = got.end;
  if (!isGameId(got.game) || !dealMatches(end.commitment, end.salt, end.seed) || log.seed !== end.seed) return null;
  try {
    const table = Table.resume(gameModule(got.game).game, log);
    return JSON.stringify(table.log.result ?? null) === JSON.stringify(end.result ?? null) ? table.updateFor(got.seat) : null;
  } catch {
    return null;
  }
}

/** The finished table's end fetched, the player's copy kept, the result written to `out`; the exit status. */
export async function openFinished(server: ServerAddress, chosen: MyTable, lang: Lang, t: TablesTexts, out: NodeJS.WritableStream = process.stdout): Promise<number> {
  let got: FinishedTable;
  try {
    got = await finishedTable(server, clientKey(join(dataHome(), APP_FOLDER)), chosen.code);
  } catch (e) {
    throw new Error(tablesTroubleWords(t, e, printable(server.display)));
  }
  out.write((await finishedLines(got, lang, t, (game) => createSaveStore(game).newSavePath(), null)).join('\n') + '\n');
  return 0;
}

/**
 * The lines a fetched finished table leaves: its head, how the clock ended it, and the result as
 * the end at the table leaves it, once the player's copy is kept at the path `keepAt` gives (it
 * throws the line to say when the end does not check out). `kept`: said instead of the replay
 * command (over SSH the copy is on the server, with the key's saves).
 */
export async function finishedLines(got: FinishedTable, lang: Lang, t: TablesTexts, keepAt: (game: string) => string, kept: string | null): Promise<string[]> {
  const lines = [t.finished.head(got.code, gameTitle(got.game))];
  const outcome = got.end.outcome;
  if (outcome) lines.push(outcome.kind === 'timeout' && outcome.winner !== undefined ? t.finished.lostOnTime(outcome.seat, outcome.winner) : t.finished.ranOut(outcome.seat));
  if (got.end.log === null) {
    lines.push(t.finished.sealed(new Date(got.end.sealedUntil ?? 0).toISOString().slice(0, 10)));
    return lines;
  }
  if (typeof got.end.log !== 'object') throw new Error(t.finished.bad(got.code));
  const copy = playerCopyWith(got.game, got.end, got.seat, got.bots);
  const update = checkedUpdate(got, copy);
  const screen = (await uiGame(got.game)?.netSeat()) ?? null;
  if (update === null || !screen) throw new Error(t.finished.bad(got.code));
  const path = keepAt(got.game);
  writeLogAtomically(path, copy);
  lines.push(screen.afterGame(update, kept === null ? path : null, { lang, ascii: false }).replace(/\n$/, ''));
  if (kept !== null) lines.push(kept);
  return lines;
}
