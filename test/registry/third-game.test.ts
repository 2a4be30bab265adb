// The registry, proved with a game that exists only in the tests (High card, two seats, six
// cards), registered in one line: the table, a bot, the protocol driver of its program, the
// simulator (inline and on worker threads), save and resume, and a networked table all play it
// without a line of their code naming it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeProgram } from '../../src/cli/program/program.js';
import { summarizeSave, summaryLine } from '../../src/cli/saves/save-summary.js';
import { runNetProtocol } from '../../src/cli/net/net-protocol.js';
import { replayLog, verifyLog } from '../../src/core/log.js';
import { clientAt, openAt } from '../../src/modules/play.js';
import { gameModule, gameModules, isGameId, registerGame } from '../../src/modules/registry.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { runPool } from '../../src/sim/pool.js';
import { createSaveStore } from '../../src/store/save-store.js';
import { listSavedLogs } from '../../src/store/saved-logs.js';
import { playBotGame } from '../../src/table/bot-game.js';
import { playNetworkedGame } from '../net/net-helpers.js';
import { highCard, highCardModule, type HighCardTally } from './high-card.js';

registerGame(highCardModule, new URL('./high-card.ts', import.meta.url).href);

describe('a third game, registered in one line', () => {
  it('is in the registry beside the built-in games', () => {
    expect(gameModules().map((m) => m.id)).toEqual(['regicide', 'thronfolge', 'highcard']);
    expect(isGameId('highcard')).toBe(true);
    expect(gameModule('highcard')).toBe(highCardModule);
    expect(() => registerGame(highCardModule)).toThrow('registered already');
  });

  it('plays at the table with its bots, and its log replays', () => {
    const bots = [1, 2].map((s) => highCardModule.bots.make('easy', `t/${s}`));
    const { table, result } = playBotGame(highCard, {}, 'table-1', bots);
    expect(table.log.moves).toHaveLength(6);
    expect(result.tricks[0] + result.tricks[1]).toBe(3);
    expect(verifyLog(highCard, table.log)).toEqual({ ok: true, moves: 6 });
    expect(replayLog(highCard, table.log).state.result).toEqual(result);
  });

  it('plays over the protocol driver of its program, run in this process; bad lines change nothing', async () => {
    const input = new PassThrough();
    const lines: Record<string, unknown>[] = [];
    let refused = 0;
    const output = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) {
          const line = JSON.parse(text) as { type: string; legal?: string[] };
          lines.push(line);
          if (line.type !== 'state') continue;
          // A line that is no move, then a card not in the hand, then the first legal move.
          const bad = ['hello', `play ${[1, 2, 3, 4, 5, 6].find((c) => !line.legal!.includes(`play ${c}`))}`];
          input.write(`${refused < bad.length ? bad[refused++] : line.legal![0]}\n`);
        }
        done();
      },
    });
    const errors = new PassThrough();
    const before = process.exitCode;
    await makeProgram(highCardModule, undefined, { input, output, errors }).parseAsync(['play', '--json', '--seed', 'proto-1'], { from: 'user' });
    expect(process.exitCode).toBe(0);
    process.exitCode = before;
    const errorLines = lines.filter((l) => l.type === 'error');
    expect(errorLines).toEqual([
      { type: 'error', message: 'unknown move "hello"; expected "play N"' },
      { type: 'error', message: expect.stringMatching(/^\d is not in your hand$/) },
    ]);
    const end = lines.at(-1) as { type: string; log: { moves: string[]; seed: string } };
    expect(end.type).toBe('end');
    // Seat 2 is the module's default seating: its bot's moves are event lines.
    expect(lines.filter((l) => l.type === 'event').length).toBe(3);
    expect(verifyLog(highCard, end.log as never)).toEqual({ ok: true, moves: 6 });
  });

  it('plays on the simulator, inline and on worker threads, with the same totals', async () => {
    const spec = { seed: 'sim', level: 'random' };
    const inline = await runPool<HighCardTally>({ kind: { game: 'highcard', kind: 'play' }, spec, games: 40, workers: 0 });
    const threads = await runPool<HighCardTally>({ kind: { game: 'highcard', kind: 'play' }, spec, games: 40, workers: 2 });
    expect(inline.games).toBe(40);
    expect(inline.wins[0] + inline.wins[1]).toBe(40);
    expect(threads).toEqual(inline);
  }, 60_000);

  it('is saved after every move and resumed by its module’s policy', () => {
    vi.stubEnv('XDG_DATA_HOME', mkdtempSync(join(tmpdir(), 'highcard-saves-')));
    try {
      const store = createSaveStore('highcard');
      const opened = openAt(highCardModule, { options: {}, seed: 'save-1', extras: {} }, store);
      expect(opened.extras).toEqual({ bots: [2], botLevel: 'easy' });
      const { client } = clientAt(highCardModule, opened, { botDelayMs: 0 });
      const seat = opened.table.toMove() === 1 ? 1 : null;
      expect(seat).toBe(1);
      expect(client.submit(1, client.update(1).legal[0])).toBeNull();
      client.close();
      expect(client.saved?.()).toBe(true);

      const [save] = listSavedLogs('highcard');
      expect(save.log?.moves).toHaveLength(1);
      const summary = summarizeSave(highCardModule, save as never);
      expect(summary).toMatchObject({ players: 2, moves: 1, tricks: [0, 0] });
      expect(summaryLine(summary, 'en')).toContain('1 move');

      // The save keeps the bot seats; the command line's level wins over the save's.
      const resumed = openAt(highCardModule, { options: {}, seed: 'x', extras: { botLevel: 'random' }, resume: save.path }, store);
      expect(resumed.resumed).toBe(true);
      expect(resumed.table.movesMade).toBe(1);
      expect(resumed.extras).toEqual({ bots: [2], botLevel: 'random' });
      expect(() => openAt(highCardModule, { options: {}, seed: 'x', extras: { bots: [3] }, resume: save.path }, store)).toThrow('there is no seat 3');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a third game at a networked table', () => {
  let server: NetServer;
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('two clients play it on the server, as the engine would', async () => {
    await playNetworkedGame(server.port, 'highcard', {}, 'net-hc-1', []);
  });

  it('a client plays it over the network protocol against the server’s bot', async () => {
    const table = await RemoteTable.create(parseServerAddress(`127.0.0.1:${server.port}`), { game: 'highcard', options: {}, seed: 'net-hc-2', bots: [2], botLevel: 'easy', botDelayMs: 0 });
    const input = new PassThrough();
    const lines: { type: string; legal?: string[]; code?: string }[] = [];
    let refusedOnce = false;
    const output = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n').filter(Boolean)) {
          const line = JSON.parse(text) as { type: string; legal?: string[] };
          lines.push(line);
          if (line.type === 'state') {
            // A card not in the hand first (refused with its code), then the first legal move;
            // answered as a person would, after the line was written.
            const move = refusedOnce ? line.legal![0] : `play ${[1, 2, 3, 4, 5, 6].find((c) => !line.legal!.includes(`play ${c}`))}`;
            refusedOnce = true;
            setImmediate(() => input.write(`${move}\n`));
          }
        }
        done();
      },
    });
    const code = await runNetProtocol({ table, rejoinCommand: 'highcard join --resume', input, output, errors: new PassThrough() });
    expect(code).toBe(0);
    expect(lines.find((l) => l.type === 'error')).toMatchObject({ code: 'notInHand' });
    const end = lines.at(-1) as unknown as { type: string; log: never; deal: { matches: boolean } };
    expect(end.type).toBe('end');
    expect(end.deal.matches).toBe(true);
    expect(verifyLog(highCard, end.log)).toMatchObject({ ok: true, moves: 6 });
    await table.leave();
  });
});
