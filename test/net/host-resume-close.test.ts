// `host --json` ended right after a `--resume`, before its guest was back: the guest, still trying
// to come back, is told the host closed the table (a `notice` line `hostClosed`, the usual
// message and exit 1), as after a first run — not left at `waiting` for minutes by a server that
// is gone.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { freePort } from './net-helpers.js';
import { type NetProcess, runProgram } from './net-process.js';

const net = netGame('regicide');
const seed = 'resume-close-2';

/** Reads lines (answering state lines with the seat's bot while `answer`) until `stop` holds; false when the time is up. */
async function readUntil(p: NetProcess, seen: Record<string, any>[], stop: (line: Record<string, any>) => boolean, ms: number, answer = false): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    let timer: NodeJS.Timeout | undefined;
    const line = await Promise.race([p.next(), new Promise<null>((r) => (timer = setTimeout(() => r(null), end - Date.now())))])
      .catch(() => null)
      .finally(() => clearTimeout(timer));
    if (!line) return false;
    seen.push(line);
    if (answer && line.type === 'state') {
      const bot = net.makeBot('easy', botSeedFor(seed, line.seat));
      p.send(
        net.game.formatMove(
          bot.choose(
            line.view,
            line.legal.map((m: string) => net.game.parseMove(m)),
          ),
        ),
      );
    }
    if (stop(line)) return true;
  }
  return false;
}

describe('host --json ended after --resume', () => {
  it('tells the guest still coming back that the host closed the table', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-resume-close-'));
    const env = { XDG_DATA_HOME: data };
    const port = String(await freePort());
    const hostArgs = ['host', '--json', '--port', port, '--listen', '127.0.0.1', '--bot', 'easy', '--bot-delay', '0', '--data', join(data, 'server')];
    const host = runProgram('regicide', [...hostArgs, '--seed', seed, '--players', '2'], env);
    const room = await host.next();
    const guest = runProgram('regicide', ['join', '--json', room.join], env);
    const guestSeen: Record<string, any>[] = [];
    const hostPlays = readUntil(host, [], () => false, 60_000, true);
    // The guest's first decision: the game runs. Then the host's program (and its server) dies.
    expect(await readUntil(guest, guestSeen, (l) => l.type === 'state', 30_000)).toBe(true);
    host.kill('SIGKILL');
    await host.exit;
    await hostPlays;
    expect(await readUntil(guest, guestSeen, (l) => l.type === 'waiting' && l.reconnecting === true, 10_000)).toBe(true);

    // `host --resume` restores the table, the host takes its seat and its input ends at once: the host quits.
    const resumed = runProgram('regicide', [...hostArgs, '--resume'], env);
    resumed.end();
    expect((await resumed.exit).code).toBe(1);
    // The guest hears that the host closed the table, and stops.
    expect(await readUntil(guest, guestSeen, (l) => l.type === 'notice', 15_000)).toBe(true);
    expect(guestSeen.at(-1)).toMatchObject({ type: 'notice', code: 'hostClosed', params: { resumable: true } });
    const ended = await Promise.race([guest.exit, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    guest.kill('SIGKILL');
    expect(ended?.code).toBe(1);
    expect(ended?.stderr).toMatch(/the host closed the table/);
  }, 90_000);
});
