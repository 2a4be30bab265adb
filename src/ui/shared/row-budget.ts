// The rows under a board's fixed panels go to the preview (as many as its lines need), the message
// line (only while there is a message) and the event log (everything left, newest at the bottom).
export interface RowSplit {
  previewRows: number;
  messageRows: number;
  eventRows: number;
}

/** The event log keeps at least this many rows while the preview grows. */
const MIN_EVENT_ROWS = 1;

export function splitRows(free: number, previewNeed: number, hasMessage: boolean): RowSplit {
  const messageRows = hasMessage ? 1 : 0;
  const room = Math.max(0, free - messageRows);
  const previewRows = Math.max(0, Math.min(previewNeed, room - MIN_EVENT_ROWS));
  return { previewRows, messageRows, eventRows: Math.max(1, room - previewRows) };
}
