// A team event's table as a joining player is told of it (issue 31): the server lists it with its
// week, the lobby's listing marks it "team event 2026-W49" (on the screen and as lines), and the
// waiting room says plainly what it is — the week, the same deal for every team, results sealed
// until the week's end — in four languages at 80 and 60 columns. A player who did not choose an
// event table before joining is warned instead that only the server says so (its sealed end will
// not match). What a hostile listing sends in place of a week never reaches a screen.
import { Box } from 'ink';
import { describe, expect, it, afterEach } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { lobbyList, lobbyTableFrom } from '../../src/net/lobby/lobby-client.js';
import { lobbyAnswer, openTables } from '../../src/net/lobby/lobby-list.js';
import type { LobbyRead } from '../../src/net/lobby/lobby-watch.js';
import { LANGS } from '../../src/text/lang.js';
import { textWidth } from '../../src/text/width.js';
import { LobbyList } from '../../src/ui/net/LobbyList.js';
import { LobbyScreen } from '../../src/ui/net/LobbyScreen.js';
import { waitingEventLine } from '../../src/ui/net/lobby-event.js';
import { runLobbyLines } from '../../src/ui/net/lobby-lines.js';
import { NET_EVENT_TABLE } from '../../src/ui/net/texts/event-table.js';
import { type FakeLobby, startFakeLobby, table } from '../net/lobby-fake.js';
import { lobby } from '../net/lobby-fixtures.js';
import { KEYS, renderUi, until } from './helpers.js';
import { lineStreams } from './line-streams.js';

const WEEK = '2026-W49';
let fake: FakeLobby | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** The fake lobby's listing with the week the real server adds to an event table (the fake drops unknown fields). */
function readWithEvents(f: FakeLobby, events: Record<string, string>): LobbyRead {
  const server = parseServerAddress(f.address);
  return async (query, signal) => {
    const listing = await lobbyList(server, query, signal);
    return { ...listing, tables: listing.tables.map((t) => (t.code in events ? lobbyTableFrom({ ...t, event: events[t.code] })! : t)) };
  };
}

describe('an event table in the lobby', () => {
  it("the server lists an event table with its week, and the client keeps only a week's name", () => {
    const meta = { public: true as const, game: 'regicide', seats: 2, taken: 1, variants: [], lang: 'en', host: 'Ann', openedAt: 1, started: false, closed: false };
    const listed = lobbyAnswer(
      openTables([
        { roomId: 'EVNT', metadata: { ...meta, event: WEEK } },
        { roomId: 'PLAIN', metadata: meta },
      ]),
      {},
      10,
    ).tables;
    expect(listed.map((t) => t.event)).toEqual([WEEK, undefined]);
    const base = { code: 'KQX7-2MPD', game: 'regicide', seats: 2, taken: 1 };
    expect(lobbyTableFrom({ ...base, event: WEEK })).toMatchObject({ event: WEEK });
    for (const hostile of ['2026-W49\u001b[2J', '2026-W99', 49, 'team event']) expect(lobbyTableFrom({ ...base, event: hostile })).not.toHaveProperty('event');
  });

  it('a row says "team event" and its week, on the screen and as lines', async () => {
    fake = await startFakeLobby([table('KQX7-2MPD', { host: 'Ann' }), table('ABCD-2345', { host: 'Bo', seats: 2 })]);
    const read = readWithEvents(fake, { 'ABCD-2345': WEEK });
    const r = renderUi(<LobbyList server={fake.address} read={read} games={['regicide']} initial={{ game: 'regicide', seats: null }} onChoose={() => {}} columns={80} rows={24} retryMs={50} />);
    const frame = await until(r.screen, (s) => s.includes('Ann') && s.includes('Bo'));
    expect(frame).toMatch(/Bo\s+.*team event W49/);
    expect(frame).not.toMatch(/Ann\s+.*team event/);
    // The chosen row is an ordinary table: no line about the event.
    expect(frame).not.toContain('A team event table');
    await r.type(KEYS.down);
    const chosenEvent = await until(r.screen, (f) => f.includes('A team event table'));
    const flat = chosenEvent.replace(/\s+/g, ' ');
    expect(flat).toContain("A team event table, week 2026-W49: the week's deal, the same for every team; results sealed until 2026-12-07 00:00 UTC.");
    expect(flat).toContain(`To play it as the event: npx regicide join --event ${fake.address}/ABCD-2345`);
    r.unmount();
    // At 60×20 in French: the mark, the line, the keys, within the rows and columns.
    const small = renderUi(<LobbyList server={fake.address} read={read} games={['regicide']} initial={{ game: 'regicide', seats: null }} onChoose={() => {}} columns={60} rows={20} retryMs={50} />, {
      lang: 'fr',
    });
    await until(small.screen, (f) => f.includes('Bo'));
    await small.type(KEYS.down);
    const fr = await until(small.screen, (f) => f.includes('Une table de'));
    expect(fr.split('\n').filter((l) => textWidth(l) > 60)).toEqual([]);
    expect(fr.split('\n').length).toBeLessThanOrEqual(20);
    expect(fr).toContain('q quitter');
    expect(fr.replace(/\s+/g, ' ')).toContain('Pour la jouer dans le cadre de l’événement : npx regicide join --event');
    small.unmount();
    const s = lineStreams();
    const chosen = runLobbyLines({ server: fake.address, read, games: ['regicide'], initial: { game: 'regicide', seats: null }, lang: 'de', retryMs: 50 }, s.io);
    expect(await s.hear(/^2\. /)).toMatch(/Gastgeber Bo, .*Varianten Team-Event W49$/);
    s.type('q');
    expect(await chosen).toBeNull();
  });
});

