// Where the hidden cards can be, followed move by move from the public events a seat sees — what a
// player with a perfect memory knows. The tavern is a pile of "pools": the cards shuffled at the
// start, each batch healed under it (a known set in unknown order), each exact kill put on top
// (one known card). A draw takes the top cards of known pools to a known seat, so a teammate who
// drew right after an exact kill holds that enemy, and healed cards are known to lie at the bottom
// until draws reach them. Cards a teammate plays or discards leave the pool they came from.
// Within a pool every order is equally likely, so a sample shuffles each pool's hidden cards over
// that pool's places (teammates' hands and stretches of the tavern): exact, given what was seen,
// without guessing what a teammate's choices say about the rest of its hand. Jesters are alike, so
// a jester leaving a hand that holds places of two pools with jesters in them has two accounts;
// the tracker keeps both, weighted by how likely each made what was seen, until one is refuted.
import { type Card, JESTER, makeCard } from '../../../core/cards.js';
import { shuffleInPlace } from '../../../core/rng.js';
import type { BotObservation } from '../../../core/bot.js';
import type { RegicideEvent } from '../events.js';
import type { RegicideView } from '../types.js';
import { jestersFor } from '../setup.js';
import { cardsOf } from '../view-cards.js';

interface Pool {
  /** The pool's cards nobody has seen leave it (multiset: jesters are alike). */
  cards: Card[];
  /** How many of them each seat's hand holds (index seat − 1; the observer's own stays 0). */
  held: number[];
}

/** A stretch of the tavern: `count` cards of pool number `pool`. */
interface Stretch {
  pool: number;
  count: number;
}

/** One account of where the hidden cards went, with its weight among the accounts kept. */
interface Account {
  pools: Pool[];
  /** Bottom (index 0) to top. */
  tavern: Stretch[];
  weight: number;
}

/** The hidden cards placed: other seats' hands (the observer's own left empty) and the tavern, bottom first. */
export interface HiddenPlacement {
  hands: Card[][];
  tavern: Card[];
  /** Faces never revealed as an enemy, by rank: jacks, queens, kings. */
  castleFaces: Card[][];
}

/** Accounts kept at most (the likeliest): jesters make a handful at worst. */
const MAX_ACCOUNTS = 16;

/** Updates an account for one event: the account itself, its forks, or none when refuted. */
type Update = (a: Account) => Account[];

export class TavernTracker {
  private accounts: Account[] = [];
  private discard: Card[] = [];
  private played: Card[] = [];
  private revealed = new Uint8Array(53);
  private seat = 0;
  private players = 0;
  private moves = -1;
  /** The view of the last observation, to check that a decision's view is the one followed. */
  private lastKey = '';

  /** Follows one update (the start, then every move); a gap or a surprise drops the thread. */
  observe(update: BotObservation<RegicideView, RegicideEvent>): void {
    const { view, events, movesMade } = update;
    if (movesMade === 0) this.start(view);
    else if (movesMade !== this.moves + 1) this.accounts = [];
    else {
      for (const ev of events) {
        if (ev.kind === 'reveal') this.revealed[ev.enemy] = 1;
        this.update(this.updateFor(ev, events, view));
      }
      this.update((a) => (this.agrees(a, view) ? [a] : []));
      this.accounts.sort((x, y) => y.weight - x.weight);
      this.accounts.length = Math.min(this.accounts.length, MAX_ACCOUNTS);
      const total = this.accounts.reduce((t, a) => t + a.weight, 0);
      for (const a of this.accounts) a.weight /= total;
    }
    this.moves = movesMade;
    this.discard = cardsOf(view.discard);
    this.played = cardsOf(view.played);
    this.lastKey = keyOf(view);
  }

  /** How many accounts of the hidden cards are still possible (more than one only through jesters). */
  get accountsKept(): number {
    return this.accounts.length;
  }

  /** True when this tracker has followed the whole game up to exactly this view. */
  follows(view: RegicideView): boolean {
    return this.accounts.length > 0 && view.seat === this.seat && keyOf(view) === this.lastKey;
  }

  /** One placement of the hidden cards: an account by its weight, then uniform within it. */
  sample(next: () => number): HiddenPlacement {
    let pick = next();
    const account = this.accounts.find((a) => (pick -= a.weight) < 0) ?? this.accounts[0];
    const hands = Array.from({ length: this.players }, (): Card[] => []);
    const rests = account.pools.map((pool) => {
      const cards = shuffleInPlace(pool.cards.slice(), next);
      let at = 0;
      pool.held.forEach((n, i) => {
        for (let k = 0; k < n; k++) hands[i].push(cards[at++]);
      });
      return cards.slice(at);
    });
    const tavern: Card[] = [];
    for (const stretch of account.tavern) {
      for (let k = 0; k < stretch.count; k++) tavern.push(rests[stretch.pool].pop()!);
    }
    const castleFaces = [11, 12, 13].map((rank) => {
      const faces: Card[] = [];
      for (let suit = 0; suit < 4; suit++) if (!this.revealed[makeCard(rank, suit)]) faces.push(makeCard(rank, suit));
      return shuffleInPlace(faces, next);
    });
    return { hands, tavern, castleFaces };
  }

