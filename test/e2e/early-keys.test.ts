// Keys typed the moment the program starts, before its screen is up (the terminal still in line
// mode, or the program still loading): none is lost, and an early Enter is still Enter.
import { afterEach, describe, expect, it } from 'vitest';
import { cardLabel, parseCard } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { handCards } from '../../src/games/thronfolge/view-cards.js';
import { KEY, THRONFOLGE_BIN, Terminal, tempDataHome } from './terminal.js';

const running: Terminal[] = [];
const start = (args: string[], bin?: string) => {
  const t = new Terminal(args, { dataHome: tempDataHome(), bin, env: { THRONFOLGE_BOT_DELAY_MS: '20' } });
  running.push(t);
  return t;
};
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

/** A duel seed whose coin toss lets player 1 (the human) start. */
function seedHumanStarts(): string {
  for (let i = 1; i < 100; i++) {
    if (thronfolge.currentSeat(thronfolge.setup(thronfolge.normalizeOptions({ first: null, variants: [] }), `early-${i}`)) === 1) return `early-${i}`;
  }
  throw new Error('no such seed');
}

describe('keys typed before the screen is up', () => {
  it('Regicide: a card and Enter typed at once after the start play that card', async () => {
    const seed = 'e2e-3';
    const term = start(['play', '--seed', seed]);
    // Written before the program has even loaded: the terminal is still in line mode.
    term.proc.write('1');
    term.proc.write(KEY.enter);
    const first = regicide.view(regicide.setup(regicide.normalizeOptions({ players: 1 }), seed), 1).hand[0];
    const screen = await term.waitFor(`1. Player 1 plays ${cardLabel(parseCard(first)!)}`);
    expect(screen).toContain('Your hand');
  });

  it('Thronfolge: an Enter alone, typed at once after the start, plays the card under the cursor', async () => {
    const seed = seedHumanStarts();
    const term = start(['duel', '--seed', seed], THRONFOLGE_BIN);
    // A lone Enter in line mode reaches the program as a line feed.
    term.proc.write(KEY.enter);
    const state = thronfolge.setup(thronfolge.normalizeOptions({ first: null, variants: [] }), seed);
    const first = handCards(thronfolge.view(state, 1))[0];
    await term.waitFor(`1. Player 1 plays ${cardLabel(first)}`);
  });
});
