// `npm run bench -- --against REF [--rounds N] [--quick] [--engine-only | --startup-only]`: this
// version against REF, built in a temporary worktree. The engine figures come from each
// version's own `--engine-only` run, alternated; the start-ups from one run of rounds in which
// the floor and both versions' packages take turns. (The bots' and the games' own benches are
// not compared: they measure play, not speed.)
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { FLOOR, printLoads, runStartupBench } from '../startup.js';
import { alternate, printComparison, type Version } from './alternate.js';
import type { AgainstArgs } from './args.js';
import { engineFigures } from './figures.js';
import { formatSpread, pairedRatios, verdict } from './spread.js';
import { ROOT, checkoutRef } from './worktree.js';

/** Runs `node args` in `cwd` (with `env`, or this process's); resolves with its stdout, rejects if it fails. */
export function captureNode(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`node ${args.join(' ')} exited with ${code}`))));
  });
}

export async function benchAgainst(args: AgainstArgs): Promise<void> {
  const quick = args.rest.includes('--quick');
  const checkout = checkoutRef(args.ref);
  const name = `${args.ref} (${checkout.commit.slice(0, 9)})`;
  try {
    if (!args.rest.includes('--startup-only')) {
      const engine = (label: string, root: string): Version => ({
        label,
        run: async () => engineFigures(await captureNode([join(root, 'dist', 'bench', 'index.js'), '--engine-only', ...(quick ? ['--quick'] : [])], root)),
      });
      const rounds = args.rounds ?? (quick ? 2 : 3);
      const c = await alternate(engine('this version', ROOT), engine(name, checkout.dir), rounds);
      printComparison(`Engine and replay, ${rounds} alternated runs of each version's \`node dist/bench/index.js --engine-only${quick ? ' --quick' : ''}\``, c, 'this version', name);
    }
    if (!args.rest.includes('--engine-only')) {
      const rounds = args.rounds ?? (quick ? 4 : 12);
      const f = await runStartupBench({ quick, rounds, against: { root: checkout.dir, name } });
      console.log(
        `\nStart-up (load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}), ${rounds} rounds (after one unmeasured), in each of which the floor and both versions' packages start once, in rotating order`,
      );
      console.log(`(each package made by its own version's scripts/bundle.mjs, copied as npm installs it); ratios are per round, median with spread`);
      const cpu = (label: string): string => (f.cpuPerRound[label] ? `; CPU ${formatSpread(pairedRatios(f.cpuPerRound[label], f.cpuPerRound[FLOOR]))}` : '');
      for (const [newer, older] of f.pairs) {
        const ms = (label: string): string => `${(f.medians[label] ?? f.help[label]).toFixed(0)} ms`;
        const s = pairedRatios(f.perRound[newer], f.perRound[older]);
        console.log(`${newer}: ${ms(newer)} vs ${ms(older)}; this/${args.ref} ${formatSpread(s)}, lower is better: ${verdict(s, 'lower')}`);
        if (f.cpuPerRound[newer] && f.cpuPerRound[older]) {
          const c = pairedRatios(f.cpuPerRound[newer], f.cpuPerRound[older]);
          console.log(
            `${' '.repeat(newer.length)}  CPU to the frame ${f.cpuMedians[newer].toFixed(0)} ms vs ${f.cpuMedians[older].toFixed(0)} ms; this/${args.ref} ${formatSpread(c)}: ${verdict(c, 'lower')}`,
          );
        }
      }
      for (const label of Object.keys(f.medians).filter((l) => l !== FLOOR)) {
        console.log(`${label} / floor: ${formatSpread(pairedRatios(f.perRound[label], f.perRound[FLOOR]))}${cpu(label)}`);
      }
      console.log(`floor (${FLOOR}): ${f.medians[FLOOR].toFixed(0)} ms median`);
      printLoads(f);
    }
  } finally {
    checkout.remove();
  }
}
