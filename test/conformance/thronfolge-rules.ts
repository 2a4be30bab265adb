// Thronfolge as shared/rules/thronfolge.md defines it: the 45-card table and the final scoring.
import { cardName, parse, type Suit } from './cards.js';

/** Followers: ♣ A–5, ♦ A–6, ♥ A–7, ♠ A–8; family values 5, 6, 7, 8. */
export const FAMILY_SIZE: Record<Suit, number> = { C: 5, D: 6, H: 7, S: 8 };
export const FAMILY_VALUE: Record<Suit, number> = { C: 5, D: 6, H: 7, S: 8 };
/** Favour (+) and betrayal (−) cards. */
export const WORTH: Record<string, number> = {
  JS: 2,
  JH: 2,
  JD: 2,
  JC: 2,
  '10S': 3,
  '10C': 3,
  KH: 4,
  '9S': -1,
  '9D': -1,
  '9C': -1,
  '10H': -2,
  '10D': -2,
  QH: -2,
  QD: -2,
  QS: -3,
  QC: -3,
};
export const CROWNS = ['KS', 'KC', 'KD'];

export function isFollower(c: string): boolean {
  const { rank, suit } = parse(c);
  return suit !== null && rank >= 1 && rank <= FAMILY_SIZE[suit];
}

/** The 45 cards of the game. */
export const DECK: readonly string[] = (() => {
  const out: string[] = [];
  for (const s of ['S', 'H', 'D', 'C'] as Suit[]) for (let r = 1; r <= FAMILY_SIZE[s]; r++) out.push(cardName(r, s));
  return [...out, ...Object.keys(WORTH), ...CROWNS];
})();

export interface Score {
  followers: Record<Suit, number>;
  families: number;
  sets: number;
  favour: number;
  betrayal: number;
  crowns: number;
  total: number;
}

const FAMILIES: Suit[] = ['S', 'H', 'D', 'C'];

function followers(col: readonly string[]): Record<Suit, number> {
  const f: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const c of col) if (isFollower(c)) f[parse(c).suit!]++;
  return f;
}

/** Scores both collections (families are won against the other player). */
export function score(cols: readonly [readonly string[], readonly string[]]): [Score, Score] {
  const f = cols.map(followers);
  return [0, 1].map((i) => {
    const mine = f[i];
    const theirs = f[1 - i];
    const families = FAMILIES.filter((s) => mine[s] > theirs[s]).reduce((a, s) => a + FAMILY_VALUE[s], 0);
    const sets = 5 * Math.min(...FAMILIES.map((s) => mine[s]));
    const favour = cols[i].filter((c) => (WORTH[c] ?? 0) > 0).reduce((a, c) => a + WORTH[c], 0);
    const betrayal = cols[i].filter((c) => (WORTH[c] ?? 0) < 0).reduce((a, c) => a + WORTH[c], 0);
    const crowns = cols[i].filter((c) => CROWNS.includes(c)).length;
    return { followers: mine, families, sets, favour, betrayal, crowns, total: families + sets + favour + betrayal };
  }) as [Score, Score];
}

export const hasThreeCrowns = (col: readonly string[]): boolean => CROWNS.every((c) => col.includes(c));

/** Winner after round 4: higher total, then more ♠, ♥, ♦, ♣ followers, then more crowns; else shared. */
export function winner(cols: readonly [readonly string[], readonly string[]]): { winner: 1 | 2 | null; shared: boolean; scores: [number, number] } {
  const [a, b] = score(cols);
  const keys = (s: Score) => [s.total, s.followers.S, s.followers.H, s.followers.D, s.followers.C, s.crowns];
  const ka = keys(a);
  const kb = keys(b);
  const scores: [number, number] = [a.total, b.total];
  for (let k = 0; k < ka.length; k++) if (ka[k] !== kb[k]) return { winner: ka[k] > kb[k] ? 1 : 2, shared: false, scores };
  return { winner: null, shared: true, scores };
}
