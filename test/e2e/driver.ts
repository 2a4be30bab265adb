// Plays Regicide through the keyboard the way a person would: the test keeps its own copy of the
// game (same seed, same moves), picks moves with a bot, and turns each move into key presses.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCard } from '../../src/core/cards.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { KEY, sleep, type Terminal } from './terminal.js';

export function savedGames(dataHome: string): string[] {
  const folder = join(dataHome, 'regicide-cli', 'regicide');
  try {
    return readdirSync(folder).filter((n) => n.endsWith('.json')).map((n) => join(folder, n));
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
      return ['y'];
    case 'flip':
      return ['f'];
    case 'feign':
      return ['e'];
    case 'next':
      return [String(move.seat), KEY.enter];
  }
}

/** Waits until the autosave holds `count` moves: the program has taken the move. */
export async function waitForSavedMoves(path: string, count: number, timeoutMs = 10_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if (readSave(path).moves.length >= count) return;
    } catch {
      // being replaced right now; try again
    }
    await sleep(20);
  }
  throw new Error(`the save ${path} did not reach ${count} moves`);
}

export class KeyboardPlayer {
  private readonly bot = makeRegicideBot('easy', 'e2e-driver');
  constructor(
    public state: RegicideState,
    private readonly savePath: string,
    private moves: number,
  ) {}

  /** Makes one move by keys and waits until the program has saved it. */
  async move(term: Terminal): Promise<RegicideMove> {
    const move = this.bot.choose(regicide.view(this.state, this.state.current + 1), regicide.legalMoves(this.state));
    await term.type(...keysFor(this.state, move));
    this.moves++;
    await waitForSavedMoves(this.savePath, this.moves);
    this.state = regicide.apply(this.state, move);
    return move;
  }

  async playUntil(term: Terminal, done: (s: RegicideState) => boolean, maxMoves = 200): Promise<void> {
    for (let i = 0; i < maxMoves && !done(this.state) && this.state.outcome === null; i++) await this.move(term);
  }
}
