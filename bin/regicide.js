#!/usr/bin/env node
// Runs the compiled CLI (built into dist/ by `npm ci`/`npm run build` through the prepare script).
import { startCli } from './start.js';

await startCli('regicide');
