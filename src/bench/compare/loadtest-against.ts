// `npm run loadtest -- --against REF [--rounds N] [loadtest options]`: this version's server
// against REF's, built in a temporary worktree. Each round runs each version's own
// `node dist/bench/loadtest.js` with the same options (its own server, clients and bots), the
// two in alternating order; the latency percentiles and moves/s are compared round by round.
import { join } from 'node:path';
import { alternate, printComparison, type Version } from './alternate.js';
import type { AgainstArgs } from './args.js';
import { captureNode } from './bench-against.js';
import { loadtestFigures } from './figures.js';
import { LOADTEST_DEFAULTS } from '../loadtest-defaults.js';
import { probeEnv, probeFigures, probeWindows } from './probe-figures.js';
import { rmSync } from 'node:fs';
import { ROOT, checkoutRef } from './worktree.js';

export async function loadtestAgainst(args: AgainstArgs): Promise<void> {
  const checkout = checkoutRef(args.ref);
  const name = `${args.ref} (${checkout.commit.slice(0, 9)})`;
  try {
    const version = (label: string, root: string): Version => ({
      label,
      // The same loop probe in both versions' processes (probe-figures.ts): the server's own loop delay beside the clients' latency.
      run: async () => {
        const probe = probeEnv();
        try {
          const text = await captureNode([join(root, 'dist', 'bench', 'loadtest.js'), ...args.rest], root, probe.env);
          process.stderr.write(`  the loop probes of the same windows:\n${probeWindows(probe.dir, args.rest, LOADTEST_DEFAULTS).join('\n')}\n`);
          return new Map([...loadtestFigures(text), ...probeFigures(probe.dir, args.rest, LOADTEST_DEFAULTS)]);
        } finally {
          rmSync(probe.dir, { recursive: true, force: true });
        }
      },
    });
    const rounds = args.rounds ?? 3;
    const c = await alternate(version('this version', ROOT), version(name, checkout.dir), rounds);
    printComparison(`Load test, ${rounds} alternated runs of each version's \`node dist/bench/loadtest.js${args.rest.length ? ` ${args.rest.join(' ')}` : ''}\``, c, 'this version', name);
  } finally {
    checkout.remove();
  }
}
