// Each bot owns a seeded generator (Alea, as the engine uses): games with bots replay exactly.
import seedrandom from 'seedrandom';

export type Next = () => number;

export function botRng(seed: string): Next {
  const prng = seedrandom.alea(seed);
  return () => prng();
}
