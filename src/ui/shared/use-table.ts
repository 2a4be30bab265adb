// What every game screen does with its table client: re-render on every change, and put the
// table's own notice (a failed save, news from a table elsewhere) into the message line.
import { useEffect, useReducer } from 'react';
import type { TableClient, TableNotice } from '../../table/client.js';
import { useLeave } from './game-app.js';
import type { Message } from './MessageLine.js';
import type { NoticeWords } from './notice-words.js';
import type { ExitReason } from './run-screen.js';
import type { SharedTexts } from './shared-strings.js';

/** A number that changes with every change at the table (moves, notices). */
export function useTableChanges(client: TableClient): number {
  const [changes, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.subscribe(changed), [client]);
  return changes;
}

/** The notice's words: a failed save, a coded notice worded by `words`, or a screen's own words. */
export function noticeText(notice: TableNotice, shared: SharedTexts, words: NoticeWords): string {
  if (notice.kind === 'saveFailed') return shared.saveFailed(notice.detail);
  return notice.kind === 'coded' ? words(notice) : notice.text;
}

export function noticeMessage(notice: TableNotice | null, shared: SharedTexts, words: NoticeWords): Message {
  if (notice === null) return null;
  return { text: noticeText(notice, shared, words), tone: notice.kind === 'saveFailed' ? 'error' : notice.tone };
}

/** The position at the table: the number of moves made (it identifies a position). */
export const tablePosition = (client: TableClient): number => client.update(client.humans[0] ?? 1).movesMade;

/**
 * What ties a screen to its table: leaving closes the client (its bot timers), and bots wait
 * while something covers the table. Returns the leave function (Ctrl-C is the shell's key).
 */
export function useTableSession(client: TableClient, tableCovered: boolean, onExit: (reason: ExitReason) => void): (reason: ExitReason) => void {
  useEffect(() => client.setBotsPaused(tableCovered), [client, tableCovered]);
  return useLeave((reason) => {
    client.close();
    onExit(reason);
  });
}
