// The lobby's parts without a server: the quick matcher (one batch at a time, the oldest table
// that fits, a seat never promised twice, a table opened once for players asking together) and
// the listing (one read shared by every waiting client, versions that change only with the tables).
import { describe, expect, it } from 'vitest';
import { LobbyList, type OpenTable, type RoomEntry, lobbyAnswer, openTables } from '../../src/net/lobby/lobby-list.js';
import { QuickMatcher, type QuickRequest } from '../../src/net/quick/quick-match.js';
import { freshTable, gameLogOf, recordOf, restoredTable } from '../../src/net/state/room-setup.js';
import { isListed, metadataOf } from '../../src/net/state/room-listing.js';
import { roomServices } from '../../src/net/server/room-services.js';

const table = (code: string, extra: Partial<OpenTable> = {}): OpenTable => ({
  code,
  public: true,
  game: 'regicide',
  seats: 2,
  taken: 1,
  variants: [],
  lang: 'en',
  host: 'Host',
  openedAt: 1000,
  started: false,
  closed: false,
  ...extra,
});
const ask = (address: string, extra: Partial<QuickRequest> = {}): QuickRequest => ({ game: 'regicide', seats: 2, create: { hostKey: address.repeat(8) }, address, ...extra });

/** A matcher over an in-memory listing whose opening takes a while (as a real create does). */
function matcher(start: OpenTable[] = []) {
  const tables = [...start];
  const opened: string[] = [];
  let reads = 0;
  const m = new QuickMatcher({
    read: async () => (reads++, tables.map((t) => ({ ...t }))),
    open: async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      const code = `NEW${opened.length + 1}`;
      opened.push(code);
      tables.push(table(code, { seats: r.seats ?? 2, openedAt: 5000 + opened.length }));
      return code;
    },
    planned: (r) => ({ game: r.game, seats: r.seats ?? 2, variants: [], lang: 'en' }),
  });
  return { m, opened, reads: () => reads };
}

describe('the quick matcher', () => {
  it('opens one table for two players asking at once, and seats the second there', async () => {
    const { m, opened } = matcher();
    const [a, b] = await Promise.all([m.ask(ask('a')), m.ask(ask('b'))]);
    expect(opened).toEqual(['NEW1']);
    expect([a, b]).toEqual([
      { code: 'NEW1', host: true },
      { code: 'NEW1', host: false },
    ]);
  });

  it('many players asking at once fill tables in turn, one read a batch', async () => {
    const { m, opened, reads } = matcher();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => m.ask(ask(`p${i}`))));
    expect(opened).toHaveLength(5);
    const byCode = new Map<string, number>();
    for (const a of answers) byCode.set(a.code, (byCode.get(a.code) ?? 0) + 1);
    expect([...byCode.values()]).toEqual([2, 2, 2, 2, 2]);
    expect(reads()).toBeLessThanOrEqual(2);
  });

  it('picks the oldest table that fits the game, seats, variants and language, and promises a seat once', async () => {
    const { m, opened } = matcher([
      table('OLD-DE', { openedAt: 1, lang: 'de' }),
      table('OLD-3', { openedAt: 2, seats: 3 }),
      table('SHORT', { openedAt: 3, variants: ['short'] }),
      table('TWO', { openedAt: 4 }),
      table('THRON', { openedAt: 0, game: 'thronfolge' }),
    ]);
    expect(await m.ask(ask('a', { lang: 'en', variants: [] }))).toEqual({ code: 'TWO', host: false });
    expect(await m.ask(ask('b', { lang: 'en', variants: ['short'] }))).toEqual({ code: 'SHORT', host: false });
    // Without a language or variants asked, the oldest of any fits.
    expect(await m.ask(ask('c'))).toEqual({ code: 'OLD-DE', host: false });
    expect(await m.ask(ask('d', { seats: 3 }))).toEqual({ code: 'OLD-3', host: false });
    expect(await m.ask(ask('e', { seats: 3 }))).toEqual({ code: 'OLD-3', host: false });
    // Every two-seat Regicide table's free seat is promised: the next player gets a table of their own.
    expect(await m.ask(ask('f'))).toEqual({ code: 'NEW1', host: true });
    expect(opened).toEqual(['NEW1']);
  });

  it('players asking one after another pair up, though the oldest tables still list a seat their players have not yet taken', async () => {
    // The listing learns of a seat only when its player sits: here nobody sits, so every table the
    // quick match filled is still listed with a free seat, oldest first. Past the sixteen oldest,
    // a matcher that kept offering those would open a table for every second player.
    const { m, opened } = matcher();
    const answers: { code: string; host: boolean }[] = [];
    for (let i = 0; i < 60; i++) answers.push(await m.ask(ask(`p${i}`)));
    expect(opened).toHaveLength(30);
    expect(answers.filter((a) => a.host)).toHaveLength(30);
    const byCode = new Map<string, number>();
    for (const a of answers) byCode.set(a.code, (byCode.get(a.code) ?? 0) + 1);
    expect(new Set(byCode.values())).toEqual(new Set([2]));
  });

  it('answers a failed open with its refusal, and goes on with the next player', async () => {
    let fail = true;
    const m = new QuickMatcher({
      read: async () => [],
      open: async () => {
        if (fail) {
          fail = false;
          throw new Error('refused');
        }
        return 'OK';
      },
      planned: () => null,
    });
    const [a, b] = await Promise.allSettled([m.ask(ask('a')), m.ask(ask('b'))]);
    expect(a.status).toBe('rejected');
    expect(b).toEqual({ status: 'fulfilled', value: { code: 'OK', host: true } });
  });
});

