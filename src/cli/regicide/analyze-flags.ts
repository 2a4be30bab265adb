// The options of `regicide analyze`, as commander hands them over: declared by the command
// (analyze-command.ts), read by the search it loads on demand (analyze-run.ts).
import type { DisplayFlags } from '../shared-commands.js';

export interface AnalyzeFlags extends DisplayFlags {
  seed?: string;
  players?: number;
  variant?: string[];
  seconds: number;
  json?: boolean;
  lineLog?: string;
}
