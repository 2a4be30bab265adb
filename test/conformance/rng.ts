// A small seeded RNG for the referee's own move choices (mulberry32), so runs are reproducible.
export type Rnd = () => number;

export function makeRnd(seedText: string): Rnd {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) ((h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353)), (h = (h << 13) | (h >>> 19)));
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(rnd: Rnd, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
