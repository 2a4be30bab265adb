// The plain progress lines a watcher prints (`sim --attach` to a pipe): at most one a second, and
// the run's last state at its end, so a run shorter than a second still shows its games played.
import { describe, expect, it } from 'vitest';
import { queueProgress } from '../../src/sim/queue/progress.js';
import type { RunInfo } from '../../src/sim/queue/run.js';
import type { Snapshot } from '../../src/sim/queue/scripts.js';

const info: RunInfo = { id: 'abcd1234', kind: { game: 'regicide', kind: 'play' }, spec: {}, games: 420, jobs: 14, jobGames: 30, started: 0 };
const snapshot = (done: number): Snapshot => ({ state: 'running', done, jobsDone: done / 30, error: '', live: 0, busy: 1, now: 100 });

describe('plain progress lines', () => {
  it('end with the run’s last state when the run was over before the next line was due', () => {
    let out = '';
    const stream = { isTTY: false, columns: 80, write: (text: string) => ((out += text), true) };
    const progress = queueProgress(info, stream, { plainLines: true });
    progress.update(snapshot(0));
    progress.update(snapshot(420));
    progress.finish();
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^run abcd1234, 1 worker \[\.+\] 0\/420/);
    expect(lines[1]).toMatch(/^run abcd1234, 1 worker \[#+\] 420\/420/);
  });
});
