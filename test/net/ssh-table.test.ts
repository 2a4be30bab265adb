// One table, three kinds of player: two people over SSH (one opens a table of their own, one
// joins by its code from the menu) and a script with `join --json` — a whole game, with every
// SSH screen's hand checked against the engine: a hand never shows a card but its own seat's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { choose, keysFor } from '../e2e/driver.js';
import { KEY } from '../e2e/terminal.js';
import { type NetProcess, runProgram } from './net-process.js';
import { menuKey, pollUntil, SshTerminal } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const SEED = 'ssh-table-1';
let script: NetProcess | null = null;

const ssh = useSshServe({ args: ['--ssh-seed', SEED] }, () => script?.kill('SIGTERM'));

const CARD = /(?:10|[2-9AJQK])[♠♥♦♣]/g;

/** The card labels inside the "Your hand" frame of a screen. */
function handCards(screen: string): string[] {
  const lines = screen.split('\n');
  const top = lines.findIndex((l) => l.includes('Your hand'));
  if (top < 0) return [];
  const bottom = lines.findIndex((l, i) => i > top && l.startsWith('╰'));
  return lines.slice(top + 1, bottom).flatMap((l) => l.match(CARD) ?? []);
}

/** Moves in the server's log of the room (rewritten after every move). */
function movesLogged(dataDir: string, code: string): number {
  try {
    return (JSON.parse(readFileSync(join(dataDir, 'rooms', `${code}.json`), 'utf8')) as { moves: string[] }).moves.length;
  } catch {
    return -1;
  }
}

describe('SSH players and a join --json client at one table', () => {
  it('play a whole game, and no screen shows a hand that is not its own', async () => {
    const ada = await ssh.connect({ user: 'ada', cols: 100, rows: 40 });
    const menu = await ada.waitFor('Regicide solo');
    // Down to the table of one's own, with three seats (→ once).
    const own = Number(menuKey(menu, 'Regicide at a table of your own'));
    await ada.type(...Array<string>(own - 1).fill(KEY.down), KEY.right, KEY.enter);
    const lobby = await ada.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);
    const code = /table ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(lobby)![1];
    // The lobby offers both ways in: SSH, and the program's own join (the same room code).
    const unwrapped = lobby.replace(/\s+/g, ' ');
    expect(unwrapped).toContain(`-t join ${code}`);
    expect(unwrapped).toContain(`npx regicide join 127.0.0.1:${ssh.serve.port}/${code}`);
    expect(lobby).toContain('Seat 3');

    const bob = await ssh.connect({ user: 'bob', cols: 100, rows: 40 });
    await bob.type(menuKey(await bob.waitFor('Regicide solo'), 'Join a table'));
    await bob.waitFor('Code of the table');
    await bob.type(code.toLowerCase(), KEY.enter);
    await ada.waitFor('bob');

    script = runProgram('regicide', ['join', '--json', '--name', 'carol', `127.0.0.1:${ssh.serve.port}/${code}`]);
    const screens = [ada, bob];
    let state: RegicideState = regicide.setup(regicide.normalizeOptions({ players: 3 }), SEED);
    let moves = 0;
    let checkedHands = 0;
    while (state.outcome === null) {
      const seat = state.current + 1;
      const move = choose(state);
      if (seat === 3) {
        let line;
        do line = await script.next();
        while (line.type !== 'state');
        expect(line.seat).toBe(3);
        script.send(regicide.formatMove(move));
      } else {
        const player = screens[seat - 1];
        // The screen has this position (the latest move is in its log) before the keys go.
        const screen = await player.waitFor((s) => (moves === 0 ? s.includes('Your hand') : new RegExp(`^\\s*${moves}\\. `, 'm').test(s)));
        const mine = state.hands[seat - 1].map((c) => cardLabel(c));
        expect(new Set(handCards(screen))).toEqual(new Set(mine.filter((l) => l !== '★')));
        await player.type(...keysFor(state, move));
      }
      state = regicide.apply(state, move);
      moves++;
      await pollUntil(`move ${moves} in the room's log`, () => movesLogged(ssh.serve.dataDir, code) >= moves);
      // Both SSH screens, whoever moved: each hand frame holds its own seat's cards only.
      for (const [i, t] of screens.entries()) {
        const own = new Set(state.hands[i].map((c) => cardLabel(c)));
        for (const label of handCards(t.screen())) {
          expect(own.has(label) || state.hands.every((h) => !h.map((c) => cardLabel(c)).includes(label))).toBe(true);
          checkedHands++;
        }
      }
    }
    const end = await (async () => {
      for (;;) {
        const line = await script!.next();
        if (line.type === 'end') return line;
      }
    })();
    expect(end.result.outcome).toBe(state.outcome);
    expect(checkedHands).toBeGreaterThan(0);
    expect(moves).toBeGreaterThan(5);
    await ada.waitFor(state.outcome === 'won' ? 'Victory' : 'Defeat');
    await bob.waitFor(state.outcome === 'won' ? 'Victory' : 'Defeat');
  });
});

