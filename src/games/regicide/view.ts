// The per-seat view: public facts plus the seat's own hand. Never another hand, never the
// tavern's order or the castle's order. The public view is the same without any hand: what a
// person standing behind the table sees.
import { cardText, cardsText, rankOf } from '../../core/cards.js';
import { activeShield, attackAfterShield } from './legal.js';
import { SOLO_FLIPS } from './setup.js';
import { enemyStats } from './values.js';
import type { RegicidePublicView, RegicideResult, RegicideState, RegicideView } from './types.js';

export function view(s: RegicideState, seat: number): RegicideView {
  return { seat, ...publicView(s), hand: cardsText(s.hands[seat - 1]) };
}

export function publicView(s: RegicideState): RegicidePublicView {
  const castleLeft = { jacks: 0, queens: 0, kings: 0 };
  for (const c of s.castle) {
    const r = rankOf(c);
    if (r === 11) castleLeft.jacks++;
    else if (r === 12) castleLeft.queens++;
    else castleLeft.kings++;
  }
  const enemy =
    s.enemy < 0
      ? null
      : {
          card: cardText(s.enemy),
          ...enemyStats(s.enemy),
          damage: s.damage,
          shield: activeShield(s),
          immune: !s.cancelled,
          attackAfterShield: attackAfterShield(s),
          spadeTotal: s.spadeTotal,
        };
  const v: RegicidePublicView = {
    players: s.players,
    handLimit: s.handLimit,
    variants: s.variants.slice(),
    current: s.current + 1,
    phase: s.phase,
    enemy,
    castle: s.castle.length,
    castleLeft,
    tavern: s.tavern.length,
    discard: s.discard.map(cardText),
    played: s.played.map(cardText),
    hands: s.hands.map((h) => h.length),
    yielded: s.yielded.slice(),
    defeated: s.defeated,
    outcome: s.outcome,
  };
  if (s.phase === 'discard') v.damageDue = s.damageDue;
  if (s.players === 1) v.flipsLeft = s.flipsLeft;
  return v;
}

/** Solo wins earn a medal by the jesters flipped: none gold, one silver, two bronze. */
export function medalOf(s: RegicideState): RegicideResult['medal'] {
  if (s.players !== 1 || s.outcome !== 'won') return null;
  return (['gold', 'silver', 'bronze'] as const)[SOLO_FLIPS - s.flipsLeft];
}

export function outcome(s: RegicideState): RegicideResult | null {
  if (s.outcome === null) return null;
  return { outcome: s.outcome, enemiesDefeated: s.defeated, medal: medalOf(s) };
}
