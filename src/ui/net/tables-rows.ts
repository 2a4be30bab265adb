// One of the player's tables in words, for the list, its screen-reader lines and the SSH menu:
// who else sits there, whose turn it is, and the time left for that move.
import type { MyTable } from '../../net/lobby/tables-client.js';
import { gameTitle } from './lobby-words.js';
import { type TablesTexts, timeLeftWords } from './texts/tables.js';

/** The others at the table, by name (a seat without one by its number). */
export const othersOf = (table: MyTable): string =>
  table.names
    .map((name, i) => ({ name: name || `#${i + 1}`, seat: i + 1 }))
    .filter((s) => s.seat !== table.yourSeat)
    .map((s) => s.name)
    .join(', ') || '-';

/** A finished table (choosing one brings its end instead of joining it). */
export const isOver = (table: MyTable): boolean => /^(over|finished|ended)$/i.test(table.status);

/** Whose turn: "Your move", "Ann to move", "waiting", "over". */
export function turnWords(t: TablesTexts, table: MyTable): string {
  if (isOver(table)) return t.over;
  if (table.yourTurn) return t.yourMove;
  if (table.toMove === null) return t.waiting;
  return t.toMove(table.names[table.toMove - 1] || `#${table.toMove}`);
}

/** The time left for the move now due ("2 d 4 h left"), "paused", or nothing. */
export function timeWords(t: TablesTexts, table: MyTable, serverNow: number): string {
  if (isOver(table) || table.toMove === null) return '';
  if (/^paused$/i.test(table.status)) return t.paused;
  return table.deadline === null ? '' : timeLeftWords(t, table.deadline, serverNow);
}

/** The table as one screen-reader line. */
export const tableLine = (t: TablesTexts, table: MyTable, n: number, serverNow: number): string =>
  t.line.table(n, gameTitle(table.game), othersOf(table), turnWords(t, table), timeWords(t, table, serverNow));
