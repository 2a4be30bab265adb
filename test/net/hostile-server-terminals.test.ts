// A hostile server against the players' own programs: every string it sends carries terminal
// controls (an OSC title for the pane, BEL, C1 CSI and DCS, a device-status query, bidi overrides,
// invisible characters). `host --server`, `join` on a screen, in screen-reader lines and with
// --json, and `watch` on a screen, with --json and as plain lines run against it, on loopback,
// until the server says the game is over. What they write must hold none of those controls: only
// the program's own drawing (ESC [ … sequences) reaches the terminal, and the pane keeps its title.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { keysFor } from '../e2e/driver.js';
import { BIN, ROOT, Terminal, tempDataHome } from '../e2e/terminal.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { waitFor } from '../ui/helpers.js';
import { OSC11_QUERY } from '../../src/ui/shared/terminal-background.js';
import { HOSTILE, type HostileServer, startHostileServer } from './hostile-wire.js';

/** What a hostile server's text could do at a terminal; the program's own drawing needs none of it. */
const CONTROLS: [string, RegExp][] = [
  ['OSC (a title, the clipboard)', /\u001b\]/],
  ['BEL', /\u0007/],
  ['a C1 control', /[\u0080-\u009f]/],
  ['DCS, SOS, PM or APC', /\u001b[PX^_]/],
  ['a device-status query', /\u001b\[6n/],
  ['the hostile cursor move', /(\u001b\[|\u009b)999;999H/],
  ['a bidi or invisible character, a line separator', /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff\u2028\u2029]/],
];

/** The controls of `CONTROLS` that `output` holds, past the program's own question for the background colour (themes). */
const controlsIn = (output: string): string[] => {
  const theirs = output.replaceAll(OSC11_QUERY, '');
  return CONTROLS.filter(([, re]) => re.test(theirs)).map(([what]) => what);
};

interface Watched {
  name: string;
  output: () => string;
}

const terminals: Terminal[] = [];
const children: ChildProcess[] = [];
let server: HostileServer;

beforeAll(async () => {
  server = await startHostileServer();
});
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
  for (const c of children.splice(0)) c.kill();
});
afterAll(async () => {
  await server?.close();
});

/** A program in a pseudo-terminal, everything it writes kept raw, and every title it sets. */
function inTerminal(name: string, args: string[], dataHome: string, env: Record<string, string> = {}): Terminal & Watched {
  const t = new Terminal(args, { dataHome, env, cols: 100, rows: 30 });
  terminals.push(t);
  let raw = '';
  const titles: string[] = [];
  t.proc.onData((d) => (raw += d));
  t.term.onTitleChange((title) => titles.push(title));
  return Object.assign(t, { name, output: () => `${raw}${titles.length > 0 ? `\u001b]0;${titles.join(',')}\u0007` : ''}` });
}

