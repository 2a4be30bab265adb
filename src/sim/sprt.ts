// A sequential probability ratio test (SPRT) over paired results, as Stockfish's fishtest stops its
// tests: after every observation the log-likelihood ratio of "B is better by delta1" against "B is
// better by delta0" (usually 0: no better) is compared with Wald's bounds, and the test stops as
// soon as it crosses one. Pure: it sees counts only, so the local simulator and a job queue can
// feed it the same way (in the order of the deals, whatever the order the games finished in).
//
// Each observation is a trinomial outcome: B did better than A on that deal (+1), the same (0) or
// worse (-1). The hypotheses are about the mean difference delta = P(+1) - P(-1), which for one
// game per bot and deal is exactly B's win rate minus A's. The other parameter (how often the two
// differ at all) is a nuisance: each hypothesis takes its most likely value under its own delta
// (a generalized SPRT, like fishtest's), computed here in closed form.

/** How many observations came out +1, 0 and -1 for B against A. */
export interface PairCounts {
  better: number;
  same: number;
  worse: number;
}

export interface SprtTest {
  /** The difference (a fraction: 0.05 is 5 points of win rate) that "no better" stands for; usually 0. */
  delta0: number;
  /** The difference "better" stands for; must be above delta0. */
  delta1: number;
  /** Chance of saying "better" when B is no better (type I error). */
  alpha: number;
  /** Chance of saying "no better" when B is better by delta1 (type II error). */
  beta: number;
}

/** H1: B is better by at least delta1; H0: B is no better (delta0); continue: not yet known. */
export type SprtDecision = 'H0' | 'H1' | 'continue';

/**
 * Bounds on the log-likelihood ratio: below `lower` accept H0, above `upper` accept H1. These are
 * Wald's strict bounds, ln(beta) and ln(1/alpha): they hold the errors to alpha and beta themselves
 * (the usual ln(beta/(1-alpha)) and ln((1-beta)/alpha) only to alpha/(1-beta) and beta/(1-alpha),
 * and the estimated nuisance parameter measurably used that slack), for a few more games.
 */
export function sprtBounds(alpha: number, beta: number): { lower: number; upper: number } {
  return { lower: Math.log(beta), upper: -Math.log(alpha) };
}

const xlogy = (x: number, y: number): number => (x === 0 ? 0 : x * Math.log(y));

/**
 * The largest log-likelihood of the counts among trinomials whose mean is `delta` (-1 < delta < 1).
 * With t = P(-1): P(+1) = t + delta, P(0) = 1 - delta - 2t; the log-likelihood is concave in t and
 * its derivative's zero is the positive root of -2N t² + B t + C (clamped to the feasible range).
 */
export function maxLogLikelihood(counts: PairCounts, delta: number): number {
  // Mirror a negative delta: swapping better and worse turns it into a positive one.
  if (delta < 0) return maxLogLikelihood({ better: counts.worse, same: counts.same, worse: counts.better }, -delta);
  const { better: up, same, worse: down } = counts;
  const n = up + same + down;
  if (n === 0) return 0;
  const b = (up + down) * (1 - delta) - 2 * delta * (down + same);
  const c = down * delta * (1 - delta);
  const root = (b + Math.sqrt(b * b + 8 * n * c)) / (4 * n);
  const t = Math.min((1 - delta) / 2, Math.max(0, root));
  return xlogy(up, t + delta) + xlogy(down, t) + xlogy(same, 1 - delta - 2 * t);
}

/** The generalized log-likelihood ratio of delta1 against delta0 for these counts. */
export function logLikelihoodRatio(counts: PairCounts, delta0: number, delta1: number): number {
  return maxLogLikelihood(counts, delta1) - maxLogLikelihood(counts, delta0);
}

export interface SprtState {
  decision: SprtDecision;
  llr: number;
  lower: number;
  upper: number;
}

/** Where the test stands after these counts. */
export function sprtState(counts: PairCounts, test: SprtTest): SprtState {
  checkTest(test);
  const llr = logLikelihoodRatio(counts, test.delta0, test.delta1);
  const { lower, upper } = sprtBounds(test.alpha, test.beta);
  const decision: SprtDecision = llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue';
  return { decision, llr, lower, upper };
}

export function checkTest(test: SprtTest): void {
  const fraction = (x: number): boolean => x > 0 && x < 0.5;
  if (!(test.delta1 > test.delta0) || test.delta0 <= -1 || test.delta1 >= 1) throw new Error('the SPRT needs -1 < delta0 < delta1 < 1');
  if (!fraction(test.alpha) || !fraction(test.beta)) throw new Error('the SPRT needs alpha and beta between 0 and 0.5');
}

/** One observation: +1 B did better, 0 the same, -1 worse. */
export type PairOutcome = -1 | 0 | 1;

export interface SequentialResult extends Omit<SprtState, 'decision'> {
  /** 'cap': the observations ran out (or reached `cap`) before a decision. */
  decision: SprtDecision | 'cap';
  /** Observations used: up to and including the one that decided. */
  used: number;
  counts: PairCounts;
}

/**
 * Feeds observations in order and stops at the first that decides, or after `cap` of them. With
 * fewer than `cap` observations and no decision the result is 'continue': more are needed.
 */
export function runSequential(outcomes: Iterable<PairOutcome>, test: SprtTest, cap = Infinity): SequentialResult {
  const counts: PairCounts = { better: 0, same: 0, worse: 0 };
  let used = 0;
  let state = sprtState(counts, test);
  for (const o of outcomes) {
    if (used >= cap) break;
    if (o > 0) counts.better++;
    else if (o < 0) counts.worse++;
    else counts.same++;
    used++;
    state = sprtState(counts, test);
    if (state.decision !== 'continue') return { ...state, used, counts };
  }
  return { ...state, decision: used >= cap ? 'cap' : 'continue', used, counts };
}

/**
 * The estimated difference and its 95% normal interval (clamped to -1..1). After a sequential stop
 * it is not corrected for the stopping rule: a guide, not the test's verdict.
 */
export function differenceInterval(counts: PairCounts): { estimate: number; ci95: [number, number] } {
  const n = counts.better + counts.same + counts.worse;
  if (n === 0) return { estimate: 0, ci95: [-1, 1] };
  const mean = (counts.better - counts.worse) / n;
  const variance = Math.max(0, (counts.better + counts.worse) / n - mean * mean);
  const half = 1.959963984540054 * Math.sqrt(variance / n);
  return { estimate: mean, ci95: [Math.max(-1, mean - half), Math.min(1, mean + half)] };
}
