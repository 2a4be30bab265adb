// A week's duplicate event on a real server on loopback (issue 31): three teams of people and the
// server's bots — Ada and Ben live (two deals: the two players' deal alone, the three players' deal
// with a bot), Cleo turn-based with a bot, Dora and Eli turn-based with a bot across a restart of the
// server — each play the week's deal for their table's player count; the server replays each game
// before it ranks it, and the ranking (enemies defeated, then jesters kept) survives the restart.
// No seed reaches a player while the week runs (not the end message, not the ranking); a second
// table of a deal is not ranked; a guest and a chosen seed are refused; once the week is over the
// seeds are shown. `regicide event` prints the week within 80 columns, in German too, and as JSON.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { replayLog } from '../../src/core/log.js';
import { gameModule } from '../../src/modules/registry.js';
import { accountAct, keyProver } from '../../src/net/accounts/account-client.js';
import { parseServerAddress, type ServerAddress } from '../../src/net/client/address.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { askEventWeek } from '../../src/net/events/event-client.js';
import { isoWeekOf, weekBounds } from '../../src/net/events/event-week.js';
import type { EventWeekView } from '../../src/net/events/team-events.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { textWidth } from '../../src/text/width.js';
import { ROOT, binPath } from '../cli/drive.js';
import { postJson } from './edge-helpers.js';
import { playWithBot, waitFor } from './net-helpers.js';

const GAME = 'regicide';
const dir = mkdtempSync(join(tmpdir(), 'team-event-server-'));
const data = join(dir, 'data');
let eventNow = Date.now();
let server: NetServer | undefined;
let address: ServerAddress;
const events: { event: string; room?: string; standing?: unknown; reason?: unknown }[] = [];

const start = async (): Promise<NetServer> => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: data, database: sqliteFileIn(data), botDelayMs: 0, eventClock: () => eventNow, logEvent: (e) => events.push(e) });
  address = parseServerAddress(`127.0.0.1:${server.port}`);
  return server;
};

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const keyIn = (name: string): ClientKey => clientKey(join(dir, name, 'regicide-cli'));

async function named(name: string): Promise<ClientKey> {
  const key = keyIn(name);
  expect((await accountAct(address, key, 'claim', { name })).ok).toBe(true);
  return key;
}

/** `regicide ARGS` run as a player's terminal whose data folder holds `name`'s key. */
const regicide = (name: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [binPath('regicide'), ...args],
      { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: join(dir, name), LANG: 'C' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });

const net = netGame(GAME);
const prove = (k: ClientKey) => keyProver(() => k);

/** An event table of `people` (the first hosts), bots in the other seats; turn-based when asked. Each person's seat is played by a seeded bot. */
async function openTable(people: ClientKey[], players: number, o: { turnBased?: boolean } = {}): Promise<RemoteTable[]> {
  const bots = Array.from({ length: players - people.length }, (_, i) => people.length + 1 + i);
  const host = await RemoteTable.create(
    address,
    { game: GAME, options: { players }, event: true, bots, botLevel: 'easy', botDelayMs: 0, name: 'Host', ...(o.turnBased && { turnBased: { moveHours: 48 } }) },
    prove(people[0]),
  );
  const tables = [host];
  // The others join knowingly, as `join --event` does: only then is the sealed end believed.
  for (const [i, key] of people.slice(1).entries()) tables.push(await RemoteTable.join({ ...address, code: host.code }, { name: `P${i + 2}`, seat: i + 2 }, [], prove(key), true));
  return tables;
}

const play = (tables: RemoteTable[]): (() => void)[] => tables.map((t) => playWithBot(t, net.game, net.makeBot('easy', botSeedFor(t.code, t.seat))));
const ended = (tables: RemoteTable[]): Promise<unknown> => Promise.all(tables.map((t) => waitFor(t, () => t.end !== null, 60_000, `the end at seat ${t.seat}`)));

/** The table's judgement in the room's log, once written. */
async function judged(code: string): Promise<{ standing?: unknown; reason?: unknown }> {
  for (let i = 0; i < 400; i++) {
    const e = events.find((x) => x.event === 'eventJudged' && x.room === code);
    if (e) return e;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`table ${code} was never judged`);
}

async function weekOf(key: ClientKey, week?: string): Promise<EventWeekView> {
  const answer = await askEventWeek(address, key, GAME, week);
  if (!answer.ok) throw new Error(`refused: ${answer.code}`);
  return answer.week;
}