/** A program with its stdout a pipe (the plain lines of `watch`). */
function piped(name: string, args: string[], dataHome: string): Watched & { exit: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: dataHome, XDG_DATA_HOME: dataHome, CI: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (out += d));
  return { name, output: () => out, exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

describe('a hostile server', () => {
  it('reaches no terminal with a control: host --server, join (screen, lines, --json) and watch (screen, --json, lines)', async () => {
    const seed = 'hostile-text';
    const dataHome = tempDataHome();
    const at = `127.0.0.1:${server.address.display.split(':').pop()}`;
    // --no-notify: the program's own bell when the turn comes (terminal-notify.ts) is no control of the server's.
    const host = inTerminal('host --server', ['host', '--server', at, '--players', '4', '--seed', seed, '--name', 'Ann', '--watchers', 'yes', '--no-notify'], dataHome);
    // The lobby: the hostile server's words about it are shown, made printable.
    await host.waitFor((s) => s.includes('Ann\\u{1b}]0;PWNED-TITLE'), 20_000);
    const [code] = server.codes();
    const address = `${at}/${code}`;
    const watchScreen = inTerminal('watch', ['watch', address, '--name', 'Eve'], dataHome);
    const watchJson = inTerminal('watch --json', ['watch', address, '--name', 'Fay', '--json'], dataHome);
    const watchLines = piped('watch (plain lines)', ['watch', address, '--name', 'Gus'], dataHome);
    await watchScreen.waitFor((s) => s.includes('Eve\\u{1b}]0;PWNED-TITLE'), 20_000);
    await waitFor(() => watchJson.output().includes('"type":"watching"') && watchLines.output().includes('Watching'), 20_000);
    const joinScreen = inTerminal('join', ['join', address, '--name', 'Bob', '--no-notify'], dataHome);
    await joinScreen.waitFor((s) => s.includes('Bob\\u{1b}]0;PWNED-TITLE'), 20_000);
    const joinLines = inTerminal('join --screen-reader', ['join', address, '--name', 'Cy', '--screen-reader'], dataHome);
    await joinLines.waitFor((s) => s.includes('Cy\\u{1b}]0;PWNED-TITLE'), 20_000);
    const joinJson = inTerminal('join --json', ['join', address, '--name', 'Di', '--json'], dataHome);

    // The table is full and starts: the host plays its first move on the game screen.
    const state = regicide.setup(regicide.normalizeOptions({ players: 4, variants: [] }), seed) as RegicideState;
    await host.waitFor('Your hand', 20_000);
    await host.type(...keysFor(state, regicide.legalMoves(state)[0]));
    await waitFor(() => joinJson.output().includes('"type":"event"') && watchJson.output().includes('"type":"event"'), 20_000);

    // The server's notices and refusals, its own codes, words and parameters.
    server.tellAll('notice', { code: 'hostLeft', params: { seat: 1, name: 'Ann', newHost: 2, newHostName: 'Bob' }, message: 'the host left' });
    await waitFor(() => joinJson.output().includes('"type":"notice"') && watchJson.output().includes('"type":"notice"'), 20_000);
    server.tellAll('error', { code: 'noSuchThing', params: { move: 'play 5H' }, message: 'refused' });
    await waitFor(() => joinJson.output().includes('"type":"error"') && watchJson.output().includes('"type":"error"'), 20_000);

    // The end, with a result and a log full of the hostile server's text.
    const log = { game: 'regicide', seed, options: { players: 4, variants: [] }, players: ['Ann', 'Bob', 'Cy', 'Di'], moves: ['yield'], result: { outcome: 'lost', enemiesDefeated: 0, medal: null } };
    server.tellAll('end', { result: log.result, log, seed, salt: 'salt', commitment: 'commitment', seedChosen: true });
    await waitFor(() => joinJson.output().includes('"type":"end"') && watchJson.output().includes('"type":"end"'), 20_000);
    expect(await watchLines.exit).toBe(0);

    const programs: Watched[] = [host, joinScreen, joinLines, joinJson, watchScreen, watchJson, watchLines];
    // The hostile text did arrive everywhere (made printable) …
    expect(programs.filter((p) => !p.output().includes('PWNED-TITLE')).map((p) => p.name)).toEqual([]);
    // … and nothing in it acted on a terminal.
    expect(Object.fromEntries(programs.map((p) => [p.name, controlsIn(p.output())]))).toEqual(Object.fromEntries(programs.map((p) => [p.name, []])));
    expect(server.tainted).toBeGreaterThan(0);
    expect(HOSTILE).toMatch(/\u009b/);
  });

  it('that greets in words colyseus.js cannot read ends join and watch with one printable line, no stack trace', async () => {
    const dataHome = tempDataHome();
    const table = await RemoteTable.create(server.address, { game: 'regicide', options: { players: 2, variants: [] }, watchers: 'yes' });
    const address = `127.0.0.1:${server.address.display.split(':').pop()}/${server.codes().at(-1)}`;
    server.hostileGreeting = true;
    try {
      const join = inTerminal('join', ['join', address, '--name', 'Bob'], dataHome);
      const watch = inTerminal('watch --json', ['watch', address, '--json'], dataHome);
      expect(await join.exit()).toBe(1);
      expect(await watch.exit()).toBe(1);
      for (const program of [join, watch]) {
        expect(program.output(), program.name).toContain('missing serializer: none\\u{1b}]0;PWNED-TITLE');
        expect(program.output(), program.name).not.toMatch(/\n\s+at /);
        expect(controlsIn(program.output()), program.name).toEqual([]);
      }
    } finally {
      server.hostileGreeting = false;
      await table.leave();
    }
  });
});
