// The daily field as a player reads it, in four languages: every line within 80 columns (and 60),
// the bar chart of enemies defeated with the player's row marked, the percentile and medal, where
// most players fell in words; the share text gains "beat 73% of players" and still names no card;
// what a hostile server sends (escape sequences, huge numbers, rows beyond reason) is checked.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/text/lang.js';
import { textWidth } from '../../src/text/width.js';
import { type FieldFacts, fieldText, readField, readHistory } from '../../src/ui/shared/field-text.js';
import { regicideShareText as shareText } from '../../src/ui/regicide/share-text.js';

const FIELD: FieldFacts = {
  day: '2026-12-02',
  measure: 'enemies',
  maxScore: 12,
  verdict: 'winnable',
  players: 20,
  wins: 3,
  practice: 2,
  scores: [
    { score: 2, players: 8 },
    { score: 5, players: 6 },
    { score: 9, players: 3 },
    { score: 12, players: 3 },
  ],
  mostFellAt: { card: 'QS', players: 6 },
  own: { standing: 'ranked', reason: null, won: false, score: 9, beat: 73, medal: 'silver' },
};
const HISTORY = [
  { day: '2026-12-02', own: FIELD.own!, players: 20, wins: 3 },
  { day: '2026-12-01', own: { standing: 'apart' as const, reason: 'notFirst' as const, won: false, score: 0, beat: null, medal: null }, players: 1234, wins: 1000 },
];
const CARD_NAMES = /\b(10|[2-9AJQK])[SHDC]\b|[♠♥♦♣]/;

describe('the field text', () => {
  it('fits 80 and 60 columns in every language, with the chart, the place and where most fell', () => {
    for (const lang of LANGS) {
      for (const width of [80, 60]) {
        const text = fieldText(FIELD, HISTORY, '127.0.0.1:2567', lang, false, width);
        const lines = text.split('\n');
        expect(
          lines.filter((l) => textWidth(l) > width),
          `${lang} ${width}`,
        ).toEqual([]);
        // Thirteen rows of the chart (0 to 12 enemies); the player's own is marked.
        expect(lines.filter((l) => /^ ?\d+ │/.test(l))).toHaveLength(13);
        expect(lines.filter((l) => l.includes('←'))).toHaveLength(1);
      }
    }
    const en = fieldText(FIELD, HISTORY, '127.0.0.1:2567', 'en', false);
    expect(en).toContain('20 players, 3 won (2 practice games counted apart)');
    expect(en).toContain('Most lost at the Queen of Spades (6 players).');
    expect(en).toContain('beat 73% of players · silver medal');
    expect(en).toContain('The solver proved this deal winnable.');
    expect(en).toMatch(/^2026-12-01  –  Your game is kept apart, not ranked: not your first attempt of\n  the day\. \(1234 players, 1000 won\)$/m);
    expect(en).toMatch(/^ 9 │ █+ 3 ← you$/m);
    expect(fieldText(FIELD, null, 'x', 'de', false)).toContain('Die meisten verloren bei Pik-Dame (6 Spieler).');
    expect(fieldText(FIELD, null, 'x', 'fr', false)).toContain('La plupart ont perdu face à la dame de pique (6\u00a0joueurs).'.replace('6\u00a0', '6 '));
    expect(fieldText(FIELD, null, 'x', 'nb', false)).toContain('bedre enn 73 % av spillerne');
  });

  it('with --ascii uses plain characters only', () => {
    const text = fieldText(FIELD, HISTORY, 'x', 'en', true);
    expect(text).toMatch(/^[\x20-\x7e\n]*$/);
    expect(text).toMatch(/^ 9 \| #+ 3 <- you$/m);
    expect(fieldText(FIELD, HISTORY, 'x', 'fr', true)).toMatch(/^ 9 \| #+ 3 <- vous$/m);
  });

  it('the share text gains the percentage beaten and still names no card', () => {
    const facts = { date: '2026-12-02', attempt: 1, practice: false, retry: false, won: false, enemiesDefeated: 9, medal: null };
    for (const lang of LANGS) {
      const text = shareText(facts, lang, false, 73);
      expect(text).toContain('73');
      expect(text).not.toMatch(CARD_NAMES);
      expect(text.split('\n')).toHaveLength(4);
    }
    expect(shareText(facts, 'en', false, 73).split('\n')[3]).toBe('beat 73% of players');
    expect(shareText(facts, 'en', false).split('\n')).toHaveLength(3);
  });

  it('reads a hostile server’s field defensively', () => {
    expect(readField({ ...FIELD, day: '2026-12-02\u001b[2J' })).toBeNull();
    expect(readField({ ...FIELD, players: -1 })).toBeNull();
    expect(readField('nonsense')).toBeNull();
    const odd = readField({
      ...FIELD,
      mostFellAt: { card: '\u001b]0;x\u0007', players: 3 },
      own: { ...FIELD.own, beat: 1e9, medal: 'platinum\u001b' },
      scores: Array.from({ length: 5000 }, (_, i) => ({ score: i, players: 1 })),
    });
    expect(odd).toMatchObject({ mostFellAt: null, own: { beat: null, medal: null } });
    expect(odd!.scores).toHaveLength(1000);
    const text = fieldText({ ...odd!, measure: 'points', maxScore: null }, null, 'evil\u001b[2J:1', 'en', false);
    expect(text).not.toMatch(/\u001b/);
    // A thousand scores become at most 13 rows of ranges.
    expect(text.split('\n').filter((l) => l.includes('│')).length).toBeLessThanOrEqual(13);
    expect(readHistory([{ day: 'x', own: FIELD.own, players: 1, wins: 0 }, ...HISTORY, ...Array(40).fill(HISTORY[0])])).toHaveLength(29);
  });
});
