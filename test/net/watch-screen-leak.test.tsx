// Leak test of the watcher's screen: whole networked games (server on 127.0.0.1, a free port,
// seeded bots at every client seat, table talk) with a watcher's screen rendering every frame, and
// every frame judged against the engine's state at the position it shows: it names no card that
// nobody at the table has seen — no card of a hand, of the tavern or the castle, of the draw pile
// or the hidden removed cards. (A card once played and later shuffled back stays in the event log
// as the move that played it: that is history everyone saw, not the tavern's order.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { watchClient } from '../../src/net/client/watch-client.js';
import { watchedNames } from '../../src/ui/net/watch-entry.js';
import { WatchApp } from '../../src/ui/net/WatchApp.js';
import type { WatchScreens } from '../../src/ui/net/watch-screens.js';
import { REGICIDE_WATCH } from '../../src/ui/regicide/watch-board.js';
import { SeatNamesProvider } from '../../src/ui/shared/seat-names.js';
import { THRONFOLGE_WATCH } from '../../src/ui/thronfolge/watch-board.js';
import { until } from '../ui/helpers.js';
import { renderSized } from '../ui/thronfolge-helpers.js';
import { cardsIn, secretsOf, states } from './leak-helpers.js';
import { playNetworkedGame } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: { tablesPerMinutePerAddress: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const SUIT_LETTER: Record<string, string> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' };

/** The cards a frame shows, as card ids ("10H"); jesters are all alike and tell nothing. */
const cardsShown = (frame: string): string[] => [...frame.matchAll(/(10|[2-9AJQK])([♠♥♦♣])/g)].map((m) => m[1] + SUIT_LETTER[m[2]]);

interface Frame {
  text: string;
  /** The moves made in the position the frame was drawn from. */
  at: number;
}

/** Renders the watcher's screen of `table` and records each frame with the position it showed. */
function recordScreen(table: RemoteTable, game: AnyGame, screens: WatchScreens) {
  const client = watchClient(table, game);
  const frames: Frame[] = [];
  const r = renderSized(
    <SeatNamesProvider names={watchedNames(client)}>
      <WatchApp client={client} screens={screens} code={table.code} name="Screen" savePath="/logs/w.json" replayCommand="-" onExit={() => {}} />
    </SeatNamesProvider>,
    { columns: 80, rows: 24 },
  );
  // Ink writes each frame as it commits it, in the same turn as the render that read the table: the
  // position read here is the one the frame shows.
  const stdout = r.stdout as unknown as { write(frame: string): void };
  const write = stdout.write.bind(stdout);
  stdout.write = (frame: string) => {
    frames.push({ text: frame, at: table.publicUpdate?.movesMade ?? 0 });
    write(frame);
  };
  return { frames, r };
}

/** Cards nobody has seen by each position: hidden then, and in no public view up to it. */
function unseenByPosition(game: AnyGame, all: unknown[]): Set<string>[] {
  const seen = new Set<string>();
  return all.map((state) => {
    for (const c of cardsIn(JSON.stringify(game.publicView(state)))) seen.add(c);
    return new Set(secretsOf(game, state, 0).filter((c) => c !== 'X' && !seen.has(c)));
  });
}

async function watchWholeGame(id: string, game: AnyGame, screens: WatchScreens, options: object, seed: string, dropLine?: (line: string) => boolean) {
  let screen: ReturnType<typeof recordScreen> | null = null;
  let watcher: RemoteTable | null = null;
  const { tables } = await playNetworkedGame(server.port, id, options, seed, [], {
    talk: true,
    watch: true,
    onCreated: async (code) => {
      watcher = await RemoteTable.watch({ ...parseServerAddress(`127.0.0.1:${server.port}`), code }, { name: 'Screen' });
      screen = recordScreen(watcher, game, screens);
    },
  });
  const { frames, r } = screen!;
  // The end reaches this watcher too: the result and the replay key show.
  await until(
    () => frames.at(-1)?.text ?? '',
    (s) => s.includes('r replay'),
    20_000,
  );
  r.unmount();
  await watcher!.leave();
  const moves = (tables[0].end!.log as { moves: string[] }).moves;
  const unseen = unseenByPosition(game, states(game, options, seed, moves));
  let withCards = 0;
  for (const frame of frames) {
    expect(frame.text, 'a frame shows a hand').not.toMatch(/Your hand|Hand of/);
    const text = dropLine
      ? frame.text
          .split('\n')
          .filter((l) => !dropLine(l))
          .join('\n')
      : frame.text;
    const shown = cardsShown(text);
    expect(
      shown.filter((c) => unseen[frame.at].has(c)),
      `frame at move ${frame.at}:\n${frame.text}`,
    ).toEqual([]);
    if (shown.length > 0) withCards++;
  }
  // Not vacuous: the screen drew the game as it went, with its cards.
  expect(new Set(frames.map((f) => f.at)).size).toBeGreaterThan(moves.length / 2);
  expect(withCards).toBeGreaterThan(10);
  return frames;
}

describe('the watcher screen never shows a card nobody has seen', () => {
  it('a whole Regicide game for three (an extra jester), with signals and phrases', async () => {
    const frames = await watchWholeGame('regicide', regicide, REGICIDE_WATCH, { players: 3, variants: ['extra-jester'] }, 'talk-net-3');
    expect(frames.some((f) => f.text.includes('Signals:'))).toBe(true);
  });

  it('a whole Thronfolge duel (the crowns line names the three crowns and never places one in a hand)', async () => {
    const crowns = (line: string) => line.startsWith('Crowns');
    const frames = await watchWholeGame('thronfolge', thronfolge, THRONFOLGE_WATCH, { first: null, variants: [] }, 'screen-leak-d1', crowns);
    const crownLines = frames.flatMap((f) => f.text.split('\n').filter(crowns));
    expect(crownLines.length).toBeGreaterThan(0);
    expect(crownLines.filter((l) => /hand/.test(l))).toEqual([]);
  });
});

describe('the frame check itself', () => {
  it('would catch a screen that drew a hand or the top of the tavern', () => {
    const options = { players: 2, variants: [] };
    const [start] = states(regicide, options, 'screen-leak-check', []);
    const unseen = unseenByPosition(regicide, [start])[0];
    const s = start as { hands: number[][]; tavern: number[] };
    const handFrame = `Hand: ${s.hands[1].map((c) => cardLabel(c)).join(' ')}`;
    const tavernFrame = `Next in the tavern: ${cardLabel(s.tavern[0])}`;
    expect(cardsShown(handFrame).filter((c) => unseen.has(c)).length).toBeGreaterThan(0);
    expect(cardsShown(tavernFrame).filter((c) => unseen.has(c))).toHaveLength(1);
  });
});
