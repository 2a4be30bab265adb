// A whole solo Regicide game played by lines alone, as a blind player would: the test reads only
// what the program says (the hand, the hint, the preview) and answers with keys. Along the way it
// asks for the keys (?), presses an unknown key, declines a flip, takes a move back (u) and reads
// the log (v). Every preview it hears must be the screen's own preview of the same selection,
// worked out by the screen's code from a copy of the game; and once, the Ink screen itself is run
// with the same keys and must show those lines.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardOf, rankOf, type Card } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { spokenScreenText } from '../../src/ui/regicide/line-preview.js';
import { previewLines } from '../../src/ui/regicide/preview-text.js';
import { previewContextOf } from '../../src/ui/regicide/RegicideTable.js';
import { seatScreen } from '../../src/ui/regicide/seat-screen.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';
import { SPOKEN_TEXTS } from '../../src/ui/shared/texts/spoken.js';
import { regicideAt } from '../ui/clients.js';
import { ear, handOf } from './line-ear.js';
import { KEY, ROOT, Terminal, tempDataHome } from './terminal.js';

const SEED = 'e2e-3';
const t = REGICIDE_TEXTS.en;
const spoken = SPOKEN_TEXTS.en;
const running: Terminal[] = [];

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const term of running.splice(0)) term.kill();
});

