// The solver's ceiling for each deal of the published arena set, as the set's file records it:
// for each deal, could a planner who sees every card win it (solo: with which medal), within T
// seconds a deal on one thread; undecided deals stay "open". Prints one JSON line per deal.
// Run: node dist/bench/regicide/arena-ceilings.js [--seconds T]
import { pathToFileURL } from 'node:url';
import { REGICIDE_ARENA_SET } from '../../cli/regicide/arena-deals.js';
import { solveDeal } from '../../games/regicide/solver/index.js';

export function arenaCeilings(seconds: number): object[] {
  return REGICIDE_ARENA_SET.deals.map((deal) => {
    const end = performance.now() + seconds * 1000;
    const r = solveDeal({ players: deal.players, variants: [] }, deal.seed, { shouldStop: () => performance.now() >= end });
    const ceiling = r.verdict === 'unknown' ? 'open' : r.verdict;
    const medal = r.verdict === 'winnable' && r.medal ? (r.medalProven ? r.medal : `${r.medal}+`) : undefined;
    return { seed: deal.seed, ceiling, ...(medal ? { medal } : {}) };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--seconds');
  for (const line of arenaCeilings(at > 0 ? Number(process.argv[at + 1]) : 10)) console.log(JSON.stringify(line));
}
