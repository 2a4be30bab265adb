// Puzzles from a player's game, in the form a server keeps and may show: the position itself (the
// whole state, as a puzzle shows the whole deal), the answer and the solver's line. Never the
// deal's seed, nor the moves that led to the position: those are the player's game, which the
// position does not show. The maker (maker.ts) finds them; this only changes their form and
// judges a move at a kept position.
import { isLegal } from '../legal.js';
import { parseMove } from '../notation.js';
import type { RegicideOptions, RegicideState } from '../types.js';
import { type MakerSettings, puzzlesFromGame } from './maker.js';
import { puzzlePosition } from './puzzle.js';
import { canonicalMove } from './judge.js';

export interface PositionPuzzle {
  /** The position as the engine's state (JSON), rebuilt from the game by replay. */
  position: RegicideState;
  answer: string;
  line: string[];
  choices: number;
  nodes: number;
}

export interface MinedGame {
  puzzles: PositionPuzzle[];
  positions: number;
  nodes: number;
  cut: boolean;
}

/** The puzzles of one played game (solo only, as the maker's), with the game's budget in `settings.maxGameNodes`. */
export function mineGame(options: RegicideOptions, seed: string, moves: readonly string[], settings: MakerSettings): MinedGame {
  const report = puzzlesFromGame(options, seed, moves, settings);
  return {
    puzzles: report.puzzles.map((p) => ({ position: puzzlePosition(p), answer: p.answer, line: p.line, choices: p.choices, nodes: p.nodes })),
    positions: report.positions,
    nodes: report.nodes,
    cut: report.cut,
  };
}

export type PositionJudged = { ok: true; move: string; right: boolean } | { ok: false; problem: 'badMove' | 'illegalMove' };

/** A move tried at a kept position: legal there, and right exactly when it is the answer. */
export function judgeAtPosition(position: RegicideState, answer: string, moveText: string): PositionJudged {
  const move = canonicalMove(moveText);
  if (move === null) return { ok: false, problem: 'badMove' };
  if (position.outcome !== null || !isLegal(position, parseMove(move))) return { ok: false, problem: 'illegalMove' };
  return { ok: true, move, right: move === canonicalMove(answer) };
}

/** A kept position read back (the server's own JSON), or null when it is not a Regicide state. */
export function positionOf(text: string): RegicideState | null {
  const v: unknown = JSON.parse(text);
  return isState(v) ? v : null;
}

function isState(v: unknown): v is RegicideState {
  if (typeof v !== 'object' || v === null) return false;
  const s: Partial<Record<keyof RegicideState, unknown>> = v;
  return s.game === 'regicide' && Array.isArray(s.hands) && Array.isArray(s.tavern) && Array.isArray(s.castle) && typeof s.phase === 'string';
}
