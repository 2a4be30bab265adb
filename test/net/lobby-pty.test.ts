// `regicide lobby` in a real pseudo-terminal (node-pty, read through @xterm/headless) against a
// fake of the lobby routes: at 60×20 a table appears, fills and leaves the list as the server's
// long poll brings it, its hostile host name shown escaped; Enter hands the table to `join`,
// which asks the address for that table's code.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, Terminal, tempDataHome, waitForScreen } from '../e2e/terminal.js';
import { type FakeLobby, startFakeLobby, table } from './lobby-fake.js';

let fake: FakeLobby;
const home = tempDataHome();
beforeAll(async () => {
  fake = await startFakeLobby([], 10_000);
});
afterAll(async () => {
  await fake?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the lobby in a terminal', () => {
  it('a table appears, fills and leaves; Enter joins the chosen one', async () => {
    const t = new Terminal(['lobby', '--server', fake.address], { cols: 60, rows: 20, dataHome: home });
    try {
      await t.waitFor('No open table right now', 20_000);
      expect(t.onAltScreen()).toBe(true);
      fake.change((tables) => [...tables, table('KQX7-2MPD', { host: 'Eve\u001b[2J\u001b]0;pwn\u0007', waitingSeconds: 30 })]);
      let screen = await t.waitFor('Eve\\u{1b}');
      expect(screen).toMatch(/Regicide\s+1\/3\s+en\s+Eve\\u\{1b\}/);
      // The title survived: the escape sequence cleared nothing.
      expect(screen).toContain(`Open tables on ${fake.address}`);
      fake.change((tables) => tables.map((x) => ({ ...x, taken: 2 })));
      await t.waitFor(/Regicide\s+2\/3/);
      fake.change((tables) => tables.map((x) => ({ ...x, taken: 3 })));
      screen = await t.waitFor((s) => !s.includes('Eve') && s.includes('No open table right now'));
      expect(screen.split('\n').every((l) => l.length <= 60)).toBe(true);
      fake.change((tables) => [...tables, table('ABCD-2345', { host: 'Bo', seats: 2 })]);
      await t.waitFor('Bo');
      await t.type(KEY.enter);
      // `join` takes over: its request for the table's code reaches the address the lobby came from.
      await waitForScreen(
        () => fake.otherRequests.join('\n'),
        async () => {},
        'ABCD-2345',
        20_000,
      );
      const code = await t.exit();
      expect(code).not.toBe(0);
      expect(t.normalBuffer()).toMatch(/regicide: Cannot join the table: /);
    } finally {
      t.kill();
    }
  }, 60_000);
});
