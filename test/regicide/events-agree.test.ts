// Over many random seeded games: the events of every move agree with the states before and after,
// the preview of every play is the engine's own outcome, and each seat's events hold no card it
// may not know. Illegal moves come back as codes, never as the old placeholder.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { type Card, JESTER } from '../../src/core/cards.js';
import type { RegicideEvent } from '../../src/games/regicide/events.js';
import { regicide } from '../../src/games/regicide/index.js';
import { previewPlay } from '../../src/games/regicide/preview.js';
import type { RegicideMove, RegicideState, Variant } from '../../src/games/regicide/types.js';
import { sumValues } from '../../src/games/regicide/values.js';

const CONFIGS: { players: number; variants: Variant[] }[] = [
  { players: 1, variants: [] },
  { players: 1, variants: ['solo-yield', 'feign-death'] },
  { players: 2, variants: ['extra-jester'] },
  { players: 3, variants: ['feign-death'] },
  { players: 4, variants: ['short'] },
];

const of = <K extends RegicideEvent['kind']>(events: RegicideEvent[], kind: K) => events.filter((e): e is Extract<RegicideEvent, { kind: K }> => e.kind === kind);

/** Cards the mover gave up with the move (to the played pile or the discard pile). */
function cardsLeaving(move: RegicideMove, before: RegicideState): number {
  if (move.type === 'play' || move.type === 'discard') return move.cards.length;
  if (move.type === 'feign' || move.type === 'flip') return before.hands[before.current].length;
  return 0;
}

function checkMove(before: RegicideState, move: RegicideMove, after: RegicideState, events: RegicideEvent[]): void {
  const what = `${regicide.formatMove(move)} (seat ${before.current + 1}, ${regicide.view(before, 1).enemy?.card})`;
  expect(events.length, what).toBeGreaterThan(0);
  const mover = before.current + 1;
  expect((events[0] as { seat?: number }).seat, what).toBe(mover);

  // Hands grow by the cards drawn (♦ or a flip) and shrink by the cards given up.
  const drawn = before.hands.map(() => 0);
  for (const d of of(events, 'draw')) drawn[d.seat - 1] += d.count;
  for (const f of of(events, 'flip')) drawn[f.seat - 1] += f.count;
  const growth = after.hands.map((h, i) => h.length - before.hands[i].length + (i === before.current ? cardsLeaving(move, before) : 0));
  expect(growth, what).toEqual(drawn);
  for (const d of of(events, 'draw')) expect(d.cards?.length, what).toBe(d.count);

  const plays = of(events, 'play');
  const defeats = of(events, 'defeat');
  expect(defeats.length, what).toBe(after.defeated - before.defeated);
  if (plays.length) {
    const { outcome } = plays[0];
    expect(outcome.draws, what).toEqual(drawn);
    expect(outcome.value, what).toBe(sumValues((move as { cards: Card[] }).cards));
    expect(outcome.damageAfter - outcome.damage, what).toBe(before.damage);
    if (defeats.length) {
      expect(defeats[0].kill, what).toBe(outcome.kill);
      expect(defeats[0].enemy, what).toBe(before.enemy);
    } else {
      expect(outcome.kill, what).toBeNull();
      expect(after.damage - before.damage, what).toBe(outcome.damage);
    }
    // The tavern: healed cards go under it, drawn cards leave it, an exact kill joins it.
    const exact = outcome.kill === 'exact' ? 1 : 0;
    expect(after.tavern.length - before.tavern.length, what).toBe(outcome.heal - drawn.reduce((a, b) => a + b, 0) + exact);
    // The preview from the mover's view says exactly what the engine did.
    const view = regicide.view(before, mover);
    const preview = previewPlay(view, (move as { cards: Card[] }).cards, view.enemy!.spadeTotal);
    expect(preview && preview.kind === 'cards', what).toBe(true);
    if (preview?.kind === 'cards') {
      const { kind: _k, handValueAfter: _h, selfDraws: _s, deadEnd: _d, ...predicted } = preview;
      expect(predicted, what).toEqual(outcome);
    }
  }
  const attacks = of(events, 'attack');
  expect(attacks.length, what).toBe(after.phase === 'discard' && before.phase !== 'discard' ? 1 : 0);
  if (attacks.length) expect(attacks[0].due, what).toBe(after.damageDue);
  expect(
    of(events, 'reveal').map((r) => r.enemy),
    what,
  ).toEqual(defeats.length && after.enemy >= 0 ? [after.enemy] : []);
  expect(of(events, 'won').length, what).toBe(after.outcome === 'won' ? 1 : 0);
  expect(of(events, 'lost').length, what).toBe(after.outcome === 'lost' ? 1 : 0);
  if (after.outcome === 'won') expect(of(events, 'won')[0].medal, what).toBe(regicide.outcome(after)!.medal);

  for (let seat = 1; seat <= before.players; seat++) checkSecrets(regicide.eventsFor(events, seat), seat, after, what);
}

