// How a queued run is cut into jobs: a few hundred games a job, small jobs for a run that may stop
// early, and never more than MAX_JOBS jobs, however long the run.
import { describe, expect, it } from 'vitest';
import { MAX_JOBS, defaultJobGames, defaultSequentialJobGames, jobCount } from '../../src/sim/queue/names.js';

describe('job sizes', () => {
  it('keep every run within the queue’s job limit', () => {
    for (const games of [1, 24, 25, 1000, 4000, 64_000, 1_000_000, 10_000_000]) {
      expect(jobCount(games, defaultJobGames(games))).toBeLessThanOrEqual(MAX_JOBS);
      expect(jobCount(games, defaultSequentialJobGames(games))).toBeLessThanOrEqual(MAX_JOBS);
    }
    // Below the limit: a 32nd of the run, 25 to 250 games.
    expect(defaultJobGames(4000)).toBe(125);
    expect(defaultJobGames(400)).toBe(25);
    expect(defaultJobGames(64_000)).toBe(250);
    expect(defaultSequentialJobGames(4000)).toBe(16);
    expect(defaultSequentialJobGames(10_000_000)).toBe(100);
  });
});
