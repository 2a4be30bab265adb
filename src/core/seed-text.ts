// A seed is shown to every player (the end line, `analyze`, a replay) and written into logs, so
// it is checked wherever one comes in (an option, a create request, a log file): printable text
// of at most SEED_MAX characters.
import { isPrintable } from './printable.js';

export const SEED_MAX = 100;

/** Why `seed` is not acceptable, in a few words; null when it is. */
export function seedProblem(seed: unknown): string | null {
  if (typeof seed !== 'string') return 'the seed must be text';
  if (seed.trim() === '') return 'the seed must not be empty';
  if (seed.length > SEED_MAX) return `the seed must be at most ${SEED_MAX} characters`;
  if (!isPrintable(seed)) return 'the seed must be printable text (no control or format characters)';
  return null;
}
