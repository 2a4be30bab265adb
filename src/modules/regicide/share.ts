// The facts of a finished daily Regicide game's share text, read from its log: how far it got
// and the medal, never a card or the seed.
import type { GameLog } from '../../core/log.js';
import type { RegicideResult } from '../../games/regicide/types.js';
import { shareMarksOf } from '../../store/log-marks.js';

export type RegicideShareFacts = NonNullable<ReturnType<typeof regicideShareFacts>>;

export function regicideShareFacts(log: GameLog) {
  const marks = shareMarksOf(log);
  if (!marks) return null;
  const r = log.result as RegicideResult;
  return { ...marks, won: r.outcome === 'won', enemiesDefeated: r.enemiesDefeated, medal: r.medal };
}
