// What the leak tests judge a message against: the engine's states through a game, the card ids a
// message's text names, and the cards a seat (0: a watcher) may not know in a state.
import { cardText } from '../../src/core/cards.js';
import type { AnyGame } from '../../src/core/game.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';

/** The states after 0, 1, 2, … moves. */
export function states(game: AnyGame, options: object, seed: string, moves: string[]): unknown[] {
  let s = game.setup(game.normalizeOptions(options), seed);
  const all = [s];
  for (const m of moves) all.push((s = game.apply(s, game.parseMove(m))));
  return all;
}

/** Card ids a message's JSON names as strings of their own ("8D"): how views and events carry cards. */
export const cardsIn = (text: string): Set<string> => new Set([...text.matchAll(/"((?:10|[2-9AJQK])[SHDC])"/g)].map((m) => m[1]));

/** The cards `seat` may not know in `state`: the others' hands (every hand for a watcher, seat 0), the tavern or deck, the castle or the removed cards. */
export function secretsOf(game: AnyGame, state: unknown, seat: number): string[] {
  if (game.id === 'regicide') {
    const s = state as RegicideState;
    return [...s.hands.filter((_, i) => i !== seat - 1).flat(), ...s.tavern, ...s.castle].map(cardText);
  }
  const s = state as ThronfolgeState;
  return [...s.hands.filter((_, i) => i !== seat - 1).flat(), ...s.deck, ...s.removed].map(cardText);
}