describe("a week's duplicate event", () => {
  it('three teams of people and bots, two of them turn-based, ranked as specified, across a restart', async () => {
    let s = await start();
    const [ada, ben, cleo, dora, eli] = [await named('Ada'), await named('Ben'), await named('Cleo'), await named('Dora'), await named('Eli')];
    const week = isoWeekOf(eventNow);

    // A guest may not open an event table; nor may anyone choose its seed, or a player count without a deal.
    const guest = await postJson(s.port, '/matchmake/create/table', { game: GAME, options: { players: 2 }, hostKey: 'g'.repeat(24), event: true });
    expect((guest.json as { code?: string }).code).toBe('eventAccounts');
    await expect(RemoteTable.create(address, { game: GAME, options: { players: 2 }, event: true, seed: 'known' }, prove(ada))).rejects.toThrow(/seed/);
    await expect(RemoteTable.create(address, { game: GAME, options: { players: 1 }, event: true }, prove(ada))).rejects.toThrow(/2, 3, 4 players/);

    // Team 1, live: Ada and Ben, the two players' deal, then the three players' deal with a bot.
    const t1 = await openTable([ada, ben], 2);
    play(t1);
    await ended(t1);
    const t1b = await openTable([ada, ben], 3);
    play(t1b);
    await ended(t1b);
    // The end keeps the deal on the server while the week runs: no seed, no salt, no log; when it will be revealed.
    for (const t of [...t1, ...t1b]) {
      expect(t.end).toMatchObject({ seed: '', salt: '', log: null, sealedUntil: weekBounds(week)!.end });
      expect(t.deal?.sealedUntil).toBe(weekBounds(week)!.end);
    }
    expect(await judged(t1[0].code)).toMatchObject({ standing: 'ranked' });
    expect(await judged(t1b[0].code)).toMatchObject({ standing: 'ranked' });
    for (const t of [...t1, ...t1b]) await t.leave();

    // Team 2, turn-based: Cleo and a bot, the two players' deal.
    const t2 = await openTable([cleo], 2, { turnBased: true });
    play(t2);
    await ended(t2);
    expect(await judged(t2[0].code)).toMatchObject({ standing: 'ranked' });
    await t2[0].leave();

    // Team 3, turn-based: Dora and Eli and a bot, the three players' deal; a few moves, both leave, the server restarts.
    const t3 = await openTable([dora, eli], 3, { turnBased: true });
    const code3 = t3[0].code;
    const stops = play(t3);
    await waitFor(t3[0], () => (t3[0].update?.movesMade ?? 0) >= 4, 30_000, 'four moves');
    for (const stop of stops) stop();
    for (const t of t3) await t.leave();
    await s.close();
    s = await start();
    const back = [
      await RemoteTable.join({ ...address, code: code3 }, { name: 'Dora' }, [], prove(dora), true),
      await RemoteTable.join({ ...address, code: code3 }, { name: 'Eli' }, [], prove(eli), true),
    ];
    play(back);
    await ended(back);
    expect(await judged(code3)).toMatchObject({ standing: 'ranked' });
    for (const t of back) await t.leave();

    // A second table of a deal the team played is no first attempt: not ranked. It starts a minute
    // later (with the event clock standing still, a tie goes to the lower table code, by chance).
    eventNow += 60_000;
    const again = await openTable([ada, ben], 2);
    play(again);
    await ended(again);
    expect(await judged(again[0].code)).toMatchObject({ standing: 'apart', reason: 'notFirst' });
    for (const t of again) await t.leave();

    // The ranking, as the server answers Ada: three teams, each of its ranked games the replay of the server's own log.
    const view = await weekOf(ada);
    expect(view.week).toBe(week);
    expect(view.teams).toHaveLength(3);
    const byMembers = new Map(view.teams.map((t) => [[...t.members].sort().join(' + '), t]));
    expect([...byMembers.keys()].sort()).toEqual(['Ada + Ben', 'Cleo', 'Dora + Eli']);
    expect(byMembers.get('Ada + Ben')).toMatchObject({
      yours: true,
      bots: 1,
      games: [
        { players: 2, bots: 0, turnBased: false },
        { players: 3, bots: 1, turnBased: false },
      ],
    });
    expect(byMembers.get('Cleo')).toMatchObject({ yours: false, bots: 1, games: [{ players: 2, bots: 1, turnBased: true }] });
    expect(byMembers.get('Dora + Eli')).toMatchObject({ yours: false, bots: 1, games: [{ players: 3, bots: 1, turnBased: true }] });
    // Each team's figures are those of its games' logs replayed by the engine; the order is enemies, then jesters.
    const rule = gameModule(GAME).teamEvent;
    const stored = await logsOf([t1[0].code, t1b[0].code, t2[0].code, code3]);
    const standing = (code: string) => rule.standingOf(replayLog(gameModule(GAME).game, stored.get(code)!).state);
    const expected = new Map([
      ['Ada + Ben', [standing(t1[0].code), standing(t1b[0].code)]],
      ['Cleo', [standing(t2[0].code)]],
      ['Dora + Eli', [standing(code3)]],
    ]);
    for (const [team, games] of expected) {
      expect(byMembers.get(team)!.defeated).toBe(games.reduce((n, g) => n + g.defeated, 0));
      expect(byMembers.get(team)!.jesters).toBe(games.reduce((n, g) => n + g.jesters, 0));
    }
    for (let i = 1; i < view.teams.length; i++) {
      const [a, b] = [view.teams[i - 1], view.teams[i]];
      expect(a.defeated > b.defeated || (a.defeated === b.defeated && a.jesters >= b.jesters)).toBe(true);
      expect(a.place === b.place).toBe(a.defeated === b.defeated && a.jesters === b.jesters);
    }
    // Each deal: how many teams, how many won, beside the solver's ceiling (proven in the background: wait for it,
    // asking about once a second, within the route's 60 requests a minute however slow a loaded machine proves).
    let proven = view;
    for (let i = 0; i < 120 && proven.deals.some((d) => d.ceiling === 'pending'); i++) {
      await new Promise((r) => setTimeout(r, 1100));
      proven = await weekOf(ada);
    }
    expect(proven.deals.map((d) => [d.players, d.teams])).toEqual([
      [2, 2],
      [3, 2],
      [4, 0],
    ]);
    for (const d of proven.deals) expect(['winnable', 'not-winnable', 'unknown']).toContain(d.ceiling);

    // No seed in any answer while the week runs.
    const seeds = [...stored.values()].map((l) => l.seed);
    const raw = JSON.stringify(proven);
    for (const seed of seeds) expect(raw).not.toContain(seed);
    for (const d of proven.deals) expect(d.seed).toBeUndefined();

    // The terminal: the week within 80 columns, in German, as screen-reader lines, as JSON.
    const shown = await regicide('Ada', ['event', '--server', address.display]);
    expect(shown.stderr).toBe('');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Regicide team event, week ${week}, on ${address.display}`);
    expect(shown.stdout).toMatch(/> +\d +Ada, Ben \(\+1 bot seat\)/);
    const de = await regicide('Ada', ['event', '--lang', 'de']);
    expect(de.stdout).toContain(`Regicide-Team-Event, Woche ${week}`);
    const lines = await regicide('Ada', ['event', '--screen-reader']);
    expect(lines.stdout).toMatch(/Place \d: Cleo \(\+1 bot seat\); \d+ enem(y|ies) defeated, \d+ jesters? kept, 1 deal\./);
    for (const out of [shown.stdout, de.stdout, lines.stdout]) expect(out.split('\n').filter((l) => textWidth(l) > 80)).toEqual([]);
    const json = JSON.parse((await regicide('Ada', ['event', '--json'])).stdout) as EventWeekView;
    expect(json.teams.map((t) => t.defeated)).toEqual(view.teams.map((t) => t.defeated));
    for (const seed of seeds) expect(JSON.stringify(json)).not.toContain(seed);

    // Once the week is over, its seeds are shown: the deals every team played.
    eventNow = weekBounds(week)!.end + 1000;
    const over = await weekOf(ada, week);
    expect(over.over).toBe(true);
    expect(over.deals.find((d) => d.players === 2)!.seed).toBe(stored.get(t1[0].code)!.seed);
    expect(over.deals.find((d) => d.players === 3)!.seed).toBe(stored.get(code3)!.seed);
    expect(stored.get(t2[0].code)!.seed).toBe(stored.get(t1[0].code)!.seed);
    // The new week has no team yet, and other deals.
    expect((await weekOf(ada)).teams).toEqual([]);
  }, 300_000);
});

/** The games' logs as the server keeps them (read here, on the server's side, to check the replay). */
async function logsOf(codes: string[]): Promise<Map<string, GameLog>> {
  const { openDatabase } = await import('../../src/net/db/database.js');
  const db = await openDatabase(sqliteFileIn(data));
  try {
    const rows = await db.db.selectFrom('event_games').select(['key', 'log']).where('key', 'in', codes).execute();
    return new Map(rows.map((r) => [r.key, JSON.parse(r.log ?? 'null') as GameLog]));
  } finally {
    await db.close();
  }
}
