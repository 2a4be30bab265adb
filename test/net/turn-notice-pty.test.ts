// Terminal notifications in real terminals: `host` and `join` in pseudo-terminals on 127.0.0.1 play
// a two-seat game. The waiting player's terminal receives OSC 9 (TERM_PROGRAM says iTerm2) when
// their turn comes; nothing while the terminal last reported focus-in (ESC [ I
// written into the pty, as a terminal sends it), and again after focus-out; the host, in tmux, gets
// the tmux passthrough form. Focus reporting (DECSET 1004) is on while the table is shown and off
// at the end, whether the program is left with q or with Ctrl-C; the reports never reach the
// screen as keys.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { keysFor } from '../e2e/driver.js';
import { KEY, Terminal, tempDataHome, waitForScreen } from '../e2e/terminal.js';
import { waitFor } from '../ui/helpers.js';
import { handRow, movesSaved } from './pty-screens.js';

const ESC = '\u001b';
const BEL = '\u0007';
const FOCUS_ON = `${ESC}[?1004h`;
const FOCUS_OFF = `${ESC}[?1004l`;

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

/** A terminal with everything the program wrote to it, byte for byte. */
function recorded(args: string[], env: Record<string, string>, dataHome: string): { t: Terminal; raw: () => string } {
  const t = new Terminal(args, { dataHome, env });
  terminals.push(t);
  let raw = '';
  t.proc.onData((d) => (raw += d));
  return { t, raw: () => raw };
}

/** A move that keeps the game going longest (the most cards left in hands; never a lost game). */
function lasting(state: RegicideState): RegicideMove {
  const moves = regicide.legalMoves(state);
  let best = moves[0];
  let score = -Infinity;
  for (const move of moves) {
    const after = regicide.apply(state, move);
    if (after.outcome === 'lost') continue;
    const cards = after.hands.reduce((n, h) => n + h.length, 0) * 10 - ('cards' in move ? move.cards.length : 0);
    if (cards > score) [best, score] = [move, cards];
  }
  return best;
}

const count = (text: string, part: string): number => text.split(part).length - 1;

/** Waits until the bytes written hold `part` (`times` times). */
const written = (raw: () => string, part: string, times = 1): Promise<string> =>
  waitForScreen(
    raw,
    async () => {},
    (s) => count(s, part) >= times,
    20_000,
  );