describe('the listing', () => {
  const rooms = (taken: number): RoomEntry[] => [
    { roomId: 'B', metadata: table('B', { openedAt: 2, taken }) },
    { roomId: 'A', metadata: table('A', { openedAt: 1 }) },
    { roomId: 'PRIVATE' },
    { roomId: 'GONE', metadata: { ...table('GONE'), unlisted: true } },
    { roomId: 'PLAYING', metadata: table('PLAYING', { started: true }) },
    { roomId: 'FULL', metadata: table('FULL', { taken: 2 }) },
  ];

  it('lists the open public tables oldest first; the version changes with the tables, not with the time', () => {
    expect(openTables(rooms(1)).map((t) => t.code)).toEqual(['A', 'B']);
    const first = lobbyAnswer(openTables(rooms(1)), {}, 10_000);
    expect(first.tables[0]).toEqual({ code: 'A', game: 'regicide', seats: 2, taken: 1, free: 1, variants: [], lang: 'en', host: 'Host', waitingSeconds: 9, turnBased: false, moveHours: null });
    expect(lobbyAnswer(openTables(rooms(1)), {}, 99_000).version).toBe(first.version);
    expect(lobbyAnswer(openTables(rooms(0)), {}, 10_000).version).not.toBe(first.version);
  });

  it('reads the rooms once a refresh for every client waiting, however many', async () => {
    let reads = 0;
    let taken = 1;
    const list = new LobbyList({ query: async () => (reads++, rooms(taken)), refreshMs: 50, waitMs: 5000 });
    const { version } = await list.list({});
    const waits = await Promise.all(Array.from({ length: 200 }, () => list.waitFor({}, version)));
    expect(list.waiting).toBe(200);
    const readsBefore = reads;
    taken = 0;
    const answers = await Promise.all(waits.map((w) => w.answer));
    expect(answers.every((a) => a.version !== version && a.tables.find((t) => t.code === 'B')?.taken === 0)).toBe(true);
    expect(reads - readsBefore).toBeLessThanOrEqual(2);
    expect(list.waiting).toBe(0);
  });

  it('a client that hangs up stops waiting; a closing server answers the rest', async () => {
    const list = new LobbyList({ query: async () => rooms(1), refreshMs: 50, waitMs: 60_000 });
    const { version } = await list.list({});
    const gone = await list.waitFor({}, version);
    const stays = await list.waitFor({}, version);
    gone.cancel();
    expect(list.waiting).toBe(1);
    list.close();
    expect((await stays.answer).version).toBe(version);
    expect(list.waiting).toBe(0);
  });
});

describe('a public table’s metadata', () => {
  const services = roomServices();
  const create = { game: 'regicide', options: { players: 3, variants: ['short'] }, hostKey: 'k'.repeat(20), name: 'Ann', public: true, lang: 'nb' };

  it('counts seat 1 for its creator, names the creator as host, and is listed until it starts', () => {
    const t = freshTable(create, services);
    const meta = metadataOf(t, false)!;
    expect(meta).toMatchObject({ public: true, game: 'regicide', seats: 3, taken: 1, variants: ['short'], lang: 'nb', host: 'Ann', started: false, closed: false });
    expect(isListed(meta)).toBe(true);
    expect(isListed({ ...meta, unlisted: true })).toBe(false);
    expect(isListed(metadataOf(t, true))).toBe(false);
    t.started = true;
    expect(isListed(metadataOf(t, false))).toBe(false);
    expect(metadataOf(freshTable({ ...create, public: false }, services), false)).toBeNull();
  });

  it('is kept by a restored table that had not started', () => {
    const t = freshTable(create, services);
    const back = restoredTable({ ...gameLogOf(t), room: recordOf(t) }, services);
    expect(metadataOf(back, false)).toMatchObject({ lang: 'nb', openedAt: t.publicTable!.openedAt, host: 'Ann' });
  });
});
