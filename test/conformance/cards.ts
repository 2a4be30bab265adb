// The referee's own tiny card parser (independent of the engine's src/core/cards.ts on purpose:
// a shared parser could share a bug). Notation of the protocol: rank A 2..10 J Q K + suit S H D C; `X` jester.

export type Suit = 'S' | 'H' | 'D' | 'C';
export const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export interface ParsedCard {
  /** 1 = ace … 10, 11 J, 12 Q, 13 K; 0 for a jester. */
  rank: number;
  suit: Suit | null;
}

export function parse(text: string): ParsedCard {
  const t = text.toUpperCase();
  if (t === 'X') return { rank: 0, suit: null };
  const m = /^(10|[2-9AJQK])([SHDC])$/.exec(t);
  if (!m) throw new Error(`not a card: ${text}`);
  return { rank: RANKS.indexOf(m[1]) + 1, suit: m[2] as Suit };
}

export const rankOf = (c: string): number => parse(c).rank;
export const suitOf = (c: string): Suit | null => parse(c).suit;
export const isJester = (c: string): boolean => c.toUpperCase() === 'X';
export const cardName = (rank: number, suit: Suit): string => RANKS[rank - 1] + suit;

/** Canonical order: rank A<2<…<10<J<Q<K, then suit S H D C, jesters last. */
export function compare(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  const ra = pa.rank === 0 ? 99 : pa.rank;
  const rb = pb.rank === 0 ? 99 : pb.rank;
  if (ra !== rb) return ra - rb;
  return SUIT_ORDER.indexOf(pa.suit ?? 'S') - SUIT_ORDER.indexOf(pb.suit ?? 'S');
}
export const sorted = (cards: readonly string[]): string[] => [...cards].sort(compare);

// Multiset helpers on card lists (jesters are alike, so lists, not sets).
export function countMap(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}
/** Is `a` contained in `b` as a multiset? */
export function isSubMultiset(a: readonly string[], b: readonly string[]): boolean {
  const mb = countMap(b);
  for (const [c, n] of countMap(a)) if ((mb.get(c) ?? 0) < n) return false;
  return true;
}
export const sameMultiset = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && isSubMultiset(a, b);
/** `a` minus `b` as multisets (b must be contained in a for an exact result). */
export function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = countMap(b);
  const out: string[] = [];
  for (const c of a) {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    else out.push(c);
  }
  return out;
}
/** Every subset (by position) of a small list. */
export function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}
