// Both versions' runs of one benchmark, alternated: round r runs the new version first when r is
// even and the old one first when it is odd, so neither always meets the machine warmer or
// busier. Prints each figure of each version and the per-round ratio new/old with its spread.
import { loadavg } from 'node:os';
import type { Figures } from './figures.js';
import { formatSpread, pairedRatios, verdict } from './spread.js';

export interface Version {
  label: string;
  /** One run; resolves with its figures. */
  run(round: number): Promise<Figures>;
}

export interface Comparison {
  /** Per figure, the value of each round for the new and the old version. */
  rows: Map<string, { unit: string; better: 'lower' | 'higher'; newer: (number | undefined)[]; older: (number | undefined)[] }>;
  loads: number[];
}

export async function alternate(newer: Version, older: Version, rounds: number): Promise<Comparison> {
  const rows: Comparison['rows'] = new Map();
  const loads: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const results = new Map<Version, Figures>();
    for (const v of r % 2 === 0 ? [newer, older] : [older, newer]) {
      process.stderr.write(`against: round ${r + 1} of ${rounds}, ${v.label}\n`);
      results.set(v, await v.run(r));
      loads.push(loadavg()[0]);
    }
    for (const [side, version] of [
      ['newer', newer],
      ['older', older],
    ] as const) {
      for (const [name, f] of results.get(version)!) {
        if (!rows.has(name)) rows.set(name, { unit: f.unit, better: f.better, newer: [], older: [] });
        rows.get(name)![side][r] = f.value;
      }
    }
  }
  return { rows, loads };
}

const median = (xs: number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function printComparison(title: string, c: Comparison, newLabel: string, oldLabel: string): void {
  console.log(`\n${title}`);
  console.log(`ratio = ${newLabel} / ${oldLabel} of the same round; median over rounds with its spread; load (1 min) ${Math.min(...c.loads).toFixed(1)}–${Math.max(...c.loads).toFixed(1)}`);
  const width = Math.max(20, ...[...c.rows.keys()].map((k) => k.length));
  for (const [name, row] of c.rows) {
    const s = pairedRatios(row.newer, row.older);
    const values = (xs: (number | undefined)[]): string => {
      const m = median(xs.filter((x): x is number => x !== undefined));
      return Number.isNaN(m) ? '-' : `${m.toLocaleString('en-US', { maximumFractionDigits: 1 })}${row.unit ? ` ${row.unit}` : ''}`;
    };
    const inNewer = row.newer.some((x) => x !== undefined);
    const inOlder = row.older.some((x) => x !== undefined);
    const note =
      s.n > 0 ? `${formatSpread(s)}  ${row.better} is better: ${verdict(s, row.better)}` : inNewer && inOlder ? '(no ratio: the earlier figure is 0)' : `(only in ${inNewer ? newLabel : oldLabel})`;
    console.log(`${name.padEnd(width)}  ${values(row.newer).padStart(14)} vs ${values(row.older).padStart(14)}  ${note}`);
  }
}
