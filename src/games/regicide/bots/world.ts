// From a seat's view to full game states the bots can search: the known cards come from the
// view, the hidden ones (other hands, the tavern's order, the castle's suits) are sampled so
// that every sample agrees with everything the seat has seen. Nothing here reads a real state.
import { type Card, JESTER, makeCard } from '../../../core/cards.js';
import { drawRngState, shuffleInPlace } from '../../../core/rng.js';
import { jestersFor } from '../setup.js';
import type { RegicideState, RegicideView } from '../types.js';
import { type CardMemory, KILLED, UNSEEN } from './memory.js';
import type { Seen } from './seen.js';
import type { HiddenPlacement } from './tavern-tracker.js';

/** The hidden cards: the full deck of this game minus everything the seat can see. */
function unknownCards(v: RegicideView, seen: Seen): Card[] {
  const visible = new Uint8Array(53);
  let jestersSeen = 0;
  const mark = (c: Card): void => {
    if (c === JESTER) jestersSeen++;
    else if (c >= 0) visible[c] = 1;
  };
  seen.hand.forEach(mark);
  seen.discard.forEach(mark);
  seen.played.forEach(mark);
  mark(seen.enemy);
  const out: Card[] = [];
  for (let c = 0; c < 52; c++) if (!visible[c]) out.push(c);
  for (let j = jestersSeen; j < jestersFor(v.players, v.variants); j++) out.push(JESTER);
  return out;
}

/**
 * A full state consistent with the view. `next` is the sampling source; `memory` (optional)
 * tells where hidden cards were last seen, which orders the tavern: exact kills on top, healed
 * cards at the bottom (the latest heal lowest), never-seen cards shuffled between them.
 */
export function sampleState(v: RegicideView, seen: Seen, next: () => number, memory: CardMemory | null): RegicideState {
  const unknown = unknownCards(v, seen);
  // Castle: per rank, the public count of enemies left; suits from the hidden faces of that rank
  // that were never seen as the enemy (kings at the bottom, jacks on top).
  const castle: Card[] = [];
  const inCastle = new Uint8Array(53);
  const wanted = [v.castleLeft.kings, v.castleLeft.queens, v.castleLeft.jacks];
  [13, 12, 11].forEach((rank, i) => {
    const fresh: Card[] = [];
    const met: Card[] = [];
    for (let suit = 0; suit < 4; suit++) {
      const c = makeCard(rank, suit);
      if (!unknown.includes(c)) continue;
      (memory && memory.where(c) !== UNSEEN ? met : fresh).push(c);
    }
    shuffleInPlace(fresh, next);
    shuffleInPlace(met, next);
    const pick = fresh.concat(met).slice(0, wanted[i]);
    shuffleInPlace(pick, next);
    for (const c of pick) {
      castle.push(c);
      inCastle[c] = 1;
    }
  });
  const rest = unknown.filter((c) => c === JESTER || !inCastle[c]);
  shuffleInPlace(rest, next);
  // Other hands: uniform among the hidden cards (their draws came from anywhere in time).
  const hands: Card[][] = [];
  let pos = 0;
  for (let seat = 1; seat <= v.players; seat++) {
    if (seat === v.seat) hands.push(seen.hand.slice());
    else {
      hands.push(rest.slice(pos, pos + v.hands[seat - 1]));
      pos += v.hands[seat - 1];
    }
  }
  const tavernCards = rest.slice(pos);
  const tavern = memory ? orderTavern(tavernCards, memory) : tavernCards;
  return assembleState(v, seen, next, castle, hands, tavern);
}

/**
 * A state for a policy that reads only public facts and the deciding seat's own hand (the easy
 * bot's): every hidden card is a JESTER placeholder, in the numbers sampleState would deal (castle,
 * other hands, tavern), so such a policy decides exactly as on a sample, without the sampling's
 * shuffles and arrays, which were about a tenth of an easy-bot simulation's CPU.
 */