describe('turn notifications in real terminals', () => {
  it('OSC 9 at each turn, none while focused, tmux passthrough; focus reporting off at the end', async () => {
    const seed = 'notify-pty-1';
    const dataHome = tempDataHome();
    const dataDir = mkdtempSync(join(tmpdir(), 'regicide-notify-pty-'));
    // The host runs in tmux inside iTerm2 (tmux sets TERM_PROGRAM=tmux; iTerm2's own variable stays).
    const host = recorded(
      ['host', '--players', '2', '--seed', seed, '--port', '0', '--listen', '127.0.0.1', '--bot-delay', '0', '--name', 'Ann', '--data', dataDir],
      { TMUX: '/tmp/tmux-1000/default,1,0', TERM_PROGRAM: 'tmux', ITERM_SESSION_ID: 'w0t0p0:1' },
      dataHome,
    );
    const lobby = await host.t.waitFor(/npx regicide join \S+/, 20_000);
    const address = /npx regicide join (\S+)/.exec(lobby)![1];
    const code = address.split('/')[1];
    const guest = recorded(['join', address, '--name', 'Bob'], { TERM_PROGRAM: 'iTerm.app' }, tempDataHome());
    const screens = [host.t, guest.t];

    let state = regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), seed);
    for (const t of screens) await t.waitFor((s) => handRow(s).length > 0, 20_000);
    let made = 0;
    const playUntil = async (seat: number): Promise<void> => {
      for (let guard = 0; regicide.currentSeat(state) !== seat; guard++) {
        expect(guard).toBeLessThan(20);
        expect(state.outcome).toBeNull();
        const mover = regicide.currentSeat(state)!;
        const next = lasting(state);
        // Keys only once the mover's screen shows this very position (its hand, and the prompt of its phase).
        const hand = JSON.stringify(state.hands[mover - 1].map((c) => cardLabel(c)).sort());
        const prompt = next.type === 'discard' ? /Cover \d+ damage/ : /Your turn: select cards|choose who plays next/;
        await screens[mover - 1].waitFor((s) => JSON.stringify(handRow(s).sort()) === hand && prompt.test(s), 20_000);
        await screens[mover - 1].type(...keysFor(state, next));
        await waitFor(() => movesSaved(dataDir) > made, 20_000).catch((e: unknown) => {
          throw new Error(`${String(e)}\n${screens[mover - 1].screen()}`);
        });
        made++;
        state = regicide.apply(state, next);
      }
    };
    const theirTurnShown = (t: Terminal) => t.waitFor((s) => !s.includes('Ann is thinking') && /Your turn: select cards|Cover \d+ damage|choose who plays next/.test(s), 20_000);

    const yourTurn = `${ESC}]9;Regicide: your turn at table ${code}${BEL}`;
    // The host waited in the waiting room until the guest came, and moves first: told as the game
    // begins, in tmux's passthrough form (each ESC inside doubled).
    await written(host.raw, `${ESC}Ptmux;${ESC}${ESC}]9;Regicide: your turn at table ${code}${BEL}${ESC}\\`);
    expect(host.raw()).toContain(FOCUS_ON);
    // The guest's seat filled the table: the game was under way when its screen first knew it,
    // which is no rise (nothing was waited for), so nothing yet.
    await written(guest.raw, FOCUS_ON);
    expect(guest.raw()).not.toContain(`${ESC}]9;`);

    // The turn passes to the guest: one OSC 9 (the terminal never reported its focus).
    await playUntil(2);
    await written(guest.raw, yourTurn);
    await playUntil(1);

    // The guest's terminal gains the focus: its next turn brings no notification.
    guest.t.proc.write(`${ESC}[I`);
    await playUntil(2);
    await theirTurnShown(guest.t);
    expect(count(guest.raw(), yourTurn)).toBe(1);
    // The report was no key: nothing of it on the screen.
    expect(guest.t.screen()).not.toMatch(/\[I/);

    // It loses the focus again: the turn after is told.
    await playUntil(1);
    guest.t.proc.write(`${ESC}[O`);
    await playUntil(2);
    await written(guest.raw, yourTurn, 2);

    // Ctrl-C leaves the guest's table; q and y the host's. Focus reporting is off after the last time it was turned on.
    await guest.t.type(KEY.ctrlC);
    await guest.t.exit();
    const guestBytes = guest.raw();
    expect(guestBytes.lastIndexOf(FOCUS_OFF)).toBeGreaterThan(guestBytes.lastIndexOf(FOCUS_ON));
    await host.t.type('q');
    await host.t.waitFor('Quit now?', 20_000);
    await host.t.type('y');
    expect(await host.t.exit()).toBe(0);
    const hostBytes = host.raw();
    expect(hostBytes.lastIndexOf(FOCUS_OFF)).toBeGreaterThan(hostBytes.lastIndexOf(FOCUS_ON));
  }, 150_000);

  it('SIGTERM in the waiting room: focus reporting is off before the program ends', async () => {
    const host = recorded(
      ['host', '--players', '2', '--port', '0', '--listen', '127.0.0.1', '--name', 'Ann', '--data', mkdtempSync(join(tmpdir(), 'regicide-notify-pty-'))],
      { TERM_PROGRAM: 'WezTerm' },
      tempDataHome(),
    );
    await host.t.waitFor(/npx regicide join \S+/, 20_000);
    await written(host.raw, FOCUS_ON);
    host.t.proc.kill('SIGTERM');
    await host.t.exit();
    const bytes = host.raw();
    expect(bytes.lastIndexOf(FOCUS_OFF)).toBeGreaterThan(bytes.lastIndexOf(FOCUS_ON));
  }, 60_000);
});
