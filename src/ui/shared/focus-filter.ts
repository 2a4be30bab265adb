// The key bus's filter of focus reports (see terminal-focus.ts): every raw input of the screen's
// terminal is heard first (before Ink's key listener, which strips the ESC), and the key Ink made
// of a report is consumed, never offered to a screen as keys.
import { useStdin } from 'ink';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { focusReportsOf } from './terminal-focus.js';

/** True for the key Ink made of a focus report (drop it); call it first for every key. */
export function useFocusFilter(): (input: string) => boolean {
  const { stdin, internal_eventEmitter: events } = useStdin();
  const reports = useMemo(() => focusReportsOf(stdin), [stdin]);
  useLayoutEffect(() => {
    // Ahead of Ink's own listener, so the report is known when its key arrives.
    events.prependListener('input', reports.heard);
    return () => {
      events.off('input', reports.heard);
    };
  }, [events, reports]);
  return useCallback((input: string) => reports.consumes(input), [reports]);
}