export function publicState(v: RegicideView, seen: Seen): RegicideState {
  const visible = new Uint8Array(53);
  let jestersSeen = 0;
  let visibleCards = 0;
  const mark = (c: Card): void => {
    if (c === JESTER) jestersSeen++;
    else if (c >= 0 && !visible[c]) {
      visible[c] = 1;
      visibleCards++;
    }
  };
  seen.hand.forEach(mark);
  seen.discard.forEach(mark);
  seen.played.forEach(mark);
  mark(seen.enemy);
  const unknown = 52 - visibleCards + Math.max(0, jestersFor(v.players, v.variants) - jestersSeen);
  let castleSize = 0;
  const wanted = [v.castleLeft.kings, v.castleLeft.queens, v.castleLeft.jacks];
  [13, 12, 11].forEach((rank, i) => {
    let hidden = 0;
    for (let suit = 0; suit < 4; suit++) if (!visible[makeCard(rank, suit)]) hidden++;
    castleSize += Math.min(hidden, wanted[i]);
  });
  const rest = unknown - castleSize;
  const placeholders = (n: number): Card[] => new Array<Card>(Math.max(0, n)).fill(JESTER);
  const hands: Card[][] = [];
  let pos = 0;
  for (let seat = 1; seat <= v.players; seat++) {
    if (seat === v.seat) hands.push(seen.hand.slice());
    else {
      hands.push(placeholders(Math.min(v.hands[seat - 1], rest - pos)));
      pos += v.hands[seat - 1];
    }
  }
  const noRandomness = (): number => 0;
  return assembleState(v, seen, noRandomness, placeholders(castleSize), hands, placeholders(rest - pos));
}

/**
 * A full state from a tracker's placement of the hidden cards (tavern-tracker.ts): the hands and
 * the tavern's order as the whole game so far allows them; the castle's suits are the faces of
 * each rank never revealed (jacks on top).
 */
export function stateFromPlacement(v: RegicideView, seen: Seen, next: () => number, placed: HiddenPlacement): RegicideState {
  const [jacks, queens, kings] = placed.castleFaces;
  const castle = [...kings.slice(0, v.castleLeft.kings), ...queens.slice(0, v.castleLeft.queens), ...jacks.slice(0, v.castleLeft.jacks)];
  const hands = placed.hands.map((h, i) => (i === v.seat - 1 ? seen.hand.slice() : h));
  return assembleState(v, seen, next, castle, hands, placed.tavern);
}

function assembleState(v: RegicideView, seen: Seen, next: () => number, castle: Card[], hands: Card[][], tavern: Card[]): RegicideState {
  return {
    game: 'regicide',
    players: v.players,
    variants: v.variants,
    handLimit: v.handLimit,
    rng: drawRngState(next),
    castle,
    enemy: seen.enemy,
    damage: v.enemy ? v.enemy.damage : 0,
    // Public in the view (every play is seen), also while a spade enemy's immunity hides it from
    // the shield: a play such as A♠+9♥ counts whole, not only its spade.
    spadeTotal: v.enemy ? v.enemy.spadeTotal : 0,
    cancelled: v.enemy ? !v.enemy.immune : false,
    tavern,
    discard: seen.discard.slice(),
    played: seen.played.slice(),
    hands,
    current: v.current - 1,
    phase: v.phase,
    damageDue: v.damageDue ?? 0,
    yielded: v.yielded.slice(),
    flipsLeft: v.flipsLeft ?? 0,
    defeated: v.defeated,
    outcome: v.outcome,
  };
}

/** Bottom (index 0) to top: healed groups, latest heal lowest; unseen cards; kills, latest on top. */
function orderTavern(cards: Card[], memory: CardMemory): Card[] {
  const unseen: Card[] = [];
  const kills: Card[] = [];
  const healed: Card[] = [];
  for (const c of cards) {
    const w = c === JESTER ? UNSEEN : memory.where(c);
    if (w === UNSEEN) unseen.push(c);
    else if (w === KILLED) kills.push(c);
    else healed.push(c);
  }
  // `cards` is already shuffled, so a stable sort by time keeps each group in random order.
  healed.sort((a, b) => memory.when(b) - memory.when(a));
  kills.sort((a, b) => memory.when(a) - memory.when(b));
  return healed.concat(unseen, kills);
}
