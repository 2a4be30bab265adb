// One way to write negative numbers everywhere: the minus sign U+2212 (ASCII '-' with --ascii).
import { describe, expect, it } from 'vitest';
import { scoreCollection } from '../../src/games/thronfolge/scoring.js';
import { parseCard } from '../../src/core/cards.js';
import { textsFor } from '../../src/ui/shared/i18n.js';
import { num, signed } from '../../src/ui/shared/numbers.js';
import { ScoreTable } from '../../src/ui/thronfolge/ScoreTable.js';
import { THRONFOLGE_TEXTS } from '../../src/ui/thronfolge/strings.js';
import { renderUi } from './helpers.js';

const cards = (text: string) => text.split(' ').map((c) => parseCard(c)!);

describe('negative numbers', () => {
  it('share one minus sign in values, changes and totals', () => {
    expect(num(-11)).toBe('−11');
    expect(num(4)).toBe('4');
    expect(signed(-3)).toBe('−3');
    expect(signed(0, '+0')).toBe('+0');
    const t = textsFor(THRONFOLGE_TEXTS, 'en', false);
    expect(t.scoreMove('you', 0, -3)).toBe('you 0→−3 (−3)');
    expect(t.points(-2)).toBe('−2 pts');
    expect(t.resultLine('Player 2 wins', -11, 4)).toBe('Player 2 wins (−11 : 4)');
    const de = textsFor(THRONFOLGE_TEXTS, 'de', false);
    expect(de.eventFinal(-1, 3)).toContain('−1:3');
  });

  it('use ASCII hyphens with --ascii', () => {
    const t = textsFor(THRONFOLGE_TEXTS, 'en', true);
    expect(t.scoreMove('you', 0, -3)).toBe('you 0->-3 (-3)');
    expect(t.num(-11)).toBe('-11');
  });

  it('write the total in the score table like betrayal', () => {
    // Only betrayal cards (queens): a negative total.
    const a = scoreCollection(cards('QS QH'), cards('2S'));
    const b = scoreCollection(cards('2S'), cards('QS QH'));
    expect(a.total).toBeLessThan(0);
    const ui = renderUi(<ScoreTable breakdown={[a, b]} titles={['Player 1', 'Player 2']} width={79} />);
    const s = ui.screen();
    expect(s).toContain(`−${-a.betrayal}`);
    expect(s).toMatch(new RegExp(`Total\\s+−${-a.total}`));
    expect(s).not.toMatch(/-\d/);
  });
});
