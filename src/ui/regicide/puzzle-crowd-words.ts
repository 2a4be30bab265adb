// The crowd's line under a puzzle's verdict, from what the server answered to the first attempt
// ("67% solved it (7109 tries); most tried: …; your puzzle rating 1523 (+12)"), or that it is on
// its way, or why the server could not be reached. The facts arrive while the puzzle's end card
// shows: a source the screen listens to. Pure words: the screen and the screen-reader lines share it.
import type { PuzzleCrowdFacts } from '../shared/puzzle-crowd-facts.js';
import type { CrowdRefusal, PuzzleCrowdTexts } from './texts/puzzle-crowd.js';
import { moveWords, type PuzzleWords } from './puzzle-words.js';
import { capitalised } from '../../text/capital.js';

/** What the server answered, read field by field by the client (src/net/puzzles/puzzle-client.ts has the same shape). */
export type CrowdFacts = PuzzleCrowdFacts;

/** The server's display text and a reason are printable already (the caller made them so). */
export type CrowdState =
  /** On its way: an attempt sent, or (`read`) the crowd of a puzzle tried offline, asked with no attempt. */
  | { kind: 'sending'; server: string; read?: boolean }
  | { kind: 'answered'; facts: CrowdFacts }
  /** A refusal the player can act on, worded; any other failure is `failed` with its code or message. */
  | { kind: 'refused'; server: string; code: CrowdRefusal }
  | { kind: 'failed'; server: string; why: string };

const REFUSALS: readonly string[] = ['noPuzzle', 'tooMany', 'unavailable'] satisfies CrowdRefusal[];
export const isCrowdRefusal = (code: string): code is CrowdRefusal => REFUSALS.includes(code);

/** Where the crowd's state comes from: null while nothing is sent (offline, no consent, no attempt yet). */
export interface CrowdSource {
  state: () => CrowdState | null;
  subscribe: (listener: () => void) => () => void;
}

export type CrowdWords = PuzzleWords & { c: PuzzleCrowdTexts };

/** The share of first attempts that were right, rounded (a share of 0.5% and up is not shown as 0 or 100 when it is neither). */
export function solvedPercent(solved: number, tries: number): number {
  if (tries <= 0) return 0;
  const p = Math.round((solved / tries) * 100);
  if (p === 0 && solved > 0) return 1;
  if (p === 100 && solved < tries) return 99;
  return p;
}

export function crowdLine(facts: CrowdFacts, w: CrowdWords): string {
  const { crowd, rating } = facts;
  const parts = [crowd.tries > 0 ? w.c.solvedShare(solvedPercent(crowd.solved, crowd.tries), crowd.tries) : w.c.noneYet];
  if (crowd.top.length > 0) parts.push(w.c.mostTried(crowd.top.map((t) => w.c.triedTimes(moveWords(t.move, w), t.tries)).join(', ')));
  if (rating === null) parts.push(facts.offline ? w.c.triedOffline : w.c.notCounted);
  else parts.push(facts.counted ? w.c.rating(rating.rating, rating.provisional, rating.change) : w.c.ratingKept(rating.rating, rating.provisional));
  return capitalised(parts.join(w.c.separator));
}

export function crowdText(state: CrowdState, w: CrowdWords): string {
  if (state.kind === 'sending') return state.read ? w.c.reading(state.server) : w.c.sending(state.server);
  if (state.kind === 'failed') return w.c.unreachable(state.server, state.why);
  if (state.kind === 'refused') return w.c.refused(state.server, state.code);
  return crowdLine(state.facts, w);
}
