// The referee's own record of a Regicide game: everything public (counts, discard pile, enemy,
// plays against it) plus what it has seen of each hand. Moves are applied by the rules of
// shared/rules/regicide.md; the random parts (which cards a heal takes, which cards are drawn,
// the next enemy) stay open until the next view shows them.
import { isJester, minus, parse, suitOf } from './cards.js';
import { cardsInGame, enemyCount, enemyRankAt, enemyStats, handLimit, mayYield, total, value, type RegicideConfig } from './regicide-rules.js';

export interface Play {
  cards: string[];
  value: number;
  spade: boolean;
}

/** The discard pile as far as it is known: `must` is surely in it; the rest comes from `may` (null: anything). */
export interface DiscardKnowledge {
  count: number;
  must: string[];
  may: string[] | null;
}

export type Loss = 'yes' | 'no' | 'maybe';

export interface Model {
  cfg: RegicideConfig;
  limit: number;
  enemy: string | null;
  enemyRank: number;
  enemyDamage: number;
  cancelled: boolean;
  plays: Play[];
  /** Plays against this enemy can no longer be grouped (a bot acted unobserved); the shield is then not checked. */
  playsUnknown: boolean;
  defeated: number;
  castle: number;
  tavern: number;
  /** Known cards on top of the tavern, top first (exactly-killed enemies). */
  tavernTop: string[];
  discard: DiscardKnowledge;
  hands: number[];
  known: string[][];
  fullyKnown: boolean[];
  yielded: boolean[];
  flipsLeft: number;
  current: number;
  phase: 'play' | 'discard' | 'next';
  due: number;
  seen: Set<string>;
  /** A bot defeated an enemy the referee never saw (it may sit in the tavern): `seen` is then incomplete. */
  seenIncomplete: boolean;
  /** Something happened the referee could not follow (e.g. a bot played against an enemy not yet shown): resync at the next view. */
  stale: boolean;
  won: boolean;
  loss: Loss;
  /** Outcome of each kill, for coverage counting. */
  exactKills: number;
  overkills: number;
  jestersPlayed: number;
  flips: number;
  yields: number;
  feigns: number;
  /** Coverage: known tavern-top cards (exact kills) dealt to a hand, jesters that switched on earlier spades, heals, draws. */
  topDeals: number;
  retroShields: number;
  heals: number;
  draws: number;
}

export function newModel(cfg: RegicideConfig, firstEnemy: string | null): Model {
  const limit = handLimit(cfg);
  const n = cfg.players;
  return {
    cfg,
    limit,
    enemy: firstEnemy,
    enemyRank: 11,
    enemyDamage: 0,
    cancelled: false,
    plays: [],
    playsUnknown: false,
    defeated: 0,
    castle: enemyCount(cfg) - 1,
    tavern: cardsInGame(cfg) - enemyCount(cfg) - n * limit,
    tavernTop: [],
    discard: { count: 0, must: [], may: [] },
    hands: Array(n).fill(limit),
    known: Array.from({ length: n }, () => []),
    fullyKnown: Array(n).fill(false),
    yielded: Array(n).fill(false),
    flipsLeft: n === 1 ? 2 : 0,
    current: 1,
    phase: 'play',
    due: 0,
    seen: new Set(firstEnemy ? [firstEnemy] : []),
    seenIncomplete: false,
    stale: false,
    won: false,
    loss: 'no',
    exactKills: 0,
    overkills: 0,
    jestersPlayed: 0,
    flips: 0,
    yields: 0,
    feigns: 0,
    topDeals: 0,
    retroShields: 0,
    heals: 0,
    draws: 0,
  };
}

export const enemySuit = (m: Model): string | null => (m.enemy ? suitOf(m.enemy) : null);
/** A suit power is blocked while the enemy has that suit and no jester cancelled its immunity. */
export const blocked = (m: Model, suit: string): boolean => !m.cancelled && enemySuit(m) === suit;
/** Active shield: every spade play counts, against a spade enemy only once immunity is cancelled (then retroactively). */
export const shield = (m: Model): number => (blocked(m, 'S') ? 0 : m.plays.filter((p) => p.spade).reduce((s, p) => s + p.value, 0));
export const attack = (m: Model): number => (m.enemy ? enemyStats(m.enemy).attack : [10, 15, 20][m.enemyRank - 11]);
export const health = (m: Model): number => [20, 30, 40][m.enemyRank - 11];
export const nextSeat = (m: Model, seat: number): number => (seat % m.cfg.players) + 1;

