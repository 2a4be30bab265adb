// The push every seated account gets when a turn-based game is over (issue 30): the table, its game
// and players, how it ended in general words, and the command that lists the player's tables —
// never a card, a hand, a seed or a name.
import { describe, expect, it } from 'vitest';
import { endedMessage } from '../../src/net/turn/turn-clock-texts.js';

const table = { code: 'ENDS-2222', game: 'thronfolge', seats: 2 };
const command = 'thronfolge tables --server 127.0.0.1:7777';

describe('the push at the end of a turn-based game', () => {
  it('says how it ended: the game’s own end, the clock’s end, a duel lost on time', () => {
    expect(endedMessage(table, { kind: 'result' }, command)).toEqual({
      tag: 'ended',
      title: 'The game at table ENDS-2222 (Thronfolge, 2 players) is over',
      body: 'Your tables show how it ended.',
      command,
      table: 'ENDS-2222',
    });
    expect(endedMessage(table, { kind: 'ended', seat: 2 }, command).body).toBe('The time ran out for seat 2: the game ended with no result.');
    expect(endedMessage(table, { kind: 'timeout', seat: 1, winner: 2 }, command).body).toBe('The time ran out for seat 1: seat 2 won the duel.');
  });
});
