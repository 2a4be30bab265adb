// Escape injection: text a client sends (create options, a seed, a name, a move, a message type)
// or a file holds (a log's seed and moves) may carry terminal escape sequences — OSC that retitles
// the window or writes the clipboard, CSI that clears the screen, C1 controls, bidi overrides.
// None of it may reach a terminal or a log line raw: the server's stdout (JSON event lines) and
// stderr (Colyseus's complaints), the answers it sends, and the CLI's own output and errors.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { ROOT, binPath, runBin } from '../cli/drive.js';
import { TERMINAL_CONTROLS, createBody, postJson } from './edge-helpers.js';
import { waitFor } from './net-helpers.js';

const OSC_TITLE = '\u001b]0;PWNED\u0007';
const OSC_CLIPBOARD = '\u001b]52;c;cm0gLXJmIH4=\u0007';
const CLEAR = '\u001b[2J\u001b[H';
const C1_CSI = '\u009b31m';
const BIDI = '\u202eevil\u202c';
const PAYLOADS = [OSC_TITLE, OSC_CLIPBOARD, CLEAR, C1_CSI, BIDI];

let serve: ChildProcess;
let port = 0;
let stdout = '';
let stderr = '';

beforeAll(async () => {
  const data = mkdtempSync(join(tmpdir(), 'net-escape-'));
  serve = spawn(process.execPath, [binPath('regicide'), 'serve', '--port', '0', '--listen', '127.0.0.1', '--data', data, '--bot-delay', '0', '--min-bot-delay', '0', '--tables-per-minute', '1000'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serve.stdout!.setEncoding('utf8');
  serve.stderr!.setEncoding('utf8');
  serve.stderr!.on('data', (d: string) => (stderr += d));
  port = await new Promise<number>((resolve, reject) => {
    serve.stdout!.on('data', (d: string) => {
      stdout += d;
      const m = /"event":"listening","port":(\d+)/.exec(stdout);
      if (m) resolve(Number(m[1]));
    });
    serve.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
});
afterAll(() => {
  serve?.kill('SIGTERM');
});

/** Until the server has written a line naming `what` (its logs are written as it goes). */
async function logged(what: RegExp): Promise<void> {
  for (let i = 0; i < 800 && !what.test(stdout + stderr); i++) await new Promise((r) => setTimeout(r, 25));
  expect(stdout + stderr).toMatch(what);
}

describe('the server', () => {
  it("answers and logs create options carrying escapes (the issue's payload among them) without one raw control", async () => {
    for (const p of PAYLOADS) {
      const r = await postJson(port, '/matchmake/create/table', { game: 'regicide', options: { players: 2, variants: [p] }, hostKey: 'k'.repeat(24) });
      expect(r.status).toBe(400);
      expect(r.body).not.toMatch(TERMINAL_CONTROLS);
      expect(r.json.error).not.toMatch(TERMINAL_CONTROLS);
    }
    const r = await postJson(port, '/matchmake/create/table', { game: `regicide${OSC_TITLE}`, options: {}, hostKey: 'k'.repeat(24) });
    expect(r.status).toBe(400);
    await logged(/unknown variant/);
    expect(stderr).not.toMatch(TERMINAL_CONTROLS);
    expect(stdout).not.toMatch(TERMINAL_CONTROLS);
  });

  it('refuses a seed with escapes, or longer than 100 characters, with a reason', async () => {
    const why = (seed: unknown) =>
      typeof seed !== 'string' ? { code: 'createField', field: 'seed' } : { code: 'seedText', why: seed.length > 100 ? 'tooLong' : seed.trim() === '' ? 'empty' : 'notPrintable' };
    for (const seed of [...PAYLOADS.map((p) => `lucky${p}`), 'x'.repeat(101), '   ', 42]) {
      const r = await postJson(port, '/matchmake/create/table', createBody({ seed }));
      expect(r.status).toBe(400);
      // The English for scripts, and the code that a screen words in its own language.
      expect(r.json).toMatchObject({ code: 'badCreate', params: { reason: expect.stringMatching(/seed/), options: why(seed) } });
      expect(r.body).not.toMatch(TERMINAL_CONTROLS);
    }
    expect((await postJson(port, '/matchmake/create/table', createBody({ seed: 'x'.repeat(100) }))).status).toBe(200);
  });

  it('logs names, moves and message types carrying escapes as printable text', async () => {
    const address = parseServerAddress(`127.0.0.1:${port}`);
    const host = await RemoteTable.create(address, { game: 'regicide', options: { players: 2, variants: [] }, botDelayMs: 0, name: `Host${OSC_TITLE}` });
    const guest = await RemoteTable.join({ ...address, code: host.code }, { name: `${CLEAR}Guest${BIDI}` });
    await waitFor(host, () => host.update !== null, 10_000, 'the start');
    const mover = host.update!.toMove === 1 ? host : guest;
    let refusals = 0;
    mover.subscribe((c) => c.kind === 'error' && refusals++);
    for (const p of PAYLOADS) mover.submit(`play ${p}`);
    mover.sendRaw(`move${C1_CSI}`, OSC_CLIPBOARD);
    await waitFor(mover, () => refusals >= PAYLOADS.length + 1, 10_000, 'the refusals');
    await logged(/"event":"refused"[^\n]*"why":"unknownType"/);
    expect(stdout).toMatch(/"event":"joined"/);
    expect(stdout).not.toMatch(TERMINAL_CONTROLS);
    expect(stderr).not.toMatch(TERMINAL_CONTROLS);
    await Promise.all([host.leave(), guest.leave()]);
  });
});

describe('the command line', () => {
  it('refuses a --seed with escapes in one printable line', () => {
    for (const args of [
      ['play', '--json', '--seed', `a${OSC_TITLE}`],
      ['host', '--json', '--seed', `a${CLEAR}`],
      ['analyze', '--seed', `a${C1_CSI}`],
    ]) {
      const r = runBin('regicide', args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/the seed must be printable/);
      expect(r.stderr + r.stdout).not.toMatch(TERMINAL_CONTROLS);
    }
    const unknown = runBin('thronfolge', ['duel', '--json', `--${OSC_TITLE}`]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).not.toMatch(TERMINAL_CONTROLS);
  });

  it('reads a crafted log (escapes in its seed, moves or result) without printing one raw control', () => {
    const dir = mkdtempSync(join(tmpdir(), 'net-escape-log-'));
    const log = (fields: object): string => {
      const path = join(dir, `${Object.keys(fields).join('-')}-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(path, JSON.stringify({ format: 'cardgames-log', version: 1, game: 'regicide', seed: 'fine', options: { players: 1, variants: [] }, moves: [], result: null, ...fields }));
      return path;
    };
    const files = [
      log({ seed: `deal${OSC_TITLE}` }),
      log({ seed: `deal${C1_CSI}` }),
      log({ moves: [`play ${CLEAR}`] }),
      log({ moves: [`yield${BIDI}`] }),
      log({ result: { note: OSC_CLIPBOARD } }),
      log({ options: { players: 1, variants: [OSC_TITLE] } }),
    ];
    for (const file of files) {
      for (const args of [
        ['analyze', file, '--seconds', '0.2'],
        ['replay', '--verify', file],
      ]) {
        const r = runBin('regicide', args);
        expect(r.stdout + r.stderr, args.join(' ')).not.toMatch(TERMINAL_CONTROLS);
        // Every one of these logs is refused or fails its check (analyze does not read the result).
        if (args[0] === 'replay' || file !== files[4]) expect(r.code, `${args.join(' ')}: ${r.stderr}`).not.toBe(0);
      }
    }
    // What was refused says why, printably.
    expect(runBin('regicide', ['replay', '--verify', files[0]]).stderr).toMatch(/seed is refused: the seed must be printable/);
    expect(runBin('regicide', ['replay', '--verify', files[2]]).stderr).toMatch(/\\u\{1b\}\[2J/);
  });
});
