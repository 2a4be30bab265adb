// A seed is shown to every player (the end line, `analyze`, a replay) and written into logs, so
// it is checked wherever one comes in (an option, a create request, a log file): printable text
// of at most SEED_MAX characters.
import { isPrintable } from './printable.js';
import type { OptionsProblem } from './problems.js';

export const SEED_MAX = 100;

/** Why `seed` is not acceptable, as a code the front ends word; null when it is. */
export function seedProblem(seed: unknown): Extract<OptionsProblem, { code: 'seedText' }> | null {
  const why = typeof seed !== 'string' ? 'notText' : seed.trim() === '' ? 'empty' : seed.length > SEED_MAX ? 'tooLong' : !isPrintable(seed) ? 'notPrintable' : null;
  return why === null ? null : { code: 'seedText', why, max: SEED_MAX };
}
