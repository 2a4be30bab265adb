// The headless protocol of the real binary, checked move by move against the engine in-process.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideOptions } from '../../src/games/regicide/types.js';
import { spawnSync } from 'node:child_process';
import { binPath, drive, playThrough as playRegicide, runBin } from './drive.js';

const tmp = mkdtempSync(join(tmpdir(), 'regicide-cli-'));

const playThrough = (args: string[], options: RegicideOptions, seed: string, botSeats: number[] = []) => playRegicide(regicide, args, options, seed, botSeats);

describe('regicide play --json', () => {
  it.each([1, 2, 3, 4])('%i player(s): views, complete legal lists, end line and log agree with the engine', async (players) => {
    const args = players === 1 ? ['--solo'] : ['--players', String(players)];
    for (let g = 0; g < 3; g++) await playThrough(args, { players, variants: [] }, `p${players}-${g}`);
  });

  it('every variant is accepted and recorded in the log', async () => {
    await playThrough(['--variant', 'solo-yield', '--variant', 'feign-death', '--variant', 'bigger-hand'], { players: 1, variants: ['bigger-hand', 'solo-yield', 'feign-death'] }, 'v1');
    await playThrough(['--players', '3', '--variant', 'extra-jester', '--variant', 'short', '--variant', 'smaller-hand'], { players: 3, variants: ['extra-jester', 'smaller-hand', 'short'] }, 'v3');
  });

  it('without --players the game is solo', async () => {
    await playThrough([], { players: 1, variants: [] }, 'default-solo');
  });

  it('bot seats play themselves and are reported as events', async () => {
    await playThrough(['--players', '3', '--bots', '2,3'], { players: 3, variants: [] }, 'bots', [2, 3]);
  });

  it('bad input gets an error line with the reason, changes nothing, and the same state line follows', async () => {
    const p = drive('regicide', ['play', '--json', '--seed', 'errors', '--players', '2']);
    const first = await p.next();
    const notInHand = ['2S', '3H', 'KC'].find((c) => !first.view.hand.includes(c))!;
    for (const [bad, reason] of [
      ['play QQ', /"QQ" is not a card/],
      ['dance', /unknown move "dance"/],
      ['discard 2H', /not now: it is time to play cards or yield/],
      [`play ${notInHand}`, /not all in your hand/],
      ['next 2', /not now: it is time to play cards or yield/],
      ['', /empty move/],
    ] as const) {
      p.send(bad);
      const err = await p.next();
      expect(err.type).toBe('error');
      expect(err.message).toMatch(reason);
      expect(await p.next()).toEqual(first);
    }
    p.send(first.legal[0]);
    expect((await p.next()).type).toBe('state');
    p.end();
    const { code, stderr } = await p.exit;
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/input ended before the game was over/);
  });

  it('end of input writes the log so far with --log', async () => {
    const file = join(tmp, 'partial.json');
    const p = drive('regicide', ['play', '--json', '--seed', 'partial', '--log', file]);
    const first = await p.next();
    p.send(first.legal[0]);
    await p.next();
    p.end();
    expect((await p.exit).code).toBe(1);
    const log = JSON.parse(readFileSync(file, 'utf8'));
    expect(log).toMatchObject({ seed: 'partial', moves: [first.legal[0]], result: null });
  });

  it('without --seed a random seed is chosen and recorded, and the log replays', async () => {
    const p = drive('regicide', ['play', '--json']);
    let msg = await p.next();
    while (msg.type !== 'end') {
      p.send(msg.legal[msg.legal.length - 1]);
      msg = await p.next();
    }
    expect(msg.log.seed).toMatch(/^\d+$/);
    const file = join(tmp, 'random-seed.json');
    writeFileSync(file, JSON.stringify(msg.log));
    expect(runBin('regicide', ['replay', '--verify', file]).code).toBe(0);
  });
});

describe('regicide replay --verify', () => {
  it('accepts a good log and refuses a tampered one, naming the first bad move', async () => {
    const log = await playThrough(['--players', '2'], { players: 2, variants: [] }, 'verify');
    const good = join(tmp, 'good.json');
    writeFileSync(good, JSON.stringify(log));
    const ok = runBin('regicide', ['replay', '--verify', good]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^ok: \d+ moves/);

    const tampered = { ...log, moves: [...log.moves] };
    tampered.moves[2] = 'play KH';
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify(tampered));
    const r = runBin('regicide', ['replay', '--verify', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/move 3 "play KH" is not legal/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);

    const wrongResult = join(tmp, 'wrong-result.json');
    writeFileSync(wrongResult, JSON.stringify({ ...log, result: { outcome: 'won', enemiesDefeated: 12, medal: null } }));
    expect(runBin('regicide', ['replay', '--verify', wrongResult]).stderr).toMatch(/does not match/);
  });
});

