// `watch` into a pipe writes plain lines: in the reader's language, not in English whatever the
// --lang — the start, the seats, a player dropping and coming back, the host letting the watcher
// in, what is said, the server's notices, the end with the log's place, and the table gone.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runWatchLog, type WatchedTable } from '../../src/cli/net/watch-log.js';
import type { LobbyMessage } from '../../src/net/wire/messages.js';
import type { RemoteChange } from '../../src/net/client/remote-reducer.js';
import type { Lang } from '../../src/text/lang.js';
import { lobby, seat } from './lobby-fixtures.js';

const started: LobbyMessage = { ...lobby, started: true, seats: [seat(1, 'Ann'), seat(2, 'Bob'), seat(3, '', { bot: true })], watchers: ['Eve'] };

/** A watched table that the test drives change by change, and the lines written for it. */
function watched(lang: Lang) {
  const listeners = new Set<(c: RemoteChange) => void>();
  const table: WatchedTable = {
    code: 'KQX7-2MPD',
    game: 'regicide',
    watchName: 'Eve',
    admitted: false,
    lobby: null,
    history: [],
    said: [],
    end: null,
    closedBy: null,
    publicUpdate: null,
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    leave: async () => {},
  };
  const output = new PassThrough();
  let text = '';
  output.setEncoding('utf8').on('data', (d: string) => (text += d));
  const done = runWatchLog({ table, output, lang, savePath: '/logs/w.json', replayCommand: 'npx regicide replay /logs/w.json', moveLines: () => [], codes: { game: 'regicide', refusal: null } });
  const emit = (c: RemoteChange): void => {
    if (c.kind === 'lobby') Object.assign(table, { lobby: c.lobby });
    for (const l of listeners) l(c);
  };
  return { emit, done, lines: () => text.trimEnd().split('\n') };
}

/** The same story told to each reader. */
async function story(lang: Lang): Promise<string[]> {
  const w = watched(lang);
  w.emit({ kind: 'watching', admitted: true });
  w.emit({ kind: 'lobby', lobby: started });
  w.emit({ kind: 'lobby', lobby: { ...started, seats: [seat(1, 'Ann'), seat(2, 'Bob', { reconnectMsLeft: 28_000 }), started.seats[2]] } });
  w.emit({ kind: 'lobby', lobby: started });
  w.emit({ kind: 'said', said: { at: 0, seat: 2, kind: 'signal', value: 'go' } });
  w.emit({ kind: 'notice', code: 'hostLeft', params: { name: 'Ann', newHost: 2, newHostName: 'Bob' }, message: 'Ann left: Bob is the host now' });
  w.emit({ kind: 'connection', status: 'reconnecting' });
  w.emit({ kind: 'connection', status: 'connected' });
  w.emit({ kind: 'connection', status: 'closed' });
  expect(await w.done).toBe(1);
  return w.lines();
}

describe('the plain watch log', () => {
  it('in English', async () => {
    const lines = await story('en');
    expect(lines[0]).toBe('Watching KQX7-2MPD (regicide) as Eve. Ctrl-C leaves.');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Waiting for the host to let you in…',
        'The host let you in.',
        'Seats: 1 Ann (host), 2 Bob, 3 bot',
        'Watching: Eve',
        'Bob reconnecting… 0:28',
        'Bob is back at the table',
        'Back at the table.',
        'The table is gone.',
      ]),
    );
  });

  it.each(['de', 'fr', 'nb'] as const)('in %s: no English line', async (lang) => {
    const lines = await story(lang);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    const english = await story('en');
    // Names, the code and the game's id are the same in every language; every line's words are not.
    for (const [i, line] of lines.entries()) expect(line, line).not.toBe(english[i]);
    expect(lines.join('\n')).not.toMatch(/\b(Watching|Seats|The host|The table|Back at|reconnecting|is the host now)\b/);
  });
});

describe('the end in the plain watch log', () => {
  it("says the result in the game's words in each language, never the server's JSON", async () => {
    for (const [lang, words] of [
      ['en', 'The game is over: Defeat.'],
      ['de', 'Das Spiel ist vorbei: Verloren.'],
    ] as const) {
      const w = watched(lang);
      w.emit({ kind: 'watching', admitted: true });
      w.emit({ kind: 'end', end: { result: { outcome: 'lost', enemiesDefeated: 5, medal: null }, seed: 's', salt: 'x', commitment: 'c', seedChosen: false, log: null } });
      expect(await w.done).toBe(0);
      const over = w.lines().find((l) => l.startsWith(words.split(':')[0]));
      expect(over).toContain(words);
      expect(over).toMatch(/5/);
      expect(over).not.toContain('{');
    }
  });
});
