// `replay --cast`: the recording is an asciicast v2 of the stepper's own screens. Its frames are
// played into a headless xterm of the recording's size, and its last screen is compared with the
// real stepper's, run in a pseudo-terminal of the same size and sent to the end with End.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import xterm from '@xterm/headless';
import * as pty from 'node-pty';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { newLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { writeLogAtomically } from '../../src/store/save-store.js';
import { BIN, ROOT, Terminal, THRONFOLGE_BIN, tempDataHome } from './terminal.js';

const folder = mkdtempSync(join(tmpdir(), 'regicide-cast-'));
const running: Terminal[] = [];
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

/** A finished game, each seat playing its first legal move; its log file and number of moves. */
function finishedGame(game: AnyGame): { path: string; moves: number } {
  const options = game.normalizeOptions({});
  let state = game.setup(options, 'cast');
  const log = newLog(game.id, 'cast', options);
  while (game.outcome(state) === null) {
    const move = game.legalMoves(state)[0];
    log.moves.push(game.formatMove(move));
    state = game.apply(state, move);
  }
  const path = join(folder, `${game.id}.json`);
  writeLogAtomically(path, log);
  return { path, moves: log.moves.length };
}

/** The program run to its end as a script would run it (CI=true: Ink's live mode draws nothing there). */
function run(bin: string, args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' }, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Cast {
  header: Record<string, any>;
  events: unknown[][];
}

function parseCast(text: string): Cast {
  expect(text.endsWith('\n')).toBe(true);
  const [head, ...lines] = text.slice(0, -1).split('\n');
  return { header: JSON.parse(head), events: lines.map((l) => JSON.parse(l)) };
}

/** Checks what asciinema's player reads: output events, times rising, text data. */
function checkEvents(events: unknown[][]): void {
  let last = -1;
  for (const e of events) {
    expect(e).toHaveLength(3);
    const [time, kind, data] = e;
    expect(typeof time).toBe('number');
    expect(time as number).toBeGreaterThan(last);
    last = time as number;
    expect(kind).toBe('o');
    expect(typeof data).toBe('string');
  }
}

/** The screen after all of the recording's output, as a terminal of its size shows it. */
async function playedScreen(cast: Cast): Promise<string> {
  const term = new xterm.Terminal({ cols: cast.header.width, rows: cast.header.height, allowProposedApi: true });
  for (const [, , data] of cast.events) await new Promise<void>((resolve) => term.write(data as string, resolve));
  const buf = term.buffer.active;
  const lines: string[] = [];
  for (let y = 0; y < term.rows; y++) lines.push(buf.getLine(buf.viewportY + y)?.translateToString(true) ?? '');
  term.dispose();
  return lines.join('\n');
}

/** The real stepper in a pseudo-terminal, sent to the last move. */
async function stepperAtEnd(bin: string, log: string, moves: number, cols: number, rows: number, recorded: string): Promise<string> {
  const t = new Terminal(['replay', log], { dataHome: tempDataHome(), bin, cols, rows });
  running.push(t);
  await t.waitFor('Start of the game');
  await t.type('\u001b[F');
  await t.waitFor(`Move ${moves} of ${moves}`);
  // The last frame may still be arriving when its move number shows (a loaded machine): the
  // screen it settles on is compared, or what it shows after a few seconds.
  return t.waitFor((screen) => screen === recorded, 5000).catch(() => t.screen());
}

let regicideLog: { path: string; moves: number };
let duelLog: { path: string; moves: number };
beforeAll(() => {
  regicideLog = finishedGame(regicide as unknown as AnyGame);
  duelLog = finishedGame(thronfolge as unknown as AnyGame);
});

describe('replay --cast', () => {
  it('records a Regicide game at 80x24: a v2 header, one frame a move, the end as the stepper draws it', async () => {
    const out = join(folder, 'regicide.cast');
    const r = run(BIN, ['replay', regicideLog.path, '--cast', out, '--cast-timestamp', '0']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const text = readFileSync(out, 'utf8');
    const cast = parseCast(text);
    expect(cast.header).toEqual({ version: 2, width: 80, height: 24, timestamp: 0, env: { TERM: 'xterm-256color' } });
    checkEvents(cast.events);
    // The start, each move, then the cursor back one step later: 0.8 s a step at speed 1.
    expect(cast.events).toHaveLength(regicideLog.moves + 2);
    expect(cast.events.map((e) => e[0])).toEqual(Array.from({ length: regicideLog.moves + 2 }, (_, i) => Math.round(i * 800) / 1000));
    // The screens are coloured as the stepper colours them, whatever the output is (a pipe here).
    expect(text).toMatch(/\\u001b\[38;2;\d+;\d+;\d+m/);
    const recorded = await playedScreen(cast);
    expect(recorded).toContain(`Move ${regicideLog.moves} of ${regicideLog.moves}`);
    expect(recorded).toBe(await stepperAtEnd(BIN, regicideLog.path, regicideLog.moves, 80, 24, recorded));
    // The same log makes the same file.
    const again = join(folder, 'regicide-again.cast');
    run(BIN, ['replay', regicideLog.path, '--cast', again, '--cast-timestamp', '0']);
    expect(readFileSync(again, 'utf8')).toBe(text);
  }, 60_000);

  it('records a Thronfolge duel at 100x30 and speed 2, its final score on the last screen', async () => {
    const out = join(folder, 'duel.cast');
    const r = run(THRONFOLGE_BIN, ['replay', duelLog.path, '--cast', out, '--size', '100x30', '--speed', '2']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const cast = parseCast(readFileSync(out, 'utf8'));
    expect(cast.header).toMatchObject({ version: 2, width: 100, height: 30, env: { TERM: 'xterm-256color' } });
    // Without --cast-timestamp the header has the time of the recording.
    expect(Math.abs(cast.header.timestamp - Date.now() / 1000)).toBeLessThan(120);
    checkEvents(cast.events);
    expect(cast.events.at(-1)![0]).toBe(((duelLog.moves + 1) * 400) / 1000);
    const recorded = await playedScreen(cast);
    expect(recorded).toMatch(/final score \d+ : \d+/);
    expect(recorded).toBe(await stepperAtEnd(THRONFOLGE_BIN, duelLog.path, duelLog.moves, 100, 30, recorded));
  }, 60_000);

  // asciinema's own player, where it is installed (Debian: apt-get install asciinema), plays the
  // recording to its end in a terminal.
  const asciinema = spawnSync('asciinema', ['--version'], { encoding: 'utf8' });
  it.skipIf(asciinema.status !== 0)(
    'plays in asciinema',
    async () => {
      const out = join(folder, 'played.cast');
      expect(run(THRONFOLGE_BIN, ['replay', duelLog.path, '--cast', out, '--speed', '100']).code).toBe(0);
      const player = pty.spawn('asciinema', ['play', '-i', '0.05', out], { cols: 80, rows: 24, env: { PATH: process.env.PATH ?? '', HOME: folder, TERM: 'xterm-256color' } });
      let shown = '';
      player.onData((d) => (shown += d));
      const code = await new Promise<number>((resolve) => player.onExit(({ exitCode }) => resolve(exitCode)));
      expect(code).toBe(0);
      expect(shown).toMatch(/final score \d+ : \d+/);
    },
    30_000,
  );

  it.each([
    [['--size', '50x10'], /^regicide: .*--size must be from 60x20 to 400x200\.\n$/],
    [['--size', 'big'], /^regicide: .*--size must be COLUMNSxROWS, e\.g\. 80x24\.\n$/],
    [['--speed', '-1'], /^regicide: .*--speed must be a number from 0\.1 to 100/],
  ])('refuses %j in one line, writing nothing', (args, message) => {
    const out = join(folder, 'refused.cast');
    const r = run(BIN, ['replay', regicideLog.path, '--cast', out, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });

  it('says in one line when the recording cannot be written', () => {
    for (const [out, why] of [
      [join(folder, 'missing', 'x.cast'), 'no such folder'],
      [folder, 'it is a folder'],
    ]) {
      const r = run(BIN, ['replay', regicideLog.path, '--cast', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`regicide: cannot write the recording to ${out}: ${why}\n`);
    }
  });

  it('takes --size and --speed only with --cast', () => {
    const r = run(BIN, ['replay', regicideLog.path, '--speed', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('regicide: --size and --speed go with --cast OUT\n');
  });
});
