// Random simulation with the open-discards variant (see simulation-hidden.test.ts).
import { describe, expect, it } from 'vitest';
import { runSimulations } from './simulate.js';

describe('random simulation (open-discards)', () => {
  it('keeps every invariant through 1000 seeded random games, first 1, 2 or tossed', () => {
    const endings = runSimulations(1000, ['open-discards']);
    expect(endings.get('score/score')).toBeGreaterThan(0);
    expect(endings.get('crowns/null')).toBeGreaterThan(0);
  });
});