describe('ssh HOST -t join CODE', () => {
  it('goes straight to the table, and an unknown command gets a one-line answer', async () => {
    const host = await ssh.connect({ user: 'hostess', cols: 100, rows: 40 });
    await host.type(menuKey(await host.waitFor('Regicide solo'), 'Regicide at a table of your own'));
    const lobby = await host.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);
    const code = /table ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(lobby)![1];
    const guest = await ssh.connect({ user: 'direct', cols: 100, rows: 40, command: `join ${code}` });
    // Both seats taken: the game starts on both screens, the menu never shown to the newcomer.
    await guest.waitFor('Your hand');
    await host.waitFor('Your hand');
    expect(guest.output).not.toContain('Regicide solo');

    // From another address: this one's four sessions are taken.
    const wrong = await SshTerminal.open(ssh.serve.ssh, { user: 'x', command: 'rm -rf /', localAddress: '127.0.0.4' });
    await wrong.closed;
    expect(wrong.output).toContain('Unknown command "rm -rf /"');
  });
});

describe("the SSH menu's join refusal in the session's language", () => {
  it('German (LANG=de_DE.UTF-8): a code no table has is worded as the CLI words it, without the code', async () => {
    const guest = await ssh.connect({ user: 'gast', cols: 160, rows: 30, env: { LANG: 'de_DE.UTF-8' }, localAddress: '127.0.0.9' });
    await guest.type(menuKey(await guest.waitFor('Einem Tisch per Code beitreten'), 'Einem Tisch per Code beitreten'));
    await guest.waitFor('Code des Tisches');
    await guest.type('KQX7-2MPD', KEY.enter);
    // Back at the menu, the line the join command prints (test/net/refusal-lang.test.ts), in German.
    const screen = await guest.waitFor('Beitreten geht nicht: Hier hat kein Tisch diesen Code');
    expect(screen).toContain('Einem Tisch per Code beitreten');
    expect(screen).not.toContain('noTable');
    expect(screen).not.toContain('no table has that code');
  });
});

describe('watching over SSH', () => {
  it('watches a table of friends by its code on the watcher screen, sees its moves and leaves with q', async () => {
    const host = await ssh.connect({ user: 'hostwatch', cols: 100, rows: 40, localAddress: '127.0.0.6' });
    await host.type(menuKey(await host.waitFor('Regicide solo'), 'Regicide at a table of your own'));
    const lobby = await host.waitFor(/table [2-9A-Z]{4}-[2-9A-Z]{4}/);
    const code = /table ([2-9A-Z]{4}-[2-9A-Z]{4})/.exec(lobby)![1];
    const watcher = await ssh.connect({ user: 'eve', cols: 100, rows: 40, localAddress: '127.0.0.6' });
    await watcher.type(menuKey(await watcher.waitFor('Regicide solo'), 'Watch a table'));
    await watcher.waitFor('Code of the table');
    await watcher.type(code, KEY.enter);
    await watcher.waitFor(`Watching Regicide, table ${code}, as eve`);
    // The host fills the empty seat with a bot; the watcher sees the game begin, no hand.
    await host.type(KEY.enter);
    await host.waitFor('Your hand');
    // One card alone is always a legal play.
    await host.type('1', KEY.enter);
    const seen = await watcher.waitFor(/1\. hostwatch plays /);
    // The board with every seat's hand size, and no hand.
    expect(seen).toMatch(/hostwatch\s+\d\/\d/);
    expect(watcher.screen()).not.toContain('Your hand');
    await watcher.type('q');
    await watcher.waitFor('Regicide solo');
  });
});
