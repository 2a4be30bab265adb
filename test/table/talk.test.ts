// Table talk at the one game loop: after a jester every seat but the chooser may signal (bots are
// asked before the chooser decides, and a deciding bot hears the signals), quick phrases carry the
// public facts the table computes, every refusal has its code, and the talk is kept in the log as
// annotations that replay and verify leave alone.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/core/bot.js';
import { JESTER } from '../../src/core/cards.js';
import { verifyLog } from '../../src/core/log.js';
import type { Said, TalkState } from '../../src/core/talk.js';
import { regicide, type RegicideGame } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideView } from '../../src/games/regicide/types.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { localTable } from '../../src/table/local-table.js';
import { replayFrames } from '../../src/table/replay.js';
import { PHRASES_PER_POSITION, SIGNALS_PER_WINDOW } from '../../src/table/talk-rules.js';
import { Table } from '../../src/table/table.js';
import type { PlayerOf, TurnOf } from '../../src/table/types.js';

/** Seat 1 of this three-player deal holds a jester from the start. */
const SEED = 'talk-7';
const options = { players: 3, variants: [] };

/** A seat that waits and keeps its turn; it hears what is said. */
function waitingSeat(): PlayerOf<RegicideGame> & { turn: TurnOf<RegicideGame> | null; heard: Said[] } {
  const seat = {
    kind: 'human' as const,
    turn: null as TurnOf<RegicideGame> | null,
    heard: [] as Said[],
    decide: (turn: TurnOf<RegicideGame>) => void (seat.turn = turn),
    hear: (said: Said) => void seat.heard.push(said),
  };
  return seat;
}

/** A table of three people after seat 1's jester: seat 1 must choose who goes next. */
function afterJester() {
  const table = Table.create(regicide, options, SEED);
  const seats = [waitingSeat(), waitingSeat(), waitingSeat()];
  seats.forEach((s, i) => table.sit(i + 1, s));
  table.start();
  expect(table.submit(1, regicide.parseMove('play X'))).toBeNull();
  return { table, seats };
}

describe('Signals after a jester', () => {
  it('open a window for every seat but the chooser, kept in the log at the position', () => {
    const { table, seats } = afterJester();
    expect(table.talk()).toEqual({ window: { at: 1, chooser: 1 }, signals: [] });
    expect(table.signal(2, 'go')).toBeNull();
    expect(table.signal(3, 'rather-not')).toBeNull();
    expect(table.talk().signals).toEqual([
      { seat: 2, value: 'go' },
      { seat: 3, value: 'rather-not' },
    ]);
    // A seat may change its mind; the latest signal counts, every one stays in the log.
    expect(table.signal(2, 'rather-not')).toBeNull();
    expect(table.talk().signals[0]).toEqual({ seat: 2, value: 'rather-not' });
    expect(table.log.annotations).toEqual([
      { at: 1, seat: 2, kind: 'signal', value: 'go' },
      { at: 1, seat: 3, kind: 'signal', value: 'rather-not' },
      { at: 1, seat: 2, kind: 'signal', value: 'rather-not' },
    ]);
    // Every seat hears all of it, and the chooser's decision sees the signals as they stand.
    for (const s of seats) expect(s.heard).toHaveLength(3);
    expect(seats[0].turn!.heard().signals).toHaveLength(2);
    // The same signal again says nothing new.
    expect(table.signal(3, 'rather-not')).toBeNull();
    expect(table.log.annotations).toHaveLength(3);
  });

  it('are refused with codes: the chooser, no jester, a stale position, a bad value, too many', () => {
    const { table } = afterJester();
    expect(table.signal(1, 'go')).toEqual({ code: 'chooserSignals', seat: 1 });
    expect(table.signal(2, 'maybe' as never)).toEqual({ code: 'badSignal' });
    expect(table.signal(5, 'go')).toEqual({ code: 'noSuchSeat', seat: 5 });
    expect(table.signal(2, 'go', 0)).toEqual({ code: 'staleSignal', at: 0, movesMade: 1 });
    for (let i = 0; i < SIGNALS_PER_WINDOW; i++) expect(table.signal(2, i % 2 ? 'go' : 'rather-not')).toBeNull();
    expect(table.signal(2, 'go')).toEqual({ code: 'talkLimit' });
    expect(table.log.annotations).toHaveLength(SIGNALS_PER_WINDOW);
    // Once the chooser decided, nothing is waiting: a signal has no window.
    expect(table.submit(1, { type: 'next', seat: 3 })).toBeNull();
    expect(table.talk().window).toBeNull();
    expect(table.signal(2, 'go')).toEqual({ code: 'noSignalNow' });
  });

  it('are not moves: the rules, the moves and the result stay as they were, and verify passes', () => {
    const { table } = afterJester();
    table.signal(2, 'go');
    table.submit(1, { type: 'next', seat: 2 });
    expect(table.log.moves).toEqual(['play X', 'next 2']);
    const log = JSON.parse(JSON.stringify(table.log));
    expect(verifyLog(regicide, log)).toEqual({ ok: true, moves: 2 });
    const { annotations: _a, ...older } = log;
    expect(verifyLog(regicide, older)).toEqual({ ok: true, moves: 2 });
  });

  it('are asked of the bots before the chooser decides, and a deciding bot hears them', () => {
    const table = Table.create(regicide, options, SEED);
    const heardByChooser: TalkState[] = [];
    const chooser: Bot<RegicideView, RegicideMove> = {
      name: 'chooser',
      choose: (_v, legal, heard) => (heard && legal[0].type === 'next' && heardByChooser.push(heard), legal.find((m) => m.type === 'play' && m.cards[0] === JESTER) ?? legal[0]),
    };
    const signaller = (value: 'go' | 'rather-not'): Bot<RegicideView, RegicideMove> => ({ name: 'signaller', choose: (_v, legal) => legal[0], signal: () => value });
    table.sit(1, botSeat(chooser));
    table.sit(2, botSeat(signaller('rather-not')));
    table.sit(3, botSeat(signaller('go')));
    table.start();
    expect(heardByChooser[0]).toEqual({
      window: { at: 1, chooser: 1 },
      signals: [
        { seat: 2, value: 'rather-not' },
        { seat: 3, value: 'go' },
      ],
    });
  });
});

