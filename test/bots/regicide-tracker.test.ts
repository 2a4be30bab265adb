// The tavern tracker follows a game from the events a seat sees; its samples must always allow the
// real deal (never rule out where a card really is), pin what the events fix (a teammate who drew
// an exact kill holds it), and agree with the view.
import { describe, expect, it, vi } from 'vitest';
import { generator } from '../../src/core/rng.js';
import { playBotGame } from '../../src/table/bot-game.js';
import { botSeat } from '../../src/table/bot-seat.js';
import { Table } from '../../src/table/table.js';
import { regicide } from '../../src/games/regicide/index.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { makeSearchBot } from '../../src/games/regicide/bots/search-bot.js';
import { TavernTracker } from '../../src/games/regicide/bots/tavern-tracker.js';
import { stateFromPlacement } from '../../src/games/regicide/bots/world.js';
import { seenOf } from '../../src/games/regicide/bots/seen.js';
import type { RegicideEvent } from '../../src/games/regicide/events.js';
import type { RegicideMove, RegicideState, RegicideView, Variant } from '../../src/games/regicide/types.js';

/**
 * Plays a game with easy bots; after every move each seat's tracker is checked against the real
 * state. `killsKnown` counts the checks where a teammate held an exact kill it drew off the top
 * (the enemy never went to the discard pile since) and every sampled table gave it that card.
 */
function followGame(players: number, variants: Variant[], seed: string): { checks: number; killsKnown: number; accounts: number } {
  let s: RegicideState = regicide.setup(regicide.normalizeOptions({ players, variants }), seed);
  const trackers = Array.from({ length: players }, () => new TavernTracker());
  const bots = Array.from({ length: players }, (_, i) => makeRegicideBot('easy', `${seed}/${i}`));
  const next = generator(`${seed}/samples`);
  let events: RegicideEvent[] = [];
  let checks = 0;
  let killsKnown = 0;
  let accounts = 0;
  /** Exactly killed enemies that have lain face down or in a hand ever since. */
  const killedOnTop = new Set<number>();
  for (let moves = 0; ; moves++) {
    for (let seat = 1; seat <= players; seat++) {
      const view = regicide.view(s, seat);
      trackers[seat - 1].observe({ view, events: regicide.eventsFor(events, seat), movesMade: moves });
      expect(trackers[seat - 1].follows(view)).toBe(true);
      accounts = Math.max(accounts, trackers[seat - 1].accountsKept);
      if (moves % 3 !== 0) continue;
      const support = trackers[seat - 1].possibleCards();
      s.hands.forEach((hand, i) => {
        if (i === seat - 1) return;
        for (const c of hand) expect(support.hands[i].has(c)).toBe(true);
        for (const enemy of hand.filter((c) => killedOnTop.has(c))) {
          for (let k = 0; k < 5; k++) expect(trackers[seat - 1].sample(next).hands[i]).toContain(enemy);
          killsKnown++;
        }
      });
      expect(support.tavern.length).toBe(s.tavern.length);
      s.tavern.forEach((c, i) => expect(support.tavern[i].has(c)).toBe(true));
      // A sampled world is a legal position with the seat's own view.
      const world = stateFromPlacement(view, seenOf(view), next, trackers[seat - 1].sample(next));
      expect(regicide.view(world, seat)).toEqual(view);
      checks++;
    }
    const seat = regicide.currentSeat(s);
    if (seat === null) break;
    const move = bots[seat - 1].choose(regicide.view(s, seat), regicide.legalMoves(s));
    const step = regicide.step(s, move);
    if (!step.ok) throw new Error(step.refusal.code);
    s = step.state;
    events = step.events;
    for (const ev of events) if (ev.kind === 'defeat' && ev.kill === 'exact') killedOnTop.add(ev.enemy);
    for (const c of s.discard) killedOnTop.delete(c);
  }
  return { checks, killsKnown, accounts };
}

