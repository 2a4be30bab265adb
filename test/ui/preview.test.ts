// The preview: what a selection would do, computed from the view alone, and its texts.
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../src/core/cards.js';
import type { RegicideView } from '../../src/games/regicide/types.js';
import { playProblem, previewDiscard, previewPlay } from '../../src/games/regicide/preview.js';
import { previewLines, type PreviewContext } from '../../src/ui/regicide/preview-text.js';
import { REGICIDE_TEXTS } from '../../src/ui/regicide/strings.js';

const cards = (...texts: string[]) => texts.map((t) => parseCard(t)!);

function makeView(over: Partial<RegicideView> = {}): RegicideView {
  return {
    seat: 1,
    players: 2,
    handLimit: 7,
    variants: [],
    current: 1,
    phase: 'play',
    enemy: { card: 'JS', attack: 10, health: 20, damage: 0, shield: 0, immune: true, attackAfterShield: 10, spadeTotal: 0 },
    castle: 11,
    castleLeft: { jacks: 3, queens: 4, kings: 4 },
    tavern: 20,
    discard: ['2S', '3S', '4S'],
    played: [],
    hand: ['AC', '5H', '5D', '8D', '8C', '10C', 'X'],
    hands: [7, 5],
    yielded: [false, false],
    defeated: 0,
    outcome: null,
    ...over,
  };
}

function ctx(view: RegicideView, selection: string[], over: Partial<PreviewContext> = {}): PreviewContext {
  return { view, selection: cards(...selection), shieldIfCancelled: 0, canYield: true, canFeign: false, canFlip: false, ascii: false, ...over };
}

const en = REGICIDE_TEXTS.en;
const de = REGICIDE_TEXTS.de;
const texts = (c: PreviewContext, t = en) => previewLines(c, t).map((l) => l.text);

describe('play problems', () => {
  it('says why a selection is not a play', () => {
    expect(playProblem(cards('5H', '5D'))).toBeNull();
    expect(playProblem(cards('8D', '8C'))).toBe('comboTotal');
    expect(playProblem(cards('5H', '8D'))).toBe('oneRank');
    expect(playProblem(cards('X', '5H'))).toBe('jesterAlone');
    expect(playProblem(cards('AC', '5H', '5D'))).toBe('aceWithOne');
    expect(playProblem(cards('JH', 'JD'))).toBe('faceInCombo');
    expect(playProblem(cards('2H', '2D', '2C', '2S', '2H'))).toBe('tooMany');
  });

  it('shows the reason in the preview, in both languages', () => {
    expect(texts(ctx(makeView(), ['8D', '8C']))).toEqual(['combos must total 10 or less']);
    expect(texts(ctx(makeView(), ['8D', '8C']), de)).toEqual(['Kombinationen dürfen zusammen höchstens 10 ergeben']);
  });
});

