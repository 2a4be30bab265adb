// A long conformance run outside vitest:  npx tsx test/conformance/long-run.ts [games per configuration]
// (or CONFORMANCE_GAMES=N). Prints every problem, and coverage numbers (how far games got,
// exact kills, jesters, flips, crown wins, shared victories).
import { DUEL_RUNS, REGICIDE_RUNS, label } from './configs.js';
import { refereeRegicide } from './regicide-referee.js';
import { refereeThronfolge } from './thronfolge-referee.js';

const games = Number(process.argv[2] ?? process.env.CONFORMANCE_GAMES ?? 10);
const which = process.argv[3] ?? 'both';
const started = Date.now();
const problems: string[] = [];
let decisions = 0;

if (which !== 'thronfolge') {
  let n = 0;
  const totals: Record<string, number> = {};
  const outcomes: Record<string, number> = {};
  const reached: Record<string, number> = {};
  for (const run of REGICIDE_RUNS) {
    for (let g = 0; g < games; g++) {
      const greed = [0.95, 0.8, 0.4][g % 3];
      const r = await refereeRegicide(run, `long-${g}`, { greed, solo: run.solo });
      n++;
      decisions += r.decisions;
      problems.push(...r.problems);
      outcomes[r.outcome ?? 'none'] = (outcomes[r.outcome ?? 'none'] ?? 0) + 1;
      for (const [k, v] of Object.entries(r.stats)) totals[k] = (totals[k] ?? 0) + v;
      const key = `${run.players}p`;
      reached[key] = Math.max(reached[key] ?? 0, r.defeated);
    }
    process.stderr.write(`${label(run)} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  }
  console.log(`regicide: ${n} games, outcomes ${JSON.stringify(outcomes)}, totals ${JSON.stringify(totals)}, most enemies defeated by player count ${JSON.stringify(reached)}`);
}
if (which !== 'regicide') {
  let n = 0;
  const reasons: Record<string, number> = {};
  for (const run of DUEL_RUNS) {
    for (let g = 0; g < games; g++) {
      const r = await refereeThronfolge(run, `long-${g}`);
      n++;
      decisions += r.decisions;
      problems.push(...r.problems);
      const k = `${r.reason}${r.shared ? '-shared' : ''}`;
      reasons[k] = (reasons[k] ?? 0) + 1;
    }
  }
  console.log(`thronfolge: ${n} games, end reasons ${JSON.stringify(reasons)}`);
}
console.log(`${decisions} decisions checked in ${((Date.now() - started) / 1000).toFixed(1)} s; ${problems.length} problems`);
for (const p of problems) console.log(p);
process.exit(problems.length ? 1 : 0);
