// Bot seeds: one-way (SHA-256) digests of the game seed and seat, so games with bots repeat from
// their seed while no bot holds the seed that shuffled the deal.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { botGenerator, botSeed, drawRngState, generator, generatorFromState, sha256Hex } from '../../src/core/rng.js';
import { regicide } from '../../src/games/regicide/index.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { botsOf } from '../../src/modules/play.js';
import { makeThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';

const nodeSha = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex (@noble/hashes) agrees with node:crypto', () => {
  it('on the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('on every length around the block edges and on non-ASCII text', () => {
    for (let n = 0; n < 140; n++) {
      const text = 'x♠'.repeat(n).slice(0, n);
      expect(sha256Hex(text)).toBe(nodeSha(text));
    }
    expect(sha256Hex('Thronfolge – König ♥')).toBe(nodeSha('Thronfolge – König ♥'));
  });
});

describe('bot seeds', () => {
  it('are the digests they always were (pinned: saves, logs and simulations made before stay the same)', () => {
    expect(botSeed('my-game-42', 2)).toBe('dcd26ffb5173172fb333dd6875252637f7665d219383585e3438c7d680dbc131');
    expect(botSeed('daily-2025-01-01', 1)).toBe('7128f1f73e9972c71d145d3f11a20d10c089d97f75ce2e97c72bef0d7f4dd1e4');
    const next = botGenerator('my-game-42/bot2');
    expect([next(), next(), next()]).toEqual([0.4778985611628741, 0.34568927390500903, 0.11808102997019887]);
  });

  it('are digests that repeat, differ per seat and per game, and do not contain the game seed', () => {
    const a = botSeed('my-game-42', 2);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(botSeed('my-game-42', 2)).toBe(a);
    expect(botSeed('my-game-42', 3)).not.toBe(a);
    expect(botSeed('my-game-43', 2)).not.toBe(a);
    expect(a).not.toContain('my-game-42');
  });

  it('the command line hands each bot seat its digest, never the game seed', () => {
    const given: string[] = [];
    botsOf(
      { bots: { levels: ['easy'], default: 'easy', make: (_level, seed) => (given.push(seed), makeRegicideBot('easy', seed)) } },
      new Map([
        [2, 'easy'],
        [4, 'easy'],
      ]),
      'table-seed',
    );
    expect(given).toEqual([botSeed('table-seed', 2), botSeed('table-seed', 4)]);
    for (const seed of given) expect(seed).not.toContain('table-seed');
  });

  it('a bot generator never draws the game generator stream', () => {
    const game = generator('seed-1');
    const bot = botGenerator(botSeed('seed-1', 1));
    const g = Array.from({ length: 8 }, game);
    const b = Array.from({ length: 8 }, bot);
    expect(b).not.toEqual(g);
  });

  it('a generator resumed from a drawn state repeats without changing the state', () => {
    const state = drawRngState(generator('draw'));
    const copy = { ...state };
    const x = Array.from({ length: 5 }, generatorFromState(state));
    const y = Array.from({ length: 5 }, generatorFromState(state));
    expect(y).toEqual(x);
    expect(state).toEqual(copy);
  });
});

describe('games with seeded bots are reproducible', () => {
  function regicideGame(seed: string, players: number): string[] {
    let s = regicide.setup(regicide.normalizeOptions({ players, variants: [] }), seed);
    const bots = Array.from({ length: players }, (_, i) => makeRegicideBot('normal', botSeed(seed, i + 1)));
    const moves: string[] = [];
    while (s.outcome === null && moves.length < 400) {
      const m = bots[s.current].choose(regicide.view(s, s.current + 1), regicide.legalMoves(s));
      moves.push(regicide.formatMove(m));
      s = regicide.apply(s, m);
    }
    return moves;
  }

  it('regicide: the same seed gives the same moves, another seed other moves', () => {
    const a = regicideGame('repro-r', 3);
    expect(regicideGame('repro-r', 3)).toEqual(a);
    expect(regicideGame('repro-r2', 3)).not.toEqual(a);
  });

  it('thronfolge: the same seed gives the same duel', () => {
    const duel = (seed: string): string[] => {
      let s = thronfolge.setup(thronfolge.normalizeOptions({ first: 1, variants: [] }), seed);
      const bots = [1, 2].map((seat) => makeThronfolgeBot('normal', botSeed(seed, seat)));
      const moves: string[] = [];
      while (s.result === null) {
        const m = bots[s.current].choose(thronfolge.view(s, s.current + 1), thronfolge.legalMoves(s));
        moves.push(thronfolge.formatMove(m));
        s = thronfolge.apply(s, m);
      }
      return moves;
    };
    expect(duel('repro-t')).toEqual(duel('repro-t'));
  });
});
