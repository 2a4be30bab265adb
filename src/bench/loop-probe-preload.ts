// `node --import …/loop-probe-preload.js`: starts the loop probe (loop-probe.ts) in the main
// thread of a process when LOOP_PROBE_DIR names the folder for its file. Through NODE_OPTIONS it
// reaches a load test and the `serve` it starts, whatever their version.
import { isMainThread } from 'node:worker_threads';
import { startLoopProbe } from './loop-probe.js';

const dir = process.env.LOOP_PROBE_DIR;
if (dir && isMainThread) startLoopProbe(dir, process.argv.includes('serve') ? 'server' : 'client');
