// The end of a game in the screen-reader mode offers the end screen's choices as a line with the
// same keys (play again, retry this deal, new game, could it have been won?; Enter for a match's
// next game), and only once they count: a key typed before that line is said does nothing.
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { regicide } from '../../src/games/regicide/index.js';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { newMatch } from '../../src/games/thronfolge/match.js';
import type { TableClient } from '../../src/table/client.js';
import { LANGS } from '../../src/text/lang.js';
import { regicideLineEnd, runRegicideLines } from '../../src/ui/regicide/line-entry.js';
import type { LineExit } from '../../src/ui/shared/line-session.js';
import { thronfolgeLineEnd, runThronfolgeLines } from '../../src/ui/thronfolge/line-entry.js';
import { duelGame, regicideGame } from './clients.js';
import { lineStreams } from './line-streams.js';
import { LOST_SEED } from '../solver/lost-game.js';

const UI = { lang: 'en' as const, ascii: false, color: false, fourColor: false };

/** Plays `moves` on the client, each by the seat to move. */
function play(client: TableClient, game: AnyGame, moves: readonly unknown[]): void {
  for (const move of moves) {
    const seat = client.update(client.humans[0]).toMove ?? 1;
    expect(client.submit(seat, game.parseMove(game.formatMove(move as never)) as never)).toBeNull();
  }
}

/** The moves of a solo Regicide game the easy bot loses. */
function lostMoves(): unknown[] {
  let s = regicide.setup(regicide.normalizeOptions({ players: 1 }), LOST_SEED);
  const bot = makeRegicideBot('easy', `${LOST_SEED}/bot1`);
  const moves: unknown[] = [];
  while (s.outcome === null) {
    const m = bot.choose(regicide.view(s, 1), regicide.legalMoves(s));
    moves.push(m);
    s = regicide.apply(s, m);
  }
  return moves;
}

/** A duel both seats play at this terminal, each with its first legal move. */
function duelMoves(seed: string): unknown[] {
  let s = thronfolge.setup(thronfolge.normalizeOptions({ first: 1, variants: [] }), seed);
  const moves: unknown[] = [];
  while (thronfolge.outcome(s) === null) {
    const m = thronfolge.legalMoves(s)[0];
    moves.push(m);
    s = thronfolge.apply(s, m);
  }
  return moves;
}

describe('the end in the screen-reader mode', () => {
  it('a lost Regicide game offers p, r, n and a, and a key counts only once they are said', async () => {
    const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), LOST_SEED);
    const moves = lostMoves();
    play(client, regicide, moves.slice(0, -1));
    const { io, hear, heard, type } = lineStreams();
    const exit = runRegicideLines(client, UI, io, { end: regicideLineEnd(UI, true) });
    await hear(/^Keys: /);
    play(client, regicide, moves.slice(-1));
    await hear(/^The game is over\.$/);
    // Typed at once after the end, as a hurried key meant for the last move would be: ignored.
    type('p');
    const keys = await hear(/^Keys: p play again/);
    expect(keys).toBe(
      'Keys: p play again: the same options with a new seed; r retry this deal: the same seed, options and bots (marked as a retry); n new game: solo, no variants, a new seed; a after a lost game: could this deal have been won? (the solver, as regicide analyze does); q / Enter / Esc leave',
    );
    expect(heard.indexOf(keys)).toBeGreaterThan(heard.indexOf('The game is over.'));
    type('r');
    expect(await exit).toBe<LineExit>('retry');
  });

  it('a must not offer the solver where it cannot run; Escape leaves', async () => {
    const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), LOST_SEED);
    const moves = lostMoves();
    play(client, regicide, moves.slice(0, -1));
    const { io, hear, type } = lineStreams();
    const exit = runRegicideLines(client, UI, io, { end: regicideLineEnd(UI, false) });
    play(client, regicide, moves.slice(-1));
    const keys = await hear(/^Keys: p play again/);
    expect(keys).not.toMatch(/ a after/);
    type('a');
    type('\u001b');
    expect(await exit).toBe<LineExit>('over');
  });

  it('mid-match Enter starts the next game, with the score and who starts; after the last game p plays again', async () => {
    const seed = 'line-end-duel';
    const moves = duelMoves(seed);
    for (const [game, key, want] of [
      [1, '\r', 'next'],
      [2, 'p', 'again'],
    ] as const) {
      const match = { ...newMatch(seed, 2), game };
      const { client } = duelGame(thronfolge.normalizeOptions({ first: 1, variants: [] }), seed, { vs: 'human', match });
      play(client, thronfolge, moves.slice(0, -1));
      const { io, hear, heard, type } = lineStreams();
      const exit = runThronfolgeLines(client, UI, io, { end: thronfolgeLineEnd(UI, match, true) });
      await hear(/^Keys: /);
      play(client, thronfolge, moves.slice(-1));
      const keys = await hear(/^Keys: (Enter|p) /);
      const said = heard.slice(heard.indexOf('The game is over.'));
      expect(said).toContainEqual(expect.stringMatching(/^Match after game \d of 2: /));
      if (game === 1) {
        expect(said).toContainEqual(expect.stringMatching(/^Next game: Player [12] starts\.$/));
        expect(keys).toMatch(/^Keys: Enter mid-match: start the next game; q \/ Enter \/ Esc leave/);
        expect(keys).not.toMatch(/ p after/);
      } else {
        expect(said).toContainEqual(expect.stringMatching(/wins the match\.$|^The match ends level\.$/));
        expect(keys).toMatch(/^Keys: p after the last game: play again .*; r after the last game: retry .*; n after the last game: new game/);
      }
      type(key);
      expect(await exit).toBe<LineExit>(want);
    }
  });

  it('says the end keys in every language', async () => {
    const moves = lostMoves();
    for (const lang of LANGS) {
      const ui = { ...UI, lang };
      const { client } = regicideGame(regicide.normalizeOptions({ players: 1 }), LOST_SEED);
      play(client, regicide, moves.slice(0, -1));
      const { io, hear, heard, type } = lineStreams();
      const exit = runRegicideLines(client, ui, io, { end: regicideLineEnd(ui, true) });
      await hear(/./);
      play(client, regicide, moves.slice(-1));
      // The keys' line names the same keys as the end screen.
      const keys = await hear(/^[^:]+\u00a0?: p .* a .*q \/ /);
      expect(heard.indexOf(keys)).toBe(heard.length - 1);
      for (const key of ['p ', 'r ', 'n ', 'a ', 'q / ']) expect(keys).toContain(key);
      type('n');
      expect(await exit).toBe<LineExit>('new');
    }
  });
});
