// The solver never calls a deal lost that a bot has won, and the analysis of a played game
// points at a move with a winnable position before it and a proven loss after it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeRegicideBot, type RegicideBotLevel } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';
import { analyseGame, gamePositions } from '../../src/games/regicide/solver/game-analysis.js';
import { solve } from '../../src/games/regicide/solver/index.js';
import type { RegicideMove, RegicideOptions } from '../../src/games/regicide/types.js';

function botGame(level: RegicideBotLevel, options: RegicideOptions, seed: string) {
  let s = regicide.setup(options, seed);
  const bots = Array.from({ length: options.players }, (_, i) => makeRegicideBot(level, `${seed}/bot${i + 1}`));
  const moves: RegicideMove[] = [];
  while (s.outcome === null) {
    const m = bots[s.current].choose(regicide.view(s, s.current + 1), regicide.legalMoves(s));
    moves.push(m);
    s = regicide.apply(s, m);
  }
  return { moves, won: s.outcome === 'won' };
}

interface BotWin {
  seed: string;
  players: number;
  bot: RegicideBotLevel;
  moves: string[];
}

// Games bots won, recorded once (hard bots are slow to replay live on a shared machine): solo by
// the hard bot, teams by normal bots. Each is checked here to be a real win before it is used.
const BOT_WINS = JSON.parse(readFileSync(new URL('./fixtures/bot-wins.json', import.meta.url), 'utf8')) as BotWin[];

describe('the solver and the bots', () => {
  it('the recorded bot games are wins under the current rules', () => {
    for (const g of BOT_WINS) {
      let s = regicide.setup({ players: g.players, variants: [] }, g.seed);
      for (const m of g.moves) s = regicide.apply(s, regicide.parseMove(m));
      expect(s.outcome, g.seed).toBe('won');
    }
    expect(BOT_WINS.filter((g) => g.bot === 'hard' && g.players === 1).length).toBeGreaterThanOrEqual(20);
  });

  it('never calls "not winnable" a deal a bot won, from its start or from the middle of the bot\'s game', () => {
    for (const g of BOT_WINS) {
      const options = { players: g.players, variants: [] };
      const positions = gamePositions(options, g.seed, g.moves.map(regicide.parseMove));
      for (const at of [0, Math.floor(g.moves.length / 2)]) {
        const r = solve(positions[at], { maxNodes: 10_000 });
        expect(r.verdict, `${g.seed} after ${at} moves`).not.toBe('not-winnable');
      }
    }
  });
});

describe('analysis of a played game', () => {
  it('a lost game: the position before the losing move is winnable (its line wins), the one after is proven lost', () => {
    const options = { players: 1, variants: [] };
    const seed = 'analysis/2';
    const game = botGame('easy', options, seed);
    expect(game.won).toBe(false);
    const perProbe = { maxNodes: 60_000 };
    const a = analyseGame(options, seed, game.moves, () => perProbe);
    expect(a.start.verdict).toBe('winnable');
    expect(a.won).toBe(false);
    expect(a.lostFromMove).not.toBeNull();
    const k = a.lostFromMove!;
    const positions = gamePositions(options, seed, game.moves);
    const before = solve(positions[k - 1], perProbe);
    expect(before.verdict).toBe('winnable');
    let s = positions[k - 1];
    for (const m of before.line) s = regicide.apply(s, m);
    expect(s.outcome).toBe('won');
    expect(solve(positions[k], perProbe).verdict).toBe('not-winnable');
    // The saving line starts where the game was last known winnable and wins from there.
    expect(a.bracket.winnableAfter).toBe(k - 1);
    let t = positions[k - 1];
    for (const m of a.savingLine) t = regicide.apply(t, m);
    expect(t.outcome).toBe('won');
  });

  it('a won game is reported won, with nothing lost', () => {
    const options = { players: 1, variants: [] };
    const start = regicide.setup(options, 'analysis/won');
    const line = solve(start, { maxNodes: 200_000 }).line;
    const a = analyseGame(options, 'analysis/won', line, () => ({ maxNodes: 50_000 }));
    expect(a.won).toBe(true);
    expect(a.lostFromMove).toBeNull();
    expect(a.start.verdict).toBe('winnable');
  });

  it('a game that follows a winning line and then strays needs no search for the positions on the line', () => {
    const options = { players: 1, variants: [] };
    const start = regicide.setup(options, 'analysis/won');
    const line = solve(start, { maxNodes: 200_000 }).line;
    const a = analyseGame(options, 'analysis/won', line.slice(0, 10), () => ({ maxNodes: 50_000 }));
    expect(a.won).toBe(false);
    expect(a.bracket.winnableAfter).toBe(10);
    expect(a.lostFromMove).toBeNull();
  });
});
