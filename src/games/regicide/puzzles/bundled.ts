// The puzzles that ship with the program (bundled.json, made by scripts/make-puzzles.mjs and
// proven again by test/puzzles/bundled.test.ts), read through a check of their shape.
import { normalizeOptions } from '../setup.js';
import type { Puzzle, PuzzleSet } from './types.js';
import data from './bundled.json' with { type: 'json' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function readPuzzle(v: unknown, i: number): Puzzle {
  if (!isRecord(v)) throw new Error(`puzzle ${i + 1} is not an object`);
  const { id, options, seed, moves, answer, line, choices, nodes } = v;
  if (typeof id !== 'string' || typeof seed !== 'string' || typeof answer !== 'string') throw new Error(`puzzle ${i + 1} needs an id, a seed and an answer`);
  if (!isStrings(moves) || !isStrings(line)) throw new Error(`puzzle ${i + 1}: moves and line must be lists of moves`);
  if (!isCount(choices) || !isCount(nodes)) throw new Error(`puzzle ${i + 1}: choices and nodes must be counts`);
  if (!isRecord(options)) throw new Error(`puzzle ${i + 1} has no options`);
  return { id, options: normalizeOptions(options), seed, moves, answer, line, choices, nodes };
}

/** A puzzle set from parsed JSON; throws a one-line Error naming what is wrong. */
export function readPuzzleSet(v: unknown): PuzzleSet {
  if (!isRecord(v) || v.format !== 'regicide-puzzles' || v.version !== 1) throw new Error('not a puzzle set (format regicide-puzzles, version 1)');
  const { budget, puzzles } = v;
  if (!isRecord(budget) || !isCount(budget.maxNodes) || !isCount(budget.tableBits)) throw new Error('the puzzle set has no proof budget');
  if (!Array.isArray(puzzles)) throw new Error('the puzzle set has no list of puzzles');
  return { format: 'regicide-puzzles', version: 1, budget: { maxNodes: budget.maxNodes, tableBits: budget.tableBits }, puzzles: puzzles.map(readPuzzle) };
}

let bundled: PuzzleSet | null = null;

/** The bundled set (read once). */
export function bundledPuzzles(): PuzzleSet {
  bundled ??= readPuzzleSet(data);
  return bundled;
}