  /** The cards each place may hold in any account: every seat's hand (the observer's empty) and each tavern card, bottom first. */
  possibleCards(): { hands: Set<Card>[]; tavern: Set<Card>[] } {
    const hands = Array.from({ length: this.players }, () => new Set<Card>());
    const tavern: Set<Card>[] = [];
    for (const a of this.accounts) {
      a.pools.forEach((p) => p.held.forEach((n, i) => n > 0 && p.cards.forEach((c) => hands[i].add(c))));
      let at = 0;
      for (const stretch of a.tavern) {
        for (let k = 0; k < stretch.count; k++) {
          const place = (tavern[at++] ??= new Set());
          a.pools[stretch.pool].cards.forEach((c) => place.add(c));
        }
      }
    }
    return { hands, tavern };
  }

  private start(v: RegicideView): void {
    this.seat = v.seat;
    this.players = v.players;
    this.revealed.fill(0);
    if (v.enemy) this.revealed[cardsOf([v.enemy.card])[0]] = 1;
    const cards: Card[] = [];
    for (let rank = 1; rank <= 10; rank++) for (let suit = 0; suit < 4; suit++) cards.push(makeCard(rank, suit));
    for (let j = 0; j < jestersFor(v.players, v.variants); j++) cards.push(JESTER);
    for (const c of cardsOf(v.hand)) cards.splice(cards.indexOf(c), 1);
    const first: Pool = { cards, held: v.hands.map((n, i) => (i === v.seat - 1 ? 0 : n)) };
    const account: Account = { pools: [first], tavern: [{ pool: 0, count: v.tavern }], weight: 1 };
    // Only a real start can be followed: nothing played, discarded or defeated yet.
    const fresh = v.defeated === 0 && v.discard.length === 0 && v.played.length === 0;
    this.accounts = fresh && this.agrees(account, v) ? [account] : [];
  }

  private update(f: Update): void {
    this.accounts = this.accounts.flatMap(f);
  }

  private updateFor(ev: RegicideEvent, events: readonly RegicideEvent[], v: RegicideView): Update {
    const none: Update = (a) => [a];
    switch (ev.kind) {
      case 'play': {
        const steps: Update[] = [];
        if (ev.seat !== this.seat) ev.cards.forEach((c) => steps.push((a) => leaveHand(a, ev.seat, c)));
        if (ev.outcome.heal > 0) {
          const healed = this.healed(v, ev.outcome.heal, this.joinedDiscard(events, ev.cards));
          steps.push((a) => (healed ? [addPool(a, healed, this.players, 'bottom')] : []));
        }
        if (ev.outcome.draws.some((n) => n > 0)) {
          const mine = myDraw(events, this.seat);
          steps.push((a) => deal(a, this.seat, ev.seat, ev.outcome.draws, mine));
        }
        return (a) => steps.reduce<Account[]>((accounts, step) => accounts.flatMap(step), [a]);
      }
      case 'jester':
        return ev.seat === this.seat ? none : (a) => leaveHand(a, ev.seat, JESTER);
      case 'discard':
      case 'feign':
        return ev.seat === this.seat ? none : (a) => ev.cards.reduce<Account[]>((accounts, c) => accounts.flatMap((x) => leaveHand(x, ev.seat, c)), [a]);
      case 'flip':
        // Solo: the whole hand was public; the refill comes off the top.
        return (a) => deal(a, this.seat, ev.seat, [ev.count], ev.cards ?? []);
      case 'defeat':
        // An exact kill lies face down on top of the tavern: a pool of one known card.
        return ev.kill === 'exact' ? (a) => [addPool(a, [ev.enemy], this.players, 'top')] : none;
      default:
        return none;
    }
  }

  /** Cards that join the discard pile after a play's heal: on a defeat, the enemy (overkill) and everything played. */
  private joinedDiscard(events: readonly RegicideEvent[], cards: readonly Card[]): Card[] {
    const defeat = events.find((e) => e.kind === 'defeat');
    if (!defeat) return [];
    return [...this.played, ...cards, ...(defeat.kill === 'overkill' ? [defeat.enemy] : [])];
  }