describe('play preview', () => {
  it('doubles clubs and deals diamonds round the table, counting only', () => {
    const p = previewPlay(makeView(), cards('AC', '8D'), 0);
    expect(p).toMatchObject({ kind: 'cards', value: 9, damage: 18, doubled: true, draws: [2, 2], kill: null, attackAfter: 10 });
    // Seat 1 plays two cards (7 → 5), both seats fill up to 7 in turn: 2 each.
    const lines = texts(ctx(makeView(), ['AC', '8D']));
    expect(lines[0]).toBe('Value 9 · ♦ draws: you 2, Player 2 2');
    expect(lines[1]).toBe('Deals 18 (♣ doubled) → 18/20');
    expect(lines[2]).toBe('Then you cover 10 damage (rest of hand worth 28 + cards drawn)');
  });

  it('stops drawing when the tavern runs dry and heals before it draws', () => {
    const view = makeView({ tavern: 1 });
    expect(previewPlay(view, cards('5H', '5D'), 0)).toMatchObject({ heal: 3, draws: [2, 2] });
    expect(previewPlay(makeView({ tavern: 1, discard: [] }), cards('5H', '5D'), 0)).toMatchObject({ heal: 0, draws: [1, 0] });
  });

  it('blocks the enemy suit while it is immune, and not after a jester', () => {
    const clubsEnemy = { card: 'JC', attack: 10, health: 20, damage: 0, shield: 0, immune: true, attackAfterShield: 10, spadeTotal: 0 };
    expect(previewPlay(makeView({ enemy: clubsEnemy }), cards('10C'), 0)).toMatchObject({ damage: 10, doubled: false, blocked: [3] });
    expect(previewPlay(makeView({ enemy: { ...clubsEnemy, immune: false } }), cards('10C'), 0)).toMatchObject({ damage: 20, doubled: true });
    expect(texts(ctx(makeView({ enemy: clubsEnemy }), ['10C']))[0]).toBe('Value 10 · ♣ blocked (immune)');
  });

  it('names an exact kill (the enemy joins the tavern) and an overkill', () => {
    const hurt = { card: 'JS', attack: 10, health: 20, damage: 10, shield: 0, immune: true, attackAfterShield: 10, spadeTotal: 0 };
    expect(texts(ctx(makeView({ enemy: hurt }), ['10C']))[1]).toBe('Deals 20 (♣ doubled) → 30/20. Overkill: J♠ is defeated and discarded');
    expect(texts(ctx(makeView({ enemy: hurt, hand: ['5H', '5D'] }), ['5H', '5D']))[1]).toBe('Deals 10 → 20/20. Exact kill: J♠ joins the tavern face down (drawn next)');
    expect(texts(ctx(makeView({ enemy: hurt, castle: 0 }), ['10C']))[1]).toContain('victory');
  });

  it('shows the shield a spade play adds and the attack left to cover', () => {
    const hearts = { card: 'JH', attack: 10, health: 20, damage: 0, shield: 3, immune: true, attackAfterShield: 7, spadeTotal: 3 };
    const view = makeView({ enemy: hearts, hand: ['4S', '9C'] });
    const lines = texts(ctx(view, ['4S']));
    expect(lines[0]).toBe('Value 4 · ♠ shield +4');
    expect(lines[2]).toBe('Then you cover 3 damage (rest of hand worth 9)');
  });

  it('warns when the rest of the hand cannot cover the attack', () => {
    const view = makeView({ hand: ['2C', '3H'] });
    const lines = previewLines(ctx(view, ['3H']), en);
    expect(lines.at(-1)).toEqual({ text: 'Your other cards cannot cover that: you would lose', tone: 'bad' });
  });

  it('explains a jester: immunity falls, spades start to shield, the player chooses', () => {
    const lines = texts(ctx(makeView(), ['X'], { shieldIfCancelled: 8 }));
    expect(lines).toEqual(['Jester: J♠ loses its immunity, no damage, no attack', 'Spades already played now shield 8', 'Then you choose who plays next']);
    expect(texts(ctx(makeView({ players: 1, hands: [7] }), ['X']))).toContain('Then you play again');
  });

  it('with nothing selected, says what yielding would cost', () => {
    expect(texts(ctx(makeView(), []))).toEqual(['Your turn: select cards and press Enter.', 'p yields: you take 10 damage (hand worth 37)']);
  });

  it('uses letters with --ascii', () => {
    expect(texts(ctx(makeView(), ['AC', '8D'], { ascii: true }))[0]).toContain('draws');
  });
});