/** No card of another seat's hand or of the tavern, and no drawn cards of another seat. */
function checkSecrets(events: RegicideEvent[], seat: number, after: RegicideState, what: string): void {
  const hidden = new Set<Card>(after.tavern);
  after.hands.forEach((h, i) => i !== seat - 1 && h.forEach((c) => hidden.add(c)));
  hidden.delete(JESTER); // all jesters are alike: a played one says nothing about another
  for (const ev of events) {
    if ((ev.kind === 'draw' || ev.kind === 'flip') && ev.seat !== seat) expect('cards' in ev, what).toBe(false);
    if (ev.kind === 'defeat') continue; // an exactly killed enemy lies face down on the tavern, known to all
    if (ev.kind === 'draw' && ev.seat === seat) {
      for (const c of ev.cards ?? []) expect(after.hands[seat - 1], what).toContain(c);
      continue;
    }
    const shown = JSON.stringify(ev, (k, v) => (k === 'outcome' ? undefined : v));
    for (const c of cardsIn(ev)) expect(hidden.has(c), `${what}: seat ${seat} sees ${shown}`).toBe(false);
  }
}

function cardsIn(ev: RegicideEvent): Card[] {
  switch (ev.kind) {
    case 'play':
    case 'discard':
    case 'feign':
      return ev.cards;
    case 'flip':
      return [...ev.discarded, ...(ev.cards ?? [])];
    case 'jester':
    case 'reveal':
    case 'attack':
      return [ev.enemy];
    default:
      return [];
  }
}

/** Random moves with a pull towards strong plays, so that games last and enemies fall. */
function pickMove(legal: RegicideMove[], rnd: () => number): RegicideMove {
  if (rnd() < 0.5) {
    let best: RegicideMove | null = null;
    let bestValue = -1;
    for (const m of legal) {
      const value = m.type === 'play' ? sumValues(m.cards) : -1;
      if (value > bestValue) [best, bestValue] = [m, value];
    }
    if (best && bestValue >= 0) return best;
  }
  return legal[Math.floor(rnd() * legal.length)];
}

describe('Engine events over random games', () => {
  it('agree with the states, match the preview, and keep every seat’s secrets', () => {
    let moves = 0;
    let refusals = 0;
    let kills = 0;
    const seen = new Map<string, number>();
    for (let g = 0; g < 120; g++) {
      const config = CONFIGS[g % CONFIGS.length];
      const rnd = seedrandom.alea(`events-${g}`);
      let s = regicide.setup(config, `events-${g}`);
      while (s.outcome === null) {
        // Now and then an illegal move: a refusal code (never the placeholder), and the same code apply throws.
        const probe = regicide.parseMove(['yield', 'flip', 'feign', 'next 2', 'play KS', 'discard X'][Math.floor(rnd() * 6)]);
        if (!regicide.isLegal(s, probe)) {
          const r = regicide.step(s, probe);
          expect(r.ok).toBe(false);
          if (!r.ok) {
            expect(r.refusal.code).not.toBe('illegal');
            expect(() => regicide.apply(s, probe)).toThrow(expect.objectContaining({ refusal: r.refusal }));
          }
          refusals++;
        }
        const move = pickMove(regicide.legalMoves(s), rnd);
        const r = regicide.step(s, move);
        if (!r.ok) throw new Error(`a legal move was refused: ${JSON.stringify(r.refusal)}`);
        expect(r.state).toEqual(regicide.apply(s, move));
        checkMove(s, move, r.state, r.events);
        kills += r.events.filter((e) => e.kind === 'defeat').length;
        for (const e of r.events) seen.set(e.kind, (seen.get(e.kind) ?? 0) + 1);
        s = r.state;
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(1200);
    expect(kills).toBeGreaterThan(200);
    // Every kind of event came up (a random win is too rare; the unit tests cover it).
    expect([...seen.keys()].sort()).toEqual(['attack', 'defeat', 'discard', 'draw', 'feign', 'flip', 'jester', 'lost', 'next', 'play', 'reveal', 'yield']);
    expect(refusals).toBeGreaterThan(100);
  });
});
