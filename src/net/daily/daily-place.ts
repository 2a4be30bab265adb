// A player's place among a day's counts: the share of the others they beat, and a medal by the
// share of all that did better (docs/daily-field.md, "The field's numbers").
import type { FieldCounts, Medal, OwnResult, Place } from './field-types.js';

/** Medals by the share of players that did better: gold within the best tenth, silver a quarter, bronze half. */
export const MEDAL_SHARES: readonly [Medal, number][] = [
  ['gold', 0.1],
  ['silver', 0.25],
  ['bronze', 0.5],
];

/** The place of `score` among the counts (the score itself is one of them). */
export function placeOf(score: number, counts: Pick<FieldCounts, 'players' | 'scores'>): Place {
  let below = 0;
  let above = 0;
  for (const s of counts.scores) {
    if (s.score < score) below += s.players;
    else if (s.score > score) above += s.players;
  }
  const others = counts.players - 1;
  const beat = others > 0 ? Math.floor((100 * below) / others) : null;
  const better = counts.players > 0 ? above / counts.players : 1;
  const medal = MEDAL_SHARES.find(([, share]) => better <= share)?.[0] ?? null;
  return { beat, medal };
}

/** A result with its place: only a ranked one has one. */
export function withPlace(own: OwnResult, counts: FieldCounts): OwnResult & Place {
  return { ...own, ...(own.standing === 'ranked' ? placeOf(own.score, counts) : { beat: null, medal: null }) };
}
