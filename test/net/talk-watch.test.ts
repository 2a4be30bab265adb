// Table talk and watchers at a networked table: whole games with a signal from every other seat
// after every jester, quick phrases and a watcher recorded through the game; the log keeps the
// signals (verify passes, the replay frames carry them). Watchers come in only as the host allows
// (yes, no, ask), see only public lines, cannot move or signal, and greet only when allowed;
// talk that the rules or the server refuse earns a code and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameLog, verifyLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import type { SaidMessage } from '../../src/net/wire/messages.js';
import { type RemoteChange, RemoteTable, TableRefused } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { replayFrames } from '../../src/table/replay.js';
import { cutConnection, playNetworkedGame, waitFor } from './net-helpers.js';

let server: NetServer;
beforeAll(async () => {
  // Every table here is opened from 127.0.0.1: more than the default tables a minute per address.
  server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: { tablesPerMinutePerAddress: 100 } });
});
afterAll(async () => {
  await server?.close();
});

const address = () => parseServerAddress(`127.0.0.1:${server.port}`);
const errors = (log: RemoteChange[]): string[] => log.flatMap((c) => (c.kind === 'error' ? [c.code] : []));
const record = (t: RemoteTable): RemoteChange[] => {
  const log: RemoteChange[] = [];
  t.subscribe((c) => log.push(c));
  return log;
};

/** The positions right after a jester in a log, with the seat choosing there. */
function jesterPositions(log: GameLog): { at: number; chooser: number }[] {
  const table = replayFrames(regicide, log);
  return table.flatMap((f, at) => (f.views[0].phase === 'next' ? [{ at, chooser: f.toMove! }] : []));
}

describe('a whole networked game with table talk and a watcher', () => {
  it('every other seat signals after every jester; the log, the replay and the watcher keep it', async () => {
    const options = { players: 3, variants: ['extra-jester'] };
    const { tables, watcher, watcherSeen } = await playNetworkedGame(server.port, 'regicide', options, 'talk-net-3', [], { talk: true, watch: true });
    const log = tables[0].end!.log as GameLog;
    const jesters = jesterPositions(log);
    expect(jesters.length).toBeGreaterThan(0);
    const signals = (log.annotations ?? []).filter((a) => a.kind === 'signal');
    for (const { at, chooser } of jesters) {
      for (const seat of [1, 2, 3].filter((s) => s !== chooser)) {
        expect(
          signals.some((a) => a.at === at && a.seat === seat),
          `seat ${seat} signalled at ${at}`,
        ).toBe(true);
      }
    }
    expect((log.annotations ?? []).some((a) => a.kind === 'phrase' && a.code === 'my-hand')).toBe(true);
    // Talk is no move: the log verifies, and every replay frame after a jester carries its signals.
    expect(verifyLog(regicide, log).ok).toBe(true);
    const frames = replayFrames(regicide, log);
    for (const { at } of jesters) expect(frames[at].said.filter((s) => s.kind === 'signal').length).toBeGreaterThanOrEqual(2);
    // Everyone heard everything said, the watcher included, and the watcher got the whole log at the end.
    const saidCount = log.annotations!.length;
    for (const t of [...tables, watcher!]) expect(t.said.filter((s) => s.seat !== 0)).toHaveLength(saidCount);
    expect((watcher!.end!.log as GameLog).annotations).toEqual(log.annotations);
    expect(watcherSeen.filter((c) => c.kind === 'public').length).toBe(log.moves.length + 1);
  });
});

