// Loaded into a server under test (NODE_OPTIONS=--require): on SIGUSR2 it appends one JSON line to
// $HELD_PROBE_OUT with what the process holds that a session could leave behind — the entries of
// Node's performance timeline (kept until cleared), the process's listeners, and the active
// handles by kind. Nothing here changes the server.
const { appendFileSync } = require('node:fs');
const { performance } = require('node:perf_hooks');

process.on('SIGUSR2', () => {
  const listeners = {};
  for (const name of process.eventNames()) if (typeof name === 'string' && name !== 'SIGUSR2') listeners[name] = process.listenerCount(name);
  const handles = {};
  for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
  const line = { measures: performance.getEntriesByType('measure').length, marks: performance.getEntriesByType('mark').length, listeners, handles };
  appendFileSync(process.env.HELD_PROBE_OUT, JSON.stringify(line) + '\n');
});
