// Plays Regicide through the keyboard the way a person would: the test keeps its own copy of the
// game (same seed, same moves), picks moves by a fixed policy, and turns each move into keys.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCard } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { handValue } from '../../src/games/regicide/legal.js';
import { sumValues } from '../../src/games/regicide/values.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { KEY, sleep, type Terminal } from './terminal.js';

export function savedGames(dataHome: string): string[] {
  const folder = join(dataHome, 'regicide-cli', 'regicide');
  try {
    return readdirSync(folder)
      .filter((n) => n.endsWith('.json'))
      .map((n) => join(folder, n));
  } catch {
    return [];
  }
}

export function readSave(path: string): { moves: string[]; result: unknown } {
  return JSON.parse(readFileSync(path, 'utf8')) as { moves: string[]; result: unknown };
}

/** The keys that make `move` for the seat to move in `state`. */
export function keysFor(state: RegicideState, move: RegicideMove): string[] {
  switch (move.type) {
    case 'play':
    case 'discard': {
      const hand = regicide.view(state, state.current + 1).hand.map((c) => parseCard(c)!);
      const used = new Set<number>();
      const digits = move.cards.map((c) => {
        const i = hand.findIndex((h, k) => h === c && !used.has(k));
        used.add(i);
        return String(i + 1);
      });
      return [...digits, KEY.enter];
    }
    case 'yield':
      return ['p'];
    // Both throw the hand away, so the screen asks first (not when the hand is empty already).
    case 'flip':
      return state.hands[state.current].length > 0 ? ['f', 'y'] : ['f'];
    case 'feign':
      return ['e', 'y'];
    case 'next':
      return [String(move.seat), KEY.enter];
  }
}

/** A save file, or the one save in a data home (a game is saved from its first move on). */
export type SaveRef = string | { dataHome: string };

const pathOf = (save: SaveRef): string | undefined => (typeof save === 'string' ? save : savedGames(save.dataHome)[0]);

/**
 * Waits until the autosave holds `count` moves: the program has taken the move. Returns its path.
 * The bound is for a loaded machine, where a child process can stall for seconds.
 */
export async function waitForSavedMoves(save: SaveRef, count: number, timeoutMs = 30_000): Promise<string> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const path = pathOf(save);
    try {
      if (path && readSave(path).moves.length >= count) return path;
    } catch {
      // being replaced right now; try again
    }
    await sleep(20);
  }
  throw new Error(`the save ${JSON.stringify(save)} did not reach ${count} moves`);
}

/**
 * The test's own simple, fixed policy (independent of the bots, which may change): kill when
 * possible, else the play that hurts most and still leaves the attack covered; cover attacks
 * as cheaply as possible.
 */
export function choose(state: RegicideState): RegicideMove {
  const legal = regicide.legalMoves(state);
  const score = (m: RegicideMove): number => {
    if (m.type === 'discard') return -sumValues(m.cards) * 10 - m.cards.length;
    if (m.type === 'flip' || m.type === 'yield' || m.type === 'feign') return -1e6;
    if (m.type === 'next') return -m.seat;
    const after = regicide.apply(state, m);
    if (after.outcome === 'won') return 1e9;
    if (after.defeated > state.defeated) return 1e6 - sumValues(m.cards);
    const dealt = after.damage - state.damage;
    const shield = after.spadeTotal - state.spadeTotal;
    const covered = after.phase !== 'discard' || handValue(after.hands[state.current]) >= after.damageDue;
    return (covered ? 1e3 : -1e5) + dealt + shield;
  };
  let best = legal[0];
  for (const m of legal) if (score(m) > score(best)) best = m;
  // Flip only when nothing else saves the game.
  if (best.type !== 'flip' && score(best) <= -1e5 && legal.some((m) => m.type === 'flip')) return { type: 'flip' };
  return best;
}

export class KeyboardPlayer {
  constructor(
    public state: RegicideState,
    private readonly save: SaveRef,
    private moves: number,
  ) {}

  /** Makes one move by keys and waits until the program has saved it. */
  async move(term: Terminal): Promise<RegicideMove> {
    const move = choose(this.state);
    await term.type(...keysFor(this.state, move));
    this.moves++;
    await waitForSavedMoves(this.save, this.moves);
    this.state = regicide.apply(this.state, move);
    return move;
  }

  async playUntil(term: Terminal, done: (s: RegicideState) => boolean, maxMoves = 200): Promise<void> {
    for (let i = 0; i < maxMoves && !done(this.state) && this.state.outcome === null; i++) await this.move(term);
  }
}