describe('watchers come in as the host allows', () => {
  it('no: a watcher is refused with a code', async () => {
    const host = await RemoteTable.create(address(), { game: 'regicide', options: { players: 2, variants: [] }, name: 'Host' });
    const refused = await RemoteTable.watch({ ...address(), code: host.code }, { name: 'Eve' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TableRefused);
    expect((refused as TableRefused).code).toBe('noWatchers');
    await host.leave();
  });

  it('ask: the host is asked, a waiting watcher hears nothing of the table, and the host lets one in and refuses another', async () => {
    const host = await RemoteTable.create(address(), { game: 'regicide', options: { players: 2, variants: [] }, name: 'Host', watchers: 'ask' });
    const room = { ...address(), code: host.code };
    const eve = await RemoteTable.watch(room, { name: 'Eve' });
    const eveSeen = record(eve);
    expect(eve.admitted).toBe(false);
    await waitFor(host, () => host.watchRequests.length === 1, 10_000, 'the request');
    expect(host.watchRequests[0].name).toBe('Eve');
    const bob = await RemoteTable.join(room, { name: 'Bob' });
    await waitFor(bob, () => bob.lobby?.seats[1].name === 'Bob', 10_000, 'the lobby');
    // Nothing of the table reached the waiting watcher: no lobby, no names.
    expect(eveSeen.filter((c) => c.kind !== 'connection')).toEqual([]);
    expect(eve.lobby).toBeNull();
    host.answerWatch(host.watchRequests[0].id, true);
    await waitFor(eve, () => eve.admitted && eve.lobby !== null, 10_000, 'being let in');
    await waitFor(host, () => (host.lobby?.watchers ?? []).includes('Eve'), 10_000, 'the lobby listing the watcher');

    const mallory = await RemoteTable.watch(room, { name: 'Mallory' });
    const mallorySeen = record(mallory);
    await waitFor(host, () => host.watchRequests.length === 1, 10_000, 'the second request');
    host.answerWatch(host.watchRequests[0].id, false);
    await waitFor(mallory, () => mallory.status === 'closed', 10_000, 'being turned away');
    expect(mallorySeen.some((c) => c.kind === 'notice' && c.code === 'watchRefused')).toBe(true);
    // Only the host answers requests.
    const bobSeen = record(bob);
    bob.answerWatch('anything', true);
    await waitFor(bob, () => errors(bobSeen).includes('notHost'), 10_000, 'the refusal');
    await Promise.all([eve, bob, host].map((t) => t.leave()));
  });
});

describe('a watcher cannot play, signal or chat, except greetings when the host allows them', () => {
  it('moves, signals and facts are refused with codes; greetings go to everyone only when allowed', async () => {
    const host = await RemoteTable.create(address(), {
      game: 'regicide',
      options: { players: 2, variants: [] },
      bots: [2],
      botLevel: 'easy',
      botDelayMs: 5000,
      name: 'Host',
      watchers: 'yes',
      watcherGreetings: true,
    });
    const room = { ...address(), code: host.code };
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    const eve = await RemoteTable.watch(room, { name: '\u001b[31mEve' });
    const eveSeen = record(eve);
    await waitFor(eve, () => eve.publicUpdate !== null, 10_000, 'the public view');
    expect(eve.publicUpdate!.view).not.toHaveProperty('hand');
    eve.submit(host.update!.legal[0]);
    eve.signal('go');
    eve.say('my-hand');
    eve.say('good-luck');
    await waitFor(eve, () => errors(eveSeen).length >= 3, 10_000, 'the refusals');
    expect(errors(eveSeen)).toEqual(['watching', 'watching', 'notGreeting']);
    await waitFor(host, () => host.said.some((s) => s.seat === 0), 10_000, 'the greeting');
    const greeting = host.said.find((s): s is Extract<SaidMessage, { seat: 0 }> => s.seat === 0)!;
    expect(greeting).toMatchObject({ seat: 0, kind: 'phrase', code: 'good-luck' });
    // The name was cleaned by the server (no escape character reaches anyone).
    expect(greeting.watcher).toBe('[31mEve');
    expect(host.update!.movesMade).toBe(0);
    await Promise.all([eve, host].map((t) => t.leave()));
  });

  it('greetings are refused when the host has not allowed them', async () => {
    const host = await RemoteTable.create(address(), { game: 'thronfolge', options: { first: null, variants: [] }, name: 'Host', watchers: 'yes' });
    const eve = await RemoteTable.watch({ ...address(), code: host.code }, { name: 'Eve' });
    const eveSeen = record(eve);
    eve.say('good-luck');
    await waitFor(eve, () => errors(eveSeen).length > 0, 10_000, 'the refusal');
    expect(errors(eveSeen)).toEqual(['watchersSilent']);
    await Promise.all([eve, host].map((t) => t.leave()));
  });
});

describe('a watcher whose connection drops', () => {
  it('comes back by itself, keeps its place and may still greet', async () => {
    const host = await RemoteTable.create(address(), { game: 'regicide', options: { players: 2, variants: [] }, name: 'Host', watchers: 'ask', watcherGreetings: true });
    const eve = await RemoteTable.watch({ ...address(), code: host.code }, { name: 'Eve' });
    await waitFor(host, () => host.watchRequests.length === 1, 10_000, 'the request');
    host.answerWatch(host.watchRequests[0].id, true);
    await waitFor(eve, () => eve.admitted && eve.lobby !== null, 10_000, 'being let in');
    let cut = false;
    eve.subscribe((c) => {
      if (c.kind === 'connection' && c.status === 'reconnecting') cut = true;
    });
    cutConnection(eve);
    await waitFor(eve, () => cut && eve.status === 'connected', 20_000, 'the reconnection');
    // Back without asking the host again, and its messages still pass the rate limit.
    expect(host.watchRequests).toEqual([]);
    eve.say('good-luck');
    await waitFor(host, () => host.said.some((s) => s.seat === 0 && s.kind === 'phrase' && s.code === 'good-luck'), 10_000, 'the greeting');
    expect(host.lobby!.watchers).toEqual(['Eve']);
    await Promise.all([eve, host].map((t) => t.leave()));
  });
});

describe("seats' talk the rules or the server refuse", () => {
  it('has codes: a bad payload, the chooser signalling, no jester, a flood of phrases, a muted seat', async () => {
    const host = await RemoteTable.create(address(), { game: 'regicide', options: { players: 2, variants: [] }, seed: 'talk-7', name: 'Host' });
    const bob = await RemoteTable.join({ ...address(), code: host.code }, { name: 'Bob' });
    const hostSeen = record(host);
    const bobSeen = record(bob);
    await waitFor(host, () => host.update !== null && bob.update !== null, 10_000, 'the start');
    host.sendRaw('signal', { value: 'maybe', at: 0 });
    bob.signal('go');
    await waitFor(bob, () => errors(bobSeen).length > 0 && errors(hostSeen).length > 0, 10_000, 'the refusals');
    expect(errors(hostSeen)).toEqual(['badMessage']);
    expect(errors(bobSeen)).toEqual(['noSignalNow']);
    // A flood of phrases: a burst passes, the rest is dropped with a code and said nowhere.
    for (let i = 0; i < 6; i++) bob.say('thinking');
    await waitFor(bob, () => errors(bobSeen).includes('talkRate'), 10_000, 'the rate refusal');
    await waitFor(host, () => host.said.length >= 3, 10_000, 'the burst');
    expect(host.said.length).toBeLessThan(6);
    // The host mutes seat 2: its phrases stop, a non-host cannot mute.
    bob.mute(1, true);
    await waitFor(bob, () => errors(bobSeen).includes('notHost'), 10_000, 'notHost');
    host.mute(2, true);
    await waitFor(bob, () => (bob.lobby?.muted ?? []).includes(2), 10_000, 'the mute');
    bob.say('sorry');
    await waitFor(bob, () => errors(bobSeen).includes('muted'), 10_000, 'muted');
    await Promise.all([bob, host].map((t) => t.leave()));
  });
});
