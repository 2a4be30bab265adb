#!/usr/bin/env node
// Runs the program: dist/ in a clone (built by `npm ci` through the prepare script), else the bundle.
import { startCli } from './start.js';

await startCli('thronfolge', 'duel');