/** The hint's move ("Hint: play ace of spades, 9 of diamonds (≈50% to win) — …") as hand positions, or a flip. */
function hintedMove(line: string, hand: readonly string[]): { flip: true } | { positions: number[] } {
  const move = line.replace(/^Hint: /, '').split(/ \(≈| — /)[0];
  if (move === 'flip a jester') return { flip: true };
  expect(move).toMatch(/^(play|discard) /);
  const positions = hand.flatMap((name, i) => (new RegExp(`(^| )${name}(,| |$)`).test(move.replace(/^(play|discard) /, ' ')) ? [i + 1] : []));
  expect(positions.length).toBeGreaterThan(0);
  return { positions };
}

/** The screen's own preview lines for `cards` at `state`, from the screen's code (seat screen, preview context, preview lines). */
function screenPreviewLines(state: RegicideState, cards: Card[]): string[] {
  const { client } = regicideAt(state);
  return previewLines(previewContextOf(seatScreen(client, null), cards, false), t).map((l) => l.text);
}

/**
 * The same lines as one spoken line: cards in words, joined as the line mode joins parts. A
 * covering discard is not told to press Enter there: the selection line ends with what Enter does.
 */
const spokenLine = (lines: readonly string[]): string => spoken.parts(lines.map((l) => spokenScreenText(l.replace(t.discardCovered, t.discardCoveredSaid).replace(/[.]$/, ''), spoken)));

/** A card's value from its spoken name (ace 1, jack 10, queen 15, king 20). */
const valueOf = (name: string): number => ({ ace: 1, jack: 10, queen: 15, king: 20 })[name.split(' ')[0]] ?? Number(name.split(' ')[0]);

const handCards = (state: RegicideState): Card[] => regicide.view(state, 1).hand.map((c) => cardOf(c));

describe('the screen-reader mode at parity with the screen', () => {
  it('a whole solo game by lines alone: previews, hint, undo, the keys, the log', async () => {
    const home = tempDataHome();
    const term = new Terminal(['play', '--seed', SEED, '--screen-reader'], { dataHome: home });
    running.push(term);
    const heard = ear(term);
    let state = regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED);
    const before: RegicideState[] = [];
    await heard.next(/^Keys: numbers \(or the arrows and space\) select cards/);

    // The keys, an unknown key, and a flip declined: each answered by a line.
    await term.type('?');
    await heard.next('Keys: numbers (or the arrows and space) select cards, Enter plays, f flips a jester, c clears, d the discard pile, s repeats the situation, q quits');
    await heard.next('Also: i a hint, u takes back your move, v the log.');
    await term.type('x');
    await heard.next('Unknown key x. ? for the keys.');
    await term.type('f');
    await heard.next('Flip a jester: discard your 8 cards and draw a fresh hand? It costs a jester: a win now earns silver at best, not gold. y or Enter: yes, any other key: no.');
    await term.type('n');
    await heard.next('Not done.');
    await term.type('9');
    await heard.next('no card 9 in your hand');
    // Nothing selected: the screen's idle preview.
    await term.type('c');
    await heard.next(`nothing selected; ${spokenLine(screenPreviewLines(state, []))}`);
    // The first hint asks the practice question, as the screen does.
    await term.type('i');
    await heard.next(/^Ask for a hint\? The game then counts as practice: a win earns no medal, and .* y \/ Enter: yes, n \/ Esc: no$/);
    await term.type('y');
    await heard.next(/^Hint: /);

    let hand = handOf(
      heard
        .lines()
        .filter((l) => l.startsWith('Your hand: '))
        .at(-1)!,
    );
    let moves = 0;
    let undone = false;
    let previews = 0;
    /** Presses a card's key and checks the preview heard against the screen's for the selection so far. */
    const select = async (position: number, chosen: Card[]): Promise<string> => {
      await term.type(String(position));
      const line = await heard.next(/^(selected |nothing selected)/);
      if (chosen.length === 0) expect(line).toBe(`nothing selected; ${spokenLine(screenPreviewLines(state, []))}`);
      else expect(line).toBe(`selected ${spoken.parts(chosen.map(spoken.card))}: ${spokenLine(screenPreviewLines(state, chosen))}; Enter ${state.phase === 'discard' ? 'discards' : 'plays'}`);
      // Enter is named once, at the end, never also inside the preview.
      expect(line.match(/Enter/g)?.length ?? 0).toBeLessThanOrEqual(1);
      previews++;
      return line;
    };
    while (state.outcome === null && moves < 120) {
      // What the program says of the hand is the game's hand.
      expect(hand).toEqual(handCards(state).map(spoken.card));
      const cardsNow = handCards(state);
      let positions: number[] | 'flip' = [];
      let chosenAlready = false;
      // The play to make when a flip is refused (no jester left): the best there is, lost or not.
      let fallback: number[] | null = null;
      if (moves < 3 || moves % 10 === 0) {
        // The hint, with its reason: followed as given.
        await term.type('i');
        const hint = hintedMove(await heard.next(/^Hint: /), hand);
        positions = 'flip' in hint ? 'flip' : hint.positions;
      } else if (state.phase === 'discard') {
        // Cover by the previews: the largest cards first, until one says it covers (none can then be spared).
        const order = hand.map((name, i) => ({ p: i + 1, v: valueOf(name) })).sort((a, b) => b.v - a.v);
        const chosen: number[] = [];
        let covered = false;
        for (const { p } of order) {
          chosen.push(p);
          covered = /covers it/.test(
            await select(
              p,
              chosen.map((k) => cardsNow[k - 1]),
            ),
          );
          if (covered) break;
        }
        if (covered) positions = chosen;
        else {
          await term.type('c');
          await heard.next(/^nothing selected/);
          positions = 'flip';
        }
        // The selection is made already: only Enter is left.
        if (covered) chosenAlready = true;
      } else {
        // Play by the previews: each card alone, its preview heard, then put back; a kill first, else the most damage that can still be covered.
        let best: { p: number; score: number } | null = null;
        for (let p = 1; p <= hand.length; p++) {
          const line = await select(p, [cardsNow[p - 1]]);
          await select(p, []);
          const dealt = Number(/Deals (\d+)/.exec(line)?.[1] ?? 0);
          const cover = /Then you cover (\d+) damage \(rest of hand worth (\d+)/.exec(line);
          const score = /kill|defeats the last|Overkill/i.test(line)
            ? 1000 - dealt
            : /nothing to cover/.test(line)
              ? 500 + dealt
              : cover && Number(cover[2]) >= Number(cover[1])
                ? 100 + dealt
                : dealt - 1000;
          if (!best || score > best.score) best = { p, score };
        }
        fallback = [best!.p];
        positions = best!.score > 0 ? [best!.p] : 'flip';
      }
      let move: RegicideMove;
      if (positions === 'flip') {
        await term.type('f');
        const answer = hand.length > 0 ? await heard.next(/^(Flip a jester: .* y or Enter: yes, any other key: no\.|No jester left.*)$/) : '';
        if (answer.startsWith('Flip')) await term.type('y');
        if (answer.startsWith('No jester') && fallback) positions = fallback;
      }
      if (positions === 'flip') move = { type: 'flip' };
      else {
        const cards = positions.map((p) => cardsNow[p - 1]);
        if (!chosenAlready) for (let k = 1; k <= positions.length; k++) await select(positions[k - 1], cards.slice(0, k));
        move = { type: state.phase === 'discard' ? 'discard' : 'play', cards };
        await term.type(KEY.enter);
      }
      await heard.next(/^Move: Player 1 (plays|discards|flips)/);
      before.push(state);
      state = regicide.apply(state, move);
      moves++;
      if (state.outcome !== null) break;
      hand = handOf(await heard.next(/^Your hand: /));
      // Once: the log, then the move taken back (the practice question was answered already) and made again.
      if (moves === 2 && !undone) {
        undone = true;
        await term.type('v');
        await heard.next('Log: the last 2 of 2 moves.');
        await term.type('u');
        await heard.next('Took back 1 move. This game now counts as practice.');
        state = before.pop()!;
        moves--;
        hand = handOf(await heard.next(/^Your hand: /));
      }
    }
    expect(state.outcome).not.toBeNull();
    await heard.next(/^(Victory|Defeat)/);
    await heard.next('The game is over.');
    expect(previews).toBeGreaterThan(5);
    expect(undone).toBe(true);
    await heard.next(/^Keys: p play again/);
    await term.type('q');
    expect(await term.exit()).toBe(0);
    // Nothing but appended lines, and no suit symbol read out as noise.
    expect(heard.raw().replace(/\r\n/g, '\n')).not.toMatch(/[\u001b\r\b\u2660-\u2667]/);
  }, 240_000);

  it('the screen shows the same preview for the same keys', async () => {
    const state = regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED);
    const hand = handCards(state);
    // Two cards of one rank if there are, else the first card.
    const pair = hand.findIndex((c, i) => hand.some((d, j) => j > i && rankOf(d) === rankOf(c) && rankOf(c) > 1));
    const keys = pair >= 0 ? [pair + 1, hand.findIndex((d, j) => j > pair && rankOf(d) === rankOf(hand[pair])) + 1] : [1];
    const cards = keys.map((k) => hand[k - 1]);
    const expected = screenPreviewLines(state, cards);
    const screen = new Terminal(['play', '--seed', SEED], { dataHome: tempDataHome(), cols: 120, rows: 40 });
    running.push(screen);
    await screen.waitFor('Your hand');
    await screen.type(...keys.map(String));
    for (const line of expected) await screen.waitFor((s) => s.replace(/\s+/g, ' ').includes(line.replace(/\s+/g, ' ')));
    const lines = new Terminal(['play', '--seed', SEED, '--screen-reader'], { dataHome: tempDataHome() });
    running.push(lines);
    const heard = ear(lines);
    await heard.next(/^Keys: /);
    await lines.type(...keys.map(String));
    await heard.next(`selected ${spoken.parts(cards.map(spoken.card))}: ${spokenLine(expected)}; Enter plays`);
  }, 60_000);
});