function addToDiscard(m: Model, cards: readonly string[]): void {
  m.discard.count += cards.length;
  m.discard.must.push(...cards);
}
function addUnknownToDiscard(m: Model, n: number): void {
  m.discard.count += n;
  m.discard.may = null;
}

/** Cards leave a seat's hand: known cards are removed, unknown ones reduce the unknown part. */
function removeFromHand(m: Model, seat: number, cards: readonly string[]): void {
  const i = seat - 1;
  m.known[i] = minus(m.known[i], cards);
  m.hands[i] -= cards.length;
}

function dealOne(m: Model, i: number): void {
  m.hands[i]++;
  m.tavern--;
  const top = m.tavernTop.shift();
  if (top !== undefined) {
    m.known[i].push(top);
    m.topDeals++;
  } else m.fullyKnown[i] = false;
}

/** ♦: deal `n` cards one at a time from the current seat round the table, skipping full hands. */
function draw(m: Model, from: number, n: number): void {
  let i = from - 1;
  let dealt = 0;
  while (dealt < n && m.tavern > 0 && m.hands.some((h) => h < m.limit)) {
    if (m.hands[i] < m.limit) {
      dealOne(m, i);
      dealt++;
    }
    i = (i + 1) % m.cfg.players;
  }
}

/** ♥: min(value, size) cards of the shuffled discard pile go to the bottom of the tavern. */
function heal(m: Model, n: number): void {
  const h = Math.min(n, m.discard.count);
  if (h === 0) return;
  m.heals++;
  const pool = m.discard.may === null ? null : [...m.discard.must, ...m.discard.may];
  m.discard = { count: m.discard.count - h, must: [], may: pool };
  m.tavern += h;
}

/** What the referee learns of the next enemy: from a later view, if the same enemy is still current there. */
export interface Peek {
  castle: number;
  enemy: string;
}

/** Step 4 or the next seat, and whether the players must lose now. */
function sufferOrPass(m: Model, seat: number): void {
  if (m.playsUnknown) {
    m.stale = true; // the shield is not known: follow again from the next view
    return;
  }
  m.due = Math.max(0, attack(m) - shield(m));
  if (m.due === 0) return passTurn(m, seat);
  m.phase = 'discard';
  m.current = seat;
  m.loss = coverLoss(m, seat);
}

function coverLoss(m: Model, seat: number): Loss {
  const i = seat - 1;
  if (m.cfg.players === 1 && m.flipsLeft > 0) return 'no';
  const knownValue = total(m.known[i]);
  if (m.fullyKnown[i]) return knownValue < m.due ? 'yes' : 'no';
  // Unknown cards are worth at most 20 each (a tavern king).
  if (knownValue + 20 * (m.hands[i] - m.known[i].length) < m.due) return 'yes';
  return knownValue < m.due ? 'maybe' : 'no';
}

function passTurn(m: Model, seat: number): void {
  m.current = nextSeat(m, seat);
  m.phase = 'play';
  m.due = 0;
  startTurnLoss(m);
}

/** Step 1 with an empty hand and no yield (and no solo flip): the players lose. */
function startTurnLoss(m: Model): void {
  const s = m.current;
  const canFlip = m.cfg.players === 1 && m.flipsLeft > 0;
  m.loss = m.hands[s - 1] === 0 && !mayYield(m.cfg, s, m.yielded) && !canFlip ? 'yes' : 'no';
}

function defeat(m: Model, seat: number): void {
  const enemy = m.enemy!;
  if (m.enemyDamage === health(m)) {
    m.tavernTop.unshift(enemy);
    m.tavern++;
    m.exactKills++;
  } else {
    addToDiscard(m, [enemy]);
    m.overkills++;
  }
  addToDiscard(
    m,
    m.plays.flatMap((p) => p.cards),
  );
  m.plays = [];
  m.playsUnknown = false;
  m.defeated++;
  m.enemyDamage = 0;
  m.cancelled = false;
  m.current = seat;
  m.phase = 'play';
  m.due = 0;
  m.loss = 'no';
  if (m.defeated === enemyCount(m.cfg)) {
    m.won = true;
    return;
  }
  m.castle--;
  m.enemy = null;
  m.enemyRank = enemyRankAt(m.defeated);
  startTurnLoss(m);
}

/**
 * Applies one move by `seat`. `hand` is the seat's whole hand when the referee saw it decide
 * (null for a bot). Returns problems found on the way (a move the rules forbid).
 */