describe('the waiting room of an event table', () => {
  const eventLobby = { ...lobby, event: WEEK };

  it('says plainly it is a team event table (week, same deal, sealed results) in four languages at 80 and 60 columns', async () => {
    const said = { en: 'Team event table, week 2026-W49', de: 'Team-Events, Woche 2026-W49', fr: 'semaine 2026-W49', nb: 'lagturneringen, uke 2026-W49' };
    for (const lang of LANGS) {
      for (const columns of [80, 60]) {
        const r = renderUi(
          <Box width={columns}>
            <LobbyScreen
              lobby={eventLobby}
              title="Regicide"
              mySeat={2}
              isHost={false}
              joinLine={null}
              reconnectLeft={() => null}
              message={null}
              eventLine={waitingEventLine(NET_EVENT_TABLE[lang], eventLobby, WEEK)}
            />
          </Box>,
          { lang },
        );
        const frame = await until(r.screen, (f) => f.includes('KQX7-2MPD'));
        expect(frame.split('\n').filter((l) => textWidth(l) > columns)).toEqual([]);
        const flat = frame.replace(/\s+/g, ' ');
        expect(flat, `${lang} ${columns}`).toContain(said[lang]);
        // The week's end: the moment its results are revealed.
        expect(flat).toContain('2026-12-07 00:00 UTC');
        r.unmount();
      }
    }
    const en = waitingEventLine(NET_EVENT_TABLE.en, eventLobby, WEEK)!;
    expect(en).toEqual({ text: "Team event table, week 2026-W49: the week's deal, the same for every team; results sealed until 2026-12-07 00:00 UTC.", believed: true });
  });

  it('warns a player who did not join it as an event table that only the server says so', () => {
    for (const lang of LANGS) {
      const line = waitingEventLine(NET_EVENT_TABLE[lang], eventLobby, null)!;
      expect(line.believed).toBe(false);
      expect(line.text).toContain('join --event');
      expect(line.text).toContain(WEEK);
    }
    expect(waitingEventLine(NET_EVENT_TABLE.en, eventLobby, null)!.text).toContain('if the server keeps the results sealed, that check fails');
    // Any other table, or a lobby whose week is no week: no line.
    expect(waitingEventLine(NET_EVENT_TABLE.en, lobby, null)).toBeNull();
    expect(waitingEventLine(NET_EVENT_TABLE.en, { ...lobby, event: 'W49\u001b' }, null)).toBeNull();
    // No line holds a control character.
    for (const lang of LANGS)
      for (const believed of [WEEK, null]) {
        const text = waitingEventLine(NET_EVENT_TABLE[lang], eventLobby, believed)!.text;
        expect(Array.from(text, (c) => c.codePointAt(0)!).filter((n) => n < 32)).toEqual([]);
      }
    expect(textWidth(NET_EVENT_TABLE.en.listed(WEEK))).toBeLessThanOrEqual(20);
  });
});