describe('discard preview', () => {
  const view = makeView({ phase: 'discard', damageDue: 9, hand: ['2S', '5H', '8D', '10C'] });
  it('compares the selection with the damage due', () => {
    expect(previewDiscard(view, cards('5H'))).toMatchObject({ total: 5, due: 9, status: 'short' });
    expect(previewDiscard(view, cards('2S', '8D'))).toMatchObject({ total: 10, status: 'covered' });
    expect(previewDiscard(view, cards('10C', '2S'))).toMatchObject({ total: 12, status: 'covered' });
    expect(previewDiscard(view, cards('10C', '5H', '8D'))).toMatchObject({ total: 23, status: 'overpaid' });
  });

  it('explains the no-overpaying rule when it bites', () => {
    expect(texts(ctx(view, ['5H']))).toEqual(['Selected 5 of 9 damage: 4 short']);
    expect(texts(ctx(view, ['2S', '8D']))).toEqual(['Selected 10 of 9 damage: covers it — press Enter']);
    expect(texts(ctx(view, ['10C', '5H', '8D']))[0]).toBe('Selected 23 of 9 damage: too many, one card fewer still covers 9');
    expect(texts(ctx(view, ['10C', '5H', '8D']), de)[0]).toContain('zu viel');
  });

  it('says when the whole hand is not enough', () => {
    const poor = makeView({ phase: 'discard', damageDue: 20, hand: ['2S', '5H'] });
    expect(texts(ctx(poor, []))).toContain('Your whole hand is worth 7, less than 20');
  });
});

describe('a move that leaves no way to go on (review finding 17)', () => {
  // The daily's end: the last card, a Q♥, against the Q♠, no jester left.
  const last = (over: Partial<RegicideView> = {}) =>
    makeView({
      players: 1,
      hand: ['QH'],
      hands: [1],
      flipsLeft: 0,
      enemy: { card: 'QS', attack: 15, health: 30, damage: 20, shield: 0, immune: true, attackAfterShield: 15, spadeTotal: 0 },
      ...over,
    });

  it('warns when a kill with the last card leaves nothing to play and no jester', () => {
    const lines = previewLines(ctx(last(), ['QH'], { canYield: false }), en);
    expect(lines.map((l) => l.text)).toContain('Then your hand is empty and no jester is left: you would lose');
    expect(lines.at(-1)?.tone).toBe('bad');
    expect(texts(ctx(last(), ['QH'], { canYield: false }), de)).toContain('Danach ist deine Hand leer und kein Narr mehr übrig: Du würdest verlieren');
  });

  it('does not warn with a jester left, another card kept, or at a table of several', () => {
    const warned = (c: PreviewContext) => texts(c).includes(en.previewDeadEnd);
    expect(warned(ctx(last({ flipsLeft: 1 }), ['QH'], { canYield: false }))).toBe(false);
    expect(warned(ctx(last({ hand: ['QH', '2C'], hands: [2] }), ['QH'], { canYield: false }))).toBe(false);
    expect(warned(ctx(last({ players: 2, hands: [1, 5] }), ['QH']))).toBe(false);
  });

  it('the game layer decides it, the screen only words it', () => {
    const deadEnd = (view: RegicideView, selection: string[]) => {
      const p = previewPlay(view, cards(...selection), 0);
      return p?.kind === 'cards' && p.deadEnd;
    };
    expect(deadEnd(last(), ['QH'])).toBe(true);
    expect(deadEnd(last({ flipsLeft: 1 }), ['QH'])).toBe(false);
    expect(deadEnd(last({ hand: ['QH', '2C'], hands: [2] }), ['QH'])).toBe(false);
    expect(deadEnd(last({ players: 2, hands: [1, 5] }), ['QH'])).toBe(false);
    // The castle's last enemy falls: a won game is no dead end.
    expect(deadEnd(last({ castle: 0 }), ['QH'])).toBe(false);
    const cover = last({ phase: 'discard', hand: ['9C', '8H'], hands: [2], damageDue: 15 });
    expect(previewDiscard(cover, cards('9C', '8H')).deadEnd).toBe(true);
    expect(previewDiscard(cover, cards('9C')).deadEnd).toBe(false);
  });

  it('warns when a cover spends the whole hand', () => {
    const view = last({ phase: 'discard', hand: ['9C', '8H'], hands: [2], damageDue: 15 });
    expect(texts(ctx(view, ['9C', '8H'], { canYield: false }))).toContain(en.previewDeadEnd);
    expect(texts(ctx(view, ['9C'], { canYield: false }))).not.toContain(en.previewDeadEnd);
  });
});
