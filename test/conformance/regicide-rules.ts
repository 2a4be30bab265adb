// Regicide rules as the referee reads them in shared/rules/regicide.md: card values, setup
// numbers and the complete set of legal moves for a decision, computed from the view alone.
import { isJester, parse, sorted, subsets } from './cards.js';

export interface RegicideConfig {
  players: number;
  variants: string[];
  /** Seats played by built-in bots (their moves arrive as events). */
  bots: number[];
}

export const has = (cfg: RegicideConfig, v: string): boolean => cfg.variants.includes(v);

/** Hand values: A 1, 2..10, tavern J 10 / Q 15 / K 20, jester 0. */
export function value(card: string): number {
  const { rank } = parse(card);
  if (rank === 0) return 0;
  if (rank <= 10) return rank;
  return [10, 15, 20][rank - 11];
}
export const total = (cards: readonly string[]): number => cards.reduce((s, c) => s + value(c), 0);

/** Enemy stats by rank: J 10/20, Q 15/30, K 20/40. */
export function enemyStats(card: string): { attack: number; health: number } {
  const r = parse(card).rank;
  if (r === 11) return { attack: 10, health: 20 };
  if (r === 12) return { attack: 15, health: 30 };
  if (r === 13) return { attack: 20, health: 40 };
  throw new Error(`not an enemy: ${card}`);
}

export function handLimit(cfg: RegicideConfig): number {
  const base = [0, 8, 7, 6, 5][cfg.players];
  return base + (has(cfg, 'bigger-hand') ? 1 : 0) - (has(cfg, 'smaller-hand') ? 1 : 0);
}
export const tavernJesters = (cfg: RegicideConfig): number => [0, 0, 0, 1, 2][cfg.players] + (has(cfg, 'extra-jester') ? 1 : 0);
/** Enemies in the castle at the start: 12, or 8 in the short game. */
export const enemyCount = (cfg: RegicideConfig): number => (has(cfg, 'short') ? 8 : 12);
/** Every card that is in play for the whole game (set-aside solo jesters excluded). */
export const cardsInGame = (cfg: RegicideConfig): number => 40 + enemyCount(cfg) + tavernJesters(cfg);
/** Enemy rank for the n-th enemy (0-based): J×4, Q×4, K×4. */
export const enemyRankAt = (n: number): number => 11 + Math.floor(n / 4);

export const move = (verb: string, cards: readonly string[]): string => [verb, ...sorted(cards)].join(' ');

/** Every play allowed from a hand: singles, combos 2–10 of total ≤ 10, ace companion pairs, jester alone. */
export function plays(hand: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const c of hand) out.add(move('play', [c]));
  for (let r = 2; r <= 10; r++) {
    const same = hand.filter((c) => !isJester(c) && parse(c).rank === r);
    for (const s of subsets(same)) if (s.length >= 2 && s.length <= 4 && s.length * r <= 10) out.add(move('play', s));
  }
  hand.forEach((a, i) => {
    if (isJester(a) || parse(a).rank !== 1) return;
    hand.forEach((b, j) => {
      if (i !== j && !isJester(b)) out.add(move('play', [a, b]));
    });
  });
  return out;
}

/** Discard sets covering `due` without overpaying: sum ≥ due and sum − max < due. */
export function discards(hand: readonly string[], due: number): Set<string> {
  const out = new Set<string>();
  for (const s of subsets(hand)) {
    const sum = total(s);
    const max = Math.max(...s.map(value));
    if (sum >= due && sum - max < due) out.add(move('discard', s));
  }
  return out;
}

/** The yield restriction: multiplayer, not when every other seat yielded last; solo only with solo-yield, never twice running. */
export function mayYield(cfg: RegicideConfig, seat: number, yielded: readonly boolean[]): boolean {
  if (cfg.players === 1) return has(cfg, 'solo-yield') && !yielded[0];
  return !yielded.every((y, i) => i === seat - 1 || y);
}

/** Feign death: variant on, full hand, and the yield restriction (in solo: not right after an own yield/feign). */
export function mayFeign(cfg: RegicideConfig, seat: number, yielded: readonly boolean[], handSize: number, limit: number): boolean {
  if (!has(cfg, 'feign-death') || handSize !== limit) return false;
  if (cfg.players === 1) return !yielded[0];
  return mayYield(cfg, seat, yielded);
}

export interface Decision {
  phase: 'play' | 'discard' | 'next';
  seat: number;
  hand: readonly string[];
  yielded: readonly boolean[];
  due: number;
  flipsLeft: number;
  limit: number;
}

/** The complete legal set the spec allows for a decision. */
export function legalMoves(cfg: RegicideConfig, d: Decision): Set<string> {
  const solo = cfg.players === 1;
  const out = new Set<string>();
  if (d.phase === 'next') {
    for (let s = 1; s <= cfg.players; s++) out.add(`next ${s}`);
    return out;
  }
  if (d.phase === 'play') {
    for (const p of plays(d.hand)) out.add(p);
    if (mayYield(cfg, d.seat, d.yielded)) out.add('yield');
    if (mayFeign(cfg, d.seat, d.yielded, d.hand.length, d.limit)) out.add('feign');
  } else {
    for (const p of discards(d.hand, d.due)) out.add(p);
  }
  if (solo && d.flipsLeft > 0) out.add('flip');
  return out;
}
