// The Thronfolge headless protocol of the real binary, checked against the engine in-process.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { drive, playThrough, runBin } from './drive.js';

const tmp = mkdtempSync(join(tmpdir(), 'thronfolge-cli-'));

describe('thronfolge duel --json', () => {
  it('--vs human: both seats from stdin; views, legal lists, end line and log agree with the engine', async () => {
    for (let g = 0; g < 6; g++) await playThrough(thronfolge, ['--vs', 'human'], { first: null, variants: [] }, `human-${g}`);
  });

  it('--first and open-discards are honoured and recorded', async () => {
    const log = await playThrough(thronfolge, ['--vs', 'human', '--first', '2', '--variant', 'open-discards'], { first: 2, variants: ['open-discards'] }, 'opts');
    expect(log.options).toEqual({ first: 2, variants: ['open-discards'] });
  });

  it('against the bot (the default) only seat 1 is driven; the bot moves are events', async () => {
    await playThrough(thronfolge, [], { first: null, variants: [] }, 'vs-bot', [2]);
    await playThrough(thronfolge, ['--bot', 'random', '--first', '2'], { first: 2, variants: [] }, 'vs-random', [2]);
  });

  it('bad input gets an error line and the same state line again', async () => {
    const p = drive('thronfolge', ['duel', '--json', '--vs', 'human', '--seed', 'err']);
    const first = await p.next();
    for (const bad of ['play 8C', 'take 3', 'pass', 'play']) {
      p.send(bad);
      const err = await p.next();
      expect(err.type).toBe('error');
      expect(await p.next()).toEqual(first);
    }
    p.end();
    expect((await p.exit).code).not.toBe(0);
  });
});

describe('thronfolge replay --verify', () => {
  it('accepts a good log and names the first bad move of a tampered one', async () => {
    const log = await playThrough(thronfolge, ['--vs', 'human'], { first: null, variants: [] }, 'verify');
    const good = join(tmp, 'good.json');
    writeFileSync(good, JSON.stringify(log));
    expect(runBin('thronfolge', ['replay', '--verify', good]).code).toBe(0);
    const moves = [...log.moves];
    moves[3] = 'play 7C'; // not one of the 45 cards
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...log, moves }));
    const r = runBin('thronfolge', ['replay', '--verify', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/move 4 "play 7C" is not legal/);
  });
});

describe('thronfolge: bad options are one line on stderr and exit 2', () => {
  it.each([
    [['duel', '--json', '--first', '3'], /--first must be from 1 to 2/],
    [['duel', '--json', '--vs', 'alien'], /argument 'alien' is invalid\. Allowed choices are bot, human/],
    [['duel', '--json', '--variant', 'nope'], /unknown variant "nope"; allowed: open-discards/],
    [['duel', '--json', '--games', '0'], /--games must be from 1 to 99/],
    [['duel', '--json', '--games', '3'], /--games \(match play\) is for interactive play/],
    [['duel', '--json', '--seed'], /argument missing/],
    [['replay', '--verify', join(tmp, 'missing.json')], /no such file/],
  ])('%j', (args, message) => {
    const r = runBin('thronfolge', args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('thronfolge: options that contradict each other', () => {
  it('--bot with --vs human is refused', () => {
    const r = runBin('thronfolge', ['duel', '--json', '--vs', 'human', '--bot', 'hard']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--vs human plays without a bot/);
  });
});