describe('Quick phrases', () => {
  it('state public facts as the table computes them, never as the sender claims', () => {
    const { table } = afterJester();
    expect(table.say(2, 'my-hand')).toBeNull();
    expect(table.say(1, 'tavern')).toBeNull();
    expect(table.say(3, 'good-luck')).toBeNull();
    const { view } = table.publicUpdate();
    expect(table.log.annotations).toEqual([
      { at: 1, seat: 2, kind: 'phrase', code: 'my-hand', params: { cards: view.hands[1] } },
      { at: 1, seat: 1, kind: 'phrase', code: 'tavern', params: { cards: view.tavern } },
      { at: 1, seat: 3, kind: 'phrase', code: 'good-luck', params: {} },
    ]);
  });

  it('are refused with codes: unknown phrases and too many at one position', () => {
    const { table } = afterJester();
    expect(table.say(2, 'I hold the king of hearts')).toEqual({ code: 'unknownPhrase' });
    for (let i = 0; i < PHRASES_PER_POSITION; i++) expect(table.say(2, 'thinking')).toBeNull();
    expect(table.say(2, 'thinking')).toEqual({ code: 'talkLimit' });
    // The next position takes phrases again.
    table.submit(1, { type: 'next', seat: 2 });
    expect(table.say(2, 'thinking')).toBeNull();
  });
});

describe('Talk in the log', () => {
  it('survives a resume (checked entries only) and goes with the positions a take-back removes', () => {
    const { table } = afterJester();
    table.signal(2, 'go');
    table.submit(1, { type: 'next', seat: 2 });
    table.say(3, 'sorry');
    const saved = JSON.parse(JSON.stringify(table.log));
    saved.annotations.push({ at: 1, seat: 2, kind: 'phrase', code: '\u001b[2J', params: {} }, { at: 1, seat: 9, kind: 'signal', value: 'go' }, 'junk');
    const resumed = Table.resume(regicide, saved);
    expect(resumed.said()).toEqual([
      { at: 1, seat: 2, kind: 'signal', value: 'go' },
      { at: 2, seat: 3, kind: 'phrase', code: 'sorry', params: {} },
    ]);
    resumed.start();
    resumed.takeBack(1);
    expect(resumed.said()).toEqual([{ at: 1, seat: 2, kind: 'signal', value: 'go' }]);
    expect(resumed.talk().signals).toEqual([{ seat: 2, value: 'go' }]);
  });

  it('reaches the replay frames at the positions it was said in', () => {
    const { table } = afterJester();
    table.signal(3, 'go');
    table.submit(1, { type: 'next', seat: 3 });
    const frames = replayFrames(regicide, table.log);
    expect(frames.map((f) => f.said)).toEqual([[], [{ at: 1, seat: 3, kind: 'signal', value: 'go' }], []]);
  });
});

describe('The hint after a jester', () => {
  it('is asked with the signals the others gave, and a local client says and signals for its own seats only', () => {
    const table = Table.create(regicide, options, SEED);
    const asked: (TalkState | undefined)[] = [];
    const bot: Bot<RegicideView, RegicideMove> = { name: 'signaller', choose: (_v, legal) => legal[0], signal: () => 'go' };
    const client = localTable(table, {
      bots: new Map([[3, bot]]),
      botDelayMs: 0,
      hinter: (u, _before, heard) => (asked.push(heard), { move: u.legal[0], text: 'hint' }),
    });
    expect(client.submit(1, regicide.parseMove('play X'))).toBeNull();
    expect(client.signal(2, 'rather-not')).toBeNull();
    expect(client.signal(3, 'go')).toEqual({ code: 'notYourSeat', seat: 3 });
    expect(client.phrases).toContain('my-hand');
    client.hint!(1);
    expect(asked.at(-1)).toEqual({
      window: { at: 1, chooser: 1 },
      signals: [
        { seat: 2, value: 'rather-not' },
        { seat: 3, value: 'go' },
      ],
    });
    expect(client.talk()).toEqual(asked.at(-1));
    client.close();
  });
});
