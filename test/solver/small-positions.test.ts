// Small hand-built positions (a castle of two or three enemies, a few cards) whose answers are
// known: worked out by hand, or by an exhaustive search written here from the public engine only.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { solve } from '../../src/games/regicide/solver/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { scenario } from '../regicide/scenario.js';

/** Fewest flips any line needs to win from `s`, or null when no line wins: plain exhaustive search. */
function fewestFlipsToWin(s: RegicideState, budget: { nodes: number }): number | null {
  if (s.outcome === 'won') return 0;
  if (s.outcome === 'lost') return null;
  if (--budget.nodes < 0) throw new Error('brute force budget exceeded');
  let best: number | null = null;
  for (const m of regicide.legalMoves(s)) {
    const r = fewestFlipsToWin(regicide.apply(s, m), budget);
    if (r === null) continue;
    const total = r + (m.type === 'flip' ? 1 : 0);
    if (best === null || total < best) best = total;
    if (best === 0) break;
  }
  return best;
}

function replaysToWin(s: RegicideState, line: RegicideMove[]): RegicideState {
  for (const m of line) s = regicide.apply(s, regicide.parseMove(regicide.formatMove(m)));
  expect(s.outcome).toBe('won');
  return s;
}

const MEDALS = ['gold', 'silver', 'bronze'];

describe('solver on hand-worked positions', () => {
  it('the last enemy falls to an exact kill: winnable with gold in one move', () => {
    const s = scenario({ enemy: 'JC', castle: '', damage: 15, hands: ['5S 2H'], tavern: '' });
    const r = solve(s, {});
    expect(r).toMatchObject({ verdict: 'winnable', medal: 'gold', medalProven: true });
    expect(r.line.map(regicide.formatMove)).toEqual(['play 5S']);
  });

  it('one weak card against a full attack with no tavern and no flips: not winnable', () => {
    const s = scenario({ enemy: 'JC', castle: 'JD', hands: ['2H'], tavern: '', flipsLeft: 0 });
    expect(solve(s, {})).toMatchObject({ verdict: 'not-winnable', line: [], medal: null });
  });

  it('a position that needs the last flip is winnable, but only with bronze', () => {
    // 2♥ deals 2 and leaves an empty hand against a 10 attack: only a flip (the second of the
    // game) brings the tens that cover the attack and then kill.
    const s = scenario({ enemy: 'JS', castle: '', damage: 10, hands: ['2H'], tavern: '10C 10D 9H', flipsLeft: 1 });
    const r = solve(s, {});
    expect(r).toMatchObject({ verdict: 'winnable', medal: 'bronze', medalProven: true });
    replaysToWin(s, r.line);
  });

  it('team: a jester lets the planner hand the turn to the seat holding the kill', () => {
    const s = scenario({ players: 2, enemy: 'JH', castle: '', damage: 10, hands: ['X 2C', '10D 3S'], tavern: '', yielded: [false, false] });
    const r = solve(s, {});
    expect(r.verdict).toBe('winnable');
    const end = replaysToWin(s, r.line);
    expect(end.defeated).toBe(1);
  });
});

describe('solver against an exhaustive search on random small positions', () => {
  const rnd = seedrandom.alea('small-positions');
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)];
  const numberCards = (): number[] => {
    const out: number[] = [];
    for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 10; rank++) out.push(suit * 13 + rank - 1);
    return out;
  };

  function randomPosition(players: number): RegicideState {
    const deck = numberCards();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    const take = (n: number): string => deck.splice(0, n).map(cardText).join(' ');
    const jacks = ['JS', 'JH', 'JD', 'JC'];
    const enemy = pick(jacks);
    // One to three enemies: the current one and up to two more jacks in the castle.
    const others = jacks.filter((j) => j !== enemy);
    const castle = others.slice(0, Math.floor(rnd() * 3)).join(' ');
    const hands = Array.from({ length: players }, () => take(players === 1 ? 3 + Math.floor(rnd() * 2) : 2 + Math.floor(rnd() * 2)));
    return scenario({
      players,
      enemy,
      castle,
      damage: 6 + Math.floor(rnd() * 8),
      hands,
      tavern: take(Math.floor(rnd() * 4)),
      discard: take(Math.floor(rnd() * 3)),
      flipsLeft: players === 1 ? Math.floor(rnd() * 2) : 0,
    });
  }

  it.each([1, 1, 2, 3])('%i player(s): the same verdict, and in solo the same best medal, on 25 positions', (players) => {
    let winnable = 0;
    for (let i = 0; i < 25; i++) {
      const s = randomPosition(players);
      const flips = fewestFlipsToWin(s, { nodes: 2_000_000 });
      const r = solve(s, { maxNodes: 2_000_000 });
      expect(r.verdict).toBe(flips === null ? 'not-winnable' : 'winnable');
      if (flips === null) continue;
      winnable++;
      replaysToWin(s, r.line);
      if (players === 1) {
        expect(r.medalProven).toBe(true);
        expect(r.medal).toBe(MEDALS[2 - s.flipsLeft + flips]);
      }
    }
    // The generator makes both kinds of positions.
    expect(winnable).toBeGreaterThan(0);
    expect(winnable).toBeLessThan(25);
  });
});
