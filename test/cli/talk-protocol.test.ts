// Table talk in the headless protocol of the real binary: the `signal` and `say` commands, the
// `signal` and `phrase` lines, the chooser's state line with the signals so far, refusals as error
// lines with codes (the same state line follows), bots that signal at a --json table, and a log
// that keeps the talk and still verifies.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drive, runBin } from './drive.js';

/** Seat 1 of this three-player deal holds a jester from the start. */
const SEED = 'talk-7';

describe('signals and phrases on the protocol', () => {
  it('people at stdin signal and speak; refusals have codes; the log keeps it all and verifies', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'talk-protocol-')), 'talk.json');
    const p = drive('regicide', ['play', '--json', '--players', '3', '--seed', SEED, '--log', logFile]);
    expect((await p.next()).type).toBe('state');
    p.send('play X');
    const choosing = await p.next();
    expect(choosing).toMatchObject({ type: 'state', seat: 1, view: { phase: 'next' }, window: { at: 1, chooser: 1 }, signals: [] });

    p.send('signal 2 go');
    expect(await p.next()).toEqual({ type: 'signal', at: 1, seat: 2, value: 'go', message: "seat 2: I'd like to go next" });
    p.send('say 3 tavern');
    expect(await p.next()).toMatchObject({ type: 'phrase', at: 1, seat: 3, code: 'tavern', params: { cards: choosing.view.tavern } });
    p.send('SIGNAL 3 Rather-Not');
    expect(await p.next()).toMatchObject({ type: 'signal', seat: 3, value: 'rather-not' });

    for (const [line, code] of [
      ['signal go', 'whichSeat'],
      ['signal 1 go', 'chooserSignals'],
      ['signal 3 maybe', 'badTalk'],
      ['say 2 I-hold-the-king', 'unknownPhrase'],
    ]) {
      p.send(line);
      expect(await p.next()).toMatchObject({ type: 'error', code });
      // Nothing changed: the same state line again, with the signals so far.
      expect(await p.next()).toEqual({
        ...choosing,
        signals: [
          { seat: 2, value: 'go' },
          { seat: 3, value: 'rather-not' },
        ],
      });
    }
    p.send('next 2');
    const next = await p.next();
    expect(next).toMatchObject({ type: 'state', seat: 2 });
    expect(next).not.toHaveProperty('window');
    p.send('signal 3 go');
    expect(await p.next()).toMatchObject({ type: 'error', code: 'noSignalNow' });
    expect(await p.next()).toEqual(next);
    p.end();
    await p.exit;

    const log = JSON.parse(readFileSync(logFile, 'utf8'));
    expect(log.moves).toEqual(['play X', 'next 2']);
    expect(log.annotations).toEqual([
      { at: 1, seat: 2, kind: 'signal', value: 'go' },
      { at: 1, seat: 3, kind: 'phrase', code: 'tavern', params: { cards: choosing.view.tavern } },
      { at: 1, seat: 3, kind: 'signal', value: 'rather-not' },
    ]);
    const verified = runBin('regicide', ['replay', '--verify', logFile]);
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
  });

  it("bots at a --json table signal after a jester, before the chooser's state line", async () => {
    const p = drive('regicide', ['play', '--json', '--players', '3', '--bots', '2,3', '--seed', SEED]);
    expect((await p.next()).type).toBe('state');
    p.send('play X');
    const lines = [await p.next(), await p.next(), await p.next()];
    expect(lines.slice(0, 2).map((l) => [l.type, l.seat])).toEqual([
      ['signal', 2],
      ['signal', 3],
    ]);
    expect(lines[2]).toMatchObject({ type: 'state', seat: 1, window: { at: 1, chooser: 1 } });
    expect(lines[2].signals).toEqual(lines.slice(0, 2).map((l) => ({ seat: l.seat, value: l.value })));
    p.kill('SIGTERM');
    await p.exit;
  });
});