  /** ♥: the cards that left the discard pile (a public set), or null when they do not add up. */
  private healed(v: RegicideView, count: number, joined: readonly Card[]): Card[] | null {
    // The pile now, without what joined it later in the move; a multiset difference, as two
    // jesters may lie in the pile.
    const now = cardsOf(v.discard);
    for (const c of joined) {
      const at = now.indexOf(c);
      if (at < 0) return null;
      now.splice(at, 1);
    }
    const healed = this.discard.slice();
    for (const c of now) {
      const at = healed.indexOf(c);
      if (at >= 0) healed.splice(at, 1);
    }
    return healed.length === count ? healed : null;
  }

  /** The counts must match the view's; otherwise the account is wrong and must not be used. */
  private agrees(a: Account, v: RegicideView): boolean {
    const inTavern = new Array<number>(a.pools.length).fill(0);
    for (const s of a.tavern) inTavern[s.pool] += s.count;
    return (
      inTavern.reduce((t, n) => t + n, 0) === v.tavern &&
      v.hands.every((n, i) => i === v.seat - 1 || a.pools.reduce((t, p) => t + p.held[i], 0) === n) &&
      a.pools.every((p, k) => p.cards.length === p.held.reduce((t, n) => t + n, 0) + inTavern[k])
    );
  }
}

const copies = (cards: readonly Card[], c: Card): number => cards.reduce((n, x) => n + (x === c ? 1 : 0), 0);

function cloneAccount(a: Account): Account {
  return { pools: a.pools.map((p) => ({ cards: p.cards.slice(), held: p.held.slice() })), tavern: a.tavern.map((s) => ({ ...s })), weight: a.weight };
}

/**
 * Card `c` left `seat`'s hand: one of the seat's places in a pool holding `c`. A jester may
 * have come from several such pools: one account each, weighted by the jesters the seat's places
 * there are expected to hold.
 */
function leaveHand(a: Account, seat: number, c: Card): Account[] {
  const from = a.pools.flatMap((p, k) => (p.held[seat - 1] > 0 && p.cards.includes(c) ? [k] : []));
  return from.map((k) => {
    const b = from.length === 1 ? a : cloneAccount(a);
    const pool = b.pools[k];
    b.weight *= (pool.held[seat - 1] * copies(pool.cards, c)) / pool.cards.length;
    pool.cards.splice(pool.cards.indexOf(c), 1);
    pool.held[seat - 1]--;
    return b;
  });
}

/** Known cards put into the tavern in unknown order: healed under it (♥), or an exact kill on top. */
function addPool(a: Account, cards: readonly Card[], players: number, end: 'top' | 'bottom'): Account {
  a.pools.push({ cards: cards.slice(), held: new Array<number>(players).fill(0) });
  const stretch = { pool: a.pools.length - 1, count: cards.length };
  if (end === 'top') a.tavern.push(stretch);
  else a.tavern.unshift(stretch);
  return a;
}

/**
 * Cards dealt one at a time round the table from seat `from`, `draws[i]` to seat i + 1: round r
 * gives one card to every seat that got more than r, in seat order. `mine` are the observer's
 * (seat `me`) own cards, in the order dealt.
 */
function deal(a: Account, me: number, from: number, draws: readonly number[], mine: readonly Card[]): Account[] {
  const seats = draws.length;
  let got = 0;
  for (let round = 0; round < Math.max(...draws); round++) {
    for (let k = 0; k < seats; k++) {
      const seat = ((from - 1 + k) % seats) + 1;
      if (draws[seat - 1] <= round) continue;
      const top = a.tavern[a.tavern.length - 1];
      if (!top) return [];
      if (--top.count === 0) a.tavern.pop();
      const pool = a.pools[top.pool];
      if (seat === me) {
        const c = mine[got++];
        const at = pool.cards.indexOf(c);
        if (at < 0) return [];
        a.weight *= copies(pool.cards, c) / pool.cards.length;
        pool.cards.splice(at, 1);
      } else pool.held[seat - 1]++;
    }
  }
  return [a];
}
/** The observer's drawn cards in this move's events, in the order dealt. */
function myDraw(events: readonly RegicideEvent[], seat: number): Card[] {
  for (const ev of events) if (ev.kind === 'draw' && ev.seat === seat) return ev.cards ?? [];
  return [];
}

/** What identifies a position in a view: enough to tell a followed view from any other. */
function keyOf(v: RegicideView): string {
  return JSON.stringify([v.seat, v.current, v.phase, v.tavern, v.hands, v.hand, v.discard, v.played, v.defeated, v.enemy, v.yielded]);
}
