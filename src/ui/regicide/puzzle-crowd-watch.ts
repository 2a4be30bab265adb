// A puzzle's link to its crowd, whatever carries it (HTTP from a terminal, the game server
// in-process over SSH): the first try is sent once, as soon as it is made, and the end card
// listens to the state of the answer. Or, for a puzzle tried offline before, the crowd read at
// once with no attempt sent.
import type { RegicideGame } from '../../games/regicide/index.js';
import type { Refutation } from '../../games/regicide/puzzles/types.js';
import type { PuzzleClient } from '../../table/puzzle-table.js';
import type { CrowdSource, CrowdState } from './puzzle-crowd-words.js';

/** One puzzle's link to the crowd: the screen's source, and the answer's end (null when nothing was asked). */
export interface PuzzleCrowd {
  source: CrowdSource;
  settled(): Promise<CrowdState | null>;
}

function stateHolder() {
  let state: CrowdState | null = null;
  const listeners = new Set<() => void>();
  return {
    set(next: CrowdState): CrowdState {
      state = next;
      for (const l of listeners) l();
      return next;
    },
    source: {
      state: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    } satisfies CrowdSource,
  };
}

/** Sends the client's first try with `send` (once, as soon as it is made), `sending` shown meanwhile; `send` never throws. */
export function watchFirstTry(client: PuzzleClient<RegicideGame, Refutation>, sending: CrowdState, send: (move: string) => Promise<CrowdState>): PuzzleCrowd {
  const holder = stateHolder();
  let sent: Promise<CrowdState> | null = null;
  const check = (): void => {
    const first = client.puzzleStatus().tries[0];
    if (sent || !first) return;
    holder.set(sending);
    sent = send(first.move).then((state) => holder.set(state));
  };
  const unsubscribe = client.subscribe(check);
  check();
  return {
    source: holder.source,
    settled: async () => {
      unsubscribe();
      return sent ? await sent : null;
    },
  };
}

/** The crowd read without an attempt (`read` never throws), `sending` shown until it comes. */
export function readCrowd(sending: CrowdState, read: () => Promise<CrowdState>): PuzzleCrowd {
  const holder = stateHolder();
  holder.set(sending);
  const answer = read().then((state) => holder.set(state));
  return { source: holder.source, settled: () => answer };
}
