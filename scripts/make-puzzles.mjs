#!/usr/bin/env node
// Makes Regicide puzzles from bot games of seeded deals and writes them as a puzzle set (the
// bundled one is src/games/regicide/puzzles/bundled.json). Runs the built code: `npm run build`
// first (`npm run puzzles -- …` does both). One process, one core; the lines on stderr give the
// figure of docs/figures.md (proven puzzles an hour per core).
//
//   node scripts/make-puzzles.mjs --seeds puzzles/0..39 [--bot hard] [--minutes 30] [--out file]
//
// --seeds A/B..C plays the deals "A/B" to "A/C"; --minutes stops starting new games after that
// long; --out writes the set (else it goes to stdout); --max N keeps at most N puzzles.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { MAKER_DEFAULTS, PUZZLE_BUDGET, puzzlesOfSeed } from '../dist/modules/regicide/puzzle-games.js';

const fail = (line) => {
  process.stderr.write(`make-puzzles: ${line}\n`);
  process.exit(2);
};
let values;
try {
  ({ values } = parseArgs({
    options: {
      seeds: { type: 'string', default: 'puzzles/0..9' },
      bot: { type: 'string', default: 'hard' },
      minutes: { type: 'string' },
      out: { type: 'string' },
      max: { type: 'string' },
    },
  }));
} catch (e) {
  fail(e.message);
}
const range = /^(.*\/)?(\d+)\.\.(\d+)$/.exec(values.seeds);
if (!range) fail(`--seeds must look like puzzles/0..9, got ${JSON.stringify(values.seeds)}`);
const [, prefix = '', from, to] = range;
/** A number option: absent gives `absent`; anything but a number above zero (a whole one if `whole`) is one line and exit 2. */
const numberOption = (name, absent, whole) => {
  const text = values[name];
  if (text === undefined) return absent;
  const n = /^\s*$/.test(text) ? NaN : Number(text);
  if (!Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n))) fail(`--${name} must be a ${whole ? 'whole ' : ''}number above 0, got ${JSON.stringify(text)}`);
  return n;
};
const minutes = numberOption('minutes', Infinity, false);
const deadline = Date.now() + minutes * 60_000;
const max = numberOption('max', Infinity, true);
if (!['easy', 'normal', 'hard'].includes(values.bot)) fail(`--bot must be easy, normal or hard, got ${JSON.stringify(values.bot)}`);

const settings = { ...MAKER_DEFAULTS, budget: PUZZLE_BUDGET };
const puzzles = [];
let positions = 0;
let nodes = 0;
let games = 0;
const started = Date.now();
const load = [];
for (let i = Number(from); i <= Number(to) && Date.now() < deadline && puzzles.length < max; i++) {
  const seed = `${prefix}${i}`;
  const report = puzzlesOfSeed(seed, values.bot, settings);
  games++;
  positions += report.positions;
  nodes += report.nodes;
  puzzles.push(...report.puzzles.slice(0, max - puzzles.length));
  load.push(loadavg()[0]);
  process.stderr.write(`${seed}: ${report.puzzles.length} puzzles from ${report.positions} positions (${puzzles.length} so far)\n`);
}
const hours = (Date.now() - started) / 3_600_000;
const meanLoad = load.reduce((a, b) => a + b, 0) / Math.max(1, load.length);
process.stderr.write(
  `${puzzles.length} proven puzzles from ${games} games (${positions} positions, ${nodes} solver nodes) in ${(hours * 60).toFixed(1)} min on one core: ` +
    `${(puzzles.length / hours).toFixed(1)} an hour; load average ${meanLoad.toFixed(1)}\n`,
);
const set = JSON.stringify({ format: 'regicide-puzzles', version: 1, budget: PUZZLE_BUDGET, puzzles }, null, 1) + '\n';
if (values.out) writeFileSync(values.out, set);
else process.stdout.write(set);
