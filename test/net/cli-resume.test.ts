// --resume from the command line: a `join --json` process killed mid-game rejoins its seat with
// `join --json --resume`; a `host --json` process (embedding the server) killed with SIGKILL comes
// back with `host --json --resume` on the same port, restores the room, and both seats play on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { type NetProcess as Driven, runProgram as drive } from './net-process.js';
import { engineGame, freePort } from './net-helpers.js';

const net = netGame('regicide');
const seed = 'cli-resume-4';
const options = { players: 2, variants: [] };

/** Answers state lines with the seat's bot; stops (null) at the `stopAt`-th state line, else at the end. */
async function playSeat(p: Driven, stopAt = Infinity): Promise<Record<string, any> | null> {
  let states = 0;
  for (;;) {
    const line = await p.next();
    if (line.type === 'end') return line;
    if (line.type === 'state') {
      if (++states >= stopAt) return null;
      const bot = net.makeBot('easy', botSeedFor(seed, line.seat));
      // The easy bot is deterministic from the view, so a fresh one per decision plays the same.
      p.send(
        net.game.formatMove(
          bot.choose(
            line.view,
            line.legal.map((m: string) => net.game.parseMove(m)),
          ),
        ),
      );
    }
  }
}

describe('--resume from the command line', () => {
  it('a killed join and a killed host both come back and finish the game the engine plays', async () => {
    const data = mkdtempSync(join(tmpdir(), 'net-resume-'));
    const env = { XDG_DATA_HOME: data };
    const port = String(await freePort());
    const hostArgs = ['host', '--json', '--port', port, '--listen', '127.0.0.1', '--bot', 'easy', '--bot-delay', '0', '--data', join(data, 'server')];
    let host = drive('regicide', [...hostArgs, '--seed', seed, '--players', '2'], env);
    const room = await host.next();
    let guest = drive('regicide', ['join', '--json', room.join], env);

    // The guest plays three of its turns, then its process dies.
    const hostRun = playSeat(host);
    expect(await playSeat(guest, 4)).toBeNull();
    const killedGuest = guest;
    killedGuest.kill('SIGKILL');
    await killedGuest.exit;
    guest = drive('regicide', ['join', '--json', '--resume'], env);
    const guestRun = playSeat(guest, 4);
    expect(await guestRun).toBeNull();

    // Now the host (and with it the server) dies, and comes back with --resume.
    host.kill('SIGKILL');
    await host.exit;
    await hostRun.catch(() => null);
    host = drive('regicide', [...hostArgs, '--resume'], env);
    const [hostEnd, guestEnd] = await Promise.all([playSeat(host), playSeat(guest)]);
    expect(hostEnd).toEqual(guestEnd);
    expect(hostEnd!.log.moves).toEqual(engineGame('regicide', options, seed, 'easy').moves);
    expect((await host.exit).code).toBe(0);
    expect((await guest.exit).code).toBe(0);
  });
});