export function applyMove(m: Model, seat: number, moveText: string, hand: readonly string[] | null, peek: Peek | null): string[] {
  const problems: string[] = [];
  const [verb, ...rest] = moveText.split(' ');
  const i = seat - 1;
  if (hand) {
    m.known[i] = [...hand];
    m.fullyKnown[i] = true;
  }
  if (!m.stale && seat !== m.current) problems.push(`move ${moveText} by seat ${seat}, but seat ${m.current} is to decide`);
  if (m.loss === 'yes') problems.push(`the game went on with move ${moveText} although the players had lost`);
  if (m.won) problems.push(`the game went on with move ${moveText} although the players had won`);
  if (!m.stale && verb !== 'next' && m.phase === 'next') problems.push(`move ${moveText} while a jester's next seat is due`);
  if (m.stale) return problems;
  if (m.enemy === null && (verb === 'play' || verb === 'yield' || verb === 'feign' || verb === 'discard')) {
    if (peek && peek.castle === m.castle) {
      m.enemy = peek.enemy;
      m.seen.add(peek.enemy);
    } else {
      m.stale = true; // a bot acts against an enemy the referee has not been shown
      return problems;
    }
  }
  switch (verb) {
    case 'play': {
      const cards = rest;
      if (m.fullyKnown[i] && !minusOk(m.known[i], cards)) problems.push(`${moveText}: cards not in the hand ${m.known[i].join(' ')}`);
      removeFromHand(m, seat, cards);
      m.yielded[i] = false;
      if (cards.length === 1 && isJester(cards[0])) {
        if (blocked(m, 'S') && m.plays.some((p) => p.spade)) m.retroShields++;
        m.cancelled = true;
        m.plays.push({ cards, value: 0, spade: false });
        m.jestersPlayed++;
        if (m.cfg.players === 1) {
          m.phase = 'play';
          startTurnLoss(m);
        } else m.phase = 'next';
        return problems;
      }
      const v = cards.reduce((s, c) => s + value(c), 0);
      const suits = new Set(cards.map((c) => suitOf(c)));
      m.plays.push({ cards, value: v, spade: suits.has('S') });
      if (suits.has('H') && !blocked(m, 'H')) heal(m, v);
      if (suits.has('D') && !blocked(m, 'D')) {
        m.draws++;
        draw(m, seat, v);
      }
      m.enemyDamage += suits.has('C') && !blocked(m, 'C') ? 2 * v : v;
      if (m.enemyDamage >= health(m)) defeat(m, seat);
      else sufferOrPass(m, seat);
      return problems;
    }
    case 'yield':
      m.yielded[i] = true;
      m.yields++;
      sufferOrPass(m, seat);
      return problems;
    case 'feign':
      m.yielded[i] = true;
      m.feigns++;
      if (m.fullyKnown[i]) addToDiscard(m, m.known[i]);
      else addUnknownToDiscard(m, m.hands[i]);
      m.known[i] = [];
      m.hands[i] = 0;
      m.fullyKnown[i] = true;
      passTurn(m, seat);
      return problems;
    case 'discard': {
      const cards = rest;
      if (m.fullyKnown[i] && !minusOk(m.known[i], cards)) problems.push(`${moveText}: cards not in the hand ${m.known[i].join(' ')}`);
      const sum = total(cards);
      const max = Math.max(...cards.map(value));
      if (m.phase !== 'discard' || sum < m.due || sum - max >= m.due) problems.push(`${moveText}: not a discard the rules allow (due ${m.due}, phase ${m.phase})`);
      removeFromHand(m, seat, cards);
      addToDiscard(m, cards);
      passTurn(m, seat);
      return problems;
    }
    case 'next': {
      const to = Number(rest[0]);
      if (m.phase !== 'next') problems.push(`${moveText} outside the jester's choice`);
      m.current = to;
      m.phase = 'play';
      startTurnLoss(m);
      return problems;
    }
    case 'flip': {
      if (m.cfg.players !== 1 || m.flipsLeft <= 0) problems.push(`flip not available`);
      if (m.fullyKnown[i]) addToDiscard(m, m.known[i]);
      else addUnknownToDiscard(m, m.hands[i]);
      m.known[i] = [];
      m.hands[i] = 0;
      m.fullyKnown[i] = true;
      while (m.hands[i] < m.limit && m.tavern > 0) dealOne(m, i);
      m.flipsLeft--;
      m.flips++;
      if (m.phase === 'discard') m.loss = coverLoss(m, seat);
      else startTurnLoss(m);
      return problems;
    }
    default:
      problems.push(`unknown move ${moveText}`);
      return problems;
  }
}

function minusOk(hand: readonly string[], cards: readonly string[]): boolean {
  return minus(hand, cards).length === hand.length - cards.length;
}

export const isFace = (c: string): boolean => !isJester(c) && parse(c).rank >= 11;
