// The rows under a board's fixed panels go to the message (the rows its words need, only while
// there is one), the preview (as many as its lines need) and the event log (everything left,
// newest at the bottom).
export interface RowSplit {
  previewRows: number;
  messageRows: number;
  eventRows: number;
}

/** The event log keeps at least this many rows while the preview grows. */
const MIN_EVENT_ROWS = 1;

/** `messageNeed`: the rows the message's words take (0 without one); it always keeps one. */
export function splitRows(free: number, previewNeed: number, messageNeed: number): RowSplit {
  const messageRows = Math.min(messageNeed, Math.max(Math.min(messageNeed, 1), free - MIN_EVENT_ROWS));
  const room = Math.max(0, free - messageRows);
  const previewRows = Math.max(0, Math.min(previewNeed, room - MIN_EVENT_ROWS));
  return { previewRows, messageRows, eventRows: Math.max(1, room - previewRows) };
}
