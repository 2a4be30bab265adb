// What every game screen does with its table client: re-render on every change, and put the
// table's own notice (a failed save, news from a table elsewhere) into the message line.
import { useEffect, useReducer, useRef, useState } from 'react';
import type { TableClient, TableNotice } from '../../table/client.js';
import type { Hint } from '../../table/hint.js';
import { useLeave } from './game-app.js';
import type { Message } from './MessageLine.js';
import type { ExitReason } from './run-screen.js';
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

/** The position at the table: the number of moves made (it identifies a position). */
export const tablePosition = (client: TableClient): number => client.update(client.humans[0] ?? 1).movesMade;

/**
 * The screen's own state (cursor, overlays, …), readable at once by key handlers: several keys
 * can arrive in one chunk ("5" then Enter), and each must see what the one before changed.
 */
export function useLiveUi<T>(initial: () => T): [T, { readonly current: T }, (next: T) => void] {
  const [ui, setUi] = useState<T>(initial);
  const uiRef = useRef(ui);
  const setLiveUi = (next: T): void => {
    uiRef.current = next;
    setUi(next);
  };
  return [ui, uiRef, setLiveUi];
}

/**
 * What ties a screen to its table: leaving closes the client (its bot timers), and bots wait
 * while something covers the table. Returns the leave function.
 */
export function useTableSession(client: TableClient, tableCovered: boolean, onExit: (reason: ExitReason) => void): (reason: ExitReason) => void {
  useEffect(() => client.setBotsPaused(tableCovered), [client, tableCovered]);
  return useLeave((reason) => {
    client.close();
    onExit(reason);
  });
}

/** What an undo or a hint leaves on the message line. */
export type AssistNote = { kind: 'undone'; moves: number } | { kind: 'hint'; text: string };

/**
 * Undo and hint, the same at every game's screen: undo at once; the hint a moment later, so the
 * "thinking" note (set by the reducer) is drawn before the bot thinks. `hintWords` words the hint
 * for the table as it stands by then (null hint: nothing to suggest).
 */
export function undoOrHint<Move>(
  client: TableClient<unknown, Move>,
  kind: 'undo' | 'hint',
  viewer: number,
  show: (note: AssistNote) => void,
  hintWords: (hint: Hint<Move> | null) => string,
): void {
  if (kind === 'undo') return show({ kind: 'undone', moves: client.undo?.(viewer) ?? 0 });
  setTimeout(() => show({ kind: 'hint', text: hintWords(client.hint?.(viewer) ?? null) }), 20);
}
