// The facts of a finished daily Thronfolge duel's share text, read from its log: the score, how
// it was won, the bot — never a card or the seed. A duel of two people at one keyboard has none.
import type { GameLog } from '../../core/log.js';
import type { ThronfolgeResult } from '../../games/thronfolge/types.js';
import { shareMarksOf } from '../../store/log-marks.js';
import { DEFAULT_LEVEL } from './bots.js';

export type ThronfolgeShareFacts = NonNullable<ReturnType<typeof thronfolgeShareFacts>>;

export function thronfolgeShareFacts(log: GameLog) {
  const marks = shareMarksOf(log);
  const extra = log as GameLog & { vs?: string; botLevel?: string };
  if (!marks || extra.vs === 'human') return null;
  const r = log.result as ThronfolgeResult;
  const shared = r.shared || r.winner === null;
  return {
    ...marks,
    won: !shared && r.winner === 1,
    shared,
    crowns: r.reason === 'crowns',
    scores: [r.scores[0], r.scores[1]] as const,
    botLevel: extra.botLevel ?? DEFAULT_LEVEL,
  };
}
