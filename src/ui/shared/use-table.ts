// What every game screen does with its table client: re-render on every change, and put the
// table's own notice (a failed save, news from a table elsewhere) into the message line.
import { useEffect, useReducer } from 'react';
import type { TableClient, TableNotice } from '../../table/client.js';
import type { Message } from './MessageLine.js';
import type { SharedTexts } from './shared-strings.js';

/** A number that changes with every change at the table (moves, notices). */
export function useTableChanges(client: TableClient): number {
  const [changes, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.subscribe(changed), [client]);
  return changes;
}

export function noticeMessage(notice: TableNotice | null, shared: SharedTexts): Message {
  if (notice === null) return null;
  return notice.kind === 'saveFailed' ? { text: shared.saveFailed(notice.detail), tone: 'error' } : { text: notice.text, tone: notice.tone };
}