describe('Regicide tavern tracker (bots remember the public events)', () => {
  it.each([1, 2, 3, 4])('never rules out the real deal, %i player(s)', (players) => {
    let checks = 0;
    for (let g = 0; g < 6; g++) checks += followGame(players, [], `tracker-${players}-${g}`).checks;
    expect(checks).toBeGreaterThan(20);
  });

  it('follows variants that change hands and jesters (feign-death, extra-jester, bigger-hand)', () => {
    // Three or four jesters: one leaving a hand may come from either of two pools (two accounts).
    // (Seeds 30…34 include deals where that happens.)
    let accounts = 0;
    for (let g = 30; g < 35; g++) accounts = Math.max(accounts, followGame(4, ['extra-jester'], `tracker-j-${g}`).accounts);
    expect(accounts).toBeGreaterThan(1);
    for (let g = 0; g < 6; g++) {
      followGame(3, ['feign-death', 'extra-jester'], `tracker-v-${g}`);
      followGame(2, ['bigger-hand'], `tracker-b-${g}`);
    }
  });

  it('knows a teammate holds an exact kill it drew (the card sits on top of the tavern)', () => {
    let killsKnown = 0;
    for (let g = 0; g < 12; g++) killsKnown += followGame(2, [], `tracker-pin-${g}`).killsKnown;
    expect(killsKnown).toBeGreaterThan(0);
  });

  it('drops the thread on a gap (a missed move) and no longer claims to follow', () => {
    const s = regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), 'gap');
    const t = new TavernTracker();
    t.observe({ view: regicide.view(s, 1), events: [], movesMade: 0 });
    expect(t.follows(regicide.view(s, 1))).toBe(true);
    const step = regicide.step(s, regicide.legalMoves(s)[0]);
    if (!step.ok) throw new Error('refused');
    const later = regicide.step(step.state, regicide.legalMoves(step.state)[0]);
    if (!later.ok) throw new Error('refused');
    t.observe({ view: regicide.view(later.state, 1), events: regicide.eventsFor(later.events, 1), movesMade: 2 });
    expect(t.follows(regicide.view(later.state, 1))).toBe(false);
  });
});

describe('what a remembering bot is told', () => {
  it('only its seat’s updates: no other seat’s drawn cards ever reach it', () => {
    const told: { seat: number; events: RegicideEvent[] }[] = [];
    const listening = (seat: number) => {
      const easy = makeRegicideBot('easy', `told/${seat}`);
      return { name: 'listening', choose: easy.choose, observe: (u: { events: RegicideEvent[] }) => told.push({ seat, events: u.events }) };
    };
    playBotGame(regicide, { players: 3, variants: [] }, 'told', [listening(1), listening(2), listening(3)]);
    const draws = told.flatMap(({ seat, events }) => events.filter((e) => e.kind === 'draw').map((e) => ({ seat, e })));
    expect(draws.length).toBeGreaterThan(0);
    for (const { seat, e } of draws) expect(e.kind === 'draw' && e.seat !== seat && e.cards !== undefined).toBe(false);
    expect(draws.some(({ seat, e }) => e.kind === 'draw' && e.seat === seat && e.cards !== undefined)).toBe(true);
  });
});

describe('the hard bot with teammates', () => {
  it('samples from the tracker at a table (also after a resume), and from its view alone when it was told nothing', () => {
    const { table: played } = playBotGame(regicide, { players: 2, variants: [] }, 'hard-tracks', [makeRegicideBot('easy', 'a'), makeRegicideBot('easy', 'b')]);
    // A position part-way through where seat 1 is to decide between several moves.
    let at = 10;
    for (; at < played.log.moves.length; at++) {
      const t = Table.resume(regicide, { ...played.log, moves: played.log.moves.slice(0, at), result: null });
      if (t.toMove() === 1 && t.updateFor(1).legal.length > 2) break;
    }
    const resumed = Table.resume(regicide, { ...played.log, moves: played.log.moves.slice(0, at), result: null });
    const sample = vi.spyOn(TavernTracker.prototype, 'sample');
    const hard = makeRegicideBot('hard', 'hard-tracks/1');
    let chosen = false;
    resumed.sit(1, botSeat({ ...hard, choose: (v: RegicideView, legal: RegicideMove[]) => ((chosen = true), hard.choose(v, legal)) }));
    resumed.sit(2, { kind: 'human', decide: () => undefined });
    resumed.start();
    expect(chosen).toBe(true);
    expect(sample).toHaveBeenCalled();
    sample.mockClear();
    const u = Table.resume(regicide, { ...played.log, moves: played.log.moves.slice(0, at), result: null }).updateFor(1);
    makeRegicideBot('hard', 'hard-tracks/1').choose(u.view as never, u.legal as never);
    expect(sample).not.toHaveBeenCalled();
    sample.mockRestore();
  });
});

describe('search bots that follow the tavern, whole games at a table', () => {
  it.each([
    [2, []],
    [3, ['extra-jester']],
    [4, []],
    [4, ['feign-death', 'bigger-hand']],
  ] as [number, Variant[]][])('%i players %j: only legal answers, and the tracker follows every decision', (players, variants) => {
    const follows = vi.spyOn(TavernTracker.prototype, 'follows');
    const errors: unknown[] = [];
    // A tiny search budget keeps it fast; the sampling path is the hard bot's.
    const table = Table.create(regicide, { players, variants }, `follow-${players}-${variants.join('+')}`);
    for (let seat = 1; seat <= players; seat++) {
      const bot = makeSearchBot({ worlds: 2, maxCandidates: 3, followTeamGames: true }, `follow/${seat}`, 'hard');
      table.sit(seat, botSeat(bot, { onError: (e) => errors.push(e) }));
    }
    table.start();
    expect(table.result()).not.toBeNull();
    expect(errors).toEqual([]);
    expect(follows.mock.results.length).toBeGreaterThan(5);
    expect(follows.mock.results.every((r) => r.value === true)).toBe(true);
    follows.mockRestore();
  });
});
