// Which legal moves the search spends its budget on: the policy pre-ranks them and the search
// keeps the best few, plus the non-card moves (flip, feign, next seat; yield with teammates),
// which are rare and pivotal.
import { JESTER } from '../../../core/cards.js';
import type { RegicideMove, RegicideState } from '../types.js';
import { handValue, attackAfterShield } from '../legal.js';
import { keepCost, scorePlay } from './policy.js';

export function candidateMoves(s: RegicideState, legal: readonly RegicideMove[], max: number): RegicideMove[] {
  const scored: { m: RegicideMove; score: number }[] = [];
  const always: RegicideMove[] = [];
  for (const m of legal) {
    if (m.type === 'play') scored.push({ m, score: scorePlay(s, m.cards) });
    else if (m.type === 'discard') {
      // Discarding a jester never helps to cover (it is worth 0): skip those variants.
      if (m.cards.includes(JESTER)) continue;
      let cost = 0;
      for (const c of m.cards) cost -= keepCost(c);
      scored.push({ m, score: cost });
    } else if (m.type === 'yield' && s.players === 1) {
      // Solo (solo-yield): a yield only pays the attack; rank it like a play that deals nothing,
      // so a noisy estimate cannot pick it over clearly better plays.
      const atk = attackAfterShield(s);
      scored.push({ m, score: handValue(s.hands[s.current]) >= atk ? -atk - 0.5 : -1000 });
    } else always.push(m);
  }
  scored.sort((a, b) => b.score - a.score);
  return always.concat(scored.slice(0, Math.max(1, max - always.length)).map((x) => x.m));
}
