// Move choice for the referee's games. Uniform random play loses at the first jacks, so with
// probability `greed` the choice is biased: exact kills first, then kills, then plays after which
// the hand still covers the counter-attack, then the most damage; discards spend the least.
// The rest of the time a uniformly random legal move keeps rare moves (yield, feign, flip) in play.
import { isJester, suitOf } from './cards.js';
import { enemyStats, total, value } from './regicide-rules.js';
import { pick, type Rnd } from './rng.js';

export function chooseMove(view: any, legal: readonly string[], greed: number, rnd: Rnd): string {
  if (rnd() >= greed) return pick(rnd, legal);
  if (view.phase === 'next') return pick(rnd, legal);
  if (view.phase === 'discard') {
    const discards = legal.filter((m) => m.startsWith('discard'));
    if (!discards.length) return 'flip';
    const cost = (m: string) => total(m.split(' ').slice(1)) * 10 + m.split(' ').length - 1;
    const best = Math.min(...discards.map(cost));
    return pick(
      rnd,
      discards.filter((m) => cost(m) === best),
    );
  }
  const enemy = view.enemy;
  const { attack, health } = enemyStats(enemy.card);
  const enemySuit = suitOf(enemy.card);
  const handValue = total(view.hand);
  const room = view.hands.reduce((a: number, h: number) => a + (view.handLimit - h), 0);
  const dueNow = Math.max(0, attack - enemy.shield);
  const score = (m: string): number => {
    if (m === 'flip') return view.hand.length <= 2 ? 400 : -100;
    if (m === 'yield' || m === 'feign') {
      if (m === 'feign') return 100;
      if (dueNow === 0) return 900; // nothing to suffer: yielding is free
      return handValue - dueNow >= 15 && view.players > 1 ? 150 : -50;
    }
    const cards = m.split(' ').slice(1);
    // A jester after some plays also exercises the retroactive spade shield.
    if (cards.length === 1 && isJester(cards[0])) return enemy.immune && enemySuit !== 'H' ? (view.played.length ? 600 : 50) : -20;
    const v = cards.reduce((s, c) => s + value(c), 0);
    const suits = new Set<string | null>(cards.map((c) => suitOf(c)));
    const open = (s: string) => suits.has(s) && !(enemy.immune && enemySuit === s);
    const dmg = open('C') ? 2 * v : v;
    const after = enemy.damage + dmg;
    if (after === health) return 1000 - v;
    if (after > health) return 800 - (after - health) - v;
    // Stunt: against an immune spade enemy, play a spade before the jester in hand (retroactive shield).
    if (enemySuit === 'S' && enemy.immune && view.hand.includes('X') && suits.has('S') && !view.played.some((c: string) => suitOf(c) === 'S')) return 700;
    const newShield = enemy.shield + (open('S') ? v : 0);
    const due = Math.max(0, attack - newShield);
    const drawn = open('D') ? Math.min(v, room + cards.length) : 0;
    const survive = handValue - v + drawn * 3 >= due;
    // Progress per card spent: damage, shield and card draw are worth keeping the hand alive.
    return (survive ? 300 : 0) + dmg + drawn * 2 + (open('S') ? v * 1.5 : 0) + (open('H') ? Math.min(v, view.discard.length) * 0.5 : 0) - v * 0.8;
  };
  const scored = legal.map((m) => ({ m, s: score(m) }));
  const best = Math.max(...scored.map((x) => x.s));
  return pick(
    rnd,
    scored.filter((x) => x.s === best).map((x) => x.m),
  );
}
