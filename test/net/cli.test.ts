// The commands end to end: `host --json` and `join --json` as separate processes on loopback play
// whole games that equal the engine's; the server's room log passes `replay --verify`; bad
// addresses are one-line errors.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/modules/registry.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { type Driven, drive, runBin } from '../cli/drive.js';
import { engineGame } from './net-helpers.js';
import { runProgram } from './net-process.js';

/** Answers every state line with the seat's seeded bot; resolves with the end line. */
async function playSeat(p: Driven, id: GameId, seed: string): Promise<Record<string, any>> {
  const net = netGame(id);
  let bot: ReturnType<typeof net.makeBot> | null = null;
  for (;;) {
    const line = await p.next();
    if (line.type === 'end') return line;
    if (line.type === 'state') {
      bot ??= net.makeBot('easy', botSeedFor(seed, line.seat));
      const move = bot.choose(
        line.view,
        line.legal.map((m: string) => net.game.parseMove(m)),
      );
      p.send(net.game.formatMove(move));
    }
  }
}

async function hostAndJoin(id: GameId, seed: string, hostArgs: string[], joiners: number): Promise<{ end: Record<string, any>; data: string }> {
  const data = mkdtempSync(join(tmpdir(), 'net-cli-'));
  const env = { XDG_DATA_HOME: data };
  const host = drive(id, ['host', '--json', '--port', '0', '--listen', '127.0.0.1', '--seed', seed, '--bot', 'easy', '--bot-delay', '0', '--data', data, ...hostArgs], env);
  const room = await host.next();
  expect(room.type).toBe('room');
  expect(room.join).toMatch(/^127\.0\.0\.1:\d+\/[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  const others = Array.from({ length: joiners }, (_, i) => drive(id, ['join', '--json', room.join, '--name', `P${i + 2}`], env));
  const ends = await Promise.all([host, ...others].map((p) => playSeat(p, id, seed)));
  for (const p of [host, ...others]) expect((await p.exit).code).toBe(0);
  for (const e of ends) expect(e).toEqual(ends[0]);
  return { end: ends[0], data };
}

describe('host and join as separate processes', () => {
  it('a Thronfolge duel equals the engine, and the room log verifies', async () => {
    const seed = 'cli-duel-8';
    const { end, data } = await hostAndJoin('thronfolge', seed, [], 1);
    const engine = engineGame('thronfolge', { first: null, variants: [] }, seed, 'easy');
    expect(end.result).toEqual(engine.result);
    expect(end.log.moves).toEqual(engine.moves);
    const [file] = readdirSync(join(data, 'rooms'));
    const verify = runBin('thronfolge', ['replay', '--verify', join(data, 'rooms', file)]);
    expect(verify.code, verify.stderr).toBe(0);
  });

  it('Regicide with three seats, one a bot, equals the engine', async () => {
    const seed = 'cli-r3-2';
    const { end } = await hostAndJoin('regicide', seed, ['--players', '3', '--bots', '3'], 1);
    const engine = engineGame('regicide', { players: 3, variants: [] }, seed, 'easy');
    expect(end.log.moves).toEqual(engine.moves);
  });

  it('host --server opens the table on a running serve process', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-serve-'));
    const serve = runProgram('regicide', ['serve', '--port', '0', '--listen', '127.0.0.1', '--data', data, '--bot-delay', '0']);
    const listening = await serve.next();
    expect(listening.event).toBe('listening');
    const seed = 'cli-server-1';
    const env = { XDG_DATA_HOME: data };
    const host = drive('thronfolge', ['host', '--json', '--server', `127.0.0.1:${listening.port}`, '--seed', seed, '--bots', '2', '--bot', 'easy'], env);
    const room = await host.next();
    expect(room.join).toBe(`127.0.0.1:${listening.port}/${room.code}`);
    const end = await playSeat(host, 'thronfolge', seed);
    expect(end.log.moves).toEqual(engineGame('thronfolge', { first: null, variants: [] }, seed, 'easy').moves);
    expect((await host.exit).code).toBe(0);
    // The server logged the room's life as JSON lines.
    const events: string[] = [];
    for (let line = await serve.next(); line.event !== 'ended'; line = await serve.next()) events.push(line.event);
    expect(events).toEqual(expect.arrayContaining(['created', 'joined', 'started']));
    // A join the server refuses: one line with the server's words and the code, exit 1.
    const refused = runBin('regicide', ['join', '--json', `127.0.0.1:${listening.port}/ZZZZ-ZZZZ`]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^regicide: cannot join the table: no table has that code here.*\(noTable\)$/)]);
    serve.kill('SIGTERM');
    expect((await serve.exit).code).toBe(0);
  });

  it('bad addresses and options are one-line errors', () => {
    const bad = runBin('regicide', ['join', '--json', 'not an address']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    const nobody = runBin('regicide', ['join', '--json', '127.0.0.1:1/AAAA-BBBB']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toMatch(/cannot join the table: no server answers/);
    const solo = runBin('regicide', ['host', '--json', '--players', '1']);
    expect(solo.code).toBe(2);
    expect(solo.stderr.trim().split('\n')).toEqual(['regicide: a table for one needs no server: play solo with "regicide play --players 1"']);
    const duel = runBin('thronfolge', ['host', '--json', '--bots', '3']);
    expect(duel.code).toBe(2);
    expect(duel.stderr).toMatch(/duel/);
  });
});
