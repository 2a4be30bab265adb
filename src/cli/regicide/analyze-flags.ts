// The options of `regicide analyze`, as commander hands them over: declared by the command
// (analyze-command.ts), read by the search it loads on demand (analyze-run.ts).
import type { DisplayFlags } from '../program/shared-commands.js';
import type { QueueFlags } from '../sim/sim-queue.js';

export interface AnalyzeFlags extends DisplayFlags, QueueFlags {
  seed?: string;
  players?: number;
  variant?: string[];
  seconds: number;
  json?: boolean;
  lineLog?: string;
  /** Many deals: SEED/0 … SEED/N−1, each searched up to `nodes` positions (analyze-deals.ts). */
  deals?: number;
  nodes?: number;
  workers?: number;
}
