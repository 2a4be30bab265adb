// Moving a seat's hidden cards without changing its view: the tool of the "bots see only their
// view" tests (a bot must decide the same in both states).
import { cloneState } from '../../src/games/regicide/apply.js';
import type { RegicideState } from '../../src/games/regicide/types.js';

/** The same view with every hidden card moved: tavern order, other hands, castle suits. */
export function scrambleHidden(s: RegicideState, seat: number): RegicideState {
  const t = cloneState(s);
  const hidden = [...t.tavern];
  t.hands.forEach((h, i) => {
    if (i !== seat - 1) hidden.push(...h);
  });
  hidden.reverse();
  let k = 0;
  t.hands = t.hands.map((h, i) => (i === seat - 1 ? h : h.map(() => hidden[k++])));
  t.tavern = t.tavern.map(() => hidden[k++]);
  // Castle suits: swap the cards of each rank group among themselves.
  t.castle = [...t.castle].reverse().sort((a, b) => (b % 13) - (a % 13));
  return t;
}
