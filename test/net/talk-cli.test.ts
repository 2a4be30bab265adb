// Table talk and watching across processes: `host --json`, `join --json` and `watch --json` on
// loopback. After the host's jester the joiner signals with `signal go`, the host answers with a
// phrase and chooses; the watcher's lines show the public view, the events and the talk, never a
// hand, and end with the whole log, talk included; a plain `watch` on a pipe prints plain lines.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { binPath, type Driven, drive, ROOT } from '../cli/drive.js';

const net = netGame('regicide');
/** Seat 1 of this three-player deal holds a jester from the start. */
const SEED = 'talk-7';

/** Reads lines until one matches; returns it (and everything before it). */
async function until(p: Driven, match: (line: Record<string, any>) => boolean): Promise<Record<string, any>[]> {
  const lines: Record<string, any>[] = [];
  for (;;) {
    const line = await p.next();
    lines.push(line);
    if (match(line)) return lines;
  }
}

/** Answers every state line with the seat's seeded easy bot; resolves with the end line. */
async function playOn(p: Driven): Promise<Record<string, any>> {
  const [end] = (
    await until(p, (line) => {
      if (line.type === 'state') {
        const bot = net.makeBot('easy', botSeedFor(SEED, line.seat));
        p.send(
          net.game.formatMove(
            bot.choose(
              line.view,
              line.legal.map((m: string) => net.game.parseMove(m)),
            ),
          ),
        );
      }
      return line.type === 'end';
    })
  ).slice(-1);
  return end;
}

describe('talk and a watcher across terminals', () => {
  it('a joiner signals, the host speaks and chooses, the watcher sees it all and no hand', async () => {
    const env = { XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'talk-cli-')) };
    const host = drive(
      'regicide',
      ['host', '--json', '--port', '0', '--listen', '127.0.0.1', '--players', '3', '--bots', '3', '--bot', 'easy', '--bot-delay', '0', '--seed', SEED, '--watchers', 'yes'],
      env,
    );
    const room = await host.next();
    const watcher = drive('regicide', ['watch', '--json', room.join, '--name', 'Eve'], env);
    expect(await watcher.next()).toMatchObject({ type: 'watching', name: 'Eve', admitted: true });
    // Without --json and with stdout a pipe (no terminal): the plain lines, not the screen.
    const plain = spawn(process.execPath, [binPath('regicide'), 'watch', room.join, '--name', 'Finn'], { cwd: ROOT, env: { ...process.env, CI: 'true', ...env } });
    let plainText = '';
    plain.stdout.setEncoding('utf8').on('data', (d: string) => (plainText += d));
    const plainExit = new Promise<number | null>((resolve) => plain.on('close', resolve));
    await vi.waitFor(() => expect(plainText).toContain('Watching: Eve, Finn'), { timeout: 20_000 });
    const joiner = drive('regicide', ['join', '--json', room.join, '--name', 'Bob'], env);

    await until(host, (l) => l.type === 'state');
    host.send('play X');
    await until(joiner, (l) => l.type === 'event' && l.move === 'play X');
    joiner.send('signal go');
    const heard = await until(host, (l) => l.type === 'signal' && l.seat === 2);
    expect(heard.at(-1)).toMatchObject({ at: 1, seat: 2, value: 'go' });
    host.send('say my-hand');
    await until(host, (l) => l.type === 'phrase' && l.seat === 1);
    host.send('next 2');
    const [hostEnd, joinerEnd] = await Promise.all([playOn(host), playOn(joiner)]);
    expect(joinerEnd.log).toEqual(hostEnd.log);

    const seen = await until(watcher, (l) => l.type === 'end');
    expect((await watcher.exit).code).toBe(0);
    const text = seen
      .map((l) => JSON.stringify(l))
      .slice(0, -1)
      .join('\n');
    expect(text).not.toContain('"hand"');
    expect(seen.filter((l) => l.type === 'public').length).toBeGreaterThan(5);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'event', seat: 1, move: 'play X' }),
        expect.objectContaining({ type: 'signal', at: 1, seat: 2, value: 'go' }),
        expect.objectContaining({ type: 'phrase', at: 1, seat: 1, code: 'my-hand' }),
      ]),
    );
    const end = seen.at(-1)!;
    expect(end.log.moves).toEqual(hostEnd.log.moves);
    expect(end.log.annotations).toEqual(expect.arrayContaining([{ at: 1, seat: 2, kind: 'signal', value: 'go' }]));
    for (const p of [host, joiner]) expect((await p.exit).code).toBe(0);
    expect(await plainExit).toBe(0);
    expect(plainText).toContain('Player 1: play X');
    expect(plainText).toMatch(/The game is over/);
    expect(plainText).not.toContain('\u001b[');
  });
});