describe('bad options: one line on stderr, exit 2, no stack trace', () => {
  const truncated = join(tmp, 'truncated.json');
  writeFileSync(truncated, '{"format":"cardgames-log","version":1,"ga');
  it.each([
    [['play', '--json', '--players', '0'], /--players must be from 1 to 4/],
    [['play', '--json', '--players', '5'], /--players must be from 1 to 4/],
    [['play', '--json', '--players', 'abc'], /whole number from 1 to 4/],
    [['play', '--json', '--solo', '--players', '3'], /--solo .* cannot be combined with --players 3/],
    [['play', '--json', '--variant', 'nope'], /unknown variant "nope"; allowed: extra-jester, bigger-hand/],
    [['play', '--json', '--seed'], /--seed <seed>' argument missing/],
    [['play', '--json', '--players', '2', '--bots', '3'], /--bots names seat 3/],
    [['play', '--json', '--players', '2', '--variant', 'solo-yield'], /solo-yield is for solo games only/],
    [['replay', '--verify', join(tmp, 'missing.json')], /cannot read the log .*: no such file/],
    [['replay', '--verify', tmp], /cannot read the log .*: it is a folder/],
    [['replay', '--verify', truncated], /not valid JSON \(truncated/],
    [['play', '--nonsense'], /unknown option '--nonsense'/],
    [['dance'], /unknown command 'dance'/],
  ])('%j', (args, message) => {
    const r = runBin('regicide', args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('interactive play without a terminal says to use --json', () => {
    const r = runBin('regicide', ['play']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/use "regicide play --json"/);
  });
});

describe('what a user gets wrong, answered in one line', () => {
  it('--log to a place that cannot be written fails before the first move', () => {
    const r = runBin('regicide', ['play', '--json', '--log', '/etc/hostname/log.json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^regicide: cannot write the log \/etc\/hostname\/log.json/);
  });

  it('--log is written before the first move, so even an empty game leaves a log', () => {
    const file = join(tmp, 'at-once.json');
    runBin('regicide', ['play', '--json', '--seed', 'x', '--log', file]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ seed: 'x', moves: [], result: null });
  });

  it('a blank line is answered with an error line and the same state', async () => {
    const p = drive('regicide', ['play', '--json', '--seed', 'blank']);
    const first = await p.next();
    p.send('   ');
    expect(await p.next()).toMatchObject({ type: 'error', message: expect.stringMatching(/empty move/) });
    expect(await p.next()).toEqual(first);
    p.end();
    expect((await p.exit).stderr).toMatch(/\(0 moves played\)/);
  });

  it('the replay stepper refuses an unfinished game (it would show every hand)', () => {
    const file = join(tmp, 'unfinished.json');
    writeFileSync(file, JSON.stringify({ format: 'cardgames-log', version: 1, game: 'regicide', seed: 's', options: { players: 2, variants: [] }, moves: [], result: null }));
    const r = runBin('regicide', ['replay', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not over.*npx regicide play --resume/);
    expect(runBin('regicide', ['replay', '--verify', file]).code).toBe(0);
    // A hand-edited result does not open it either: the moves are replayed.
    writeFileSync(file, JSON.stringify({ format: 'cardgames-log', version: 1, game: 'regicide', seed: 's', options: { players: 2, variants: [] }, moves: [], result: {} }));
    expect(runBin('regicide', ['replay', file]).stderr).toMatch(/not over/);
  });

  it('a log whose variants are not a list is refused with what is allowed', () => {
    const file = join(tmp, 'bad-variants.json');
    writeFileSync(file, JSON.stringify({ format: 'cardgames-log', version: 1, game: 'regicide', seed: 's', options: { players: 1, variants: 'short' }, moves: [], result: null }));
    const r = runBin('regicide', ['replay', '--verify', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/variants must be a list; allowed: extra-jester/);
  });

  it('a reader that closes the pipe early ends the program without a stack trace', () => {
    // Only the program's own stderr is kept (yes may complain about the pipe as well).
    const errors = join(tmp, 'pipe-stderr.txt');
    spawnSync('sh', ['-c', `yes "play 2H" 2>/dev/null | "${process.execPath}" "${binPath('regicide')}" play --json --seed pipe 2>"${errors}" | head -c 10`]);
    expect(readFileSync(errors, 'utf8')).toBe('');
  });
});
